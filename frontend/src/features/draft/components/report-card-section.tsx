import { Text } from '@mantine/core';
import { reportCardBasisText } from '@draftmode/grading';
import { lazy, Suspense } from 'react';
import type { ReportCard } from '../hooks/use-report-card';

// The dialog (and its charts) load when first shown, not with the draft screen.
const ReportCardDialog = lazy(async () => ({ default: (await import('@/components/team/report-card-dialog')).ReportCardDialog }));

interface ReportCardSectionProps {
  card: ReportCard | null;
  opened: boolean;
  onClose: () => void;
  teamName: string;
  cardSaved: boolean;
  isMock: boolean;
}

/** The report card dialog of a full roster; closing it saves a real team's card the first time. */
export function ReportCardSection({ card, opened, onClose, teamName, cardSaved, isMock }: ReportCardSectionProps) {
  if (!card || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ReportCardDialog
        opened={opened}
        onClose={onClose}
        teamName={teamName}
        grade={card.letter}
        percentage={card.percentage}
        basis={reportCardBasisText(card)}
        players={card.players.map((row) => ({
          playerId: row.player.id,
          player: row.player,
          grade: row.letter,
          percentage: row.percentage,
          advice: row.advice,
          slot: row.slot,
        }))}
        positions={card.positions}
        byeConflicts={card.byeConflicts.map((conflict) => ({
          byeWeek: conflict.byeWeek,
          players: conflict.players.map((player) => player.name),
        }))}
        closeLabel={cardSaved || isMock ? 'Close' : 'Save and close'}
      >
        {!cardSaved && !isMock && (
          <Text size="sm" c="dimmed" mt="xs">
            Closing saves this grade to your team and your draft history.
          </Text>
        )}
      </ReportCardDialog>
    </Suspense>
  );
}
