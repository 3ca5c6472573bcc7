import { isIP } from 'node:net';
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

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Names Express understands for address ranges (proxy-addr's pre-defined subnets). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: a range name, an IP address, or an address with a prefix length (CIDR). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' || value === 'false' ? [] : value.split(',').map((entry) => entry.trim())))
  .refine((entries) => entries.every(isProxyAddress), {
    message: 'must be a comma-separated list of the proxy’s addresses: IP addresses, CIDR ranges, or loopback, linklocal, uniquelocal',
  });

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
    TRUST_PROXY: trustProxy,
    APP_URL: optionalUrl(['http:', 'https:']),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['json', 'pretty']).optional()),
    FRONTEND_DIST: z.string().trim().optional(),
    JWT_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL: z
      .string()
      .trim()
      .regex(/^\d+[smhd]$/, 'must be a duration like 15m, 12h or 7d')
      .default('7d'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    EMAIL_FROM: z
      .string()
      .trim()
      .min(3, 'must be an address like "DraftMode <hello@example.com>"')
      .default('DraftMode <no-reply@draftmode.local>'),
    WEBAUTHN_RP_ID: z.string().trim().min(1, 'must not be empty').optional(),
    WEBAUTHN_ORIGIN: optionalUrl(['http:', 'https:']),
    OPENAI_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
    OPENAI_MODEL: z.string().trim().min(1, 'must not be empty').default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1000, 'must be at least 1000 (one second)')
      .max(600_000, 'must be at most 600000 (ten minutes)')
      .default(30_000),
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
    ACCOUNT_EMAILS_PER_IP_PER_HOUR: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    SLEEPER_API_URL: optionalUrl(['http:', 'https:']),
    DRAFT_SYNC_POLL_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(10, 'must be at least 10')
      .max(3_600_000, 'must be at most 3600000 (one hour)')
      .default(3000),
    ESPN_API_URL: optionalUrl(['http:', 'https:']),
    YAHOO_CLIENT_ID: optionalText,
    YAHOO_CLIENT_SECRET: optionalText,
    YAHOO_REDIRECT_URI: optionalUrl(['http:', 'https:']),
    YAHOO_API_URL: optionalUrl(['http:', 'https:']),
    YAHOO_AUTH_URL: optionalUrl(['http:', 'https:']),
    CREDENTIALS_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine((value) => value === undefined || (/^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32), {
        message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      }),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (at least 32 random characters)' });
    }
    // A Yahoo app is its id and its secret: one without the other cannot sign anyone in.
    if (Boolean(env.YAHOO_CLIENT_ID) !== Boolean(env.YAHOO_CLIENT_SECRET)) {
      const missing = env.YAHOO_CLIENT_ID ? 'YAHOO_CLIENT_SECRET' : 'YAHOO_CLIENT_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other Yahoo app setting (both YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET, or neither)',
      });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    /**
     * Addresses of the reverse proxy in front of the app. Only a request from one of them has its
     * client address read from X-Forwarded-For; empty (the default) trusts no proxy at all.
     */
    trustProxy: env.TRUST_PROXY,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    /** Unset: human-readable lines on a terminal, JSON lines otherwise (see infra/logging/create-logger.ts). */
    logFormat: env.LOG_FORMAT,
    frontendDist: env.FRONTEND_DIST,
    /** Unset outside production: main.ts generates one and keeps it under DATA_DIR. */
    jwtSecret: env.JWT_SECRET,
    jwtTtl: env.JWT_TTL,
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID ?? new URL(env.APP_URL ?? `http://localhost:${env.PORT}`).hostname,
      origin: env.WEBAUTHN_ORIGIN ?? new URL(env.APP_URL ?? `http://localhost:${env.PORT}`).origin,
      rpName: 'DraftMode',
    },
    /** The AI chat's provider; null without OPENAI_API_KEY, when the built-in strategy engine answers. */
    openai: env.OPENAI_API_KEY
      ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS }
      : null,
    /** The bearer token /metrics requires; unset, /metrics is not served. */
    metricsToken: env.METRICS_TOKEN,
    /** Sign-ups plus password-reset requests (each sends an email) one client IP may make per hour. */
    accountEmailsPerIpPerHour: env.ACCOUNT_EMAILS_PER_IP_PER_HOUR,
    /** How often a linked draft (Sleeper, ESPN or Yahoo) is polled while it runs. */
    draftSync: { pollMs: env.DRAFT_SYNC_POLL_MS },
    /** Sleeper's public API (docs/draft-rules.md §5): the base every draft and league is read under. */
    sleeper: {
      apiUrl: (env.SLEEPER_API_URL ?? 'https://api.sleeper.app/v1').replace(/\/+$/, ''),
    },
    /** ESPN's fantasy API (undocumented): the base every league is read under. */
    espn: {
      apiUrl: (env.ESPN_API_URL ?? 'https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl').replace(/\/+$/, ''),
    },
    /**
     * The Yahoo app DraftMode signs users in with (OAuth 2.0, scope fspt-r); null without
     * YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET, when the Yahoo routes answer that Yahoo is not set up.
     */
    yahoo:
      env.YAHOO_CLIENT_ID && env.YAHOO_CLIENT_SECRET
        ? {
            clientId: env.YAHOO_CLIENT_ID,
            clientSecret: env.YAHOO_CLIENT_SECRET,
            redirectUri:
              env.YAHOO_REDIRECT_URI ?? `${(env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}/api/yahoo/callback`,
          }
        : null,
    /** Yahoo's Fantasy Sports API and its OAuth 2.0 endpoints: tests point both at loopback. */
    yahooUrls: {
      apiUrl: (env.YAHOO_API_URL ?? 'https://fantasysports.yahooapis.com/fantasy/v2').replace(/\/+$/, ''),
      authUrl: (env.YAHOO_AUTH_URL ?? 'https://api.login.yahoo.com/oauth2').replace(/\/+$/, ''),
    },
    /** AES-256-GCM key (base64, 32 bytes) for stored third-party credentials; unset, main.ts derives one (resolveCredentialsKey). */
    credentialsKey: env.CREDENTIALS_KEY,
  }));

export type AppConfig = z.output<typeof configSchema>;

/** The configuration once start-up has resolved what it may default: the database and the JWT secret. */
export type RuntimeConfig = AppConfig & { databaseUrl: string; jwtSecret: string };

/** Settings whose values never appear in error messages or logs. */
const SECRET_SETTINGS = new Set(['JWT_SECRET', 'OPENAI_API_KEY', 'METRICS_TOKEN', 'CREDENTIALS_KEY', 'YAHOO_CLIENT_SECRET']);

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
  const shown = given === undefined ? 'it is not set' : SECRET_SETTINGS.has(setting) ? `got ${given.length} characters` : `got "${given}"`;
  throw new ConfigError(`Invalid configuration: ${setting} ${issue.message} (${shown}).`);
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
