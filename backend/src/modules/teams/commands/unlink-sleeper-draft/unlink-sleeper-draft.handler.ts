import { Injectable } from '@nestjs/common';
import { SleeperPollScheduler } from '../../sleeper-sync/sleeper-poll.scheduler';
import { SleeperSyncStatusQuery } from '../../sleeper-sync/sleeper-sync-status.query';
import { SleeperSyncStore } from '../../sleeper-sync/sleeper-sync.store';
import { commandResult, TeamCommandHandler, type CommandEnvelope, type TeamCommandResult } from '../team-command.handler';

/** Stops following the team's Sleeper draft (UnlinkSleeperDraft through TeamCommandHandler); picks already recorded stay. */
@Injectable()
export class UnlinkSleeperDraftHandler {
  constructor(
    private readonly commands: TeamCommandHandler,
    private readonly syncStore: SleeperSyncStore,
    private readonly scheduler: SleeperPollScheduler,
    private readonly status: SleeperSyncStatusQuery,
  ) {}

  async execute(envelope: CommandEnvelope): Promise<TeamCommandResult> {
    const { teamId } = envelope;
    const result = commandResult(await this.commands.execute(envelope, {
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
