import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TEAM_DETAIL_SCHEMA, TEAM_SUMMARY_SCHEMA } from '../../team.response-schemas';
import { WatchLinks } from '../../watch-links/watch-links';
import { WATCHED_LEAGUE_RULES, WATCHED_TEAM_FIELDS, type WatchedTeamDto } from '@draftmode/domain';
import { TeamReadModels } from '../team-read-models';

@ApiTags('watch')
@Controller('watch')
export class GetWatchedTeamController {
  constructor(
    private readonly watchLinks: WatchLinks,
    private readonly readModels: TeamReadModels,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'A watched team, read-only (no sign-in: the watch token is the credential)' })
  @ApiOkResponse({
    schema: {
      ...TEAM_DETAIL_SCHEMA,
      properties: {
        ...TEAM_DETAIL_SCHEMA.properties,
        team: {
          type: 'object',
          required: [...WATCHED_TEAM_FIELDS],
          properties: Object.fromEntries(
            [...WATCHED_TEAM_FIELDS, ...WATCHED_LEAGUE_RULES].map((field) => [field, TEAM_SUMMARY_SCHEMA.properties![field]!]),
          ),
        },
      },
    },
  })
  @ApiNotFoundResponse({ description: 'This watch link is no longer active (unknown or revoked token)' })
  async handle(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<WatchedTeamDto> {
    // The token is the credential: no shared cache may keep an answer (it would outlive a revoked link), nor a 404.
    response.setHeader('Cache-Control', 'no-store');
    const link = await this.watchLinks.resolve(token);
    const detail = await this.readModels.detail(link.teamId, link.ownerId);
    const { team } = detail;
    return {
      team: {
        id: team.id,
        name: team.name,
        scoringFormat: team.scoringFormat,
        leagueSize: team.leagueSize,
        draftPosition: team.draftPosition,
        draftGrade: team.draftGrade,
        playerCount: team.playerCount,
        rosterSpots: team.rosterSpots,
        ...(team.pointsPerStat ? { pointsPerStat: team.pointsPerStat } : {}),
        ...(team.draftOrder ? { draftOrder: team.draftOrder } : {}),
        ...(team.tradedPicks ? { tradedPicks: team.tradedPicks } : {}),
      },
      roster: detail.roster,
      takenByOthers: detail.takenByOthers,
      liveGrade: detail.liveGrade,
      pickClock: detail.pickClock ?? null,
      version: detail.version,
    };
  }
}
