import { rosterSlotLabel, type TeamDetailDto } from '@draftmode/domain';
import { rosterSize, type TeamState } from '@draftmode/draft-core';
import { reportCard } from '@draftmode/grading';
import { useCallback, useMemo, useState } from 'react';
import type { useDraftRoom } from '../api/draft-room';
import type { DraftEvent } from '../machines/draft.machine';
import type { DraftModel } from './use-draft-model';

/** Each rostered player's slot as the roster shows it ('WR1', 'SUPERFLEX', or 'BENCH'), for the report card. */
function rosterSlotLabels(roster: TeamState['roster']): Map<string, string> {
  const labels = new Map(roster.playerIds.map((id): [string, string] => [id, 'BENCH']));
  for (const [slot, playerId] of Object.entries(roster.positions)) if (playerId) labels.set(playerId, rosterSlotLabel(slot));
  return labels;
}

interface ReportCardInput {
  teamId: string;
  isMock: boolean;
  view: TeamState;
  server: TeamDetailDto;
  model: DraftModel;
  draftRoom: ReturnType<typeof useDraftRoom>;
  send: (event: DraftEvent) => void;
}

/**
 * The report card of a full roster: built from the replay, opened by itself once per team on any
 * device (the server keeps that it was shown; a real team's saved report card says so too), and
 * saved to a real team when first closed.
 */
export function useReportCard({ isMock, view, server, model, draftRoom, send }: ReportCardInput) {
  const cardSaved = draftRoom.room?.reportCardSeen === true || (!isMock && server.team.draftGrade !== null);
  const [reopened, setCardOpen] = useState(false);
  const full = view.roster.playerIds.length === rosterSize(view.settings.rosterSpots);
  const cardOpen = (full && draftRoom.room !== undefined && !cardSaved) || reopened;
  const card = useMemo(
    () =>
      // The replay (each pick's grade) is in once the moment is.
      model.isFull && model.moment
        ? reportCard({
            roster: model.rosterPlayers,
            // The league's pool (points per stat when it has them), whose players the roster is.
            pool: model.ctx.pool,
            format: model.format,
            leagueSize: view.settings.leagueSize,
            draftPosition: view.settings.draftPosition,
            rosterSpots: view.settings.rosterSpots,
            picks: model.replay.map((point) => ({
              playerId: point.player.id,
              overallPick: point.overallPick,
              percentage: point.pickGrade.percentage,
            })),
            slots: rosterSlotLabels(view.roster),
          })
        : null,
    [model.isFull, model.moment, model.rosterPlayers, model.ctx.pool, model.format, model.replay, view.settings, view.roster],
  );
  const closeCard = () => {
    setCardOpen(false);
    if (cardSaved || !card) return;
    draftRoom.markReportCardSeen();
    // A mock draft saves its report card itself when the last pick is made (ADR 0003): saving here would record it twice.
    if (isMock || server.team.draftGrade !== null) return;
    send({
      type: 'reportCard.save',
      card: {
        grade: card.letter,
        percentage: card.percentage,
        gradeBreakdown: card.players.map((row) => ({ playerId: row.player.id, grade: row.letter, advice: row.advice })),
      },
    });
  };
  const openCard = useCallback(() => setCardOpen(true), []);
  return { card, cardSaved, cardOpen, openCard, closeCard };
}

export type ReportCard = NonNullable<ReturnType<typeof useReportCard>['card']>;
