import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateSettingsCommand } from './update-settings.command';
import type { SettingsDto } from '@draftmode/domain';

import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Stores the user's settings (the theme: light, dark or system). */
@CommandHandler(UpdateSettingsCommand)
export class UpdateSettingsHandler implements ICommandHandler<UpdateSettingsCommand, SettingsDto> {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute({ userId, settings }: UpdateSettingsCommand): Promise<SettingsDto> {
    await this.users.update({ id: userId }, { theme: settings.theme });
    const user = await loadCurrentUser(this.users, userId);
    return { theme: user.theme };
  }
}
