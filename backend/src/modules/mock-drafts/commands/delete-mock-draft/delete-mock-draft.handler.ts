import { CommandHandler, type ICommandHandler, CommandBus } from '@nestjs/cqrs';
import { ConcurrencyError } from '../../../../infra/event-store/errors';
import { ExecuteTeamCommand } from '../../../teams';
import { MockDraftRepository } from '../../mock-draft.repository';
import { MockDraftRunner } from '../../mock-draft.runner';
import { MockDraftViews } from '../../queries/mock-draft.views';
import { BotPickScheduler } from '../../scheduling/bot-pick.scheduler';
import { DeleteMockDraftCommand } from './delete-mock-draft.command';

@CommandHandler(DeleteMockDraftCommand)
export class DeleteMockDraftHandler implements ICommandHandler<DeleteMockDraftCommand, void> {
  constructor(
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
    private readonly scheduler: BotPickScheduler,
    private readonly commandBus: CommandBus,
    private readonly views: MockDraftViews,
  ) {}

  async execute({ draftId, userId }: DeleteMockDraftCommand): Promise<void> {
    const draft = await this.views.record(draftId, userId);
    // Stop the bots first, so the delete does not race their picks.
    await this.drafts.update(draft.id, { status: 'paused' });
    this.scheduler.cancel(draft.id);
    await this.runner.settled(draft.id);
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.runner.load(draft.teamId);
      if (!state.exists || state.deleted) break;
      try {
        // The mock team goes through the teams module's DeleteTeam like any team.
        await this.commandBus.execute(
          new ExecuteTeamCommand(
            { teamId: draft.teamId, userId, expectedVersion: version, commandId: `mock-${draft.id}-delete` },
            { type: 'DeleteTeam', data: {} },
          ),
        );
        break;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= 5) throw error;
      }
    }
    await this.drafts.delete(draft.id);
  }
}
