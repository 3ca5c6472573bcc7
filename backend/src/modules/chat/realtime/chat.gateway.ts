import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import { SOCKET_EVENTS, type ChatExchangeDto, type ChatTokenDto } from '@draftmode/domain';
import type { Server, Socket } from 'socket.io';

/** The room of every signed-in socket of one user (all their devices). */
function chatRoom(userId: string): string {
  return `chat-user:${userId}`;
}

/**
 * The chat's side of the Socket.IO server. It shares the server (same path) with the teams
 * gateway, whose handshake middleware checks the JWT and puts the user id in `socket.data`; a
 * signed-in socket joins its user's chat room, an anonymous watcher joins nothing. Replies are
 * pushed to the room, so every device of the user sees them stream in.
 */
@WebSocketGateway({ path: '/socket.io' })
export class ChatGateway implements OnGatewayConnection<Socket> {
  @WebSocketServer() server!: Server;

  async handleConnection(socket: Socket): Promise<void> {
    const userId = (socket.data as { userId?: unknown } | undefined)?.userId;
    if (typeof userId === 'string') await socket.join(chatRoom(userId));
  }

  token(userId: string, payload: ChatTokenDto): void {
    this.server.to(chatRoom(userId)).emit(SOCKET_EVENTS.chatToken, payload);
  }

  message(userId: string, payload: ChatExchangeDto): void {
    this.server.to(chatRoom(userId)).emit(SOCKET_EVENTS.chatMessage, payload);
  }
}
