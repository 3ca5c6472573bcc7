import { Injectable } from "@nestjs/common";
import type { EntityManager } from "typeorm";

/**
 * Erases every team a user owns — their event streams and all read models — inside the caller's
 * transaction. Account deletion uses it: a deleted account leaves no draft data behind, not even
 * in the event store (personal data is erased, not merely marked deleted).
 */
@Injectable()
export class EraseUserTeams {
  async execute(userId: string, manager: EntityManager): Promise<void> {
    const teams: { id: string }[] = await manager.query(
      "SELECT id FROM team_list WHERE user_id = $1",
      [userId],
    );
    const teamIds = teams.map((team) => team.id);
    const streamIds = teamIds.map((id) => `team-${id}`);
    // Deleted teams have no team_list row any more; their streams are found through the events' metadata.
    const deletedStreams: { stream_id: string }[] = await manager.query(
      `SELECT DISTINCT stream_id FROM events WHERE type = 'TeamCreated' AND data->>'userId' = $1`,
      [userId],
    );
    const allStreams = [
      ...new Set([...streamIds, ...deletedStreams.map((row) => row.stream_id)]),
    ];
    const allTeamIds = allStreams.map((stream) => stream.replace(/^team-/, ""));

    await manager.query(
      "DELETE FROM team_rosters WHERE team_id = ANY($1::uuid[])",
      [allTeamIds],
    );
    await manager.query(
      "DELETE FROM team_taken_by_others WHERE team_id = ANY($1::uuid[])",
      [allTeamIds],
    );
    await manager.query(
      "DELETE FROM team_live_grades WHERE team_id = ANY($1::uuid[])",
      [allTeamIds],
    );
    await manager.query("DELETE FROM draft_history WHERE user_id = $1", [
      userId,
    ]);
    await manager.query("DELETE FROM team_list WHERE user_id = $1", [userId]);
    await manager.query(
      "DELETE FROM projection_checkpoints WHERE stream_id = ANY($1::text[])",
      [allStreams],
    );
    await manager.query(
      "DELETE FROM stream_commands WHERE stream_id = ANY($1::text[])",
      [allStreams],
    );
    await manager.query(
      "DELETE FROM events WHERE stream_id = ANY($1::text[])",
      [allStreams],
    );
  }
}
