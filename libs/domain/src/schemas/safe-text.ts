import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * A NUL character (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (it
 * has no UTF-8 form): text a person can type never has either, and storing it would fail.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it is: no NUL and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * A string schema that refuses unstorable text with {@link MESSAGES.invalidCharacters} before any
 * other rule runs, so the user reads why instead of a length message.
 */
export function storableText(): z.ZodString {
  return z.string().refine(isStorableText, { message: MESSAGES.invalidCharacters, abort: true });
}
