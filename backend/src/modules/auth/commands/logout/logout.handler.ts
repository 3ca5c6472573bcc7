import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserSockets } from '../../../../infra/auth/user-sockets';
import { UserEntity } from '../../../accounts';

/** Signs out everywhere: bumping the token version makes every token issued so far invalid, and the user's live sockets are cut. */
@Injectable()
export class LogoutHandler {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly userSockets: UserSockets,
  ) {}

  async execute(userId: string): Promise<void> {
    await this.users.increment({ id: userId }, 'tokenVersion', 1);
    this.userSockets.disconnectAll(userId);
  }
}
