/**
 * Secrets that travel in URLs: a watch link's token in its path (`/watch/<token>`, also under
 * `/api`), a reset link's token in its query string (`?token=`), and the OAuth code and state Yahoo
 * sends back to `/api/yahoo/callback` (`?code=…&state=…`). Request logs keep the shape of the URL
 * and replace the secret with `[redacted]`.
 */
const WATCH_TOKEN_IN_PATH = /(\/watch\/)[^/?#]+/g;
const TOKEN_IN_QUERY = /([?&](?:token|code|state)=)[^&#]*/g;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(WATCH_TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/**
 * Route parameters as the request logger sees them: a `token` parameter, and the segment after
 * `watch` in a catch-all path (`{ path: ['api', 'watch', '<token>'] }`), are secrets.
 */
export function redactParams(params: Record<string, unknown>): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'token') redacted[name] = REDACTED;
    else if (Array.isArray(value))
      redacted[name] = value.map((segment: unknown, index) => (index > 0 && value[index - 1] === 'watch' ? REDACTED : segment));
    else redacted[name] = typeof value === 'string' ? redactUrl(value) : value;
  }
  return redacted;
}

/** The query parameters that carry a secret: a reset link's token, Yahoo's OAuth code and state. */
const SECRET_QUERY_KEYS = ['token', 'code', 'state'] as const;

/** A parsed query with its secret parameters replaced, as the request log keeps it. */
export function redactQuery(query: Record<string, unknown>): Record<string, unknown> {
  if (!SECRET_QUERY_KEYS.some((key) => key in query)) return query;
  const redacted = { ...query };
  for (const key of SECRET_QUERY_KEYS) if (key in redacted) redacted[key] = REDACTED;
  return redacted;
}
