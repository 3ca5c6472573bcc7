import { Injectable } from '@nestjs/common';
import type { LiveGradeDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';

/** A team's state as folded at `version`, with its live grade once computed. */
interface CachedTeamState {
  version: number;
  state: TeamState;
  liveGrade?: LiveGradeDto | null;
}

const MAX_CACHED_TEAMS = 10_000;

/**
 * The folded state of recently commanded teams, by team id, as committed. It is only a hint: the
 * command handler reads the stream's version inside its transaction and uses an entry only at that
 * version (or folds the events after it onto it), so a stream another process moved on is never
 * answered from here. Entries are replaced, never changed (states are immutable); least recently
 * used out first.
 */
@Injectable()
export class TeamStateCache {
  private readonly entries = new Map<string, CachedTeamState>();

  get(teamId: string): CachedTeamState | undefined {
    const entry = this.entries.get(teamId);
    if (entry) {
      this.entries.delete(teamId);
      this.entries.set(teamId, entry);
    }
    return entry;
  }

  /** Keeps a state only if it is newer than the one kept (two commands of one team may finish out of order). */
  set(teamId: string, entry: CachedTeamState): void {
    const current = this.entries.get(teamId);
    if (current && current.version > entry.version) return;
    this.entries.delete(teamId);
    this.entries.set(teamId, entry);
    if (this.entries.size > MAX_CACHED_TEAMS) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(teamId: string): void {
    this.entries.delete(teamId);
  }
}
