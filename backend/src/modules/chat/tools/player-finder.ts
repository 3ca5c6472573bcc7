import type { Player } from '@draftmode/domain';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * Words that are also a player's first or last name but far more often plain English or draft
 * talk ("will", "chase", "love", "hill"), so a bare one never counts as naming a player. Full
 * names ("Chase Brown", "Tyreek Hill") still match.
 */
const COMMON_WORDS = new Set([
  'will', 'chase', 'love', 'hill', 'king', 'hunt', 'white', 'young', 'mason', 'cook', 'hall', 'moore', 'smith', 'brown', 'allen',
  'jones', 'john', 'mike', 'best', 'pick', 'team', 'next', 'bench', 'week', 'draft', 'round', 'rank', 'grade', 'ball', 'wide',
  'tight', 'field', 'goal', 'long', 'rice', 'bush', 'price', 'mark', 'knight', 'guard', 'rush',
  'jackson', 'johnson', 'williams', 'davis', 'thomas', 'wilson', 'taylor', 'walker', 'miller', 'carter', 'robinson', 'harris',
  'should', 'would', 'could', 'take', 'over', 'than', 'with', 'their', 'there', 'what', 'when', 'which', 'trade', 'worth', 'dart',
]);

/** Lowercase ASCII words of a name or a message: accents, apostrophes and periods dropped ("D.K." = "DK"), suffixes kept. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function nameWords(name: string): string[] {
  const tokens = words(name);
  while (tokens.length > 1 && SUFFIXES.has(tokens[tokens.length - 1]!)) tokens.pop();
  return tokens;
}

/**
 * Finds players of the pool by name, in a lookup ("jefferson", "Amon-Ra St. Brown") or inside a
 * free-text question ("Bijan or Gibbs?"). A full name always counts; a single first or last name
 * counts only when exactly one player of the pool has it and it is not a common word.
 */
export class PlayerFinder {
  private readonly fullNames = new Map<string, Player[]>();
  private readonly singleNames = new Map<string, Player[]>();
  private readonly longest: number;

  constructor(private readonly players: readonly Player[]) {
    let longest = 1;
    for (const player of players) {
      const tokens = nameWords(player.name);
      longest = Math.max(longest, tokens.length);
      push(this.fullNames, tokens.join(' '), player);
      const first = tokens[0];
      const last = tokens[tokens.length - 1];
      if (tokens.length > 1 && first) push(this.singleNames, first, player);
      if (tokens.length > 1 && last && last !== first) push(this.singleNames, last, player);
    }
    this.longest = longest;
  }

  /** Players named in `text`, in the order they appear, each once. */
  mentions(text: string): Player[] {
    const tokens = words(text);
    const found: Player[] = [];
    const add = (player: Player) => {
      if (!found.includes(player)) found.push(player);
    };
    for (let i = 0; i < tokens.length; ) {
      let matched = 0;
      for (let n = Math.min(this.longest, tokens.length - i); n >= 2 && matched === 0; n--) {
        const candidates = this.fullNames.get(tokens.slice(i, i + n).join(' '));
        if (candidates) {
          add(bestKnown(candidates)[0]!);
          matched = n;
        }
      }
      if (matched === 0) {
        const token = tokens[i]!;
        const single = this.singleNames.get(token);
        if (single?.length === 1 && token.length >= 4 && !COMMON_WORDS.has(token)) add(single[0]!);
        matched = 1;
      }
      i += matched;
    }
    return found;
  }

  /** Best matches for a name typed on its own (the model's lookup tool), best known first. */
  search(query: string, limit = 5): Player[] {
    const tokens = nameWords(query);
    if (tokens.length === 0) return [];
    const exact = this.fullNames.get(tokens.join(' '));
    if (exact) return bestKnown(exact).slice(0, limit);
    const byId = this.players.find((player) => player.id === query.trim().toLowerCase());
    if (byId) return [byId];
    const containing = this.players.filter((player) => {
      const name = nameWords(player.name);
      return tokens.every((token) => name.some((word) => word.startsWith(token)));
    });
    return bestKnown(containing).slice(0, limit);
  }
}

function push(map: Map<string, Player[]>, key: string, player: Player): void {
  const list = map.get(key);
  if (list) list.push(player);
  else map.set(key, [player]);
}

/** Earliest ADP first, so "Josh Allen" means the quarterback people draft. */
function bestKnown(players: readonly Player[]): Player[] {
  return [...players].sort((a, b) => a.adp.ppr - b.adp.ppr);
}
