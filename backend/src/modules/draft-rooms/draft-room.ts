import type { DraftRoomDto } from '@draftmode/domain';

/** A row of table draft_rooms as the queries and commands read it back. */
export interface DraftRoomRow {
  queue: string[];
  report_card_seen_at: Date | null;
}

/** A team's draft room; a team with no row yet has an empty queue and no report card seen. */
export function toDraftRoomDto(teamId: string, row: DraftRoomRow | undefined): DraftRoomDto {
  return { teamId, queue: row?.queue ?? [], reportCardSeen: Boolean(row?.report_card_seen_at) };
}

/** The OpenAPI schema of every draft-room answer. */
export const DRAFT_ROOM_SCHEMA = {
  type: 'object',
  required: ['teamId', 'queue', 'reportCardSeen'],
  properties: {
    teamId: { type: 'string', format: 'uuid' },
    queue: { type: 'array', items: { type: 'string' } },
    reportCardSeen: { type: 'boolean' },
  },
};
