import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TEAM_DETAIL_SCHEMA, TEAM_SUMMARY_SCHEMA } from '../../team.dto-schemas';
import { WatchLinks } from '../../watch-links/watch-links';
import { TeamReadModels, type TeamDetailDto, type TeamSummaryDto } from '../team-read-models';

const WATCHED_TEAM_FIELDS = ['id', 'name', 'scoringFormat', 'leagueSize', 'draftPosition', 'draftGrade', 'playerCount'] as const;

/** What a watcher sees: the draft screen's read models without the owner's personal data. */
export type WatchedTeamDto = Omit<TeamDetailDto, 'team'> & { team: Pick<TeamSummaryDto, (typeof WATCHED_TEAM_FIELDS)[number]> };

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
          properties: Object.fromEntries(WATCHED_TEAM_FIELDS.map((field) => [field, TEAM_SUMMARY_SCHEMA.properties![field]!])),
        },
      },
    },
  })
  @ApiNotFoundResponse({ description: 'This watch link is no longer active (unknown or revoked token)' })
  async handle(@Param('token') token: string): Promise<WatchedTeamDto> {
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
      },
      roster: detail.roster,
      takenByOthers: detail.takenByOthers,
      liveGrade: detail.liveGrade,
      version: detail.version,
    };
  }
}
