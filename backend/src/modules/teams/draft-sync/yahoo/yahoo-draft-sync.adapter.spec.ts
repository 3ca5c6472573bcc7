import { bundledPool, PlayerNameIndex } from '@draftmode/players';
import { YAHOO, recordedYahoo, yfpyLeagueAsWire } from '../../../../../test/support/recorded-yahoo';
import { parseYahooDraftResults, parseYahooPlayers } from './yahoo-api';
import { syncedPicks, syncedStatusOf } from './yahoo-draft-sync.adapter';

/*
 * The adapter's mapping of Yahoo's draft results to the sync's picks, on the recorded 2020 NFL
 * league (RcubDev's 399.l.528423, yfpy-saved and re-shaped into the wire form) and the NHL wire
 * recording. Reading and refreshing are tested end to end (backend/test/yahoo-sync.e2e-spec.ts).
 */
describe('syncedPicks', () => {
  const names = new PlayerNameIndex(bundledPool().players);
  const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
  const draft = parseYahooDraftResults(wire.draftResults);
  const players = parseYahooPlayers(wire.players);

  it('keeps Yahoo’s pick numbers and rounds, marks the user’s picks and names matched players', () => {
    const picks = syncedPicks(draft, players, { yahooTeamKey: '399.l.528423.t.2' }, names);
    expect(picks).toHaveLength(170);
    expect(picks.map((pick) => pick.pickNo)).toEqual(Array.from({ length: 170 }, (_, index) => index + 1));
    expect(picks.find((pick) => pick.pickNo === 20)).toEqual({
      pickNo: 20,
      round: 2,
      playerId: 'tyreek-hill',
      own: false,
      platformPlayerId: expect.stringMatching(/^399\.p\.\d+$/) as string,
      name: 'Tyreek Hill',
      position: 'WR',
      team: expect.any(String) as string,
    });
    expect(
      picks
        .filter((pick) => pick.own)
        .map((pick) => pick.pickNo)
        .slice(0, 3),
    ).toEqual([8, 13, 28]);
  });

  it('gives an unmatched pick its reason and what Yahoo said of the player, never a guess', () => {
    const brady = syncedPicks(draft, players, { yahooTeamKey: null }, names).find((pick) => pick.pickNo === 52)!;
    expect(brady).toMatchObject({
      playerId: null,
      own: null,
      platformPlayerId: '399.p.5228',
      name: 'Tom Brady',
      position: 'QB',
      reason: 'Not matched to a DraftMode player: no player named "Tom Brady" (QB) in the pool',
    });
    // A key the players list lacks keeps the key as its name.
    const first = syncedPicks(draft, players, { yahooTeamKey: null }, names)[0]!;
    expect(first).toMatchObject({ pickNo: 1, playerId: null, name: '399.p.30121', position: null });
    expect(first.reason).toContain('no player 399.p.30121');
  });

  it('reads the NHL wire draft results’ 84 picks with their team’s ownership', () => {
    const nhl = parseYahooDraftResults(recordedYahoo(YAHOO.nhlDraftResults));
    const picks = syncedPicks(nhl, [], { yahooTeamKey: '396.l.49770.t.2' }, names);
    expect(picks).toHaveLength(84);
    expect(picks.filter((pick) => pick.own)).toHaveLength(14);
    expect(picks.every((pick) => pick.playerId === null && pick.reason)).toBe(true);
  });
});

describe('syncedStatusOf', () => {
  it('maps Yahoo’s draft_status to the sync’s vocabulary', () => {
    expect(syncedStatusOf('predraft')).toBe('pre_draft');
    expect(syncedStatusOf('draft')).toBe('drafting');
    expect(syncedStatusOf('postdraft')).toBe('complete');
    expect(syncedStatusOf(null)).toBe('pre_draft');
  });
});
