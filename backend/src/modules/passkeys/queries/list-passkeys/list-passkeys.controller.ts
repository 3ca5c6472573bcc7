import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { errorBody, passkeySummary } from '../../passkey.openapi';
import { ListPasskeysQuery, type PasskeySummary } from './list-passkeys.query';

@ApiTags('passkeys')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users/me/passkeys')
export class ListPasskeysController {
  constructor(private readonly query: ListPasskeysQuery) {}

  @Get()
  @ApiOperation({ summary: 'Your passkeys, oldest first' })
  @ApiOkResponse({ schema: { type: 'array', items: passkeySummary } })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token', schema: errorBody })
  list(@CurrentUser() user: AuthenticatedUser): Promise<PasskeySummary[]> {
    return this.query.execute(user.id);
  }
}
