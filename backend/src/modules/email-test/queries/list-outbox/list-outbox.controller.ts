import type { OutboxEmailDto } from '@draftmode/domain';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { AdminGuard, JwtAuthGuard } from '../../../../infra/auth/guards';
import { ListOutboxQuery } from './list-outbox.query';

@ApiTags('email-test')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only admins can do that.' })
@Controller('email-test')
@UseGuards(JwtAuthGuard, AdminGuard)
export class ListOutboxController {
  constructor(private readonly listOutbox: ListOutboxQuery) {}

  @Get('outbox')
  @ApiOperation({
    summary: 'The 20 latest emails in the outbox, newest first (admin)',
    description: 'Tokens in links (reset links) are shown as `token=hidden` in every email not addressed to the signed-in admin.',
  })
  @ApiOkResponse({
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'to', 'subject', 'template', 'html', 'text', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          to: { type: 'string' },
          subject: { type: 'string' },
          template: { type: 'string', enum: ['welcome', 'reset', 'passkey-added'] },
          html: { type: 'string' },
          text: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  })
  handle(@CurrentUser() user: AuthenticatedUser): Promise<OutboxEmailDto[]> {
    return this.listOutbox.execute(user.id);
  }
}
