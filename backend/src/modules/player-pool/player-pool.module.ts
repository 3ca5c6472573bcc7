import { Module } from '@nestjs/common';
import { PlayerPool } from './player-pool';

/** The player pool alone, so every module can use it without the players endpoints. */
@Module({ providers: [PlayerPool], exports: [PlayerPool] })
export class PlayerPoolModule {}
