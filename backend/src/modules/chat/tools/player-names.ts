import type { Player } from '@draftmode/domain';
import { FuzzyIndex } from './fuzzy-index';
import {
  COMMON_NAME_WORDS,
  NAME_VERBS,
  NICKNAMES,
  NOT_INITIALS,
  QUESTION_WORDS,
  initialsOf,
  nameWords,
  tokens,
  type Token,
} from './name-words';

/** How a name in a question was read. */
export type NameMatch =
  /** A player of the pool, with how sure the reading is (1 for an exact name). */
  | { kind: 'player'; typed: string; player: Player; how: 'exact' | 'nickname' | 'fuzzy' | 'context'; confidence: number }
  /** A name close to one or more players, but not close enough to pick one without asking. */
  | { kind: 'ask'; typed: string; candidates: Player[] }
  /** Something that reads as a player's name but matches nobody in the pool. */
  | { kind: 'missing'; typed: string };

/** Similarity at or above which a misspelt name is read as that player (and the answer says so). */
const RESOLVE_AT = 0.86;
/** Similarity at or above which the chat asks "Did you mean …?" instead of saying the player is not in the pool. */
const ASK_AT = 0.72;

/**
 * Fuzzy readings (a span of words or a lone word compared with every name) one `find` makes; the
 * rest of a longer message is read by exact names only. A question names a handful of players; a
 * 2,000-character message of name-like words would otherwise compare each of its spans with every
 * name in the pool (seconds of the event loop).
 */
export const MAX_FUZZY_READINGS = 24;

/**
 * Reads player names in questions and never guesses silently: an exact name (or a well-known
 * nickname, initials, or a unique first or last name) is that player; a misspelt name close to
 * one player is read as him with the confidence said; a name close to several, or not close
 * enough, is asked about; a name like nobody's is reported as not in the pool.
 */
export class PlayerNames {
  private readonly fullNames = new Map<string, Player[]>();
  private readonly singleNames = new Map<string, Player[]>();
  private readonly firstNames = new Set<string>();
  private readonly keys = new FuzzyIndex<Player>();
  private readonly singleKeys = new FuzzyIndex<Player[]>();
  private readonly longest: number;
  private lenient = false;
  private lowercase = false;
  /** Fuzzy readings left to the `find` under way (see {@link MAX_FUZZY_READINGS}). */
  private fuzzyLeft = MAX_FUZZY_READINGS;

  constructor(private readonly players: readonly Player[]) {
    let longest = 2;
    const byId = new Map(players.map((player) => [player.id, player]));
    for (const player of players) {
      const parts = nameWords(player.name);
      longest = Math.max(longest, parts.length);
      this.add(this.fullNames, parts.join(' '), player);
      this.keys.add(parts.join(' '), player);
      if (player.position === 'DEF') {
        // "Eagles", "Eagles D/ST", "Philadelphia defense": the nickname names the defense.
        const nickname = parts[parts.length - 1]!;
        this.add(this.singleNames, nickname, player);
        for (const suffix of ['def', 'defense', 'dst', 'd st']) this.add(this.fullNames, `${nickname} ${suffix}`, player);
        continue;
      }
      const initials = initialsOf(player.name);
      if (initials.length >= 3 && !NOT_INITIALS.has(initials) && !QUESTION_WORDS.has(initials))
        this.add(this.singleNames, initials, player);
      if (parts.length > 1) {
        this.firstNames.add(parts[0]!);
        this.add(this.singleNames, parts[0]!, player);
        if (parts[parts.length - 1] !== parts[0]) this.add(this.singleNames, parts[parts.length - 1]!, player);
      }
    }
    for (const [nickname, id] of Object.entries(NICKNAMES)) {
      const player = byId.get(id);
      if (player) (nickname.includes(' ') ? this.fullNames : this.singleNames).set(nickname, [player]);
    }
    for (const [key, players] of this.singleNames) this.singleKeys.add(key, players);
    this.longest = longest;
  }

  /** Edit distances computed since construction: what reading names has cost (for tests and benchmarks). */
  get comparisons(): number {
    return this.keys.comparisons + this.singleKeys.comparisons;
  }

  /**
   * Every name read in `text`, in the order they appear, each player once. `lenient` also reads
   * bare words that are usually plain English ("Chase or Rice?"), for a question that would
   * otherwise have no football in it.
   */
  find(text: string, options: { lenient?: boolean } = {}): NameMatch[] {
    this.lenient = options.lenient === true;
    this.fuzzyLeft = MAX_FUZZY_READINGS;
    // A short question ("bowers still there?", "rice here?") is typed in lower case as often as not.
    this.lowercase = this.lenient && (text.trim().split(/\s+/).length <= 4 || /\b(or|vs\.?|versus)\b/i.test(text));
    const list = tokens(text);
    const found: NameMatch[] = [];
    const seen = new Set<string>();
    const push = (match: NameMatch) => {
      if (match.kind === 'player') {
        if (seen.has(match.player.id)) return;
        seen.add(match.player.id);
      }
      found.push(match);
    };
    const used = new Array<boolean>(list.length).fill(false);
    // Exact full names (and two-word nicknames) first, longest first.
    for (let i = 0; i < list.length; i++) {
      for (let n = Math.min(this.longest, list.length - i); n >= 2; n--) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const candidates = this.fullNames.get(
          list
            .slice(i, i + n)
            .map((t) => t.word)
            .join(' '),
        );
        if (!candidates) continue;
        for (let k = i; k < i + n; k++) used[k] = true;
        break;
      }
    }
    // Runs of words that are not question words: each is a name someone typed, or plain English.
    const runs: Array<{ start: number; end: number }> = [];
    for (let i = 0; i < list.length; i++) {
      if (used[i]) continue;
      if (QUESTION_WORDS.has(list[i]!.word) || /^\d+$/.test(list[i]!.word)) continue;
      const start = i;
      while (i + 1 < list.length && !used[i + 1] && !QUESTION_WORDS.has(list[i + 1]!.word) && !/^\d+$/.test(list[i + 1]!.word)) i++;
      runs.push({ start, end: i + 1 });
    }
    // Walk the text in order so matches come out in the order typed.
    let cursor = 0;
    const emitExactUpTo = (limit: number) => {
      for (; cursor < limit; cursor++) {
        if (!used[cursor]) continue;
        for (let n = Math.min(this.longest, list.length - cursor); n >= 2; n--) {
          const typed = list.slice(cursor, cursor + n);
          const candidates = this.fullNames.get(typed.map((t) => t.word).join(' '));
          if (!candidates || typed.some((_, k) => !used[cursor + k])) continue;
          push({
            kind: 'player',
            typed: typed.map((t) => t.raw).join(' '),
            player: bestKnown(candidates)[0]!,
            how: 'exact',
            confidence: 1,
          });
          cursor += n - 1;
          break;
        }
      }
    };
    for (const run of runs) {
      emitExactUpTo(run.start);
      const read = this.readRun(list.slice(run.start, run.end));
      for (const match of read) push(match);
      // A lone capitalised word right after "draft", "take", "about"… is a name, even if nobody in the pool has it.
      const only = list[run.start]!;
      if (
        read.length === 0 &&
        run.end - run.start === 1 &&
        only.capitalised &&
        !only.sentenceStart &&
        only.word.length >= 4 &&
        NAME_VERBS.has(list[run.start - 1]?.word ?? '')
      ) {
        push({ kind: 'missing', typed: only.raw });
      }
      cursor = run.end;
    }
    emitExactUpTo(list.length);
    return found;
  }

  /** Reads one run of non-question words as names. */
  private readRun(run: Token[]): NameMatch[] {
    const out: NameMatch[] = [];
    let i = 0;
    while (i < run.length) {
      const fuzzy = this.bestSpan(run.slice(i, i + 3));
      if (fuzzy) {
        out.push(fuzzy.match);
        i += fuzzy.length;
        continue;
      }
      const token = run[i]!;
      const pair = run[i + 1];
      // Two words that read as a first and last name ("Tank Dell") but match nobody: not in the pool.
      if (pair && this.looksLikeName(token, pair)) {
        out.push({ kind: 'missing', typed: `${token.raw} ${pair.raw}` });
        i += 2;
        continue;
      }
      const single = this.single(token);
      if (single) out.push(single);
      i += 1;
    }
    return out;
  }

  /** The best fuzzy reading of the two or three words at the start of `run`, when close enough to ask about. */
  private bestSpan(run: Token[]): { match: NameMatch; length: number } | null {
    let best: { match: NameMatch; length: number; score: number } | null = null;
    for (let n = Math.min(3, run.length); n >= 2; n--) {
      if (this.fuzzyLeft <= 0) break;
      this.fuzzyLeft--;
      const span = run.slice(0, n);
      const typed = span.map((t) => t.word).join(' ');
      const scored = this.keys.near(typed, ASK_AT).map(({ value, score }) => ({ player: value, score }));
      if (scored.length === 0) continue;
      scored.sort((a, b) => b.score - a.score || a.player.adp.ppr - b.player.adp.ppr);
      const top = scored[0]!;
      if (best && best.score >= top.score) continue;
      const raw = span.map((t) => t.raw).join(' ');
      const rivals = scored.filter((entry) => entry.score > top.score - 0.05);
      const match: NameMatch =
        top.score >= RESOLVE_AT && rivals.length === 1
          ? { kind: 'player', typed: raw, player: top.player, how: top.score === 1 ? 'nickname' : 'fuzzy', confidence: round2(top.score) }
          : { kind: 'ask', typed: raw, candidates: rivals.slice(0, 3).map((entry) => entry.player) };
      best = { match, length: n, score: top.score };
    }
    return best;
  }

  /** A lone word: a unique first or last name, a nickname or initials; or a near miss of one to ask about. */
  private single(token: Token): NameMatch | null {
    const word = token.word;
    // A common word capitalised in mid-sentence ("start Pollard or Cook") is typed as a name.
    // Two letters are a name only as a known nickname ("JT").
    if (
      (word.length < 3 && !Object.hasOwn(NICKNAMES, word)) ||
      (COMMON_NAME_WORDS.has(word) && !(token.capitalised && (this.lenient || !token.sentenceStart)) && !this.lowercase)
    )
      return null;
    const exact = this.singleNames.get(word);
    if (exact?.length === 1) return { kind: 'player', typed: token.raw, player: exact[0]!, how: 'nickname', confidence: 1 };
    if (exact && exact.length > 1) {
      // Only a name typed as one ("Achane", "Hockenson") asks which; a bare common first name in lower case is talk.
      return (token.capitalised || this.lowercase) && word.length >= 4
        ? { kind: 'ask', typed: token.raw, candidates: bestKnown(exact).slice(0, 3) }
        : null;
    }
    // A misspelt surname typed as a name ("Waddel"): ask, never read it silently.
    if (!token.capitalised || token.sentenceStart || word.length < 5 || this.fuzzyLeft <= 0) return null;
    this.fuzzyLeft--;
    let best: { score: number; players: Player[] } | null = null;
    for (const { value: players, score } of this.singleKeys.near(word, 0.8, 4)) {
      if (!best || score > best.score) best = { score, players };
    }
    return best ? { kind: 'ask', typed: token.raw, candidates: bestKnown(best.players).slice(0, 3) } : null;
  }

  /** Two capitalised words, or a pool first name and another word: a person's name. */
  private looksLikeName(first: Token, second: Token): boolean {
    if (first.word.length < 2 || second.word.length < 2) return false;
    // "Kirk Cousins" opening a question is a name: only a pair of two usual words there ("Will Smith") may be talk.
    const capitalised =
      first.capitalised &&
      second.capitalised &&
      !(first.sentenceStart && COMMON_NAME_WORDS.has(first.word) && COMMON_NAME_WORDS.has(second.word));
    // "Is Tyreek getting too old?": a first name and a word in lower case is a name only when the whole question is in lower case.
    return capitalised || (this.firstNames.has(first.word) && (second.capitalised || !first.capitalised));
  }

  /** Best matches for a name typed on its own (the model's lookup tool), best first. */
  search(query: string, limit = 5): Player[] {
    const match = this.resolve(query);
    if (match.kind === 'player') return [match.player];
    if (match.kind === 'ask') return match.candidates.slice(0, limit);
    return [];
  }

  /** One name typed on its own: the player, a question about which one, or not in the pool. */
  resolve(query: string): NameMatch {
    const byId = this.players.find((player) => player.id === query.trim().toLowerCase());
    if (byId) return { kind: 'player', typed: query, player: byId, how: 'exact', confidence: 1 };
    const key = nameWords(query).join(' ');
    const exact = this.fullNames.get(key);
    if (exact) return { kind: 'player', typed: query, player: bestKnown(exact)[0]!, how: 'exact', confidence: 1 };
    const [first] = this.find(query);
    return first ?? { kind: 'missing', typed: query.trim() };
  }

  private add(map: Map<string, Player[]>, key: string, player: Player): void {
    const list = map.get(key);
    if (!list) map.set(key, [player]);
    else if (!list.includes(player)) list.push(player);
  }
}

/** Earliest ADP first, so "Josh Allen" means the quarterback people draft. */
function bestKnown(players: readonly Player[]): Player[] {
  return [...players].sort((a, b) => a.adp.ppr - b.adp.ppr);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
