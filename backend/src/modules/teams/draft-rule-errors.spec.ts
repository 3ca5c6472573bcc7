import { MESSAGES } from '@draftmode/domain';
import { DraftRuleError } from '@draftmode/draft-core';
import { registerApiErrorMapping, toApiError } from '../../infra/http/api-exception.filter';
import { draftRuleApiError } from './draft-rule-errors';

describe('draft rule refusals through the exception mapping', () => {
  beforeAll(() => registerApiErrorMapping(draftRuleApiError));

  it('maps a draft rule refusal by kind, keeping the rule’s message', () => {
    expect(toApiError(new DraftRuleError('taken-by-other', 'That player was already taken by another team'))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That player was already taken by another team',
    });
    expect(toApiError(new DraftRuleError('ineligible-slot', 'A WR cannot play the qb slot')).statusCode).toBe(422);
    expect(toApiError(new DraftRuleError('unknown-player', 'Unknown player')).statusCode).toBe(400);
    expect(toApiError(new DraftRuleError('team-name-taken', MESSAGES.teamNameTaken))).toMatchObject({
      statusCode: 409,
      fields: { name: MESSAGES.teamNameTaken },
    });
  });

  it('answers a missing or deleted team as Team not found', () => {
    expect(toApiError(new DraftRuleError('team-deleted', 'That team was deleted'))).toMatchObject({
      statusCode: 404,
      message: 'Team not found',
    });
  });

  it('leaves every other error to the filter', () => {
    expect(draftRuleApiError(new Error('boom'))).toBeUndefined();
  });
});
