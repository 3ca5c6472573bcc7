import type { PlayerListItem } from '@draftmode/domain';
import { adpOf } from '@draftmode/grading';
import { useCallback, useMemo } from 'react';
import type { BoardFigures } from '../components/player-board';
import type { DraftModel } from './use-draft-model';

/** One figures object per player for as long as the grading context holds, so board rows keep equal props. */
export function useBoardFigures(players: readonly PlayerListItem[], model: Pick<DraftModel, 'ctx' | 'format' | 'tiers'>) {
  const { ctx, format, tiers } = model;
  const figures = useMemo(
    () =>
      new Map(
        players.map((player): [string, BoardFigures] => [
          player.id,
          { adp: adpOf(player, format), projection: ctx.points(player), vor: ctx.vor(player), tier: tiers.get(player.id) ?? player.tier },
        ]),
      ),
    [players, ctx, format, tiers],
  );
  return useCallback((player: PlayerListItem) => figures.get(player.id)!, [figures]);
}
