import { randomBytes } from 'node:crypto';
import { CredentialCipher, CredentialDecryptError } from './credential-cipher';

const key = () => randomBytes(32).toString('base64');
const cookies = JSON.stringify({ espnS2: 'AEBx%2Fsecret-s2-value', swid: '{6E2C6A88-1C3B-4C2E-9B1F-8D2A6B5E4F3A}' });

describe('CredentialCipher', () => {
  it('opens what it sealed, and the sealed bytes do not contain the plaintext', () => {
    const cipher = new CredentialCipher(key());
    const sealed = cipher.seal(cookies);
    expect(cipher.open(sealed)).toBe(cookies);
    expect(sealed.toString('latin1')).not.toContain('secret-s2-value');
    expect(sealed.toString('latin1')).not.toContain('6E2C6A88');
    // A fresh IV each time: the same cookies never seal to the same bytes.
    expect(cipher.seal(cookies).equals(sealed)).toBe(false);
  });

  it('refuses to open with another key, or once a byte has changed', () => {
    const sealed = new CredentialCipher(key()).seal(cookies);
    expect(() => new CredentialCipher(key()).open(sealed)).toThrow(CredentialDecryptError);
    const cipher = new CredentialCipher(key());
    const changed = cipher.seal(cookies);
    changed[changed.length - 1]! ^= 1;
    expect(() => cipher.open(changed)).toThrow('cannot be opened with this CREDENTIALS_KEY');
  });

  it('takes only a 32-byte key', () => {
    expect(() => new CredentialCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
