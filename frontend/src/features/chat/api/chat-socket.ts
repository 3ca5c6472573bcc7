import { type ChatExchangeDto, type ChatTokenDto, SOCKET_EVENTS } from '@draftmode/domain';
import { acquireSocket } from '@/lib/socket';
import { readSession } from '@/lib/session';

interface ChatSocketListeners {
  onToken(token: ChatTokenDto): void;
  onMessage(exchange: ChatExchangeDto): void;
  onConnection(connected: boolean): void;
}

/**
 * The chat on the tab's shared socket, signed in with the stored token (the server checks it at
 * the handshake and puts the socket in the user's chat room): it receives `chat.token` and
 * `chat.message` for every reply to this user. Returns a function that stops listening.
 */
export function connectChatSocket(listeners: ChatSocketListeners): () => void {
  const token = readSession().token;
  if (!token) {
    listeners.onConnection(false);
    return () => undefined;
  }
  const { socket, release } = acquireSocket(token);
  const onConnect = () => listeners.onConnection(true);
  const onDisconnect = () => listeners.onConnection(false);
  const onToken = (chunk: ChatTokenDto) => listeners.onToken(chunk);
  const onMessage = (exchange: ChatExchangeDto) => listeners.onMessage(exchange);
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on(SOCKET_EVENTS.chatToken, onToken);
  socket.on(SOCKET_EVENTS.chatMessage, onMessage);
  // The tab's connection may already be up (the draft page's team room opened it).
  if (socket.connected) onConnect();
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off(SOCKET_EVENTS.chatToken, onToken);
    socket.off(SOCKET_EVENTS.chatMessage, onMessage);
    release();
  };
}
