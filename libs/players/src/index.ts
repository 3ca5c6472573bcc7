/**
 * The player pool: the bundled 2025 snapshot, NFL teams, and importers that refresh the pool
 * from Sleeper's public API or make it from a rankings or ADP file (FantasyPros exports and others).
 *
 * Everything here is pure except the explicit `fetch…`/`import…` functions, which do network
 * I/O through a fetch they are given (or the global one).
 *
 * @packageDocumentation
 */
// Everything a browser may load is in browser.ts; the importers below are Node-only.
export * from './browser';
export { PlayerImportError } from './import/import-error';
export type { FetchLike, ProgressListener } from './import/import-error';
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
export {
  ESPN_OTHER_POSITION_NAMES,
  ESPN_POSITION_OF_ID,
  ESPN_PRO_TEAMS,
  addEspnIds,
  espnDefenseTeamId,
  readEspnPlayers,
} from './import/espn-players';
export type { EspnIdRow, EspnIdsResult, EspnPlayer } from './import/espn-players';
export { isIdpPosition, normalizePosition, parseRankingsCsv, positionFromFileName } from './import/rankings-csv';
export type {
  AdpSource,
  BadRankingsRow,
  BadRowKind,
  ParseRankingsOptions,
  ParsedRankings,
  RankingsFileInfo,
  RankingsFileKind,
  RankingsRow,
} from './import/rankings-csv';
export { isProjectionsHeader, parseProjectionsCsv } from './import/projections-csv';
export type { BadProjectionRow, ParsedProjections, ProjectionRow } from './import/projections-csv';
export { importProjectionsCsv } from './import/projections-import';
export type { ProjectionsImportResult } from './import/projections-import';
export { SKIP_REASONS, importRankingsCsv } from './import/rankings-import';
export type { ImportRankingsOptions, RankingsImportResult, SkipKind, SkippedRankingsRow } from './import/rankings-import';
