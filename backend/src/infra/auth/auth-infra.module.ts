import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../../modules/users/user.entity';
import { AdminGuard, JwtAuthGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

/** Token issuing and checking, available to every module (HTTP guards and the socket handshake). */
@Global()
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([UserEntity])],
  providers: [TokenService, JwtStrategy, JwtAuthGuard, AdminGuard],
  exports: [TokenService, JwtAuthGuard, AdminGuard],
})
export class AuthInfraModule {}
