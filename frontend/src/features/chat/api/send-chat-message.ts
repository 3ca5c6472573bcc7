import type { ChatMessagePayload } from '@draftmode/domain';
import { api } from '@/lib/api';
import type { ChatAccepted } from './chat-types';

/**
 * POST /chat/messages → 202 with the stored question. The reply is produced off the request: it
 * streams over the socket (matched by `requestId`) and is then in GET /chat.
 */
export function sendChatMessage(payload: ChatMessagePayload & { requestId: string; screenTeam: string | null }, signal?: AbortSignal): Promise<ChatAccepted> {
  return api<ChatAccepted>('/chat/messages', { method: 'POST', body: payload, signal });
}
