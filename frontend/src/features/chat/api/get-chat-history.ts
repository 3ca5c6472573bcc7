import type { ChatExchangeDto, ChatHistoryDto } from '@draftmode/domain';
import { api } from '@/lib/api';

/** GET /chat?focus=: one conversation of the user's history ('all' or a team id) and the engine answering. */
export function getChatHistory(focus: string, signal?: AbortSignal): Promise<ChatHistoryDto> {
  return api<ChatHistoryDto>(`/chat?focus=${encodeURIComponent(focus)}`, { signal });
}

/** How often the panel looks for a reply in the history while it waits (the socket normally brings it first). */
const REPLY_POLL_MS = 2000;

/**
 * Waits for the stored reply to a question by reading the history: the way a reply arrives when
 * the socket is down. Resolves with the question and the first reply after it.
 */
export async function waitForReply(requestId: string, questionId: string, focus: string, signal: AbortSignal): Promise<ChatExchangeDto> {
  for (;;) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, REPLY_POLL_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
    const { messages } = await getChatHistory(focus, signal);
    const at = messages.findIndex((message) => message.id === questionId);
    const reply = at >= 0 ? messages.slice(at + 1).find((message) => message.role === 'ai') : undefined;
    if (reply) return { requestId, question: messages[at]!, reply };
  }
}
