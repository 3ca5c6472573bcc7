import * as grading from '@draftmode/grading';
import { bundledChatPool, draftDetail } from '../engines/builtin/question-bank.fixtures';
import { buildTeamContext } from './team-context';

jest.mock('@draftmode/grading', () => {
  const actual = jest.requireActual<typeof import('@draftmode/grading')>('@draftmode/grading');
  return { ...actual, replayDraft: jest.fn(actual.replayDraft) };
});

describe('buildTeamContext', () => {
  it('replays the draft only when an answer asks for it, once', () => {
    const pool = bundledChatPool();
    const detail = draftDetail(
      { id: '00000000-0000-4000-8000-00000000000a', name: 'Sharks', slot: 5, own: ['jahmyr-gibbs', 'drake-london'], at: 'clock' },
      pool,
    );
    const replayDraft = jest.mocked(grading.replayDraft);
    replayDraft.mockClear();
    const context = buildTeamContext({ ...detail, liveGrade: { letter: 'B', percentage: 84, isFinal: false } as never }, pool);
    // A question about names or the board (or one declined) costs no replay: it was 0.4 s of a 155-pick draft.
    expect(context.grade).toEqual({ letter: 'B', percentage: 84, isFinal: false });
    expect(replayDraft).not.toHaveBeenCalled();
    expect(context.replay.map((point) => point.player.id)).toEqual(['jahmyr-gibbs', 'drake-london']);
    expect(context.replay).toBe(context.replay);
    expect(replayDraft).toHaveBeenCalledTimes(1);
  });
});
