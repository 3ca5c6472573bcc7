import { gradePickAt, positionTiers, type CandidateValue, type PickGrade } from '@draftmode/grading';
import type { Player } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { drop } from './after-the-draft';
import { adp, fullRoster, isNegative, label, lowerFirst, name, pct, signed, status } from './shared';

// Questions about players the user names: compare them, grade taking one now, look one up.

export function compare(team: TeamContext, players: Player[]): string {
  const rows = players.slice(0, 4).map((player) => ({
    player,
    value: team.moment.byId.get(player.id),
    grade: team.moment.byId.has(player.id) && !team.isFull ? gradePickAt(team.moment, player) : null,
  }));
  const header = `| | ${rows.map((r) => r.player.name).join(' | ')} |\n|---|${rows.map(() => '---').join('|')}|`;
  const line = (title: string, cell: (row: (typeof rows)[number]) => string) => `| ${title} | ${rows.map(cell).join(' | ')} |`;
  const table = [
    header,
    line('Position', (r) => `${r.player.position} (${r.player.team})`),
    line('Bye', (r) => String(r.player.byeWeek)),
    line('ADP', (r) => String(adp(team, r.player))),
    line('Projected points', (r) => String(Math.round(team.grading.points(r.player)))),
    line('Over replacement', (r) => signed(Math.round(team.grading.vor(r.player)))),
    line('Tier', (r) => String(positionTiers(team.grading).get(r.player.id) ?? r.player.tier)),
    ...(team.isFull
      ? []
      : [
          line(`Pick grade at ${team.currentPick}`, (r) =>
            r.grade ? `${r.grade.letter} (${r.grade.percentage}%)` : status(team, r.player),
          ),
        ]),
    ...(team.chancePick ? [line(`Still there at pick ${team.chancePick}`, (r) => (r.value ? pct(r.value.chance) : '—'))] : []),
  ].join('\n');
  const graded = rows.filter((r): r is typeof r & { grade: PickGrade; value: CandidateValue } => r.grade !== null && r.value !== undefined);
  let verdict: string;
  if (graded.length >= 2) {
    const [winner, runnerUp] = [...graded].sort((a, b) => b.value.score - a.value.score);
    const negatives = winner!.grade.reasons.filter(isNegative);
    verdict =
      winner!.grade.percentage === runnerUp!.grade.percentage
        ? `It's close for ${name(team)}: both grade ${winner!.grade.letter}. ${winner!.player.name} is a hair ahead on the draft model.`
        : negatives.length === 0
          ? `**Take ${winner!.player.name}** for ${name(team)}: his pick grade is ${winner!.grade.letter} against ${runnerUp!.grade.letter} (${lowerFirst(winner!.grade.reasons[0]!)}).`
          : `${winner!.player.name} grades higher (${winner!.grade.letter} against ${runnerUp!.grade.letter}), but note: ${negatives.map(lowerFirst).join('; ')}.`;
    if (runnerUp!.value.chance >= 0.7 && team.chancePick)
      verdict += ` ${runnerUp!.player.name} will likely still be there at pick ${team.chancePick} (${pct(runnerUp!.value.chance)}).`;
  } else if (graded.length === 1) {
    verdict = `Only ${graded[0]!.player.name} is still available to ${name(team)}: taking him at pick ${team.currentPick} grades ${graded[0]!.grade.letter} (${graded[0]!.grade.percentage}%).`;
  } else {
    const [winner] = [...rows].sort((a, b) => team.grading.vor(b.player) - team.grading.vor(a.player));
    const gone = team.isFull ? '' : `None of them is still available to ${name(team)}. `;
    verdict = `${gone}On value over replacement **${winner!.player.name}** comes out ahead.`;
  }
  return `${table}\n\n${verdict}`;
}

export function gradePick(team: TeamContext, player: Player): string {
  if (team.roster.some((p) => p.id === player.id)) {
    const made = team.replay.find((point) => point.player.id === player.id);
    const keep = drop(team, [player]);
    if (!made) return keep;
    const { letter, percentage, reasons } = made.pickGrade;
    return `You took ${label(player)} at pick ${made.overallPick} (round ${made.round}): **${letter} (${percentage}%)**, graded at that moment${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}.\n\n${keep}`;
  }
  if (!team.moment.byId.has(player.id)) return `${label(player)} is ${status(team, player)}, so you can't draft him.`;
  if (team.isFull) return fullRoster(team);
  const grade = gradePickAt(team.moment, player);
  const value = team.moment.byId.get(player.id)!;
  const best = team.moment.board.find((v) => !v.rule) ?? team.moment.board[0]!;
  const top = best.player.id === player.id;
  const negatives = grade.reasons.filter(isNegative);
  const when = team.onTheClock
    ? `at pick ${team.currentPick}, where you are on the clock,`
    : `at pick ${team.currentPick} (the current pick; yours is ${team.nextPick})`;
  const verdict = top
    ? `**Yes, take him**: he is the top of your board.`
    : negatives.length === 0 && grade.percentage >= 85
      ? `**A fine pick**, though ${label(best.player)} grades higher (the top of your board).`
      : `**I'd pass**: ${label(best.player)} is the better pick now.`;
  const wait = team.chancePick && !top ? ` ${player.name} has ${pct(value.chance)} chance of lasting to pick ${team.chancePick}.` : '';
  return `Taking ${label(player)} ${when} grades **${grade.letter} (${grade.percentage}%)**: ${grade.reasons.join('; ')}.\n\n${verdict}${wait}`;
}

export function lookup(pool: ChatPool, team: TeamContext, player: Player): string {
  const value = team.moment.byId.get(player.id);
  const cuffs = pool.players.filter((p) => p.handcuffOf === player.id).map((p) => p.name);
  const parts = [
    `${label(player)}: ${player.position === 'DEF' ? '' : `age ${player.age}, `}bye week ${player.byeWeek}, tier ${positionTiers(team.grading).get(player.id) ?? player.tier} ${player.position}. ADP ${adp(team, player)}, ${Math.round(team.grading.points(player))} projected points (${signed(Math.round(team.grading.vor(player)))} over replacement).`,
    player.isInjured ? 'Listed as injured in the pool.' : '',
    player.targetShare !== null ? `Target share last season: ${Math.round(player.targetShare * 100)}%.` : '',
    player.position === 'RB' && player.age >= 28 ? `Risk: an RB aged ${player.age} (the grader flags RBs from 28).` : '',
    player.handcuffOf ? `He backs up ${pool.get(player.handcuffOf)?.name ?? 'a starter'} (handcuff).` : '',
    cuffs.length > 0 ? `His handcuff: ${cuffs.join(', ')}.` : '',
    `In ${name(team)}'s draft he is ${status(team, player)}.`,
  ];
  if (value && !team.isFull) {
    const grade = gradePickAt(team.moment, player);
    parts.push(`Taking him at pick ${team.currentPick} grades ${grade.letter} (${grade.percentage}%): ${grade.reasons.join('; ')}.`);
  }
  return parts.filter(Boolean).join(' ');
}
