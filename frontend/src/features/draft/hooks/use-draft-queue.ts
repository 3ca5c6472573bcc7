import type { PlayerListItem } from '@draftmode/domain';
import { useMemo } from 'react';

/** The queue: the starred players still on the board, in the user's order, and the set of every starred id. */
export function useDraftQueue(
  queuedIds: readonly string[] | undefined,
  takenIds: ReadonlySet<string>,
  byId: ReadonlyMap<string, PlayerListItem>,
) {
  const queued = useMemo(() => new Set(queuedIds ?? []), [queuedIds]);
  const queuedPlayers = useMemo(
    () =>
      (queuedIds ?? [])
        .filter((id) => !takenIds.has(id))
        .map((id) => byId.get(id))
        .filter((player): player is PlayerListItem => player !== undefined),
    [queuedIds, takenIds, byId],
  );
  return { queued, queuedPlayers };
}
