import { memo } from 'react';
import { Alert, Badge, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { DraftAlert, Recommendation } from '@draftmode/grading';
import { PlayerLabel } from '@/components/team/player-label';
import classes from './draft-room.module.css';

interface RecommendationsPanelProps {
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
  // Plain elements with the room's classes: every pick re-renders this frame (see .pickPanel).
  return (
    <section
      className={`${Paper.classes.root} ${classes.pickPanel}`}
      data-with-border
      data-dense={dense || undefined}
      aria-labelledby="recommendations-title"
    >
      <RecommendationsHeading nextPick={nextPick} onTheClock={onTheClock} dense={dense} />
      <AlertList alerts={alerts} dense={dense} />
      {loading ? (
        <p className={classes.dimmedText} role="status">
          Working out the best picks…
        </p>
      ) : recommendations.length === 0 ? (
        <p className={classes.dimmedText}>No recommendations: your roster is full.</p>
      ) : (
        <ol className={`${classes.plainList} ${classes.recommendationList}`} aria-label="Recommended players" aria-busy={updating}>
          {recommendations.map((rec) => (
            <RecommendationItem key={rec.player.id} rec={rec} nextPick={nextPick} dense={dense} onSelect={onSelect} />
          ))}
        </ol>
      )}
    </section>
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
  const color = chanceColor(rec.chanceAvailableAtNextPick);
  // Plain elements with the room's classes: every pick re-renders the recommendations (see .recommendation).
  return (
    <li className={`${Paper.classes.root} ${classes.recommendation}`} data-with-border data-recommended={rec.player.id}>
      <UnstyledButton onClick={() => onSelect(rec.player.id)} className={classes.recommendationPick}>
        <span className={VisuallyHidden.classes.root}>Grade pick: </span>
        <span className={classes.recommendationRow}>
          <span className={classes.recommendationText}>
            <span className={classes.recommendationName}>
              <PlayerLabel player={rec.player} />
              <span className={`${Badge.classes.root} ${classes.tierBadge}`} title={`Tier ${rec.tier} at ${rec.player.position}`}>
                <span className={Badge.classes.label}>
                  T{rec.tier}
                  <span className={VisuallyHidden.classes.root}>
                    {' '}
                    (tier {rec.tier} at {rec.player.position})
                  </span>
                </span>
              </span>
            </span>
            <span
              className={`${classes.dimmedText} ${classes.recommendationReason}`}
              data-size="xs"
              data-clamp={dense ? 1 : 2}
              title={dense ? rec.reason : undefined}
            >
              {rec.reason}
            </span>
          </span>
          {nextPick === null ? (
            // The last pick: there is no later pick for a chance to look ahead to, and '0%' would read as an error.
            <span
              className={`${classes.dimmedText} ${classes.recommendationNoLater}`}
              data-size="xs"
              title="This is your last pick: there is no later pick"
            >
              No later pick
            </span>
          ) : (
            <span
              className={`${Badge.classes.root} ${classes.chanceBadge}`}
              data-chance={color}
              title="Chance he is still there at your next pick"
            >
              <span className={Badge.classes.label}>
                {chance}%<span className={VisuallyHidden.classes.root}> chance he is still there at your next pick</span>
              </span>
            </span>
          )}
        </span>
      </UnstyledButton>
    </li>
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
