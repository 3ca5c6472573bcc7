import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Player, Position } from '@draftmode/domain';
import { bundledPlayers, parsePlayerPool } from '@draftmode/players';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';

/**
 * The players the app knows: `<DATA_DIR>/player-pool.json` when an operator put one there
 * (written by `npm run players:sync`), else the bundled snapshot. Loaded once at start-up; a file
 * that is present but invalid stops the start with the parser's message rather than silently
 * falling back, because drafting against the wrong pool would corrupt every grade.
 */
@Injectable()
export class PlayerPool {
  private readonly logger = new Logger(PlayerPool.name);
  readonly players: readonly Player[];
  readonly source: string;
  private readonly byId: ReadonlyMap<string, Player>;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'dataDir'>) {
    const file = join(resolve(config.dataDir), 'player-pool.json');
    if (existsSync(file)) {
      this.players = parsePlayerPool(JSON.parse(readFileSync(file, 'utf8'))).players;
      this.source = file;
    } else {
      this.players = bundledPlayers();
      this.source = 'bundled';
    }
    this.byId = new Map(this.players.map((player) => [player.id, player]));
    this.logger.log(`Player pool: ${this.players.length} players from ${this.source === 'bundled' ? 'the bundled snapshot' : this.source}`);
  }

  get(playerId: string): Player | undefined {
    return this.byId.get(playerId);
  }

  /** For draft-core's `positionOf`: undefined for an id the pool does not know. */
  readonly positionOf = (playerId: string): Position | undefined => this.byId.get(playerId)?.position;
}
