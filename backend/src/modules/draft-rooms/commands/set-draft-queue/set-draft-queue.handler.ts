import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DraftRoomDto } from '@draftmode/domain';
import type { DataSource } from 'typeorm';
import { PlayerPool } from '../../../player-pool';
import { TeamReadModels } from '../../../teams';
import { type DraftRoomRow, toDraftRoomDto } from '../../draft-room';
import { SetDraftQueueCommand } from './set-draft-queue.command';

/** Stores the team's queue (owner only: another user's team is a 404); an unknown player id is a 400 and changes nothing. */
@CommandHandler(SetDraftQueueCommand)
export class SetDraftQueueHandler implements ICommandHandler<SetDraftQueueCommand, DraftRoomDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamReadModels,
    private readonly players: PlayerPool,
  ) {}

  async execute({ teamId, userId, playerIds }: SetDraftQueueCommand): Promise<DraftRoomDto> {
    await this.teams.summary(teamId, userId);
    const unknown = playerIds.find((id) => this.players.get(id) === undefined);
    if (unknown !== undefined)
      throw new BadRequestException({ message: `Unknown player: ${unknown}.`, fields: { playerIds: `Unknown player: ${unknown}.` } });
    const [row] = (await this.dataSource.query(
      `INSERT INTO draft_rooms (team_id, user_id, queue) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (team_id) DO UPDATE SET queue = EXCLUDED.queue, updated_at = now()
       RETURNING queue, report_card_seen_at`,
      [teamId, userId, JSON.stringify(playerIds)],
    )) as DraftRoomRow[];
    return toDraftRoomDto(teamId, row);
  }
}
