import { Group, Text } from '@mantine/core';
import type { PickClock } from '@draftmode/domain';
import { pickClockRemainingMs } from '@draftmode/draft-core';
import { IconClock, IconPlayerPause } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

/** How often a running clock redraws: often enough that each second turns on time. */
const TICK_MS = 250;

// One timer for every running clock on the page, started by the first and stopped with the last.
let tick = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribeTick(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    tick = Date.now();
    timer = window.setInterval(() => {
      tick = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const stayStill = () => () => undefined;
const currentTick = () => tick;

/** Milliseconds left on `clock` now, redrawn while it runs (draft-core's `pickClockRemainingMs`, the one computation). */
function usePickClockRemaining(clock: PickClock | null | undefined): number | null {
  const running = clock != null && clock.pausedAt === null;
  const now = useSyncExternalStore(running ? subscribeTick : stayStill, currentTick);
  return clock ? pickClockRemainingMs(clock, now) : null;
}

/** 90 000 → "1:30", 43 200 000 → "12:00:00": whole seconds, rounded up while time is left. */
export function formatClock(ms: number): string {
  const total = ms >= 0 ? Math.ceil(ms / 1000) : Math.floor(-ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What a screen reader says of the clock: the words, not the digits' punctuation. */
function spokenClock(ms: number, paused: boolean): string {
  const text = formatClock(ms);
  if (ms < 0) return `Pick clock: ${text} over time`;
  return `Pick clock: ${text} left${paused ? ', paused' : ''}`;
}

interface PickClockTimerProps {
  clock: PickClock;
  /** Smaller text for a phone's bar. */
  compact?: boolean;
}

/**
 * The time left for the pick on the clock, the same on every screen of a draft: counting down,
 * 'Paused', or how far over time the pick is (nothing happens by itself at zero).
 */
export function PickClockTimer({ clock, compact = false }: PickClockTimerProps) {
  const remaining = usePickClockRemaining(clock) ?? 0;
  const paused = clock.pausedAt !== null;
  const over = remaining < 0;
  const urgent = !over && !paused && remaining <= 10_000;
  const color = over ? 'red' : urgent ? 'orange' : undefined;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="timer"
      aria-label={spokenClock(remaining, paused)}
      data-testid="pick-clock"
      data-state={paused ? 'paused' : over ? 'overtime' : 'running'}
      style={{ flex: '0 0 auto' }}
    >
      {paused ? <IconPlayerPause size={compact ? 14 : 16} aria-hidden="true" /> : <IconClock size={compact ? 14 : 16} aria-hidden="true" />}
      <Text
        component="span"
        fw={700}
        size={compact ? 'sm' : 'lg'}
        c={color}
        data-testid="pick-clock-time"
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        aria-hidden="true"
      >
        {over ? `+${formatClock(remaining)}` : formatClock(remaining)}
      </Text>
      {(paused || over) && (
        <Text component="span" size="xs" c={over ? 'red' : 'dimmed'} fw={600} aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
          {paused ? 'Paused' : 'over time'}
        </Text>
      )}
    </Group>
  );
}
