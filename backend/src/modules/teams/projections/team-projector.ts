import type { LiveGradeDto, RecordedEvent } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { EntityManager } from 'typeorm';
import type { PlayerPool } from '../../players/player-pool';

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
}

/**
 * One read model. `project` gets the steps past its checkpoint in version order (at least the
 * last one; a rebuild may leave out intermediate steps no read model needs, see
 * `TeamProjections.rebuild`), and must write with `manager` so it commits or rolls back with the
 * events (live) or the rebuild.
 */
export interface TeamProjector {
  /** Stable name, the key of the read model's checkpoints. */
  readonly name: string;
  /** The tables the projector owns, emptied by a rebuild. */
  readonly tables: readonly string[];
  project(manager: EntityManager, steps: readonly TeamStep[], context: ProjectionContext): Promise<void>;
}

/** The last step's state: what snapshot-like read models (list, roster, board, grade) show. */
export function latestState(steps: readonly TeamStep[]): TeamState {
  const last = steps.at(-1);
  if (!last) throw new Error('A projector was called without steps');
  return last.state;
}
