import { z } from 'zod';
import { MESSAGES } from './messages';
import { storableText } from './safe-text';

const email = z.string().trim().toLowerCase().pipe(z.email(MESSAGES.email));

/**
 * The longest password accepted anywhere (a new one, or one typed to sign in or confirm): long
 * enough for any passphrase or manager, short enough that hashing it costs nothing extra.
 */
export const MAX_PASSWORD_LENGTH = 128;

/** A password typed to sign in or to confirm who you are: present, and not absurdly long. */
export const enteredPasswordSchema = z.string().min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong);

/** Password rules (docs/draft-rules.md §3): signup and reset. */
export const passwordSchema = z
  .string()
  .min(8, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/[0-9]/, MESSAGES.passwordNumber);

export const loginSchema = z.object({
  email,
  password: enteredPasswordSchema,
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** What the API receives on sign-up. */
export const signupSchema = z.object({
  name: storableText().trim().min(2, MESSAGES.nameTooShort).max(50, MESSAGES.nameTooLong),
  email,
  password: passwordSchema,
});
export type SignupPayload = z.infer<typeof signupSchema>;

/** The sign-up form: the payload plus a confirmation that must match. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, MESSAGES.resetTokenRequired),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** `GET /api/auth/reset-password?token=`: whether a reset link still works, checked when its page opens. */
export interface ResetTokenCheckDto {
  valid: boolean;
  /** Why not, when it does not. */
  message?: string;
}

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
