import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config';

/** Headers that never reach a log line. */
const REDACTED = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * The process's logger (pino). LOG_FORMAT picks the form; unset, a terminal gets one short
 * human-readable line per event (pino-pretty) and anything else, such as a log collector or a
 * file, gets JSON lines.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, output: NodeJS.WriteStream = process.stdout): Logger {
  const options = { level: config.logLevel, redact: REDACTED };
  const format = config.logFormat ?? (output.isTTY ? 'pretty' : 'json');
  if (format === 'json') return pino(options, output);
  return pino(
    options,
    pretty({
      destination: output,
      // Synchronous, so that lines keep their order with the start-up banner written beside them.
      sync: true,
      colorize: Boolean(output.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,reqId,req,res,responseTime',
      singleLine: true,
      messageFormat: (log, messageKey) => {
        const req = log['req'] as { method?: string; url?: string } | undefined;
        const res = log['res'] as { statusCode?: number } | undefined;
        // A request line from what the serializers kept (after redaction), not from the raw request.
        if (req && res) return `${req.method} ${req.url} ${res.statusCode} in ${String(log['responseTime'])} ms`;
        return String(log[messageKey] ?? '');
      },
    }),
  );
}

/** Writes one line at info even when LOG_LEVEL hides info, for what a person starting the app must see. */
export function announce(logger: Logger, message: string): void {
  logger.child({}, { level: 'info' }).info(message);
}
