import { UnauthorizedException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { SESSION_ENDED } from '../../infra/auth/jwt.strategy';
import type { UserEntity } from './user.entity';

/**
 * The signed-in user's own row. Every /users/me use case finds the user by the id in the token and
 * by nothing else, so no request can reach another account.
 */
export async function loadCurrentUser(users: Repository<UserEntity>, userId: string): Promise<UserEntity> {
  const user = await users.findOneBy({ id: userId });
  if (!user) throw new UnauthorizedException(SESSION_ENDED); // deleted between the token check and now
  return user;
}
