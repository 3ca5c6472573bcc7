import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { TOUR_TARGETS } from '@/lib/page-bridges';
import { isTourRoute, NO_TEAM_STEPS, TOUR_STEPS, tourMachine } from '../machines/tour.machine';
import { useTourTarget, type TargetBox } from './use-tour-target';
import classes from './guided-tour.module.css';

const GAP = 12;
const EDGE = 12;
/** Keeps the card off the sticky top navigation. */
const TOP_EDGE = 72;
const CARD_WIDTH = 360;

/**
 * The guided tour, mounted once in the app layout. Only a signed-in user gets one (a new sign-in
 * starts it afresh); the machine decides whether it shows.
 */
export function GuidedTour() {
  const { token } = useSession();
  if (!token) return null;
  return <TourCard key={token} />;
}

/**
 * The tour's card. It is non-modal: no backdrop, the page stays usable, and only the card itself
 * takes clicks. On the draft page it sits next to the element its step is about (outlined and
 * scrolled into view); elsewhere, and on phones, it is docked at the bottom of the screen.
 */
function TourCard() {
  const { pathname } = useLocation();
  const routeAllowed = isTourRoute(pathname);
  const [snapshot, send] = useMachine(tourMachine, { input: { routeAllowed } });
  const titleId = useId();

  useEffect(() => {
    send({ type: 'route.changed', allowed: routeAllowed });
  }, [routeAllowed, send]);

  const showing = snapshot.hasTag('showing') && snapshot.context.routeAllowed;
  // The draft screen without a team says so with its 'No Teams Yet' card: the tour then points there instead of at a board that is not on screen.
  const noTeam = useTourTarget(showing && pathname === '/draft' ? TOUR_TARGETS.addTeam : null).element !== null;
  const steps = noTeam ? NO_TEAM_STEPS : TOUR_STEPS;
  const index = Math.min(snapshot.context.step, steps.length - 1);
  const step = steps[index]!;
  const { element, box } = useTourTarget(showing ? step.target : null);

  useEffect(() => {
    if (element) scrollToTarget(element);
  }, [element, index]);

  if (!showing) return null;

  const last = index === steps.length - 1;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.matches('failed');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy && !failed) send({ type: 'tour.skip' });
  };

  return (
    <aside aria-label="Guided tour" className={classes.layer}>
      {box && <div className={classes.ring} style={ringStyle(box)} aria-hidden data-testid="tour-highlight" />}
      <PlacedCard box={box}>
        <Paper
          role="group"
          aria-labelledby={titleId}
          withBorder
          shadow="xl"
          radius="md"
          p="md"
          className={classes.card}
          onKeyDown={onKeyDown}
          data-testid="guided-tour"
        >
          <Stack gap="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Step {index + 1} of {steps.length}
            </Text>
            <Title order={2} size="h4" id={titleId}>
              {step.title}
            </Title>
            <Text size="sm">{step.body}</Text>
            {!element &&
              (pathname === '/draft' ? (
                // No team yet: the board and the grader are not on the screen to point at.
                <Text size="sm">
                  This part of the draft screen appears once you have a team:{' '}
                  <Anchor component={Link} to="/my-teams">
                    add your team in My Teams
                  </Anchor>
                  .
                </Text>
              ) : (
                <Text size="sm">
                  <Anchor component={Link} to="/draft">
                    Show me on the draft screen
                  </Anchor>
                </Text>
              ))}
            {failed && (
              <Alert color="red" variant="light" role="alert" title="Your tour progress was not saved">
                {snapshot.context.error}
              </Alert>
            )}
            <Group justify="space-between" mt={4}>
              {failed ? (
                <>
                  <Button variant="subtle" color="gray" onClick={() => send({ type: 'tour.dismiss' })}>
                    Close
                  </Button>
                  <Button onClick={() => send({ type: 'tour.retry' })}>Try again</Button>
                </>
              ) : (
                <>
                  <Button variant="subtle" color="gray" onClick={() => send({ type: 'tour.skip' })} disabled={busy}>
                    Skip
                  </Button>
                  {last ? (
                    <Button onClick={() => send({ type: 'tour.finish' })} loading={busy}>
                      Get Started
                    </Button>
                  ) : (
                    <Button onClick={() => send({ type: 'tour.next' })} disabled={busy}>
                      Next
                    </Button>
                  )}
                </>
              )}
            </Group>
          </Stack>
        </Paper>
      </PlacedCard>
    </aside>
  );
}

function ringStyle(box: TargetBox): CSSProperties {
  return { top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 };
}

/**
 * Puts the card below the target (above it when there is no room), kept inside the viewport; on
 * phones and without a target it is docked at the bottom, centred.
 */
function PlacedCard({ box, children }: { box: TargetBox | null; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    if (!node) return;
    const sizes = new ResizeObserver(() => setHeight(node.offsetHeight));
    sizes.observe(node);
    return () => sizes.disconnect();
  }, [node]);

  if (!box || phone) {
    return (
      <div ref={setNode} className={classes.docked}>
        {children}
      </div>
    );
  }
  const place = placeNextTo(box, height, window.innerWidth, window.innerHeight);
  if (!place) {
    return (
      <div ref={setNode} className={classes.docked}>
        {children}
      </div>
    );
  }
  const { top: clampedTop, left, width } = place;
  return (
    <div ref={setNode} className={classes.anchored} style={{ top: clampedTop, left, width }}>
      {children}
    </div>
  );
}

/** A short target is centred; a tall one (the player board) is brought to the top, below the navigation. */
function scrollToTarget(element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  if (rect.height > window.innerHeight * 0.6) window.scrollBy({ top: rect.top - TOP_EDGE - GAP, behavior: 'smooth' });
  else element.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * Where the card goes beside a target: below it, else above it, else to its right or left (a
 * target taller than the screen), each kept inside the viewport; null when none fits, and the
 * card is then docked at the bottom.
 */
export function placeNextTo(
  box: TargetBox,
  height: number,
  viewportWidth: number,
  viewportHeight: number,
): { top: number; left: number; width: number } | null {
  const width = Math.min(CARD_WIDTH, viewportWidth - 2 * EDGE);
  const clampTop = (top: number) => Math.min(Math.max(top, TOP_EDGE), Math.max(TOP_EDGE, viewportHeight - height - EDGE));
  const clampLeft = (left: number) => Math.min(Math.max(left, EDGE), viewportWidth - width - EDGE);
  const below = box.top + box.height + GAP;
  if (below + height + EDGE <= viewportHeight && below >= TOP_EDGE) return { top: below, left: clampLeft(box.left), width };
  const above = box.top - GAP - height;
  if (above >= TOP_EDGE && box.top <= viewportHeight) return { top: above, left: clampLeft(box.left), width };
  const right = box.left + box.width + GAP;
  if (right + width + EDGE <= viewportWidth) return { top: clampTop(box.top), left: right, width };
  const left = box.left - GAP - width;
  if (left >= EDGE) return { top: clampTop(box.top), left, width };
  return null;
}
