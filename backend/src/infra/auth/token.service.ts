import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';

export const JWT_ISSUER = 'draftmode';
export const JWT_AUDIENCE = 'draftmode-app';
/** Only this algorithm is accepted; `none` and asymmetric algorithms are refused. */
export const JWT_ALGORITHMS = ['HS256'] as const;

/** What a DraftMode access token carries. `ver` is the user's token version at sign-in. */
interface AccessTokenClaims {
  sub: string;
  ver: number;
  role: 'user' | 'admin';
}

/**
 * Issues and verifies access tokens (HS256, issuer, audience and expiry always checked). A token
 * is only ever issued when the user proves who they are (sign-up, a password or passkey sign-in,
 * a password change, re-entering the password), never refreshed, so its `iat` is when they last
 * signed in: what "a fresh sign-in" is measured by.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every verify.
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(config.jwtSecret)) });
  }

  sign(claims: AccessTokenClaims): string {
    return this.jwt.sign(
      { ver: claims.ver, role: claims.role },
      {
        subject: claims.sub,
        algorithm: JWT_ALGORITHMS[0],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        expiresIn: this.config.jwtTtl as `${number}d`,
      },
    );
  }

  /** The token's claims, or throws when its signature, algorithm, issuer, audience or expiry is wrong. */
  verify(token: string): AccessTokenClaims {
    const payload = this.jwt.verify<{ sub: string; ver: number; role: 'user' | 'admin' }>(token, {
      algorithms: [...JWT_ALGORITHMS],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    return { sub: payload.sub, ver: payload.ver, role: payload.role };
  }
}
