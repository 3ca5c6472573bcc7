import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes shared by the passkey endpoints (the request bodies are checked with zod). */
export const emailBody: SchemaObject = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', format: 'email', example: 'sam@example.com' } },
};

const credentialJson = (response: Record<string, SchemaObject>, description: string): SchemaObject => ({
  type: 'object',
  description,
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: { type: 'string', description: 'base64url credential id' },
    rawId: { type: 'string', description: 'base64url credential id' },
    type: { type: 'string', enum: ['public-key'] },
    response: {
      type: 'object',
      required: Object.keys(response).filter((key) => key !== 'transports' && key !== 'userHandle'),
      properties: response,
    },
    clientExtensionResults: { type: 'object' },
    authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
  },
});

export const registerBody: SchemaObject = {
  type: 'object',
  required: ['email', 'registrationResponse'],
  properties: {
    email: emailBody.properties!['email']!,
    registrationResponse: credentialJson(
      {
        clientDataJSON: { type: 'string' },
        attestationObject: { type: 'string' },
        transports: { type: 'array', items: { type: 'string' } },
      },
      'What navigator.credentials.create() returned, as PublicKeyCredential.toJSON()',
    ),
  },
};

export const signInBody: SchemaObject = {
  type: 'object',
  required: ['email', 'authenticationResponse'],
  properties: {
    email: emailBody.properties!['email']!,
    authenticationResponse: credentialJson(
      {
        clientDataJSON: { type: 'string' },
        authenticatorData: { type: 'string' },
        signature: { type: 'string' },
        userHandle: { type: 'string' },
      },
      'What navigator.credentials.get() returned, as PublicKeyCredential.toJSON()',
    ),
  },
};

export const errorBody: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

export const passkeySummary: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', example: 'iPhone passkey' },
    deviceType: { type: 'string', enum: ['singleDevice', 'multiDevice'] },
    backedUp: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: 'string', format: 'date-time', nullable: true },
  },
};
