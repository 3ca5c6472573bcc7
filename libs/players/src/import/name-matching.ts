import type { Player, Position } from '@draftmode/domain';
import { nflTeam, nflTeamByName } from '../data/nfl-teams';

// Generational suffixes are dropped because sources disagree on them (Marvin Harrison Jr. vs
// Marvin Harrison, Kenneth Walker III vs Kenneth Walker).
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

// Sources that use a player's given name where everyone else uses his football name (or the
// reverse). Keys and values are normalized names; the value is the spelling the pool uses.
const NAME_ALIASES: Readonly<Record<string, string>> = {
  hollywoodbrown: 'marquisebrown',
  chigoziemokonkwo: 'chigokonkwo',
  cameronskattebo: 'camskattebo',
  joshpalmer: 'joshuapalmer',
  gabrieldavis: 'gabedavis',
  mitchelltrubisky: 'mitchtrubisky',
  raymondmccloud: 'rayraymccloud',
};

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * A name as people write it: "Last, First" ("Walker III, Kenneth"), as some exports list players,
 * becomes "First Last" ("Kenneth Walker III"); a comma before a bare suffix ("Harrison, Jr.") is
 * just punctuation and is left alone.
 */
export function unreverseName(name: string): string {
  if (!name.includes(',')) return name;
  const parts = name
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const isSuffix = (part: string): boolean => SUFFIXES.has(part.toLowerCase().replace(/\./g, ''));
  const words = parts.filter((part) => !isSuffix(part));
  const suffixes = parts.filter(isSuffix);
  return words.length === 2 ? [words[1], words[0], ...suffixes].join(' ') : parts.join(' ');
}

/**
 * A comparison key for a player's name that is the same for every common spelling:
 * case, accents, apostrophes, periods, hyphens and spacing are ignored (so D.K. = DK = D K,
 * Ja'Marr = JaMarr, Amon-Ra = Amon Ra), a trailing Jr./Sr./II/III/IV/V is dropped and
 * "Last, First" is read as "First Last".
 *
 * The key is only for comparing; it is not meant for display.
 */
export function normalizePlayerName(name: string): string {
  const tokens = stripAccents(unreverseName(name))
    .toLowerCase()
    // Apostrophes and periods join what they separate (Ja'Marr, D.K.); other punctuation splits words.
    .replace(/['’‘`´.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  while (tokens.length > 1 && SUFFIXES.has(tokens[tokens.length - 1]!)) tokens.pop();
  const key = tokens.join('');
  return NAME_ALIASES[key] ?? key;
}

/**
 * A stable, readable id for a player name: lowercase ASCII words joined by hyphens
 * ("Ja'Marr Chase" → 'ja-marr-chase', "Marvin Harrison Jr." → 'marvin-harrison-jr').
 */
export function playerSlug(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What an import knows about a player before it is matched to the pool. */
export interface PlayerRowIdentity {
  name: string;
  /** Position as the source gives it, already normalized; null when the source has none. */
  position: Position | null;
  /** Team abbreviation as the source gives it; only a tie-breaker, since players change teams. */
  team: string | null;
}

/** Why a row could not be matched to a pool player. */
export type UnmatchedReason = 'not-in-pool' | 'ambiguous' | 'position-mismatch';

/** A row matched to a pool player. */
export interface MatchedRow<R> {
  row: R;
  player: Player;
}

/** A row that matched no pool player (or more than one), with the reason. */
export interface UnmatchedRow<R> {
  row: R;
  reason: UnmatchedReason;
  /** One line a person can read, e.g. 'no player named "John Doe" (WR) in the pool'. */
  message: string;
}

/** The outcome of matching import rows against a pool. */
export interface MatchResult<R> {
  matched: MatchedRow<R>[];
  unmatched: UnmatchedRow<R>[];
}

/** A platform whose player ids the pool may keep beside its own (`Player.espnId`, `Player.yahooId`). */
export type PlayerIdPlatform = 'espn' | 'yahoo';

/** An index of a pool by normalized name (and by the platforms' player ids), built once and reused across rows. */
export class PlayerNameIndex {
  private readonly byName = new Map<string, Player[]>();
  private readonly byId = new Map<string, Player>();
  private readonly byPlatformId: Record<PlayerIdPlatform, Map<string, Player>> = { espn: new Map(), yahoo: new Map() };

  constructor(pool: readonly Player[]) {
    for (const player of pool) {
      const key = normalizePlayerName(player.name);
      const list = this.byName.get(key);
      if (list) list.push(player);
      else this.byName.set(key, [player]);
      this.byId.set(player.id, player);
      if (player.espnId !== undefined) this.byPlatformId.espn.set(player.espnId, player);
      if (player.yahooId !== undefined) this.byPlatformId.yahoo.set(player.yahooId, player);
    }
  }

  /**
   * The pool player an import gave this platform id, when his position agrees with the one the
   * platform gives (a crossed id in the import must not record another player); undefined sends
   * the caller to {@link find} by name, position and team.
   */
  withPlatformId(platform: PlayerIdPlatform, id: string, position?: Position | null): Player | undefined {
    const player = this.byPlatformId[platform].get(id);
    return player && (!position || player.position === position) ? player : undefined;
  }

  /** The pool player for `row`, or the reason there is none. */
  find(row: PlayerRowIdentity): { player: Player } | { reason: UnmatchedReason; message: string } {
    const label = `"${row.name}"${row.position ? ` (${row.position})` : ''}`;
    const defense = row.position === 'DEF' ? this.findDefense(row) : undefined;
    if (defense) return { player: defense };

    const candidates = this.byName.get(normalizePlayerName(row.name)) ?? [];
    if (candidates.length === 0) return { reason: 'not-in-pool', message: `no player named ${label} in the pool` };

    const samePosition = row.position ? candidates.filter((p) => p.position === row.position) : candidates;
    // Name + position is the normal match; the name alone is trusted only when it is unique,
    // which covers sources that list a player at another position (Travis Hunter WR/CB).
    const pool = samePosition.length > 0 ? samePosition : candidates.length === 1 ? candidates : [];
    if (pool.length === 1) return { player: pool[0]! };
    if (pool.length === 0) {
      return {
        reason: 'position-mismatch',
        message: `${label} is in the pool only at other positions (${candidates.map((p) => p.position).join(', ')})`,
      };
    }
    // Two players share a name and position: the team is the only remaining signal.
    const team = row.team ? nflTeam(row.team)?.abbr : undefined;
    const sameTeam = team ? pool.filter((p) => p.team === team) : [];
    if (sameTeam.length === 1) return { player: sameTeam[0]! };
    return {
      reason: 'ambiguous',
      message: `${label} matches ${pool.length} pool players (${pool.map((p) => `${p.id} ${p.team}`).join(', ')})`,
    };
  }

  private findDefense(row: PlayerRowIdentity): Player | undefined {
    // Defenses are named every which way ('Broncos D/ST', 'Denver Defense', 'DEN DST'): resolve
    // the team from the team column first, then from the name with the defense words removed.
    const fromTeam = row.team ? nflTeam(row.team) : undefined;
    const bareName = row.name.replace(/\b(d\s*\/\s*st|dst|def|defen[cs]e|special teams|and|&)\b/gi, ' ').trim();
    const team = fromTeam ?? nflTeam(bareName) ?? nflTeamByName(bareName);
    return team ? this.byId.get(`def-${team.abbr.toLowerCase()}`) : undefined;
  }
}

/**
 * Matches import rows to pool players by normalized name and position, falling back to the name
 * alone when it is unique in the pool. Team is used only to break a tie, so a player who changed
 * teams still matches.
 *
 * @returns the matched pairs and, for every other row, why it did not match.
 */
export function matchPlayers<R extends PlayerRowIdentity>(rows: readonly R[], pool: readonly Player[]): MatchResult<R> {
  const index = new PlayerNameIndex(pool);
  const result: MatchResult<R> = { matched: [], unmatched: [] };
  for (const row of rows) {
    const found = index.find(row);
    if ('player' in found) result.matched.push({ row, player: found.player });
    else result.unmatched.push({ row, reason: found.reason, message: found.message });
  }
  return result;
}
