import type { SleeperDraftStatus } from '@draftmode/domain';
import { z } from 'zod';

/*
 * The bodies of Sleeper's public API that DraftMode reads, checked with zod and turned into plain
 * values. Pure (no I/O), so the client and the tests of recorded responses parse them alike.
 * Sleeper sends many more fields than these; only the ones read are checked.
 */

/** Ids come as strings, and sometimes (traded picks, some collectors) as JSON numbers. */
const sleeperId = z.union([z.string(), z.number()]).transform((id) => String(id));

const draftSchema = z.looseObject({
  draft_id: sleeperId,
  status: z.string(),
  type: z.string().nullish(),
  season: z.string().nullish(),
  league_id: sleeperId.nullish(),
  draft_order: z.record(z.string(), z.number().int()).nullish(),
  slot_to_roster_id: z.record(z.string(), z.number().int().nullable()).nullish(),
  metadata: z.looseObject({ name: z.string().nullish(), scoring_type: z.string().nullish() }).nullish(),
  settings: z
    .looseObject({
      teams: z.number().nullish(),
      rounds: z.number().nullish(),
      pick_timer: z.number().nullish(),
      reversal_round: z.number().nullish(),
    })
    .nullish(),
});

const pickSchema = z.looseObject({
  round: z.number().int(),
  pick_no: z.number().int().positive(),
  draft_slot: z.number().int(),
  player_id: z.string().min(1),
  picked_by: z.string().nullish(),
  roster_id: z.number().int().nullish(),
  is_keeper: z.boolean().nullish(),
  metadata: z
    .looseObject({
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      position: z.string().nullish(),
      team: z.string().nullish(),
    })
    .nullish(),
});

const tradedPickSchema = z.looseObject({
  season: z.union([z.string(), z.number()]).nullish(),
  round: z.number().int().positive(),
  roster_id: z.number().int(),
  owner_id: z.number().int(),
  previous_owner_id: z.number().int().nullish(),
});

const rosterSchema = z.looseObject({
  roster_id: z.number().int(),
  owner_id: z.string().nullish(),
  co_owners: z.array(z.string()).nullish(),
});

const leagueSchema = z.looseObject({
  league_id: sleeperId,
  name: z.string().nullish(),
  season: z.string().nullish(),
  total_rosters: z.number().int().nullish(),
  roster_positions: z.array(z.string()).nullish(),
  scoring_settings: z.record(z.string(), z.number().nullable()).nullish(),
});

/** A draft as Sleeper's `GET /draft/<id>` describes it (the fields DraftMode reads). */
export interface SleeperDraft {
  draftId: string;
  status: SleeperDraftStatus;
  /** 'snake', 'linear' or 'auction'; null when Sleeper gives none. */
  type: string | null;
  teams: number | null;
  rounds: number | null;
  /** Seconds per pick (`settings.pick_timer`); null when Sleeper gives none. */
  pickTimer: number | null;
  /** The round from which a snake runs the other way round again (`settings.reversal_round`); 0: none. */
  reversalRound: number;
  /** The league the draft belongs to; null for a mock draft. */
  leagueId: string | null;
  season: string | null;
  name: string | null;
  /** `metadata.scoring_type`: 'ppr', 'half_ppr', 'std', '2qb', 'idp', 'dynasty_2qb', … */
  scoringType: string | null;
  /** User id → draft slot. */
  draftOrder: Record<string, number>;
  /** Draft slot → roster id, when Sleeper gives it (`GET /draft/<id>` does, a league's draft list does not). */
  slotToRosterId: Record<number, number> | null;
  /** The draft's own roster settings (`settings.slots_qb` → `{ qb: 1 }`), for a draft without a league. */
  slots: Record<string, number>;
}

/** One pick of Sleeper's `GET /draft/<id>/picks`. */
export interface SleeperPick {
  round: number;
  /** Overall pick number, from 1. */
  pickNo: number;
  /** The slot whose pick this is by the draft order (before trades), from 1. */
  draftSlot: number;
  /** Sleeper's player id; a team abbreviation for a defense. */
  playerId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  team: string | null;
  /** The roster that made the pick (its owner after trades). */
  rosterId: number | null;
  /** The user who made it. */
  pickedBy: string | null;
  /** A player kept from last season, placed at this pick. */
  isKeeper: boolean;
}

/** A pick of this draft that changed hands (`GET /draft/<id>/traded_picks`). */
export interface SleeperTradedPick {
  season: string | null;
  round: number;
  /** The roster whose pick it was by the draft order. */
  rosterId: number;
  /** The roster that owns it now. */
  ownerId: number;
}

/** A league as Sleeper's `GET /league/<id>` describes it (the fields DraftMode reads). */
export interface SleeperLeague {
  leagueId: string;
  name: string | null;
  season: string | null;
  totalRosters: number | null;
  /** One entry per roster spot: 'QB', 'RB', 'FLEX', 'SUPER_FLEX', 'BN', 'DL', … */
  rosterPositions: string[];
  /** Points per stat by Sleeper's key ('pass_td', 'rec', 'bonus_rec_te', …). */
  scoringSettings: Record<string, number>;
}

/** A roster of a league (`GET /league/<id>/rosters`): who owns it. */
export interface SleeperRoster {
  rosterId: number;
  /** The owner's and co-owners' user ids. */
  userIds: string[];
}

/** A body that is not what the endpoint answers; the message names the first problems. */
export class SleeperBodyError extends Error {
  override readonly name = 'SleeperBodyError';
}

const STATUSES: readonly SleeperDraftStatus[] = ['pre_draft', 'drafting', 'paused', 'complete'];

/** `GET /draft/<id>`; null for Sleeper's literal `null` (no such draft). */
export function parseSleeperDraft(body: unknown): SleeperDraft | null {
  if (body === null) return null;
  const { draft_id, status, type, season, league_id, draft_order, slot_to_roster_id, metadata, settings } = parsed(draftSchema, body);
  const slots: Record<string, number> = {};
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (key.startsWith('slots_') && typeof value === 'number' && Number.isInteger(value) && value > 0) slots[key.slice(6)] = value;
  }
  let slotToRosterId: Record<number, number> | null = null;
  if (slot_to_roster_id) {
    slotToRosterId = {};
    for (const [slot, roster] of Object.entries(slot_to_roster_id)) if (roster !== null) slotToRosterId[Number(slot)] = roster;
  }
  return {
    draftId: draft_id,
    status: STATUSES.includes(status as SleeperDraftStatus) ? (status as SleeperDraftStatus) : 'drafting',
    type: type ?? null,
    teams: settings?.teams ?? null,
    rounds: settings?.rounds ?? null,
    pickTimer: settings?.pick_timer && settings.pick_timer > 0 ? Math.round(settings.pick_timer) : null,
    reversalRound: settings?.reversal_round ?? 0,
    leagueId: league_id && league_id !== '0' ? league_id : null,
    season: season ?? null,
    name: metadata?.name?.trim() || null,
    scoringType: metadata?.scoring_type?.trim() || null,
    draftOrder: { ...(draft_order ?? {}) },
    slotToRosterId,
    slots,
  };
}

/** `GET /draft/<id>/picks`, in pick order. */
export function parseSleeperPicks(body: unknown): SleeperPick[] {
  return parsed(z.array(pickSchema), body)
    .map((pick) => ({
      round: pick.round,
      pickNo: pick.pick_no,
      draftSlot: pick.draft_slot,
      playerId: pick.player_id,
      firstName: pick.metadata?.first_name?.trim() ?? '',
      lastName: pick.metadata?.last_name?.trim() ?? '',
      position: pick.metadata?.position?.trim() || null,
      team: pick.metadata?.team?.trim() || null,
      rosterId: pick.roster_id ?? null,
      pickedBy: pick.picked_by ?? null,
      isKeeper: pick.is_keeper === true,
    }))
    .sort((a, b) => a.pickNo - b.pickNo);
}

/** `GET /draft/<id>/traded_picks`. */
export function parseSleeperTradedPicks(body: unknown): SleeperTradedPick[] {
  return parsed(z.array(tradedPickSchema), body).map((traded) => ({
    season: traded.season == null ? null : String(traded.season),
    round: traded.round,
    rosterId: traded.roster_id,
    ownerId: traded.owner_id,
  }));
}

/** `GET /league/<id>`; null for Sleeper's literal `null` (no such league). */
export function parseSleeperLeague(body: unknown): SleeperLeague | null {
  if (body === null) return null;
  const league = parsed(leagueSchema, body);
  const scoringSettings: Record<string, number> = {};
  for (const [key, value] of Object.entries(league.scoring_settings ?? {})) if (value !== null) scoringSettings[key] = value;
  return {
    leagueId: league.league_id,
    name: league.name?.trim() || null,
    season: league.season ?? null,
    totalRosters: league.total_rosters ?? null,
    rosterPositions: [...(league.roster_positions ?? [])],
    scoringSettings,
  };
}

/** `GET /league/<id>/rosters`. */
export function parseSleeperRosters(body: unknown): SleeperRoster[] {
  return parsed(z.array(rosterSchema), body).map((roster) => ({
    rosterId: roster.roster_id,
    userIds: [roster.owner_id, ...(roster.co_owners ?? [])].filter((id): id is string => typeof id === 'string' && id !== ''),
  }));
}

function parsed<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new SleeperBodyError(
      result.error.issues
        .slice(0, 2)
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; '),
    );
  return result.data;
}
