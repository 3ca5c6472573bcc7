import { CommandBus } from '@nestjs/cqrs';
import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../../infra/http/request-schemas';
import { LINK_RESULT_SCHEMA } from '../../sleeper-sync/sleeper-sync.response-schemas';
import { TeamsApiController } from '../../teams-api-controller.decorator';
import { LinkSleeperDraftCommand, type LinkSleeperDraftResult } from './link-sleeper-draft.command';
import { linkSleeperDraftBodySchema, type LinkSleeperDraftBody } from './link-sleeper-draft.schemas';

@TeamsApiController()
export class LinkSleeperDraftController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/sleeper-link')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Link the team to a Sleeper draft: its picks are recorded as they are made (own picks too once draftSlot is given)',
  })
  @ApiBody(openApiBody(linkSleeperDraftBodySchema))
  @ApiOkResponse({ schema: LINK_RESULT_SCHEMA })
  @ApiBadRequestResponse({
    description: 'Invalid request (draft id, slot beyond the league size), or Sleeper has no such draft',
  })
  @ApiConflictResponse({
    description: 'Stale expectedVersion (with currentVersion)',
  })
  @ApiNotFoundResponse({
    description: 'Team not found (also for another user’s team)',
  })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(linkSleeperDraftBodySchema))
    body: LinkSleeperDraftBody,
  ): Promise<LinkSleeperDraftResult> {
    const { expectedVersion, commandId } = body;
    return this.commandBus.execute(new LinkSleeperDraftCommand({ teamId: id, userId: user.id, expectedVersion, commandId }, body));
  }
}
