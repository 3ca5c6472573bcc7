import {
  platformAuthenticatorIsAvailable,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { api } from './api';

/** The device families passkeys are offered on (docs/draft-rules.md §8). */
type PasskeyPlatform = 'apple' | 'android' | 'windows';

interface NavigatorLike {
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/**
 * Which passkey-capable family the device belongs to, from User-Agent Client Hints where the
 * browser has them and the user-agent string otherwise; null for anything else (Linux, ChromeOS…).
 */
export function detectPasskeyPlatform(nav: NavigatorLike = navigator): PasskeyPlatform | null {
  const hint = nav.userAgentData?.platform?.toLowerCase() ?? '';
  if (hint) {
    if (hint === 'macos' || hint === 'ios') return 'apple';
    if (hint === 'android') return 'android';
    if (hint === 'windows') return 'windows';
  }
  const ua = nav.userAgent ?? '';
  // Android user agents also say "Linux", so test for Android first.
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod|macintosh|mac os x/i.test(ua)) return 'apple';
  if (/windows/i.test(ua)) return 'windows';
  return null;
}

/** Passkeys are offered only on Apple, Android or Windows devices with a platform authenticator. */
export async function passkeysSupported(
  nav: NavigatorLike = navigator,
  isPlatformAuthenticatorAvailable: () => Promise<boolean> = platformAuthenticatorIsAvailable,
): Promise<boolean> {
  if (!detectPasskeyPlatform(nav)) return false;
  try {
    return await isPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** Whether this device may offer passkeys; false until the (asynchronous) check has answered. */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let current = true;
    void passkeysSupported().then((value) => {
      if (current) setSupported(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return supported;
}

/**
 * Registers a passkey for the signed-in user: creation options from the server, the browser's
 * WebAuthn ceremony, then verification. Shared by sign-up (silently) and Settings ('Add a passkey').
 */
export async function registerPasskey(email: string): Promise<void> {
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>('/auth/passkey/register/options', {
    method: 'POST',
    body: { email },
  });
  const registrationResponse: RegistrationResponseJSON = await startRegistration({ optionsJSON });
  const result = await api<{ verified: boolean }>('/auth/passkey/register/verify', {
    method: 'POST',
    body: { email, registrationResponse },
  });
  if (!result.verified) throw new Error('Your passkey could not be verified. Please try again.');
}
