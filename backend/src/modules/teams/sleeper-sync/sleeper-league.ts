import {
  boundPointsPerStat,
  boundRosterSpots,
  countsListed,
  noRosterSpots,
  mostCommonOf,
  noteSpotsLeftOut,
  pointsUnlessPreset,
  presetForReception,
} from '../draft-sync/imported-league';
import {
  LEAGUE_SIZES,
  SLEEPER_MESSAGES,
  type DraftOrder,
  type ImportedLeagueSettings,
  type LeagueSettings,
  type LeagueSize,
  type PointsPerStat,
  type RosterSpots,
  type ScoringFormat,
  type SleeperKeeperDto,
  type StatPointsKey,
  type TradedPick,
} from '@draftmode/domain';
import { overallPickFor } from '@draftmode/draft-core';
import type { SleeperDraft, SleeperLeague, SleeperPick, SleeperRoster, SleeperTradedPick } from './sleeper-api';

/** What Sleeper says of a draft and its league, and what the team has now (for what Sleeper leaves unsaid). */
interface SleeperLeagueSource {
  draft: SleeperDraft;
  /** Null for a draft without a league (a mock draft): its own settings are read instead. */
  league: SleeperLeague | null;
  tradedPicks: readonly SleeperTradedPick[];
  picks: readonly SleeperPick[];
  /** The league's rosters, read when the draft does not map its slots to rosters itself. */
  rosters?: readonly SleeperRoster[];
  /** The user's slot in the Sleeper draft (the link's); null keeps the team's draft position. */
  draftSlot: number | null;
  current: LeagueSettings;
}

export type SleeperLeagueImport =
  { ok: true; settings: ImportedLeagueSettings; keepers: SleeperKeeperDto[]; notes: string[] } | { ok: false; message: string };

/** Sleeper's roster positions that DraftMode models, by the kind of spot each is. */
const SPOT_OF_POSITION: Readonly<Record<string, keyof RosterSpots>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  FLEX: 'FLEX',
  SUPER_FLEX: 'SUPERFLEX',
  REC_FLEX: 'WRTE',
  WRRB_FLEX: 'WRRB',
  K: 'K',
  DEF: 'DEF',
  BN: 'Bench',
};
const IDP_POSITIONS = new Set(['DL', 'LB', 'DB', 'IDP_FLEX', 'DE', 'DT', 'CB', 'S', 'ILB', 'OLB']);

/** Sleeper's scoring keys DraftMode reads for QB/RB/WR/TE. */
const STAT_KEYS: Readonly<Record<Exclude<StatPointsKey, 'fumbleLost' | 'twoPointConversion'>, string>> = {
  passYd: 'pass_yd',
  passTd: 'pass_td',
  passInt: 'pass_int',
  rushYd: 'rush_yd',
  rushTd: 'rush_td',
  reception: 'rec',
  recYd: 'rec_yd',
  recTd: 'rec_td',
};
const READ_KEYS = new Set([
  ...Object.values(STAT_KEYS),
  'bonus_rec_rb',
  'bonus_rec_wr',
  'bonus_rec_te',
  'fum',
  'fum_lost',
  'pass_2pt',
  'rush_2pt',
  'rec_2pt',
]);
/** Offensive scoring keys (bonuses, first downs, long plays, attempts): anything else is K, DEF, IDP or returns. */
const OFFENSIVE_KEY = /^(pass_|rush_|rec_|rec$|bonus_(pass|rush|rec)|bonus_fd_(qb|rb|wr|te)$)/;

/**
 * The league settings a Sleeper draft and its league describe, in DraftMode's terms, with a note
 * for everything DraftMode cannot take as Sleeper has it (IDP spots, bonuses, a reversal round other
 * than the third, rounds beyond the roster). Refused outright: an auction, and a league size
 * DraftMode does not draft. Pure: the caller fetched everything.
 */
export function sleeperLeagueSettings(source: SleeperLeagueSource): SleeperLeagueImport {
  const { draft, league, current } = source;
  const notes: string[] = [];

  const order = draftOrderOf(draft, notes);
  if ('message' in order) return { ok: false, message: order.message };

  const teams = draft.teams ?? league?.totalRosters ?? null;
  if (teams === null || !(LEAGUE_SIZES as readonly number[]).includes(teams))
    return { ok: false, message: SLEEPER_MESSAGES.unsupportedSize(teams, LEAGUE_SIZES) };
  const leagueSize = teams as LeagueSize;

  const rosterSpots = rosterSpotsOf(league ? league.rosterPositions : positionsOfDraftSlots(draft.slots), notes);
  const rounds = Object.values(rosterSpots).reduce((sum, spots) => sum + spots, 0);
  if (rounds === 0)
    return { ok: false, message: 'This Sleeper league has no roster spot DraftMode drafts (QB, RB, WR, TE, flex, K, DEF or bench)' };
  if (draft.rounds !== null && draft.rounds !== rounds)
    notes.push(
      draft.rounds > rounds
        ? `Sleeper's draft has ${draft.rounds} rounds; DraftMode's has ${rounds}, one per roster spot: picks after #${rounds * leagueSize} are not recorded.`
        : `Sleeper's draft has ${draft.rounds} rounds; DraftMode's has ${rounds}, one per roster spot.`,
    );

  const { scoringFormat, pointsPerStat } = league
    ? scoringOfLeague(league.scoringSettings, notes)
    : scoringOfDraft(draft.scoringType, current, notes);

  let draftPosition = source.draftSlot ?? current.draftPosition;
  if (source.draftSlot === null) notes.push(`The link gives no draft slot: your draft position stays ${draftPosition}.`);
  if (draftPosition > leagueSize) {
    notes.push(`Draft position ${draftPosition} is beyond ${leagueSize} teams: it becomes 1.`);
    draftPosition = 1;
  }

  const slotOfRoster = rosterSlots(draft, source.picks, source.tradedPicks, source.rosters);
  const tradedPicks = tradedPicksOf(
    source.tradedPicks,
    slotOfRoster,
    { leagueSize, rounds, order: order.order, season: draft.season },
    notes,
  );
  const owners = new Map(tradedPicks.map((traded) => [traded.pick, traded.slot]));
  const keepers = source.picks
    .filter((pick) => pick.isKeeper)
    .map((pick): SleeperKeeperDto => {
      const slot = (pick.rosterId !== null ? slotOfRoster.get(pick.rosterId) : undefined) ?? owners.get(pick.pickNo) ?? pick.draftSlot;
      return {
        pickNo: pick.pickNo,
        round: pick.round,
        slot,
        sleeperPlayerId: pick.playerId,
        name: `${pick.firstName} ${pick.lastName}`.trim() || pick.playerId,
        position: pick.position,
        team: pick.team,
        own: source.draftSlot !== null && slot === draftPosition,
      };
    });

  return {
    ok: true,
    settings: { scoringFormat, leagueSize, draftPosition, rosterSpots, draftOrder: order.order, pointsPerStat, tradedPicks },
    keepers,
    notes,
  };
}

/**
 * Draft slot of each roster. `GET /draft/<id>` gives `slot_to_roster_id`. A draft read from a
 * league's draft list lacks it; then the draft order (user → slot) with the league's rosters (user
 * → roster) or the picks (user → the roster they picked for) give it, and where a user made no pick
 * at all (every pick traded away), the picks and the traded picks together: a pick made from slot
 * s by roster Y in round r is Y's own when Y traded for no pick of round r, else the pick of the
 * one roster whose round-r pick Y got.
 */
export function rosterSlots(
  draft: Pick<SleeperDraft, 'slotToRosterId' | 'draftOrder'>,
  picks: readonly SleeperPick[],
  tradedPicks: readonly SleeperTradedPick[] = [],
  rosters: readonly SleeperRoster[] = [],
): Map<number, number> {
  const slotOf = new Map<number, number>();
  if (draft.slotToRosterId) {
    for (const [slot, roster] of Object.entries(draft.slotToRosterId)) slotOf.set(roster, Number(slot));
    return slotOf;
  }
  const taken = () => new Set(slotOf.values());
  for (const [user, slot] of Object.entries(draft.draftOrder)) {
    const roster = rosters.find((candidate) => candidate.userIds.includes(user));
    if (roster && !slotOf.has(roster.rosterId) && !taken().has(slot)) slotOf.set(roster.rosterId, slot);
  }
  const rostersOfUser = new Map<string, Map<number, number>>();
  for (const pick of picks) {
    if (pick.pickedBy === null || pick.rosterId === null) continue;
    const counts = rostersOfUser.get(pick.pickedBy) ?? new Map<number, number>();
    counts.set(pick.rosterId, (counts.get(pick.rosterId) ?? 0) + 1);
    rostersOfUser.set(pick.pickedBy, counts);
  }
  for (const [user, slot] of Object.entries(draft.draftOrder)) {
    const counts = rostersOfUser.get(user);
    if (!counts) continue;
    // A commissioner may pick for a team now and then: the roster the user picked for most is theirs.
    const [roster] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    if (!slotOf.has(roster) && !taken().has(slot)) slotOf.set(roster, slot);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const pick of picks) {
      if (pick.rosterId === null || taken().has(pick.draftSlot)) continue;
      const gotten = tradedPicks.filter(
        (trade) => trade.round === pick.round && trade.ownerId === pick.rosterId && trade.rosterId !== trade.ownerId,
      );
      const original =
        gotten.length === 0 ? pick.rosterId : gotten.filter((trade) => !slotOf.has(trade.rosterId)).map((trade) => trade.rosterId);
      const roster = typeof original === 'number' ? original : original.length === 1 ? original[0]! : null;
      if (roster !== null && !slotOf.has(roster)) {
        slotOf.set(roster, pick.draftSlot);
        changed = true;
      }
    }
  }
  return slotOf;
}

function draftOrderOf(draft: SleeperDraft, notes: string[]): { order: DraftOrder } | { message: string } {
  const type = draft.type ?? 'snake';
  if (type === 'auction') return { message: SLEEPER_MESSAGES.auction };
  if (type === 'linear') return { order: 'linear' };
  if (type !== 'snake') return { message: SLEEPER_MESSAGES.unknownDraftType(type) };
  if (draft.reversalRound === 0) return { order: 'snake' };
  if (draft.reversalRound === 3) return { order: 'third-round-reversal' };
  notes.push(
    `Sleeper turns the order again at round ${draft.reversalRound}; DraftMode knows the third-round reversal only, so it takes a snake, and from round ${draft.reversalRound} on its pick owners differ from Sleeper's.`,
  );
  return { order: 'snake' };
}

/** A draft's `slots_qb: 1, slots_super_flex: 1, …` as roster positions ('QB', 'SUPER_FLEX', …). */
function positionsOfDraftSlots(slots: Record<string, number>): string[] {
  return Object.entries(slots).flatMap(([key, spots]) => Array.from({ length: spots }, () => key.toUpperCase()));
}

function rosterSpotsOf(positions: readonly string[], notes: string[]): RosterSpots {
  const spots = noRosterSpots();
  const idp = new Map<string, number>();
  const other = new Map<string, number>();
  for (const position of positions) {
    const kind = SPOT_OF_POSITION[position];
    if (kind) spots[kind] += 1;
    else {
      const left = IDP_POSITIONS.has(position) ? idp : other;
      left.set(position, (left.get(position) ?? 0) + 1);
    }
  }
  noteSpotsLeftOut({ idp: countsListed(idp), other: countsListed(other) }, notes);
  return boundRosterSpots(spots, 'Sleeper', notes);
}

/** The preset nearest the league's points per reception, and points per stat where the league differs from it. */
function scoringOfLeague(
  scoring: Readonly<Record<string, number>>,
  notes: string[],
): { scoringFormat: ScoringFormat; pointsPerStat: PointsPerStat | null } {
  const get = (key: string) => scoring[key] ?? 0;
  const reception = get('rec');
  const scoringFormat = presetForReception(reception);

  const twoPoint = [get('pass_2pt'), get('rush_2pt'), get('rec_2pt')];
  const twoPointConversion = mostCommonOf(twoPoint);
  if (new Set(twoPoint).size > 1)
    notes.push(
      `Sleeper scores two-point conversions ${twoPoint.join(' / ')} (pass / rush / catch); DraftMode has one value for all: ${twoPointConversion}.`,
    );
  const fumble = get('fum');
  if (fumble !== 0)
    notes.push(
      `Sleeper also scores every fumble (${fumble}); DraftMode's projections count lost fumbles only, so a lost fumble is taken as ${round(get('fum_lost') + fumble)}.`,
    );

  const points: PointsPerStat = {
    passYd: get(STAT_KEYS.passYd),
    passTd: get(STAT_KEYS.passTd),
    passInt: get(STAT_KEYS.passInt),
    rushYd: get(STAT_KEYS.rushYd),
    rushTd: get(STAT_KEYS.rushTd),
    reception,
    recYd: get(STAT_KEYS.recYd),
    recTd: get(STAT_KEYS.recTd),
    receptionBonus: { RB: get('bonus_rec_rb'), WR: get('bonus_rec_wr'), TE: get('bonus_rec_te') },
    fumbleLost: round(get('fum_lost') + fumble),
    twoPointConversion,
  };
  boundPointsPerStat(points, 'Sleeper', notes);

  const unread = Object.entries(scoring).filter(([key, value]) => value !== 0 && OFFENSIVE_KEY.test(key) && !READ_KEYS.has(key));
  if (unread.length > 0)
    notes.push(`Scoring DraftMode's projections cannot count is left out: ${unread.map(([key, value]) => `${key} ${value}`).join(', ')}.`);

  return { scoringFormat, pointsPerStat: pointsUnlessPreset(points, scoringFormat) };
}

/** A draft without a league says only its scoring's name ('ppr', 'half_ppr', 'std', '2qb', …). */
function scoringOfDraft(
  scoringType: string | null,
  current: LeagueSettings,
  notes: string[],
): { scoringFormat: ScoringFormat; pointsPerStat: PointsPerStat | null } {
  const type = (scoringType ?? '').toLowerCase();
  const named: ScoringFormat | null = /half/.test(type)
    ? 'Half-PPR'
    : /std|standard/.test(type)
      ? 'Standard'
      : /ppr/.test(type)
        ? 'PPR'
        : null;
  notes.push(
    named
      ? `This draft has no Sleeper league to read points per stat from: scoring is the ${named} preset its scoring type names.`
      : `This draft has no Sleeper league, and its scoring type "${scoringType ?? 'none'}" does not say points per reception: your ${current.scoringFormat} scoring stays.`,
  );
  return { scoringFormat: named ?? current.scoringFormat, pointsPerStat: named ? null : (current.pointsPerStat ?? null) };
}

function tradedPicksOf(
  traded: readonly SleeperTradedPick[],
  slotOfRoster: ReadonlyMap<number, number>,
  draft: { leagueSize: number; rounds: number; order: DraftOrder; season: string | null },
  notes: string[],
): TradedPick[] {
  const owners = new Map<number, number>();
  let unplaced = 0;
  let beyond = 0;
  for (const trade of traded) {
    if (draft.season !== null && trade.season !== null && trade.season !== draft.season) continue;
    const from = slotOfRoster.get(trade.rosterId);
    const to = slotOfRoster.get(trade.ownerId);
    if (from === undefined || to === undefined) {
      unplaced += 1;
      continue;
    }
    if (trade.round > draft.rounds) {
      beyond += 1;
      continue;
    }
    const pick = overallPickFor(trade.round, draft.leagueSize, from, draft.order);
    if (from === to) owners.delete(pick);
    else owners.set(pick, to);
  }
  if (beyond > 0)
    notes.push(
      `${beyond} traded ${beyond === 1 ? 'pick falls' : 'picks fall'} after DraftMode's last round (${draft.rounds}) and ${beyond === 1 ? 'is' : 'are'} left out.`,
    );
  if (unplaced > 0)
    notes.push(
      `${unplaced} traded ${unplaced === 1 ? 'pick names a roster' : 'picks name rosters'} without a draft slot on Sleeper and ${unplaced === 1 ? 'is' : 'are'} left out.`,
    );
  return [...owners].map(([pick, slot]) => ({ pick, slot })).sort((a, b) => a.pick - b.pick);
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
