import type { Position } from '@draftmode/domain';
import type { AdviceTopic } from '../../tools/draft-advisor';

/** The questions the built-in strategy engine answers: the advisor's topics, plus the ones about the chat itself. */
export type Intent = AdviceTopic | 'decline' | 'help' | 'list-teams' | 'no-data' | 'thanks';

/** Words that make a question a fantasy football question even without a player's name. */
const FOOTBALL =
  /\b(draft\w*|picks?|picking|round|rounds|roster|positions?|keepers?|steals?|reach\w*|starters?|backups?|upside|sleepers?|busts?|breakouts?|stack\w*|wire|pick ?ups?|free agents?|lineup|qbs?|rbs?|wrs?|tes?|(qb|rb|wr|te)\d|k|def|dst|d\/st|flex|quarterbacks?|running ?backs?|wide ?receivers?|receivers?|tight ?ends?|kickers?|defen[cs]es?|bye|byes|handcuffs?|adp|vor|tiers?|sleepers?|busts?|rookies?|injur\w*|bench|drop|waivers?|trade|fantasy|football|nfl|ppr|scoring|projections?|grade|zero|hero|strategy|snake|clock|surviv\w*|percent\w*|(over|under)valued|(over|under)rated|overall|teams?|league|needs?|values?|targets?|depth|weak\w*|strong\w*|cut|dump|punt\w*|wide ?outs?|week \d+|off weeks?|on the turn|pik\w*|draf\w*|replacement( level)?|positional|bpa|cuff\w*|droppable|cuttable|expendable|projected|sniped|snipe|\d{1,2}\.\d{2}|passed on|board|banged up|stash\w*|studs?|ride the pine|grading|roster spot|queue|reciev\w*|heavy on)\b|\bweeks?\b[^.?!]*\boff\b|\bhow (am i|are we) doing\b/;

/** Words a draft question shares with everyday English ("who is the best?"): football only when nothing else in the question is about something else. */
const EVERYDAY =
  /\b(who|best|help|next|available|week|season|points|start|sit|old|young|ages?|early|late|wait|plan|spot|options?|choices?|recommend\w*|suggest\w*|slot|now|chances?|better|players?|recomm?end\w*|reccomend\w*|whos|build|hurt|runs?|running|move|grab|play|turn|ava\w*able|starting|starts|started)\b/;

/** A question about who lasts to the user's next pick ("will he be there at 68?", "who will be gone before my pick?"). */
const LASTS =
  /\b(gone|taken|go|be drafted|sniped|snagged|stolen) before (my|the)( next)? (pick|turn)\b|\bwill be gone\b|\b(go|gone) in the next\b|\bnext (few|couple( of)?|\d+) picks\b|\b(grab|get|take|draft) at (pick )?\d+\b|\b(like|want|target)\b.*\b(at|by) (pick )?\d{1,3}\b|\b(there|available|left|last|around|still be)\b.*\b(next pick|my pick|next turn|next time i pick|pick \d+|at \d+|by \d+|come back|comes back)\b|\bwill\b.*\b(be there|last|be available|still be|make it)\b|\b(likely|probably)\b.*\b(there|available|left)\b|\bfall to\b|\b(in|for|by) (round \d+|the next round|my next round)\b|\bcan i (get|grab|land)\b.*\b(pick \d+|at \d+|round \d+|next pick|my next)\b/;

/** Subjects that share words with a draft question ("draft beer", "pickup truck") but are about something else. */
const OFF_TOPIC =
  /\b(beer|ale|lager|trucks?|towing|cars?|recipes?|cook(ing)? (dinner|lunch|breakfast)|movies?|novels?|books?|songs?|stocks?|crypto|taxes|baseball|basketball|soccer|hockey|golf|tennis|nba|mlb|nhl|world series|world cup|stanley cup|point guard|pitcher|goalie|pick-?up lines?|cover letter|essay|resume|poem|emails?|premier league|la liga|mls|ufc|formula 1|puppy|puppies|dog|cat|pets?|bitcoin|ethereum|trip|vacation|hotel|flights?|rpg|video games?|xbox|playstation|nintendo)\b/;

/** With a player named: whether he is still there when the user picks again ("makes it to 53?", "gone by the time I pick?"). */
const HE_LASTS =
  /\b(make it|makes it|last|lasts|survive\w*|slip|slips|slide|slides|falls? to|any shot|get to me|comes? back|back to me|there next round|next round|(snagged|sniped|taken|grabbed|picked|go|get) before|gone|around|still (on the board|there|available|be there)|by the time|when i'?m (back|up)|back up\b(?! (qb|te|rb|wr))|my next (pick|turn)|my round \d+ pick)\b/;

/** What a football question may ask that the pool has no data for: news, games, betting. */
const NO_DATA =
  /\b(weather|news|odds|vegas|betting|spreads?|over\/under|holdouts?|contracts?|suspen\w+|coach\w*|depth charts?|snap counts?|practice|super ?bowls?|champions?(hip)?|mvp|who won|who will win|standings|scores? of)\b/;

/** Words that name no topic of their own: what is left of a question besides them and {@link EVERYDAY} is what it is about. */
const TOPICLESS = new Set(
  (
    'a an the i im me my mine we our us you your it its is am are was were be been being do does did done should would could can will shall may might must ' +
    'what whats who whos whom which when where why how to of for in on at by with from up down out off over about into than then now here there right ' +
    'this that these those and or but if so not no yes any some all more most less least much many very really just still yet again too also ever ' +
    'get got getting go going gone take taking took make making need want like think know give giving have has had let lets see say tell show ' +
    'good great bad better worse safe safer safest smart top high low big left one two three first second last time someone anyone anybody ' +
    'thing things guy guys he him his they them their please thanks ok okay hey list score scores win wins winning won lose enough chance chances ' +
    'look looks looking doing rate rank ranking compare vs versus worth keep under around far soon done ready full open fill instead else other ' +
    'another each every both either only own same different new worst fine sure sense idea advice opinion thoughts call move play playing ' +
    'year years today tonight day anything something everything nothing one ones way biggest largest main greatest wrong missing fix improve ' +
    'explain define describe problem problems issue issues concern concerns worry worried feel gonna wanna guess mean means meaning exactly exact level happening ' +
    'rn lmk ngl tbh imo pls plz u ur wat wut shud shld pls go anybody everybody everyone people d s ll ve re t comes come coming column matter matters would'
  ).split(' '),
);

/**
 * Whether a question is about fantasy football: a football word, else only everyday words that
 * draft questions use ("who next?", "best available?") and words that name no other topic.
 */
function isFootball(text: string): boolean {
  if (FOOTBALL.test(text)) return true;
  if (!EVERYDAY.test(text)) return false;
  const words = text.replace(/'s\b/g, '').match(/[a-z]+/g) ?? [];
  return words.every((word) => TOPICLESS.has(word) || EVERYDAY.test(word));
}

const POSITION_WORDS: Array<[RegExp, Position]> = [
  [/\b(qbs?|qb\d|quarterbacks?)\b/, 'QB'],
  [/\b(rbs?|rb\d|running ?backs?)\b/, 'RB'],
  [/\b(wrs?|wr\d|wide ?receivers?|receivers?|wide ?outs?|reciev\w*)\b/, 'WR'],
  [/\b(tes?|te\d|tight ?ends?)\b/, 'TE'],
  [/\b(k|kickers?)\b/, 'K'],
  [/\b(def|dst|d\/st|defen[cs]es?)\b/, 'DEF'],
];

/** Positions a question names, in the order of {@link POSITION_WORDS}. */
export function positionsAskedFor(message: string): Position[] {
  const text = message.toLowerCase();
  return POSITION_WORDS.filter(([pattern]) => pattern.test(text)).map(([, position]) => position);
}

/** The one position a question asks about ("best WR left?"), or undefined. */
export function positionAskedFor(message: string): Position | undefined {
  const found = positionsAskedFor(message);
  return found.length === 1 ? found[0] : undefined;
}

/** A pick number the question names ("at pick 40", "by 52"), if any. */
export function pickAskedFor(message: string): number | undefined {
  const match = /\b(?:pick|at|by|#)\s*(\d{1,3})\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Classifies a question by what it is about, from its words and how many players it names. The
 * specific topics come first (handcuffs, injuries, trades, byes, strategy…), then questions
 * about named players, then the general "who next", which is also the answer to any other draft
 * question. Only a question with nothing of fantasy football in it is declined.
 */
export function classify(message: string, players: number): Intent {
  const text = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/%/g, ' percent ')
    .replace(/\bwk ?(\d+)/g, 'week $1');
  const position = positionsAskedFor(text);
  if (/^\s*(thanks?( you)?|thx|ty|cheers|great|awesome|cool|nice|ok(ay)?|got it|perfect)( a lot| so much)?[\s!.]*$/.test(text))
    return 'thanks';
  if (/^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening))( there)?[\s!.,]*$/.test(text)) return 'help';
  if (OFF_TOPIC.test(text) || (players === 0 && !isFootball(text))) {
    if (/\b(what can you do|what do you know|how do you work)\b/.test(text)) return 'help';
    return EVERYDAY.test(text) && NO_DATA.test(text) && !OFF_TOPIC.test(text) ? 'no-data' : 'decline';
  }
  if (/\b(what can you (do|answer)|what do you know|how do you work|help me use)\b|^\s*help( me)?[\s!.?]*$/.test(text)) return 'help';
  if (/\b(my teams|which teams|list (my )?teams|what teams|how many teams do i)\b/.test(text)) return 'list-teams';
  // "Odds McMillan is there at 68?" asks for a chance, not betting odds.
  if (
    NO_DATA.test(text) &&
    !(/\bodds\b/.test(text) && (LASTS.test(text) || HE_LASTS.test(text) || /\b(surviv\w*|chances?|lasting|model)\b/.test(text))) &&
    !/\badp spread\b/.test(text)
  )
    return 'no-data';
  if (
    (players === 0 ||
      /\b(percentage|percent|number|grade|adp|vor|tier \d*)\b.*\bmeans?\b|\bwhy is \S+ (adp|vor|tier|grade)\b/.test(text)) &&
    (position.length === 0 || /\b(mean|compute|computed|calculate|calculated)\b/.test(text)) &&
    (!/\bmy\b/.test(text) || /\b(mean|means|meaning|define|explain|why does|calculated|computed|different|difference)\b/.test(text)) &&
    /\b(what (is|are|does)|what's|whats|wtf is|explain|define|meaning of|means?|how (does|do|is|are)|why (is|are|do|does)|does the (model|board|grader|grade|app)|is (vor|adp|a tier|the grade) the same|how many picks make|why would|which matters|good or bad|does (the|my) (draft grade|pick grade|grade|chance)|where does|(if|when) (the )?chance|differen(t|ce)|use (ppr|half|standard)|(ppr|standard) or|is (higher|lower|more|less) \w+ (always )?(better|worse|good|bad)|counts? as)\b|^\s*(vor|adp|ppr)\s*\??\s*$/.test(
      text,
    ) &&
    /\b(vor|adp|tiers?|chance|percent\w*|surviv\w*|pick grades?|draft grades?|rank|ranks|ranking|live grade|report card|grade|grading|replacement|handcuff|flex|(half[- ])?ppr|scoring|runs?|recommend\w*|board order|percentage|scale|reach\w*|steals?|standard)\b/.test(
      text,
    ) &&
    !/\b(best|left|available)\b|\bnext (pick|turn|round|one)\b/.test(text)
  ) {
    return 'explain';
  }
  if (
    /\bhandcuff|\bbacks (him |them )?up\b|\bback (him|them) up\b|\bback ?ups? (for|of|to) (?!(my |a |the |your )?(qb|te|k|def|wr|quarterback|tight end|kicker|receiver)s?\b)/.test(
      text,
    ) ||
    (players >= 1 && /\bback-?ups?\b/.test(text) && !/\bback-?ups? (qb|te|quarterback|tight end|k|def)\b/.test(text)) ||
    /\bcuff\b/.test(text) ||
    (players >= 1 && /\b(insurance|stash\w*)\b/.test(text)) ||
    (players >= 1 && /\bto (protect|insure|cover)\b/.test(text) && !/\bbyes?\b/.test(text)) ||
    /\b(gets?|goes|went|is) (hurt|injured|down)\b/.test(text)
  )
    return 'handcuffs';
  if (/\bweek ([2-9]|1[0-8])\b/.test(text)) return 'byes';
  if (/\b(injur\w*|hurt|health\w*|questionable|doubtful|banged up)\b/.test(text)) return 'injuries';
  if (/\b(rookies?|first[- ]year)\b/.test(text)) return 'rookies';
  if (players === 0 && /\b(old|older|oldest|ages?|young|younger|youngest)\b|\b(under|over) \d\d\b/.test(text) && !/\bweek\b/.test(text))
    return 'ages';
  if (/\b(trad(e|es|ed|ing)|deal|offer(ed)?|swap)\b/.test(text)) return 'trade';
  // "Is A.J. Brown for Bijan a win for me?"
  if (
    players >= 2 &&
    /\bfor\b/.test(text) &&
    /\b(win|wins|fair|accept|do it|take it|good for me|straight up|wants|thoughts)\b|\b(2|two)[- ]for[- ](1|one)\b/.test(text)
  )
    return 'trade';
  if (
    (players === 1 && /\b(worst|weakest|least valuable) (player|guy|one)\b/.test(text)) ||
    /\b(drop|cut|release|waive|dump|droppable|cuttable|expendable)\b|\b(worst|weakest) (guy|player|one) on my (team|roster)\b|\b(worst|weakest) bench (guy|player)\b|\bleast valuable\b|\broster spot\b|\bmake room\b/.test(
      text,
    ) ||
    (players >= 1 && /\b(keep|keeping|hold onto|holding onto)\b(?! (hammering|drafting|taking|going|adding|picking|loading))/.test(text))
  )
    return 'drop';
  if (players === 1 && position.length === 1 && /\b(second|2nd|behind)\b/.test(text)) return 'position-timing';
  // "I have Gibbs and Cook, should I grab another RB?": the players named are the roster, the question is about the position.
  if (
    position.length === 1 &&
    /\b(i('ve| have| already have| got)|already)\b/.test(text) &&
    /\b(another|second|2nd|third|3rd|more|backup|keep (hammering|drafting|taking|going))\b/.test(text)
  )
    return 'position-timing';
  // A week other than the first: what the tool knows of a given week is who is on a bye.
  if (/\bbyes?\b|\bweeks?\b[^.?!]*\boff\b|\boff weeks?\b|\bsame week\b/.test(text) || /\bweek ([2-9]|1[0-8])\b/.test(text)) return 'byes';
  if (/\bstream\w*\b/.test(text) && /\b(plan\w*|strategy|all year|all season|dumb|smart|good idea)\b/.test(text)) return 'strategy';
  if (/\b(go|going) heavy\b|\bheavy on\b|\bskip\w* (qb|te|quarterback|tight end)s?\b|\b(qb|te)s? until round\b/.test(text))
    return 'strategy';
  if (/\b(waivers?|wire|pick ?ups?|free agents?|streamers?|stream)\b/.test(text)) return 'waivers';
  if (players === 0 && /\bmy (qb|rb|wr|te)s?\b/.test(text) && /\b(compare|rank|best|better|who|which)\b/.test(text)) return 'start-sit';
  const aboutDrafting =
    /\bstart(ed)? (my |the |our )?(draft\w*|taking|picking|with)\b|\b(heavy|early|fast|slow|strong|good|bad) start\b|\bto start\W*$|\bstart (thinking|looking|considering|worrying)\b/.test(
      text,
    ) || /\bwhen\b.*\b(draft|take|pick)\b/.test(text);
  if (players >= 1 && /\bbench\b/.test(text) && !/\b(drop|cut|for (my|the) (last )?bench)\b/.test(text)) return 'start-sit';
  if (
    /\bwhich of my .*\bstarts?\b|\bwho starts\b|\bride the pine\b|\bbe my (qb|rb|wr|te|flex)\d?\b|\bstarts? for me\b|\bwhich \w+ starts\b|\bwho'?s starting\b|\bstarting for me\b/.test(
      text,
    )
  )
    return 'start-sit';
  if (/\badds? (the )?most\b|\bfills? (my )?(lineup|roster)\b|\bneed a starter\b/.test(text) && !/\b(drop|bench|sit)\b/.test(text))
    return 'recommend';
  if (/\b(lineup|starters?|starting) total\b|\btotal (projected )?points\b/.test(text)) return 'grade-team';
  if (
    (/\b(start|sit|lineup|week \d+|week one|this week)\b|\bwho (to|do i|should i) play\b/.test(text) ||
      /\bstarting (qb|rb|wr|te|k|def|flex|lineup)\b/.test(text)) &&
    !aboutDrafting
  )
    return 'start-sit';
  if (players >= 2 && /\bfor (my|the) (last )?bench\b/.test(text)) return 'compare';
  if (
    players === 0 &&
    position.length >= 2 &&
    /\b(or|vs\.?|versus)\b/.test(text) &&
    !/\b(start|sit|drop|cut|am i|are we|is my)\b/.test(text)
  )
    return 'recommend';
  if (/\bbench\b/.test(text)) return /\b(who|which|should)\b/.test(text) && !/\b(draft|pick|take)\b/.test(text) ? 'start-sit' : 'drop';
  if (/\bstack/.test(text)) return 'stack';
  if (
    /\b(what|who) (did|have) i (draft|drafted|pick|picked|take|taken)\b|\b(rank|grade|review|list|show|rate) (all )?my picks\b|\bmy (best|worst) picks?\b|\bwhich (of my )?picks? (was|were) (my )?(best|worst)\b|\b(best|worst) pick (i made|so far)\b|\bthink (of|about) my picks\b|^\s*(show )?my picks( so far)?[\s?.!]*$|\bmy picks so far\b|\bwhich of my picks\b|\bpassed on\b|\bbest value pick\b|\bwhich round did i\b|\bmy first \d+ (rounds|picks)\b|\bhow('d| did) my (picks|rounds|first \w+ rounds?) go\b|\bmy (biggest|worst) reach\b/.test(
      text,
    ) ||
    (/\bmy (first|second|third|latest|\d+(st|nd|rd|th)) (pick|selection)s?\b/.test(text) &&
      !/\bwho\b|\b(there|last|available|left|still)\b/.test(text))
  )
    return 'my-picks';
  if (/\b(am i|are we|is my team) (better|stronger|weaker|deeper)\b|\b(better|stronger|weaker|deeper) at (qb|rb|wr|te)\b/.test(text))
    return 'grade-team';
  if (/\b(my|the) flex\b/.test(text) && /\b(who|which|should)\b/.test(text) && !/\b(draft|pick|take|target)\b/.test(text))
    return 'start-sit';
  if (
    players === 0 &&
    position.length === 1 &&
    /\b(enough|too many|too few|how many|two|2|three|3|\d(st|nd|rd|th)|fourth|fifth|sixth|ever|double)\b/.test(text) &&
    !/\btiers?\b|\b(build|strateg\w*|zero|hero|robust)\b/.test(text)
  )
    return 'position-timing';
  if (players === 0 && (/\breaches\b/.test(text) || /\b(who|which|anyone|anybody|teams?) (has |have )?reached\b/.test(text)))
    return 'reaches';
  if (players === 0 && /\b(values?|steals?|falling|fallen|fallers?|fell|slid\w*|sliding|bargains?)\b/.test(text) && !/\btrade\b/.test(text))
    return 'values';
  if (/\bdraft (position|slot|spot)\b|\b(my|which|what) slot\b/.test(text)) return 'next-pick';
  if (players === 0 && /\bshort ?list\b/.test(text)) return 'at-next-pick';
  if (
    /\b(zero|hero|robust|anchor)[- ]?(rb|wr|te)\b|\b(rb|wr)[- ]heavy\b|\blate[- ]round (qb|te)\b|\blate (qb|te)\b|\bstrateg\w*|\bpunt\w*|\bapproach\b|\b(game ?)?plan\b|\bbuild\b/.test(
      text,
    )
  )
    return 'strategy';
  if (players === 0 && (position.includes('K') || position.includes('DEF')) && !position.some((p) => p !== 'K' && p !== 'DEF'))
    return 'kicker-defense';
  if (/\b(everybody|everyone|people|teams|they) (is |are )?(taking|drafting|grabbing|running on|going)\b/.test(text)) return 'runs';
  if (/\btiers?\b|\b(run|runs|running) (out|dry)\b|\bdry up\b/.test(text)) return players === 1 ? 'lookup' : 'tiers';
  if (/\b(runs?|running on|run on)\b/.test(text) && !/running ?backs?/.test(text)) return 'runs';
  if (
    players === 0 &&
    position.length === 1 &&
    /\b(backup|second|2nd|another|third|3rd|(qb|rb|wr|te)[2-9])\b/.test(text) &&
    !/\b(start|sit)\b/.test(text)
  )
    return 'position-timing';
  if (
    /\b(will|would|does|do) (my|our) (team|roster|lineup) score\b|\bhow many points (will|would|does|do) (my|our|i)\b|\b(team|roster|lineup) (is )?projected\b/.test(
      text,
    )
  )
    return 'grade-team';
  if (
    /\btoo many\b|\b(good|bad|wrong|right|strong) (enough )?(with|about) my (team|roster|draft)\b|\bmy (team|roster|draft) (good|bad|strong|weak)\b|\bgood enough\b|\b(win|contend)\b|\bthoughts on my (team|roster|draft)\b|\bsummar\w*\b|\bwhere do i rank\b|\bhow do i (stack up|compare|rank)\b|\b(lineup|starters?|starting) total\b|\btotal (projected )?points\b|\b(balanced|enough depth)\b/.test(
      text,
    )
  )
    return 'grade-team';
  if (
    /\b(grade|rate|rating|report card|think of my (team|draft|roster)|my (draft|team|roster) so far|how (good|strong|bad) is|how am i doing|how('s| is| does| did) my (team|roster|draft)|how did i do|evaluate|assess)\b/.test(
      text,
    )
  ) {
    return players === 1 ? 'grade-pick' : players >= 2 ? 'compare' : 'grade-team';
  }
  // "Was taking London in round 2 a reach?": a pick made, not one to come.
  if (
    players === 1 &&
    ((/\b(was|were)\b/.test(text) &&
      /\b(mistake|reach|good|bad|right|wrong|steal|value|worth|fine|okay|ok|smart|wise|dumb)\b/.test(text)) ||
      /\b(how'd|how did|did) i do\b|\b(overpay|overpaid|overdraft\w*)\b/.test(text))
  )
    return 'grade-pick';
  // "Josh Downs in round 5 - value or reach?": a grade, though it names a round.
  // "Aaron Jones is 30, too old to draft?": his age first.
  if (players === 1 && /\b(too old|how old|age|aging)\b/.test(text)) return 'lookup';
  if (players === 1 && /\b(value or reach|reach or value|a reach|a value|good value|a steal|too early|too soon)\b/.test(text))
    return 'grade-pick';
  // "RB or WR?": which of the positions to take now.
  if (players === 0 && position.length >= 2 && /\b(or|vs\.?|versus)\b/.test(text)) return 'recommend';
  if (
    players === 0 &&
    /\b(weak|weakest|weakness(es)?|worst|thinnest|thin|holes?|shore up|needs?|missing|focus|priorit\w*)\b/.test(text) &&
    !/\bbest (player )?available\b|\bbpa\b|\bwhen\b|\bneed (a|an|some) (name|player|pick|guy)\b/.test(text) &&
    !(position.length === 1 && /\b(best|top)\b/.test(text))
  )
    return 'weakest';
  if (LASTS.test(text)) return 'at-next-pick';
  if (
    players === 0 &&
    position.length === 1 &&
    /\b(when|now or|or wait|wait|second|2nd|backup|another|third|3rd|how many|early|yet|soon|time (to|for)|should i (take|draft|get|grab) an? )\b/.test(
      text,
    )
  )
    return 'position-timing';
  const asksWho =
    /\b(who|whom|which|any|take|draft|grab|target|should i|names?|options?|candidates?|suggest\w*|recommend\w*|give me|upside|sleepers?|breakouts?|values?)\b/.test(
      text,
    );
  if (
    /\bwhen is my (next )?pick\b|\bhow many picks\b|\bwhen am i up\b|\bam i (up|on the clock|on the turn)\b|\bwhat pick am i\b|\bwhen do i pick\b/.test(
      text,
    ) ||
    (players === 0 && /\bmy next (pick|turn)\b/.test(text) && !asksWho)
  ) {
    return 'next-pick';
  }
  if (players >= 2) return 'compare';
  if (players >= 1 && HE_LASTS.test(text) && !/\b(was|were|did i)\b/.test(text)) return 'at-next-pick';
  if (players === 1) {
    if (/\b(wait|hold off)\b/.test(text)) return 'at-next-pick';
    return /\b(should i|good pick|worth|reach|take|draft|pick|grab|value|steal|too early|now|here)\b/.test(text) &&
      !/\b(tell me about|who is|how old|what about)\b/.test(text)
      ? 'grade-pick'
      : 'lookup';
  }
  return 'recommend';
}
