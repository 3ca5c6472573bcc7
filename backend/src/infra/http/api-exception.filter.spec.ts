import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@draftmode/domain';
import { DraftRuleError } from '@draftmode/draft-core';
import { ConcurrencyError } from '../event-store/errors';
import { STALE_VERSION_MESSAGE, toApiError } from './api-exception.filter';

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

  it('maps a draft rule refusal by kind, keeping the rule’s message', () => {
    expect(toApiError(new DraftRuleError('taken-by-other', 'That player was already taken by another team'))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That player was already taken by another team',
    });
    expect(toApiError(new DraftRuleError('ineligible-slot', 'A WR cannot play the qb slot')).statusCode).toBe(422);
    expect(toApiError(new DraftRuleError('unknown-player', 'Unknown player')).statusCode).toBe(400);
    expect(toApiError(new DraftRuleError('team-name-taken', MESSAGES.teamNameTaken))).toMatchObject({ statusCode: 409, fields: { name: MESSAGES.teamNameTaken } });
  });

  it('answers a missing or deleted team as Team not found', () => {
    expect(toApiError(new DraftRuleError('team-deleted', 'That team was deleted'))).toMatchObject({ statusCode: 404, message: 'Team not found' });
  });

  it('answers a stale version with the current one', () => {
    expect(toApiError(new ConcurrencyError('team-x', 3, 5))).toEqual({ statusCode: 409, error: 'Conflict', message: STALE_VERSION_MESSAGE, currentVersion: 5 });
  });
});
