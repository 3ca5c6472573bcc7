import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailOutboxEntity } from './email-outbox.entity';
import { EmailDispatcher } from './email.dispatcher';
import { EmailSender } from './email.sender';

/** Sending email (templates are plain functions in ./templates). The admin test page lives in EmailTestModule. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailOutboxEntity])],
  providers: [EmailSender, EmailDispatcher],
  exports: [EmailDispatcher],
})
export class EmailModule {}
