import { EmbeddedPostgresError } from './infra/database/embedded-postgres';

interface Settings {
  port: number;
  host: string;
  databaseUrl?: string;
  redisUrl?: string;
}

/** Network errors of Node, pg and the Redis client carry these. */
interface SystemError {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
  hostname?: string;
}

const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);

/** One line on why the app did not start and what to do about it (the stack goes to the debug log). */
export function describeStartupFailure(error: unknown, settings: Settings): string {
  if (error instanceof EmbeddedPostgresError) return error.message;
  const system = (typeof error === 'object' && error !== null ? error : {}) as SystemError;
  if (system.syscall === 'listen') {
    if (system.code === 'EADDRINUSE')
      return `Port ${settings.port} is already in use. Stop the program that uses it, or set PORT to another port.`;
    if (system.code === 'EACCES') return `Not allowed to listen on port ${settings.port}. Set PORT to a port above 1023.`;
    return `Cannot listen on ${settings.host}:${settings.port} (${system.code}). Set HOST to an address of this machine (0.0.0.0 for all).`;
  }
  if (system.code && CONNECT_CODES.has(system.code)) {
    const where = system.address ? `${system.address}:${system.port}` : (system.hostname ?? 'a server');
    const setting = names(settings.redisUrl, system) ? 'REDIS_URL' : names(settings.databaseUrl, system) ? 'DATABASE_URL' : undefined;
    return `Cannot connect to ${where} (${system.code})${setting ? `, set by ${setting}` : ''}. Check that it is running and reachable${setting ? ` or change ${setting}` : ''}.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const firstLine =
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? (error instanceof Error ? error.name : String(error));
  return `DraftMode could not start: ${firstLine}. Run with LOG_LEVEL=debug for details.`;
}

function names(url: string | undefined, system: SystemError): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return system.port !== undefined
      ? Number(parsed.port || defaultPort(parsed.protocol)) === system.port
      : parsed.hostname === system.hostname;
  } catch {
    return false;
  }
}

function defaultPort(protocol: string): number {
  return protocol.startsWith('redis') ? 6379 : 5432;
}
