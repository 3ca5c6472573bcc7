import { createActor, fromPromise, waitFor } from 'xstate';
import { SUPPRESS_TOUR_KEY } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { TOUR_TARGETS } from '@/lib/page-bridges';
import type { Preferences } from '../api/preferences';
import { isTourRoute, TOUR_STEPS, tourMachine } from './tour.machine';

const NOT_DONE: Preferences = { hasConfiguredLeague: false, hasCompletedTour: false };
const DONE: Preferences = { hasConfiguredLeague: false, hasCompletedTour: true };

function start({
  routeAllowed = true,
  preferences = [NOT_DONE, DONE],
  complete = async () => DONE,
}: { routeAllowed?: boolean; preferences?: (Preferences | Error)[]; complete?: () => Promise<Preferences> } = {}) {
  const load = jest.fn(async () => {
    const next = preferences.shift();
    if (!next) throw new Error('preferences loaded more often than expected');
    if (next instanceof Error) throw next;
    return next;
  });
  const completeTour = jest.fn(complete);
  const actor = createActor(
    tourMachine.provide({ actors: { loadPreferences: fromPromise(load), completeTour: fromPromise(completeTour) } }),
    { input: { routeAllowed } },
  ).start();
  return { actor, load, completeTour };
}

beforeEach(() => sessionStorage.clear());

describe('tour machine', () => {
  it('has three steps, each pointing at a draft page element', () => {
    expect(TOUR_STEPS.map((step) => step.title)).toEqual(['Select League Settings', 'Tap a Player', 'Check Grade']);
    expect(TOUR_STEPS.map((step) => step.target)).toEqual([TOUR_TARGETS.leagueSettings, TOUR_TARGETS.playerBoard, TOUR_TARGETS.pickGrade]);
  });

  it('shows for a user whose preferences say the tour is not completed, and goes through the steps to completion', async () => {
    const { actor, completeTour, load } = start();
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'tour.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'tour.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(completeTour).not.toHaveBeenCalled();
    actor.send({ type: 'tour.finish' });
    expect(actor.getSnapshot().matches('completing')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(completeTour).toHaveBeenCalledTimes(1);
    // The preferences are loaded again after completing (docs/draft-rules.md §8).
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.preferences).toEqual(DONE);
    expect(actor.getSnapshot().hasTag('showing')).toBe(false);
  });

  it('Next on the last step finishes too', async () => {
    const { actor, completeTour } = start();
    await waitFor(actor, (s) => s.matches('active'));
    for (let i = 0; i < TOUR_STEPS.length; i += 1) actor.send({ type: 'tour.next' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(completeTour).toHaveBeenCalledTimes(1);
  });

  it('Skip completes the tour from any step', async () => {
    const { actor, completeTour } = start();
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'tour.next' });
    actor.send({ type: 'tour.skip' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(completeTour).toHaveBeenCalledTimes(1);
  });

  it('stays away when the preferences say the tour is completed', async () => {
    const { actor, completeTour } = start({ preferences: [DONE] });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().hasTag('showing')).toBe(false);
    expect(completeTour).not.toHaveBeenCalled();
  });

  it('stays away in the tab where the password was just reset, without asking the server', () => {
    sessionStorage.setItem(SUPPRESS_TOUR_KEY, 'true');
    const { actor, load } = start();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('waits on a route without the tour and starts when the user moves to one with it', async () => {
    const { actor, load } = start({ routeAllowed: false });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed', allowed: true });
    await waitFor(actor, (s) => s.matches('active'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('remembers the route while showing, so the card can hide on /privacy and come back on the same step', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'tour.next' });
    actor.send({ type: 'route.changed', allowed: false });
    expect(actor.getSnapshot().context).toMatchObject({ routeAllowed: false, step: 1 });
    actor.send({ type: 'route.changed', allowed: true });
    expect(actor.getSnapshot().context).toMatchObject({ routeAllowed: true, step: 1 });
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('shows why saving failed and retries or lets the user close it', async () => {
    let calls = 0;
    const { actor } = start({
      complete: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not reachable right now.' });
        return DONE;
      },
    });
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'tour.skip' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The database is not reachable right now.');
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
    actor.send({ type: 'tour.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toBe(2);
  });

  it('can be closed after a failure without saving', async () => {
    const { actor } = start({ complete: async () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'tour.finish' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'tour.dismiss' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('does not show when the preferences cannot be loaded', async () => {
    const { actor } = start({ preferences: [new Error('offline')] });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().hasTag('showing')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('offline');
  });

  it('knows the routes without the tour', () => {
    for (const path of ['/', '/auth', '/privacy', '/terms', '/reset-password', '/privacy/', '/email-test'])
      expect(isTourRoute(path)).toBe(false);
    for (const path of ['/draft', '/my-teams', '/profile', '/settings', '/coming-soon']) expect(isTourRoute(path)).toBe(true);
  });
});
