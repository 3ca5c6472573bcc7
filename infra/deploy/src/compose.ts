import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const root = join(__dirname, '..', '..', '..');
export const composeFile = join(root, 'docker-compose.yml');

interface ComposeService {
  environment?: Record<string, string | number | boolean | null>;
}

/** docker-compose.yml, parsed. */
export function readCompose(): { services: Record<string, ComposeService> } {
  return parse(readFileSync(composeFile, 'utf8')) as { services: Record<string, ComposeService> };
}

/** Compose refused the file: a required setting is missing. */
export class ComposeInterpolationError extends Error {}

/**
 * Compose's variable interpolation (the compose specification's `${VAR}`, `${VAR:-default}`,
 * `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `${VAR:+alt}`, `${VAR+alt}`, `$VAR` and `$$`),
 * so the test starts the backends with exactly what compose would hand them.
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (
      _match,
      dollar: string | undefined,
      braced: string | undefined,
      colon: string,
      operator: string | undefined,
      operand: string,
      bare: string | undefined,
    ) => {
      if (dollar) return '$';
      const name = (braced ?? bare)!;
      const current = env[name];
      const missing = current === undefined || (colon === ':' && current === '');
      switch (operator) {
        case '-':
          return missing ? operand : current!;
        case '?':
          if (missing) throw new ComposeInterpolationError(`required variable ${name} is missing a value: ${operand}`);
          return current!;
        case '+':
          return missing ? '' : operand;
        default:
          return current ?? '';
      }
    },
  );
}

/** The environment compose gives a service's containers, from `env` (what .env and the shell hold). */
export function serviceEnvironment(service: string, env: Record<string, string | undefined>): Record<string, string> {
  const environment = readCompose().services[service]?.environment;
  if (!environment) throw new Error(`docker-compose.yml has no environment for the ${service} service`);
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value ?? ''), env)]));
}

/** True where the docker client has its compose plugin (CI machines with Docker); false where it has none. */
export function dockerComposeAvailable(): boolean {
  const result = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  return result.status === 0;
}

/** `docker compose config` on the repository's file with `envFile` as its .env. */
export function dockerComposeConfig(envFile: string): { status: number | null; output: string } {
  // Only PATH and HOME from the shell, so no stray variable stands in for one the env file lacks.
  const result = spawnSync(
    'docker',
    ['compose', '--project-directory', root, '--env-file', envFile, '-f', composeFile, 'config', '--quiet'],
    {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp' },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
