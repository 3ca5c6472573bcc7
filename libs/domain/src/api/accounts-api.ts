import { z } from 'zod';

/**
 * Response shapes of the accounts API (/api/auth/*, /api/users/me*; docs/accounts-api.md), shared by
 * the backend that answers them and the frontend that reads them.
 */

/** The server's theme setting; the frontend's colour-scheme manager calls 'system' 'auto'. */
export const themeSettingSchema = z.enum(['light', 'dark', 'system']);
export type ThemeSetting = z.infer<typeof themeSettingSchema>;

export const userRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const preferencesDtoSchema = z.object({ hasConfiguredLeague: z.boolean(), hasCompletedTour: z.boolean() });
export type PreferencesDto = z.infer<typeof preferencesDtoSchema>;

export const settingsDtoSchema = z.object({ theme: themeSettingSchema });
export type SettingsDto = z.infer<typeof settingsDtoSchema>;

/** The user as the API shows it. Never carries the password hash or token version. */
export const userDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  /** ISO 8601 instant. */
  createdAt: z.string(),
  preferences: preferencesDtoSchema,
  settings: settingsDtoSchema,
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** What sign-up, sign-in, passkey sign-in, re-authentication and a password change answer. */
export const sessionDtoSchema = z.object({ user: userDtoSchema, token: z.string() });
export type SessionDto = z.infer<typeof sessionDtoSchema>;
