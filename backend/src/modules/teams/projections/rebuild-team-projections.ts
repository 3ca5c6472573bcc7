import type { DataSource } from 'typeorm';
import type { EventStore } from '../../../infra/event-store/event-store';
import { TEAM_PROJECTORS, type TeamProjections } from './team-projections';

const BATCH = 1000;

/**
 * Empties every team read model and replays all events in global order (PRODUCT §5: read models
 * can be rebuilt with one command, to the same state). One transaction: readers see the old read
 * models until it commits, and TRUNCATE's exclusive locks make concurrent commands wait for it
 * and then project their own events on top.
 *
 * @returns how many events were replayed.
 */
export async function rebuildTeamProjections(dataSource: DataSource, store: EventStore, projections: TeamProjections): Promise<number> {
  const tables = ['projection_checkpoints', ...TEAM_PROJECTORS.flatMap((projector) => projector.tables)];
  return dataSource.transaction(async (manager) => {
    await manager.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
    let from = 1;
    let replayed = 0;
    for (;;) {
      const batch = await store.readAll(from, BATCH, { manager });
      if (batch.length === 0) return replayed;
      await projections.project(manager, batch);
      replayed += batch.length;
      from = (batch.at(-1)?.position ?? from) + 1;
    }
  });
}
