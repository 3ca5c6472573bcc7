import { createTeamSchema, chatMessageSchema, renameTeamSchema } from './team.schemas';
import { loginSchema, resetPasswordFormSchema, signupFormSchema, signupSchema } from './auth.schemas';
import { YAHOO_LINK_MESSAGES, yahooSignInErrorMessage } from './yahoo.schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('auth schemas (docs/draft-rules.md §3)', () => {
  it('login needs a valid email and a password', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'email: Please enter a valid email',
      'password: Password is required',
    ]);
    expect(loginSchema.parse({ email: ' Sam@Example.com ', password: 'x' })).toEqual({ email: 'sam@example.com', password: 'x' });
  });

  it('signup checks name length and every password rule', () => {
    expect(messages(signupSchema.safeParse({ name: 'S', email: 'sam@example.com', password: 'abc' }))).toEqual([
      'name: Name must be at least 2 characters',
      'password: Password must be at least 8 characters',
      'password: Password must contain at least one uppercase letter',
      'password: Password must contain at least one number',
    ]);
    expect(messages(signupSchema.safeParse({ name: 'x'.repeat(51), email: 'sam@example.com', password: 'ABCDEFGH1' }))).toEqual([
      'name: Name is too long',
      'password: Password must contain at least one lowercase letter',
    ]);
  });

  it('the forms require the confirmation to match', () => {
    const signup = { name: 'Sam', email: 'sam@example.com', password: 'Password1', confirmPassword: 'Password2' };
    expect(messages(signupFormSchema.safeParse(signup))).toEqual(['confirmPassword: Passwords do not match']);
    expect(messages(resetPasswordFormSchema.safeParse({ token: 't', password: 'Password1', confirmPassword: 'x' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
  });
});

describe('team schemas (docs/draft-rules.md §3)', () => {
  it('trims the team name and bounds it to 1–40 characters', () => {
    expect(renameTeamSchema.parse({ name: '  Sharks  ' })).toEqual({ name: 'Sharks' });
    expect(messages(renameTeamSchema.safeParse({ name: '   ' }))).toEqual(['name: Team name is required']);
    expect(messages(renameTeamSchema.safeParse({ name: 'x'.repeat(41) }))).toEqual(['name: Team name is too long']);
  });

  it('accepts the league sizes 8–16 in steps of 2 and a draft position inside the league', () => {
    expect(createTeamSchema.parse({ name: 'A', scoringFormat: 'Half-PPR', leagueSize: 10, draftPosition: 10 })).toMatchObject({
      leagueSize: 10,
    });
    expect(messages(createTeamSchema.safeParse({ name: 'A', scoringFormat: 'PPR', leagueSize: 11, draftPosition: 1 }))).toEqual([
      'leagueSize: League size must be 8, 10, 12, 14 or 16',
    ]);
    expect(messages(createTeamSchema.safeParse({ name: 'A', scoringFormat: 'PPR', leagueSize: 8, draftPosition: 9 }))).toEqual([
      'draftPosition: Draft position must be between 1 and 8',
    ]);
    expect(messages(createTeamSchema.safeParse({ name: 'A', scoringFormat: 'Dynasty', leagueSize: 8, draftPosition: 1 }))).toEqual([
      'scoringFormat: Choose PPR (Full Point), Half PPR or Standard',
    ]);
  });

  it('bounds chat messages to 1–2,000 characters', () => {
    expect(chatMessageSchema.parse({ content: ' Who next? ' })).toEqual({ content: 'Who next?', focus: 'all' });
    expect(messages(chatMessageSchema.safeParse({ content: '' }))).toEqual(['content: Type a message first']);
    expect(messages(chatMessageSchema.safeParse({ content: 'x'.repeat(2001) }))).toEqual([
      'content: Messages can be at most 2,000 characters',
    ]);
  });

  it('refuses a NUL or a lone surrogate in names and chat messages, with one message, and keeps emoji', () => {
    const invalid = 'Please remove unsupported characters (invisible control characters or broken emoji).';
    for (const bad of ['a\u0000b', 'ab\uD83C', '\uDFC8ab']) {
      expect(messages(signupSchema.safeParse({ name: bad, email: 'a@b.co', password: 'Passw0rdX' }))).toEqual([`name: ${invalid}`]);
      expect(messages(renameTeamSchema.safeParse({ name: bad }))).toEqual([`name: ${invalid}`]);
      expect(messages(chatMessageSchema.safeParse({ content: bad }))).toEqual([`content: ${invalid}`]);
    }
    expect(renameTeamSchema.parse({ name: 'Zoë 🏈' })).toEqual({ name: 'Zoë 🏈' });
  });
});

describe('roster spots on a new team (issue 34)', () => {
  const team = { name: 'A', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1 };

  it('takes superflex and the WR/TE, WR/RB flex kinds, each within its bounds', () => {
    const rosterSpots = { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 1, SUPERFLEX: 1, WRTE: 1, WRRB: 0, DEF: 1, K: 1, Bench: 5 };
    expect(createTeamSchema.parse({ ...team, rosterSpots }).rosterSpots).toEqual(rosterSpots);
    expect(messages(createTeamSchema.safeParse({ ...team, rosterSpots: { ...rosterSpots, SUPERFLEX: 3 } }))).toEqual([
      'rosterSpots.SUPERFLEX: SUPERFLEX spots must be a whole number from 0 to 2',
    ]);
  });

  it('reads spots without the new kinds (a payload from before them) as none of them, and no spots as the defaults', () => {
    const old = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 6 };
    expect(createTeamSchema.parse({ ...team, rosterSpots: old }).rosterSpots).toEqual({ ...old, SUPERFLEX: 0, WRTE: 0, WRRB: 0 });
    expect(createTeamSchema.parse(team).rosterSpots).toBeUndefined();
  });
});

describe('yahooSignInErrorMessage', () => {
  it('shows the message a known reason names, and a sign-in failure for anything else an address may carry', () => {
    expect(yahooSignInErrorMessage('signInExpired')).toBe(YAHOO_LINK_MESSAGES.signInExpired);
    expect(yahooSignInErrorMessage('throttled')).toBe(YAHOO_LINK_MESSAGES.throttled);
    expect(yahooSignInErrorMessage('Your account is locked: call 555-0100')).toBe(YAHOO_LINK_MESSAGES.signInFailed);
    expect(yahooSignInErrorMessage('toString')).toBe(YAHOO_LINK_MESSAGES.signInFailed);
    expect(yahooSignInErrorMessage(null)).toBe(YAHOO_LINK_MESSAGES.signInFailed);
  });
});
