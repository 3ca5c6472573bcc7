import type { SessionDto } from '@draftmode/domain';
import type { TokenService } from '../../infra/auth/token.service';
import { toUserDto } from '../accounts';
import type { UserEntity } from '../accounts';

/** The `{ user, token }` answer for a signed-in user; the token carries their current token version. */
export function sessionFor(tokens: TokenService, user: UserEntity): SessionDto {
  return { user: toUserDto(user), token: tokens.sign({ sub: user.id, ver: user.tokenVersion, role: user.role }) };
}
