import type { SessionDto, UserDto } from '@draftmode/domain';
import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

interface PasskeyLoginVerification {
  verified: boolean;
  token?: string;
  user?: UserDto;
}

/** Passkey sign-in: request options, the browser's WebAuthn assertion, then verification. */
export async function passkeyLogin(email: string): Promise<SessionDto> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/login/options', { method: 'POST', body: { email } });
  let authenticationResponse: AuthenticationResponseJSON;
  try {
    authenticationResponse = await startAuthentication({ optionsJSON });
  } catch (error) {
    // Cancelling the browser prompt surfaces as NotAllowedError; say so plainly.
    if (error instanceof Error && error.name === 'NotAllowedError') throw new Error('Passkey sign-in was cancelled or timed out.');
    throw error;
  }
  const result = await api<PasskeyLoginVerification>('/auth/passkey/login/verify', {
    method: 'POST',
    body: { email, authenticationResponse },
  });
  if (!result.verified || !result.token || !result.user) throw new Error('Your passkey could not be verified. Try your password instead.');
  return { token: result.token, user: result.user };
}
