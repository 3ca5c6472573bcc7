import { enteredPasswordSchema, MESSAGES, passwordSchema, type SessionDto } from '@draftmode/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

/** Current password, then a new one that follows the sign-up rules and is typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: enteredPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

/**
 * POST /users/me/password → { user, token }. Every older token is revoked, so the caller must
 * store the new one. 400 with fields.currentPassword when the current password is wrong.
 */
export function changePassword(payload: { currentPassword: string; newPassword: string }): Promise<SessionDto> {
  return api<SessionDto>('/users/me/password', { method: 'POST', body: payload });
}
