import { hkdfSync, randomBytes } from 'node:crypto';
import { readOrCreateSecret } from '../config/local-secret';

/**
 * The key stored credentials are sealed with: CREDENTIALS_KEY when set; else, where JWT_SECRET is
 * set (every replica of a deployment shares it), a key derived from it with HKDF, so replicas open
 * each other's cookies without another setting (rotating JWT_SECRET then asks users to link again);
 * else, on a local install, one generated once under DATA_DIR like the JWT secret.
 */
export function resolveCredentialsKey(config: { credentialsKey?: string; jwtSecret?: string; dataDir: string }): string {
  if (config.credentialsKey) return config.credentialsKey;
  if (config.jwtSecret)
    return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'draftmode', 'stored credentials (AES-256-GCM)', 32)).toString('base64');
  return readOrCreateSecret(config.dataDir, 'credentials-key', () => randomBytes(32).toString('base64'));
}
