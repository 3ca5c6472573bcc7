import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser as one that signed in to an account before. */
export const DEVICE_COOKIE = 'draftmode_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A known device (docs/accounts-api.md, "Sign-in throttling"): after a successful password sign-in
 * the browser gets an HttpOnly cookie naming the account, signed with the JWT secret. A sign-in
 * that brings a valid one for the same email is throttled on that device alone, so guesses from
 * elsewhere can slow an account down for strangers but never lock its owner out.
 */
export class DeviceCookies {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** A fresh device id for this email, as the Set-Cookie header value. */
  issue(email: string): { id: string; header: string } {
    const id = randomBytes(16).toString('base64url');
    const value = `${Buffer.from(email).toString('base64url')}.${id}.${this.sign(email, id)}`;
    const attributes = [`${DEVICE_COOKIE}=${value}`, 'Path=/api/auth', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
    if (this.secure) attributes.push('Secure');
    return { id, header: attributes.join('; ') };
  }

  /** The device id when the request's cookie is a genuine one for this email, else null. */
  knownDevice(cookieHeader: string | undefined, email: string): string | null {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    const [encodedEmail, id, signature] = value?.split('.') ?? [];
    if (!encodedEmail || !id || !signature) return null;
    if (Buffer.from(encodedEmail, 'base64url').toString() !== email) return null;
    const expected = Buffer.from(this.sign(email, id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(email: string, id: string): string {
    return createHmac('sha256', this.secret).update(`draftmode-device|${email}|${id}`).digest('base64url');
  }
}

/** One cookie's value from a Cookie header (RFC 6265 `name=value; name=value`). */
function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
