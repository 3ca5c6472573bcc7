import type { PlayerPool } from '../../player-pool';
import type { TeamReadModels } from '../../teams';
import { bundledChatPool, draftDetail } from '../engines/builtin/question-bank.fixtures';
import { ChatTools } from './chat-tools';

describe('ChatTools.team', () => {
  it('builds a team context once per team version, however often it is asked', async () => {
    const pool = bundledChatPool();
    let detail = draftDetail(
      { id: '00000000-0000-4000-8000-00000000000a', name: 'Sharks', slot: 5, own: ['jahmyr-gibbs', 'drake-london'], at: 'clock' },
      pool,
    );
    const readModels = { detail: async () => detail } as unknown as TeamReadModels;
    const tools = new ChatTools(readModels, pool as unknown as PlayerPool);
    const [first, together] = await Promise.all([tools.team('user', detail.team.id), tools.team('user', detail.team.id)]);
    expect(together).toBe(first);
    // Ten chat messages about the same draft moment cost one build (each was a draft model and a replay of every pick).
    expect(await tools.team('user', detail.team.id)).toBe(first);
    detail = { ...detail, version: detail.version + 1 };
    const next = await tools.team('user', detail.team.id);
    expect(next).not.toBe(first);
    expect(next.detail.version).toBe(detail.version);
  });
});
