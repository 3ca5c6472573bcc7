import { bundledPool, PlayerNameIndex } from '@draftmode/players';
import { YAHOO, copyOf, recordedYahoo, yfpyLeagueAsWire } from '../../../../../test/support/recorded-yahoo';
import { parseYahooDraftResults, parseYahooPlayers } from './yahoo-api';
import { matchYahooPicks, yahooDraftPicks } from './yahoo-draft';

type DraftResultsBody = {
  fantasy_content: { league: [unknown, { draft_results: Record<string, { draft_result: Record<string, unknown> }> }] };
};

describe('yahooDraftPicks', () => {
  it('numbers picks as Yahoo does and marks the user’s team’s (the NHL wire recording, 6 × 14)', () => {
    const picks = yahooDraftPicks(parseYahooDraftResults(recordedYahoo(YAHOO.nhlDraftResults)), '396.l.49770.t.2');
    expect(picks).toHaveLength(84);
    expect(picks[0]).toEqual({ overallPick: 1, round: 1, teamKey: '396.l.49770.t.6', playerKey: '396.p.5425', own: false });
    expect(picks[1]).toEqual({ overallPick: 2, round: 1, teamKey: '396.l.49770.t.2', playerKey: '396.p.3637', own: true });
    expect(picks.filter((pick) => pick.own)).toHaveLength(14);
  });

  it('leaves out picks not made yet: entries without a player key (removed from the last ten recorded picks)', () => {
    // No recording was made mid-draft; Yahoo then lists the coming picks with their team and no player.
    const body = copyOf(recordedYahoo(YAHOO.nhlDraftResults)) as DraftResultsBody;
    for (let index = 74; index < 84; index += 1)
      delete body.fantasy_content.league[1].draft_results[String(index)]!.draft_result['player_key'];
    const picks = yahooDraftPicks(parseYahooDraftResults(body), '396.l.49770.t.2');
    expect(picks).toHaveLength(74);
    expect(picks.at(-1)).toMatchObject({ overallPick: 74, round: 13 });
  });

  it('keeps an auction’s price (the 2014 MLB wire recording)', () => {
    const picks = yahooDraftPicks(parseYahooDraftResults(recordedYahoo(YAHOO.mlbAuctionDraftResults)), null);
    expect(picks[0]).toEqual({ overallPick: 1, round: 1, teamKey: '328.l.34014.t.4', playerKey: '328.p.8180', own: false, cost: 50 });
    expect(picks.every((pick) => !pick.own)).toBe(true);
  });
});

/*
 * The only recorded NFL draft results are yfpy-saved (RcubDev's 2020 2QB league 399.l.528423,
 * re-shaped into the wire form); the names come from the players that file holds (its players list
 * and the players its transactions name), as the client will ask Yahoo's players resource for them.
 */
describe('matchYahooPicks on a 2020 NFL draft against the bundled pool', () => {
  const pool = bundledPool();
  const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
  const picks = yahooDraftPicks(parseYahooDraftResults(wire.draftResults), '399.l.528423.t.2');
  const players = parseYahooPlayers(wire.players);
  const { entries, unmatched } = matchYahooPicks(picks, players, new PlayerNameIndex(pool.players));

  it('reads 170 picks, 17 of them the user’s, and 83 named players', () => {
    expect(picks).toHaveLength(170);
    expect(picks.filter((pick) => pick.own).map((pick) => pick.overallPick)).toEqual([
      8, 13, 28, 33, 48, 53, 68, 73, 88, 93, 108, 113, 128, 133, 148, 153, 168,
    ]);
    expect(players).toHaveLength(83);
    expect(entries.length + unmatched.length).toBe(170);
  });

  it('matches by name, position and team, and defenses by their team (Yahoo names them by city)', () => {
    expect(pool.season).toBe(2025);
    expect(entries).toEqual(
      expect.arrayContaining([
        { playerId: 'tyreek-hill', own: false, overallPick: 20 },
        { playerId: 'ceedee-lamb', own: false, overallPick: 117 },
        // "Chicago", DEF, Chi; "New England", DEF, NE.
        { playerId: 'def-chi', own: false, overallPick: 158 },
        { playerId: 'def-ne', own: false, overallPick: 150 },
      ]),
    );
    expect(entries).toHaveLength(12);
  });

  it('lists every other pick with the reason, never guessing', () => {
    expect(unmatched).toContainEqual({
      overallPick: 52,
      playerKey: '399.p.5228',
      name: 'Tom Brady',
      reason: 'Not matched to a DraftMode player: no player named "Tom Brady" (QB) in the pool',
    });
    // The user's own pick 48 (Drew Brees) is listed like any other.
    expect(unmatched.find((pick) => pick.overallPick === 48)).toMatchObject({ name: 'Drew Brees' });
    const nameless = unmatched.filter((pick) => pick.name === null);
    expect(nameless).toHaveLength(132);
    expect(nameless[0]).toEqual({
      overallPick: 1,
      playerKey: '399.p.30121',
      name: null,
      reason: "Yahoo's players list has no player 399.p.30121, so there is no name to match",
    });
  });

  it('finds a player by the id after ".p.", whatever the season in the key', () => {
    // 2024's list (449.p.7200) names the player the 2020 draft calls 399.p.7200.
    const rodgers = parseYahooPlayers(recordedYahoo(YAHOO.nflPlayerStats2024));
    expect(rodgers).toEqual([
      { playerKey: '449.p.7200', playerId: '7200', name: 'Aaron Rodgers', position: 'QB', team: expect.any(String) },
    ]);
    const pick = picks.find((candidate) => candidate.playerKey === '399.p.7200')!;
    expect(matchYahooPicks([pick], rodgers, new PlayerNameIndex(pool.players)).entries).toEqual([
      { playerId: 'aaron-rodgers', own: false, overallPick: 56 },
    ]);
  });
});

describe('matchYahooPicks by the Yahoo id the pool keeps', () => {
  const players = bundledPool().players;
  const kamara = players.find((player) => player.id === 'alvin-kamara')!;
  const pick = { overallPick: 3, round: 1, teamKey: '449.l.1.t.2', playerKey: '449.p.30180', own: true };

  it('takes the pool player with the id after ".p." first, even without Yahoo’s players list', () => {
    const index = new PlayerNameIndex(players.map((player) => (player.id === kamara.id ? { ...player, yahooId: '30180' } : player)));
    expect(matchYahooPicks([pick], [], index)).toEqual({
      entries: [{ playerId: 'alvin-kamara', own: true, overallPick: 3 }],
      unmatched: [],
    });
  });

  it('falls back to name, position and team without the id, or when Yahoo’s position disagrees with it', () => {
    const listed = { playerKey: pick.playerKey, playerId: '30180', name: 'Alvin Kamara', position: 'RB', team: 'NO' };
    expect(matchYahooPicks([pick], [listed], new PlayerNameIndex(players)).entries).toEqual([
      { playerId: 'alvin-kamara', own: true, overallPick: 3 },
    ]);
    const crossed = new PlayerNameIndex(players.map((player) => (player.id === kamara.id ? { ...player, yahooId: '30180' } : player)));
    const asQb = matchYahooPicks([pick], [{ ...listed, name: 'Someone Else', position: 'QB' }], crossed);
    expect(asQb.entries).toEqual([]);
    expect(asQb.unmatched[0]).toMatchObject({ overallPick: 3, name: 'Someone Else' });
  });
});
