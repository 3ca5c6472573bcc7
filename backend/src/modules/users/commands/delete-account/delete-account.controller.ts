import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, Delete, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { deleteAccountSchema } from '../../users.schemas';
import { DeleteAccountCommand } from './delete-account.command';
import { PASSWORD_INCORRECT } from './delete-account.handler';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me')
@UseGuards(JwtAuthGuard)
export class DeleteAccountController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete the account and everything it owns (teams, chat history)' })
  @ApiBody(openApiBody(deleteAccountSchema))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: `${PASSWORD_INCORRECT} (fields.password)` })
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(formBody(deleteAccountSchema, ['password']))) body: { password: string },
  ): Promise<void> {
    await this.commandBus.execute(new DeleteAccountCommand(user.id, body));
  }
}
