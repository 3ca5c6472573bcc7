import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams';
import { PlayerPoolModule } from '../player-pool';
import { ListPlayersController } from './queries/list-players/list-players.controller';

/** GET /api/players: the pool, searchable and valued for a league or one of the user's teams. */
@Module({
  imports: [PlayerPoolModule, TeamsModule],
  controllers: [ListPlayersController],
})
export class PlayersModule {}
