import { ActionIcon, Badge, Button, Tooltip } from '@mantine/core';
import { IconChartLine, IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { WatchLinkButton } from './watch-link-button';

export interface DraftRoomActionsProps {
  teamId: string;
  teamName: string;
  onOpenGradeCourse: () => void;
  onOpenShortcuts: () => void;
  /** Beside the team selector (the 'Mock draft' button). */
  headerBeside?: ReactNode;
  cardSaved: boolean;
  /** Present once the report card can be shown again. */
  onOpenCard: (() => void) | null;
}

/** The clock bar's one-click extras: the grade chart, the shortcuts, the watch link, and the saved report card. */
export function DraftRoomActions({
  teamId,
  teamName,
  onOpenGradeCourse,
  onOpenShortcuts,
  headerBeside,
  cardSaved,
  onOpenCard,
}: DraftRoomActionsProps) {
  return (
    <>
      <Tooltip label="Your grade, pick by pick" withArrow>
        <ActionIcon size="lg" variant="default" onClick={onOpenGradeCourse} aria-label="Grade chart">
          <IconChartLine size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {/* Not on a phone: no keyboard there, and the team selector needs the room. */}
      <Tooltip label="Keyboard shortcuts (?)" withArrow>
        <ActionIcon
          size="lg"
          variant="default"
          onClick={onOpenShortcuts}
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
          visibleFrom="sm"
        >
          <IconKeyboard size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <WatchLinkButton teamId={teamId} teamName={teamName} />
      {headerBeside}
      {cardSaved && (
        <>
          <Badge color="turf" variant="light" data-testid="report-card-saved" style={{ flexShrink: 0 }}>
            Report card saved
          </Badge>
          {onOpenCard && (
            <Button size="compact-sm" variant="subtle" onClick={onOpenCard}>
              View report card
            </Button>
          )}
        </>
      )}
    </>
  );
}
