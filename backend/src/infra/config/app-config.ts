import { z } from 'zod';

/**
 * Every setting the backend reads, validated once at start-up. A bad or missing value stops the
 * process with one line naming the setting (see {@link loadConfig}).
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isUrlWith(value, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    APP_URL: optionalUrl(['http:', 'https:']),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FRONTEND_DIST: z.string().trim().optional(),
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    frontendDist: env.FRONTEND_DIST,
  }));

export type AppConfig = z.output<typeof configSchema>;

/** Thrown when the environment holds a bad or missing setting; its message is one line. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into an {@link AppConfig}, or throws a {@link ConfigError} naming the first bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const setting = String(issue.path[0] ?? 'configuration');
  const given = env[setting];
  const shown = given === undefined ? 'it is not set' : `got "${given}"`;
  throw new ConfigError(`Invalid configuration: ${setting} ${issue.message} (${shown}).`);
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
