import { isApiErrorBody, type ApiErrorBody } from '@draftmode/domain';

/** An API answer other than 2xx, carrying the server's error body (docs/draft-rules.md §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** Set on a 409 caused by a stale expectedVersion: the version to resync to. */
  readonly currentVersion: number | undefined;
  /** On a 503 (the server cannot reach a dependency for now): how long to wait before retrying. */
  readonly retryAfterSeconds: number | undefined;
  /** A linked platform's sign-in must be given again (Yahoo): a retry will not help. */
  readonly reconnect: boolean;

  constructor(body: ApiErrorBody, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.fields = body.fields ?? {};
    this.currentVersion = body.currentVersion;
    this.retryAfterSeconds = retryAfterSeconds;
    this.reconnect = body.reconnect === true;
  }
}

/** The error of a request that never got an answer (offline, server down). */
export const UNREACHABLE: ApiErrorBody = {
  statusCode: 0,
  error: 'Network Error',
  message: 'Cannot reach DraftMode. Check your connection and try again.',
};

interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called on every 401: the stored session is no longer valid. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * Builds the one function every feature uses to call the API: JSON in and out, the bearer
 * token attached, errors turned into {@link ApiError}, and a 401 handed to `onUnauthorized`.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async <T>(path: string, request: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(UNREACHABLE);
    }

    // Only a 401 ends the session; a 503 (say, the database restarting) is retried with the same token.
    if (response.status === 401) options.onUnauthorized();
    if (response.status === 204) return undefined as T;
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new ApiError(
        isApiErrorBody(body)
          ? body
          : {
              statusCode: response.status,
              error: response.statusText,
              message: `The server answered ${response.status}. Please try again.`,
            },
        retryAfter(response.headers.get('Retry-After')),
      );
    }
    return body as T;
  };
}

/** Retry-After in seconds (the API sends a number of seconds, never a date). */
function retryAfter(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
