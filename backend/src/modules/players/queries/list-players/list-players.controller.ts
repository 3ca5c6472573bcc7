import { Controller, Get, Query, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FORMAT_KEY, POSITIONS } from '@draftmode/domain';
import { leaguePool } from '@draftmode/grading';
import { OptionalUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { OptionalJwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { TeamReadModels } from '../../../teams';
import { PlayerPool } from '../../../player-pool';
import {
  DEFAULT_VALUATION,
  listPlayers,
  listPlayersQuerySchema,
  type ListPlayersQuery,
  type PlayerPage,
  type ValuationLeague,
} from './list-players.query';

const SIGN_IN_FOR_TEAM = 'Sign in to see the players available to one of your teams.';

@ApiTags('players')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'An invalid or revoked token, or teamId without signing in' })
@Controller('players')
// The pool is public (watch links show player names without an account); a team filter is not.
@UseGuards(OptionalJwtAuthGuard)
export class ListPlayersController {
  constructor(
    private readonly pool: PlayerPool,
    private readonly teams: TeamReadModels,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Browse the player pool',
    description:
      'With teamId, players on that team’s roster or taken by other teams are hidden and projections and VOR use the team’s scoring (points per stat when it has them) and league; otherwise VOR is for PPR, 12 teams. `format` overrides the format.',
  })
  @ApiQuery({ name: 'search', required: false, description: 'Part of the name; case, accents and punctuation are ignored' })
  @ApiQuery({ name: 'position', required: false, enum: POSITIONS })
  @ApiQuery({ name: 'sort', required: false, enum: ['adp', 'projection', 'vor'] })
  @ApiQuery({ name: 'format', required: false, enum: ['ppr', 'half', 'std'] })
  @ApiQuery({ name: 'teamId', required: false, description: 'One of your teams (another user’s team answers 404)' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1–500, default 50' })
  @ApiQuery({ name: 'offset', required: false, type: Number, description: 'default 0' })
  @ApiOkResponse({
    description:
      '{ season, snapshotDate, total, limit, offset, format, players: Player & { vor, projectedPoints }[] } (season and snapshotDate are the pool’s)',
  })
  @ApiBadRequestResponse({ description: 'Invalid query parameter, with a clear message' })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async handle(
    @OptionalUser() user: AuthenticatedUser | undefined,
    @Query(new ZodValidationPipe(listPlayersQuerySchema)) query: ListPlayersQuery,
  ): Promise<PlayerPage> {
    let league: ValuationLeague = { ...DEFAULT_VALUATION, format: query.format ?? DEFAULT_VALUATION.format };
    let hidden = new Set<string>();
    let players = this.pool.players;
    if (query.teamId) {
      if (!user) throw new UnauthorizedException(SIGN_IN_FOR_TEAM);
      const { team, taken } = await this.teams.takenPlayerIds(query.teamId, user.id);
      league = { format: query.format ?? FORMAT_KEY[team.scoringFormat], leagueSize: team.leagueSize, rosterSpots: team.rosterSpots };
      hidden = taken;
      // The team's own format is valued in its scoring (points per stat, when it has them); another format asked for is that preset.
      if (league.format === FORMAT_KEY[team.scoringFormat]) players = leaguePool(players, team).players;
    }
    return { season: this.pool.season, snapshotDate: this.pool.snapshotDate, ...listPlayers(players, query, league, hidden) };
  }
}
