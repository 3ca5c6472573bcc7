import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { UserEntity } from '../../modules/users/user.entity';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { AuthenticatedUser } from './authenticated-user';
import { JWT_ALGORITHMS, JWT_AUDIENCE, JWT_ISSUER } from './token.service';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** passport-jwt: checks the bearer token, then that the user exists and has not signed out since. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [...JWT_ALGORITHMS],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: string; ver?: number; iat?: number }): Promise<AuthenticatedUser> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.iat !== 'number') throw new UnauthorizedException(SESSION_ENDED);
    const user = await this.users.findOne({ where: { id: payload.sub }, select: { id: true, role: true, tokenVersion: true } });
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedException(SESSION_ENDED);
    return { id: user.id, role: user.role, signedInAt: new Date(payload.iat * 1000) };
  }
}
