import type { PlayerListItem, TeamDetailDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { useMemo } from 'react';
import type { DraftModel } from './use-draft-model';

type Grade = { letter: string; percentage: number };

/**
 * The live grade the clock bar shows: none before the first pick or once the roster is full; the
 * server's is the authority, and while a pick is on its way (the server's roster is behind) the
 * replayed grade stands in.
 */
function chooseLiveGrade<S extends Grade, R extends Grade>(
  count: number,
  isFull: boolean,
  server: { rosterCount: number; liveGrade: S | null },
  replayed: R | null,
): S | R | null {
  if (count === 0 || isFull) return null;
  return server.rosterCount === count && server.liveGrade ? server.liveGrade : replayed;
}

/** What the clock bar says about the draft so far: the live grade, the latest pick, and the user's latest pick's grade. */
export function useClockSummary(
  view: TeamState,
  server: TeamDetailDto,
  model: Pick<DraftModel, 'replay' | 'isFull' | 'lastTaken'>,
  byId: ReadonlyMap<string, PlayerListItem>,
) {
  const lastPoint = model.replay[model.replay.length - 1];
  const liveGrade = chooseLiveGrade(
    view.roster.playerIds.length,
    model.isFull,
    { rosterCount: server.roster.playerIds.length, liveGrade: server.liveGrade },
    lastPoint?.live ?? null,
  );
  const lastTakenPlayer = model.lastTaken ? byId.get(model.lastTaken.playerId) : undefined;
  const lastTaken = useMemo(
    () => (model.lastTaken ? { player: lastTakenPlayer, overallPick: model.lastTaken.overallPick, own: model.lastTaken.own } : null),
    [model.lastTaken, lastTakenPlayer],
  );
  const lastOwnGrade = useMemo(
    () =>
      lastPoint ? { letter: lastPoint.pickGrade.letter, percentage: lastPoint.pickGrade.percentage, name: lastPoint.player.name } : null,
    [lastPoint],
  );
  return { liveGrade, lastTaken, lastOwnGrade };
}
