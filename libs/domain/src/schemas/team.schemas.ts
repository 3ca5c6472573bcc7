import { z } from 'zod';
import type { ScoringFormat } from '../players/player';
import { POINTS_PER_STAT_FIELDS, RECEPTION_BONUS_RANGE, type StatPointsKey } from '../players/scoring';
import {
  DRAFT_ORDERS,
  LEAGUE_SIZES,
  MAX_ROSTER_SIZE,
  MAX_ROSTER_SPOTS,
  type DraftOrder,
  type LeagueSize,
  type RosterSpots,
} from '../teams/roster';
import { MESSAGES } from './messages';
import { storableText } from './safe-text';

export const teamNameSchema = storableText().trim().min(1, MESSAGES.teamNameRequired).max(40, MESSAGES.teamNameTooLong);

const leagueSize = z
  .number({ error: MESSAGES.leagueSize })
  .refine((size): size is LeagueSize => (LEAGUE_SIZES as readonly number[]).includes(size), MESSAGES.leagueSize)
  .transform((size) => size as LeagueSize);

const statPoints = (key: StatPointsKey) => {
  const { label, min, max } = POINTS_PER_STAT_FIELDS[key];
  const message = MESSAGES.pointsPerStat(label, min, max);
  return z.number({ error: message }).min(min, message).max(max, message);
};

const receptionBonus = (position: 'RB' | 'WR' | 'TE') => {
  const { min, max } = RECEPTION_BONUS_RANGE;
  const message = MESSAGES.receptionBonus(position, min, max);
  return z.number({ error: message }).min(min, message).max(max, message).default(0);
};

/** Points per stat for QB/RB/WR/TE, each within what real leagues use. */
export const pointsPerStatSchema = z.object({
  passYd: statPoints('passYd'),
  passTd: statPoints('passTd'),
  passInt: statPoints('passInt'),
  rushYd: statPoints('rushYd'),
  rushTd: statPoints('rushTd'),
  reception: statPoints('reception'),
  recYd: statPoints('recYd'),
  recTd: statPoints('recTd'),
  receptionBonus: z
    .object({ RB: receptionBonus('RB'), WR: receptionBonus('WR'), TE: receptionBonus('TE') })
    .default({ RB: 0, WR: 0, TE: 0 }),
  fumbleLost: statPoints('fumbleLost'),
  twoPointConversion: statPoints('twoPointConversion'),
});

const tradedPickSchema = z.object({
  pick: z.number({ error: MESSAGES.tradedPick }).int(MESSAGES.tradedPick).min(1, MESSAGES.tradedPick),
  slot: z.number({ error: MESSAGES.tradedPick }).int(MESSAGES.tradedPick).min(1, MESSAGES.tradedPick),
});

/** Picks that changed hands; whether each pick is in the draft is the decider's (it knows the rounds). */
export const tradedPicksSchema = z
  .array(tradedPickSchema, { error: MESSAGES.tradedPick })
  .max(MAX_ROSTER_SIZE * 16, MESSAGES.tradedPick)
  .superRefine((picks, context) => {
    const seen = new Set<number>();
    for (const { pick } of picks) {
      if (seen.has(pick)) context.addIssue({ code: 'custom', message: MESSAGES.tradedPickTwice(pick) });
      seen.add(pick);
    }
  });

const leagueSettingsShape = {
  draftOrder: z
    .enum(DRAFT_ORDERS as [DraftOrder, ...DraftOrder[]], { error: `draftOrder must be one of ${DRAFT_ORDERS.join(', ')}` })
    .optional(),
  scoringFormat: z.enum(['PPR', 'Half-PPR', 'Standard'] satisfies ScoringFormat[], { error: MESSAGES.scoringFormat }),
  leagueSize,
  draftPosition: z
    .number({ error: MESSAGES.draftPosition(16) })
    .int(MESSAGES.draftPosition(16))
    .min(1, MESSAGES.draftPosition(16)),
  /** Null clears per-stat scoring; absent keeps what the team has (a new team: none). */
  pointsPerStat: pointsPerStatSchema.nullable().optional(),
  /** An empty list clears the trades; absent keeps what the team has (a new team: none). */
  tradedPicks: tradedPicksSchema.optional(),
};

function draftPositionFitsLeague(
  settings: { leagueSize: number; draftPosition: number; tradedPicks?: { slot: number }[] | undefined },
  context: z.RefinementCtx,
): void {
  if (settings.draftPosition > settings.leagueSize) {
    context.addIssue({ code: 'custom', path: ['draftPosition'], message: MESSAGES.draftPosition(settings.leagueSize) });
  }
  if (settings.tradedPicks?.some((traded) => traded.slot > settings.leagueSize)) {
    context.addIssue({ code: 'custom', path: ['tradedPicks'], message: MESSAGES.tradedPickSlot(settings.leagueSize) });
  }
}

const rosterSpot = (kind: keyof RosterSpots) =>
  z
    .number({ error: MESSAGES.rosterSpot(kind, MAX_ROSTER_SPOTS[kind]) })
    .int(MESSAGES.rosterSpot(kind, MAX_ROSTER_SPOTS[kind]))
    .min(0, MESSAGES.rosterSpot(kind, MAX_ROSTER_SPOTS[kind]))
    .max(MAX_ROSTER_SPOTS[kind], MESSAGES.rosterSpot(kind, MAX_ROSTER_SPOTS[kind]));

/** Roster spots per kind, each within what a real league uses, and 1 to `MAX_ROSTER_SIZE` in all. */
export const rosterSpotsSchema = z
  .object({
    QB: rosterSpot('QB'),
    RB: rosterSpot('RB'),
    WR: rosterSpot('WR'),
    TE: rosterSpot('TE'),
    FLEX: rosterSpot('FLEX'),
    // Absent in payloads from before these kinds existed: none.
    SUPERFLEX: rosterSpot('SUPERFLEX').default(0),
    WRTE: rosterSpot('WRTE').default(0),
    WRRB: rosterSpot('WRRB').default(0),
    DEF: rosterSpot('DEF'),
    K: rosterSpot('K'),
    Bench: rosterSpot('Bench'),
  })
  .refine((spots) => {
    const total = Object.values(spots).reduce((sum, count) => sum + count, 0);
    return total >= 1 && total <= MAX_ROSTER_SIZE;
  }, MESSAGES.rosterSize(MAX_ROSTER_SIZE));

/** A new team: its name and league; roster spots are the defaults when left out. */
export const createTeamSchema = z
  .object({ name: teamNameSchema, ...leagueSettingsShape, rosterSpots: rosterSpotsSchema.optional() })
  .superRefine(draftPositionFitsLeague);
export type CreateTeamPayload = z.infer<typeof createTeamSchema>;

export const renameTeamSchema = z.object({ name: teamNameSchema });
export type RenameTeamPayload = z.infer<typeof renameTeamSchema>;

export const leagueSettingsSchema = z.object(leagueSettingsShape).superRefine(draftPositionFitsLeague);
export type LeagueSettingsPayload = z.infer<typeof leagueSettingsSchema>;

export const chatMessageSchema = z.object({
  content: storableText().trim().min(1, MESSAGES.chatMessageRequired).max(2000, MESSAGES.chatMessageTooLong),
  focus: z.string().min(1).default('all'),
});
export type ChatMessagePayload = z.infer<typeof chatMessageSchema>;
