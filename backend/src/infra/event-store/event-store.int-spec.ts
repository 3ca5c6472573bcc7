import { randomUUID } from 'node:crypto';
import type { EventMetadata, TeamEvent } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { rejection } from '../../../test/support/rejection';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { SqlStatement } from '../database/sql-statement';
import { typeormOptions } from '../database/typeorm-options';
import { EventStore, isAppendConflict } from './event-store';
import { GroupCommit } from './group-commit';

const renamed = (name: string): TeamEvent => ({ type: 'TeamRenamed', data: { name } });

function metadata(commandId: string = randomUUID()): EventMetadata {
  return { userId: 'user-1', commandId, correlationId: commandId, causationId: null };
}

async function openDataSource(url: string): Promise<DataSource> {
  // The project's own migrations build the schema, as in production.
  return new DataSource({ ...typeormOptions(url), entities: [], extra: { max: 4 } }).initialize();
}

describe('EventStore (PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let other: DataSource;
  let store: EventStore;
  let otherStore: EventStore;
  let groupCommits: GroupCommit[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('event_store');
    dataSource = await openDataSource(database.url);
    other = await new DataSource({ ...typeormOptions(database.url), entities: [], migrationsRun: false }).initialize();
    const [mine, theirs] = (groupCommits = [new GroupCommit(dataSource), new GroupCommit(other)]);
    store = new EventStore(dataSource, mine!);
    otherStore = new EventStore(other, theirs!);
    // Stands in for a projection's table: what an append writes alongside its events.
    await dataSource.query('CREATE TABLE spec_projection (stream_id text NOT NULL, version int NOT NULL, note text NOT NULL)');
    // Stands in for a guard such as session_stands(): a volatile function that raises to refuse the write.
    await dataSource.query(`CREATE FUNCTION spec_allow(allowed boolean) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN IF NOT allowed THEN RAISE EXCEPTION 'refused by the guard'; END IF; RETURN true; END $$`);
  });

  afterAll(async () => {
    await Promise.all(groupCommits.map((groupCommit) => groupCommit.onModuleDestroy()));
    await other?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  const stream = () => `team-${randomUUID()}`;

  /** A projection's statement run with the append: one row per appended event, read from the CTE `appended`. */
  const noteEachEvent = (streamId: string, note: string): SqlStatement => ({
    sql: 'INSERT INTO spec_projection (stream_id, version, note) SELECT $1, version, $2 FROM appended',
    params: [streamId, note],
  });

  const notes = async (streamId: string): Promise<{ version: number; note: string }[]> =>
    (await dataSource.query('SELECT version, note FROM spec_projection WHERE stream_id = $1 ORDER BY version', [streamId])) as {
      version: number;
      note: string;
    }[];

  it('appends to a new stream from version 1 and answers the recorded events', async () => {
    const streamId = stream();
    const meta = metadata();
    const recorded = await store.appendChecked(streamId, 0, [renamed('A'), renamed('B')], meta);

    expect(recorded.map((event) => [event.version, event.data])).toEqual([
      [1, { name: 'A' }],
      [2, { name: 'B' }],
    ]);
    expect(recorded[1]!.position).toBeGreaterThan(recorded[0]!.position);
    expect(await store.readStream(streamId)).toEqual(recorded);
    expect(recorded[0]!.metadata).toEqual(meta);
    expect(new Date(recorded[0]!.occurredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reports where a stream stands and the versions a known command id wrote', async () => {
    const streamId = stream();
    const commandId = randomUUID();
    expect(await store.head(dataSource.manager, streamId, commandId)).toEqual({ version: 0, command: null });

    await store.appendChecked(streamId, 0, [renamed('A'), renamed('B')], metadata(commandId));
    await store.appendChecked(streamId, 2, [renamed('C')], metadata());

    expect(await store.head(dataSource.manager, streamId, commandId)).toEqual({ version: 3, command: { fromVersion: 1, toVersion: 2 } });
    expect(await store.head(dataSource.manager, streamId, randomUUID())).toEqual({ version: 3, command: null });
    expect(await store.currentVersion(streamId)).toBe(3);
  });

  it('refuses an append at a version already written, and writes nothing of it', async () => {
    const streamId = stream();
    await store.appendChecked(streamId, 0, [renamed('A'), renamed('B')], metadata());

    const error = await rejection(store.appendChecked(streamId, 1, [renamed('stale')], metadata(), [noteEachEvent(streamId, 'stale')]));
    expect(isAppendConflict(error)).toBe(true);
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(await notes(streamId)).toEqual([]);
  });

  it('refuses a command id the stream already accepted', async () => {
    const streamId = stream();
    const commandId = randomUUID();
    await store.appendChecked(streamId, 0, [renamed('A')], metadata(commandId));

    expect(isAppendConflict(await rejection(store.appendChecked(streamId, 1, [renamed('again')], metadata(commandId))))).toBe(true);
    expect(await store.currentVersion(streamId)).toBe(1);
  });

  it('lets exactly one of two concurrent appends at the same version win', async () => {
    const streamId = stream();
    await store.appendChecked(streamId, 0, [renamed('A')], metadata());

    const outcomes = await Promise.allSettled([
      store.appendChecked(streamId, 1, [renamed('from one device')], metadata()),
      otherStore.appendChecked(streamId, 1, [renamed('from another device')], metadata()),
    ]);

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(isAppendConflict(lost[0]!.reason)).toBe(true);
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('writes the statements alongside in the same statement as the events', async () => {
    const streamId = stream();
    await store.appendChecked(streamId, 0, [renamed('A'), renamed('B')], metadata(), [noteEachEvent(streamId, 'projected')]);

    expect(await notes(streamId)).toEqual([
      { version: 1, note: 'projected' },
      { version: 2, note: 'projected' },
    ]);
  });

  it('writes nothing, events or statements alongside, when the guard raises', async () => {
    const streamId = stream();
    const guard = (allowed: boolean): SqlStatement => ({ sql: 'SELECT spec_allow($1::boolean) AS ok', params: [allowed] });

    const error = await rejection(
      store.appendChecked(streamId, 0, [renamed('A')], metadata(), [noteEachEvent(streamId, 'guarded')], { guard: guard(false) }),
    );
    expect((error as Error).message).toContain('refused by the guard');
    expect(isAppendConflict(error)).toBe(false);
    expect(await store.currentVersion(streamId)).toBe(0);
    expect(await notes(streamId)).toEqual([]);

    await store.appendChecked(streamId, 0, [renamed('A')], metadata(), [noteEachEvent(streamId, 'guarded')], { guard: guard(true) });
    expect(await notes(streamId)).toEqual([{ version: 1, note: 'guarded' }]);
  });

  it("joins the caller's transaction: rolled back with it, committed with it", async () => {
    const streamId = stream();
    await rejection(
      dataSource.transaction(async (manager) => {
        await store.appendChecked(streamId, 0, [renamed('rolled back')], metadata(), [noteEachEvent(streamId, 'rolled back')], { manager });
        expect(await store.currentVersion(streamId, { manager })).toBe(1);
        throw new Error('the caller failed');
      }),
    );
    expect(await store.currentVersion(streamId)).toBe(0);
    expect(await notes(streamId)).toEqual([]);

    await dataSource.transaction((manager) => store.appendChecked(streamId, 0, [renamed('kept')], metadata(), [], { manager }));
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([{ name: 'kept' }]);
  });

  it('reads a stream from a version', async () => {
    const streamId = stream();
    await store.appendChecked(streamId, 0, [renamed('A'), renamed('B'), renamed('C'), renamed('D')], metadata());

    const events = await store.readStream(streamId, 3);
    expect(events.map((event) => [event.version, event.data])).toEqual([
      [3, { name: 'C' }],
      [4, { name: 'D' }],
    ]);
    expect(await store.readStream(streamId, 5)).toEqual([]);
    expect(await store.readStream(stream())).toEqual([]);
  });

  it('reads all streams from a global position in order, across gaps', async () => {
    const [one, two] = [stream(), stream()];
    const [start] = await store.appendChecked(one, 0, [renamed('1a')], metadata());
    // A refused or rolled-back append burns positions and leaves a gap.
    await rejection(
      dataSource.transaction(async (manager) => {
        await store.appendChecked(two, 0, [renamed('rolled back')], metadata(), [], { manager });
        throw new Error('rolled back');
      }),
    );
    await store.appendChecked(two, 0, [renamed('2a')], metadata());
    await store.appendChecked(one, 1, [renamed('1b'), renamed('1c')], metadata());

    const from = start!.position;
    const all = await store.readAll(from, 100);
    expect(all.map((event) => [event.streamId, event.data])).toEqual([
      [one, { name: '1a' }],
      [two, { name: '2a' }],
      [one, { name: '1b' }],
      [one, { name: '1c' }],
    ]);
    const positions = all.map((event) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((all[1]?.position ?? 0) - (all[0]?.position ?? 0)).toBeGreaterThan(1);

    // Paging continues from the last position + 1.
    const page = await store.readAll(from, 2);
    expect(page).toHaveLength(2);
    expect((await store.readAll((page[1]?.position ?? 0) + 1, 100)).map((event) => event.data)).toEqual([{ name: '1b' }, { name: '1c' }]);
  });
});
