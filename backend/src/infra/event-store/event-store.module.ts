import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store';
import { GroupCommit } from './group-commit';

/** The PostgreSQL event store for every module; needs the app's TypeORM DataSource. */
@Global()
@Module({
  providers: [EventStore, GroupCommit],
  exports: [EventStore],
})
export class EventStoreModule {}
