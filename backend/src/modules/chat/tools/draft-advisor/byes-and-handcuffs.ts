import type { Player, Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { adp, boardAt, chanceShort, label, name, rosterGrade, status, waiverTargets } from './shared';

// Bye weeks (a player's, a position's, a week's, the starters' clashes) and RB handcuffs.

/** "What is Mahomes' bye week?": each player's bye, and which of the user's starters share it. */
export function playerByes(pool: ChatPool, team: TeamContext, players: Player[]): string {
  const starters = team.roster.length > 0 ? rosterGrade(team).lineup.starters.map((s) => s.player) : [];
  return players
    .map((player) => {
      const sharing = starters.filter((p) => p.id !== player.id && p.byeWeek === player.byeWeek);
      const shared =
        sharing.length > 0
          ? ` ${name(team)}'s starters out that week too: ${sharing.map((p) => `${p.name} (${p.position})`).join(', ')}.`
          : ` None of ${name(team)}'s starters share it.`;
      return `${label(player)}: bye week **${player.byeWeek}**.${player.byeWeek > 0 ? shared : ''}`;
    })
    .join('\n\n');
}

export function byes(pool: ChatPool, team: TeamContext, message = '', position?: Position): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet, so there are no bye-week problems.`;
  // "Any bye overlap between my QBs?": that position's byes.
  if (position && team.roster.some((p) => p.position === position)) {
    const byWeek = new Map<number, string[]>();
    for (const p of team.roster.filter((r) => r.position === position)) byWeek.set(p.byeWeek, [...(byWeek.get(p.byeWeek) ?? []), p.name]);
    const shared = [...byWeek.entries()].filter(([, names]) => names.length > 1);
    return [
      `Byes of ${name(team)}'s ${position}s: ${[...byWeek.entries()]
        .sort(([a], [b]) => a - b)
        .map(([w, names]) => `week ${w}: ${names.join(', ')}`)
        .join('; ')}.`,
      shared.length > 0
        ? `Shared: ${shared.map(([w, names]) => `week ${w} (${names.join(', ')})`).join('; ')}.`
        : `No two of them share a bye.`,
    ].join('\n\n');
  }
  // "Who's off week 12?": that week's byes on the roster.
  // "List my bye weeks": every starter's, then the clashes.
  if (/\b(list|all|every|show)\b/i.test(message)) {
    const weeks = new Map<number, string[]>();
    for (const s of rosterGrade(team).lineup.starters) weeks.set(s.player.byeWeek, [...(weeks.get(s.player.byeWeek) ?? []), s.player.name]);
    const all = `Your starters' byes: ${[...weeks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([w, names]) => `week ${w}: ${names.join(', ')}`)
      .join('; ')}.`;
    return rosterGrade(team).byeConflicts.length > 0 ? `${all}\n\n${byes(pool, team)}` : all;
  }
  const asked = Number(/\bweek (\d{1,2})\b/i.exec(message)?.[1] ?? 0);
  if (asked > 0 && !rosterGrade(team).byeConflicts.some((c) => c.byeWeek === asked)) {
    const off = team.roster.filter((p) => p.byeWeek === asked);
    return off.length > 0
      ? `Off in week ${asked} on ${name(team)}: ${off.map((p) => `${p.name} (${p.position})`).join(', ')}. No two starters share that bye.`
      : `Nobody on ${name(team)} has a bye in week ${asked}.`;
  }
  const roster = rosterGrade(team);
  if (roster.byeConflicts.length === 0) {
    const weeks = new Map<number, string[]>();
    for (const s of roster.lineup.starters) weeks.set(s.player.byeWeek, [...(weeks.get(s.player.byeWeek) ?? []), s.player.name]);
    return `No bye-week problems: none of your starters share a bye week (${[...weeks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([w, names]) => `week ${w}: ${names.join(', ')}`)
      .join('; ')}).`;
  }
  const sections = roster.byeConflicts.map((conflict) => {
    const positions = [...new Set(conflict.players.map((p) => p.position))];
    const fixes = team.isFull
      ? waiverTargets(team, positions, conflict.byeWeek)
      : positions
          .filter((p) => p !== 'K' && p !== 'DEF')
          .slice(0, 3)
          .flatMap((position) =>
            boardAt(team, position, 8)
              .filter((v) => v.player.byeWeek !== conflict.byeWeek)
              .slice(0, 1),
          );
    const cover = fixes.map(
      (v) =>
        `${label(v.player)}, bye ${v.player.byeWeek}${team.isFull ? `, ${Math.round(team.grading.points(v.player))} projected points` : `, ${chanceShort(team, v)}`}`,
    );
    const bench = roster.lineup.bench.filter((p) => positions.includes(p.position) && p.byeWeek !== conflict.byeWeek);
    const fromBench =
      bench.length > 0
        ? ` From your bench: ${bench.map((p) => `${p.name} (${p.position}, bye ${p.byeWeek}, ${Math.round(team.grading.points(p))} pts)`).join(', ')}.`
        : '';
    return `- **Week ${conflict.byeWeek}**: ${conflict.players.map((p) => `${p.name} (${p.position})`).join(', ')} are all out.${fromBench}${cover.length > 0 ? ` ${team.isFull ? 'Waiver targets' : 'To draft'}: ${cover.join('; ')}.` : ''}`;
  });
  return [
    `${roster.byeConflicts.length === 1 ? 'One bye-week problem' : `${roster.byeConflicts.length} bye-week problems`} among ${name(team)}'s starters:`,
    sections.join('\n'),
    team.isFull
      ? 'Your draft is done: the waiver targets are the best undrafted players.'
      : 'Bye weeks are a tiebreak: draft the cover only when the value is close.',
  ].join('\n\n');
}

export function handcuffs(pool: ChatPool, team: TeamContext, players: Player[] = []): string {
  // "Ray Davis as insurance for Cook?": the named handcuff of another named RB is read under that RB, not as a starter of his own.
  let named = players.filter((p) => p.position === 'RB' && !players.some((other) => other.id === p.handcuffOf));
  // "Handcuff Gibbs with Montgomery?": two RBs, neither the other's backup in the pool: say so, and answer for the first.
  const [starter, other] = named;
  const notLinked =
    named.length === 2 && starter && other && other.handcuffOf !== starter.id && starter.handcuffOf !== other.id
      ? `${other.name} is not ${starter.name}'s handcuff in the ${pool.season} pool${other.handcuffOf ? ` (he backs up ${pool.get(other.handcuffOf)?.name ?? 'another RB'})` : ''}.`
      : '';
  if (notLinked) named = [starter!];
  const rbs = named.length > 0 ? named : team.roster.filter((p) => p.position === 'RB');
  const lines: string[] = [];
  for (const rb of rbs) {
    const cuffs = pool.players.filter((p) => p.handcuffOf === rb.id);
    // "Do I need Jordan Mason as a handcuff?": a named backup is someone's handcuff.
    if (cuffs.length === 0 && rb.handcuffOf) {
      const starter = pool.get(rb.handcuffOf);
      lines.push(
        `- ${rb.name} is the handcuff of ${starter?.name ?? 'another RB'}${starter && team.roster.some((p) => p.id === starter.id) ? ' (yours)' : `, whom ${name(team)} does not have: a lottery ticket, not insurance`}.`,
      );
      continue;
    }
    if (cuffs.length === 0) {
      lines.push(`- ${rb.name}: no handcuff linked in the ${pool.season} pool.`);
      continue;
    }
    for (const cuff of cuffs) lines.push(`- ${rb.name} → ${label(cuff)}, ADP ${adp(team, cuff)}: ${status(team, cuff)}.`);
  }
  for (const cuff of named.length > 0
    ? []
    : team.roster.filter((p) => p.handcuffOf && !team.roster.some((starter) => starter.id === p.handcuffOf))) {
    lines.push(
      `- You have **${cuff.name}**, who backs up ${pool.get(cuff.handcuffOf!)?.name ?? 'a starter'} you don't roster: a lottery ticket, not insurance.`,
    );
  }
  const half = Math.ceil(team.rounds / 2);
  if (lines.length === 0)
    return `${name(team)} has no running backs yet, and handcuffs are their backups. Draft your starters first; the grader marks a handcuff taken before round ${half} as a risk.`;
  const when = team.isFull
    ? 'Your draft is over: an available handcuff is a waiver pickup.'
    : `They are worth a pick from round ${half} on (you are in round ${team.currentRound}); earlier they cost you starters.`;
  return [notLinked, `Handcuffs for ${name(team)}'s running backs:`, lines.join('\n'), when].filter(Boolean).join('\n\n');
}
