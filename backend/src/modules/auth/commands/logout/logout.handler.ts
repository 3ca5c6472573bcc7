import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LogoutCommand } from './logout.command';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserSockets } from '../../../../infra/auth/user-sockets';
import { UserEntity } from '../../../accounts';

/** Signs out everywhere: bumping the token version makes every token issued so far invalid, and the user's live sockets are cut. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, void> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly userSockets: UserSockets,
  ) {}

  async execute({ userId }: LogoutCommand): Promise<void> {
    await this.users.increment({ id: userId }, 'tokenVersion', 1);
    this.userSockets.disconnectAll(userId);
  }
}
