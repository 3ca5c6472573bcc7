/** The draft rooms module's public entry: a team's pick queue and whether its report card was seen. */
export { DraftRoomsModule } from './draft-rooms.module';
