import type { Player } from '@draftmode/domain';

/** How a name in a question was read. */
export type NameMatch =
  /** A player of the pool, with how sure the reading is (1 for an exact name). */
  | { kind: 'player'; typed: string; player: Player; how: 'exact' | 'nickname' | 'fuzzy' | 'context'; confidence: number }
  /** A name close to one or more players, but not close enough to pick one without asking. */
  | { kind: 'ask'; typed: string; candidates: Player[] }
  /** Something that reads as a player's name but matches nobody in the pool. */
  | { kind: 'missing'; typed: string };

/** Similarity at or above which a misspelt name is read as that player (and the answer says so). */
export const RESOLVE_AT = 0.86;
/** Similarity at or above which the chat asks "Did you mean …?" instead of saying the player is not in the pool. */
export const ASK_AT = 0.72;

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * Words that are also a player's first or last name but far more often plain English or draft
 * talk ("will", "chase", "love", "hill"), so a bare one counts as naming a player only when it is
 * capitalised in mid-sentence ("Pollard or Cook"). Full names ("Chase Brown", "Tyreek Hill") always match.
 */
const COMMON_NAME_WORDS = new Set([
  'will',
  'chase',
  'love',
  'hill',
  'king',
  'hunt',
  'white',
  'young',
  'mason',
  'cook',
  'hall',
  'moore',
  'smith',
  'brown',
  'allen',
  'jones',
  'john',
  'mike',
  'best',
  'pick',
  'team',
  'next',
  'bench',
  'week',
  'draft',
  'round',
  'rank',
  'grade',
  'ball',
  'wide',
  'tight',
  'field',
  'goal',
  'long',
  'rice',
  'bush',
  'price',
  'mark',
  'knight',
  'guard',
  'rush',
  'sutton',
  'waller',
  'london',
  'jackson',
  'johnson',
  'williams',
  'davis',
  'thomas',
  'wilson',
  'taylor',
  'walker',
  'miller',
  'carter',
  'robinson',
  'harris',
  'should',
  'would',
  'could',
  'take',
  'over',
  'than',
  'with',
  'their',
  'there',
  'what',
  'when',
  'which',
  'trade',
  'worth',
  'dart',
  'new',
  'los',
  'san',
  'tampa',
  'green',
  'kansas',
  'las',
  'bay',
  'city',
  'york',
  'england',
  'angeles',
  'francisco',
  'orleans',
  'vegas',
  'golden',
  'cash',
  'stone',
  'likely',
  'worthy',
  'swift',
  'hunter',
  'downs',
  'ford',
  'reed',
  'brooks',
  'mack',
  'bell',
  'henry',
  'kirk',
  'judge',
  'nix',
  'penny',
  'banks',
  'flowers',
  'hardy',
  'strong',
  'sharp',
  'rivers',
  'lamb',
  'bowers',
  'warren',
  'wright',
  'pierce',
  'hurts',
]);

/**
 * Words that never start or continue a player's name in a question: pronouns, verbs and draft
 * talk. A run of other words ("Tank Dell", "Jaylen Wadle") is what the finder reads as a name.
 */
const QUESTION_WORDS = new Set(
  (
    'a an the i im me my mine we our us you your he him his she her they them their it its this that these those who whom whose what which when where why how ' +
    'is are was were be been being am do does did done have has had having can could should would will shall may might must ' +
    'and or but nor so yet if then than else also too very just only not no yes ok okay please thanks thank hey hi hello ' +
    'of in on at to for from by with about into over under after before between against v vs versus as up down out off again ' +
    'draft drafted drafting take taking took pick picks picked picking grab get got start starting starter starters sit sitting bench benched drop cut trade traded ' +
    'trading keep add release waive waiver waivers target targets choose select go going play playing worth good bad better best worse worst great ' +
    'next now later early late first second third last round rounds overall slot slots spot spots turn clock team teams roster rosters lineup league ' +
    'player players position positions qb qbs rb rbs wr wrs te tes k ks def dst flex kicker kickers defense defenses quarterback quarterbacks ' +
    'running back backs wide receiver receivers tight end ends handcuff handcuffs bye byes week weeks season year points point projection projections ' +
    'adp vor tier tiers value values grade grades rate rank ranking rankings chance chances available left remaining still there last lasts ' +
    'reach sleeper sleepers bust busts upside floor ceiling risk risky injury injuries injured hurt healthy rookie rookies strategy zero hero robust ' +
    'heavy need needs weak weakest strong strongest depth backup backups rest more less many much any some every each all one two three four five ' +
    'think thoughts opinion tell know say says said compare comparison instead either neither both other another else someone anyone something ' +
    'want wanted wants like liked prefer help make made sure really actually maybe probably ppr half standard dynasty redraft mock real ' +
    'fantasy football nfl snake auction keeper keepers pos him her guy guys dude man sir bro lol wait ,'
  ).split(' '),
);

/** Words after which a capitalised word is a player's name. */
const NAME_VERBS = new Set([
  'draft',
  'take',
  'pick',
  'grab',
  'start',
  'sit',
  'drop',
  'cut',
  'trade',
  'about',
  'is',
  'on',
  'for',
  'get',
  'target',
]);

/** Abbreviations of fantasy talk that must never be read as a player's initials. */
const NOT_INITIALS = new Set([
  'adp',
  'ppr',
  'vor',
  'def',
  'dst',
  'nfl',
  'afc',
  'nfc',
  'std',
  'faab',
  'flex',
  'pts',
  'rbs',
  'wrs',
  'qbs',
  'tes',
  'irl',
  'lol',
  'imo',
  'tbh',
  'idk',
  'btw',
  'fyi',
]);

/** Nicknames people use for players, by pool id (skipped when the pool has no such player). */
const NICKNAMES: Readonly<Record<string, string>> = {
  cmc: 'christian-mccaffrey',
  'st brown': 'amon-ra-st-brown',
  'amon ra': 'amon-ra-st-brown',
  ajb: 'a-j-brown',
  'aj brown': 'a-j-brown',
  mhj: 'marvin-harrison-jr',
  btj: 'brian-thomas-jr',
  kw3: 'kenneth-walker-iii',
  hollywood: 'marquise-brown',
  'hollywood brown': 'marquise-brown',
  jsn: 'jaxon-smith-njigba',
  tmac: 'terry-mclaurin',
  'scary terry': 'terry-mclaurin',
  arsb: 'amon-ra-st-brown',
  jt: 'jonathan-taylor',
  etn: 'travis-etienne-jr',
  hock: 't-j-hockenson',
};

interface Token {
  raw: string;
  word: string;
  capitalised: boolean;
  /** First word of a sentence: capitalised by grammar, not because it is a name. */
  sentenceStart: boolean;
}

/** Lowercase ASCII words of a name or a message: accents, apostrophes and periods dropped ("D.K." = "DK"). */
export function words(text: string): string[] {
  return tokens(text)
    .map((token) => token.word)
    .filter((word) => word !== ',');
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  const cleaned = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // A possessive is not part of the name ("Jeanty's ADP"); other apostrophes and periods join what they separate (Ja'Marr, D.K.).
    .replace(/(\w)['’]s\b/g, '$1')
    .replace(/['’‘`´.](?=[A-Za-z])/g, '')
    .replace(/['’‘`´]/g, '');
  const pattern = /[A-Za-z0-9]+|[.!?]|[,;:()+]|\s[-–—]\s|[–—]/g;
  let atStart = true;
  for (const match of cleaned.matchAll(pattern)) {
    const raw = match[0];
    if (/^[.!?]$/.test(raw)) {
      atStart = true;
      continue;
    }
    // "Burrow, Mahomes or Baker": a comma or a dash ends a name.
    if (!/[A-Za-z0-9]/.test(raw)) {
      out.push({ raw: ',', word: ',', capitalised: false, sentenceStart: false });
      continue;
    }
    out.push({ raw, word: raw.toLowerCase(), capitalised: /^[A-Z]/.test(raw), sentenceStart: atStart });
    atStart = false;
  }
  return out;
}

function nameWords(name: string): string[] {
  const list = words(name.replace(/\bD\/ST\b/g, ''));
  while (list.length > 1 && SUFFIXES.has(list[list.length - 1]!)) list.pop();
  return list;
}

/** Initials of a name with its inner capitals ("Christian McCaffrey" → "cmc", "Jaxon Smith-Njigba" → "jsn"). */
function initialsOf(name: string): string {
  const parts = name
    .replace(/[.'’]/g, '')
    .split(/[\s-]+/)
    .filter((part) => part && !SUFFIXES.has(part.toLowerCase()));
  return parts
    .map((part) => (part.match(/[A-Z]/g) ?? [part[0] ?? '']).join(''))
    .join('')
    .toLowerCase();
}

/** Levenshtein distance (two rows); with `limit`, any distance above it is returned as `limit + 1` as soon as that is certain. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowBest = Math.min(rowBest, current[j]!);
    }
    // Every later row is at least this row's best: past the limit nothing can come back under it.
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, falling with the edits needed relative to the longer one. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * Fuzzy readings (a span of words or a lone word compared with every name) one `find` makes; the
 * rest of a longer message is read by exact names only. A question names a handful of players; a
 * 2,000-character message of name-like words would otherwise compare each of its spans with every
 * name in the pool (seconds of the event loop).
 */
export const MAX_FUZZY_READINGS = 24;

/** Letters and digits of a name key, counted: the edit distance between two keys is at least their counts' difference. */
function letterCounts(key: string): Uint8Array {
  const counts = new Uint8Array(37);
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : 36;
    counts[slot] = Math.min(255, counts[slot]! + 1);
  }
  return counts;
}

/** A lower bound of the edit distance between two keys: the larger of what each has that the other lacks. */
function countDistance(a: Uint8Array, b: Uint8Array): number {
  let more = 0;
  let less = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d > 0) more += d;
    else less -= d;
  }
  return Math.max(more, less);
}

interface IndexedKey {
  key: string;
  counts: Uint8Array;
  /** Insertion order: results come out in it, so ties are settled as a scan of every key would. */
  order: number;
}

/**
 * Names to compare a typed key with, by length: only keys whose similarity could reach `atLeast`
 * (the length difference and the letter counts are lower bounds of the edit distance) get the edit
 * distance computed, which stops as soon as it is past the bound.
 */
class FuzzyIndex<T> {
  private readonly byLength = new Map<number, Array<IndexedKey & { value: T }>>();
  private size = 0;
  /** Edit distances computed since construction (what a reading costs; for tests and benchmarks). */
  comparisons = 0;

  add(key: string, value: T): void {
    const list = this.byLength.get(key.length) ?? [];
    list.push({ key, counts: letterCounts(key), order: this.size++, value });
    this.byLength.set(key.length, list);
  }

  /** Every value whose key has at least `atLeast` similarity with `typed`, with that similarity. */
  near(typed: string, atLeast: number, minKeyLength = 0): Array<{ value: T; score: number }> {
    const out: Array<{ value: T; score: number; order: number }> = [];
    const counts = letterCounts(typed);
    for (const [length, keys] of this.byLength) {
      if (length < minKeyLength) continue;
      const longest = Math.max(length, typed.length);
      const limit = Math.floor((1 - atLeast) * longest + 1e-9);
      if (Math.abs(length - typed.length) > limit) continue;
      for (const entry of keys) {
        if (countDistance(counts, entry.counts) > limit) continue;
        this.comparisons++;
        const distance = editDistance(typed, entry.key, limit);
        if (distance > limit) continue;
        const score = 1 - distance / longest;
        if (score >= atLeast) out.push({ value: entry.value, score, order: entry.order });
      }
    }
    return out.sort((a, b) => a.order - b.order);
  }
}

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
