import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { commandResult, TeamCommandHandler, teamIdForCreate, type TeamCommandResult } from '../team-command.handler';
import { CreateTeamCommand } from './create-team.command';

/** Teams (not mock drafts) one user may have. */
export const MAX_TEAMS_PER_USER = 50;

@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand, TeamCommandResult> {
  constructor(
    private readonly commands: TeamCommandHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: CreateTeamCommand): Promise<TeamCommandResult> {
    const { userId, body } = command;
    const teamId = teamIdForCreate(userId, body.commandId);
    // A retried create of a team that exists is answered by the command handler as before, at the limit too.
    const [{ teams, exists }] = (await this.dataSource.query(
      'SELECT count(*) FILTER (WHERE NOT is_mock)::int AS teams, bool_or(id = $2) AS exists FROM team_list WHERE user_id = $1',
      [userId, teamId],
    )) as [{ teams: number; exists: boolean | null }];
    if (!exists && teams >= MAX_TEAMS_PER_USER) throw new ConflictException(MESSAGES.tooManyTeams(MAX_TEAMS_PER_USER));
    return commandResult(await this.commands.execute(
      { teamId, userId, expectedVersion: 0, commandId: body.commandId },
      {
        type: 'CreateTeam',
        data: { teamId, userId, name: body.name, scoringFormat: body.scoringFormat, leagueSize: body.leagueSize, draftPosition: body.draftPosition },
      },
    ));
  }
}
