import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { AuthenticatedUser } from './authenticated-user';
import { SESSION_ENDED, SessionUsers } from './session-users';
import { JWT_ALGORITHMS, JWT_AUDIENCE, JWT_ISSUER } from './token.service';

export { SESSION_ENDED } from './session-users';

/** passport-jwt: checks the bearer token, then that the user exists and has not signed out since. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly users: SessionUsers,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a
      // public key on every request. passport-jwt hands it to jsonwebtoken as is; its types only list string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: [...JWT_ALGORITHMS],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: string; ver?: number; iat?: number }): Promise<AuthenticatedUser> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.iat !== 'number')
      throw new UnauthorizedException(SESSION_ENDED);
    const user = await this.users.find(payload.sub);
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedException(SESSION_ENDED);
    return { id: user.id, role: user.role, signedInAt: new Date(payload.iat * 1000) };
  }
}
