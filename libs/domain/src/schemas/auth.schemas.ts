import { z } from 'zod';
import { MESSAGES } from './messages';
import { storableText } from './safe-text';

const email = z.string().trim().toLowerCase().pipe(z.email(MESSAGES.email));

/** Password rules of the original §5 (signup, and reset per PRODUCT §3). */
export const passwordSchema = z
  .string()
  .min(8, MESSAGES.passwordTooShort)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/[0-9]/, MESSAGES.passwordNumber);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired),
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

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
