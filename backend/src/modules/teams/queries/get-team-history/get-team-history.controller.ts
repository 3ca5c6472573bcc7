import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { historyQuerySchema, MAX_HISTORY_PAGE, type HistoryQuery } from '../../teams.schemas';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { HISTORY_SCHEMA } from '../../team.response-schemas';
import { TeamReadModels, type DraftHistoryEntryDto } from '../team-read-models';
import { TeamsApiController } from '../../teams-api-controller.decorator';

@TeamsApiController()
export class GetTeamHistoryController {
  constructor(private readonly readModels: TeamReadModels) {}

  @Get(':id/history')
  @ApiOperation({
    summary:
      'The team’s draft history entries (one per saved report card): the newest `limit` after skipping the `offset` newest, oldest first; X-Total-Count says how many there are',
  })
  @ApiQuery({ name: 'limit', type: Number, required: false, description: `1 to ${MAX_HISTORY_PAGE}, default 20` })
  @ApiQuery({ name: 'offset', type: Number, required: false, description: 'Newest entries to skip, default 0' })
  @ApiOkResponse({ schema: HISTORY_SCHEMA })
  @ApiNotFoundResponse({ description: 'Team not found (also for another user’s team)' })
  async handle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(historyQuerySchema)) query: HistoryQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DraftHistoryEntryDto[]> {
    const { entries, total } = await this.readModels.history(id, user.id, query);
    response.setHeader('X-Total-Count', String(total));
    return entries;
  }
}
