import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedUser } from './authenticated-user';
import { SESSION_ENDED } from './jwt.strategy';

/**
 * Requires a valid bearer token; a missing, invalid or revoked token is a 401 with one clear
 * message. A failure to check it (the database is down) is not the user's: it goes on to the
 * exception filter (503 with Retry-After), so the client keeps its session and tries again.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SESSION_ENDED);
    return user;
  }
}

/**
 * For endpoints anyone may read: without an Authorization header the request goes on with no
 * user; with one, the token must be valid (a bad or revoked token is still a 401).
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (request.headers['authorization'] === undefined) return true;
    return super.canActivate(context);
  }
}

/** Requires the signed-in user to be an admin (use after JwtAuthGuard). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (user?.role !== 'admin') throw new ForbiddenException('Only admins can do that.');
    return true;
  }
}
