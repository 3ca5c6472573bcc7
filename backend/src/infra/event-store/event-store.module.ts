import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store';

/** The PostgreSQL event store for every module; needs the app's TypeORM DataSource. */
@Global()
@Module({
  providers: [EventStore],
  exports: [EventStore],
})
export class EventStoreModule {}
