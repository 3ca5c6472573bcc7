import { CommandBus } from '@nestjs/cqrs';
import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { pastedPicksSchema, type PastedPicksPayload, type PastedPicksPreviewDto, type RecordPastedPicksResult } from '@draftmode/domain';
import type { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../../../infra/auth/authenticated-user';
import { ZodValidationPipe } from '../../../infra/http/zod-validation.pipe';
import { openApiBody } from '../../../infra/http/request-schemas';
import { TeamsApiController } from '../teams-api-controller.decorator';
import { envelopeSchema } from '../teams.schemas';
import { PreviewPastedPicksQuery } from './preview-pasted-picks.query';
import { RecordPastedPicksCommand } from './record-pasted-picks.command';

const recordBodySchema = envelopeSchema.and(pastedPicksSchema);
type RecordBody = z.output<typeof recordBodySchema>;

/** A pick list pasted from any draft room or results page (issue 35): read and compared, then its new picks recorded. */
@TeamsApiController()
export class PastedPicksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly previewQuery: PreviewPastedPicksQuery,
  ) {}

  @Post(':id/pasted-picks/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Read a pasted pick list and compare it with the team’s recorded picks (changes nothing)',
  })
  @ApiBody(openApiBody(pastedPicksSchema))
  @ApiOkResponse({ description: 'Each pick as read: recorded, new, unmatched, conflict or later, with counts and where recording stops' })
  @ApiBadRequestResponse({ description: 'No text, too long (64 KB, 4,000 lines, 400 picks), or no picks found in it' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async preview(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(pastedPicksSchema)) body: PastedPicksPayload,
  ): Promise<PastedPicksPreviewDto> {
    return (await this.previewQuery.execute(user.id, id, body.text)).preview;
  }

  @Post(':id/pasted-picks')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the picks of a pasted list the team does not have yet, in one go (up to the first pick it cannot place)',
  })
  @ApiBody(openApiBody(recordBodySchema))
  @ApiOkResponse({ description: 'The command’s result, how many picks were recorded, and the list compared again' })
  @ApiBadRequestResponse({ description: 'Invalid request, or no picks found in the text' })
  @ApiConflictResponse({ description: 'Stale expectedVersion (with currentVersion)' })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  record(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(recordBodySchema)) body: RecordBody,
  ): Promise<RecordPastedPicksResult> {
    const { expectedVersion, commandId, text } = body;
    return this.commandBus.execute(new RecordPastedPicksCommand({ teamId: id, userId: user.id, expectedVersion, commandId }, text));
  }
}
