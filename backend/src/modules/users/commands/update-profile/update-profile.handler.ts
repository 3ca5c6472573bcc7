import type { UserDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toUserDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Renames the signed-in user (the email is their sign-in and does not change here). */
@Injectable()
export class UpdateProfileHandler {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute(userId: string, changes: { name: string }): Promise<UserDto> {
    await this.users.update({ id: userId }, { name: changes.name });
    return toUserDto(await loadCurrentUser(this.users, userId));
  }
}
