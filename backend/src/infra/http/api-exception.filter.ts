import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@draftmode/domain';
import { ConcurrencyError } from '../event-store/errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './dependency-unavailable';

/**
 * Turns every error into the API error shape `{ statusCode, error, message, fields? }`
 * (docs/teams-api.md). A stale version (ConcurrencyError) is 409 with `currentVersion`; a module's
 * typed domain errors are mapped by the mapping it registers (`registerApiErrorMapping`; the teams
 * module's maps draft rule refusals), so infra knows no module's errors. Anything else that is not
 * an HttpException is a bug: it is logged and answered with a generic 500 that leaks nothing.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiError(exception);
    if (body.statusCode === 503) {
      // A dependency is down for now: the client should retry, and keep its session.
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      this.logger.warn(`Answered 503: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (body.statusCode === 429 && hasRetryAfter(exception)) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    response.status(body.statusCode).json(body);
  }
}

function hasRetryAfter(exception: unknown): exception is { retryAfterSeconds: number } {
  return typeof (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds === 'number';
}

/** A stale append (docs/adr/0002-draft-engine.md) also tells the client the version to reload from. */
type ApiErrorResponse = ApiErrorBody & { currentVersion?: number };

/** A module's translation of its own typed errors to the API body; undefined for errors that are not its own. */
type ApiErrorMapping = (exception: unknown) => ApiErrorBody | undefined;

const mappings = new Set<ApiErrorMapping>();

/** Adds a module's error mapping to every answer built by `toApiError` (the filter and the socket gateways). Idempotent. */
export function registerApiErrorMapping(mapping: ApiErrorMapping): void {
  mappings.add(mapping);
}

export const STALE_VERSION_MESSAGE = 'This team changed on another device. Your view has been refreshed.';

export function toApiError(exception: unknown): ApiErrorResponse {
  if (exception instanceof ConcurrencyError) {
    return { statusCode: 409, error: 'Conflict', message: STALE_VERSION_MESSAGE, currentVersion: exception.currentVersion };
  }
  for (const mapping of mappings) {
    const mapped = mapping(exception);
    if (mapped) return mapped;
  }
  if (isDatabaseUnavailable(exception)) return { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE };
  if (!(exception instanceof HttpException)) {
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
  }
  const statusCode = exception.getStatus();
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const raw = exception.getResponse();
  if (typeof raw === 'string') return { statusCode, error, message: raw };
  const { message, fields, reconnect } = raw as { message?: unknown; fields?: Record<string, string>; reconnect?: unknown };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return {
    statusCode,
    error,
    message: text,
    ...(fields ? { fields } : {}),
    // A platform sign-in to give again (Yahoo): the client shows a reconnect button, not a retry.
    ...(reconnect === true ? { reconnect: true } : {}),
  };
}
