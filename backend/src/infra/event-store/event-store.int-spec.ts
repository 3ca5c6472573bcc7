import { randomUUID } from 'node:crypto';
import type { EventMetadata, TeamEvent } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { typeormOptions } from '../database/typeorm-options';
import { ConcurrencyError } from './errors';
import { EventStore } from './event-store';
import { GroupCommit } from './group-commit';

const renamed = (name: string): TeamEvent => ({ type: 'TeamRenamed', data: { name } });

function metadata(commandId: string = randomUUID()): EventMetadata {
  return { userId: 'user-1', commandId, correlationId: commandId, causationId: null };
}

async function openDataSource(url: string): Promise<DataSource> {
  // The project's own migrations build the schema, as in production.
  return new DataSource({ ...typeormOptions(url), entities: [], extra: { max: 4 } }).initialize();
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
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
  });

  afterAll(async () => {
    await Promise.all(groupCommits.map((groupCommit) => groupCommit.onModuleDestroy()));
    await other?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  const stream = () => `team-${randomUUID()}`;

  it('appends to a new stream from version 1', async () => {
    const streamId = stream();
    const meta = metadata();
    const result = await store.append(streamId, 0, [renamed('A'), renamed('B')], meta);

    expect(result).toMatchObject({ fromVersion: 1, toVersion: 2, duplicate: false });
    expect(result.positions).toHaveLength(2);
    expect(result.positions[1]).toBeGreaterThan(result.positions[0] ?? Infinity);
    const events = await store.readStream(streamId);
    expect(events).toEqual([
      expect.objectContaining({ streamId, version: 1, type: 'TeamRenamed', data: { name: 'A' }, metadata: meta, position: result.positions[0] }),
      expect.objectContaining({ streamId, version: 2, type: 'TeamRenamed', data: { name: 'B' }, metadata: meta, position: result.positions[1] }),
    ]);
    expect(new Date(events[0]?.occurredAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('appends when the expected version is the current one', async () => {
    const streamId = stream();
    await store.append(streamId, 0, [renamed('A')], metadata());
    const result = await store.append(streamId, 1, [renamed('B')], metadata());

    expect(result).toMatchObject({ fromVersion: 2, toVersion: 2, duplicate: false });
    expect(await store.currentVersion(streamId)).toBe(2);
  });

  it('refuses a stale expected version with the current version', async () => {
    const streamId = stream();
    await store.append(streamId, 0, [renamed('A'), renamed('B')], metadata());

    const error = await rejection(store.append(streamId, 1, [renamed('C')], metadata()));
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId, expectedVersion: 1, currentVersion: 2 });
    expect(await rejection(store.append(stream(), 3, [renamed('C')], metadata()))).toMatchObject({ currentVersion: 0 });
    expect(await store.currentVersion(streamId)).toBe(2);
  });

  it('lets exactly one of two concurrent appends with the same expected version win', async () => {
    const streamId = stream();
    await store.append(streamId, 0, [renamed('A')], metadata());

    const outcomes = await Promise.allSettled([
      store.append(streamId, 1, [renamed('from one device')], metadata()),
      otherStore.append(streamId, 1, [renamed('from another device')], metadata()),
    ]);

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(ConcurrencyError);
    expect(lost[0]?.reason).toMatchObject({ expectedVersion: 1, currentVersion: 2 });
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('turns the unique (stream, version) violation of a racing append into a ConcurrencyError', async () => {
    const streamId = stream();
    const first = other.createQueryRunner();
    await first.startTransaction();
    try {
      // The first append holds version 1 uncommitted, so the second one reads version 0 too and
      // blocks on the unique index until the first commits.
      await otherStore.append(streamId, 0, [renamed('first')], metadata(), { manager: first.manager });
      const second = rejection(store.append(streamId, 0, [renamed('second')], metadata()));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commitTransaction();

      const error = await second;
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId, expectedVersion: 0, currentVersion: 1 });
    } finally {
      await first.release();
    }
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([{ name: 'first' }]);
  });

  it('answers a retried command id with the first result and appends nothing', async () => {
    const streamId = stream();
    const commandId = randomUUID();
    const first = await store.append(streamId, 0, [renamed('A'), renamed('B')], metadata(commandId));

    expect(await store.append(streamId, 0, [renamed('A'), renamed('B')], metadata(commandId))).toEqual({ ...first, duplicate: true });

    // Also once the stream has moved on, when the retry's expected version is stale.
    await store.append(streamId, 2, [renamed('C')], metadata());
    expect(await store.append(streamId, 0, [renamed('A'), renamed('B')], metadata(commandId))).toEqual({ ...first, duplicate: true });
    expect((await store.readStream(streamId)).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('answers a retry racing its first attempt with the first result', async () => {
    const streamId = stream();
    const commandId = randomUUID();
    const first = other.createQueryRunner();
    await first.startTransaction();
    try {
      const original = await otherStore.append(streamId, 0, [renamed('A')], metadata(commandId), { manager: first.manager });
      const retry = store.append(streamId, 0, [renamed('A')], metadata(commandId));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commitTransaction();

      expect(await retry).toEqual({ ...original, duplicate: true });
    } finally {
      await first.release();
    }
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it("joins the caller's transaction and leaves it usable after a conflict", async () => {
    const streamId = stream();
    await store.append(streamId, 0, [renamed('A')], metadata());

    await dataSource.transaction(async (manager) => {
      expect(await rejection(store.append(streamId, 0, [renamed('stale')], metadata(), { manager }))).toBeInstanceOf(ConcurrencyError);
      await store.append(streamId, 1, [renamed('B')], metadata(), { manager });
      expect(await store.currentVersion(streamId, { manager })).toBe(2);
    });
    expect(await store.currentVersion(streamId)).toBe(2);

    // Events appended in a transaction the caller rolls back are gone with it.
    await rejection(
      dataSource.transaction(async (manager) => {
        await store.append(streamId, 2, [renamed('C')], metadata(), { manager });
        throw new Error('projection failed');
      }),
    );
    expect(await store.currentVersion(streamId)).toBe(2);
  });

  it('reads a stream from a version', async () => {
    const streamId = stream();
    await store.append(streamId, 0, [renamed('A'), renamed('B'), renamed('C'), renamed('D')], metadata());

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
    const start = await store.append(one, 0, [renamed('1a')], metadata());
    await rejection(store.append(two, 5, [renamed('refused')], metadata()));
    // A rolled-back append burns positions and leaves a gap.
    await rejection(
      dataSource.transaction(async (manager) => {
        await store.append(two, 0, [renamed('rolled back')], metadata(), { manager });
        throw new Error('rolled back');
      }),
    );
    await store.append(two, 0, [renamed('2a')], metadata());
    await store.append(one, 1, [renamed('1b'), renamed('1c')], metadata());

    const from = start.positions[0] ?? 0;
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
