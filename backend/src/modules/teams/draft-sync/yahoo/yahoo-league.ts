import {
  boundPointsPerStat,
  boundRosterSpots,
  countsListed,
  noRosterSpots,
  noteSpotsLeftOut,
  pointsUnlessPreset,
  presetForReception,
} from '../imported-league';
/*
 * The Yahoo adapter's pure layer, the first piece of the one sync interface (issue 35, items 1 and
 * 5). It reads `league/{key}/settings` (roster positions, stat categories and modifiers, draft type,
 * auction flag, keepers and roster import), `league/{key}/draftresults` (the draft order, the
 * user's slot and traded picks, as the picks show them) and, for the picks, `league/{key}/teams`
 * (the user's team) and a players collection (names, positions and teams to match). It leaves out
 * what DraftMode does not model: IR and IDP spots, scoring of returns, sacks taken, rush attempts
 * and other offensive extras, kicker and defense scoring (those stay on the preset), FAAB, playoffs
 * and waivers. OAuth 2.0, the HTTP client, token storage and the shared sync interface come next;
 * everything here takes bodies already fetched.
 */
import {
  LEAGUE_SIZES,
  presetPoints,
  type DraftOrder,
  type ImportedLeagueSettings,
  type LeagueSettings,
  type LeagueSize,
  type PointsPerStat,
  type RosterSpots,
  type ScoringFormat,
  type StatPointsKey,
  type TradedPick,
} from '@draftmode/domain';
import { ownerOfPick } from '@draftmode/draft-core';
import type { YahooDraftResults, YahooLeagueSettings } from './yahoo-api';

/** What Yahoo says of a league, and what the team has now (for what Yahoo leaves unsaid). */
interface YahooLeagueSource {
  settings: YahooLeagueSettings;
  /** The league's draft results: the order, the user's slot and traded picks; null when not read. */
  draft: YahooDraftResults | null;
  /** The user's team (`is_owned_by_current_login` of the league's teams); null when not known. */
  userTeamKey: string | null;
  current: LeagueSettings;
}

export type YahooLeagueImport = { ok: true; settings: ImportedLeagueSettings; notes: string[] } | { ok: false; message: string };

export const YAHOO_MESSAGES = {
  notFootball: (gameCode: string) => `This Yahoo league is a ${gameCode} league; DraftMode drafts NFL football leagues only`,
  auction:
    'This Yahoo league drafts by auction: DraftMode follows snake, third-round-reversal and linear drafts, where every pick has a number',
  unsupportedSize: (teams: number, sizes: readonly number[]) =>
    `This Yahoo league has ${teams} teams; DraftMode drafts leagues of ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)} teams`,
  noSpots: 'This Yahoo league has no roster spot DraftMode drafts (QB, RB, WR, TE, flex, K, DEF or bench)',
} as const;

/** Yahoo's roster positions that DraftMode models, by the kind of spot each is. */
const SPOT_OF_POSITION: Readonly<Record<string, keyof RosterSpots>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  'W/R/T': 'FLEX',
  'Q/W/R/T': 'SUPERFLEX',
  'W/T': 'WRTE',
  'W/R': 'WRRB',
  K: 'K',
  DEF: 'DEF',
  BN: 'Bench',
};
/** Spots for injured or inactive players, filled after the draft. */
const RESERVE_POSITIONS = new Set(['IR', 'IR+', 'NA']);
/** Yahoo marks individual defensive players' spots with position type "DP"; the names cover older bodies. */
const IDP_POSITIONS = new Set(['D', 'DB', 'DL', 'LB', 'DE', 'DT', 'CB', 'S']);

/**
 * Yahoo's NFL stat ids DraftMode scores QB/RB/WR/TE by. The recorded settings name each one
 * (stat_categories: 4 "Passing Yards", 18 "Fumbles Lost", …), as do other Yahoo clients' maps
 * (tscoggan/yahoo-ff-salary-cap-manager's YahooStatConstants).
 */
const STAT_OF_ID: Readonly<Record<number, StatPointsKey>> = {
  4: 'passYd',
  5: 'passTd',
  6: 'passInt',
  9: 'rushYd',
  10: 'rushTd',
  11: 'reception',
  12: 'recYd',
  13: 'recTd',
  16: 'twoPointConversion',
  18: 'fumbleLost',
};
/** Every fumble, lost or not: DraftMode's projections count lost fumbles only. */
const FUMBLES_STAT_ID = 17;

/**
 * The league settings a Yahoo league describes, in DraftMode's terms, with a note for everything
 * DraftMode cannot take as Yahoo has it. Refused outright: another sport, an auction, and a league
 * size DraftMode does not draft. Pure: the caller fetched everything.
 */
export function yahooLeagueSettings(source: YahooLeagueSource): YahooLeagueImport {
  const { settings, current } = source;
  const notes: string[] = [];

  if (settings.gameCode !== null && settings.gameCode !== 'nfl')
    return { ok: false, message: YAHOO_MESSAGES.notFootball(settings.gameCode) };
  if (settings.isAuction || settings.draftType === 'auction') return { ok: false, message: YAHOO_MESSAGES.auction };
  if (!(LEAGUE_SIZES as readonly number[]).includes(settings.numTeams))
    return { ok: false, message: YAHOO_MESSAGES.unsupportedSize(settings.numTeams, LEAGUE_SIZES) };
  const leagueSize = settings.numTeams as LeagueSize;

  const rosterSpots = rosterSpotsOf(settings.rosterPositions, notes);
  const rounds = Object.values(rosterSpots).reduce((sum, spots) => sum + spots, 0);
  if (rounds === 0) return { ok: false, message: YAHOO_MESSAGES.noSpots };

  const { scoringFormat, pointsPerStat } = scoringOf(settings, current, notes);

  if (settings.draftType !== null && settings.draftType !== 'live')
    notes.push(
      `Yahoo's draft type is "${settings.draftType}", not a live draft room: its picks appear in the draft results as Yahoo records them.`,
    );
  if (settings.usesKeeper)
    notes.push(
      "The league keeps players from last season: Yahoo's settings do not say who is kept or at which pick; the picks its draft results list are recorded as listed.",
    );
  else if (settings.usesRosterImport)
    notes.push(
      "The league carries rosters over from last season (Yahoo's roster import, as in dynasty leagues): only the players drafted this season are recorded.",
    );

  const { draftOrder, draftPosition, tradedPicks } = orderOf(source, leagueSize, rounds, notes);
  return { ok: true, settings: { scoringFormat, leagueSize, draftPosition, rosterSpots, draftOrder, pointsPerStat, tradedPicks }, notes };
}

function rosterSpotsOf(positions: YahooLeagueSettings['rosterPositions'], notes: string[]): RosterSpots {
  const spots = noRosterSpots();
  const reserve = new Map<string, number>();
  const idp = new Map<string, number>();
  const other = new Map<string, number>();
  const add = (counts: Map<string, number>, position: string, count: number) => counts.set(position, (counts.get(position) ?? 0) + count);
  for (const { position, positionType, count } of positions) {
    const kind = SPOT_OF_POSITION[position];
    if (kind) spots[kind] += count;
    else if (RESERVE_POSITIONS.has(position)) add(reserve, position, count);
    else if (positionType === 'DP' || IDP_POSITIONS.has(position)) add(idp, position, count);
    else add(other, position, count);
  }
  if (reserve.size > 0)
    notes.push(
      `Injured-reserve spots are filled after the draft, not in it: the league's ${countsListed(reserve).join(', ')} are left out.`,
    );
  noteSpotsLeftOut({ idp: countsListed(idp), other: countsListed(other) }, notes);
  return boundRosterSpots(spots, 'Yahoo', notes);
}

/**
 * The preset nearest the league's points per reception, and points per stat where the league
 * differs from it. A stat the league lists without a modifier scores nothing, as on Yahoo.
 */
function scoringOf(
  settings: YahooLeagueSettings,
  current: LeagueSettings,
  notes: string[],
): { scoringFormat: ScoringFormat; pointsPerStat: PointsPerStat | null } {
  const modifiers = settings.statModifiers;
  if (modifiers.size === 0) {
    notes.push(`This Yahoo league scores by categories, not points: your ${current.scoringFormat} scoring stays.`);
    return { scoringFormat: current.scoringFormat, pointsPerStat: current.pointsPerStat ?? null };
  }
  const get = (id: number) => modifiers.get(id) ?? 0;
  const reception = get(11);
  const scoringFormat = presetForReception(reception);

  const points: PointsPerStat = { ...presetPoints('std'), receptionBonus: { RB: 0, WR: 0, TE: 0 } };
  for (const [id, key] of Object.entries(STAT_OF_ID)) points[key] = get(Number(id));
  const fumbles = get(FUMBLES_STAT_ID);
  if (fumbles !== 0) {
    points.fumbleLost = round(points.fumbleLost + fumbles);
    notes.push(
      `Yahoo also scores every fumble (${fumbles}); DraftMode's projections count lost fumbles only, so a lost fumble is taken as ${points.fumbleLost}.`,
    );
  }
  boundPointsPerStat(points, 'Yahoo', notes);

  const names = new Map(settings.statCategories.map((stat) => [stat.statId, stat]));
  const unread = [...modifiers]
    .filter(([id, value]) => value !== 0 && !(id in STAT_OF_ID) && id !== FUMBLES_STAT_ID && names.get(id)?.positionType === 'O')
    .map(([id, value]) => `${names.get(id)!.name} ${value}`);
  if (unread.length > 0) notes.push(`Scoring DraftMode's projections cannot count is left out: ${unread.join(', ')}.`);
  const unknown = [...modifiers.keys()].filter((id) => !names.has(id));
  if (unknown.length > 0) notes.push(`Yahoo scores stats its settings do not name (ids ${unknown.join(', ')}): they are left out.`);

  return { scoringFormat, pointsPerStat: pointsUnlessPreset(points, scoringFormat) };
}

/**
 * The draft order, the user's slot and the traded picks, from the draft results: Yahoo's settings
 * name none of them. Each team's slot is the one most of its picks fall in under an order; the
 * order is the one most picks agree with; a pick held by another slot's team is a traded pick.
 * Without draft results (or the user's team), a snake and the team's draft position stay.
 */
function orderOf(
  source: YahooLeagueSource,
  leagueSize: LeagueSize,
  rounds: number,
  notes: string[],
): { draftOrder: DraftOrder; draftPosition: number; tradedPicks: TradedPick[] } {
  const results = source.draft?.results ?? [];
  const keptPosition = (reason: string) => {
    const position = source.current.draftPosition;
    notes.push(
      position > leagueSize
        ? `${reason}: draft position ${position}, beyond ${leagueSize} teams, becomes 1.`
        : `${reason}: your draft position stays ${position}.`,
    );
    return position > leagueSize ? 1 : position;
  };
  if (results.length === 0)
    return {
      draftOrder: 'snake',
      draftPosition: keptPosition("Yahoo's settings do not say the draft order and no draft results were read: a snake is taken"),
      tradedPicks: [],
    };

  const fits = (['snake', 'third-round-reversal', 'linear'] as const).map((order) => {
    const slotOf = slotsOfTeams(results, leagueSize, order);
    const agree = results.filter((result) => slotOf.get(result.teamKey) === ownerOfPick(result.pick, leagueSize, { order })).length;
    return { order, slotOf, agree };
  });
  const { order, slotOf } = fits.reduce((best, fit) => (fit.agree > best.agree ? fit : best));

  const lastRound = Math.max(...results.map((result) => result.round));
  if (lastRound !== rounds)
    notes.push(
      lastRound > rounds
        ? `Yahoo's draft has ${lastRound} rounds; DraftMode's has ${rounds}, one per roster spot: picks after #${rounds * leagueSize} are not recorded.`
        : `Yahoo's draft has ${lastRound} rounds; DraftMode's has ${rounds}, one per roster spot.`,
    );
  const tradedPicks = results
    .filter((result) => result.round <= rounds && slotOf.get(result.teamKey) !== ownerOfPick(result.pick, leagueSize, { order }))
    .map((result) => ({ pick: result.pick, slot: slotOf.get(result.teamKey)! }))
    .filter((traded) => traded.slot !== undefined);

  const userSlot = source.userTeamKey === null ? undefined : slotOf.get(source.userTeamKey);
  if (userSlot === undefined) {
    const reason =
      source.userTeamKey === null
        ? 'Your Yahoo team is not known'
        : `Your Yahoo team ${source.userTeamKey} has no pick in the draft results`;
    return { draftOrder: order, draftPosition: keptPosition(reason), tradedPicks };
  }
  return { draftOrder: order, draftPosition: userSlot, tradedPicks };
}

/** Each team's draft slot under `order`: the slot most of its picks fall in (a trade moves only a few). */
function slotsOfTeams(results: YahooDraftResults['results'], leagueSize: number, order: DraftOrder): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const result of results) {
    const slot = ownerOfPick(result.pick, leagueSize, { order });
    const ofTeam = counts.get(result.teamKey) ?? new Map<number, number>();
    ofTeam.set(slot, (ofTeam.get(slot) ?? 0) + 1);
    counts.set(result.teamKey, ofTeam);
  }
  const slotOf = new Map<string, number>();
  for (const [team, ofTeam] of counts) slotOf.set(team, [...ofTeam].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]);
  return slotOf;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
