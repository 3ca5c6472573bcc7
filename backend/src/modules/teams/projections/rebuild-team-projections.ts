import type { DataSource } from 'typeorm';
import type { TeamProjections } from './team-projections';

/**
 * Empties every team read model and replays all events in global order (docs/adr/0002-draft-engine.md:
 * read models can be rebuilt with one command, to the same state). One transaction: readers see
 * the old read models until it commits, and TRUNCATE's exclusive locks make concurrent commands
 * wait for it and then project their own events on top.
 *
 * @returns how many events were replayed.
 */
export async function rebuildTeamProjections(dataSource: DataSource, projections: TeamProjections): Promise<number> {
  return dataSource.transaction((manager) => projections.rebuild(manager));
}
