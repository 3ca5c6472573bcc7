import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveGradeDto, Player } from '@draftmode/domain';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PlayerPool } from '../../../player-pool';
import { liveGradeInputOf, liveGradeOf, type LiveGradeInput } from './live-grade';

/** What the grading thread starts with. */
export interface GradingThreadData {
  players: readonly Player[];
}

/** A request to the grading thread: a live grade to answer, or the next own pick of a team's draft to prepare. */
export type GradingThreadRequest = { type: 'grade'; id: number; draft: LiveGradeInput } | { type: 'prepare'; teamId: string; draft: LiveGradeInput };

/** The thread's answer to a grade: the grade, or the error that stopped it. */
type GradeAnswer = { grade?: LiveGradeDto | null; error?: string };

/** What the thread sends back: a grade's answer, or a preparation that failed. */
export type GradingThreadReply = ({ type: 'grade'; id: number } & GradeAnswer) | { type: 'prepare-failed'; teamId: string; error: string };

/** The thread's entry: compiled beside this file, or, run from the sources (the unit tests), the TypeScript through tsx. */
const WORKER_FILE = join(__dirname, `live-grade.worker${extname(__filename)}`);

/**
 * Computes the live grades of team commands (`liveGradeOf`) and prepares the next own pick's
 * grade (`prepareNextLiveGrade`) on a worker thread (`live-grade.worker.ts`), with the pick grade
 * caches there, so grading runs beside the event loop that answers the sockets rather than in it
 * (docs/adr/0002-draft-engine.md, "The live grade"). A command awaits its grade; the thread answers
 * grades first and prepares between them.
 *
 * Should the thread fail, grades are computed in this thread with the same function from then on
 * (without preparations, which only make them faster), and the failure is logged once.
 */
@Injectable()
export class LiveGrader implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveGrader.name);
  private worker: Worker | null = null;
  /** Set once the thread failed or the app closes: grading is done here from then on. */
  private inProcess = false;
  private nextId = 1;
  private readonly pending = new Map<number, (answer: GradeAnswer | null) => void>();

  constructor(private readonly pool: PlayerPool) {}

  /** The live grade of a draft (`liveGradeOf`); null while its roster is empty. */
  async grade(draft: LiveGradeInput): Promise<LiveGradeDto | null> {
    const answer = await this.askThread(draft);
    if (answer && answer.error === undefined) return answer.grade ?? null;
    return liveGradeOf(draft, this.pool.players, this.playerById);
  }

  /** Prepares, on the thread when it is free, what grading the team's next own pick needs (`prepareNextLiveGrade`); a newer draft of the team replaces one still waiting. */
  prepare(teamId: string, draft: LiveGradeInput): void {
    this.thread()?.postMessage({ type: 'prepare', teamId, draft: liveGradeInputOf(draft) } satisfies GradingThreadRequest);
  }

  /** Starts the thread with the app, so the first command does not wait for it to load. */
  onModuleInit(): void {
    this.thread();
  }

  async onModuleDestroy(): Promise<void> {
    this.inProcess = true;
    const worker = this.worker;
    this.worker = null;
    this.settleAll();
    await worker?.terminate();
  }

  private readonly playerById = (id: string) => this.pool.get(id);

  /** The thread's answer to a grade, or null when there is no thread (or it stopped before answering). */
  private askThread(draft: LiveGradeInput): Promise<GradeAnswer | null> {
    const worker = this.thread();
    if (!worker) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ type: 'grade', id, draft: liveGradeInputOf(draft) } satisfies GradingThreadRequest);
    });
  }

  private thread(): Worker | null {
    if (this.inProcess) return null;
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, {
      workerData: { players: this.pool.players } satisfies GradingThreadData,
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- only from the sources, which tsx runs
      execArgv: WORKER_FILE.endsWith('.ts') ? [...process.execArgv, '--require', require.resolve('tsx/cjs')] : undefined,
    });
    // A thread left running does not keep the process alive; the app's close terminates it.
    worker.unref();
    worker.on('message', (reply: GradingThreadReply) => {
      if (reply.type === 'prepare-failed') return this.logger.warn(`Could not prepare the next pick grade of team ${reply.teamId}: ${reply.error}`);
      const resolve = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      resolve?.(reply);
    });
    const failed = (reason: string) => {
      if (this.worker !== worker) return;
      this.logger.warn(`The grading thread stopped (${reason}); live grades are computed in the event loop from now on`);
      this.inProcess = true;
      this.worker = null;
      this.settleAll();
    };
    worker.on('error', (error) => failed(error.message));
    worker.on('exit', (code) => failed(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }

  /** Answers every request in flight with null: each is graded here instead. */
  private settleAll(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const resolve of waiting) resolve(null);
  }
}
