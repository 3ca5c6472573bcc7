import { api } from '@/lib/api';

/** DELETE /chat/messages?focus= → 204: one conversation goes ('all' or a team's). */
export function clearChatHistory(focus: string): Promise<void> {
  return api<void>(`/chat/messages?focus=${encodeURIComponent(focus)}`, { method: 'DELETE' });
}
