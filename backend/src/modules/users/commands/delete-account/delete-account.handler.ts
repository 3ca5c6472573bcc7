import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeleteAccountCommand } from './delete-account.command';
import { BadRequestException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { UserSockets } from '../../../../infra/auth/user-sockets';
import { loadCurrentUser, UserEntity } from '../../../accounts';
import { AUTH_MESSAGES, PasswordCheckThrottle, PasswordHasher } from '../../../auth';
import { EraseUserTeams } from '../../../teams';

export const PASSWORD_INCORRECT = AUTH_MESSAGES.passwordIncorrect;

/**
 * Deletes the signed-in user after they confirm their password, in one transaction: their teams
 * (event streams and read models) are erased, then the user row, which the remaining account data
 * (reset tokens, passkeys, outbox) references with ON DELETE CASCADE. Their tokens die with the row,
 * and their live sockets are cut.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, void> {
  constructor(
    @InjectRepository(UserEntity)
    private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
    private readonly eraseUserTeams: EraseUserTeams,
    private readonly userSockets: UserSockets,
    private readonly throttle: PasswordCheckThrottle,
  ) {}

  async execute({ userId, payload }: DeleteAccountCommand): Promise<void> {
    const user = await loadCurrentUser(this.users, userId);
    if (!(await this.throttle.check(userId, () => this.hasher.verify(user.passwordHash, payload.password)))) {
      throw new BadRequestException({
        message: PASSWORD_INCORRECT,
        fields: { password: PASSWORD_INCORRECT },
      });
    }
    await this.dataSource.transaction(async (manager) => {
      await this.eraseUserTeams.execute(userId, manager);
      await manager.delete(UserEntity, { id: userId });
    });
    this.userSockets.disconnectAll(userId);
  }
}
