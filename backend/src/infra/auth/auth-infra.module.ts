import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminGuard, JwtAuthGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';
import { SessionUsers } from './session-users';
import { TokenService } from './token.service';
import { UserSockets } from './user-sockets';

/** Token issuing and checking, available to every module (HTTP guards, the socket handshake, cutting off a revoked user's sockets). */
@Global()
@Module({
  imports: [PassportModule],
  providers: [TokenService, JwtStrategy, JwtAuthGuard, AdminGuard, UserSockets, SessionUsers],
  exports: [TokenService, JwtAuthGuard, AdminGuard, UserSockets, SessionUsers],
})
export class AuthInfraModule {}
