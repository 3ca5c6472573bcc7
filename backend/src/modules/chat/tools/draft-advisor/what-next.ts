import { gradePickAt, kickerDefenseRound, recommendationsAt, shownValue, type CandidateValue } from '@draftmode/grading';
import { roundOfPick } from '@draftmode/draft-core';
import type { Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import type { Question } from './questions';
import { gradeTeam } from './roster-grade';
import {
  LIKELY,
  adp,
  boardAt,
  chanceSentence,
  clockLine,
  fullRoster,
  gradeText,
  label,
  name,
  openKickerDefense,
  pct,
  status,
} from './shared';

// What to pick now and who lasts to the next pick: 'who should I take?', 'QB or WR here?', 'who is there at pick 40?',
// 'when is my next pick?'.

export function recommend(pool: ChatPool, team: TeamContext, position: Position | undefined): string {
  if (team.isFull) return `${fullRoster(team)}\n\n${gradeTeam(pool, team)}`;
  const recs = recommendationsAt(team.moment, position ? 400 : 6)
    .filter((rec) => !position || rec.player.position === position)
    .slice(0, position ? 4 : 5);
  if (recs.length === 0) {
    const blocked = position ? team.moment.board.find((v) => v.player.position === position) : undefined;
    const boardTop = team.moment.board.find((v) => !v.rule);
    if (blocked?.rule && boardTop)
      return `Every ${position} left breaks a roster rule for ${name(team)} now (${blocked.rule.text}). The top of your board is ${label(boardTop.player)}, pick grade ${gradeText(team, boardTop.player)}.`;
    return `No ${position ?? ''} players are left on the board for ${name(team)}.`.replace('  ', ' ');
  }
  const lines = recs.map((rec, index) => {
    const v = team.moment.byId.get(rec.player.id)!;
    const chance = team.chancePick === null ? 'your last pick' : `${pct(v.chance)} chance he is still there at pick ${team.chancePick}`;
    return `${index + 1}. ${label(rec.player)}, tier ${rec.tier} ${rec.player.position}: ${Math.round(team.grading.points(rec.player))} projected points, ADP ${adp(team, rec.player)}. ${rec.reason} (${chance}).`;
  });
  const top = recs[0]!;
  const topValue = team.moment.byId.get(top.player.id)!;
  const alerts = team.alerts.map((alert) => `- ${alert.text}`);
  const boardTop = team.moment.board.find((v) => !v.rule);
  let verdict: string;
  if (topValue.rule !== null)
    verdict = `Every ${position ?? ''} pick left breaks a roster rule for you now (${topValue.rule.text}); ${top.player.name} is the least costly.`;
  else if (position && boardTop && boardTop !== topValue && top.grade.percentage < GOOD_PICK) {
    // The best of one position is not always a pick to make now: say so rather than "take him".
    verdict = `${top.player.name} is the best ${position} left, but at this pick he grades ${top.grade.letter} (${top.grade.percentage}%): the top of your board is ${label(boardTop.player)}.${team.chancePick ? ` ${top.player.name} has ${pct(topValue.chance)} chance of lasting to pick ${team.chancePick}.` : ''}`;
  } else
    verdict = `**Take ${top.player.name}** (pick grade ${top.grade.letter} (${top.grade.percentage}%)). ${whyTop(
      team,
      topValue,
      recs.slice(1).map((rec) => team.moment.byId.get(rec.player.id)!),
    )}`;
  return [
    `${clockLine(team)} The best picks for ${name(team)}${position ? ` at ${position}` : ''}, in the draft screen's order:`,
    lines.join('\n'),
    alerts.length > 0 ? `On the board:\n${alerts.join('\n')}` : '',
    verdict.trim(),
    position ? '' : kickerDefenseLater(team),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** In the two rounds before the K/DEF rounds, with a K or DEF still open: which of the user's picks they take. */
function kickerDefenseLater(team: TeamContext): string {
  const from = kickerDefenseRound(team.rounds);
  if (team.currentRound < from - 2 || team.currentRound >= from) return '';
  const open = openKickerDefense(team);
  if (open.length === 0) return '';
  return `Your ${open.join(' and ')} wait${open.length === 1 ? 's' : ''} for the last two rounds: picks ${team.userPicks.slice(-2).join(' and ')}.`;
}

/** "QB or WR here?": the best of each position on the board, and which the model takes. */
export function choosePosition(pool: ChatPool, team: TeamContext, positions: Position[]): string {
  if (team.isFull) return fullRoster(team);
  const board = team.moment.board.filter((v) => !v.rule);
  const bests = positions.flatMap((position) => boardAt(team, position, 1));
  if (bests.length === 0) return recommend(pool, team, undefined);
  const ranked = [...bests].sort((a, b) => b.score - a.score);
  const lines = ranked.map(
    (v) =>
      `- **${v.player.position}**: ${label(v.player)}, #${board.indexOf(v) + 1} on your board, pick grade ${gradePickAt(team.moment, v.player).letter} (${gradePickAt(team.moment, v.player).percentage}%), ${valueWords(v)}. ${chanceSentence(team, v)}`,
  );
  const [first, second] = ranked;
  const missing = positions.filter((position) => !bests.some((v) => v.player.position === position));
  const verdict = `**${first!.player.position} now: ${first!.player.name}.**${second && team.chancePick ? ` The best ${second.player.position} has ${pct(second.chance)} chance of lasting to pick ${team.chancePick}.` : ''}`;
  return [
    clockLine(team),
    lines.join('\n'),
    missing.length > 0 ? `No ${missing.join(' or ')} fits your roster now (a roster rule or none left).` : '',
    verdict,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** "value 22 points here (adds 40 to your lineup, ADP −18)": the grader's figures, which add up. */
export function valueWords(v: CandidateValue): string {
  const { value, gain, market, byePenalty } = shownValue(v);
  const adp = market === 0 ? '' : `, ADP ${market > 0 ? '+' : '−'}${Math.abs(market)}`;
  const bye = byePenalty > 0 ? `, bye −${byePenalty}` : '';
  return `value ${value} points here (adds ${gain} to your lineup${adp}${bye})`;
}

function whyTop(team: TeamContext, top: CandidateValue, rest: CandidateValue[]): string {
  if (team.chancePick === null) return 'This is your last pick.';
  const parts: string[] = [];
  parts.push(
    top.fill.kind !== 'bench'
      ? `He fills your open ${top.fill.slot} slot (+${Math.round(top.gain)} points to your lineup).`
      : Math.round(top.gain) >= 1
        ? `He is the most value left for your bench (+${Math.round(top.gain)} points to your lineup).`
        : `Nobody left adds much to your lineup now; he is the best value by the market (ADP ${adp(team, top.player)} at pick ${team.currentPick}).`,
  );
  const tierMates = team.moment.board.filter((v) => v.player.position === top.player.position && v.tier === top.tier && !v.rule).length;
  if (tierMates <= 2)
    parts.push(
      tierMates === 1
        ? `He is the last tier ${top.tier} ${top.player.position}.`
        : `He is one of the last two tier ${top.tier} ${top.player.position}s.`,
    );
  const lasting = rest.find((v) => v.chance >= 0.7 && !v.rule);
  if (top.chance < LIKELY) parts.push(`He is unlikely to last to pick ${team.chancePick} (${pct(top.chance)} chance).`);
  else if (lasting) parts.push(`${lasting.player.name} (${pct(lasting.chance)}) will likely still be there at pick ${team.chancePick}.`);
  return parts.join(' ');
}

export function atNextPick(pool: ChatPool, team: TeamContext, question: Question): string {
  if (team.isFull || team.chancePick === null)
    return team.isFull ? fullRoster(team) : `Pick ${team.currentPick} is your last pick: nobody comes back to you after it.`;
  const target = team.chancePick;
  // "Best pick in round 5?" while round 5's pick is on the clock, "best WR at pick 128" at 128: what to take now.
  const round = /\bround (\d{1,2})\b/i.exec(question.message);
  // "at my second pick of the turn": the user's pick right after this one.
  const turn =
    /\b(second|other|next) pick (of|at) the turn\b/i.test(question.message) && team.userPicks.includes(team.currentPick + 1)
      ? team.currentPick + 1
      : undefined;
  const pick = question.pick ?? turn ?? (round ? team.userPicks[Number(round[1]) - 1] : undefined);
  if (question.players.length === 0 && pick === team.currentPick && team.onTheClock) return recommend(pool, team, question.position);
  // At the turn ("who at 157?" on the clock at 156): nobody picks in between.
  if (question.players.length === 0 && pick === team.currentPick + 1 && team.onTheClock && team.userPicks.includes(pick)) {
    return `Nobody picks between ${team.currentPick} and ${pick}: everyone on your board now is still there at pick ${pick}, less the player you take at ${team.currentPick}.\n\n${recommend(pool, team, question.position)}`;
  }
  const asked =
    pick !== undefined && pick !== target
      ? ` (the draft model looks ahead to pick ${target}, your ${team.onTheClock ? 'pick after this one' : 'next pick'}; I can't give chances for pick ${pick})`
      : '';
  if (question.players.length > 0) {
    const atTheTurn = pick === team.currentPick + 1 && team.onTheClock && team.userPicks.includes(pick);
    return question.players
      .map((player) => {
        const v = team.moment.byId.get(player.id);
        if (!v) return `${label(player)} is ${status(team, player)}.`;
        if (atTheTurn)
          return `${label(player)}: nobody picks between ${team.currentPick} and ${pick}, so if you don't take him at ${team.currentPick} he is there at ${pick}.`;
        return `${label(player)}: **${pct(v.chance)} chance** he is still there at pick ${target}${asked}. ${v.chance >= LIKELY ? 'You can likely wait.' : 'If you want him, take him now.'}`;
      })
      .join('\n\n');
  }
  const candidates = team.moment.board
    .filter((v) => !v.rule && (!question.position || v.player.position === question.position))
    .slice(0, 12);
  const likely = candidates.filter((v) => v.chance >= LIKELY).slice(0, 5);
  const gone = candidates.filter((v) => v.chance < LIKELY).slice(0, 4);
  return [
    `${clockLine(team)} Who is likely still there at pick **${target}**${asked}, from the top of your board${question.position ? ` at ${question.position}` : ''}:`,
    likely.length > 0
      ? `Likely there:\n${likely.map((v) => `- ${label(v.player)}: ${pct(v.chance)}`).join('\n')}`
      : 'None of the top of your board is likely to last that long.',
    gone.length > 0 ? `Likely gone:\n${gone.map((v) => `- ${label(v.player)}: ${pct(v.chance)}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function nextPick(team: TeamContext): string {
  if (team.isFull) return fullRoster(team);
  const later = team.remainingPicks.filter((pick) => pick !== team.nextPick).slice(0, 4);
  const head = team.onTheClock
    ? `You are on the clock now: pick **${team.currentPick}** (round ${team.currentRound}).`
    : `Your next pick is **${team.nextPick}** (round ${roundOfPick(team.nextPick!, team.summary.leagueSize)}), ${team.nextPick! - team.currentPick} picks after the current pick ${team.currentPick}.`;
  return [
    head,
    later.length > 0 ? `After that you pick at ${later.join(', ')}.` : 'That is your last pick.',
    `(${team.summary.leagueSize} teams, you draft from slot ${team.summary.draftPosition}.)`,
  ].join(' ');
}

/** Pick grade percentage (B) from which a pick is one the advisor tells the user to make. */
const GOOD_PICK = 83;
