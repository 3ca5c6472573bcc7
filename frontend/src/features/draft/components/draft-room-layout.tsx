import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { PanelLoading } from '@/components/ui/panel-loading';
import { useAfterPaint } from '../hooks/use-after-paint';
import classes from './draft-room.module.css';

export type PhoneTab = 'board' | 'picks' | 'roster' | 'chat';

interface DraftRoomLayoutProps {
  /** Wide enough for the three columns (board, picks and roster, chat); narrower screens get tabs. */
  wide: boolean;
  tab: PhoneTab;
  onTabChange: (tab: PhoneTab) => void;
  welcome: ReactNode;
  board: ReactNode;
  recommendations: ReactNode;
  roster: ReactNode;
  chat: ReactNode;
  /** The roster tab's label, e.g. 'Roster 3/16'. */
  rosterLabel: string;
}

/**
 * Three columns on a laptop; on a phone one panel at a time, the tabs at the bottom (thumb reach).
 * The board and the recommendations show first; the roster and the chat join once they are on screen.
 */
export function DraftRoomLayout({
  wide,
  tab,
  onTabChange,
  welcome,
  board,
  recommendations,
  roster,
  chat,
  rosterLabel,
}: DraftRoomLayoutProps) {
  // At 4× CPU every panel mounting at once held the board back by about a second (docs/bench).
  const painted = useAfterPaint(true) === true;
  const later = (panel: ReactNode, label: string) => (painted ? panel : <PanelLoading label={label} />);
  if (wide)
    return (
      <div className={classes.columns}>
        <div className={classes.column}>{board}</div>
        <div className={classes.column}>
          <div className={classes.recommendations}>{recommendations}</div>
          <div className={classes.scroll}>{later(roster, 'Loading roster...')}</div>
        </div>
        <div className={classes.column}>
          {welcome}
          <div className={classes.scroll}>{later(chat, 'Loading chat...')}</div>
        </div>
      </div>
    );
  return (
    <Tabs value={tab} onChange={(value) => onTabChange((value as PhoneTab | null) ?? 'board')} className={classes.tabs} keepMounted>
      <Tabs.Panel value="board" className={classes.tabPanel} data-board>
        {welcome}
        {board}
      </Tabs.Panel>
      <Tabs.Panel value="picks" className={classes.tabPanel}>
        {recommendations}
      </Tabs.Panel>
      <Tabs.Panel value="roster" className={classes.tabPanel}>
        {later(roster, 'Loading roster...')}
      </Tabs.Panel>
      <Tabs.Panel value="chat" className={classes.tabPanel}>
        {later(chat, 'Loading chat...')}
      </Tabs.Panel>
      <Tabs.List grow className={classes.tabList} aria-label="Draft room">
        <Tabs.Tab value="board" className={classes.tab}>
          Board
        </Tabs.Tab>
        <Tabs.Tab value="picks" className={classes.tab}>
          Picks for you
        </Tabs.Tab>
        <Tabs.Tab value="roster" className={classes.tab}>
          {rosterLabel}
        </Tabs.Tab>
        <Tabs.Tab value="chat" className={classes.tab}>
          Chat
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
