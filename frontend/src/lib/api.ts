import { createApiClient } from './api-client';
import { clearSession, readSession } from './session';

let redirectToSignIn: () => void = () => window.location.assign('/auth');

/** Lets the router send the user to /auth without a full page load. */
export function setSignInRedirect(redirect: () => void): void {
  redirectToSignIn = redirect;
}

/** What a 401 means, over HTTP or the socket: the stored token and user are cleared and the user goes to /auth. */
export function endSession(): void {
  clearSession();
  redirectToSignIn();
}

/** The app's API client: on 401 the session ends ({@link endSession}). */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => readSession().token,
  onUnauthorized: endSession,
});
