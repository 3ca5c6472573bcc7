import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { formatClock, PickClockTimer } from './pick-clock-timer';

describe('formatClock', () => {
  it.each([
    [90_000, '1:30'],
    [89_001, '1:30'],
    [89_000, '1:29'],
    [0, '0:00'],
    [-12_400, '0:12'],
    [43_200_000, '12:00:00'],
    [3_605_000, '1:00:05'],
  ])('%p ms reads %p', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('PickClockTimer', () => {
  const renderTimer = (pausedAt: string | null, startedAt: string) =>
    render(
      <MantineProvider>
        <PickClockTimer clock={{ secondsPerPick: 60, startedAt, pausedAt }} />
      </MantineProvider>,
    );

  it('shows a paused clock with the time it had left, the same whatever the time now', () => {
    renderTimer('2026-09-01T18:00:20.000Z', '2026-09-01T18:00:00.000Z');
    const timer = screen.getByRole('timer', { name: 'Pick clock: 0:40 left, paused' });
    expect(timer).toHaveAttribute('data-state', 'paused');
    expect(screen.getByTestId('pick-clock-time')).toHaveTextContent('0:40');
  });

  it('shows how far over time a pick is', () => {
    renderTimer(null, new Date(Date.now() - 75_000).toISOString());
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'overtime');
    expect(screen.getByTestId('pick-clock-time').textContent).toMatch(/^\+\d+:\d{2}$/);
  });
});
