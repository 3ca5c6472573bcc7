import { createApiClient } from './api-client';
import { clearSession, readSession } from './session';

let redirectToSignIn: () => void = () => window.location.assign('/auth');

/** Lets the router send the user to /auth without a full page load. */
export function setSignInRedirect(redirect: () => void): void {
  redirectToSignIn = redirect;
}

/** The app's API client: on 401 it clears the stored token and user and goes to /auth. */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => readSession().token,
  onUnauthorized: () => {
    clearSession();
    redirectToSignIn();
  },
});
