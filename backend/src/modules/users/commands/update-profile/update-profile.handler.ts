import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateProfileCommand } from './update-profile.command';
import type { UserDto } from '@draftmode/domain';

import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toUserDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Renames the signed-in user (the email is their sign-in and does not change here). */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UserDto> {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<UserDto> {
    await this.users.update({ id: userId }, { name: changes.name });
    return toUserDto(await loadCurrentUser(this.users, userId));
  }
}
