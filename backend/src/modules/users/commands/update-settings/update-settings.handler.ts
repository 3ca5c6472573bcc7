import type { SettingsDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Stores the user's settings (the theme: light, dark or system). */
@Injectable()
export class UpdateSettingsHandler {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute(userId: string, settings: SettingsDto): Promise<SettingsDto> {
    await this.users.update({ id: userId }, { theme: settings.theme });
    const user = await loadCurrentUser(this.users, userId);
    return { theme: user.theme };
  }
}
