import { z } from 'zod';

/** The most players one team's draft queue holds. */
export const MAX_QUEUE_LENGTH = 30;

/** PUT /api/draft-rooms/:teamId/queue: the queue in the user's order, replacing the stored one. */
export const draftQueueSchema = z.object({
  playerIds: z
    .array(z.string().trim().min(1, 'A player id is required.').max(64, 'That player id is too long.'), {
      error: 'playerIds must be a list of player ids.',
    })
    .max(MAX_QUEUE_LENGTH, `A queue holds at most ${MAX_QUEUE_LENGTH} players.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A player can be queued only once.'),
});

export type DraftQueuePayload = z.infer<typeof draftQueueSchema>;

/** What the draft room keeps per team beside the team's own stream: the queue and whether the report card was seen. */
export interface DraftRoomDto {
  teamId: string;
  queue: string[];
  /** The report card was shown once (on any device): it does not open again by itself. */
  reportCardSeen: boolean;
}
