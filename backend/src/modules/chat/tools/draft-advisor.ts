import { roundOfPick } from '@draftmode/draft-core';
import type { Player, Position, ScoringFormat } from '@draftmode/domain';
import {
  adpOf,
  bestLineup,
  constructionRule,
  constructionViolations,
  gradePickAt,
  gradeRoster,
  kickerDefenseRound,
  positionCounts,
  positionTiers,
  recommendationsAt,
  type CandidateValue,
  type PickGrade,
} from '@draftmode/grading';
import { markdownText } from './markdown-text';
import type { ChatPool, TeamContext } from './team-context';

/** The questions about one team the advisor answers (the built-in engine's intents and the model's `draft_advice` topics). */
export const ADVICE_TOPICS = [
  'recommend',
  'at-next-pick',
  'next-pick',
  'grade-team',
  'weakest',
  'byes',
  'handcuffs',
  'kicker-defense',
  'strategy',
  'position-timing',
  'tiers',
  'runs',
  'injuries',
  'rookies',
  'drop',
  'start-sit',
  'trade',
  'compare',
  'grade-pick',
  'lookup',
  'waivers',
  'values',
  'reaches',
  'ages',
  'stack',
  'my-picks',
  'explain',
] as const;
export type AdviceTopic = (typeof ADVICE_TOPICS)[number];

/** One question for one team (or none), with the players it names already read. */
export interface Question {
  intent: AdviceTopic;
  message: string;
  /** The players the question names, in the order typed. */
  players: Player[];
  /** The position it asks about, when exactly one. */
  position?: Position;
  /** Every position it names ("QB or WR here?"). */
  positions?: Position[];
  /** A pick number it names ("who is there at pick 40"). */
  pick?: number;
}

const SKILL: readonly Position[] = ['QB', 'RB', 'WR', 'TE'];
/** Chance at which a player counts as likely to last to the pick the chances look ahead to. */
const LIKELY = 0.5;
/** Pick grade percentage (B) from which a pick is one the advisor tells the user to make. */
const GOOD_PICK = 83;

/**
 * Answers the draft questions managers ask from one team's draft model (see `buildTeamContext`):
 * every grade, chance and value is the draft screen's, at this moment of the draft. Pure: the
 * same team and question give the same answer.
 */
export class DraftAdvisor {
  constructor(private readonly pool: ChatPool) {}

  answer(team: TeamContext, question: Question): string {
    switch (question.intent) {
      case 'recommend':
        return (question.positions?.length ?? 0) >= 2
          ? this.choosePosition(team, question.positions!)
          : this.recommend(team, question.position);
      case 'at-next-pick':
        return this.atNextPick(team, question);
      case 'next-pick':
        return this.nextPick(team);
      case 'grade-team':
        return this.gradeTeam(team);
      case 'weakest':
        return this.weakest(team);
      case 'byes':
        return question.players.length > 0 ? this.playerByes(team, question.players) : this.byes(team, question.message, question.position);
      case 'handcuffs':
        return this.handcuffs(team, question.players);
      case 'ages':
        return this.ages(team, question.position, question.message);
      case 'reaches':
        return this.reaches(team, question.position);
      case 'values':
        return this.values(team, question.position);
      case 'stack':
        return this.stack(team, question.players);
      case 'waivers':
        return this.waivers(team, question.position);
      case 'kicker-defense':
        return this.kickerDefense(team);
      case 'strategy':
        return this.strategy(team, question.message);
      case 'position-timing':
        return this.positionTiming(team, question.position ?? 'QB', question.message);
      case 'tiers':
        return this.tiers(team, question.position, tierAskedFor(question.message));
      case 'runs':
        return this.runs(team, question.position);
      case 'injuries':
        return this.injuries(team, question.players, question.position);
      case 'rookies':
        return this.rookies(team, question.players, question.position);
      case 'drop':
        return this.drop(team, question.players, question.position);
      case 'start-sit':
        return this.startSit(team, question.players, question.position);
      case 'trade':
        return this.trade(team, question.players);
      case 'compare':
        return question.players.length > 0 ? this.compare(team, question.players) : this.recommend(team, question.position);
      case 'grade-pick':
        return question.players[0] ? this.gradePick(team, question.players[0]) : this.recommend(team, question.position);
      case 'lookup':
        return question.players[0] ? this.lookup(team, question.players[0]) : this.recommend(team, question.position);
      case 'my-picks':
        return this.myPicks(team);
      case 'explain':
        return this.explain(team, question.message);
    }
  }

  // --- what next ---------------------------------------------------------------------------

  recommend(team: TeamContext, position: Position | undefined): string {
    if (team.isFull) return `${this.fullRoster(team)}\n\n${this.gradeTeam(team)}`;
    const recs = recommendationsAt(team.moment, position ? 400 : 6)
      .filter((rec) => !position || rec.player.position === position)
      .slice(0, position ? 4 : 5);
    if (recs.length === 0) {
      const blocked = position ? team.moment.board.find((v) => v.player.position === position) : undefined;
      const boardTop = team.moment.board.find((v) => !v.rule);
      if (blocked?.rule && boardTop)
        return `Every ${position} left breaks a roster rule for ${name(team)} now (${blocked.rule.text}). The top of your board is ${label(boardTop.player)}, pick grade ${this.gradeText(team, boardTop.player)}.`;
      return `No ${position ?? ''} players are left on the board for ${name(team)}.`.replace('  ', ' ');
    }
    const lines = recs.map((rec, index) => {
      const v = team.moment.byId.get(rec.player.id)!;
      const chance = team.chancePick === null ? 'your last pick' : `${pct(v.chance)} chance he is still there at pick ${team.chancePick}`;
      return `${index + 1}. ${label(rec.player)}, tier ${rec.tier} ${rec.player.position}: ${Math.round(team.grading.points(rec.player))} projected points, ADP ${this.adp(team, rec.player)}. ${rec.reason} (${chance}).`;
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
      verdict = `**Take ${top.player.name}** (pick grade ${top.grade.letter} (${top.grade.percentage}%)). ${this.whyTop(
        team,
        topValue,
        recs.slice(1).map((rec) => team.moment.byId.get(rec.player.id)!),
      )}`;
    return [
      `${this.clockLine(team)} The best picks for ${name(team)}${position ? ` at ${position}` : ''}, in the draft screen's order:`,
      lines.join('\n'),
      alerts.length > 0 ? `On the board:\n${alerts.join('\n')}` : '',
      verdict.trim(),
      position ? '' : this.kickerDefenseLater(team),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** In the two rounds before the K/DEF rounds, with a K or DEF still open: which of the user's picks they take. */
  private kickerDefenseLater(team: TeamContext): string {
    const from = kickerDefenseRound(team.rounds);
    if (team.currentRound < from - 2 || team.currentRound >= from) return '';
    const open = openKickerDefense(team);
    if (open.length === 0) return '';
    return `Your ${open.join(' and ')} wait${open.length === 1 ? 's' : ''} for the last two rounds: picks ${team.userPicks.slice(-2).join(' and ')}.`;
  }

  /** "QB or WR here?": the best of each position on the board, and which the model takes. */
  choosePosition(team: TeamContext, positions: Position[]): string {
    if (team.isFull) return this.fullRoster(team);
    const board = team.moment.board.filter((v) => !v.rule);
    const bests = positions.flatMap((position) => this.boardAt(team, position, 1));
    if (bests.length === 0) return this.recommend(team, undefined);
    const ranked = [...bests].sort((a, b) => b.score - a.score);
    const lines = ranked.map(
      (v) =>
        `- **${v.player.position}**: ${label(v.player)}, #${board.indexOf(v) + 1} on your board, pick grade ${gradePickAt(team.moment, v.player).letter} (${gradePickAt(team.moment, v.player).percentage}%), +${Math.round(v.gain)} points to your lineup. ${this.chanceSentence(team, v)}`,
    );
    const [first, second] = ranked;
    const missing = positions.filter((position) => !bests.some((v) => v.player.position === position));
    const verdict = `**${first!.player.position} now: ${first!.player.name}.**${second && team.chancePick ? ` The best ${second.player.position} has ${pct(second.chance)} chance of lasting to pick ${team.chancePick}.` : ''}`;
    return [
      this.clockLine(team),
      lines.join('\n'),
      missing.length > 0 ? `No ${missing.join(' or ')} fits your roster now (a roster rule or none left).` : '',
      verdict,
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  private whyTop(team: TeamContext, top: CandidateValue, rest: CandidateValue[]): string {
    if (team.chancePick === null) return 'This is your last pick.';
    const parts: string[] = [];
    parts.push(
      top.fill.kind !== 'bench'
        ? `He fills your open ${top.fill.slot} slot (+${Math.round(top.gain)} points to your lineup).`
        : Math.round(top.gain) >= 1
          ? `He is the most value left for your bench (+${Math.round(top.gain)} points to your lineup).`
          : `Nobody left adds much to your lineup now; he is the best value by the market (ADP ${this.adp(team, top.player)} at pick ${team.currentPick}).`,
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

  atNextPick(team: TeamContext, question: Question): string {
    if (team.isFull || team.chancePick === null)
      return team.isFull ? this.fullRoster(team) : `Pick ${team.currentPick} is your last pick: nobody comes back to you after it.`;
    const target = team.chancePick;
    // "Best pick in round 5?" while round 5's pick is on the clock, "best WR at pick 128" at 128: what to take now.
    const round = /\bround (\d{1,2})\b/i.exec(question.message);
    // "at my second pick of the turn": the user's pick right after this one.
    const turn =
      /\b(second|other|next) pick (of|at) the turn\b/i.test(question.message) && team.userPicks.includes(team.currentPick + 1)
        ? team.currentPick + 1
        : undefined;
    const pick = question.pick ?? turn ?? (round ? team.userPicks[Number(round[1]) - 1] : undefined);
    if (question.players.length === 0 && pick === team.currentPick && team.onTheClock) return this.recommend(team, question.position);
    // At the turn ("who at 157?" on the clock at 156): nobody picks in between.
    if (question.players.length === 0 && pick === team.currentPick + 1 && team.onTheClock && team.userPicks.includes(pick)) {
      return `Nobody picks between ${team.currentPick} and ${pick}: everyone on your board now is still there at pick ${pick}, less the player you take at ${team.currentPick}.\n\n${this.recommend(team, question.position)}`;
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
          if (!v) return `${label(player)} is ${this.status(team, player)}.`;
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
      `${this.clockLine(team)} Who is likely still there at pick **${target}**${asked}, from the top of your board${question.position ? ` at ${question.position}` : ''}:`,
      likely.length > 0
        ? `Likely there:\n${likely.map((v) => `- ${label(v.player)}: ${pct(v.chance)}`).join('\n')}`
        : 'None of the top of your board is likely to last that long.',
      gone.length > 0 ? `Likely gone:\n${gone.map((v) => `- ${label(v.player)}: ${pct(v.chance)}`).join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  nextPick(team: TeamContext): string {
    if (team.isFull) return this.fullRoster(team);
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

  // --- the roster --------------------------------------------------------------------------

  /** The user's picks so far, each with the grade it got when it was made (the screen's grade course). */
  myPicks(team: TeamContext): string {
    if (team.replay.length === 0) return `${name(team)} has made no picks yet. ${this.nextPick(team)}`;
    const lines = team.replay.map(
      (point) =>
        `- Pick ${point.overallPick} (round ${point.round}): ${label(point.player)}, **${point.pickGrade.letter} (${point.pickGrade.percentage}%)**`,
    );
    const byGrade = [...team.replay].sort((a, b) => b.pickGrade.percentage - a.pickGrade.percentage || a.overallPick - b.overallPick);
    const best = byGrade[0]!;
    const worst = byGrade[byGrade.length - 1]!;
    const extremes =
      team.replay.length > 1 && best.pickGrade.percentage > worst.pickGrade.percentage
        ? `Best pick: **${best.player.name}** at ${best.overallPick} (${best.pickGrade.reasons[0] ?? best.pickGrade.letter}). Weakest: **${worst.player.name}** at ${worst.overallPick} (${worst.pickGrade.reasons.find(isNegative) ?? worst.pickGrade.reasons[0] ?? worst.pickGrade.letter}).`
        : '';
    const grade = team.grade
      ? `Draft grade now: **${team.grade.letter} (${team.grade.percentage}%)**${team.grade.isFinal ? ', final' : ''}.`
      : '';
    return [`${name(team)}'s picks, each graded at the moment it was made:`, lines.join('\n'), extremes, grade]
      .filter(Boolean)
      .join('\n\n');
  }

  /** What a term on the draft screen means, and how it is worked out. */
  explain(team: TeamContext, message: string): string {
    const text = message.toLowerCase();
    const found = GLOSSARY.filter((entry) => entry.pattern.test(text));
    const entries = found.length > 0 ? found : GLOSSARY.filter((entry) => entry.term === 'Draft grade');
    const lines = entries.map(
      (entry) => `**${entry.term}**: ${entry.meaning(this.pool.season, team.summary.leagueSize, team.summary.scoringFormat)}`,
    );
    if (entries.some((entry) => entry.term === 'Draft grade') && team.grade)
      lines.push(`${name(team)}'s draft grade now: **${team.grade.letter} (${team.grade.percentage}%)**.`);
    return lines.join('\n\n');
  }

  gradeTeam(team: TeamContext): string {
    if (team.roster.length === 0) return `${name(team)} has no players yet, so there is nothing to grade. Ask me who to pick first.`;
    const roster = this.rosterGrade(team);
    const comparable = roster.positions.filter((p) => p.benchmarkPoints > 0 && p.position !== 'K' && p.position !== 'DEF');
    const best = [...comparable].filter((p) => p.points > 0).sort((a, b) => b.strength - a.strength)[0];
    const worst = [...comparable].sort((a, b) => a.strength - b.strength)[0];
    const starters = roster.lineup.starters.map((s) => `${s.slot} ${s.player.name} (${Math.round(s.points)})`).join(', ');
    const grade = team.grade!;
    const problems = this.constructionProblems(team);
    return [
      `**${name(team)}: ${grade.letter} (${grade.percentage}%)**, the ${grade.isFinal ? 'final' : 'live'} draft grade on your draft screen, with ${team.roster.length}/${team.rounds} players.`,
      `Starters: ${starters} (${roster.lineupPoints} projected points).`,
      best && worst && best !== worst
        ? `Strongest: **${best.position}** (${best.points} points against ${best.benchmarkPoints} for an average ADP drafter in your league). Weakest: **${worst.position}** (${worst.points} against ${worst.benchmarkPoints}).`
        : '',
      problems.length > 0 ? `Construction problems:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No roster-construction problems.',
      roster.byeConflicts.length > 0
        ? `Bye clash: ${roster.byeConflicts.map((c) => `week ${c.byeWeek} (${c.players.map((p) => p.name).join(', ')})`).join('; ')}.`
        : 'No two starters share a bye week.',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** Hoarded QBs/TEs, spare or early K/DEF, open starter slots the picks left can barely fill. */
  private constructionProblems(team: TeamContext): string[] {
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    const problems: string[] = [];
    for (const position of ['QB', 'TE'] as const) {
      if (counts[position] > spots[position] + 1) {
        const names = team.roster.filter((p) => p.position === position).map((p) => p.name);
        problems.push(
          `**${counts[position]} ${position}s** (${names.join(', ')}) for ${spots[position]} starting slot${spots[position] === 1 ? '' : 's'}: only one can start, the others hold bench spots an RB or WR would use better.`,
        );
      }
    }
    const picks = team.replay.map((point) => ({ position: point.player.position, round: point.round }));
    for (const rule of constructionViolations(picks, team.rounds, spots)) {
      const position = picks[rule.pickIndex]!.position;
      // Said once above for the whole roster.
      if (rule.code === 'qb-or-te-depth' && counts[position] > spots[position] + 1) continue;
      problems.push(`${team.replay[rule.pickIndex]!.player.name} in round ${picks[rule.pickIndex]!.round}: ${rule.text}.`);
    }
    for (const position of ['RB', 'WR'] as const) {
      if (team.roster.length >= 6 && counts[position] < spots[position]) {
        problems.push(
          `${counts[position] === 0 ? `No ${position}s` : `Only ${counts[position]} ${position}`} after ${team.roster.length} picks for ${spots[position]} starting slots.`,
        );
      }
    }
    return problems;
  }

  weakest(team: TeamContext): string {
    if (team.roster.length === 0) return `${name(team)} has no players yet: every position is open.\n\n${this.recommend(team, undefined)}`;
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    const open = SKILL.filter((position) => counts[position] < spots[position]);
    let position: Position;
    let why: string;
    if (open.length > 0) {
      position = open.sort((a, b) => this.bestScore(team, b) - this.bestScore(team, a))[0]!;
      why = `You have no starter yet at ${open.join(', ')}.`;
    } else {
      const roster = this.rosterGrade(team);
      const worst = roster.positions
        .filter((p) => SKILL.includes(p.position) && p.benchmarkPoints > 0)
        .sort((a, b) => a.strength - b.strength)[0]!;
      position = worst.position;
      why = `Your ${worst.position} starters project ${worst.points} points against ${worst.benchmarkPoints} for an average ADP drafter in your league.`;
    }
    const options = team.isFull ? [] : this.boardAt(team, position, 3);
    return [
      `Your weakest position is **${position}**. ${why}`,
      options.length > 0 ? `Best ${position}s on your board:\n${options.map((v) => `- ${this.playerLine(team, v)}`).join('\n')}` : '',
      counts.K < spots.K || counts.DEF < spots.DEF
        ? `K and DEF are open too, but they wait for your last two rounds (${this.kdRounds(team)}).`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** "What is Mahomes' bye week?": each player's bye, and which of the user's starters share it. */
  playerByes(team: TeamContext, players: Player[]): string {
    const starters = team.roster.length > 0 ? this.rosterGrade(team).lineup.starters.map((s) => s.player) : [];
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

  byes(team: TeamContext, message = '', position?: Position): string {
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
      for (const s of this.rosterGrade(team).lineup.starters)
        weeks.set(s.player.byeWeek, [...(weeks.get(s.player.byeWeek) ?? []), s.player.name]);
      const all = `Your starters' byes: ${[...weeks.entries()]
        .sort(([a], [b]) => a - b)
        .map(([w, names]) => `week ${w}: ${names.join(', ')}`)
        .join('; ')}.`;
      return this.rosterGrade(team).byeConflicts.length > 0 ? `${all}\n\n${this.byes(team)}` : all;
    }
    const asked = Number(/\bweek (\d{1,2})\b/i.exec(message)?.[1] ?? 0);
    if (asked > 0 && !this.rosterGrade(team).byeConflicts.some((c) => c.byeWeek === asked)) {
      const off = team.roster.filter((p) => p.byeWeek === asked);
      return off.length > 0
        ? `Off in week ${asked} on ${name(team)}: ${off.map((p) => `${p.name} (${p.position})`).join(', ')}. No two starters share that bye.`
        : `Nobody on ${name(team)} has a bye in week ${asked}.`;
    }
    const roster = this.rosterGrade(team);
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
        ? this.waiverTargets(team, positions, conflict.byeWeek)
        : positions
            .filter((p) => p !== 'K' && p !== 'DEF')
            .slice(0, 3)
            .flatMap((position) =>
              this.boardAt(team, position, 8)
                .filter((v) => v.player.byeWeek !== conflict.byeWeek)
                .slice(0, 1),
            );
      const cover = fixes.map(
        (v) =>
          `${label(v.player)}, bye ${v.player.byeWeek}${team.isFull ? `, ${Math.round(team.grading.points(v.player))} projected points` : `, ${this.chanceShort(team, v)}`}`,
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

  handcuffs(team: TeamContext, players: Player[] = []): string {
    // "Ray Davis as insurance for Cook?": the named handcuff of another named RB is read under that RB, not as a starter of his own.
    let named = players.filter((p) => p.position === 'RB' && !players.some((other) => other.id === p.handcuffOf));
    // "Handcuff Gibbs with Montgomery?": two RBs, neither the other's backup in the pool: say so, and answer for the first.
    const [starter, other] = named;
    const notLinked =
      named.length === 2 && starter && other && other.handcuffOf !== starter.id && starter.handcuffOf !== other.id
        ? `${other.name} is not ${starter.name}'s handcuff in the ${this.pool.season} pool${other.handcuffOf ? ` (he backs up ${this.pool.get(other.handcuffOf)?.name ?? 'another RB'})` : ''}.`
        : '';
    if (notLinked) named = [starter!];
    const rbs = named.length > 0 ? named : team.roster.filter((p) => p.position === 'RB');
    const lines: string[] = [];
    for (const rb of rbs) {
      const cuffs = this.pool.players.filter((p) => p.handcuffOf === rb.id);
      // "Do I need Jordan Mason as a handcuff?": a named backup is someone's handcuff.
      if (cuffs.length === 0 && rb.handcuffOf) {
        const starter = this.pool.get(rb.handcuffOf);
        lines.push(
          `- ${rb.name} is the handcuff of ${starter?.name ?? 'another RB'}${starter && team.roster.some((p) => p.id === starter.id) ? ' (yours)' : `, whom ${name(team)} does not have: a lottery ticket, not insurance`}.`,
        );
        continue;
      }
      if (cuffs.length === 0) {
        lines.push(`- ${rb.name}: no handcuff linked in the ${this.pool.season} pool.`);
        continue;
      }
      for (const cuff of cuffs) lines.push(`- ${rb.name} → ${label(cuff)}, ADP ${this.adp(team, cuff)}: ${this.status(team, cuff)}.`);
    }
    for (const cuff of named.length > 0
      ? []
      : team.roster.filter((p) => p.handcuffOf && !team.roster.some((starter) => starter.id === p.handcuffOf))) {
      lines.push(
        `- You have **${cuff.name}**, who backs up ${this.pool.get(cuff.handcuffOf!)?.name ?? 'a starter'} you don't roster: a lottery ticket, not insurance.`,
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

  kickerDefense(team: TeamContext): string {
    const from = kickerDefenseRound(team.rounds);
    const lastTwo = team.userPicks.slice(-2);
    const open = openKickerDefense(team);
    const have = (['K', 'DEF'] as const).filter((p) => !open.includes(p));
    const best = (position: Position) =>
      team.moment.board
        .filter((v) => v.player.position === position)
        .slice(0, 2)
        .map((v) => `${label(v.player)} (${Math.round(team.grading.points(v.player))} pts, ADP ${this.adp(team, v.player)})`)
        .join(', ');
    const now =
      team.currentRound >= from
        ? `You are in round ${team.currentRound}, so it is time.`
        : `You are in round ${team.currentRound}: not yet.`;
    return [
      `Take your K and DEF in the last two rounds (${from} and ${team.rounds}): for ${name(team)} that is picks **${lastTwo.join(' and ')}**. Their weekly points are close to what the waiver wire offers, so an earlier pick costs you a bench RB or WR with upside; the grader marks an earlier K or DEF down. ${team.isFull ? '' : now}`.trim(),
      have.length > 0 ? `You already have your ${have.join(' and ')}.` : '',
      team.isFull ? '' : open.map((p) => `Best ${p} left: ${best(p) || 'none'}.`).join(' '),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  strategy(team: TeamContext, message: string): string {
    const text = message.toLowerCase();
    const counts = positionCounts(team.roster);
    const early = team.roster.filter((p) => roundOfPick(this.pickOf(team, p) ?? 99, team.summary.leagueSize) <= 3);
    const earlyRbs = early.filter((p) => p.position === 'RB').length;
    const rb = this.boardAt(team, 'RB', 1)[0];
    const wr = this.boardAt(team, 'WR', 1)[0];
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
        `Right now your board ranks a **${lead.player.position}** first: ${label(lead.player)} is #${rank(lead)} (+${Math.round(lead.gain)} points to your lineup, ${this.chanceShort(team, lead)}), the best ${other.player.position} ${label(other.player)} is #${rank(other)} (+${Math.round(other.gain)}, ${this.chanceShort(team, other)}). The board weighs ADP and who will last, not points alone.`,
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
    lines.push(shown.map((strategy) => `- ${this.strategyFit(team, strategy, { rb, wr, earlyRbs })}`).join('\n'));
    lines.push(
      'The recommendations follow the draft model, not a fixed plan: it values each player for your roster at this pick, so a strategy shows up as what it ranks first.',
    );
    return lines.join('\n\n');
  }

  private strategyFit(team: TeamContext, strategy: string, board: { rb?: CandidateValue; wr?: CandidateValue; earlyRbs: number }): string {
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
          ? `**Hero-RB**: take one elite RB; the best on your board is ${label(rb.player)}, ${this.chanceShort(team, rb)}.`
          : '**Hero-RB**: no RB is left on your board.';
      case 'robust-RB':
        if (earlyRbs >= 2) return '**Robust-RB**: done; your RB room is set, fill WR next.';
        return rb
          ? `**Robust-RB**: ${pastEarly ? 'the early-round window has passed' : `it means RBs with your first picks; the best now is ${label(rb.player)} (+${Math.round(rb.gain)} points to your lineup)`}.`
          : '**Robust-RB**: no RB is left on your board.';
      case 'late-QB':
      case 'late-TE': {
        const position: Position = strategy === 'late-QB' ? 'QB' : 'TE';
        const best = this.boardAt(team, position, 1)[0];
        const rank = best ? team.moment.board.filter((v) => !v.rule).indexOf(best) + 1 : 0;
        if (positionCounts(team.roster)[position] > 0) return `**Late ${position}**: you already have your ${position}.`;
        return best
          ? `**Late ${position}**: the best ${position} left, ${label(best.player)}, is #${rank} on your board now (${this.chanceShort(team, best)}); ${rank <= 3 ? 'the model would take him now.' : 'waiting costs little while he is that far down.'}`
          : `**Late ${position}**: no ${position} is left on the board.`;
      }
      default:
        return '';
    }
  }

  /** How many of a position the board plans for, by the roster rules (docs/adr/0005-draft-model.md). */
  private positionPlan(team: TeamContext, position: Position): string {
    const starters = team.summary.rosterSpots[position];
    if (position === 'QB' || position === 'TE')
      return `**Two ${position}s at most**: your ${starters === 1 ? 'starter' : `${starters} starters`} and one backup, and the backup only once your RB and WR starters, the FLEX and the first RB and WR backups are filled; never a third.`;
    return `**About ${starters + 3} ${position}s**: your ${starters} starters, one for the FLEX and two backups; more only once the other position has its starters and first backup.`;
  }

  positionTiming(team: TeamContext, position: Position, message = ''): string {
    if (position === 'K' || position === 'DEF') return this.kickerDefense(team);
    if (team.isFull) return this.fullRoster(team);
    // "How many TEs should I draft in total?": what the board plans for (docs/adr/0005-draft-model.md, construction rules), then when.
    if (/\b(how many|in total|total|end up|by the end|double)\b/i.test(message))
      return `${this.positionPlan(team, position)}\n\n${this.positionTiming(team, position)}`;
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    const nth = counts[position] + 1;
    const rule = constructionRule(position, counts, team.currentRound, team.rounds, spots);
    const options = this.boardAt(team, position, 3);
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
      options.length > 0 ? `${position}s on your board:\n${options.map((v) => `- ${this.playerLine(team, v)}`).join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  tiers(team: TeamContext, position: Position | undefined, tier?: number): string {
    if (team.isFull) return this.fullRoster(team);
    if (tier !== undefined) {
      const lines = (position ? [position] : SKILL).map((p) => {
        const left = team.moment.board.filter((v) => v.player.position === p && v.tier === tier);
        return `- **${p}**: ${left.length === 0 ? `no tier ${tier} ${p}s left` : `${left.length} tier ${tier} ${p}${left.length === 1 ? '' : 's'} left: ${left.map((v) => `${v.player.name}${team.chancePick ? ` (${pct(v.chance)} to last to pick ${team.chancePick})` : ''}`).join(', ')}`}.`;
      });
      return [lines.join('\n'), this.tiers(team, position)].join('\n\n');
    }
    const positions = position ? [position] : SKILL;
    const lines = positions.map((p) => {
      const left = team.moment.board.filter((v) => v.player.position === p);
      const first = left[0];
      if (!first) return `- **${p}**: none left.`;
      const topTier = Math.min(...left.map((v) => v.tier));
      const members = left.filter((v) => v.tier === topTier).sort((a, b) => team.grading.points(b.player) - team.grading.points(a.player));
      return `- **${p}**: tier ${topTier} has ${members.length} left: ${members
        .slice(0, 5)
        .map((v) => `${v.player.name} (${team.chancePick ? pct(v.chance) : `${Math.round(team.grading.points(v.player))} pts`})`)
        .join(', ')}${members.length > 5 ? ', …' : ''}.`;
    });
    const alerts = team.alerts.filter((a) => a.kind === 'tier-ending' && (!position || a.position === position));
    return [
      `The best tier left at each position${team.chancePick ? `, with each player's chance of lasting to pick ${team.chancePick}` : ''}:`,
      lines.join('\n'),
      alerts.length > 0 ? alerts.map((a) => `- ${a.text}`).join('\n') : 'No tier is about to run dry before your next pick.',
    ].join('\n\n');
  }

  runs(team: TeamContext, position?: Position): string {
    const recent = [...team.detail.takenByOthers].sort((a, b) => b.overallPick - a.overallPick).slice(0, 8);
    if (recent.length === 0) return 'No other team has picked yet, so there is no run.';
    const counts = new Map<string, number>();
    for (const pick of recent) {
      const position = this.pool.get(pick.playerId)?.position ?? '?';
      counts.set(position, (counts.get(position) ?? 0) + 1);
    }
    const runs = team.alerts.filter((a) => a.kind === 'position-run' && (!position || a.position === position));
    const summary = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([p, n]) => `${n} ${p}`)
      .join(', ');
    const none = position
      ? `No ${position} run right now: ${counts.get(position) ?? 0} of the last ${recent.length} picks (a run is 4 of the last 8 picks at one position).`
      : 'No positional run right now (a run is 4 of the last 8 picks at one position).';
    return [
      runs.length > 0 ? `Yes: ${runs.map((a) => a.text).join('; ')}.` : none,
      `The last ${recent.length} picks by other teams: ${summary}.`,
      runs.length > 0 && !team.isFull ? this.recommend(team, runs[0]!.position) : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  // --- player flags --------------------------------------------------------------------------

  injuries(team: TeamContext, players: Player[], position?: Position): string {
    const note = `The ${this.pool.season} pool carries one injury flag per player ("listed as injured"), with no injury type or expected return, so that is all I can say; the draft model keeps ${90}% of an injured player's value.`;
    if (players.length > 0) {
      return [
        players.map((p) => `${label(p)} is ${p.isInjured ? '**listed as injured**' : 'not listed as injured'} in the pool.`).join(' '),
        note,
      ].join('\n\n');
    }
    const hurt = team.roster.filter((p) => p.isInjured);
    const onBoard = team.moment.board.filter((v) => v.player.isInjured && (!position || v.player.position === position)).slice(0, 5);
    return [
      hurt.length > 0
        ? `On ${name(team)}: ${hurt.map((p) => `**${p.name}** (${p.position}) is listed as injured`).join('; ')}.`
        : `Nobody on ${name(team)} is listed as injured.`,
      !team.isFull && onBoard.length > 0
        ? `Injured players still on the board: ${onBoard.map((v) => `${label(v.player)}, ADP ${this.adp(team, v.player)}`).join('; ')}.`
        : '',
      note,
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** The ages on the roster (or, asked about the board, of the players left), with the grader's flag on RBs from 28. */
  ages(team: TeamContext, position: Position | undefined, message: string): string {
    const flag = (p: Player) => (p.position === 'RB' && p.age >= 28 ? ' (an RB from 28: the grader flags it)' : '');
    const youngFirst = /\b(young|younger|youngest|under \d\d)\b/i.test(message);
    const line = (list: Player[]) =>
      [...list]
        .sort((a, b) => (youngFirst ? a.age - b.age : b.age - a.age))
        .map((p) => `- ${p.name} (${p.position}): ${p.age}${flag(p)}`)
        .join('\n');
    const aboutBoard = /\b(board|available|left|draft(able)?|undrafted|out there)\b/i.test(message) || team.roster.length === 0;
    if (aboutBoard && !team.isFull) {
      const left = team.moment.board
        .filter((v) => v.player.position !== 'DEF' && (!position || v.player.position === position))
        .slice(0, 30)
        .map((v) => v.player);
      const picked = [...left].sort((a, b) => (youngFirst ? a.age - b.age : b.age - a.age)).slice(0, 8);
      return `The ${youngFirst ? 'youngest' : 'oldest'} ${position ?? 'players'} near the top of your board:\n\n${line(picked)}`;
    }
    const mine = team.roster.filter((p) => p.position !== 'DEF' && (!position || p.position === position));
    if (mine.length === 0) return `${name(team)} has no ${position ?? 'players'} yet.`;
    const average = mine.reduce((sum, p) => sum + p.age, 0) / mine.length;
    const risky = mine.filter((p) => p.position === 'RB' && p.age >= 28);
    return [
      `Ages on ${name(team)}${position ? ` at ${position}` : ''}, oldest first (average ${average.toFixed(1)}):`,
      line(mine),
      risky.length > 0
        ? `The grader counts age as a risk only for RBs, from 28: ${risky.map((p) => p.name).join(', ')}.`
        : 'The grader counts age as a risk only for RBs from 28, and none of yours is.',
    ].join('\n\n');
  }

  rookies(team: TeamContext, players: Player[], position?: Position): string {
    const note = `The ${this.pool.season} pool has no rookie flag, so I can't tell you who is a rookie; it only has each player's age.`;
    const youngest = (list: Player[]) => [...list].sort((a, b) => a.age - b.age).slice(0, 5);
    if (players.length > 0) return `${note} ${players.map((p) => `${p.name} is ${p.age}.`).join(' ')}`;
    const board = team.isFull
      ? []
      : youngest(
          team.moment.board
            .filter((v) => !position || v.player.position === position)
            .slice(0, position ? 20 : 60)
            .map((v) => v.player),
        );
    return [
      note,
      board.length > 0
        ? `The youngest ${position ?? 'players'} near the top of your board (age only): ${board.map((p) => `${label(p)}, age ${p.age}, ${this.chanceShort(team, team.moment.byId.get(p.id)!)}`).join('; ')}.`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  // --- after the draft ------------------------------------------------------------------------

  drop(team: TeamContext, players: Player[], position?: Position): string {
    if (team.roster.length === 0) return `${name(team)} has no players yet, so there is nobody to bench or drop.`;
    const lineup = bestLineup(team.roster, team.grading.points, team.summary.rosterSpots);
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    if (players.length > 0) {
      // "Cut Mason or Allgeier?": of the named bench players, the one to go first.
      const benched = players
        .filter((p) => lineup.bench.some((b) => b.id === p.id))
        .sort((a, b) => this.dropOrder(team, a, counts, spots) - this.dropOrder(team, b, counts, spots));
      const verdict =
        players.length > 1 && benched.length > 1
          ? [`**Drop ${benched[0]!.name} first**: he has the least value of the ones you named.`]
          : [];
      return [
        ...players.map((p) => {
          if (!team.roster.some((r) => r.id === p.id)) return `${label(p)} is not on ${name(team)}.`;
          const starter = lineup.starters.find((s) => s.player.id === p.id);
          return starter
            ? `**Keep ${p.name}**: he starts at ${starter.slot} in your best lineup (${Math.round(starter.points)} projected points).`
            : `${p.name} is on your bench (${Math.round(team.grading.points(p))} projected points, ${signed(Math.round(team.grading.vor(p)))} over replacement). ${this.dropVerdict(team, p, counts, spots)}`;
        }),
        ...verdict,
      ].join('\n\n');
    }
    const bench = lineup.bench
      .filter((p) => !position || p.position === position)
      .sort((a, b) => this.dropOrder(team, a, counts, spots) - this.dropOrder(team, b, counts, spots));
    if (bench.length === 0 && position) {
      const starting = lineup.starters.filter((s) => s.player.position === position).map((s) => `${s.slot} ${s.player.name}`);
      return starting.length > 0
        ? `None of your ${position}s is on the bench, so drop none of them: they start (${starting.join(', ')}).`
        : `${name(team)} has no ${position}.`;
    }
    if (bench.length === 0) return `Everyone on ${name(team)} starts in your best lineup, so drop nobody; your bench is empty.`;
    const first = bench[0]!;
    const pickup = this.waiverTargets(team, [first.position === 'QB' || first.position === 'TE' ? 'RB' : first.position], 0)[0];
    return [
      `${position ? `Your bench ${position}s` : 'Bench order'}, first to drop at the top (projected points, value over replacement):`,
      bench
        .map((p) => `- ${p.name} (${p.position}): ${Math.round(team.grading.points(p))} pts, ${signed(Math.round(team.grading.vor(p)))}`)
        .join('\n'),
      `**Drop ${first.name} first**: ${this.dropVerdict(team, first, counts, spots)}${pickup && team.isFull ? ` The best undrafted ${pickup.player.position} is ${label(pickup.player)} (${Math.round(team.grading.points(pickup.player))} pts).` : ''}`,
      `Your starters (best lineup): ${lineup.starters.map((s) => `${s.slot} ${s.player.name}`).join(', ')}.`,
    ].join('\n\n');
  }

  private dropOrder(
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

  private dropVerdict(
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
    const weaker = bench.filter(
      (p) => p.id !== player.id && this.dropOrder(team, p, counts, spots) < this.dropOrder(team, player, counts, spots),
    );
    return weaker.length === 0
      ? 'He has the least value of your bench.'
      : `**Keep him**: ${weaker.map((p) => p.name).join(', ')} would go first.`;
  }

  startSit(team: TeamContext, players: Player[], position?: Position): string {
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

  trade(team: TeamContext, players: Player[]): string {
    const limits =
      "What the draft tool can judge: season projections, value over replacement and ADP from the pool, and how each player fits your lineup. What it cannot: the other manager's roster and needs, news, injuries beyond the pool's flag, and weekly matchups, so treat this as the value side of the trade only.";
    if (players.length === 0)
      return `Name the players in the trade (e.g. "trade Jaylen Waddle for Chase Brown?") and I will compare their values for ${name(team)}.\n\n${limits}`;
    const own = new Set(team.roster.map((p) => p.id));
    const giving = players.filter((p) => own.has(p.id));
    const getting = players.filter((p) => !own.has(p.id));
    const row = (p: Player) =>
      `${label(p)}: ${Math.round(team.grading.points(p))} projected points, ${signed(Math.round(team.grading.vor(p)))} over replacement, ADP ${this.adp(team, p)}${own.has(p.id) ? ' (yours)' : ''}`;
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
  waivers(team: TeamContext, position: Position | undefined): string {
    if (!team.isFull)
      return `Your draft is still on (pick ${team.currentPick}): every undrafted player is a draft pick for now.\n\n${this.recommend(team, position)}`;
    const roster = this.rosterGrade(team);
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

  /** Players who have slid past their ADP, among those the board would take. */
  values(team: TeamContext, position: Position | undefined): string {
    if (team.isFull) return this.waivers(team, position);
    const slid = team.moment.board
      .filter((v) => !v.rule && (!position || v.player.position === position))
      .slice(0, 40)
      .map((v) => ({ v, past: team.currentPick - adpOf(v.player, team.grading.format) }))
      .filter(({ past }) => past >= 3)
      .sort((a, b) => b.past - a.past)
      .slice(0, 5);
    if (slid.length === 0)
      return `Nobody near the top of your board has slid past his ADP at pick ${team.currentPick}: the draft is following ADP.\n\n${this.recommend(team, position)}`;
    return [
      `${this.clockLine(team)} Players past their ADP at pick ${team.currentPick}${position ? ` at ${position}` : ''}:`,
      slid
        .map(
          ({ v, past }) =>
            `- ${label(v.player)}: ADP ${this.adp(team, v.player)}, ${Math.round(past)} picks past it, #${team.moment.board.filter((c) => !c.rule).indexOf(v) + 1} on your board. ${this.chanceSentence(team, v)}`,
        )
        .join('\n'),
      `Your board weighs the slide (the market term) with what each adds to your lineup; its top is ${label(team.moment.board.find((v) => !v.rule)!.player)}.`,
    ].join('\n\n');
  }

  /** The picks made furthest ahead of their ADP so far, by every team (the user's marked), in this team's scoring format. */
  reaches(team: TeamContext, position: Position | undefined): string {
    const own = new Set(team.detail.roster.ownPicks.map((pick) => pick.playerId));
    const picks = [...team.detail.takenByOthers, ...team.detail.roster.ownPicks]
      .flatMap((pick) => {
        const player = this.pool.get(pick.playerId);
        return player && (!position || player.position === position)
          ? [{ player, overallPick: pick.overallPick, early: adpOf(player, team.grading.format) - pick.overallPick }]
          : [];
      })
      .filter(({ early }) => early >= 3)
      .sort((a, b) => b.early - a.early || a.overallPick - b.overallPick)
      .slice(0, 5);
    if (picks.length === 0)
      return `No pick${position ? ` at ${position}` : ''} so far came 3 or more picks ahead of its ADP in ${name(team)}'s draft: the board is following ADP.`;
    return [
      `The biggest reaches so far${position ? ` at ${position}` : ''} in ${name(team)}'s draft (picks made furthest ahead of ADP):`,
      picks
        .map(
          ({ player, overallPick, early }) =>
            `- Pick ${overallPick}: ${label(player)}, ADP ${this.adp(team, player)}, ${Math.round(early)} picks early${own.has(player.id) ? ' (yours)' : ''}`,
        )
        .join('\n'),
      'A reach by another team takes a player sooner than the market expects; your board already leaves out everyone taken.',
    ].join('\n\n');
  }

  /** A QB and his pass catchers on one NFL team: who of them is on the board, with grades and chances. */
  stack(team: TeamContext, players: Player[]): string {
    const anchors = players.length > 0 ? players : team.roster.filter((p) => p.position === 'QB');
    if (anchors.length === 0)
      return `Name the player to stack with (e.g. "stack Drake London with his QB?"), or draft a QB first.\n\n${this.recommend(team, undefined)}`;
    const sections = anchors.map((anchor) => {
      const partners = team.moment.board.filter(
        (v) =>
          v.player.team === anchor.team &&
          v.player.id !== anchor.id &&
          (anchor.position === 'QB' ? ['WR', 'TE', 'RB'].includes(v.player.position) : v.player.position === 'QB'),
      );
      if (partners.length === 0)
        return `- ${label(anchor)}: no ${anchor.position === 'QB' ? 'pass catcher' : 'QB'} of ${anchor.team} is left on the board.`;
      return `- ${label(anchor)} with ${partners
        .slice(0, 3)
        .map(
          (v) =>
            `${label(v.player)}: pick grade ${this.gradeText(team, v.player)}, ${team.isFull ? 'undrafted' : this.chanceShort(team, v)}${v.rule ? ` (${v.rule.text})` : ''}`,
        )
        .join('; ')}`;
    });
    return [
      `Stacks for ${name(team)}:`,
      sections.join('\n'),
      'A stack makes weekly scores swing together (higher highs, lower lows); the draft model values each player on his own season points, so take the stack only when its pick grade is close to the top of your board.',
    ].join('\n\n');
  }

  // --- named players -------------------------------------------------------------------------

  compare(team: TeamContext, players: Player[]): string {
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
      line('ADP', (r) => String(this.adp(team, r.player))),
      line('Projected points', (r) => String(Math.round(team.grading.points(r.player)))),
      line('Over replacement', (r) => signed(Math.round(team.grading.vor(r.player)))),
      line('Tier', (r) => String(positionTiers(team.grading).get(r.player.id) ?? r.player.tier)),
      ...(team.isFull
        ? []
        : [
            line(`Pick grade at ${team.currentPick}`, (r) =>
              r.grade ? `${r.grade.letter} (${r.grade.percentage}%)` : this.status(team, r.player),
            ),
          ]),
      ...(team.chancePick ? [line(`Still there at pick ${team.chancePick}`, (r) => (r.value ? pct(r.value.chance) : '—'))] : []),
    ].join('\n');
    const graded = rows.filter(
      (r): r is typeof r & { grade: PickGrade; value: CandidateValue } => r.grade !== null && r.value !== undefined,
    );
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

  gradePick(team: TeamContext, player: Player): string {
    if (team.roster.some((p) => p.id === player.id)) {
      const made = team.replay.find((point) => point.player.id === player.id);
      const keep = this.drop(team, [player]);
      if (!made) return keep;
      const { letter, percentage, reasons } = made.pickGrade;
      return `You took ${label(player)} at pick ${made.overallPick} (round ${made.round}): **${letter} (${percentage}%)**, graded at that moment${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}.\n\n${keep}`;
    }
    if (!team.moment.byId.has(player.id)) return `${label(player)} is ${this.status(team, player)}, so you can't draft him.`;
    if (team.isFull) return this.fullRoster(team);
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

  lookup(team: TeamContext, player: Player): string {
    const value = team.moment.byId.get(player.id);
    const cuffs = this.pool.players.filter((p) => p.handcuffOf === player.id).map((p) => p.name);
    const parts = [
      `${label(player)}: ${player.position === 'DEF' ? '' : `age ${player.age}, `}bye week ${player.byeWeek}, tier ${positionTiers(team.grading).get(player.id) ?? player.tier} ${player.position}. ADP ${this.adp(team, player)}, ${Math.round(team.grading.points(player))} projected points (${signed(Math.round(team.grading.vor(player)))} over replacement).`,
      player.isInjured ? 'Listed as injured in the pool.' : '',
      player.targetShare !== null ? `Target share last season: ${Math.round(player.targetShare * 100)}%.` : '',
      player.position === 'RB' && player.age >= 28 ? `Risk: an RB aged ${player.age} (the grader flags RBs from 28).` : '',
      player.handcuffOf ? `He backs up ${this.pool.get(player.handcuffOf)?.name ?? 'a starter'} (handcuff).` : '',
      cuffs.length > 0 ? `His handcuff: ${cuffs.join(', ')}.` : '',
      `In ${name(team)}'s draft he is ${this.status(team, player)}.`,
    ];
    if (value && !team.isFull) {
      const grade = gradePickAt(team.moment, player);
      parts.push(`Taking him at pick ${team.currentPick} grades ${grade.letter} (${grade.percentage}%): ${grade.reasons.join('; ')}.`);
    }
    return parts.filter(Boolean).join(' ');
  }

  // --- helpers -------------------------------------------------------------------------------

  private rosterGrade(team: TeamContext) {
    const s = team.summary;
    return gradeRoster({
      roster: team.roster,
      pool: this.pool.players,
      format: team.grading.format,
      leagueSize: s.leagueSize,
      draftPosition: s.draftPosition,
      rosterSpots: s.rosterSpots,
    });
  }

  /** The best players of a position on the board that break no roster rule, best first. */
  private boardAt(team: TeamContext, position: Position, limit: number): CandidateValue[] {
    return team.moment.board.filter((v) => v.player.position === position && !v.rule).slice(0, limit);
  }

  private bestScore(team: TeamContext, position: Position): number {
    return this.boardAt(team, position, 1)[0]?.score ?? -Infinity;
  }

  /** Undrafted players at these positions by projected points (waiver targets once the draft is over). */
  private waiverTargets(team: TeamContext, positions: Position[], avoidBye: number): CandidateValue[] {
    const byPoints = team.moment.board
      .filter((v) => v.player.byeWeek !== avoidBye)
      .sort((a, b) => team.grading.points(b.player) - team.grading.points(a.player));
    return positions
      .filter((p) => p !== 'K' && p !== 'DEF')
      .slice(0, 3)
      .flatMap((position) => byPoints.filter((v) => v.player.position === position).slice(0, 1));
  }

  private pickOf(team: TeamContext, player: Player): number | undefined {
    return team.detail.roster.ownPicks.find((pick) => pick.playerId === player.id)?.overallPick;
  }

  private playerLine(team: TeamContext, v: CandidateValue): string {
    return `${label(v.player)}, tier ${v.tier}, bye ${v.player.byeWeek}: ${Math.round(team.grading.points(v.player))} projected points, ADP ${this.adp(team, v.player)}. ${this.chanceSentence(team, v)}`;
  }

  private chanceSentence(team: TeamContext, v: CandidateValue): string {
    if (team.chancePick === null) return 'Your last pick: take him now or never.';
    return `${pct(v.chance)} chance he is still there at pick ${team.chancePick}.`;
  }

  private chanceShort(team: TeamContext, v: CandidateValue): string {
    return team.chancePick === null ? 'last pick' : `${pct(v.chance)} to last to pick ${team.chancePick}`;
  }

  private status(team: TeamContext, player: Player): string {
    if (team.roster.some((p) => p.id === player.id)) return `already on ${name(team)}`;
    if (team.takenIds.has(player.id)) return 'already taken by another team';
    const v = team.moment.byId.get(player.id);
    if (!v || team.chancePick === null) return 'available';
    return `available, with ${pct(v.chance)} chance of lasting to pick ${team.chancePick}`;
  }

  private gradeText(team: TeamContext, player: Player): string {
    const grade = gradePickAt(team.moment, player);
    return `${grade.letter} (${grade.percentage}%)`;
  }

  private clockLine(team: TeamContext): string {
    if (team.onTheClock) return `You are on the clock at pick ${team.currentPick} (round ${team.currentRound}).`;
    return `Pick ${team.currentPick} is on the clock; yours is pick ${team.nextPick}, ${team.nextPick! - team.currentPick} picks away.`;
  }

  private kdRounds(team: TeamContext): string {
    return `picks ${team.userPicks.slice(-2).join(' and ')}`;
  }

  private fullRoster(team: TeamContext): string {
    return `${name(team)}'s roster is full (${team.roster.length}/${team.rounds}): the draft is over for it. Ask me to grade it, set your week 1 lineup, fix bye weeks or pick who to drop.`;
  }

  /** ADP as the draft screen's board shows it. */
  private adp(team: TeamContext, player: Player): string {
    return adpOf(player, team.grading.format).toFixed(1);
  }
}

/** A tier number the question names ("tier 1 RBs"). */
function tierAskedFor(message: string): number | undefined {
  const match = /\btier\s*(\d{1,2})\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** Reasons of a pick grade that speak against the pick. */
export function isNegative(reason: string): boolean {
  return /^(Reach|Risk|Passes on|Likely still there|Bye week|Leaves|A spare|A (second|third|fourth|fifth|sixth)|K before|DEF before)/.test(
    reason,
  );
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

/** The terms of the draft screen, as the draft model works them out (docs/adr/0005-draft-model.md). */
const GLOSSARY: ReadonlyArray<{
  term: string;
  pattern: RegExp;
  meaning: (season: number, leagueSize: number, format: ScoringFormat) => string;
}> = [
  {
    term: 'VOR',
    pattern: /\bvor\b|value over replacement|over replacement|replacement level/,
    meaning: (_, teams) =>
      `value over replacement: a player's projected points minus those of the best player at his position that nobody in a ${teams}-team league starts (what the waiver wire offers). It compares positions on one scale.`,
  },
  {
    term: 'ADP',
    pattern: /\badp\b|average draft position/,
    meaning: (season) =>
      `average draft position: where a player goes on average in real drafts, from the ${season} pool, for your scoring format. Its spread says how far either side he usually goes.`,
  },
  {
    term: 'Tier',
    pattern: /\btiers?\b/,
    meaning: () =>
      'players at one position whose projections are close, from the projections themselves; when a tier runs dry, the next player at that position is clearly worse.',
  },
  {
    term: 'Chance he is still there',
    pattern: /\bchance|\bpercent|\bsurviv|\blast(s)? to\b|still there/,
    meaning: () =>
      "the chance a player lasts to your next pick (on the clock, to the pick after this one): the picks in between are played out with each team's roster needs and how far ADP spreads.",
  },
  {
    term: 'Pick grade',
    pattern: /pick grade|grade (a|my|the|each) pick|how .*picks? (are|is) graded/,
    meaning: () =>
      'how a pick compares with the best option on your board at that moment: A (96%) for the top of the board, lower the more value you give up, with the reasons (value against ADP, roster need, byes, risk).',
  },
  {
    term: 'Draft grade',
    pattern: /draft grade|live grade|report card|roster grade|\bgrade\b|\bgrading\b/,
    meaning: () =>
      "your pick grades blended with your roster's projected strength against what ADP drafters have after as many picks (pick grades weigh half at the start and fade out); on a full roster it is the report card's grade. B (85%) is level with an ADP drafter.",
  },
  {
    term: 'PPR',
    pattern: /\bppr\b|\bscoring\b|points per reception/,
    meaning: (_, __, format) =>
      `points per reception: each catch scores 1 point in PPR, half a point in Half-PPR and nothing in Standard, which lifts pass catchers (WRs, TEs, receiving RBs). This team scores ${format}: its projections, ADP and grades are that format's.`,
  },
  {
    term: 'Handcuff',
    pattern: /\bhandcuffs?\b/,
    meaning: () =>
      "the backup of a team's starting RB, who takes over if the starter is hurt; worth a late pick when you roster the starter.",
  },
  {
    term: 'FLEX',
    pattern: /\bflex\b/,
    meaning: () => 'a starting slot any RB, WR or TE can fill: your best one beyond the RB and WR starters.',
  },
  {
    term: 'Recommendations',
    pattern: /recommend\w*|board order|\brank(s|ing)?\b/,
    meaning: () =>
      'the board ranks each available player by what he adds to your best lineup over simulated seasons (depth counts, with diminishing returns), plus the market: a player whose ADP is well past this pick will likely still be there later, so he ranks lower now; a shared bye costs a little, and picks that break a roster rule (a K before the last two rounds, a third QB) are left out. So the top is not always the player with the most projected points.',
  },
  {
    term: 'Reach',
    pattern: /\breach\w*|\bsteals?\b/,
    meaning: () =>
      'a pick made well before the player\'s ADP (a steal: well after it). The pick grade says "Reach: went N picks before ADP" when the market would likely have left him for later; the board weighs that with what he adds to your lineup.',
  },
  {
    term: 'Run',
    pattern: /\bruns?\b/,
    meaning: () =>
      'a stretch of picks at one position: 4 of the last 8 picks at one position count as a run on the draft screen. The players of that position left then go faster than their ADP says.',
  },
  {
    term: 'Bye week',
    pattern: /\bbyes?\b/,
    meaning: () =>
      "the week a player's NFL team does not play; starters sharing one leave holes that week, so among near-equal picks the model prefers a different bye.",
  },
];

/** The K and DEF slots the team has not filled yet. */
function openKickerDefense(team: TeamContext): Array<'K' | 'DEF'> {
  const counts = positionCounts(team.roster);
  return (['K', 'DEF'] as const).filter((p) => counts[p] < team.summary.rosterSpots[p]);
}

/** "Passes on Bo Nix" → "passes on Bo Nix": a reason inside a sentence, names kept. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function label(player: Player): string {
  return `**${player.name}** (${player.position}, ${player.team})`;
}

function name(team: TeamContext): string {
  return markdownText(team.summary.name);
}

function pct(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}

function ordinal(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'][n] ?? `${n}th`;
}
