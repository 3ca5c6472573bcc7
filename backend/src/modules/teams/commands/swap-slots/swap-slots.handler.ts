import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { SwapSlotsCommand } from './swap-slots.command';

@CommandHandler(SwapSlotsCommand)
export class SwapSlotsHandler implements ICommandHandler<SwapSlotsCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: SwapSlotsCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'SwapSlots', data: { slot: body.slot, playerId: body.playerId } });
  }
}
