import { Module } from '@nestjs/common';
import { PlayerPoolModule } from '../player-pool';
import { TeamsModule } from '../teams';
import { AdvanceMockDraftHandler } from './commands/advance-mock-draft/advance-mock-draft.handler';
import { AdvanceMockDraftController } from './commands/advance-mock-draft/advance-mock-draft.controller';
import { DeleteMockDraftHandler } from './commands/delete-mock-draft/delete-mock-draft.handler';
import { DeleteMockDraftController } from './commands/delete-mock-draft/delete-mock-draft.controller';
import { StartMockDraftHandler } from './commands/start-mock-draft/start-mock-draft.handler';
import { StartMockDraftController } from './commands/start-mock-draft/start-mock-draft.controller';
import { UpdateMockDraftHandler } from './commands/update-mock-draft/update-mock-draft.handler';
import { UpdateMockDraftController } from './commands/update-mock-draft/update-mock-draft.controller';
import { MockDraftRepository } from './mock-draft.repository';
import { MockDraftRunner } from './mock-draft.runner';
import { GetMockDraftController } from './queries/get-mock-draft/get-mock-draft.controller';
import { ListMockDraftsController } from './queries/list-mock-drafts/list-mock-drafts.controller';
import { MockDraftViews } from './queries/mock-draft.views';
import { BotPickScheduler } from './scheduling/bot-pick.scheduler';
import { ContinueBotsWhenUserPicked } from './scheduling/continue-bots-when-user-picked';

/**
 * Mock drafts against ADP bots (issue 9) under /api/mock-drafts. A mock draft is a team stream
 * flagged isMock; the bots' picks are ordinary PlayerTakenByOther events written through the
 * teams module's command handler, so everything that reads a team works on it unchanged.
 */
@Module({
  imports: [TeamsModule, PlayerPoolModule],
  controllers: [
    ListMockDraftsController,
    GetMockDraftController,
    StartMockDraftController,
    UpdateMockDraftController,
    AdvanceMockDraftController,
    DeleteMockDraftController,
  ],
  providers: [
    MockDraftRepository,
    MockDraftRunner,
    MockDraftViews,
    BotPickScheduler,
    ContinueBotsWhenUserPicked,
    StartMockDraftHandler,
    UpdateMockDraftHandler,
    AdvanceMockDraftHandler,
    DeleteMockDraftHandler,
  ],
})
export class MockDraftsModule {}
