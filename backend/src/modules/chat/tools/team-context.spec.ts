import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { presetPoints } from '@draftmode/domain';
import * as grading from '@draftmode/grading';
import { bundledPool, importProjectionsCsv } from '@draftmode/players';
import { sharedDataDir } from '../../../../test/support/shared-data';
import { bundledChatPool, draftDetail } from '../engines/builtin/question-bank.fixtures';
import { buildTeamContext, type ChatPool } from './team-context';

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

describe('buildTeamContext in a per-stat league', () => {
  it("values the league's players in its scoring, the roster as the league's pool has them", () => {
    // The bundled pool with FantasyPros' real 2019 TE projection export applied, as `players:sync --csv` does.
    const fileName = 'FantasyPros_Fantasy_Football_Projections_TE.csv';
    const text = readFileSync(join(sharedDataDir(), 'fantasypros-projections', '2019', fileName), 'utf8');
    const { players, season } = importProjectionsCsv(text, { pool: bundledPool(), fileName }).pool;
    const byId = new Map(players.map((player) => [player.id, player]));
    const pool: ChatPool = { players, season, get: (id) => byId.get(id) };
    const fixture = { id: '00000000-0000-4000-8000-00000000000b', name: 'Premium', slot: 5, own: ['travis-kelce'], at: 'clock' as const };
    const detail = draftDetail(fixture, pool);
    const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
    const plain = buildTeamContext(detail, pool);
    const premium = buildTeamContext({ ...detail, team: { ...detail.team, pointsPerStat: tePremium } }, pool);

    const kelce = byId.get('travis-kelce')!;
    expect(plain.grading.pool).toBe(players);
    expect(premium.grading.pool).not.toBe(players);
    expect(premium.roster[0]).toBe(premium.pool.get('travis-kelce'));
    expect(premium.grading.points(kelce)).toBeCloseTo(plain.grading.points(kelce) + 0.5 * (kelce.stats?.receptions ?? 0), 0);
    expect(premium.grading.vor(kelce)).toBeGreaterThan(plain.grading.vor(kelce));
  });
});
