import type {
  ForgotPasswordPayload,
  LoginPayload,
  ResetPasswordPayload,
  ResetTokenCheckDto,
  SessionDto,
  SignupPayload,
  UserDto,
} from '@draftmode/domain';
import { assertEvent, assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { SUPPRESS_TOUR_KEY, toSessionUser } from '@/lib/account';
import { toFormFailure } from '@/lib/error-message';
import { registerPasskey } from '@/lib/passkeys';
import { saveSession } from '@/lib/session';
import { checkResetToken } from '../api/check-reset-token';
import { forgotPassword } from '../api/forgot-password';
import { login } from '../api/login';
import { passkeyLogin } from '../api/passkey-login';
import { isExpiredLinkMessage, resetPassword } from '../api/reset-password';
import { signup } from '../api/signup';

export { SUPPRESS_TOUR_KEY };

/** How long the "signed in" state shows before /draft (docs/draft-rules.md §8). */
const REDIRECT_DELAY_MS = 500;
/** How long an expired/invalid reset link's message shows before forgot mode (docs/draft-rules.md §8). */
const EXPIRED_LINK_DELAY_MS = 3000;

export interface AuthMachineInput {
  /** The `token` query parameter of a password-reset link, if the URL has one. */
  resetToken?: string | null;
  /** Whether this device may offer passkeys; usually sent later with `passkey.availability`. */
  passkeyAvailable?: boolean;
}

interface AuthContext {
  resetToken: string | null;
  passkeyAvailable: boolean;
  /** The last failure's message (ApiError.message), shown above the form. */
  error: string | null;
  /** Per-field messages from ApiError.fields, shown on the matching inputs. */
  fieldErrors: Record<string, string>;
  /** A neutral message: the reset succeeded, or why the user landed in forgot mode. */
  notice: string | null;
  /** Set once signed in. */
  session: SessionDto | null;
}

type AuthEvent =
  | { type: 'mode.login' }
  | { type: 'mode.signup' }
  | { type: 'mode.forgot' }
  | { type: 'mode.back' }
  | { type: 'login.submit'; values: LoginPayload }
  | { type: 'signup.submit'; values: SignupPayload }
  | { type: 'forgot.submit'; values: ForgotPasswordPayload }
  | { type: 'reset.submit'; values: { password: string } }
  | { type: 'passkey.signIn'; email: string }
  | { type: 'passkey.availability'; available: boolean }
  /** A reset link was opened while the page was already showing (the URL's token changed). */
  | { type: 'link.token'; token: string };

/** The error an invoked actor failed with (typed by hand: XState does not infer it for params). */
const failureOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/**
 * The /auth screen: sign in and sign up (tabs), forgot password, and reset from an emailed link.
 * Every server call and browser ceremony is an invoked actor, and every effect on the page
 * (navigation, URL, toast, theme) a named action, so tests swap them with `provide()`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthMachineInput,
  },
  actors: {
    login: fromPromise<SessionDto, LoginPayload>(({ input }) => login(input)),
    signup: fromPromise<SessionDto, SignupPayload>(({ input }) => signup(input)),
    forgotPassword: fromPromise<{ message: string }, ForgotPasswordPayload>(({ input }) => forgotPassword(input)),
    resetPassword: fromPromise<{ message: string }, ResetPasswordPayload>(({ input }) => resetPassword(input)),
    checkResetToken: fromPromise<ResetTokenCheckDto, { token: string }>(({ input, signal }) => checkResetToken(input.token, signal)),
    passkeyLogin: fromPromise<SessionDto, { email: string }>(({ input }) => passkeyLogin(input.email)),
    registerPasskey: fromPromise<void, { email: string }>(({ input }) => registerPasskey(input.email)),
  },
  actions: {
    rememberSession: assign((_, session: SessionDto) => ({ session })),
    storeSession: (_, session: SessionDto) => saveSession(session.token, toSessionUser(session.user)),
    /** The page applies the account's theme setting; nothing to do without a page. */
    applyUserSettings: (_, _user: UserDto) => undefined,
    /** The page navigates with the router. */
    navigateToDraft: () => undefined,
    /** The page replaces the URL without its `token` parameter. */
    removeTokenFromUrl: () => undefined,
    /** The page shows the toast 'Password reset link detected'. */
    notifyResetLinkDetected: () => undefined,
    suppressTour: () => sessionStorage.setItem(SUPPRESS_TOUR_KEY, 'true'),
    rememberResetToken: assign({
      resetToken: ({ event }) => {
        assertEvent(event, 'link.token');
        return event.token;
      },
    }),
    forgetResetToken: assign({ resetToken: null }),
    setFailure: assign((_, error: unknown) => {
      const failure = toFormFailure(error);
      return { error: failure.message, fieldErrors: failure.fields };
    }),
    clearFailure: assign({ error: null, fieldErrors: {} }),
    setNotice: assign((_, notice: string | null) => ({ notice })),
    clearNotice: assign({ notice: null }),
    logPasskeyRegistrationError: (_, error: unknown) => {
      // Registration after sign-up is a silent extra; the account works without it.
      console.warn('Passkey registration after sign-up failed', error);
    },
  },
  delays: {
    redirect: REDIRECT_DELAY_MS,
    expiredLink: EXPIRED_LINK_DELAY_MS,
  },
  guards: {
    hasResetToken: ({ context }) => Boolean(context.resetToken),
    passkeyAvailable: ({ context }) => context.passkeyAvailable,
    isExpiredLink: (_, error: unknown) => isExpiredLinkMessage(toFormFailure(error).message),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    resetToken: input.resetToken || null,
    passkeyAvailable: input.passkeyAvailable ?? false,
    error: null,
    fieldErrors: {},
    notice: null,
    session: null,
  }),
  initial: 'entering',
  on: {
    'passkey.availability': { actions: assign({ passkeyAvailable: ({ event }) => event.available }) },
  },
  states: {
    entering: {
      always: [{ guard: 'hasResetToken', target: 'reset' }, { target: 'login' }],
    },

    login: {
      initial: 'idle',
      entry: 'clearFailure',
      exit: 'clearNotice',
      on: {
        'mode.signup': 'signup',
        'mode.forgot': 'forgot',
        'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' },
      },
      states: {
        idle: {
          on: {
            'login.submit': 'submitting',
            'passkey.signIn': { guard: 'passkeyAvailable', target: 'passkey' },
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              return event.values;
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'rememberSession', params: ({ event }) => event.output },
                { type: 'storeSession', params: ({ event }) => event.output },
                { type: 'applyUserSettings', params: ({ event }) => event.output.user },
              ],
            },
            onError: { target: 'idle', actions: [{ type: 'setFailure', params: failureOf }] },
          },
        },
        passkey: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            src: 'passkeyLogin',
            input: ({ event }) => {
              assertEvent(event, 'passkey.signIn');
              return { email: event.email };
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'rememberSession', params: ({ event }) => event.output },
                { type: 'storeSession', params: ({ event }) => event.output },
                { type: 'applyUserSettings', params: ({ event }) => event.output.user },
              ],
            },
            onError: { target: 'idle', actions: [{ type: 'setFailure', params: failureOf }] },
          },
        },
      },
    },

    signup: {
      initial: 'idle',
      entry: 'clearFailure',
      on: { 'mode.login': 'login', 'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' } },
      states: {
        idle: { on: { 'signup.submit': 'submitting' } },
        submitting: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            src: 'signup',
            input: ({ event }) => {
              assertEvent(event, 'signup.submit');
              return event.values;
            },
            onDone: [
              {
                guard: 'passkeyAvailable',
                target: 'registeringPasskey',
                actions: [
                  { type: 'rememberSession', params: ({ event }) => event.output },
                  { type: 'storeSession', params: ({ event }) => event.output },
                  { type: 'applyUserSettings', params: ({ event }) => event.output.user },
                ],
              },
              {
                target: '#auth.authenticated',
                actions: [
                  { type: 'rememberSession', params: ({ event }) => event.output },
                  { type: 'storeSession', params: ({ event }) => event.output },
                  { type: 'applyUserSettings', params: ({ event }) => event.output.user },
                ],
              },
            ],
            onError: { target: 'idle', actions: [{ type: 'setFailure', params: failureOf }] },
          },
        },
        // Signed in already: the tabs no longer apply, so their events are ignored here.
        registeringPasskey: {
          tags: ['busy', 'signedIn'],
          on: { 'mode.login': {}, 'link.token': {} },
          invoke: {
            src: 'registerPasskey',
            input: ({ context }) => ({ email: context.session?.user.email ?? '' }),
            onDone: '#auth.authenticated',
            onError: {
              target: '#auth.authenticated',
              actions: [{ type: 'logPasskeyRegistrationError', params: failureOf }],
            },
          },
        },
      },
    },

    forgot: {
      initial: 'idle',
      entry: 'clearFailure',
      exit: 'clearNotice',
      on: {
        'mode.back': 'login',
        'mode.login': 'login',
        'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' },
      },
      states: {
        idle: { on: { 'forgot.submit': 'submitting' } },
        submitting: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            src: 'forgotPassword',
            input: ({ event }) => {
              assertEvent(event, 'forgot.submit');
              return event.values;
            },
            onDone: '#auth.forgotSent',
            onError: { target: 'idle', actions: [{ type: 'setFailure', params: failureOf }] },
          },
        },
      },
    },

    forgotSent: {
      on: {
        'mode.back': 'login',
        'mode.login': 'login',
        'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' },
      },
    },

    reset: {
      entry: 'clearFailure',
      on: {
        'mode.back': { target: 'login', actions: ['forgetResetToken', 'removeTokenFromUrl'] },
        'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' },
      },
      // The link is checked as the page opens, so a dead one says so before the user types a password.
      initial: 'checking',
      states: {
        checking: {
          tags: ['checking'],
          on: { 'reset.submit': 'submitting' },
          invoke: {
            src: 'checkResetToken',
            input: ({ context }) => ({ token: context.resetToken ?? '' }),
            onDone: [
              {
                guard: ({ event }) => !event.output.valid,
                target: '#auth.resetFailed',
                actions: assign({
                  error: ({ event }) => event.output.message ?? 'This reset link is invalid or has expired. Request a new one.',
                }),
              },
              { target: 'idle', actions: 'notifyResetLinkDetected' },
            ],
            // The check itself failed (offline, too many checks): the form, whose submit says what is wrong.
            onError: { target: 'idle', actions: 'notifyResetLinkDetected' },
          },
        },
        idle: { on: { 'reset.submit': 'submitting' } },
        submitting: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'reset.submit');
              return { token: context.resetToken ?? '', password: event.values.password };
            },
            onDone: {
              target: '#auth.login',
              actions: [
                'suppressTour',
                'forgetResetToken',
                'removeTokenFromUrl',
                { type: 'setNotice', params: ({ event }) => event.output.message },
              ],
            },
            onError: [
              {
                guard: { type: 'isExpiredLink', params: failureOf },
                target: '#auth.resetFailed',
                actions: [{ type: 'setFailure', params: failureOf }],
              },
              { target: 'idle', actions: [{ type: 'setFailure', params: failureOf }] },
            ],
          },
        },
      },
    },

    // The link is dead: show why, then offer a new one.
    resetFailed: {
      on: {
        'mode.forgot': {
          target: 'forgot',
          actions: ['forgetResetToken', 'removeTokenFromUrl', { type: 'setNotice', params: ({ context }) => context.error }],
        },
        'link.token': { target: '#auth.reset', reenter: true, actions: 'rememberResetToken' },
      },
      after: {
        expiredLink: {
          target: 'forgot',
          actions: ['forgetResetToken', 'removeTokenFromUrl', { type: 'setNotice', params: ({ context }) => context.error }],
        },
      },
    },

    authenticated: {
      tags: ['signedIn'],
      after: { redirect: { target: 'done', actions: 'navigateToDraft' } },
    },

    done: { tags: ['signedIn'], type: 'final' },
  },
});
