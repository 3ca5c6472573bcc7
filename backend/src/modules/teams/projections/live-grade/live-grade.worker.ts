import { parentPort, workerData } from 'node:worker_threads';
import type { Player } from '@draftmode/domain';
import { liveGradeOf, prepareNextLiveGrade, type LiveGradeInput } from './live-grade';
import type { GradingThreadData, GradingThreadReply, GradingThreadRequest } from './live-grader';

/**
 * The grading thread (see `LiveGrader`): the player pool it was started with, and the pick grade
 * caches of `live-grade.ts`, which live here beside the boards prepared ahead. A grade is answered
 * as soon as its request comes; preparations wait in a queue, the latest draft of each team, and
 * one is done per turn of this thread's event loop, so a grade waits behind one at most.
 */
const { players } = workerData as GradingThreadData;
const byId = new Map<string, Player>(players.map((player) => [player.id, player]));
const playerById = (id: string) => byId.get(id);
const port = parentPort;
if (!port) throw new Error('live-grade.worker runs as a worker thread (LiveGrader starts it)');
const reply = (message: GradingThreadReply) => port.postMessage(message);

const toPrepare = new Map<string, LiveGradeInput>();
let scheduled = false;

function prepareInTurn(): void {
  if (scheduled || toPrepare.size === 0) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    const [teamId, draft] = toPrepare.entries().next().value as [string, LiveGradeInput];
    toPrepare.delete(teamId);
    try {
      prepareNextLiveGrade(draft, players, playerById);
    } catch (error) {
      reply({ type: 'prepare-failed', teamId, error: messageOf(error) });
    }
    prepareInTurn();
  });
}

port.on('message', (request: GradingThreadRequest) => {
  if (request.type === 'prepare') {
    toPrepare.delete(request.teamId);
    toPrepare.set(request.teamId, request.draft);
    return prepareInTurn();
  }
  try {
    reply({ type: 'grade', id: request.id, grade: liveGradeOf(request.draft, players, playerById) });
  } catch (error) {
    reply({ type: 'grade', id: request.id, error: messageOf(error) });
  }
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
