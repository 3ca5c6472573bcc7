import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@draftmode/domain';

/** What body-parser sets on the errors it raises (`type`, and the status it suggests). */
interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * An Express error handler placed right after the body parsers: a body that is not valid JSON
 * (or is too large) is answered in the API's error shape instead of falling through to the
 * router, which would answer a misleading 404.
 */
export function malformedBodyHandler(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const type = (error as BodyParserError | null)?.type;
  if (type === 'entity.parse.failed') {
    response
      .status(400)
      .json({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' } satisfies ApiErrorBody);
    return;
  }
  if (type === 'entity.too.large') {
    response
      .status(413)
      .json({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.' } satisfies ApiErrorBody);
    return;
  }
  // A body whose Content-Encoding (gzip, deflate, br) it does not follow fails in zlib: body-parser passes that on as a 400 with no type.
  const zlibFailure =
    type === undefined && (error as BodyParserError | null)?.status === 400 && typeof (error as { code?: unknown }).code === 'string';
  if (
    type?.startsWith('encoding.') ||
    type === 'charset.unsupported' ||
    type === 'request.aborted' ||
    type === 'request.size.invalid' ||
    zlibFailure
  ) {
    response
      .status(400)
      .json({ statusCode: 400, error: 'Bad Request', message: 'The request body could not be read.' } satisfies ApiErrorBody);
    return;
  }
  next(error);
}
