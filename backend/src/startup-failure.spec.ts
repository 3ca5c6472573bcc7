import { EmbeddedPostgresError } from './infra/database/embedded-postgres';
import { describeStartupFailure } from './startup-failure';

const settings = {
  port: 3000,
  host: '0.0.0.0',
  databaseUrl: 'postgres://u:p@db.internal:5433/draftmode',
  redisUrl: 'redis://127.0.0.1:6379',
};
const systemError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields['code'])), fields);

describe('describeStartupFailure', () => {
  it('passes on the embedded PostgreSQL line as it is', () => {
    expect(describeStartupFailure(new EmbeddedPostgresError('Stop it (kill 42) and start again.'), settings)).toBe(
      'Stop it (kill 42) and start again.',
    );
  });

  it('says which port is taken or not allowed', () => {
    expect(describeStartupFailure(systemError({ code: 'EADDRINUSE', syscall: 'listen' }), settings)).toBe(
      'Port 3000 is already in use. Stop the program that uses it, or set PORT to another port.',
    );
    expect(describeStartupFailure(systemError({ code: 'EACCES', syscall: 'listen' }), settings)).toBe(
      'Not allowed to listen on port 3000. Set PORT to a port above 1023.',
    );
    expect(describeStartupFailure(systemError({ code: 'EADDRNOTAVAIL', syscall: 'listen' }), settings)).toBe(
      'Cannot listen on 0.0.0.0:3000 (EADDRNOTAVAIL). Set HOST to an address of this machine (0.0.0.0 for all).',
    );
  });

  it('names the setting that points at a server it cannot reach', () => {
    expect(describeStartupFailure(systemError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 6379 }), settings)).toBe(
      'Cannot connect to 127.0.0.1:6379 (ECONNREFUSED), set by REDIS_URL. Check that it is running and reachable or change REDIS_URL.',
    );
    expect(describeStartupFailure(systemError({ code: 'ENOTFOUND', hostname: 'db.internal' }), settings)).toBe(
      'Cannot connect to db.internal (ENOTFOUND), set by DATABASE_URL. Check that it is running and reachable or change DATABASE_URL.',
    );
  });

  it('keeps anything else to its first line', () => {
    expect(describeStartupFailure(new Error('relation "x" does not exist\n    at Parser.parse'), settings)).toBe(
      'DraftMode could not start: relation "x" does not exist. Run with LOG_LEVEL=debug for details.',
    );
    expect(describeStartupFailure(undefined, settings)).toBe('DraftMode could not start: undefined. Run with LOG_LEVEL=debug for details.');
  });
});
