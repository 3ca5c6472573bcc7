// How the chat splits a message into words, and the word lists that decide whether a word names a
// player (plain-English words that are also names, question words, verbs before a name, nicknames).

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * Words that are also a player's first or last name but far more often plain English or draft
 * talk ("will", "chase", "love", "hill"), so a bare one counts as naming a player only when it is
 * capitalised in mid-sentence ("Pollard or Cook"). Full names ("Chase Brown", "Tyreek Hill") always match.
 */
export const COMMON_NAME_WORDS = new Set([
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
export const QUESTION_WORDS = new Set(
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
export const NAME_VERBS = new Set([
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
export const NOT_INITIALS = new Set([
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
export const NICKNAMES: Readonly<Record<string, string>> = {
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

export interface Token {
  raw: string;
  word: string;
  capitalised: boolean;
  /** First word of a sentence: capitalised by grammar, not because it is a name. */
  sentenceStart: boolean;
}

/** Lowercase ASCII words of a name or a message: accents, apostrophes and periods dropped ("D.K." = "DK"). */
function words(text: string): string[] {
  return tokens(text)
    .map((token) => token.word)
    .filter((word) => word !== ',');
}

export function tokens(text: string): Token[] {
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

export function nameWords(name: string): string[] {
  const list = words(name.replace(/\bD\/ST\b/g, ''));
  while (list.length > 1 && SUFFIXES.has(list[list.length - 1]!)) list.pop();
  return list;
}

/** Initials of a name with its inner capitals ("Christian McCaffrey" → "cmc", "Jaxon Smith-Njigba" → "jsn"). */
export function initialsOf(name: string): string {
  const parts = name
    .replace(/[.'’]/g, '')
    .split(/[\s-]+/)
    .filter((part) => part && !SUFFIXES.has(part.toLowerCase()));
  return parts
    .map((part) => (part.match(/[A-Z]/g) ?? [part[0] ?? '']).join(''))
    .join('')
    .toLowerCase();
}
