import { DRAFT_RULE_MESSAGES, DraftRuleError, isDraftRuleError } from './draft-rule-error';

describe('DraftRuleError', () => {
  it('carries a code and the user-facing message', () => {
    const error = new DraftRuleError('roster-full', DRAFT_RULE_MESSAGES.rosterFull(15, 15));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DraftRuleError');
    expect(error.code).toBe('roster-full');
    expect(error.message).toBe('Your roster is full (15/15)');
  });

  it('is recognised by isDraftRuleError, also when it comes from another copy of the library', () => {
    expect(isDraftRuleError(new DraftRuleError('unknown-player', 'Unknown player'))).toBe(true);
    const lookalike = Object.assign(new Error('Unknown player'), { name: 'DraftRuleError', code: 'unknown-player' });
    expect(isDraftRuleError(lookalike)).toBe(true);
    expect(isDraftRuleError(new Error('boom'))).toBe(false);
    expect(isDraftRuleError('DraftRuleError')).toBe(false);
  });
});
