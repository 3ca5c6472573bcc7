import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdatePreferencesCommand } from './update-preferences.command';
import type { PreferencesDto } from '@draftmode/domain';

import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toPreferencesDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Records whether the user has set up a league (the tour has its own use case: it only ever completes). */
@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferencesCommand, PreferencesDto> {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute({ userId, changes }: UpdatePreferencesCommand): Promise<PreferencesDto> {
    if (changes.hasConfiguredLeague !== undefined)
      await this.users.update({ id: userId }, { hasConfiguredLeague: changes.hasConfiguredLeague });
    return toPreferencesDto(await loadCurrentUser(this.users, userId));
  }
}
