import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { LogoutHandler } from './logout.handler';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@UseGuards(JwtAuthGuard)
export class LogoutController {
  constructor(private readonly logout: LogoutHandler) {}

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out on every device', description: 'Every token issued before is revoked.' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
  async handle(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.logout.execute(user.id);
  }
}
