import { Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';

/** The room every signed-in socket of one user joins, in whichever process it is connected to. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * Reaches a user's live sockets from anywhere in the app, so that revoking their session (sign-out,
 * password change or reset, account deletion) cuts them off at once. The realtime gateway attaches
 * the Socket.IO server it owns; with the Redis adapter `disconnectSockets` reaches every process.
 */
@Injectable()
export class UserSockets {
  private readonly logger = new Logger(UserSockets.name);
  private server: Server | undefined;

  attach(server: Server): void {
    this.server = server;
  }

  /** Disconnects every socket of this user, in every process. Call after the revocation committed. */
  disconnectAll(userId: string): void {
    try {
      this.server?.in(userRoom(userId)).disconnectSockets(true);
    } catch (error) {
      // The sockets re-check the token version on connect and on every join, so none outlives this.
      this.logger.warn(`Could not disconnect the sockets of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
