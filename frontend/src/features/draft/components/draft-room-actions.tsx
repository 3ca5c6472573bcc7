import { ActionIcon, Badge, Button, Menu, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartLine, IconDotsVertical, IconFileCertificate, IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useWatchLinkMenuItem, WatchLinkButton } from './watch-link-button';

interface DraftRoomActionsProps {
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

/** Narrow enough that the clock bar's 44 px buttons and the team's name share one row only with a menu. */
const PHONE_QUERY = '(max-width: 36em)';

/**
 * The clock bar's one-click extras: the grade chart, the shortcuts, the watch link, and the saved
 * report card. On a phone the grade chart, the watch link and the report card go into a 'More'
 * menu, so each button left is a 44 px tap target and the team's name still fits beside them.
 */
export function DraftRoomActions(props: DraftRoomActionsProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <PhoneActions {...props} /> : <WideActions {...props} />;
}

function PhoneActions({ teamId, teamName, onOpenGradeCourse, headerBeside, cardSaved, onOpenCard }: DraftRoomActionsProps) {
  const watchLink = useWatchLinkMenuItem(teamId, teamName);
  return (
    <>
      {headerBeside}
      {/* No focus placeholder: a role "presentation" inside role "menu" fails axe's aria-required-children. */}
      <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon size="lg" variant="default" aria-label="More actions">
            <IconDotsVertical size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconChartLine size={16} aria-hidden="true" />} onClick={onOpenGradeCourse}>
            Grade chart
          </Menu.Item>
          {watchLink.item}
          {cardSaved && onOpenCard && (
            <Menu.Item leftSection={<IconFileCertificate size={16} aria-hidden="true" />} onClick={onOpenCard}>
              View report card
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {watchLink.dialog}
      {cardSaved && (
        <Badge color="turf" variant="light" data-testid="report-card-saved" style={{ flexShrink: 0 }}>
          Saved
        </Badge>
      )}
    </>
  );
}

function WideActions({ teamId, teamName, onOpenGradeCourse, onOpenShortcuts, headerBeside, cardSaved, onOpenCard }: DraftRoomActionsProps) {
  return (
    <>
      <Tooltip label="Your grade, pick by pick" withArrow>
        <ActionIcon size="lg" variant="default" onClick={onOpenGradeCourse} aria-label="Grade chart">
          <IconChartLine size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
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
