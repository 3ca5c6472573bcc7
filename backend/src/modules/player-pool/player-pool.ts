import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Player, Position } from '@draftmode/domain';
import { poolHasStatLines } from '@draftmode/grading';
import { bundledPool, parsePlayerPool, type PlayerPool as PoolData } from '@draftmode/players';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';

/** Thrown when `<DATA_DIR>/player-pool.json` is there but cannot be used; its message is one line naming the file. */
export class PlayerPoolFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlayerPoolFileError';
  }
}

/** The pool file the app reads when it exists: `<DATA_DIR>/player-pool.json`. */
export function playerPoolFile(dataDir: string): string {
  return join(resolve(dataDir), 'player-pool.json');
}

/**
 * The pool the app runs on: `<DATA_DIR>/player-pool.json` when an operator put one there
 * (written by `npm run players:sync`), else the bundled snapshot (`file` null).
 *
 * @throws PlayerPoolFileError when the file is there but cannot be read, is not JSON or is not a
 * pool: drafting against the wrong pool would corrupt every grade, so there is no silent fallback.
 */
export function loadPlayerPool(dataDir: string): PoolData & { file: string | null } {
  const file = playerPoolFile(dataDir);
  if (!existsSync(file)) return { ...bundledPool(), file: null };
  const fail = (why: string): never => {
    throw new PlayerPoolFileError(
      `Cannot use the player pool file ${file}: ${why}. Write it again with npm run players:sync, or remove it to use the bundled pool.`,
    );
  };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(`it is not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  let pool: PoolData | undefined;
  try {
    pool = parsePlayerPool(json);
  } catch (error) {
    fail((error as Error).message.split('\n')[0]!.replace(/^Invalid player pool: /, 'it is not a player pool: '));
  }
  if (!pool || pool.players.length === 0) return fail('it has no players');
  return { ...pool, file };
}

/**
 * The players the app knows (see {@link loadPlayerPool}), loaded once at start-up. main.ts loads
 * the file before anything else starts, so a bad one stops the process with one line.
 */
@Injectable()
export class PlayerPool {
  private readonly logger = new Logger(PlayerPool.name);
  readonly players: readonly Player[];
  /** The NFL season the pool is for, as its file says. */
  readonly season: number;
  /** The day its figures were taken, 'YYYY-MM-DD'. */
  readonly snapshotDate: string;
  /** Where the figures come from, in words. */
  readonly source: string;
  /** Whether its QB/RB/WR/TE have projected stat lines, which per-stat scoring needs (FantasyPros or Sleeper projections; the bundled snapshot has none). */
  readonly hasStatLines: boolean;
  private readonly byId: ReadonlyMap<string, Player>;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'dataDir'>) {
    const pool = loadPlayerPool(config.dataDir);
    this.players = pool.players;
    this.season = pool.season;
    this.snapshotDate = pool.snapshotDate;
    this.source = pool.source;
    this.byId = new Map(this.players.map((player) => [player.id, player]));
    this.hasStatLines = poolHasStatLines(this.players);
    this.logger.log(
      `Player pool: ${this.players.length} players of the ${this.season} season from ${pool.file ?? 'the bundled snapshot'}${this.hasStatLines ? ', with projected stat lines' : ''}`,
    );
  }

  get(playerId: string): Player | undefined {
    return this.byId.get(playerId);
  }

  /** For draft-core's `positionOf`: undefined for an id the pool does not know. */
  readonly positionOf = (playerId: string): Position | undefined => this.byId.get(playerId)?.position;
}
