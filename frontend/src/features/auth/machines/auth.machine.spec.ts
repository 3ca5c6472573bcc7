import type { ResetTokenCheckDto, SessionDto } from '@draftmode/domain';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';
import { authMachine, SUPPRESS_TOUR_KEY, type AuthMachineInput } from './auth.machine';

const USER: SessionDto['user'] = {
  id: 'u1',
  name: 'Sam Drafter',
  email: 'sam@example.com',
  role: 'user',
  createdAt: '2025-08-29T00:00:00.000Z',
  preferences: { hasConfiguredLeague: false, hasCompletedTour: false },
  settings: { theme: 'light' },
};
const RESULT: SessionDto = { user: USER, token: 'jwt-1' };
const EXPIRED = 'This reset link is invalid or has expired. Request a new one.';
const RESET_OK = 'Your password has been reset. You can sign in now.';

const apiError = (statusCode: number, message: string, fields?: Record<string, string>) =>
  new ApiError({ statusCode, error: 'Error', message, fields });

/** Never settles: keeps an invoked actor running so a test can look at the busy state. */
const pending = <T>() => new Promise<T>(() => undefined);

function start(options: { input?: AuthMachineInput; actors?: Partial<Record<string, jest.Mock>> } = {}) {
  const calls = {
    login: jest.fn(async (_: unknown): Promise<SessionDto> => RESULT),
    signup: jest.fn(async (_: unknown): Promise<SessionDto> => RESULT),
    forgotPassword: jest.fn(async (_: unknown) => ({ message: 'sent' })),
    resetPassword: jest.fn(async (_: unknown) => ({ message: RESET_OK })),
    checkResetToken: jest.fn(async (_: unknown): Promise<ResetTokenCheckDto> => ({ valid: true })),
    passkeyLogin: jest.fn(async (_: unknown): Promise<SessionDto> => RESULT),
    registerPasskey: jest.fn(async (_: unknown): Promise<void> => undefined),
    ...options.actors,
  };
  const effects = {
    navigateToDraft: jest.fn(),
    removeTokenFromUrl: jest.fn(),
    notifyResetLinkDetected: jest.fn(),
    applyUserSettings: jest.fn(),
    logPasskeyRegistrationError: jest.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      login: fromPromise(({ input }) => calls.login(input)),
      signup: fromPromise(({ input }) => calls.signup(input)),
      forgotPassword: fromPromise(({ input }) => calls.forgotPassword(input)),
      resetPassword: fromPromise(({ input }) => calls.resetPassword(input)),
      checkResetToken: fromPromise(({ input }) => calls.checkResetToken(input)),
      passkeyLogin: fromPromise(({ input }) => calls.passkeyLogin(input)),
      registerPasskey: fromPromise(({ input }) => calls.registerPasskey(input)),
    },
    actions: {
      navigateToDraft: effects.navigateToDraft,
      removeTokenFromUrl: effects.removeTokenFromUrl,
      notifyResetLinkDetected: effects.notifyResetLinkDetected,
      applyUserSettings: (_, user) => effects.applyUserSettings(user),
      logPasskeyRegistrationError: (_, error) => effects.logPasskeyRegistrationError(error),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: options.input ?? {} });
  actor.start();
  return { actor, clock, calls, effects };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth machine: modes', () => {
  it('starts in login mode without a reset token, and says nothing', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
    expect(effects.notifyResetLinkDetected).not.toHaveBeenCalled();
  });

  it('switches between the Sign In and Sign Up tabs', () => {
    const { actor } = start();
    actor.send({ type: 'mode.signup' });
    expect(actor.getSnapshot().value).toEqual({ signup: 'idle' });
    actor.send({ type: 'mode.login' });
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
  });

  it("opens forgot mode from 'Forgot your password?' and returns with 'Back to Login'", () => {
    const { actor } = start();
    actor.send({ type: 'mode.forgot' });
    expect(actor.getSnapshot().value).toEqual({ forgot: 'idle' });
    actor.send({ type: 'mode.back' });
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
  });

  it('offers forgot mode only from sign-in', () => {
    const { actor } = start();
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'mode.forgot' });
    expect(actor.getSnapshot().value).toEqual({ signup: 'idle' });
  });

  it("starts in reset mode when the URL has a token, checks it, then the toast 'Password reset link detected'", async () => {
    const { actor, calls, effects } = start({ input: { resetToken: 'reset-1' } });
    expect(actor.getSnapshot().value).toEqual({ reset: 'checking' });
    expect(effects.notifyResetLinkDetected).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches({ reset: 'idle' }));
    expect(calls.checkResetToken).toHaveBeenCalledWith({ token: 'reset-1' });
    expect(actor.getSnapshot().context.resetToken).toBe('reset-1');
    expect(effects.notifyResetLinkDetected).toHaveBeenCalledTimes(1);
  });

  it('switches to reset mode when a reset link opens while the page is showing', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'link.token', token: 'reset-2' });
    await waitFor(actor, (s) => s.matches({ reset: 'idle' }));
    expect(actor.getSnapshot().context.resetToken).toBe('reset-2');
    expect(effects.notifyResetLinkDetected).toHaveBeenCalledTimes(1);
  });

  it("'Back to Login' from reset mode drops the token and removes it from the URL", () => {
    const { actor, effects } = start({ input: { resetToken: 'reset-1' } });
    actor.send({ type: 'mode.back' });
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
    expect(actor.getSnapshot().context.resetToken).toBeNull();
    expect(effects.removeTokenFromUrl).toHaveBeenCalledTimes(1);
  });

  it('clears a failure when the mode changes', async () => {
    const { actor } = start({ actors: { login: jest.fn(() => Promise.reject(apiError(401, 'Invalid email or password'))) } });
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'nope' } });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'mode.signup' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('auth machine: sign in', () => {
  it('stores the session, then goes to /draft after 500 ms', async () => {
    const { actor, clock, calls, effects } = start();
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'Password1' } });
    expect(actor.getSnapshot().matches({ login: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));

    expect(calls.login).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Password1' });
    expect(readSession()).toEqual({ token: 'jwt-1', user: { id: 'u1', name: 'Sam Drafter', email: 'sam@example.com', role: 'user' } });
    expect(effects.applyUserSettings).toHaveBeenCalledWith(USER);

    clock.increment(499);
    expect(effects.navigateToDraft).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigateToDraft).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message and stays in login mode when sign-in fails", async () => {
    const { actor } = start({
      actors: { login: jest.fn(() => Promise.reject(apiError(429, 'Too many attempts. Try again in 5 minutes.'))) },
    });
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'x' } });
    await waitFor(actor, (s) => s.matches({ login: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Too many attempts. Try again in 5 minutes.');
    expect(readSession().token).toBeNull();
  });

  it('clears the previous failure when submitting again', async () => {
    const login = jest.fn().mockRejectedValueOnce(apiError(401, 'Invalid email or password')).mockReturnValueOnce(pending());
    const { actor } = start({ actors: { login } });
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'x' } });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'y' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failure that is not an ApiError still shows a message', async () => {
    const { actor } = start({ actors: { login: jest.fn(() => Promise.reject('boom')) } });
    actor.send({ type: 'login.submit', values: { email: 'sam@example.com', password: 'x' } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });
});

describe('auth machine: passkey sign-in', () => {
  it('is ignored when the device does not offer passkeys', () => {
    const { actor, calls } = start();
    actor.send({ type: 'passkey.signIn', email: 'sam@example.com' });
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
    expect(calls.passkeyLogin).not.toHaveBeenCalled();
  });

  it('signs in with a passkey once the device is known to support it', async () => {
    const { actor, clock, calls, effects } = start();
    actor.send({ type: 'passkey.availability', available: true });
    actor.send({ type: 'passkey.signIn', email: 'sam@example.com' });
    expect(actor.getSnapshot().value).toEqual({ login: 'passkey' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls.passkeyLogin).toHaveBeenCalledWith({ email: 'sam@example.com' });
    expect(readSession().token).toBe('jwt-1');
    clock.increment(500);
    expect(effects.navigateToDraft).toHaveBeenCalledTimes(1);
  });

  it('shows why a passkey sign-in failed', async () => {
    const { actor } = start({
      input: { passkeyAvailable: true },
      actors: { passkeyLogin: jest.fn(() => Promise.reject(new Error('Passkey sign-in was cancelled or timed out.'))) },
    });
    actor.send({ type: 'passkey.signIn', email: 'sam@example.com' });
    await waitFor(actor, (s) => s.matches({ login: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Passkey sign-in was cancelled or timed out.');
  });
});

describe('auth machine: sign up', () => {
  const values = { name: 'Sam Drafter', email: 'sam@example.com', password: 'Password1' };

  it('stores the session and goes to /draft after 500 ms, without a passkey on other devices', async () => {
    const { actor, clock, calls, effects } = start();
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls.signup).toHaveBeenCalledWith(values);
    expect(calls.registerPasskey).not.toHaveBeenCalled();
    expect(readSession().user?.name).toBe('Sam Drafter');
    clock.increment(500);
    expect(effects.navigateToDraft).toHaveBeenCalledTimes(1);
  });

  it('tries passkey registration silently on a supported device, then continues', async () => {
    let finishRegistration: () => void = () => undefined;
    const registerPasskey = jest.fn(() => new Promise<void>((resolve) => (finishRegistration = resolve)));
    const { actor, clock, effects } = start({ input: { passkeyAvailable: true }, actors: { registerPasskey } });
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches({ signup: 'registeringPasskey' }));
    // Signed in before registering: the registration endpoints need the token.
    expect(readSession().token).toBe('jwt-1');
    expect(registerPasskey).toHaveBeenCalledWith({ email: 'sam@example.com' });
    actor.send({ type: 'mode.login' });
    expect(actor.getSnapshot().matches({ signup: 'registeringPasskey' })).toBe(true);

    finishRegistration();
    await waitFor(actor, (s) => s.matches('authenticated'));
    clock.increment(500);
    expect(effects.navigateToDraft).toHaveBeenCalledTimes(1);
    expect(effects.logPasskeyRegistrationError).not.toHaveBeenCalled();
  });

  it('ignores (but logs) a failed passkey registration', async () => {
    const failure = new Error('NotAllowedError');
    const { actor, clock, effects } = start({
      input: { passkeyAvailable: true },
      actors: { registerPasskey: jest.fn(() => Promise.reject(failure)) },
    });
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.logPasskeyRegistrationError).toHaveBeenCalledWith(failure);
    expect(actor.getSnapshot().context.error).toBeNull();
    clock.increment(500);
    expect(effects.navigateToDraft).toHaveBeenCalledTimes(1);
  });

  it("maps the server's field messages to the form", async () => {
    const taken = 'An account with this email already exists';
    const { actor } = start({ actors: { signup: jest.fn(() => Promise.reject(apiError(409, taken, { email: taken }))) } });
    actor.send({ type: 'mode.signup' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches({ signup: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: taken, fieldErrors: { email: taken } });
    expect(readSession().token).toBeNull();
  });
});

describe('auth machine: forgot password', () => {
  it("shows 'Email sent!' after a successful request, and goes back to login", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'mode.forgot' });
    actor.send({ type: 'forgot.submit', values: { email: 'sam@example.com' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('forgotSent'));
    expect(calls.forgotPassword).toHaveBeenCalledWith({ email: 'sam@example.com' });
    actor.send({ type: 'mode.back' });
    expect(actor.getSnapshot().value).toEqual({ login: 'idle' });
  });

  it('stays in forgot mode with the message when the request fails', async () => {
    const { actor } = start({ actors: { forgotPassword: jest.fn(() => Promise.reject(apiError(0, 'Cannot reach DraftMode.'))) } });
    actor.send({ type: 'mode.forgot' });
    actor.send({ type: 'forgot.submit', values: { email: 'sam@example.com' } });
    await waitFor(actor, (s) => s.matches({ forgot: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Cannot reach DraftMode.');
  });
});

describe('auth machine: reset password', () => {
  it('a link the check finds dead says so at once, without a form, then forgot mode after 3 seconds', async () => {
    const { actor, clock, calls, effects } = start({
      input: { resetToken: 'stale-1' },
      actors: { checkResetToken: jest.fn(async (): Promise<ResetTokenCheckDto> => ({ valid: false, message: EXPIRED })) },
    });
    await waitFor(actor, (s) => s.matches('resetFailed'));
    expect(actor.getSnapshot().context.error).toBe(EXPIRED);
    expect(effects.notifyResetLinkDetected).not.toHaveBeenCalled();
    expect(calls.resetPassword).not.toHaveBeenCalled();
    clock.increment(3000);
    expect(actor.getSnapshot().value).toEqual({ forgot: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: null, notice: EXPIRED });
    expect(effects.removeTokenFromUrl).toHaveBeenCalledTimes(1);
  });

  it('when the check itself fails (offline), shows the form: its submit says what is wrong', async () => {
    const { actor, effects } = start({
      input: { resetToken: 'reset-1' },
      actors: { checkResetToken: jest.fn(() => Promise.reject(apiError(0, 'Cannot reach DraftMode.'))) },
    });
    await waitFor(actor, (s) => s.matches({ reset: 'idle' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(effects.notifyResetLinkDetected).toHaveBeenCalledTimes(1);
  });

  it('on success: login mode, tour suppressed, token removed from the URL, success message shown', async () => {
    const { actor, calls, effects } = start({ input: { resetToken: 'reset-1' } });
    actor.send({ type: 'reset.submit', values: { password: 'NewPassword1' } });
    await waitFor(actor, (s) => s.matches('login'));
    expect(calls.resetPassword).toHaveBeenCalledWith({ token: 'reset-1', password: 'NewPassword1' });
    expect(sessionStorage.getItem(SUPPRESS_TOUR_KEY)).toBe('true');
    expect(effects.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: null, notice: RESET_OK, error: null });
    actor.send({ type: 'mode.signup' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('on an expired or invalid link: shows the message, then forgot mode after 3 seconds with the token cleared', async () => {
    const { actor, clock, effects } = start({
      input: { resetToken: 'reset-1' },
      actors: { resetPassword: jest.fn(() => Promise.reject(apiError(400, EXPIRED))) },
    });
    actor.send({ type: 'reset.submit', values: { password: 'NewPassword1' } });
    await waitFor(actor, (s) => s.matches('resetFailed'));
    expect(actor.getSnapshot().context.error).toBe(EXPIRED);

    clock.increment(2999);
    expect(actor.getSnapshot().matches('resetFailed')).toBe(true);
    expect(effects.removeTokenFromUrl).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ forgot: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: null, error: null, notice: EXPIRED });
    expect(effects.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SUPPRESS_TOUR_KEY)).toBeNull();
  });

  it('can go to forgot mode straight away from an expired link', async () => {
    const { actor, clock, effects } = start({
      input: { resetToken: 'reset-1' },
      actors: { resetPassword: jest.fn(() => Promise.reject(apiError(400, EXPIRED))) },
    });
    actor.send({ type: 'reset.submit', values: { password: 'NewPassword1' } });
    await waitFor(actor, (s) => s.matches('resetFailed'));
    actor.send({ type: 'mode.forgot' });
    expect(actor.getSnapshot().value).toEqual({ forgot: 'idle' });
    clock.increment(3000);
    expect(actor.getSnapshot().value).toEqual({ forgot: 'idle' });
    expect(effects.removeTokenFromUrl).toHaveBeenCalledTimes(1);
  });

  it('stays in reset mode with the message for any other failure', async () => {
    const { actor, clock } = start({
      input: { resetToken: 'reset-1' },
      actors: { resetPassword: jest.fn(() => Promise.reject(apiError(0, 'Cannot reach DraftMode.'))) },
    });
    actor.send({ type: 'reset.submit', values: { password: 'NewPassword1' } });
    await waitFor(actor, (s) => s.matches({ reset: 'idle' }) && s.context.error !== null);
    clock.increment(5000);
    expect(actor.getSnapshot().value).toEqual({ reset: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: 'reset-1', error: 'Cannot reach DraftMode.' });
  });
});
