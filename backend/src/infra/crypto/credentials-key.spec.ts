import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CredentialCipher } from './credential-cipher';
import { resolveCredentialsKey } from './credentials-key';

describe('resolveCredentialsKey', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'draftmode-key-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes CREDENTIALS_KEY as given', () => {
    const key = randomBytes(32).toString('base64');
    expect(resolveCredentialsKey({ credentialsKey: key, jwtSecret: 'x'.repeat(40), dataDir })).toBe(key);
  });

  it('derives the same 32-byte key from the same JWT_SECRET, so replicas agree, and another from another', () => {
    const secret = 'replica-secret-0123456789abcdef0123456789';
    const key = resolveCredentialsKey({ jwtSecret: secret, dataDir });
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(resolveCredentialsKey({ jwtSecret: secret, dataDir: '/elsewhere' })).toBe(key);
    expect(resolveCredentialsKey({ jwtSecret: `${secret}!`, dataDir })).not.toBe(key);
    const sealed = new CredentialCipher(key).seal('cookies');
    expect(new CredentialCipher(resolveCredentialsKey({ jwtSecret: secret, dataDir })).open(sealed)).toBe('cookies');
  });

  it('generates one once under the data folder on a local install', () => {
    const key = resolveCredentialsKey({ dataDir });
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(readFileSync(join(dataDir, 'credentials-key'), 'utf8')).toBe(key);
    expect(resolveCredentialsKey({ dataDir })).toBe(key);
  });
});
