import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ConcurrencyError } from '../event-store/errors';
import { registerApiErrorMapping, STALE_VERSION_MESSAGE, toApiError } from './api-exception.filter';

describe('toApiError', () => {
  it('keeps the status and message of an HTTP error', () => {
    expect(toApiError(new NotFoundException('Team not found'))).toEqual({ statusCode: 404, error: 'Not Found', message: 'Team not found' });
  });

  it('passes field messages through', () => {
    const error = new BadRequestException({ message: 'Check the highlighted fields', fields: { name: 'Team name is required' } });
    expect(toApiError(error)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Check the highlighted fields',
      fields: { name: 'Team name is required' },
    });
  });

  it('joins a list of messages', () => {
    expect(toApiError(new ConflictException({ message: ['first', 'second'] })).message).toBe('first; second');
  });

  it('never leaks the details of an unexpected error', () => {
    expect(toApiError(new Error('relation "users" does not exist'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('answers a registered module’s own errors with its mapping, and others as a 500', () => {
    class OwnError extends Error {}
    const before = toApiError(new OwnError('x'));
    registerApiErrorMapping((exception) =>
      exception instanceof OwnError ? { statusCode: 422, error: 'Unprocessable Entity', message: exception.message } : undefined,
    );
    expect(before.statusCode).toBe(500);
    expect(toApiError(new OwnError('Not that one'))).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message: 'Not that one' });
    expect(toApiError(new Error('other')).statusCode).toBe(500);
  });

  it('answers a stale version with the current one', () => {
    expect(toApiError(new ConcurrencyError('team-x', 3, 5))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STALE_VERSION_MESSAGE,
      currentVersion: 5,
    });
  });
});
