import { z } from 'zod';
import type { ScoringFormat } from '../players/player';
import type { PointsPerStat } from '../players/scoring';
import type { DraftOrder, LeagueSize, RosterSpots, TradedPick } from '../teams/roster';
import type { DraftSyncStatusDto, SyncedDraftStatus } from './draft-sync.schemas';

/**
 * Sleeper live sync (docs/draft-rules.md §5): linking a team to a Sleeper draft, and the sync status the API
 * reports. Messages are shared so the form and the API say the same thing.
 */
export const SLEEPER_MESSAGES = {
  draftId: 'draftId must be the Sleeper draft id: the digits at the end of the draft’s address (sleeper.com/draft/nfl/<draft id>)',
  draftSlot: 'draftSlot must be your pick slot in the Sleeper draft, a whole number from 1 to 32, or null when you only follow the draft',
  draftNotFound: (draftId: string) => `Sleeper has no draft with id ${draftId}`,
  unreachable: "Sleeper can't be reached right now, so the draft could not be checked. Please try again in a minute.",
  leagueUnreachable: "Sleeper can't be reached right now, so the league could not be read. Please try again in a minute.",
  notLinked: 'Link a Sleeper draft first: its league settings are read from the draft.',
  leagueNotFound: (leagueId: string) => `Sleeper has no league ${leagueId} for this draft, so there are no league settings to read`,
  auction:
    'This Sleeper draft is an auction: DraftMode follows snake, third-round-reversal and linear drafts, where every pick has a number',
  unknownDraftType: (type: string) =>
    `This Sleeper draft is of a kind DraftMode does not know ("${type}"): it follows snake and linear drafts`,
  unsupportedSize: (teams: number | null, sizes: readonly number[]) =>
    `This Sleeper draft has ${teams ?? 'no'} teams; DraftMode drafts leagues of ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)} teams`,
} as const;

/** Sleeper draft ids are long decimal numbers sent as strings. */
const draftId = z
  .string({ error: SLEEPER_MESSAGES.draftId })
  .trim()
  .regex(/^\d{1,30}$/, SLEEPER_MESSAGES.draftId);

const draftSlot = z
  .number({ error: SLEEPER_MESSAGES.draftSlot })
  .int(SLEEPER_MESSAGES.draftSlot)
  .min(1, SLEEPER_MESSAGES.draftSlot)
  .max(32, SLEEPER_MESSAGES.draftSlot);

/**
 * What links a team to a Sleeper draft. Without `draftSlot` every pick is recorded as taken by
 * another team; with it, picks made from that slot are recorded as the user's own.
 */
export const linkSleeperDraftSchema = z.object({
  draftId,
  draftSlot: draftSlot
    .nullable()
    .optional()
    .transform((slot) => slot ?? null),
});
export type LinkSleeperDraftPayload = z.input<typeof linkSleeperDraftSchema>;

/** The state of a Sleeper draft as Sleeper reports it (the sync's vocabulary is Sleeper's). */
export type SleeperDraftStatus = SyncedDraftStatus;

/** GET /api/teams/:id/sleeper-sync: the link, and the sync's progress in the shape every platform's has. */
export interface SleeperSyncStatusDto extends Omit<DraftSyncStatusDto, 'platform'> {
  linked: boolean;
  draftId: string | null;
  draftSlot: number | null;
}

/**
 * League settings as a Sleeper league describes them, complete and ready for
 * `PUT /api/teams/:id/settings`: `pointsPerStat` null is the preset, `tradedPicks` empty is none.
 */
export interface ImportedLeagueSettings {
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  rosterSpots: RosterSpots;
  draftOrder: DraftOrder;
  pointsPerStat: PointsPerStat | null;
  tradedPicks: TradedPick[];
}

/** A keeper Sleeper lists among the draft's picks (`is_keeper`), at the pick it costs. */
export interface SleeperKeeperDto {
  pickNo: number;
  round: number;
  /** The draft slot that owns the pick (after trades). */
  slot: number;
  sleeperPlayerId: string;
  name: string;
  position: string | null;
  team: string | null;
  /** Kept by the user's slot. */
  own: boolean;
}

/**
 * GET /api/teams/:id/sleeper-league: what the linked Sleeper draft and its league say the team's
 * settings are, beside the team's own; nothing changes until the user sends them as settings.
 */
export interface SleeperLeaguePreviewDto {
  draftId: string;
  leagueId: string | null;
  /** The league's name (the draft's, for a draft without a league). */
  name: string | null;
  season: string | null;
  draftStatus: SleeperDraftStatus;
  /** Sleeper's rounds (DraftMode's draft has one per roster spot). */
  rounds: number | null;
  /** What DraftMode would take. */
  settings: ImportedLeagueSettings;
  /** What the team has now. */
  current: ImportedLeagueSettings;
  /** Keepers placed so far (the live sync records them at their picks). */
  keepers: SleeperKeeperDto[];
  /** What DraftMode cannot take as Sleeper has it, or took approximately; one line each. */
  notes: string[];
}
