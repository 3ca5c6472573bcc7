import { enteredPasswordSchema, MESSAGES, passwordSchema, signupSchema } from '@draftmode/domain';
import { z } from 'zod';

/**
 * Payloads of /users/me that have no shared form schema in @draftmode/domain. They reuse the
 * shared rules and messages wherever a field is the same as on the sign-up form.
 */
export const updateProfileSchema = signupSchema.pick({ name: true });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.passwordRequired }).pipe(enteredPasswordSchema),
  newPassword: passwordSchema,
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).pipe(enteredPasswordSchema),
});

export const updatePreferencesSchema = z.strictObject(
  { hasConfiguredLeague: z.boolean({ error: 'hasConfiguredLeague must be true or false' }).optional() },
  { error: 'Only hasConfiguredLeague can be changed here' },
);

export const updateSettingsSchema = z.object({
  theme: z.enum(['light', 'dark', 'system'], { error: 'Theme must be light, dark or system' }),
});
