import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MOCK_DRAFT_MESSAGES, type MockDraftDetailDto } from '@draftmode/domain';
import { draftClock } from '../../domain/mock-draft-turn';
import { MockDraftRunner } from '../../mock-draft.runner';
import { MockDraftViews } from '../../queries/mock-draft.views';
import { AdvanceMockDraftCommand } from './advance-mock-draft.command';

@CommandHandler(AdvanceMockDraftCommand)
export class AdvanceMockDraftHandler implements ICommandHandler<AdvanceMockDraftCommand, MockDraftDetailDto> {
  constructor(
    private readonly runner: MockDraftRunner,
    private readonly views: MockDraftViews,
  ) {}

  async execute({ draftId, userId, untilMyTurn }: AdvanceMockDraftCommand): Promise<MockDraftDetailDto> {
    const draft = await this.views.record(draftId, userId);
    if (draft.status === 'finished') throw new ConflictException(MOCK_DRAFT_MESSAGES.finished);
    if (draft.status === 'paused') throw new ConflictException(MOCK_DRAFT_MESSAGES.draftPaused);
    if (draft.speed !== 'manual') throw new ConflictException(MOCK_DRAFT_MESSAGES.notManual);
    // Let a pending rewind (after an undo) settle first, so "your pick" is judged on where the draft really stands.
    await this.runner.settled(draft.id);
    const { state } = await this.runner.load(draft.teamId);
    if (draftClock(state).userOnTheClock) throw new ConflictException(MOCK_DRAFT_MESSAGES.yourPick);
    await this.runner.advance(draft.id, untilMyTurn);
    return this.views.detail(draft.id, userId);
  }
}
