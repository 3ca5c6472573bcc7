import { Alert } from '@mantine/core';

/** A failure above a form: the server's message, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}

/** A neutral message above a form (a reset that worked, why a link is being re-requested). */
export function FormNotice({ message, color = 'turf' }: { message: string | null; color?: string }) {
  if (!message) return null;
  return (
    <Alert color={color} variant="light" role="status">
      {message}
    </Alert>
  );
}

/** Shows the alert only when no field already carries the message. */
export function formLevelError(error: string | null, fieldErrors: Record<string, string>): string | null {
  return error && !Object.values(fieldErrors).includes(error) ? error : null;
}
