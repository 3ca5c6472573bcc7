import type { Position } from '@draftmode/domain';
import { NFL_TEAMS } from '@draftmode/players';
import Fuse from 'fuse.js';

/** What a player search looks at. */
interface SearchablePlayer {
  name: string;
  position: Position;
  team: string;
}

/** Lower case, no accents, no punctuation: "Ja'Marr" and "jamarr" read alike. */
function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]/gi, '')
    .toLowerCase();
}

/** Words a manager types for a position, each to its position (the abbreviations, singular and plural). */
const POSITION_WORDS: ReadonlyMap<string, Position> = new Map(
  (
    [
      ['QB', ['qb', 'qbs', 'quarterback', 'quarterbacks']],
      ['RB', ['rb', 'rbs', 'runningback', 'runningbacks']],
      ['WR', ['wr', 'wrs', 'receiver', 'receivers', 'wideout', 'wideouts']],
      ['TE', ['te', 'tes', 'tightend', 'tightends']],
      ['K', ['k', 'ks', 'kicker', 'kickers', 'pk']],
      ['DEF', ['def', 'defs', 'dst', 'defense', 'defence', 'defenses', 'defences']],
    ] as const
  ).flatMap(([position, words]) => words.map((word): [string, Position] => [word, position])),
);
/** Two-word position names, joined before the words are read one by one. */
const JOINED = [
  [/\brunning backs?\b/g, (m: string) => m.replace(' ', '')],
  [/\btight ends?\b/g, (m: string) => m.replace(' ', '')],
  [/\bwide receivers?\b/g, (m: string) => m.replace('wide ', '')],
] as const;

const TEAM_ABBRS: ReadonlySet<string> = new Set([...NFL_TEAMS.map((team) => team.abbr.toLowerCase()), 'fa']);

/** A search split into what it asks: positions, NFL teams and the words of a name. */
interface ParsedSearch {
  positions: ReadonlySet<Position>;
  teams: ReadonlySet<string>;
  /** What is left for the name, normalised; '' for none. */
  name: string;
}

/**
 * Reads a search: a word that is a position ("wr", "kicker", "running back") or an NFL team's
 * abbreviation ("CHI") filters by it; the other words search the name.
 */
export function parseSearch(search: string): ParsedSearch {
  let text = normalizeSearch(search.trim());
  for (const [pattern, join] of JOINED) text = text.replace(pattern, join);
  const positions = new Set<Position>();
  const teams = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const position = POSITION_WORDS.get(word);
    if (position) positions.add(position);
    else if (TEAM_ABBRS.has(word)) teams.add(word.toUpperCase());
    else words.push(word);
  }
  return { positions, teams, name: words.join(' ') };
}

/**
 * The players a search finds, in the order given, unless only a typo-tolerant match finds the name
 * (`closest`): then the closest names come first. A name that matches as typed ("jamarr") lists only
 * those players; one that matches nobody as typed ("mcmilan") finds the closest names (McMillan).
 */
export function findPlayers<T extends SearchablePlayer>(players: readonly T[], search: string): { players: T[]; closest: boolean } {
  const { positions, teams, name } = parseSearch(search);
  const filtered = players.filter(
    (player) => (positions.size === 0 || positions.has(player.position)) && (teams.size === 0 || teams.has(player.team)),
  );
  if (name === '') return { players: filtered, closest: false };
  const exact = filtered.filter((player) => normalizeSearch(player.name).includes(name));
  if (exact.length > 0) return { players: exact, closest: false };
  const fuse = new Fuse(filtered, {
    keys: [{ name: 'name', getFn: (player) => normalizeSearch(player.name) }],
    // 0.4 lets "mcmilan" find McMillan and "jefferson" find Jefferson with one letter wrong, and keeps unrelated names out.
    threshold: 0.4,
    ignoreLocation: true,
  });
  return { players: fuse.search(name).map((result) => result.item), closest: true };
}

/** {@link findPlayers}' players. */
export function searchPlayers<T extends SearchablePlayer>(players: readonly T[], search: string): T[] {
  return findPlayers(players, search).players;
}
