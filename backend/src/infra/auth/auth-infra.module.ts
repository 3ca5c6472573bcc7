import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../../modules/users/user.entity';
import { AdminGuard, JwtAuthGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';
import { UserSockets } from './user-sockets';

/** Token issuing and checking, available to every module (HTTP guards, the socket handshake, cutting off a revoked user's sockets). */
@Global()
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([UserEntity])],
  providers: [TokenService, JwtStrategy, JwtAuthGuard, AdminGuard, UserSockets],
  exports: [TokenService, JwtAuthGuard, AdminGuard, UserSockets],
})
export class AuthInfraModule {}
