import { Loader, Modal } from '@mantine/core';
import type { ReplayedPick } from '@draftmode/grading';
import { lazy, Suspense } from 'react';

// The chart (recharts) loads when first shown, not with the draft screen.
const GradeTimelineChart = lazy(async () => ({ default: (await import('@/components/team/grade-timeline-chart')).GradeTimelineChart }));

/** 'Your grade, pick by pick': the live grade after each own pick. */
export function GradeCourseDialog({ opened, onClose, points }: { opened: boolean; onClose: () => void; points: ReplayedPick[] }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your grade, pick by pick"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Suspense fallback={<Loader size="sm" />}>{opened && <GradeTimelineChart points={points} />}</Suspense>
    </Modal>
  );
}
