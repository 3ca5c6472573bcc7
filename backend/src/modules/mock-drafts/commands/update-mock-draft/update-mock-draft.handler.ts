import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MOCK_DRAFT_MESSAGES, type MockDraftDetailDto } from '@draftmode/domain';
import { MockDraftRepository, type MockDraftChanges } from '../../mock-draft.repository';
import { MockDraftRunner } from '../../mock-draft.runner';
import { MockDraftViews } from '../../queries/mock-draft.views';
import { BotPickScheduler } from '../../scheduling/bot-pick.scheduler';
import { UpdateMockDraftCommand } from './update-mock-draft.command';

@CommandHandler(UpdateMockDraftCommand)
export class UpdateMockDraftHandler implements ICommandHandler<UpdateMockDraftCommand, MockDraftDetailDto> {
  constructor(
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
    private readonly scheduler: BotPickScheduler,
    private readonly views: MockDraftViews,
  ) {}

  async execute({ draftId, userId, body }: UpdateMockDraftCommand): Promise<MockDraftDetailDto> {
    const draft = await this.views.record(draftId, userId);
    if (draft.status === 'finished') throw new ConflictException(MOCK_DRAFT_MESSAGES.finished);
    const changes: MockDraftChanges = { speed: body.speed, autoPick: body.autoPick };
    if (body.paused !== undefined) changes.status = body.paused ? 'paused' : 'running';
    await this.drafts.update(draft.id, changes);
    if (changes.status === 'paused') {
      this.scheduler.cancel(draft.id);
      // A run already under way stops at its next pass, which sees the pause; answer once it has.
      await this.runner.settled(draft.id);
    } else {
      this.runner.kick(draft.id);
    }
    return this.views.detail(draft.id, userId);
  }
}
