import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { PreferencesDto, UserDto } from '@draftmode/domain';
import type { UserEntity } from './user.entity';

export function toPreferencesDto(user: UserEntity): PreferencesDto {
  return { hasConfiguredLeague: user.hasConfiguredLeague, hasCompletedTour: user.hasCompletedTour };
}

export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    preferences: toPreferencesDto(user),
    settings: { theme: user.theme },
  };
}

/** OpenAPI shapes of the DTOs above, for the controllers' response decorators. */
export const PREFERENCES_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['hasConfiguredLeague', 'hasCompletedTour'],
  properties: { hasConfiguredLeague: { type: 'boolean' }, hasCompletedTour: { type: 'boolean' } },
};

export const SETTINGS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['theme'],
  properties: { theme: { type: 'string', enum: ['light', 'dark', 'system'] } },
};

export const USER_DTO_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'createdAt', 'preferences', 'settings'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    role: { type: 'string', enum: ['user', 'admin'] },
    createdAt: { type: 'string', format: 'date-time' },
    preferences: PREFERENCES_SCHEMA,
    settings: SETTINGS_SCHEMA,
  },
};

export const SESSION_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['user', 'token'],
  properties: { user: USER_DTO_SCHEMA, token: { type: 'string', description: 'Bearer access token (HS256 JWT)' } },
};

export const MESSAGE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
};
