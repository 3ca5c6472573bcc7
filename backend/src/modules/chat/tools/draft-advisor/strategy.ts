import { constructionRule, kickerDefenseRound, positionCounts, type CandidateValue } from '@draftmode/grading';
import { roundOfPick } from '@draftmode/draft-core';
import type { Position } from '@draftmode/domain';
import type { TeamContext } from '../team-context';
import { LIKELY, adp, boardAt, chanceShort, fullRoster, label, name, openKickerDefense, ordinal, pct, pickOf, playerLine } from './shared';
import { valueWords } from './what-next';

// Draft plans: zero-RB and the other builds, when to take a position and how many, K and DEF timing.

export function kickerDefense(team: TeamContext): string {
  const from = kickerDefenseRound(team.rounds);
  const lastTwo = team.userPicks.slice(-2);
  const open = openKickerDefense(team);
  const have = (['K', 'DEF'] as const).filter((p) => !open.includes(p));
  const best = (position: Position) =>
    team.moment.board
      .filter((v) => v.player.position === position)
      .slice(0, 2)
      .map((v) => `${label(v.player)} (${Math.round(team.grading.points(v.player))} pts, ADP ${adp(team, v.player)})`)
      .join(', ');
  const now =
    team.currentRound >= from ? `You are in round ${team.currentRound}, so it is time.` : `You are in round ${team.currentRound}: not yet.`;
  return [
    `Take your K and DEF in the last two rounds (${from} and ${team.rounds}): for ${name(team)} that is picks **${lastTwo.join(' and ')}**. Their weekly points are close to what the waiver wire offers, so an earlier pick costs you a bench RB or WR with upside; the grader marks an earlier K or DEF down. ${team.isFull ? '' : now}`.trim(),
    have.length > 0 ? `You already have your ${have.join(' and ')}.` : '',
    team.isFull ? '' : open.map((p) => `Best ${p} left: ${best(p) || 'none'}.`).join(' '),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function strategy(team: TeamContext, message: string): string {
  const text = message.toLowerCase();
  const counts = positionCounts(team.roster);
  const early = team.roster.filter((p) => roundOfPick(pickOf(team, p) ?? 99, team.summary.leagueSize) <= 3);
  const earlyRbs = early.filter((p) => p.position === 'RB').length;
  const rb = boardAt(team, 'RB', 1)[0];
  const wr = boardAt(team, 'WR', 1)[0];
  const slot = team.summary.draftPosition;
  const size = team.summary.leagueSize;
  const where = slot <= Math.ceil(size / 3) ? 'an early slot' : slot > size - Math.ceil(size / 3) ? 'a late slot' : 'a middle slot';
  const lines: string[] = [
    `${name(team)} drafts from slot ${slot} of ${size} (${where}); round ${team.currentRound}, with ${counts.RB} RB, ${counts.WR} WR, ${counts.QB} QB and ${counts.TE} TE so far.`,
  ];
  if (team.roster.length > 0) {
    const built = earlyRbs === 0 && early.length >= 2 ? 'zero-RB' : earlyRbs === 1 ? 'hero-RB' : earlyRbs >= 2 ? 'robust-RB' : null;
    if (built)
      lines.push(`Your first rounds already make this a **${built}** build (${early.map((p) => `${p.name} ${p.position}`).join(', ')}).`);
  }
  if (rb && wr && !team.isFull) {
    const lead = rb.score >= wr.score ? rb : wr;
    const other = lead === rb ? wr : rb;
    const rank = (v: CandidateValue) => team.moment.board.filter((c) => !c.rule).indexOf(v) + 1;
    lines.push(
      `Right now your board ranks a **${lead.player.position}** first: ${label(lead.player)} is #${rank(lead)} (${valueWords(lead)}, ${chanceShort(team, lead)}), the best ${other.player.position} ${label(other.player)} is #${rank(other)} (${valueWords(other)}, ${chanceShort(team, other)}). The board orders by that value, which weighs ADP and who will last, not points alone.`,
    );
  }
  const named: Array<[RegExp, string]> = [
    [/zero/, 'zero-RB'],
    [/hero|anchor/, 'hero-RB'],
    [/robust|rb[- ]heavy/, 'robust-RB'],
    [
      /late\b.*\b(qb|quarterback)|\b(qb|quarterback)s?\b.*\blate|skip\w* (qb|quarterback)|stream\w* (qb|quarterback)|(qb|quarterback)s? until round/,
      'late-QB',
    ],
    [
      /late\b.*\b(te|tight end)|\b(te|tight end)s?\b.*\blate|skip\w* (te|tight end)|punt\w* (te|tight end)|(te|tight end)s? until round/,
      'late-TE',
    ],
  ];
  const asked = named.filter(([pattern]) => pattern.test(text)).map(([, strategy]) => strategy);
  // "Explain zero RB to me": what the plan is, before how it fits.
  if (/\b(what is|what's|whats|explain|define|mean|means|meaning|how does)\b/.test(text))
    lines.unshift(...asked.map((strategy) => STRATEGY_MEANING[strategy]!));
  const shown = asked.length > 0 ? asked : ['zero-RB', 'hero-RB', 'robust-RB', 'late-QB', 'late-TE'];
  lines.push(shown.map((strategy) => `- ${strategyFit(team, strategy, { rb, wr, earlyRbs })}`).join('\n'));
  lines.push(
    'The recommendations follow the draft model, not a fixed plan: it values each player for your roster at this pick, so a strategy shows up as what it ranks first.',
  );
  return lines.join('\n\n');
}

function strategyFit(team: TeamContext, strategy: string, board: { rb?: CandidateValue; wr?: CandidateValue; earlyRbs: number }): string {
  const { rb, wr, earlyRbs } = board;
  const pastEarly = team.currentRound > 3;
  switch (strategy) {
    case 'zero-RB':
      if (pastEarly)
        return earlyRbs === 0
          ? '**Zero-RB**: you are doing it; now add RBs with volume from the middle rounds.'
          : `**Zero-RB**: too late for it, you took ${earlyRbs} RB${earlyRbs === 1 ? '' : 's'} in the first three rounds.`;
      return rb && wr && wr.score >= rb.score
        ? `**Zero-RB** fits this pick: the best WR (${wr.player.name}) is worth more to you than the best RB (${rb.player.name}).`
        : `**Zero-RB** costs you here: ${rb ? `${rb.player.name} is worth ${Math.round(rb.score - (wr?.score ?? 0))} more points than the best WR` : 'the RB is worth more'}.`;
    case 'hero-RB':
      if (earlyRbs === 1)
        return '**Hero-RB**: you have your anchor RB; the model now leans to WR/TE until the RB value returns in the middle rounds.';
      if (pastEarly)
        return earlyRbs === 0
          ? '**Hero-RB**: you missed the window for an anchor RB in rounds 1–3.'
          : '**Hero-RB**: you have more than one early RB already (robust-RB).';
      return rb
        ? `**Hero-RB**: take one elite RB; the best on your board is ${label(rb.player)}, ${chanceShort(team, rb)}.`
        : '**Hero-RB**: no RB is left on your board.';
    case 'robust-RB':
      if (earlyRbs >= 2) return '**Robust-RB**: done; your RB room is set, fill WR next.';
      return rb
        ? `**Robust-RB**: ${pastEarly ? 'the early-round window has passed' : `it means RBs with your first picks; the best now is ${label(rb.player)} (+${Math.round(rb.gain)} points to your lineup)`}.`
        : '**Robust-RB**: no RB is left on your board.';
    case 'late-QB':
    case 'late-TE': {
      const position: Position = strategy === 'late-QB' ? 'QB' : 'TE';
      const best = boardAt(team, position, 1)[0];
      const rank = best ? team.moment.board.filter((v) => !v.rule).indexOf(best) + 1 : 0;
      if (positionCounts(team.roster)[position] > 0) return `**Late ${position}**: you already have your ${position}.`;
      return best
        ? `**Late ${position}**: the best ${position} left, ${label(best.player)}, is #${rank} on your board now (${chanceShort(team, best)}); ${rank <= 3 ? 'the model would take him now.' : 'waiting costs little while he is that far down.'}`
        : `**Late ${position}**: no ${position} is left on the board.`;
    }
    default:
      return '';
  }
}

/** How many of a position the board plans for, by the roster rules (docs/adr/0005-draft-model.md). */
function positionPlan(team: TeamContext, position: Position): string {
  const starters = team.summary.rosterSpots[position];
  if (position === 'QB' || position === 'TE')
    return `**Two ${position}s at most**: your ${starters === 1 ? 'starter' : `${starters} starters`} and one backup, and the backup only once your RB and WR starters, the FLEX and the first RB and WR backups are filled; never a third.`;
  return `**About ${starters + 3} ${position}s**: your ${starters} starters, one for the FLEX and two backups; more only once the other position has its starters and first backup.`;
}

export function positionTiming(team: TeamContext, position: Position, message = ''): string {
  if (position === 'K' || position === 'DEF') return kickerDefense(team);
  if (team.isFull) return fullRoster(team);
  // "How many TEs should I draft in total?": what the board plans for (docs/adr/0005-draft-model.md, construction rules), then when.
  if (/\b(how many|in total|total|end up|by the end|double)\b/i.test(message))
    return `${positionPlan(team, position)}\n\n${positionTiming(team, position)}`;
  const counts = positionCounts(team.roster);
  const spots = team.summary.rosterSpots;
  const nth = counts[position] + 1;
  const rule = constructionRule(position, counts, team.currentRound, team.rounds, spots);
  const options = boardAt(team, position, 3);
  const best = options[0];
  const rank = best ? team.moment.board.filter((v) => !v.rule).indexOf(best) + 1 : 0;
  const have = team.roster.filter((p) => p.position === position);
  const head = `${name(team)} has ${have.length === 0 ? `no ${position}` : `${have.length} ${position}${have.length === 1 ? '' : 's'} (${have.map((p) => p.name).join(', ')})`} for ${spots[position]} starting slot${spots[position] === 1 ? '' : 's'}; this would be your ${ordinal(nth)} ${position}.`;
  let verdict: string;
  if (rule) verdict = `**Wait.** ${rule.text}.`;
  else if (!best) verdict = `No ${position} is left on your board.`;
  else if (rank <= 2 && best.chance < LIKELY)
    verdict = `**Take one now.** ${best.player.name} is #${rank} on your board and has only ${pct(best.chance)} chance of lasting to pick ${team.chancePick}.`;
  else if (rank <= 2)
    verdict = `**Now is fine**: ${best.player.name} is #${rank} on your board, though he has ${pct(best.chance)} chance of lasting to pick ${team.chancePick}.`;
  else
    verdict = `**Wait.** The best ${position}, ${best.player.name}, is only #${rank} on your board${team.chancePick ? ` and has ${pct(best.chance)} chance of lasting to pick ${team.chancePick}` : ''}; ${team.moment.board.find((v) => !v.rule)?.player.name ?? 'another player'} is the better pick now.`;
  const backup =
    nth === spots[position] + 1
      ? ` A backup ${position} only matters in bye weeks and injuries, so the model wants your RB/WR starters and first backups first.`
      : '';
  return [
    head,
    `${verdict}${backup}`,
    options.length > 0 ? `${position}s on your board:\n${options.map((v) => `- ${playerLine(team, v)}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** What each draft strategy the chat speaks of is. */
const STRATEGY_MEANING: Readonly<Record<string, string>> = {
  'zero-RB':
    '**Zero-RB** means no RB in the first rounds (often through round 5 or 6): WRs and an elite TE or QB first, then RBs in volume from the middle rounds, betting that some of them break out.',
  'hero-RB': '**Hero-RB** means one elite RB in the first two rounds, then WRs and a TE until RB value returns in the middle rounds.',
  'robust-RB':
    '**Robust-RB** means two or three RBs with your first picks, then WRs: RBs are scarcer and get hurt more, so you lock in the volume early.',
  'late-QB':
    '**Late QB** means waiting on QB until the middle or late rounds: many QBs score close to each other, so an early one costs a starter elsewhere.',
  'late-TE': '**Late TE** means waiting on TE past the elite few and taking one from the middle rounds.',
};
