import { QueryFailedError } from 'typeorm';

/** What the API answers while the database cannot be reached, with a Retry-After of this many seconds. */
export const DATABASE_UNAVAILABLE = 'DraftMode cannot reach its database right now. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL error classes that mean "the server cannot serve you now", not "your query is wrong":
 * 08 connection exception, 53 insufficient resources, 57P01–57P03 shutdown or start-up.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[123]$)/;
/** Socket-level failures of the driver (refused, reset, timed out). */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|is not currently accepting connections/i;

/**
 * True when an error means the database is unreachable or refusing connections for now (a restart,
 * a network blip, a full pool), which is a 503 with Retry-After rather than a bug (500) or a
 * signed-out user (401).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const driver = current instanceof QueryFailedError ? (current.driverError as unknown) : current;
    const code = (driver as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (driver instanceof Error && UNAVAILABLE_MESSAGE.test(driver.message)) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
