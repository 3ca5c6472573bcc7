import type { UserDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toUserDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** The signed-in user's account as the client sees it. */
@Injectable()
export class GetMeQuery {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute(userId: string): Promise<UserDto> {
    return toUserDto(await loadCurrentUser(this.users, userId));
  }
}
