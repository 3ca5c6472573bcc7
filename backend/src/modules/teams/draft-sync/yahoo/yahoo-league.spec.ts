import { DEFAULT_LEAGUE_SETTINGS, LEAGUE_SIZES, type LeagueSettings } from '@draftmode/domain';
import { ownerOfPick } from '@draftmode/draft-core';
import { YAHOO, copyOf, recordedYahoo, yfpyLeagueAsWire } from '../../../../../test/support/recorded-yahoo';
import { parseYahooDraftResults, parseYahooLeagueSettings, parseYahooTeams } from './yahoo-api';
import { YAHOO_MESSAGES, yahooLeagueSettings, type YahooLeagueImport } from './yahoo-league';

function ok(result: YahooLeagueImport) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

type SettingsBody = { fantasy_content: { league: [Record<string, unknown>, { settings: Record<string, unknown>[] }] } };

/** GET league/390.l.22351/settings, the one recorded NFL settings body in wire format. */
const ccsuBody = () => recordedYahoo(YAHOO.ccsuSettings) as SettingsBody;

describe('yahooLeagueSettings', () => {
  describe('a 12-team custom-scoring dynasty (ccsu "Salary Cap Dynasty 2019", wire format)', () => {
    const settings = parseYahooLeagueSettings(ccsuBody());
    const userTeamKey = parseYahooTeams(recordedYahoo(YAHOO.ccsuTeams)).find((team) => team.ownedByCurrentLogin)!.teamKey;
    const current: LeagueSettings = { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 5 };
    const result = ok(yahooLeagueSettings({ settings, draft: null, userTeamKey, current }));

    it('takes the roster, the bench cut to DraftMode’s most and IR left out', () => {
      expect(result.settings).toMatchObject({
        leagueSize: 12,
        rosterSpots: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 15 },
      });
      expect(result.notes).toEqual(
        expect.arrayContaining([
          "Injured-reserve spots are filled after the draft, not in it: the league's 1 IR are left out.",
          'Bench: Yahoo has 20, DraftMode takes at most 15.',
        ]),
      );
    });

    it('takes 0.75 per catch as PPR, with the league’s points per stat (1/30 per passing yard, −2 per interception)', () => {
      expect(result.settings.scoringFormat).toBe('PPR');
      expect(result.settings.pointsPerStat).toEqual({
        passYd: 0.033333333333333,
        passTd: 6,
        passInt: -2,
        rushYd: 0.1,
        rushTd: 6,
        reception: 0.75,
        recYd: 0.1,
        recTd: 6,
        receptionBonus: { RB: 0, WR: 0, TE: 0 },
        fumbleLost: -2,
        twoPointConversion: 2,
      });
    });

    it('notes the offensive scoring it leaves out: sacks, 0.25 per rush attempt, returns', () => {
      expect(result.notes).toContain(
        "Scoring DraftMode's projections cannot count is left out: Sacks -0.5, Rushing Attempts 0.25, Return Yards 0.033333333333333, Return Touchdowns 6, Offensive Fumble Return TD 6.",
      );
      // Kicker and defense modifiers (field goals, points allowed, …) stay on the preset without a note each.
      expect(result.notes.join(' ')).not.toMatch(/Field Goals|Points Allowed/);
    });

    it('notes the draft type, the roster import and that without draft results the order and slot stay', () => {
      expect(result.settings).toMatchObject({ draftOrder: 'snake', draftPosition: 5, tradedPicks: [] });
      expect(result.notes).toEqual(
        expect.arrayContaining([
          `Yahoo's draft type is "self", not a live draft room: its picks appear in the draft results as Yahoo records them.`,
          "The league carries rosters over from last season (Yahoo's roster import, as in dynasty leagues): only the players drafted this season are recorded.",
          "Yahoo's settings do not say the draft order and no draft results were read: a snake is taken: your draft position stays 5.",
        ]),
      );
      expect(userTeamKey).toBe('390.l.22351.t.2');
    });

    it('notes keepers where the league says it keeps players (uses_keeper set on the recorded body)', () => {
      const body = copyOf(ccsuBody());
      body.fantasy_content.league[1].settings[0]!['uses_keeper'] = '1';
      const { notes } = ok(yahooLeagueSettings({ settings: parseYahooLeagueSettings(body), draft: null, userTeamKey, current }));
      expect(notes).toContain(
        "The league keeps players from last season: Yahoo's settings do not say who is kept or at which pick; the picks its draft results list are recorded as listed.",
      );
    });

    it('refuses an auction in one line (is_auction_draft "1" on the recorded body)', () => {
      const body = copyOf(ccsuBody());
      body.fantasy_content.league[1].settings[0]!['is_auction_draft'] = '1';
      expect(yahooLeagueSettings({ settings: parseYahooLeagueSettings(body), draft: null, userTeamKey, current })).toEqual({
        ok: false,
        message: YAHOO_MESSAGES.auction,
      });
    });

    it('refuses a league size DraftMode does not draft (num_teams 11 on the recorded body)', () => {
      const body = copyOf(ccsuBody());
      body.fantasy_content.league[0]['num_teams'] = 11;
      expect(yahooLeagueSettings({ settings: parseYahooLeagueSettings(body), draft: null, userTeamKey, current })).toEqual({
        ok: false,
        message: 'This Yahoo league has 11 teams; DraftMode drafts leagues of 8, 10, 12, 14 or 16 teams',
      });
      expect(LEAGUE_SIZES).not.toContain(11);
    });
  });

  it('refuses another sport’s league (the recorded 2019 MLB auction): the sport first', () => {
    const settings = parseYahooLeagueSettings(recordedYahoo(YAHOO.mlbAuctionSettings));
    expect(yahooLeagueSettings({ settings, draft: null, userTeamKey: null, current: DEFAULT_LEAGUE_SETTINGS })).toEqual({
      ok: false,
      message: 'This Yahoo league is a mlb league; DraftMode drafts NFL football leagues only',
    });
  });

  /*
   * RcubDev's 2020 NFL leagues were saved by yfpy: real values, re-shaped (see yfpyLeagueAsWire).
   * They are the only recorded NFL draft results and the only 2QB leagues.
   */
  describe('two 10-team 2QB leagues with their draft results (yfpy-saved, re-shaped into the wire form)', () => {
    it('"Ryan has excel spreadsheets" (399.l.528423): 2 QB spots, half PPR, a snake, the user’s slot from round 1', () => {
      const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
      const draft = parseYahooDraftResults(wire.draftResults);
      const { settings, notes } = ok(
        yahooLeagueSettings({
          settings: parseYahooLeagueSettings(wire.settings),
          draft,
          userTeamKey: '399.l.528423.t.2',
          current: DEFAULT_LEAGUE_SETTINGS,
        }),
      );
      expect(settings).toEqual({
        scoringFormat: 'Half-PPR',
        leagueSize: 10,
        // t.2 picks 8th in round 1 and 13th overall in round 2.
        draftPosition: 8,
        rosterSpots: { QB: 2, RB: 2, WR: 3, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 6 },
        draftOrder: 'snake',
        // −2 per interception where the preset has −1.
        pointsPerStat: expect.objectContaining({ passYd: 0.04, passTd: 4, passInt: -2, reception: 0.5, fumbleLost: -2 }),
        tradedPicks: [],
      });
      expect(notes.join(' ')).not.toMatch(/rounds/);
      // Every one of the 170 picks falls to the slot the import gives its team.
      const slotOfTeam = new Map(draft.results.filter((result) => result.round === 1).map((result) => [result.teamKey, result.pick]));
      expect(draft.results.filter((result) => ownerOfPick(result.pick, 10, { order: 'snake' }) !== slotOfTeam.get(result.teamKey))).toEqual(
        [],
      );
      expect(notes).toContain(
        "Scoring DraftMode's projections cannot count is left out: Return Touchdowns 6, Offensive Fumble Return TD 6.",
      );
    });

    it('"SJHHS Father Son" (399.l.516886): no modifier for receptions, so Standard', () => {
      const wire = yfpyLeagueAsWire(YAHOO.rcub516886);
      const { settings } = ok(
        yahooLeagueSettings({
          settings: parseYahooLeagueSettings(wire.settings),
          draft: parseYahooDraftResults(wire.draftResults),
          userTeamKey: '399.l.516886.t.6',
          current: DEFAULT_LEAGUE_SETTINGS,
        }),
      );
      expect(settings).toMatchObject({
        scoringFormat: 'Standard',
        leagueSize: 10,
        draftPosition: 1,
        draftOrder: 'snake',
        rosterSpots: { QB: 2 },
      });
      expect(settings.pointsPerStat).toMatchObject({ reception: 0, passInt: -2 });
    });

    it('reads a traded pick from a pick held by another slot’s team (pick 13’s team changed to t.6 in the recording)', () => {
      // No recorded Yahoo draft has a traded pick: round 2's third pick, t.2's by the snake, is given to t.6 (slot 1).
      const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
      const body = wire.draftResults as {
        fantasy_content: { league: [unknown, { draft_results: Record<string, { draft_result: Record<string, unknown> }> }] };
      };
      const pick13 = body.fantasy_content.league[1].draft_results['12']!.draft_result;
      expect(pick13).toMatchObject({ pick: 13, team_key: '399.l.528423.t.2' });
      pick13['team_key'] = '399.l.528423.t.6';
      const { settings } = ok(
        yahooLeagueSettings({
          settings: parseYahooLeagueSettings(wire.settings),
          draft: parseYahooDraftResults(body),
          userTeamKey: '399.l.528423.t.2',
          current: DEFAULT_LEAGUE_SETTINGS,
        }),
      );
      expect(settings).toMatchObject({ draftOrder: 'snake', draftPosition: 8, tradedPicks: [{ pick: 13, slot: 1 }] });
    });

    it('a user team with no pick in the draft results keeps the team’s slot, with a note', () => {
      const wire = yfpyLeagueAsWire(YAHOO.rcub528423);
      const { settings, notes } = ok(
        yahooLeagueSettings({
          settings: parseYahooLeagueSettings(wire.settings),
          draft: parseYahooDraftResults(wire.draftResults),
          userTeamKey: '399.l.516886.t.2',
          current: { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 12 },
        }),
      );
      expect(settings.draftPosition).toBe(1);
      expect(notes).toContain(
        'Your Yahoo team 399.l.516886.t.2 has no pick in the draft results: draft position 12, beyond 10 teams, becomes 1.',
      );
    });
  });
});
