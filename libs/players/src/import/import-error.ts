/**
 * A failed import: the source could not be reached, answered with an error, or sent data that
 * is not what the importer expects. The message is one line meant for the person running it.
 */
export class PlayerImportError extends Error {
  override readonly name = 'PlayerImportError';
}

/** Progress callback: `done` of `total` steps finished, `label` says what is being done. */
export type ProgressListener = (done: number, total: number, label: string) => void;

/** The parts of the WHATWG fetch API the importers use, so any fetch (global, undici, a test double) fits. */
export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: unknown },
) => Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<unknown> }>;

/** The runtime's global fetch; the library's build targets plain ES2023, which does not declare it. */
export function globalFetch(): FetchLike {
  const candidate = (globalThis as { fetch?: FetchLike }).fetch;
  if (typeof candidate !== 'function')
    throw new PlayerImportError('No global fetch in this runtime (Node 18+ required); pass `fetch` explicitly');
  return candidate;
}

// A network that drops packets instead of refusing them would otherwise leave the import waiting
// for ever; two minutes is ample for Sleeper's few-MB players list.
const REQUEST_TIMEOUT_MS = 120_000;

function timeoutSignal(ms: number): unknown {
  return (globalThis as { AbortSignal?: { timeout?: (ms: number) => unknown } }).AbortSignal?.timeout?.(ms);
}

/** GETs `url` and returns its JSON body, turning every failure (a timeout too) into a one-line PlayerImportError. */
export async function getJson(fetchFn: FetchLike, url: string, what: string): Promise<unknown> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: timeoutSignal(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PlayerImportError(`Could not reach ${what} at ${url}: ${describeCause(error)}`);
  }
  if (!response.ok) {
    throw new PlayerImportError(`${what} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''} for ${url}`);
  }
  try {
    return await response.json();
  } catch (error) {
    if (errorLike(error) && ['TimeoutError', 'AbortError'].includes((error as { name?: string }).name ?? '')) {
      throw new PlayerImportError(`Could not reach ${what} at ${url}: no complete answer within ${REQUEST_TIMEOUT_MS / 1000} s`);
    }
    throw new PlayerImportError(`${what} sent a body that is not JSON (${url}): ${describeCause(error)}`);
  }
}

// Duck-typed rather than `instanceof Error`: fetch's errors can come from another realm (a test
// sandbox, a worker), where instanceof is false for a perfectly ordinary Error.
function errorLike(value: unknown): { message: string; code?: unknown; cause?: unknown } | undefined {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
    ? (value as { message: string; code?: unknown; cause?: unknown })
    : undefined;
}

function describeCause(error: unknown): string {
  const err = errorLike(error);
  if (!err) return String(error);
  // Node's fetch hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = errorLike(err.cause);
  const causeText = cause ? (typeof cause.code === 'string' ? cause.code : cause.message) : undefined;
  return causeText ? `${err.message} (${causeText})` : err.message;
}
