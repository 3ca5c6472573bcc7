import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { SwapSlotsCommand } from './swap-slots.command';

@CommandHandler(SwapSlotsCommand)
export class SwapSlotsHandler implements ICommandHandler<SwapSlotsCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: SwapSlotsCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'SwapSlots', data: { slot: body.slot, playerId: body.playerId } }));
  }
}
