import { passwordSchema } from '@draftmode/domain';
import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so a password read off a terminal types correctly.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password (16 characters, about 93 bits) that meets the sign-up rules. */
export function randomPassword(length = 16): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (passwordSchema.safeParse(password).success) return password;
  }
}
