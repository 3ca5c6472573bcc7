/**
 * The part of the player library a browser can load: the bundled pool, the NFL teams and name
 * matching. The importers (Sleeper, rankings CSV) use Node-only modules (csv-parse needs
 * `Buffer`), so the frontend resolves `@draftmode/players` to this file instead of the index.
 *
 * @packageDocumentation
 */
export { BUNDLED_SEASON, BUNDLED_SNAPSHOT_DATE, BUNDLED_SOURCE, bundledPlayers, bundledPool } from './data/bundled-pool';
export { NFL_TEAMS, nflTeam, nflTeamByName, normalizeTeamAbbr } from './data/nfl-teams';
export { PlayerPoolError, parsePlayerPool, playerPoolSchema, playerSchema } from './pool/player-pool';
export type { PlayerPool } from './pool/player-pool';
export { linkHandcuffs, PROJECTED_STARTING_RBS } from './pool/handcuffs';
export { PlayerNameIndex, matchPlayers, normalizePlayerName, playerSlug, unreverseName } from './import/name-matching';
export type { MatchResult, MatchedRow, PlayerIdPlatform, PlayerRowIdentity, UnmatchedReason, UnmatchedRow } from './import/name-matching';
export { parsePastedPicks } from './import/pasted-picks';
export type { ParsedPastedPicks, PastedPick } from './import/pasted-picks';
