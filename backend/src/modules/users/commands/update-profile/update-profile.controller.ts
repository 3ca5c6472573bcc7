import { CommandBus } from '@nestjs/cqrs';
import type { UserDto } from '@draftmode/domain';
import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { USER_DTO_SCHEMA } from '../../../accounts';
import { updateProfileSchema } from '../../users.schemas';
import { UpdateProfileCommand } from './update-profile.command';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })
@Controller('users/me')
@UseGuards(JwtAuthGuard)
export class UpdateProfileController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch()
  @ApiOperation({ summary: 'Change the signed-in user’s name' })
  @ApiBody(openApiBody(updateProfileSchema))
  @ApiOkResponse({ schema: USER_DTO_SCHEMA })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(formBody(updateProfileSchema, ['name']))) body: { name: string },
  ): Promise<UserDto> {
    return this.commandBus.execute(new UpdateProfileCommand(user.id, body));
  }
}
