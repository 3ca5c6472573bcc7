import { forgotPasswordSchema, MESSAGES } from '@draftmode/domain';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

export const PASSKEY_MESSAGES = {
  malformedResponse: 'The passkey response is missing or malformed. Please try again.',
  notYourAccount: 'You can only add a passkey to the account you are signed in to.',
  registrationExpired: 'This passkey request has expired or was already used. Please try again.',
  registrationFailed: "We couldn't verify that passkey. Please try again.",
  alreadyRegistered: 'This passkey is already registered.',
  signInFailed: "We couldn't sign you in with that passkey. Try again or sign in with your password.",
  notFound: 'Passkey not found',
  freshSignInRequired: MESSAGES.freshSignInRequired,
} as const;

const base64url = z
  .string({ message: PASSKEY_MESSAGES.malformedResponse })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, PASSKEY_MESSAGES.malformedResponse);

/** The browser's `PublicKeyCredential.toJSON()` shape; anything else it adds is passed through untouched. */
const credentialJson = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject(
    {
      id: base64url,
      rawId: base64url,
      type: z.literal('public-key', { message: PASSKEY_MESSAGES.malformedResponse }),
      response: z.looseObject(response, { message: PASSKEY_MESSAGES.malformedResponse }),
      clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    },
    { message: PASSKEY_MESSAGES.malformedResponse },
  );

const registrationResponse = credentialJson({
  clientDataJSON: base64url,
  attestationObject: base64url,
  transports: z.array(z.string()).optional(),
});

const authenticationResponse = credentialJson({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});

/** `{ email }`: the same email rule and message as every other auth form. */
export const passkeyOptionsSchema = forgotPasswordSchema;
export type PasskeyOptionsBody = z.infer<typeof passkeyOptionsSchema>;

export const registerPasskeySchema = passkeyOptionsSchema.extend({ registrationResponse });
export type RegisterPasskeyBody = Omit<z.infer<typeof registerPasskeySchema>, 'registrationResponse'> & {
  registrationResponse: RegistrationResponseJSON;
};

export const signInWithPasskeySchema = passkeyOptionsSchema.extend({ authenticationResponse });
export type SignInWithPasskeyBody = Omit<z.infer<typeof signInWithPasskeySchema>, 'authenticationResponse'> & {
  authenticationResponse: AuthenticationResponseJSON;
};
