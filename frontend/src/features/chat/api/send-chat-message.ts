import type { ChatAcceptedDto, ChatMessagePayload } from '@draftmode/domain';
import { api } from '@/lib/api';

/**
 * POST /chat/messages → 202 with the stored question. The reply is produced off the request: it
 * streams over the socket (matched by `requestId`) and is then in GET /chat.
 */
export function sendChatMessage(
  payload: ChatMessagePayload & { requestId: string; screenTeam: string | null },
  signal?: AbortSignal,
): Promise<ChatAcceptedDto> {
  return api<ChatAcceptedDto>('/chat/messages', { method: 'POST', body: payload, signal });
}
