import { api } from '@/lib/api';
import type { ChatHistory } from './chat-types';

/** GET /chat: the user's history and the engine answering. */
export function getChatHistory(signal?: AbortSignal): Promise<ChatHistory> {
  return api<ChatHistory>('/chat', { signal });
}
