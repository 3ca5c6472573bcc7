import { memo } from 'react';
import { Alert, Badge, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { DraftAlert, Recommendation } from '@draftmode/grading';
import { PlayerLabel } from '@/components/team/player-label';

export interface RecommendationsPanelProps {
  recommendations: readonly Recommendation[];
  /** Tiers running dry and positional runs, shown above the list. */
  alerts?: readonly DraftAlert[];
  /** The pick the chance figures look ahead to (the user's next pick, or the following one while he is on the clock). */
  nextPick: number | null;
  /** The user is on the clock: the chances are for his following pick. */
  onTheClock?: boolean;
  /** The draft model is still being worked out (the screen's first frame). */
  loading?: boolean;
  /** The list still shows the board before the latest change (it catches up after the next paint). */
  updating?: boolean;
  onSelect: (playerId: string) => void;
  /**
   * Beside the board on a laptop: one line per alert and per reason (the whole text on hover and
   * for screen readers), so five players and more show without scrolling at 1366×768.
   */
  dense?: boolean;
}

const NO_ALERTS: readonly DraftAlert[] = [];

function chanceColor(chance: number): string {
  if (chance >= 0.7) return 'turf';
  if (chance >= 0.35) return 'yellow';
  return 'red';
}

/** Best available for the user, each with the chance he is still there at the user's next pick. */
export const RecommendationsPanel = memo(function RecommendationsPanel({
  recommendations,
  alerts = NO_ALERTS,
  nextPick,
  onTheClock = false,
  loading = false,
  updating = false,
  onSelect,
  dense = false,
}: RecommendationsPanelProps) {
  return (
    <Paper withBorder p={dense ? 'sm' : 'md'} radius="md" component="section" aria-labelledby="recommendations-title">
      <Stack gap={dense ? 'xs' : 'sm'}>
        <RecommendationsHeading nextPick={nextPick} onTheClock={onTheClock} dense={dense} />
        <AlertList alerts={alerts} dense={dense} />
        {loading ? (
          <Text size="sm" c="dimmed" role="status">
            Working out the best picks…
          </Text>
        ) : recommendations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No recommendations: your roster is full.
          </Text>
        ) : (
          <Stack
            gap={dense ? 4 : 6}
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Recommended players"
            aria-busy={updating}
          >
            {recommendations.map((rec) => (
              <RecommendationItem key={rec.player.id} rec={rec} nextPick={nextPick} dense={dense} onSelect={onSelect} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});

/** One recommended player; memoised, so a pick elsewhere on the board re-renders only the list around it. */
const RecommendationItem = memo(function RecommendationItem({
  rec,
  nextPick,
  dense,
  onSelect,
}: {
  rec: Recommendation;
  nextPick: number | null;
  dense: boolean;
  onSelect: (playerId: string) => void;
}) {
  const chance = Math.round(rec.chanceAvailableAtNextPick * 100);
  return (
    <Paper component="li" withBorder radius="sm" px="xs" py={4} data-recommended={rec.player.id}>
      <UnstyledButton onClick={() => onSelect(rec.player.id)} style={{ width: '100%', borderRadius: 4 }}>
        <VisuallyHidden>Grade pick: </VisuallyHidden>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              <PlayerLabel player={rec.player} />
              <Badge
                size="xs"
                variant="outline"
                color="gray"
                style={{ flexShrink: 0 }}
                title={`Tier ${rec.tier} at ${rec.player.position}`}
              >
                T{rec.tier}
                <VisuallyHidden>
                  {' '}
                  (tier {rec.tier} at {rec.player.position})
                </VisuallyHidden>
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={dense ? 1 : 2} title={dense ? rec.reason : undefined}>
              {rec.reason}
            </Text>
          </Stack>
          {nextPick === null ? (
            // The last pick: there is no later pick for a chance to look ahead to, and '0%' would read as an error.
            <Text
              size="xs"
              c="dimmed"
              style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              title="This is your last pick: there is no later pick"
            >
              No later pick
            </Text>
          ) : (
            <Badge
              color={chanceColor(rec.chanceAvailableAtNextPick)}
              variant="light"
              // Mantine's light yellow text on its pale yellow falls below 4.5:1 in the light theme.
              c={
                chanceColor(rec.chanceAvailableAtNextPick) === 'yellow'
                  ? 'light-dark(var(--mantine-color-black), var(--mantine-color-yellow-4))'
                  : undefined
              }
              style={{ flexShrink: 0 }}
              title="Chance he is still there at your next pick"
            >
              {chance}%<VisuallyHidden> chance he is still there at your next pick</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
});

/** The panel's title and what its chances look ahead to; memoised, as picks between the user's turns do not change it. */
const RecommendationsHeading = memo(function RecommendationsHeading({
  nextPick,
  onTheClock,
  dense,
}: {
  nextPick: number | null;
  onTheClock: boolean;
  dense: boolean;
}) {
  return (
    <div>
      <Title order={2} size="h4" id="recommendations-title">
        Recommended
      </Title>
      <Text size={dense ? 'xs' : 'sm'} c="dimmed">
        {nextPick === null
          ? onTheClock
            ? "You're on the clock with your last pick: there is no later pick to wait for."
            : 'You have no picks left.'
          : onTheClock
            ? `You're on the clock. Chance each is still there at your following pick (${nextPick}) if you pass now.`
            : `Chance each is still there at your next pick (${nextPick}).`}
      </Text>
    </div>
  );
});

/** Tiers running dry and positional runs; memoised, as they change only with the draft model. */
const AlertList = memo(function AlertList({ alerts, dense }: { alerts: readonly DraftAlert[]; dense: boolean }) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap={4} aria-label="Draft alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.text}
          variant="light"
          color={alert.kind === 'position-run' ? 'blue' : 'yellow'}
          p={dense ? 4 : 6}
          data-alert={alert.kind}
        >
          <Text size="xs" fw={600} lineClamp={dense ? 1 : undefined} title={dense ? alert.text : undefined}>
            {alert.text}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
});
