import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SleeperPollScheduler } from '../../sleeper-sync/sleeper-poll.scheduler';
import { SleeperSyncStatusQuery } from '../../sleeper-sync/sleeper-sync-status.query';
import { SleeperSyncStore } from '../../sleeper-sync/sleeper-sync.store';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { UnlinkSleeperDraftCommand } from './unlink-sleeper-draft.command';

@CommandHandler(UnlinkSleeperDraftCommand)
export class UnlinkSleeperDraftHandler implements ICommandHandler<UnlinkSleeperDraftCommand, TeamCommandResult> {
  constructor(
    private readonly commands: TeamCommandHandler,
    private readonly syncStore: SleeperSyncStore,
    private readonly scheduler: SleeperPollScheduler,
    private readonly status: SleeperSyncStatusQuery,
  ) {}

  async execute(command: UnlinkSleeperDraftCommand): Promise<TeamCommandResult> {
    const { teamId } = command.envelope;
    const result = commandResult(await this.commands.execute(command.envelope, {
      type: 'UnlinkSleeperDraft',
      data: {},
    }));
    // After the commit; a retried unlink whose team was linked again since leaves the new link alone.
    if ((await this.status.linkOf(teamId)) === null) {
      await this.scheduler.unschedule(teamId);
      await this.scheduler.settled(teamId);
      await this.syncStore.remove(teamId);
    }
    return result;
  }
}
