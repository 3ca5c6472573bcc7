import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real recorded data beside the checkout (../shared/data; never copied into the project), as libs/players' tests find it. */
export function sharedDataDir(): string {
  const candidates = [
    process.env['DRAFTMODE_SHARED_DATA'],
    resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'data'),
    '/work/shared/data',
  ];
  const found = candidates.find((dir): dir is string => dir !== undefined && existsSync(dir));
  if (!found) throw new Error(`shared test data not found (tried ${candidates.filter(Boolean).join(', ')}); set DRAFTMODE_SHARED_DATA`);
  return found;
}

export const sharedDataFile = (...path: string[]) => join(sharedDataDir(), ...path);
