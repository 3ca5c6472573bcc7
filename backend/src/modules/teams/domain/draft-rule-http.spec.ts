import { DraftRuleError } from '@draftmode/draft-core';
import { MESSAGES } from '@draftmode/domain';
import { toApiError } from '../../../infra/http/api-exception.filter';
import { teamIdForCreate } from '../commands/team-command.executor';
import { isUuid } from '../queries/team-read-models';
import { toHttpException } from './draft-rule-http';

describe('draft rule errors over HTTP', () => {
  const answer = (error: DraftRuleError) => toApiError(toHttpException(error));

  it('keeps the rule’s message and picks the status by kind', () => {
    expect(answer(new DraftRuleError('taken-by-other', 'That player was already taken by another team'))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That player was already taken by another team',
    });
    expect(answer(new DraftRuleError('ineligible-slot', 'A WR cannot play the qb slot')).statusCode).toBe(422);
    expect(answer(new DraftRuleError('unknown-player', 'Unknown player')).statusCode).toBe(400);
    expect(answer(new DraftRuleError('team-name-taken', MESSAGES.teamNameTaken))).toMatchObject({ statusCode: 409, fields: { name: MESSAGES.teamNameTaken } });
  });

  it('answers a missing or deleted team as Team not found', () => {
    expect(answer(new DraftRuleError('team-deleted', 'That team was deleted'))).toMatchObject({ statusCode: 404, message: 'Team not found' });
  });
});

describe('teamIdForCreate', () => {
  it('is a stable UUID per user and command id', () => {
    const id = teamIdForCreate('user-1', 'command-1');
    expect(isUuid(id)).toBe(true);
    expect(teamIdForCreate('user-1', 'command-1')).toBe(id);
    expect(teamIdForCreate('user-2', 'command-1')).not.toBe(id);
  });
});
