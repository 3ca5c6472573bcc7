import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasswordHasher } from '../../../auth/password-hasher';
import { loadCurrentUser } from '../../current-user.repository';
import { UserEntity } from '../../user.entity';

export const PASSWORD_INCORRECT = 'Password is incorrect';

/**
 * Deletes the signed-in user after they confirm their password. Everything they own references
 * `users` with ON DELETE CASCADE, so one DELETE removes it all, and their tokens die with the row.
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(userId: string, payload: { password: string }): Promise<void> {
    const user = await loadCurrentUser(this.users, userId);
    if (!(await this.hasher.verify(user.passwordHash, payload.password))) {
      throw new BadRequestException({ message: PASSWORD_INCORRECT, fields: { password: PASSWORD_INCORRECT } });
    }
    await this.users.delete({ id: userId });
  }
}
