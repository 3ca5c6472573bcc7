import { signupSchema, type UserDto } from '@draftmode/domain';
import type { z } from 'zod';
import { api } from '@/lib/api';

/** The name rules are sign-up's (2–50 characters), shared with the API. */
export const profileNameSchema = signupSchema.pick({ name: true });
export type ProfileNamePayload = z.output<typeof profileNameSchema>;

/** PATCH /users/me { name } → the updated user. */
export function updateProfile(payload: ProfileNamePayload): Promise<UserDto> {
  return api<UserDto>('/users/me', { method: 'PATCH', body: payload });
}
