import { bestLineup, positionCounts } from '@draftmode/grading';
import type { Player, Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { SKILL, adp, label, name, ordinal, rosterGrade, signed, waiverTargets } from './shared';
import { recommend } from './what-next';

// The season after the draft: who to drop, the week 1 lineup, trades, waiver pickups.

export function drop(team: TeamContext, players: Player[], position?: Position): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet, so there is nobody to bench or drop.`;
  const lineup = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots);
  const counts = positionCounts(team.roster);
  const spots = team.summary.rosterSpots;
  if (players.length > 0) {
    // "Cut Mason or Allgeier?": of the named bench players, the one to go first.
    const benched = players
      .filter((p) => lineup.bench.some((b) => b.id === p.id))
      .sort((a, b) => dropOrder(team, a, counts, spots) - dropOrder(team, b, counts, spots));
    const verdict =
      players.length > 1 && benched.length > 1 ? [`**Drop ${benched[0]!.name} first**: he has the least value of the ones you named.`] : [];
    return [
      ...players.map((p) => {
        if (!team.roster.some((r) => r.id === p.id)) return `${label(p)} is not on ${name(team)}.`;
        const starter = lineup.starters.find((s) => s.player.id === p.id);
        return starter
          ? `**Keep ${p.name}**: he starts at ${starter.slot} in your best lineup (${Math.round(starter.points)} projected points).`
          : `${p.name} is on your bench (${Math.round(team.grading.points(p))} projected points, ${signed(Math.round(team.grading.vor(p)))} over replacement). ${dropVerdict(team, p, counts, spots)}`;
      }),
      ...verdict,
    ].join('\n\n');
  }
  const bench = lineup.bench
    .filter((p) => !position || p.position === position)
    .sort((a, b) => dropOrder(team, a, counts, spots) - dropOrder(team, b, counts, spots));
  if (bench.length === 0 && position) {
    const starting = lineup.starters.filter((s) => s.player.position === position).map((s) => `${s.slot} ${s.player.name}`);
    return starting.length > 0
      ? `None of your ${position}s is on the bench, so drop none of them: they start (${starting.join(', ')}).`
      : `${name(team)} has no ${position}.`;
  }
  if (bench.length === 0) return `Everyone on ${name(team)} starts in your best lineup, so drop nobody; your bench is empty.`;
  const first = bench[0]!;
  const pickup = waiverTargets(team, [first.position === 'QB' || first.position === 'TE' ? 'RB' : first.position], 0)[0];
  return [
    `${position ? `Your bench ${position}s` : 'Bench order'}, first to drop at the top (projected points, value over replacement):`,
    bench
      .map((p) => `- ${p.name} (${p.position}): ${Math.round(team.grading.points(p))} pts, ${signed(Math.round(team.grading.vor(p)))}`)
      .join('\n'),
    `**Drop ${first.name} first**: ${dropVerdict(team, first, counts, spots)}${pickup && team.isFull ? ` The best undrafted ${pickup.player.position} is ${label(pickup.player)} (${Math.round(team.grading.points(pickup.player))} pts).` : ''}`,
    `Your starters (best lineup): ${lineup.starters.map((s) => `${s.slot} ${s.player.name}`).join(', ')}.`,
  ].join('\n\n');
}

function dropOrder(
  team: TeamContext,
  player: Player,
  counts: Record<Position, number>,
  spots: TeamContext['summary']['rosterSpots'],
): number {
  const spare =
    (player.position === 'QB' || player.position === 'TE' || player.position === 'K' || player.position === 'DEF') &&
    counts[player.position] > spots[player.position] + (player.position === 'K' || player.position === 'DEF' ? 0 : 1);
  return team.grading.vor(player) - (spare ? 1000 : 0);
}

function dropVerdict(
  team: TeamContext,
  player: Player,
  counts: Record<Position, number>,
  spots: TeamContext['summary']['rosterSpots'],
): string {
  const extra = counts[player.position] - spots[player.position];
  if ((player.position === 'QB' || player.position === 'TE') && extra >= 2)
    return `He is your ${ordinal(counts[player.position])} ${player.position}: a bench spot an RB or WR would use better.`;
  if ((player.position === 'K' || player.position === 'DEF') && extra >= 1)
    return `A spare ${player.position} adds nothing a waiver pickup would not.`;
  if (team.grading.vor(player) < 0) return 'He projects below what the waiver wire offers at his position.';
  const bench = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots).bench;
  const weaker = bench.filter((p) => p.id !== player.id && dropOrder(team, p, counts, spots) < dropOrder(team, player, counts, spots));
  return weaker.length === 0
    ? 'He has the least value of your bench.'
    : `**Keep him**: ${weaker.map((p) => p.name).join(', ')} would go first.`;
}

export function startSit(team: TeamContext, players: Player[], position?: Position): string {
  if (team.roster.length === 0) return `${name(team)} has no players yet, so there is no lineup to set.`;
  const lineup = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots);
  const injuredNote = (p: Player) => (p.isInjured ? ' (listed as injured: check his status before kickoff)' : '');
  const limits =
    'I rank by season projections from the pool; I have no weekly matchups, news or injury reports, so check those before week 1 kickoff.';
  if (players.length > 0) {
    const rows = players.map((p) => {
      if (!team.roster.some((r) => r.id === p.id)) return { p, text: `${label(p)} is not on ${name(team)}.`, points: -1 };
      const starter = lineup.starters.find((s) => s.player.id === p.id);
      return {
        p,
        text: `${p.name}: ${Math.round(team.grading.points(p))} projected points, ${starter ? `**start** (${starter.slot})` : '**sit** (bench)'}${injuredNote(p)}.`,
        points: team.grading.points(p),
      };
    });
    const owned = rows.filter((r) => r.points >= 0).sort((a, b) => b.points - a.points);
    const starting = owned.filter((r) => lineup.starters.some((s) => s.player.id === r.p.id));
    const verdict =
      owned.length < 2
        ? ''
        : starting.length === owned.length
          ? `**They all start**: bench none of them.`
          : starting.length === 0
            ? `**Neither starts** in your best lineup; of them, ${owned[0]!.p.name} projects the most.`
            : `**Start ${owned[0]!.p.name}** over ${owned
                .slice(1)
                .map((r) => r.p.name)
                .join(' and ')}.`;
    return [rows.map((r) => `- ${r.text}`).join('\n'), verdict, limits].filter(Boolean).join('\n\n');
  }
  if (position) {
    const starting = lineup.starters.filter((s) => s.player.position === position);
    const sitting = lineup.bench.filter((p) => p.position === position);
    if (starting.length === 0 && sitting.length === 0) return `${name(team)} has no ${position} yet.`;
    return [
      starting.length > 0
        ? `**Start ${starting.map((s) => `${s.player.name}`).join(' and ')}** at ${position} (${starting.map((s) => `${s.slot}, ${Math.round(s.points)} pts${injuredNote(s.player)}`).join('; ')}).`
        : `None of your ${position}s makes your best lineup.`,
      sitting.length > 0 ? `Sit: ${sitting.map((p) => `${p.name} (${Math.round(team.grading.points(p))} pts)`).join(', ')}.` : '',
      limits,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const open =
    lineup.starters.length <
    Object.entries(team.summary.rosterSpots)
      .filter(([slot]) => slot !== 'Bench')
      .reduce((sum, [, n]) => sum + n, 0);
  return [
    `Week 1 lineup for ${name(team)} (best projected lineup):`,
    lineup.starters
      .map((s) => `- ${s.slot}: **${s.player.name}** (${s.player.team}), ${Math.round(s.points)} pts${injuredNote(s.player)}`)
      .join('\n'),
    lineup.bench.length > 0
      ? `Sit: ${lineup.bench.map((p) => `${p.name} (${p.position}, ${Math.round(team.grading.points(p))} pts)`).join(', ')}.`
      : '',
    open ? 'Some starting slots are still empty: fill them before week 1.' : '',
    limits,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function trade(team: TeamContext, players: Player[]): string {
  const limits =
    "What the draft tool can judge: season projections, value over replacement and ADP from the pool, and how each player fits your lineup. What it cannot: the other manager's roster and needs, news, injuries beyond the pool's flag, and weekly matchups, so treat this as the value side of the trade only.";
  if (players.length === 0)
    return `Name the players in the trade (e.g. "trade Jaylen Waddle for Chase Brown?") and I will compare their values for ${name(team)}.\n\n${limits}`;
  const own = new Set(team.roster.map((p) => p.id));
  const giving = players.filter((p) => own.has(p.id));
  const getting = players.filter((p) => !own.has(p.id));
  const row = (p: Player) =>
    `${label(p)}: ${Math.round(team.grading.points(p))} projected points, ${signed(Math.round(team.grading.vor(p)))} over replacement, ADP ${adp(team, p)}${own.has(p.id) ? ' (yours)' : ''}`;
  const lines = [`Values for ${name(team)}:`, players.map((p) => `- ${row(p)}`).join('\n')];
  if (giving.length > 0 && getting.length > 0) {
    const before = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots).points;
    const after = bestLineup(
      [...team.roster.filter((p) => !giving.includes(p)), ...getting],
      team.grading.points,
      team.summary.rosterSpots,
    ).points;
    const diff = Math.round(after) - Math.round(before);
    const vorGive = Math.round(giving.reduce((s, p) => s + team.grading.vor(p), 0));
    const vorGet = Math.round(getting.reduce((s, p) => s + team.grading.vor(p), 0));
    lines.push(
      `Giving ${giving.map((p) => p.name).join(' + ')} (${signed(vorGive)} over replacement) for ${getting.map((p) => p.name).join(' + ')} (${signed(vorGet)}): your best lineup goes from ${Math.round(before)} to ${Math.round(after)} projected points (${signed(diff)}). ${diff > 0 ? 'On value it helps you.' : diff < 0 ? 'On value it costs you.' : 'On value it is even.'}`,
    );
  } else if (players.length >= 2) {
    const [a, b] = [...players].sort((x, y) => team.grading.vor(y) - team.grading.vor(x));
    lines.push(
      `On value over replacement ${a!.name} is ahead of ${b!.name} by ${Math.round(team.grading.vor(a!) - team.grading.vor(b!))} points.`,
    );
  }
  lines.push(limits);
  return lines.join('\n\n');
}

/** Undrafted players worth adding: the best at the roster's weakest positions, and who would go. */
export function waivers(pool: ChatPool, team: TeamContext, position: Position | undefined): string {
  if (!team.isFull)
    return `Your draft is still on (pick ${team.currentPick}): every undrafted player is a draft pick for now.\n\n${recommend(pool, team, position)}`;
  const roster = rosterGrade(team);
  const weakest = roster.positions
    .filter((p) => SKILL.includes(p.position) && p.benchmarkPoints > 0)
    .sort((a, b) => a.strength - b.strength)[0];
  const positions: Position[] = position ? [position] : weakest ? [weakest.position] : ['RB', 'WR'];
  const byPoints = team.moment.board
    .filter((v) => positions.includes(v.player.position))
    .sort((a, b) => team.grading.points(b.player) - team.grading.points(a.player))
    .slice(0, 4);
  const bench = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots).bench.sort(
    (a, b) => team.grading.vor(a) - team.grading.vor(b),
  );
  const cut = bench[0];
  return [
    `Best undrafted ${positions.join('/')}s for ${name(team)}${weakest && !position ? ` (your weakest position: ${weakest.points} projected points against ${weakest.benchmarkPoints} for an average ADP drafter in your league)` : ''}:`,
    byPoints
      .map(
        (v) =>
          `- ${label(v.player)}, bye ${v.player.byeWeek}: ${Math.round(team.grading.points(v.player))} projected points, ${signed(Math.round(team.grading.vor(v.player)))} over replacement${v.player.isInjured ? ', listed as injured' : ''}`,
      )
      .join('\n'),
    cut && byPoints[0] && team.grading.points(byPoints[0].player) > team.grading.points(cut)
      ? `To make room, ${cut.name} (${cut.position}, ${Math.round(team.grading.points(cut))} pts) is your weakest bench player.`
      : cut
        ? `None of them projects more than your weakest bench player, ${cut.name} (${Math.round(team.grading.points(cut))} pts): keep your roster as it is.`
        : '',
    "These are the pool's preseason figures: I have no weekly news or waiver claims.",
  ]
    .filter(Boolean)
    .join('\n\n');
}
