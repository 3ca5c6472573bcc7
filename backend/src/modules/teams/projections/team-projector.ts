import type { LiveGradeDto, RecordedEvent } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { SqlStatement } from '../../../infra/database/sql-statement';
import type { PlayerPool } from '../../player-pool';

/** One applied event and the team's state right after it (folded with draft-core's evolve). */
export interface TeamStep {
  event: RecordedEvent;
  state: TeamState;
}

export interface ProjectionContext {
  pool: PlayerPool;
  /** The team id of the stream (`team-<id>`), known even before TeamCreated is folded. */
  teamId: string;
  /** The live grade of a state; a command passes the grade it computed once for its answer and broadcast. */
  liveGrade(state: TeamState): LiveGradeDto | null;
  /**
   * Live, what the read models already show: the state before the command (every read model's
   * checkpoint is at its version) and its live grade when known. A projector whose rows would not
   * change writes nothing. Absent in a replay, where every projector writes its rows.
   */
  before?: { state: TeamState; liveGrade?: LiveGradeDto | null };
}

/**
 * One read model. `project` gets the steps past the stream's checkpoint in version order (at least the
 * last one; a rebuild may leave out intermediate steps no read model needs, see
 * `TeamProjections.rebuild`) and answers the statements that bring its tables there; it writes
 * nothing itself. Live, they run in the same statement as the append (so they commit or fail with
 * the events, and the steps' events have no position yet); in a replay, in the rebuild's
 * transaction. Statements of different projectors run together and must not touch the same rows.
 */
export interface TeamProjector {
  /** Stable name, as the admin's system health lists the read models. */
  readonly name: string;
  /** The tables the projector owns, emptied by a rebuild. */
  readonly tables: readonly string[];
  project(steps: readonly TeamStep[], context: ProjectionContext): SqlStatement[];
  /** The statements that erase a user's rows (account deletion): those of `teamIds`, and any other row of `userId`. */
  erase(teamIds: readonly string[], userId: string): SqlStatement[];
}

/** The last step's state: what snapshot-like read models (list, roster, board, grade) show. */
export function latestState(steps: readonly TeamStep[]): TeamState {
  const last = steps.at(-1);
  if (!last) throw new Error('A projector was called without steps');
  return last.state;
}
