import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { SUPPRESS_TOUR_KEY } from '@/lib/account';
import { toFormFailure } from '@/lib/error-message';
import { TOUR_TARGETS } from '@/lib/page-bridges';
import { completeTour, fetchPreferences, type Preferences } from '../api/preferences';

/** One step of the guided tour: its title, what it says, and what it points at. */
interface TourStep {
  title: string;
  body: string;
  /** `data-tour` value of the draft page element the step points at. */
  target: (typeof TOUR_TARGETS)[keyof typeof TOUR_TARGETS];
}

/** The three steps, in order (docs/draft-rules.md §8). */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Select League Settings',
    body: 'Start with your league: its size, your draft position and the scoring. Every grade and recommendation follows them.',
    target: TOUR_TARGETS.leagueSettings,
  },
  {
    title: 'Tap a Player',
    body: 'When a player is picked in your real draft, tap him on the board: as your pick, or as taken by another team.',
    target: TOUR_TARGETS.playerBoard,
  },
  {
    title: 'Check Grade',
    body: 'Every pick gets a letter grade with its reasons, and your live draft grade updates as your roster fills.',
    target: TOUR_TARGETS.pickGrade,
  },
];

/**
 * Before the user has a team the draft screen has no board and no grades to point at: the tour's
 * second step points at where to add a team, and the tour ends there.
 */
export const NO_TEAM_STEPS: readonly TourStep[] = [
  TOUR_STEPS[0]!,
  {
    title: 'Add Your Team',
    body: 'The player board and each pick’s grade appear once you have a team. Add yours in My Teams (or practise in a mock draft), then come back here to record your draft.',
    target: TOUR_TARGETS.addTeam,
  },
];

/** Routes the tour never appears on (docs/draft-rules.md §8); /email-test is an admin's tool, not part of the draft. */
const TOURLESS_PATHS: ReadonlySet<string> = new Set(['/', '/auth', '/privacy', '/terms', '/reset-password', '/email-test']);

export function isTourRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !TOURLESS_PATHS.has(path);
}

interface TourInput {
  /** Whether the page the user is on allows the tour. */
  routeAllowed: boolean;
}

interface TourContext {
  routeAllowed: boolean;
  /** Index into {@link TOUR_STEPS}. */
  step: number;
  preferences: Preferences | null;
  /** Why saving the completed tour failed, shown on the card with a retry. */
  error: string | null;
}

type TourEvent =
  | { type: 'route.changed'; allowed: boolean }
  | { type: 'tour.next' }
  | { type: 'tour.skip' }
  | { type: 'tour.finish' }
  | { type: 'tour.retry' }
  | { type: 'tour.dismiss' };

const LAST_STEP = TOUR_STEPS.length - 1;

/**
 * The guided tour (docs/draft-rules.md §8): shown to a signed-in user whose preferences say the tour
 * is not completed, on any route but the public ones, and never in the tab where the password
 * was just reset. Three steps; Skip or finishing calls the complete-tour endpoint and then
 * reloads the preferences. Loading and saving are invoked actors, so tests swap them.
 *
 * The machine waits in `idle` until the user is on a route that allows the tour, so nothing is
 * fetched on the public pages.
 */
export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actors: {
    loadPreferences: fromPromise<Preferences>(({ signal }) => fetchPreferences(signal)),
    completeTour: fromPromise<Preferences>(() => completeTour()),
  },
  guards: {
    /** The session flag set by a password reset (read here, set by the auth feature). */
    isSuppressed: () => sessionStorage.getItem(SUPPRESS_TOUR_KEY) === 'true',
    routeAllowed: ({ context }) => context.routeAllowed,
    tourCompleted: (_, preferences: Preferences) => preferences.hasCompletedTour,
    hasNextStep: ({ context }) => context.step < LAST_STEP,
  },
  actions: {
    trackRoute: assign({ routeAllowed: ({ event }) => (event.type === 'route.changed' ? event.allowed : true) }),
    rememberPreferences: assign((_, preferences: Preferences) => ({ preferences })),
    nextStep: assign({ step: ({ context }) => Math.min(context.step + 1, LAST_STEP) }),
    rememberFailure: assign((_, error: unknown) => ({ error: toFormFailure(error).message })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({ routeAllowed: input.routeAllowed, step: 0, preferences: null, error: null }),
  on: {
    'route.changed': { actions: 'trackRoute' },
  },
  initial: 'idle',
  states: {
    idle: {
      // Re-checked after every event, so arriving on an allowed route starts loading.
      always: [
        { guard: 'isSuppressed', target: 'hidden' },
        { guard: 'routeAllowed', target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadPreferences',
        onDone: [
          {
            guard: { type: 'tourCompleted', params: ({ event }) => event.output },
            actions: { type: 'rememberPreferences', params: ({ event }) => event.output },
            target: 'done',
          },
          { actions: { type: 'rememberPreferences', params: ({ event }) => event.output }, target: 'active' },
        ],
        // Without preferences there is no telling whether the tour was completed: it stays away.
        onError: {
          target: 'unavailable',
          actions: { type: 'rememberFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    active: {
      tags: ['showing'],
      on: {
        'tour.next': [{ guard: 'hasNextStep', actions: 'nextStep' }, { target: 'completing' }],
        'tour.finish': { target: 'completing' },
        'tour.skip': { target: 'completing' },
      },
    },
    completing: {
      tags: ['showing', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'completeTour',
        onDone: { target: 'refreshing', actions: { type: 'rememberPreferences', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    refreshing: {
      invoke: {
        src: 'loadPreferences',
        onDone: { target: 'done', actions: { type: 'rememberPreferences', params: ({ event }) => event.output } },
        // The tour is saved as completed already; the answer of complete-tour stands in.
        onError: { target: 'done' },
      },
    },
    failed: {
      tags: ['showing'],
      on: {
        'tour.retry': { target: 'completing' },
        'tour.dismiss': { target: 'hidden' },
      },
    },
    done: {},
    hidden: {},
    unavailable: {},
  },
});
