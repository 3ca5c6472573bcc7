/**
 * The player pool: the bundled 2025 snapshot, NFL teams, and importers that refresh the pool
 * from Sleeper's public API or a rankings CSV.
 *
 * Everything here is pure except the explicit `fetch…`/`import…` functions, which do network
 * I/O through a fetch they are given (or the global one).
 *
 * @packageDocumentation
 */
export { BUNDLED_SEASON, BUNDLED_SNAPSHOT_DATE, BUNDLED_SOURCE, bundledPlayers, bundledPool } from './data/bundled-pool';
export { NFL_TEAMS, nflTeam, nflTeamByName, normalizeTeamAbbr } from './data/nfl-teams';
export { PlayerPoolError, parsePlayerPool, playerPoolSchema, playerSchema } from './pool/player-pool';
export type { PlayerPool } from './pool/player-pool';
export { PlayerImportError } from './import/import-error';
export type { FetchLike, ProgressListener } from './import/import-error';
export { PlayerNameIndex, matchPlayers, normalizePlayerName, playerSlug } from './import/name-matching';
export type { MatchResult, MatchedRow, PlayerRowIdentity, UnmatchedReason, UnmatchedRow } from './import/name-matching';
export {
  SLEEPER_API_URL,
  SLEEPER_PROJECTIONS_URL,
  convertSleeperPool,
  fetchSleeperPlayers,
  fetchSleeperProjections,
  importSleeperPool,
} from './import/sleeper';
export type {
  ConvertSleeperOptions,
  ImportSleeperOptions,
  SleeperFetchOptions,
  SleeperImportResult,
  SleeperPlayer,
  SleeperPlayersResponse,
  SleeperProjection,
  SleeperProjectionsOptions,
  SleeperRow,
} from './import/sleeper';
export { importRankingsCsv, normalizePosition, parseRankingsCsv } from './import/rankings-csv';
export type { BadRankingsRow, ImportRankingsOptions, ParsedRankings, RankingsImportResult, RankingsRow } from './import/rankings-csv';
