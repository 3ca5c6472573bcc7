import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      trustProxy: [],
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: '.data',
      logLevel: 'info',
      logFormat: undefined,
      frontendDist: undefined,
      jwtSecret: undefined,
      jwtTtl: '7d',
      smtpUrl: undefined,
      emailFrom: 'DraftMode <no-reply@draftmode.local>',
      webauthn: { rpId: 'localhost', origin: 'http://localhost:3000', rpName: 'DraftMode' },
      openai: null,
      metricsToken: undefined,
      accountEmailsPerIpPerHour: 10,
      draftSync: { pollMs: 3000 },
      sleeper: { apiUrl: 'https://api.sleeper.app/v1' },
      espn: { apiUrl: 'https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl' },
      yahoo: null,
      yahooUrls: { apiUrl: 'https://fantasysports.yahooapis.com/fantasy/v2', authUrl: 'https://api.login.yahoo.com/oauth2' },
      credentialsKey: undefined,
    });
  });

  it('derives the WebAuthn relying party from APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://draft.example.com' }).webauthn).toEqual({
      rpId: 'draft.example.com',
      origin: 'https://draft.example.com',
      rpName: 'DraftMode',
    });
  });

  it('requires a strong JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('Invalid configuration: JWT_SECRET is required in production (at least 32 random characters) (it is not set).'),
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 characters (got 5 characters).',
    );
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/draftmode',
      REDIS_URL: 'redis://cache:6379',
      APP_URL: 'https://draftmode.example',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/draftmode',
      redisUrl: 'redis://cache:6379',
      appUrl: 'https://draftmode.example',
      logLevel: 'debug',
      logFormat: 'json',
    });
  });

  it('reads TRUST_PROXY as a list of proxy addresses and names a bad one', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.18.0.5, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.18.0.5',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    for (const bad of ['true', 'nginx', '10.0.0.0/33', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        `Invalid configuration: TRUST_PROXY must be a comma-separated list of the proxy’s addresses: IP addresses, CIDR ranges, or loopback, linklocal, uniquelocal (got "${bad}").`,
      );
    }
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number (got "abc").'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000").'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x").',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'Invalid configuration: REDIS_URL must be a URL starting with redis:// or rediss:// (got "localhost:6379").',
    ],
  ])('names the bad setting in one line: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('configures the AI chat provider only when OPENAI_API_KEY is set, and never echoes the key', () => {
    expect(loadConfig({ OPENAI_API_KEY: '  ' }).openai).toBeNull();
    expect(
      loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1', OPENAI_MODEL: 'local-model' }).openai,
    ).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'local-model',
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'ftp://x' })).toThrow(
      'Invalid configuration: OPENAI_BASE_URL must be a URL starting with http:// or https:// (got "ftp://x").',
    );
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: '5' })).toThrow(
      'Invalid configuration: OPENAI_TIMEOUT_MS must be at least 1000 (one second) (got "5").',
    );
  });

  it('reads the Sleeper live-sync settings, dropping a trailing slash', () => {
    const config = loadConfig({ SLEEPER_API_URL: 'http://127.0.0.1:4010/v1/', DRAFT_SYNC_POLL_MS: '250' });
    expect(config.sleeper).toEqual({ apiUrl: 'http://127.0.0.1:4010/v1' });
    expect(config.draftSync).toEqual({ pollMs: 250 });
    expect(() => loadConfig({ SLEEPER_API_URL: 'api.sleeper.app' })).toThrow(
      'Invalid configuration: SLEEPER_API_URL must be a URL starting with http:// or https:// (got "api.sleeper.app").',
    );
    expect(() => loadConfig({ DRAFT_SYNC_POLL_MS: 'often' })).toThrow(
      'Invalid configuration: DRAFT_SYNC_POLL_MS must be a whole number of milliseconds (got "often").',
    );
    expect(() => loadConfig({ DRAFT_SYNC_POLL_MS: '0' })).toThrow(
      'Invalid configuration: DRAFT_SYNC_POLL_MS must be at least 10 (got "0").',
    );
  });

  it('reads the ESPN API base and a 32-byte base64 credentials key, and names a bad one without showing it', () => {
    expect(loadConfig({}).espn.apiUrl).toBe('https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl');
    expect(loadConfig({ ESPN_API_URL: 'http://127.0.0.1:4011/ffl/' }).espn.apiUrl).toBe('http://127.0.0.1:4011/ffl');
    expect(() => loadConfig({ ESPN_API_URL: 'fantasy.espn.com' })).toThrow('Invalid configuration: ESPN_API_URL must be a URL');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ CREDENTIALS_KEY: key }).credentialsKey).toBe(key);
    expect(loadConfig({}).credentialsKey).toBeUndefined();
    expect(() => loadConfig({ CREDENTIALS_KEY: Buffer.alloc(16, 7).toString('base64') })).toThrow(
      'Invalid configuration: CREDENTIALS_KEY must be 32 random bytes in base64 (openssl rand -base64 32) (got 24 characters).',
    );
  });

  it('configures Yahoo only with both its client id and secret, and names the missing one without showing the secret', () => {
    expect(loadConfig({}).yahoo).toBeNull();
    expect(loadConfig({}).yahooUrls).toEqual({
      apiUrl: 'https://fantasysports.yahooapis.com/fantasy/v2',
      authUrl: 'https://api.login.yahoo.com/oauth2',
    });
    expect(loadConfig({ YAHOO_CLIENT_ID: 'id', YAHOO_CLIENT_SECRET: 'secret', APP_URL: 'https://draftmode.example/' }).yahoo).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://draftmode.example/api/yahoo/callback',
    });
    expect(
      loadConfig({ YAHOO_CLIENT_ID: 'id', YAHOO_CLIENT_SECRET: 'secret', YAHOO_REDIRECT_URI: 'https://dm.example/api/yahoo/callback' })
        .yahoo?.redirectUri,
    ).toBe('https://dm.example/api/yahoo/callback');
    expect(() => loadConfig({ YAHOO_CLIENT_ID: 'id' })).toThrow(
      'Invalid configuration: YAHOO_CLIENT_SECRET must be set together with the other Yahoo app setting (both YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET, or neither) (it is not set).',
    );
    expect(() => loadConfig({ YAHOO_CLIENT_SECRET: 'hush-hush' })).toThrow(/^Invalid configuration: YAHOO_CLIENT_ID must be set together/);
    expect(() => loadConfig({ YAHOO_API_URL: 'ftp://x' })).toThrow(/YAHOO_API_URL must be a URL/);
  });

  it('lists the allowed values of an enumerated setting', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid configuration: LOG_LEVEL .*"info".* \(got "loud"\)\.$/);
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/^Invalid configuration: LOG_FORMAT .*"json".*"pretty".* \(got "fancy"\)\.$/);
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
  });
});
