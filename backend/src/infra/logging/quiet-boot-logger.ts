import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's own start-up chatter: modules loaded, each of the ~100 routes mapped, gateways subscribed. */
const BOOT_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

/** nestjs-pino's logger with Nest's start-up chatter moved from info to debug (LOG_LEVEL=debug shows it). */
@Injectable()
export class QuietBootLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && BOOT_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
