import { SOCKET_EVENTS } from '@draftmode/domain';
import { io } from 'socket.io-client';
import { readSession } from '@/lib/session';
import type { ChatExchange, ChatToken } from './chat-types';

export interface ChatSocketListeners {
  onToken(token: ChatToken): void;
  onMessage(exchange: ChatExchange): void;
  onConnection(connected: boolean): void;
}

/**
 * The chat's socket: signed in with the stored token (the server checks it at the handshake and
 * puts the socket in the user's chat room), it receives `chat.token` and `chat.message` for
 * every reply to this user. Returns a function that disconnects it.
 */
export function connectChatSocket(listeners: ChatSocketListeners): () => void {
  const token = readSession().token;
  if (!token) {
    listeners.onConnection(false);
    return () => undefined;
  }
  const socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('connect', () => listeners.onConnection(true));
  socket.on('disconnect', () => listeners.onConnection(false));
  socket.on(SOCKET_EVENTS.chatToken, (token: ChatToken) => listeners.onToken(token));
  socket.on(SOCKET_EVENTS.chatMessage, (exchange: ChatExchange) => listeners.onMessage(exchange));
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
