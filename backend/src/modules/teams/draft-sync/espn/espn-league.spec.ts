import { DEFAULT_LEAGUE_SETTINGS, FLEX_ELIGIBLE, presetPoints, type LeagueSettings, type RosterSpots } from '@draftmode/domain';
import { ownerOfPick } from '@draftmode/draft-core';
import { ESPN_POSITION_OF_ID } from '@draftmode/players';
import {
  espnPlayers2018,
  espnPprDefaults2026,
  fxbgDraft2015,
  fxbgDraft2018,
  fxbgSettings2015,
  fxbgSettings2018,
  fxbgTeams2018,
  league1776617Teams2021,
  slammaJammaSettings,
} from '../../../../../test/support/recorded-espn';
import { parseEspnDraftDetail, parseEspnPlayers, parseEspnSettings, parseEspnTeams, type EspnParsed } from './espn-api';
import { SPOT_OF_SLOT } from './espn-ids';
import { ESPN_MESSAGES, espnLeagueSettings, espnTeamOfMember, type EspnLeagueImport } from './espn-league';

function value<T>(parsed: EspnParsed<T>): T {
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** The recorded bodies through the parsers, then the mapping. */
function imported(settingsBody: unknown, draftBody: unknown, userTeamId: number | null, current: LeagueSettings = DEFAULT_LEAGUE_SETTINGS) {
  const settings = value(parseEspnSettings(settingsBody));
  const draft = draftBody === null ? null : value(parseEspnDraftDetail(draftBody));
  return espnLeagueSettings({ settings, draft, userTeamId, current });
}

function ok(result: EspnLeagueImport) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

const STANDARD_SPOTS: RosterSpots = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 6 };
/** The parts of a recorded mSettings or mDraftDetail body the tests change. */
interface RecordedLeague {
  settings: {
    draftSettings: { type: string; pickOrder: number[]; keeperCount: number };
    rosterSettings: { lineupSlotCounts: Record<string, number> };
    scoringSettings: { scoringItems: { statId: number; points: number; pointsOverrides?: Record<string, number> }[] };
  };
  draftDetail: { picks: { teamId: number }[] };
}

/** A copy of a recorded body with one field changed by `change`. */
function changed(body: unknown, change: (copy: RecordedLeague) => void): unknown {
  const copy = structuredClone(body) as RecordedLeague;
  change(copy);
  return copy;
}

describe('espnLeagueSettings on recorded ESPN leagues', () => {
  describe('"FXBG League" 2018 (cwendt94): 10 teams, an offline draft, PPR with 6-point passing TDs', () => {
    it('takes roster, scoring and the snake order, and the user’s slot from their team id', () => {
      // Team 1 is third in ESPN's pick order 2, 8, 1, 9, 4, 3, 10, 5, 7, 11.
      const { settings, notes } = ok(imported(fxbgSettings2018(), fxbgDraft2018(), 1));
      expect(settings).toEqual({
        scoringFormat: 'PPR',
        leagueSize: 10,
        draftPosition: 3,
        draftOrder: 'snake',
        rosterSpots: STANDARD_SPOTS,
        pointsPerStat: { ...presetPoints('ppr'), passTd: 6, passInt: -2 },
        tradedPicks: [],
      });
      expect(notes).toEqual([
        "ESPN's draft is offline (the commissioner enters the picks): DraftMode takes it as a snake in ESPN's pick order.",
        "Scoring DraftMode's projections cannot count is left out: fumble recovered for TD 6.",
      ]);
    });

    it('gives every one of the 150 recorded picks to the team ESPN says made it', () => {
      const { settings } = ok(imported(fxbgSettings2018(), fxbgDraft2018(), 1));
      const { pickOrder } = value(parseEspnSettings(fxbgSettings2018())).draft;
      const { picks } = value(parseEspnDraftDetail(fxbgDraft2018()));
      expect(picks).toHaveLength(150);
      const teamOf = (overall: number) =>
        pickOrder[ownerOfPick(overall, settings.leagueSize, { order: settings.draftOrder, tradedPicks: settings.tradedPicks }) - 1];
      expect(picks.filter((pick) => teamOf(pick.overallPick) !== pick.teamId)).toEqual([]);
      // Team 1's first picks in the recording, at slot 3 of a snake.
      expect(
        picks
          .filter((pick) => pick.teamId === 1)
          .map((pick) => pick.overallPick)
          .slice(0, 3),
      ).toEqual([3, 18, 23]);
    });

    it('finds the user’s team by their SWID among the owners (mTeam), with or without braces', () => {
      const teams = value(parseEspnTeams(fxbgTeams2018()));
      expect(teams.map((team) => team.id)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
      expect(teams[0]).toMatchObject({ id: 1, name: "Goin' HAM Newton", abbrev: 'GHN' });
      expect(espnTeamOfMember(teams, '{fdhdfhf-53A5-4CF2-A937-hghgfhfg}')).toBe(1);
      expect(espnTeamOfMember(teams, 'DFHFDHD-D569-4D2C-9E7D-FDHDFHFD')).toBe(8);
      expect(espnTeamOfMember(teams, '{00000000-0000-0000-0000-000000000000}')).toBeNull();
    });

    it('places a pick made by another team than the order’s as a traded pick (one pick’s team changed)', () => {
      // Pick 3 is slot 3's (team 1); made by team 5 (slot 8) it changed hands.
      const draft = changed(fxbgDraft2018(), (body) => (body.draftDetail.picks[2]!.teamId = 5));
      expect(ok(imported(fxbgSettings2018(), draft, 1)).settings.tradedPicks).toEqual([{ pick: 3, slot: 8 }]);
    });

    it('refuses an auction and a league size DraftMode does not draft (the recording with its type or order changed)', () => {
      const auction = changed(fxbgSettings2018(), (body) => (body.settings.draftSettings.type = 'AUCTION'));
      expect(imported(auction, null, 1)).toEqual({ ok: false, message: ESPN_MESSAGES.auction });
      const fourTeams = changed(fxbgSettings2018(), (body) => (body.settings.draftSettings.pickOrder = [2, 8, 1, 9]));
      expect(imported(fourTeams, null, 1)).toEqual({
        ok: false,
        message: 'This ESPN league has 4 teams; DraftMode drafts leagues of 8, 10, 12, 14 or 16 teams',
      });
      const autopick = changed(fxbgSettings2018(), (body) => (body.settings.draftSettings.type = 'AUTOPICK'));
      expect(imported(autopick, null, 1)).toEqual({ ok: false, message: ESPN_MESSAGES.unknownDraftType('AUTOPICK') });
    });

    it('takes OP as a superflex and a catch override at the TE slot as a TE premium (one field changed each)', () => {
      const superflex = changed(fxbgSettings2018(), (body) => (body.settings.rosterSettings.lineupSlotCounts['7'] = 1));
      expect(ok(imported(superflex, null, 1)).settings.rosterSpots).toEqual({ ...STANDARD_SPOTS, SUPERFLEX: 1 });
      const tePremium = changed(fxbgSettings2018(), (body) => {
        body.settings.scoringSettings.scoringItems.find((item) => item.statId === 53)!.pointsOverrides = { '6': 1.5 };
      });
      const { settings } = ok(imported(tePremium, null, 1));
      expect(settings.pointsPerStat?.receptionBonus).toEqual({ RB: 0, WR: 0, TE: 0.5 });
    });

    it('notes points by slot it cannot take and values beyond its bounds (one field changed each)', () => {
      const item = (body: RecordedLeague, statId: number) => body.settings.scoringSettings.scoringItems.find((it) => it.statId === statId)!;
      const qbTouchdowns = changed(fxbgSettings2018(), (body) => (item(body, 4).pointsOverrides = { '0': 4 }));
      expect(ok(imported(qbTouchdowns, null, 1)).notes).toContain(
        "ESPN scores some stats by lineup slot, which DraftMode cannot: Passing TD 4 at QB; the league's base points are taken.",
      );
      const threePerCatch = changed(fxbgSettings2018(), (body) => (item(body, 53).points = 3));
      const { settings, notes } = ok(imported(threePerCatch, null, 1));
      expect(settings.pointsPerStat?.reception).toBe(2);
      expect(notes).toContain('Reception: ESPN gives 3, DraftMode takes 0 to 2: 2.');
    });

    it('notes keepers, and IDP spots it leaves out (one field changed each)', () => {
      const keepers = changed(fxbgSettings2018(), (body) => (body.settings.draftSettings.keeperCount = 2));
      expect(ok(imported(keepers, fxbgDraft2018(), 1)).notes).toContain(
        "ESPN's league keeps up to 2 players a team: none is placed at a pick yet, and the draft sync records each at its pick as a keeper.",
      );
      const linebackers = changed(fxbgSettings2018(), (body) => (body.settings.rosterSettings.lineupSlotCounts['10'] = 2));
      expect(ok(imported(linebackers, null, 1)).notes).toContain(
        "DraftMode drafts no defensive players (IDP): the league's 2 LB spots are left out.",
      );
    });

    it('reads the lineup slots as the recorded players are eligible for them', () => {
      // Each position's usual eligible slots in ESPN's 2018 players list (a handful of players are
      // listed at two positions): a slot DraftMode takes holds exactly the positions of its kind.
      const players = value(parseEspnPlayers(espnPlayers2018()));
      const raw = new Map((espnPlayers2018() as { id: number; eligibleSlots: number[] }[]).map((player) => [player.id, player]));
      const usualSlots = new Map<string, number[]>();
      for (const [positionId, position] of Object.entries(ESPN_POSITION_OF_ID)) {
        const counts = new Map<string, number>();
        for (const player of players.filter((candidate) => candidate.positionId === Number(positionId))) {
          const key = [...raw.get(player.id)!.eligibleSlots].sort((a, b) => a - b).join(',');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const [usual] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
        usualSlots.set(position, usual.split(',').map(Number));
      }
      expect(Object.fromEntries(usualSlots)).toEqual({
        QB: [0, 7, 20, 21],
        RB: [2, 3, 7, 20, 21, 23],
        WR: [3, 4, 5, 7, 20, 21, 23],
        TE: [5, 6, 7, 20, 21, 23],
        K: [17, 20, 21],
        DEF: [16, 20, 21],
      });
      for (const [slot, kind] of Object.entries(SPOT_OF_SLOT)) {
        const positions = [...usualSlots].filter(([, slots]) => slots.includes(Number(slot))).map(([position]) => position);
        const expected =
          kind === 'Bench' ? [...usualSlots.keys()] : kind in FLEX_ELIGIBLE ? FLEX_ELIGIBLE[kind as keyof typeof FLEX_ELIGIBLE] : [kind];
        expect({ slot, positions: positions.sort() }).toEqual({ slot, positions: [...expected].sort() });
      }
    });
  });

  describe('league 1776617, 2021 (tgrober): mTeam with mRoster, 14 teams', () => {
    it('names each team by location and nickname, and finds the user’s team by SWID', () => {
      const teams = value(parseEspnTeams(league1776617Teams2021()));
      expect(teams).toHaveLength(14);
      expect(teams[0]).toEqual({ id: 1, name: 'Dak In Black', abbrev: 'DRE', ownerIds: ['{5D605116-0261-4058-9B34-17A45BB0B5A7}'] });
      expect(espnTeamOfMember(teams, '{4CE239EB-566A-4D00-A239-EB566ADD0083}')).toBe(2);
    });
  });

  describe('"FXBG Crew" 2015 (a past season: a list of one), 8 teams scoring yards in blocks', () => {
    it('takes a point per 25 passing and per 10 rushing or receiving yards as 0.04 and 0.1 a yard, and no reception points', () => {
      const { settings, notes } = ok(imported(fxbgSettings2015(), fxbgDraft2015(), 3));
      expect(settings).toEqual({
        scoringFormat: 'Standard',
        leagueSize: 8,
        // Pick order 2, 4, 1, 5, 6, 3, 7, 8.
        draftPosition: 6,
        draftOrder: 'snake',
        rosterSpots: { ...STANDARD_SPOTS, Bench: 7 },
        pointsPerStat: { ...presetPoints('std'), passTd: 6, passInt: -2 },
        tradedPicks: [],
      });
      expect(notes).toEqual([
        'ESPN scores in whole blocks (1 every 25 passing yards, 1 every 10 rushing yards, 1 every 10 receiving yards); DraftMode counts each yard or catch at its share of the block.',
        "Scoring DraftMode's projections cannot count is left out: fumble recovered for TD 6.",
      ]);
    });
  });

  describe('"Slamma Jamma Football" 2021 (joco00): 10 teams, snake, PPR, an IR spot', () => {
    it('leaves the IR spot out, and keeps the draft position when the user’s team is not known', () => {
      const current = { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 4 };
      const { settings, notes } = ok(imported(slammaJammaSettings(), slammaJammaSettings(), null, current));
      expect(settings).toEqual({
        scoringFormat: 'PPR',
        leagueSize: 10,
        draftPosition: 4,
        draftOrder: 'snake',
        rosterSpots: { ...STANDARD_SPOTS, Bench: 7 },
        pointsPerStat: { ...presetPoints('ppr'), passInt: -2 },
        tradedPicks: [],
      });
      expect(notes).toEqual([
        "ESPN's 1 IR spot holds injured players and is not drafted: left out.",
        "Scoring DraftMode's projections cannot count is left out: fumble recovered for TD 6.",
        'Your ESPN team is not known: your draft position stays 4.',
      ]);
      // Pick order 1, 4, 9, 10, 6, 2, 3, 8, 5, 7: team 4 picks second; team 6 of 10 fifth.
      expect(ok(imported(slammaJammaSettings(), null, 4)).settings.draftPosition).toBe(2);
      expect(ok(imported(slammaJammaSettings(), null, 6)).settings.draftPosition).toBe(5);
      expect(ok(imported(slammaJammaSettings(), null, 12)).notes).toContain(
        "Team 12 is not in ESPN's draft order (1, 4, 9, 10, 6, 2, 3, 8, 5, 7): your draft position stays 1.",
      );
    });
  });

  describe('ESPN’s 2026 "FFL PPR Scoring" defaults (tmac006): a new league before its draft', () => {
    it('is PPR with −2 an interception, and says the order is drawn when the draft starts', () => {
      const { settings, notes } = ok(imported(espnPprDefaults2026(), null, 1));
      expect(settings.pointsPerStat).toEqual({ ...presetPoints('ppr'), passInt: -2 });
      expect(settings.rosterSpots).toEqual({ ...STANDARD_SPOTS, Bench: 7 });
      expect(notes).toContain(
        'ESPN draws the draft order when the draft starts: read the league again then, or your draft position may be wrong.',
      );
    });
  });
});
