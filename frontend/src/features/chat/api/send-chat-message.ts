import type { ChatMessagePayload } from '@draftmode/domain';
import { api } from '@/lib/api';
import type { ChatExchange } from './chat-types';

/**
 * POST /chat/messages. The reply streams over the socket meanwhile (matched by `requestId`);
 * this answer carries the same final reply, so the chat works without a socket too.
 */
export function sendChatMessage(payload: ChatMessagePayload & { requestId: string }, signal?: AbortSignal): Promise<ChatExchange> {
  return api<ChatExchange>('/chat/messages', { method: 'POST', body: payload, signal });
}
