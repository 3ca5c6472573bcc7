import { STATUS_CODES } from 'node:http';
import { YAHOO_LINK_MESSAGES, type ApiErrorBody } from '@draftmode/domain';
import { YahooApiError, type YahooFailure } from './yahoo.client';

/** The line the user reads for each failure, and whether only signing in again helps. */
export function yahooFailureLine(error: YahooApiError): { message: string; reconnect: boolean } {
  const lines: Record<YahooFailure, { message: string; reconnect: boolean }> = {
    notConfigured: { message: YAHOO_LINK_MESSAGES.notConfigured, reconnect: false },
    notConnected: { message: YAHOO_LINK_MESSAGES.notConnected, reconnect: true },
    unauthorized: { message: YAHOO_LINK_MESSAGES.reconnect, reconnect: true },
    // The message is the store's when the kept tokens cannot be opened, the generic one otherwise.
    reconnect: {
      message: error.message === YAHOO_LINK_MESSAGES.tokensUnreadable ? error.message : YAHOO_LINK_MESSAGES.reconnect,
      reconnect: true,
    },
    // Yahoo's own words ("You are not allowed to view this page because you are not in this league.").
    refused: { message: error.message, reconnect: false },
    throttled: { message: YAHOO_LINK_MESSAGES.throttled, reconnect: false },
    unreachable: { message: YAHOO_LINK_MESSAGES.unreachable, reconnect: false },
    unexpected: { message: YAHOO_LINK_MESSAGES.unexpected, reconnect: false },
  };
  return lines[error.failure];
}

const STATUS: Record<YahooFailure, number> = {
  notConfigured: 503,
  notConnected: 409,
  unauthorized: 409,
  reconnect: 409,
  refused: 400,
  throttled: 503,
  unreachable: 503,
  unexpected: 503,
};

/**
 * Yahoo's failures over HTTP, mapped once at the edge (registered by the teams module): the user's
 * to fix (400), a sign-in to give again (409 with `reconnect: true`, never 401, which would sign
 * the user out of DraftMode), or a retry later (503).
 */
export function yahooApiError(exception: unknown): ApiErrorBody | undefined {
  if (!(exception instanceof YahooApiError)) return undefined;
  const statusCode = STATUS[exception.failure];
  const { message, reconnect } = yahooFailureLine(exception);
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(reconnect ? { reconnect: true } : {}) };
}
