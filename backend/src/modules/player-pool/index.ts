/** The player pool module's public entry: the season's players, loaded once, for every module that values or names players. */
export { PlayerPool, PlayerPoolFileError, loadPlayerPool, playerPoolFile } from './player-pool';
export { PlayerPoolModule } from './player-pool.module';
