import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { toApiError } from './api-exception.filter';

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
});
