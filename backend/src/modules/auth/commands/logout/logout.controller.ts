import { CommandBus } from '@nestjs/cqrs';
import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { LogoutCommand } from './logout.command';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@UseGuards(JwtAuthGuard)
export class LogoutController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out on every device', description: 'Every token issued before is revoked.' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
  async handle(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commandBus.execute(new LogoutCommand(user.id));
  }
}
