import { YAHOO, copyOf, recordedYahoo, recordedYahooErrorBody } from '../../../../../test/support/recorded-yahoo';
import {
  parseYahooDraftResults,
  parseYahooLeagueSettings,
  parseYahooPlayers,
  parseYahooTeams,
  parseYahooUserLeagues,
  playerIdOf,
  YahooBodyError,
} from './yahoo-api';

describe('Yahoo readers on recorded wire bodies', () => {
  it('reads an NFL league’s settings: roster positions, stat modifiers as numbers, flags as booleans', () => {
    const settings = parseYahooLeagueSettings(recordedYahoo(YAHOO.ccsuSettings));
    expect(settings).toMatchObject({
      leagueKey: '390.l.22351',
      name: 'Salary Cap Dynasty 2019',
      season: '2019',
      gameCode: 'nfl',
      numTeams: 12,
      draftStatus: 'postdraft',
      draftType: 'self',
      isAuction: false,
      scoringType: 'head',
      usesKeeper: false,
      usesRosterImport: true,
    });
    // IR's count comes as the string "1", every other count as a number.
    expect(settings.rosterPositions.map(({ position, count }) => `${count} ${position}`)).toEqual([
      '1 QB',
      '3 WR',
      '2 RB',
      '1 TE',
      '1 W/R/T',
      '1 K',
      '1 DEF',
      '20 BN',
      '1 IR',
    ]);
    expect(settings.statModifiers.get(4)).toBeCloseTo(0.033333333333333, 15);
    expect(settings.statModifiers.get(8)).toBe(0.25);
    expect(settings.statModifiers.get(11)).toBe(0.75);
    expect(settings.statModifiers.get(18)).toBe(-2);
    expect(settings.statCategories.find((stat) => stat.statId === 78)).toEqual({
      statId: 78,
      name: 'Targets',
      positionType: 'O',
      displayOnly: true,
    });
  });

  it('reads the first of two settings elements (MLB and NHL add a sport-specific second one)', () => {
    const mlb = parseYahooLeagueSettings(recordedYahoo(YAHOO.mlbAuctionSettings));
    expect(mlb).toMatchObject({ leagueKey: '388.l.27081', gameCode: 'mlb', numTeams: 10, isAuction: true, draftType: 'live' });
    expect(mlb.statModifiers.size).toBe(0);
    const nhl = parseYahooLeagueSettings(recordedYahoo(YAHOO.nhlSettings));
    expect(nhl).toMatchObject({ gameCode: 'nhl', numTeams: 12, isAuction: false, scoringType: 'headpoint', usesRosterImport: true });
    const compact = parseYahooLeagueSettings(recordedYahoo(YAHOO.mlbAuctionSettings2014));
    expect(compact).toMatchObject({ leagueKey: '328.l.34014', isAuction: true });
  });

  it('reads draft results keyed "0".."83" with a count, in pick order', () => {
    const draft = parseYahooDraftResults(recordedYahoo(YAHOO.nhlDraftResults));
    // The file is named after league 21484; its content is league 49770.
    expect(draft).toMatchObject({ leagueKey: '396.l.49770', numTeams: 6, draftStatus: 'postdraft', gameCode: 'nhl' });
    expect(draft.results).toHaveLength(84);
    expect(draft.results[0]).toEqual({ pick: 1, round: 1, teamKey: '396.l.49770.t.6', playerKey: '396.p.5425', cost: null });
    expect(draft.results[83]).toEqual({ pick: 84, round: 14, teamKey: '396.l.49770.t.6', playerKey: '396.p.5085', cost: null });
  });

  it('reads an auction’s costs, which Yahoo sends as strings', () => {
    const draft = parseYahooDraftResults(recordedYahoo(YAHOO.mlbAuctionDraftResults));
    expect(draft.results).toHaveLength(240);
    expect(draft.results[0]).toEqual({ pick: 1, round: 1, teamKey: '328.l.34014.t.4', playerKey: '328.p.8180', cost: 50 });
    expect(draft.results[239]).toMatchObject({ pick: 240, round: 20, cost: 28 });
  });

  it('finds the signed-in user’s team among a league’s teams (lists of single-key objects with [] fillers)', () => {
    const teams = parseYahooTeams(recordedYahoo(YAHOO.ccsuTeams));
    expect(teams).toHaveLength(12);
    expect(teams[0]).toEqual({ teamKey: '390.l.22351.t.1', name: 'Schutt Up & Play', ownedByCurrentLogin: false });
    expect(teams.filter((team) => team.ownedByCurrentLogin)).toEqual([
      { teamKey: '390.l.22351.t.2', name: 'GoldDiggers', ownedByCurrentLogin: true },
    ]);
    expect(parseYahooTeams(recordedYahoo(YAHOO.nbaTeams)).filter((team) => team.ownedByCurrentLogin)).toHaveLength(1);
  });

  it('reads players from a team’s roster and from a league’s players collection', () => {
    const roster = parseYahooPlayers(recordedYahoo(YAHOO.ccsuRoster));
    expect(roster[0]).toEqual({ playerKey: '390.p.25718', playerId: '25718', name: 'Ryan Tannehill', position: 'QB', team: 'Ten' });
    expect(roster.find((player) => player.playerId === '27589')).toMatchObject({ name: 'Allen Robinson II', position: 'WR', team: 'Chi' });
    const league = parseYahooPlayers(recordedYahoo(YAHOO.nflPlayerOwnership));
    expect(league.map((player) => `${player.name} ${player.position} ${player.team}`)).toContain('Derek Carr QB LV');
  });

  it('takes the season-free id from a player key', () => {
    expect(playerIdOf('399.p.7200')).toBe('7200');
    expect(playerIdOf('449.p.7200')).toBe('7200');
  });

  describe('a body that is not what the endpoint answers: one line naming the place', () => {
    it('a settings body asked of the draft results', () => {
      expect(() => parseYahooDraftResults(recordedYahoo(YAHOO.ccsuSettings))).toThrow(
        new YahooBodyError('league.1.draft_results: missing'),
      );
    });

    it('a collection whose count disagrees with its items', () => {
      const body = copyOf(recordedYahoo(YAHOO.nhlDraftResults)) as {
        fantasy_content: { league: [unknown, { draft_results: Record<string, unknown> }] };
      };
      delete body.fantasy_content.league[1].draft_results['83'];
      expect(() => parseYahooDraftResults(body)).toThrow('league.draft_results: count says 84, 83 listed');
    });

    it('a pick number that is not a number', () => {
      const body = copyOf(recordedYahoo(YAHOO.nhlDraftResults)) as {
        fantasy_content: { league: [unknown, { draft_results: Record<string, { draft_result: Record<string, unknown> }> }] };
      };
      body.fantasy_content.league[1].draft_results['0']!.draft_result['pick'] = 'first';
      expect(() => parseYahooDraftResults(body)).toThrow(/^league\.draft_results\.0\.pick: /);
    });

    it('Yahoo’s error body for a forbidden request', () => {
      expect(() => parseYahooLeagueSettings(recordedYahooErrorBody(YAHOO.notAuthorized))).toThrow(
        new YahooBodyError('Yahoo answered with an error: Forbidden access.'),
      );
    });
  });
});

describe('parseYahooUserLeagues on recorded wire bodies', () => {
  it('lists the signed-in user’s leagues of the NFL game asked for (2019, four leagues)', () => {
    const leagues = parseYahooUserLeagues(recordedYahoo(YAHOO.ccsuUserLeagues));
    expect(leagues.map((league) => league.leagueKey)).toEqual(['390.l.13143', '390.l.22351', '390.l.59673', '390.l.332376']);
    expect(leagues[1]).toEqual({
      leagueKey: '390.l.22351',
      name: 'Salary Cap Dynasty 2019',
      season: '2019',
      gameCode: 'nfl',
      numTeams: 12,
      draftStatus: 'postdraft',
    });
  });

  it('lists every game’s leagues with their game code, so the caller keeps the NFL ones (2024 NFL and 2025 MLB)', () => {
    const leagues = parseYahooUserLeagues(recordedYahoo(YAHOO.usersLeagues2024));
    expect(leagues.map(({ leagueKey, gameCode }) => `${leagueKey} ${gameCode}`)).toEqual(['449.l.751781 nfl', '458.l.48797 mlb']);
  });
});
