import { Module } from '@nestjs/common';
import { PlayerPoolModule } from '../player-pool';
import { TeamsModule } from '../teams';
import { DraftRooms } from './draft-rooms';
import { DraftRoomsController } from './draft-rooms.controller';

/** The draft room's per-team state beside the team stream: the queue and the report card's "seen" flag. */
@Module({ imports: [TeamsModule, PlayerPoolModule], controllers: [DraftRoomsController], providers: [DraftRooms] })
export class DraftRoomsModule {}
