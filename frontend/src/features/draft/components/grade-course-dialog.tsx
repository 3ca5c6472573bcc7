import { Loader, Modal, Stack, Text } from '@mantine/core';
import { liveGradeBasisText, type ReplayedPick } from '@draftmode/grading';
import { lazy, memo, Suspense } from 'react';

// The chart (recharts) loads when first shown, not with the draft screen.
const GradeTimelineChart = lazy(async () => ({ default: (await import('@/components/team/grade-timeline-chart')).GradeTimelineChart }));

/** 'Your grade, pick by pick': the live grade after each own pick. */
export const GradeCourseDialog = memo(function GradeCourseDialog({
  opened,
  onClose,
  points,
}: {
  opened: boolean;
  onClose: () => void;
  points: ReplayedPick[];
}) {
  const last = points[points.length - 1];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your grade, pick by pick"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {last && (
          // What the latest live grade weighs and compares against.
          <Text size="sm" data-testid="live-grade-basis">
            {liveGradeBasisText(last.live.basis)}
          </Text>
        )}
        <Suspense fallback={<Loader size="sm" />}>{opened && <GradeTimelineChart points={points} />}</Suspense>
      </Stack>
    </Modal>
  );
});
