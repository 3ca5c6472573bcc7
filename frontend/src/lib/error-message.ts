import { ApiError } from './api-client';

const FALLBACK = 'Something went wrong. Please try again.';

/** The message and per-field messages a form shows for a failed request. */
interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** Turns anything a request can throw into what a form shows: the server's message and fields. */
export function toFormFailure(error: unknown): FormFailure {
  if (error instanceof ApiError) return { message: error.message || FALLBACK, fields: error.fields };
  if (error instanceof Error && error.message) return { message: error.message, fields: {} };
  return { message: FALLBACK, fields: {} };
}

/** Puts the server's per-field messages (ApiError.fields) on the matching react-hook-form fields. */
export function applyFieldErrors<Name extends string>(
  fields: Record<string, string>,
  known: readonly Name[],
  setError: (name: Name, error: { type: string; message: string }) => void,
): void {
  for (const [name, message] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name)) setError(name as Name, { type: 'server', message });
  }
}
