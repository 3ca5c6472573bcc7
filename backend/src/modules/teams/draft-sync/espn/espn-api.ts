import { readEspnPlayers, type EspnPlayer } from '@draftmode/players';
import { z } from 'zod';

/*
 * The bodies of ESPN's fantasy API (`…/games/ffl/seasons/<year>/segments/0/leagues/<id>`) that
 * DraftMode reads, checked with zod and turned into plain values: the league with the views
 * mSettings, mDraftDetail and mTeam (asked for together or apart: each parser reads its part of the
 * same body), and the players view. Pure, so the client and the tests of recorded answers parse
 * them alike. A past season (`leagueHistory/<id>?seasonId=`) answers a list of one league: that
 * is read too. Only the fields read are checked; ESPN sends many more.
 */

/** A parsed body, or one line saying what is wrong with it. */
export type EspnParsed<T> = { ok: true; value: T } | { ok: false; message: string };

const int = z.number().int();

const scoringItemSchema = z.looseObject({
  statId: int,
  points: z.number(),
  pointsOverrides: z.record(z.string(), z.number()).nullish(),
});

const settingsSchema = z.looseObject({
  id: z.union([int, z.string()]),
  seasonId: int.nullish(),
  settings: z.looseObject({
    name: z.string().nullish(),
    size: int.nullish(),
    rosterSettings: z.looseObject({ lineupSlotCounts: z.record(z.string(), int) }),
    scoringSettings: z.looseObject({ scoringType: z.string().nullish(), scoringItems: z.array(scoringItemSchema) }),
    draftSettings: z.looseObject({
      type: z.string(),
      pickOrder: z.array(int).nullish(),
      orderType: z.string().nullish(),
      keeperCount: int.nullish(),
      timePerSelection: z.number().nullish(),
      date: z.number().nullish(),
    }),
  }),
});

const pickSchema = z.looseObject({
  overallPickNumber: int.positive(),
  roundId: int.positive(),
  roundPickNumber: int.nullish(),
  playerId: int,
  teamId: int,
  keeper: z.boolean().nullish(),
  reservedForKeeper: z.boolean().nullish(),
  bidAmount: z.number().nullish(),
});

const draftDetailSchema = z.looseObject({
  draftDetail: z.looseObject({
    drafted: z.boolean().nullish(),
    inProgress: z.boolean().nullish(),
    completeDate: z.number().nullish(),
    picks: z.array(pickSchema).nullish(),
  }),
});

const teamsSchema = z.looseObject({
  teams: z.array(
    z.looseObject({
      id: int,
      abbrev: z.string().nullish(),
      name: z.string().nullish(),
      location: z.string().nullish(),
      nickname: z.string().nullish(),
      owners: z.array(z.string()).nullish(),
      primaryOwner: z.string().nullish(),
    }),
  ),
});

/** A league's settings as ESPN's mSettings view gives them (the fields DraftMode reads). */
export interface EspnLeagueSettings {
  leagueId: string;
  seasonId: number | null;
  name: string | null;
  /** `settings.size`: the number of teams the league is set up for. */
  size: number | null;
  /** Lineup slot id → spots; ESPN lists every slot, unused ones at 0. */
  lineupSlotCounts: Record<number, number>;
  /** 'H2H_POINTS', 'TOTAL_POINTS', 'H2H_CATEGORY', 'ROTO', … */
  scoringType: string | null;
  scoringItems: EspnScoringItem[];
  draft: EspnDraftSettings;
}

export interface EspnScoringItem {
  statId: number;
  points: number;
  /** Lineup slot id → the points a player in that slot gets instead (D/ST scoring lives here, at slot 16). */
  pointsOverrides: Record<number, number>;
}

export interface EspnDraftSettings {
  /** 'SNAKE', 'AUCTION', 'OFFLINE' (a draft the commissioner enters), … */
  type: string;
  /** Team ids in draft order, first pick first. */
  pickOrder: number[];
  /** 'MANUAL' (set by the commissioner) or 'DRAFT_START' (drawn when the draft starts). */
  orderType: string | null;
  keeperCount: number;
  /** Seconds per pick. */
  timePerSelection: number | null;
  /** When the draft is set to start (epoch ms). */
  date: number | null;
}

/** The draft as ESPN's mDraftDetail view gives it. */
export interface EspnDraftDetail {
  drafted: boolean;
  inProgress: boolean;
  completeDate: number | null;
  /** In pick order; a pick not made yet has player id −1. */
  picks: EspnPick[];
}

export interface EspnPick {
  overallPick: number;
  round: number;
  roundPick: number | null;
  /** ESPN's player id; −1 for a pick not made yet, −(16000 + team id) for a team defense. */
  playerId: number;
  /** The team that makes (made) the pick: its owner after trades. */
  teamId: number;
  keeper: boolean;
  reservedForKeeper: boolean;
  bidAmount: number;
}

/** A fantasy team of the league (mTeam). */
export interface EspnTeam {
  id: number;
  name: string;
  abbrev: string | null;
  /** The members (SWIDs, `{…}`) who own it. */
  ownerIds: string[];
}

/** The mSettings part of a league body. */
export function parseEspnSettings(body: unknown): EspnParsed<EspnLeagueSettings> {
  return parsed(settingsSchema, leagueOf(body), 'league settings (view mSettings)', (league) => {
    const { settings } = league;
    const lineupSlotCounts: Record<number, number> = {};
    for (const [slot, count] of Object.entries(settings.rosterSettings.lineupSlotCounts)) lineupSlotCounts[Number(slot)] = count;
    return {
      leagueId: String(league.id),
      seasonId: league.seasonId ?? null,
      name: settings.name?.trim() || null,
      size: settings.size ?? null,
      lineupSlotCounts,
      scoringType: settings.scoringSettings.scoringType ?? null,
      scoringItems: settings.scoringSettings.scoringItems.map((item) => ({
        statId: item.statId,
        points: item.points,
        pointsOverrides: Object.fromEntries(Object.entries(item.pointsOverrides ?? {}).map(([slot, points]) => [Number(slot), points])),
      })),
      draft: {
        type: settings.draftSettings.type.toUpperCase(),
        pickOrder: [...(settings.draftSettings.pickOrder ?? [])],
        orderType: settings.draftSettings.orderType ?? null,
        keeperCount: settings.draftSettings.keeperCount ?? 0,
        timePerSelection: settings.draftSettings.timePerSelection ?? null,
        date: settings.draftSettings.date ?? null,
      },
    };
  });
}

/** The mDraftDetail part of a league body. */
export function parseEspnDraftDetail(body: unknown): EspnParsed<EspnDraftDetail> {
  return parsed(draftDetailSchema, leagueOf(body), 'draft (view mDraftDetail)', ({ draftDetail }) => ({
    drafted: draftDetail.drafted === true,
    inProgress: draftDetail.inProgress === true,
    completeDate: draftDetail.completeDate ?? null,
    picks: (draftDetail.picks ?? [])
      .map((pick) => ({
        overallPick: pick.overallPickNumber,
        round: pick.roundId,
        roundPick: pick.roundPickNumber ?? null,
        playerId: pick.playerId,
        teamId: pick.teamId,
        keeper: pick.keeper === true,
        reservedForKeeper: pick.reservedForKeeper === true,
        bidAmount: pick.bidAmount ?? 0,
      }))
      .sort((a, b) => a.overallPick - b.overallPick),
  }));
}

/** The mTeam part of a league body. */
export function parseEspnTeams(body: unknown): EspnParsed<EspnTeam[]> {
  return parsed(teamsSchema, leagueOf(body), 'teams (view mTeam)', ({ teams }) =>
    teams.map((team) => ({
      id: team.id,
      // ESPN named teams by location and nickname, and later by `name`.
      name: team.name?.trim() || `${team.location ?? ''} ${team.nickname ?? ''}`.replace(/\s+/g, ' ').trim() || `Team ${team.id}`,
      abbrev: team.abbrev?.trim() || null,
      ownerIds: [...new Set([...(team.owners ?? []), ...(team.primaryOwner ? [team.primaryOwner] : [])])],
    })),
  );
}

/** ESPN's players view (or a league's `kona_player_info`): the players library reads it, for the link and players:sync alike. */
export function parseEspnPlayers(body: unknown): EspnParsed<EspnPlayer[]> {
  const read = readEspnPlayers(body);
  return read.ok ? { ok: true, value: read.players } : { ok: false, message: `ESPN's answer is ${read.message}` };
}

/** A past season's league comes as a list of one. */
function leagueOf(body: unknown): unknown {
  return Array.isArray(body) && body.length === 1 ? body[0] : body;
}

function parsed<S extends z.ZodType, T>(schema: S, body: unknown, what: string, read: (value: z.output<S>) => T): EspnParsed<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: read(result.data) };
  const problems = result.error.issues
    .slice(0, 2)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, message: `ESPN's answer is not the ${what} DraftMode reads (${problems})` };
}
