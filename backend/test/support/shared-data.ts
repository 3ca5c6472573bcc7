import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The folder of real recorded data (`../shared/data` beside the checkout, never copied into the
 * project), as libs/players/src/testing/shared-data.ts finds it: `DRAFTMODE_SHARED_DATA`, else
 * `../shared/data` from the repository root, else `/work/shared/data`. Fails with what to set.
 */
export function sharedDataDir(): string {
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const candidates = [process.env['DRAFTMODE_SHARED_DATA'], join(repoRoot, '..', 'shared', 'data'), '/work/shared/data'];
  const found = candidates.find((dir): dir is string => dir !== undefined && existsSync(dir));
  if (!found) throw new Error(`shared test data not found (tried ${candidates.filter(Boolean).join(', ')}); set DRAFTMODE_SHARED_DATA`);
  return found;
}
