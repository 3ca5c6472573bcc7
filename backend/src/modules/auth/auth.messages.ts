/** Answers of the accounts API that are not form validation (those come from MESSAGES in @draftmode/domain). */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  forgotPasswordSent: "If an account exists for that email, we've sent password reset instructions.",
  passwordReset: 'Your password has been reset. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
} as const;
