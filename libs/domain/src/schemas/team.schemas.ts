import { z } from 'zod';
import type { ScoringFormat } from '../players/player';
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
};

function draftPositionFitsLeague(settings: { leagueSize: number; draftPosition: number }, context: z.RefinementCtx): void {
  if (settings.draftPosition > settings.leagueSize) {
    context.addIssue({ code: 'custom', path: ['draftPosition'], message: MESSAGES.draftPosition(settings.leagueSize) });
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
