import { api } from '@/lib/api';

/** DELETE /chat/messages → 204: the whole history goes. */
export function clearChatHistory(): Promise<void> {
  return api<void>('/chat/messages', { method: 'DELETE' });
}
