import type { UserDto } from '@draftmode/domain';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { USER_DTO_SCHEMA } from '../../../accounts';
import { GetMeQuery } from './get-me.query';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me')
@UseGuards(JwtAuthGuard)
export class GetMeController {
  constructor(private readonly getMe: GetMeQuery) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ schema: USER_DTO_SCHEMA })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.getMe.execute(user.id);
  }
}
