import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored credential that the key at hand cannot open: another key, or bytes changed on disk. */
export class CredentialDecryptError extends Error {
  override readonly name = 'CredentialDecryptError';
}

/**
 * Seals third-party credentials (ESPN's cookies) for storage with AES-256-GCM: one random IV per
 * value, stored as `iv ‖ tag ‖ ciphertext`. GCM's tag makes a wrong key or a changed byte an error,
 * never a wrong cookie sent to ESPN.
 */
export class CredentialCipher {
  private readonly key: Buffer;

  /** @param keyBase64 32 bytes in base64 (CREDENTIALS_KEY, validated at start-up). */
  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) throw new Error('The credentials key must be 32 bytes in base64');
  }

  seal(plaintext: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  /** @throws CredentialDecryptError when the value was sealed with another key or has changed. */
  open(sealed: Buffer): string {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new CredentialDecryptError('The stored credentials are cut short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new CredentialDecryptError('The stored credentials cannot be opened with this CREDENTIALS_KEY');
    }
  }
}
