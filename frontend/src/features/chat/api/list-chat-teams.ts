import { api } from '@/lib/api';
import type { ChatTeam } from './chat-types';

/** GET /teams, reduced to what the focus menu needs. */
export async function listChatTeams(signal?: AbortSignal): Promise<ChatTeam[]> {
  const teams = await api<Array<{ id: string; name: string }>>('/teams', { signal });
  return teams.map(({ id, name }) => ({ id, name }));
}
