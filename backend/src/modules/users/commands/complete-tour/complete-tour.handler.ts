import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompleteTourCommand } from './complete-tour.command';
import type { PreferencesDto } from '@draftmode/domain';

import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toPreferencesDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Marks the guided tour as done (idempotent). */
@CommandHandler(CompleteTourCommand)
export class CompleteTourHandler implements ICommandHandler<CompleteTourCommand, PreferencesDto> {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute({ userId }: CompleteTourCommand): Promise<PreferencesDto> {
    await this.users.update({ id: userId }, { hasCompletedTour: true });
    return toPreferencesDto(await loadCurrentUser(this.users, userId));
  }
}
