/**
 * The body of every error the API returns (docs/draft-rules.md §3). `fields` maps a form field to the same
 * message the frontend shows for it.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
  /** On a 409 from a stale expectedVersion: the stream's current version. */
  currentVersion?: number;
  /** True when a linked platform's sign-in must be given again (a Yahoo token expired or revoked): no retry helps. */
  reconnect?: boolean;
}

/** True when a value has the shape of {@link ApiErrorBody}. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['statusCode'] === 'number' && typeof candidate['message'] === 'string';
}
