import { rosterSlotLabel, type Player, type TeamSummaryDto } from '@draftmode/domain';
import { gradeRoster, leaguePool, resolveRoster } from '@draftmode/grading';
import { useMemo } from 'react';
import { ReportCardDialog, rowsFromSavedCard } from '@/components/team/report-card-dialog';
import { slotsOfSavedRoster, type SavedCard } from '../model/saved-card';

/**
 * A saved draft report card (GET /teams/:id/history) in the shared report card dialog: the grade,
 * percentage and per-player grades and advice as they were saved. Position strength and bye-week
 * conflicts are worked out from the roster saved with the card.
 */
export function SavedReportCard({
  team,
  card,
  pool,
  byId,
  onClose,
}: {
  team: TeamSummaryDto;
  card: SavedCard;
  pool: readonly Player[];
  byId: ReadonlyMap<string, Player>;
  onClose: () => void;
}) {
  const slots = useMemo(() => slotsOfSavedRoster(card.roster), [card.roster]);
  const rows = useMemo(
    () =>
      rowsFromSavedCard(card.gradeBreakdown, byId).map((row) => {
        const slot = slots.get(row.playerId);
        return slot ? { ...row, slot: slot === 'bench' ? 'BENCH' : rosterSlotLabel(slot) } : row;
      }),
    [card.gradeBreakdown, byId, slots],
  );
  const rosterGrade = useMemo(() => {
    const league = leaguePool(pool, team);
    const players = resolveRoster(card.roster?.playerIds ?? [], league.players === pool ? byId : league.players);
    if (players.length === 0) return null;
    return gradeRoster({
      roster: players,
      pool: league.players,
      format: league.format,
      leagueSize: team.leagueSize,
      draftPosition: team.draftPosition,
      rosterSpots: team.rosterSpots,
    });
  }, [card.roster, byId, pool, team]);

  return (
    <ReportCardDialog
      opened
      onClose={onClose}
      teamName={team.name}
      grade={card.grade}
      percentage={card.percentage}
      players={rows}
      positions={rosterGrade?.positions}
      byeConflicts={rosterGrade?.byeConflicts.map((conflict) => ({
        byeWeek: conflict.byeWeek,
        players: conflict.players.map((player) => player.name),
      }))}
      savedAt={card.savedAt}
    />
  );
}
