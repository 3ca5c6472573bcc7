import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A secret generated once and kept in `<dataDir>/<name>` (mode 0600), so that a local install
 * needs no setting and its tokens survive restarts. Production sets the secret explicitly.
 */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): string {
  const root = resolve(dataDir);
  const file = join(root, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(root, { recursive: true });
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
