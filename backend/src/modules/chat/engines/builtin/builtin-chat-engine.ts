import { Injectable } from '@nestjs/common';
import type { Player, Position } from '@draftmode/domain';
import { adpOf, roundOfPick } from '@draftmode/grading';
import type { TeamSummaryDto } from '../../../teams';
import { ChatTools, POSITIONS_ORDER, round1, type TeamContext } from '../../tools/chat-tools';
import type { ChatReply, ChatRequest } from '../chat-engine';
import { classify, positionAskedFor, type Intent } from './intents';
import { markdownText } from './markdown-text';

/** Teams answered side by side when the focus is 'all' and no team is named. */
const MAX_TEAMS_PER_ANSWER = 4;

export const NO_TEAMS_ANSWER = 'Add your team in My Teams, then return here for instant AI strategy.';

/**
 * The strategy engine that answers when no AI provider is configured (PRODUCT §6): it recognises
 * the common draft questions and answers each from the same tools the model gets, with the
 * user's players, pick numbers and grades. What it does not understand it says so plainly.
 */
@Injectable()
export class BuiltinChatEngine {
  constructor(private readonly tools: ChatTools) {}

  async reply(request: ChatRequest): Promise<ChatReply> {
    return { content: await this.answer(request), engine: 'builtin', promptTokens: null, completionTokens: null };
  }

  async answer(request: ChatRequest): Promise<string> {
    const mentioned = this.tools.finder.mentions(request.message);
    const intent = classify(request.message, mentioned.length);
    const teams = this.teamsAskedAbout(request);

    switch (intent) {
      case 'compare':
        return this.compare(request.userId, mentioned.slice(0, 3), teams);
      case 'lookup':
        return this.lookup(request.userId, mentioned[0]!, teams);
      case 'grade-pick':
        return teams.length === 0 ? `${this.describe(mentioned[0]!, null)}\n\n${NO_TEAMS_ANSWER}` : this.gradePick(request.userId, mentioned[0]!, teams);
      case 'list-teams':
        return this.listTeams(request.teams);
      case 'help':
        return HELP;
      case 'out-of-scope':
        return `I can't answer that one. ${LIMITS}\n\n${HELP}`;
      case 'unknown':
        return `I didn't understand that question, so I won't guess. ${LIMITS}\n\n${HELP}`;
      case 'kicker-defense':
        if (teams.length === 0) return `${KICKER_DEFENSE_RULE}\n\n${NO_TEAMS_ANSWER}`;
        break;
      default:
        if (teams.length === 0) return NO_TEAMS_ANSWER;
    }

    const sections: string[] = [];
    for (const summary of teams.slice(0, MAX_TEAMS_PER_ANSWER)) {
      const team = await this.tools.team(request.userId, summary.id);
      const body = this.perTeam(intent, team, request.message);
      sections.push(teams.length > 1 ? `### ${markdownText(summary.name)}\n${body}` : body);
    }
    if (teams.length > MAX_TEAMS_PER_ANSWER) sections.push(`_${teams.length - MAX_TEAMS_PER_ANSWER} more teams: focus on one of them to ask about it._`);
    return sections.join('\n\n');
  }

  /** The focused team; else a team named in the question; else all of the user's teams. */
  private teamsAskedAbout(request: ChatRequest): TeamSummaryDto[] {
    if (request.focus !== 'all') return request.teams.filter((team) => team.id === request.focus);
    const text = request.message.toLowerCase();
    const named = request.teams.filter((team) => text.includes(team.name.toLowerCase()));
    return named.length > 0 ? named.slice(0, 1) : request.teams;
  }

  private perTeam(intent: Intent, team: TeamContext, message: string): string {
    switch (intent) {
      case 'recommend':
        return this.recommend(team, positionAskedFor(message));
      case 'grade-team':
        return this.gradeTeam(team);
      case 'weakest':
        return this.weakest(team);
      case 'byes':
        return this.byes(team);
      case 'handcuffs':
        return this.handcuffs(team);
      case 'kicker-defense':
        return this.kickerDefense(team);
      default:
        return this.nextPick(team);
    }
  }

  private recommend(team: TeamContext, position: Position | undefined): string {
    if (team.nextPick === null) return `${markdownText(team.summary.name)}'s roster is full (${team.roster.length}/${team.rounds}), so there is no pick left to make.`;
    const picks = this.tools.bestAvailable(team, position, 5);
    if (picks.length === 0) return `No ${position ?? ''} players are left in the pool for ${markdownText(team.summary.name)}.`.replace('  ', ' ');
    const lines = picks.map(
      (rec, index) =>
        `${index + 1}. **${rec.name}** (${rec.position}, ${rec.nflTeam}, bye ${rec.byeWeek}): ${rec.projection} projected points, ${signed(rec.valueOverReplacement)} over replacement, ADP ${rec.adp}. ${rec.reason}. ${this.chanceText(team, rec.chanceAvailableAtNextPick)}`,
    );
    const top = picks[0]!;
    return [
      `${this.clockLine(team)} Best available${position ? ` ${position}s` : ''} for your roster:`,
      lines.join('\n'),
      `**Take ${top.name}.** ${this.waitHint(team, picks)}`.trim(),
    ].join('\n\n');
  }

  private waitHint(team: TeamContext, picks: ReturnType<ChatTools['bestAvailable']>): string {
    if (team.chancePick === null) return '';
    if (team.nextPick === team.currentPick) {
      const likely = picks.slice(1).find((rec) => rec.chanceAvailableAtNextPick >= 50);
      return likely ? `${likely.name} has a ${likely.chanceAvailableAtNextPick}% chance of lasting to your following pick (${team.chancePick}).` : '';
    }
    const [top] = picks;
    const lasting = picks.find((rec) => rec.chanceAvailableAtNextPick >= 50);
    if (!top) return '';
    if (top.chanceAvailableAtNextPick >= 50) return `He has a ${top.chanceAvailableAtNextPick}% chance of lasting to pick ${team.chancePick}.`;
    return `He is unlikely to last to pick ${team.chancePick} (${top.chanceAvailableAtNextPick}% chance)${lasting ? `; ${lasting.name} probably will (${lasting.chanceAvailableAtNextPick}%).` : '.'}`;
  }

  private chanceText(team: TeamContext, percent: number): string {
    if (team.chancePick === null) return 'Your last pick: take him now.';
    const now = team.nextPick === team.currentPick ? 'You can take him now; ' : '';
    return `${now}${percent}% chance he is still there at pick ${team.chancePick}.`;
  }

  private clockLine(team: TeamContext): string {
    const timing = this.tools.pickTiming(team);
    if (timing.nextPick === null) return `The draft is over for ${markdownText(team.summary.name)}.`;
    if (timing.onTheClock) return `You are on the clock at pick ${timing.currentPick} (round ${timing.currentRound}).`;
    return `Pick ${timing.currentPick} is on the clock; yours is pick ${timing.nextPick}, ${timing.picksUntilNextPick} picks away.`;
  }

  private gradeTeam(team: TeamContext): string {
    if (team.roster.length === 0) return `${markdownText(team.summary.name)} has no players yet, so there is nothing to grade. Ask me who to pick first.`;
    const grade = this.tools.rosterGrade(team);
    // Only positions the benchmark roster has filled by now can be compared.
    const comparable = grade.positions.filter((p) => p.benchmarkPoints > 0);
    const best = [...comparable].filter((p) => p.points > 0).sort((a, b) => b.strength - a.strength)[0];
    const worst = [...comparable].sort((a, b) => a.strength - b.strength)[0];
    const starters = grade.lineup.starters.map((s) => `${s.slot} ${s.player.name} (${round1(s.points)})`).join(', ');
    const lines = [
      `**${markdownText(team.summary.name)}: ${grade.letter} (${grade.percentage}%)** with ${team.roster.length}/${team.rounds} players.`,
      `Projected starters score ${grade.lineupPoints} points; counting depth the roster rates ${grade.score} against ${grade.benchmarkScore} for an ADP drafter in slot ${team.summary.draftPosition} after the same number of picks.`,
      `Starters: ${starters}.`,
      best && worst && best !== worst
        ? `Strongest: **${best.position}** (${best.points} points vs ${best.benchmarkPoints} benchmark). Weakest: **${worst.position}** (${worst.points} vs ${worst.benchmarkPoints}).`
        : '',
      grade.byeConflicts.length > 0
        ? `Bye clash: ${grade.byeConflicts.map((c) => `week ${c.byeWeek} (${c.players.map((p) => p.name).join(', ')})`).join('; ')}.`
        : 'No two starters share a bye week.',
      team.detail.liveGrade ? `Live draft grade (picks and roster blended): ${team.detail.liveGrade.letter} (${team.detail.liveGrade.percentage}%).` : '',
    ];
    return lines.filter(Boolean).join('\n\n');
  }

  private weakest(team: TeamContext): string {
    const needs = this.tools.needs(team);
    let position: Position;
    let why: string;
    if (team.roster.length === 0) {
      return `${markdownText(team.summary.name)} has no players yet: every position is open. ${this.recommend(team, undefined)}`;
    }
    const grade = this.tools.rosterGrade(team);
    const openCore = needs.openStarterSlots.filter((slot) => !slot.startsWith('K') && !slot.startsWith('DEF') && slot !== 'FLEX');
    if (openCore.length > 0) {
      position = openCore[0]!.replace(/\d+$/, '') as Position;
      why = `You have no starter for ${openCore.join(', ')} yet.`;
    } else {
      const ranked = grade.positions.filter((p) => p.position !== 'K' && p.position !== 'DEF').sort((a, b) => a.strength - b.strength);
      const worst = ranked[0]!;
      position = worst.position;
      why = `Your ${worst.position} starters project ${worst.points} points against ${worst.benchmarkPoints} for the benchmark roster (strength ${worst.strength}/100).`;
    }
    const options = team.nextPick === null ? [] : this.tools.bestAvailable(team, position, 3);
    const fixes = options.map((rec) => `- **${rec.name}** (${rec.nflTeam}, bye ${rec.byeWeek}): ${rec.projection} projected points, ADP ${rec.adp}. ${this.chanceText(team, rec.chanceAvailableAtNextPick)}`);
    return [
      `Your weakest position is **${position}**. ${why}`,
      fixes.length > 0 ? `Best ${position}s still available:\n${fixes.join('\n')}` : '',
      needs.openStarterSlots.some((slot) => slot === 'K' || slot === 'DEF') ? `K and DEF are still open too, but wait for your last two picks (${this.tools.pickTiming(team).lastTwoRounds.join(' and ')}).` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  private byes(team: TeamContext): string {
    if (team.roster.length === 0) return `${markdownText(team.summary.name)} has no players yet, so there are no bye-week problems.`;
    const grade = this.tools.rosterGrade(team);
    const byWeek = new Map<number, string[]>();
    for (const starter of grade.lineup.starters) byWeek.set(starter.player.byeWeek, [...(byWeek.get(starter.player.byeWeek) ?? []), starter.player.name]);
    const weeks = [...byWeek.entries()].sort(([a], [b]) => a - b).map(([week, names]) => `week ${week}: ${names.join(', ')}`);
    if (grade.byeConflicts.length === 0) return `No bye-week problems: none of your starters share a bye week (${weeks.join('; ')}).`;
    const worst = grade.byeConflicts[0]!;
    const lines = grade.byeConflicts.map(
      (conflict) => `- **Week ${conflict.byeWeek}**: ${conflict.players.map((p) => `${p.name} (${p.position})`).join(', ')} are all out.`,
    );
    const positions = [...new Set(worst.players.map((p) => p.position))];
    const cover = team.nextPick === null ? [] : positions.flatMap((position) => this.tools.bestAvailable(team, position, 5).filter((rec) => rec.byeWeek !== worst.byeWeek).slice(0, 1));
    return [
      `${grade.byeConflicts.length === 1 ? 'One bye-week problem' : `${grade.byeConflicts.length} bye-week problems`} among your starters:`,
      lines.join('\n'),
      cover.length > 0
        ? `To cover week ${worst.byeWeek}, look at ${cover.map((rec) => `**${rec.name}** (${rec.position}, bye ${rec.byeWeek}, ADP ${rec.adp})`).join(' or ')}.`
        : 'Pick up a bench player with a different bye before that week.',
    ].join('\n\n');
  }

  private handcuffs(team: TeamContext): string {
    const rbs = team.roster.filter((p) => p.position === 'RB');
    const lines: string[] = [];
    for (const rb of rbs) {
      const cuffs = this.tools.handcuffsOf(rb);
      if (cuffs.length === 0) {
        lines.push(`- ${rb.name}: no clear handcuff in the ${this.tools.season} pool.`);
        continue;
      }
      for (const cuff of cuffs) lines.push(`- ${rb.name} → **${cuff.name}** (${cuff.team}, ADP ${round1(adpOf(cuff, team.grading.format))}): ${this.status(team, cuff)}.`);
    }
    const owned = team.roster.filter((p) => p.handcuffOf && !team.roster.some((starter) => starter.id === p.handcuffOf));
    for (const cuff of owned) lines.push(`- You have **${cuff.name}**, who backs up ${this.tools.pool.get(cuff.handcuffOf!)?.name ?? 'a starter'} you don't roster: he is a lottery ticket, not insurance.`);
    if (lines.length === 0) {
      return `${markdownText(team.summary.name)} has no running backs yet, and handcuffs are backup RBs. Draft your starters first; handcuffs belong in the later rounds (the grader flags one taken before round ${Math.ceil(team.rounds / 2)}).`;
    }
    return [`Handcuffs for ${markdownText(team.summary.name)}'s running backs:`, lines.join('\n'), `Handcuffs are worth a pick after round ${Math.ceil(team.rounds / 2) - 1}; earlier they cost you starters.`].join('\n\n');
  }

  private status(team: TeamContext, player: Player): string {
    if (team.roster.some((p) => p.id === player.id)) return 'already on your roster';
    if (team.takenIds.has(player.id)) return 'taken by another team';
    if (team.chancePick === null) return 'available';
    return `available, ${this.tools.chanceOf(team, player)}% chance he lasts to your pick ${team.chancePick}`;
  }

  /** {@link status} for a table cell. */
  private shortStatus(team: TeamContext, player: Player): string {
    if (team.roster.some((p) => p.id === player.id)) return 'on your roster';
    if (team.takenIds.has(player.id)) return 'taken by another team';
    return team.chancePick === null ? 'available' : `${this.tools.chanceOf(team, player)}% chance`;
  }

  private kickerDefense(team: TeamContext): string {
    const timing = this.tools.pickTiming(team);
    const [first, last] = timing.lastTwoRounds;
    const have = POSITIONS_ORDER.filter((p) => (p === 'K' || p === 'DEF') && team.roster.some((player) => player.position === p));
    const available = (position: Position) => {
      const best = this.tools.pool.players
        .filter((p) => p.position === position && !team.takenIds.has(p.id))
        .sort((a, b) => team.grading.points(b) - team.grading.points(a))
        .slice(0, 2);
      return best.map((p) => `${p.name} (${round1(team.grading.points(p))} pts, ADP ${round1(adpOf(p, team.grading.format))})`).join(', ');
    };
    return [
      `${KICKER_DEFENSE_RULE} In your draft that means your last two picks: **${first} and ${last}** (rounds ${team.rounds - 1} and ${team.rounds}).`,
      have.length > 0 ? `You already have your ${have.join(' and ')}.` : '',
      ['K', 'DEF']
        .filter((p) => !have.includes(p as Position))
        .map((p) => `Best ${p} left: ${available(p as Position) || 'none'}.`)
        .join(' '),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  private nextPick(team: TeamContext): string {
    const timing = this.tools.pickTiming(team);
    if (timing.nextPick === null) return `${markdownText(team.summary.name)}'s roster is full (${team.roster.length}/${team.rounds}): you have no picks left.`;
    const later = timing.remainingPicks.filter((pick) => pick !== timing.nextPick).slice(0, 4);
    const head = timing.onTheClock
      ? `You are on the clock now: pick **${timing.currentPick}** (round ${timing.currentRound}).`
      : `Your next pick is **${timing.nextPick}** (round ${roundOfPick(timing.nextPick, team.summary.leagueSize)}), ${timing.picksUntilNextPick} picks after the current pick ${timing.currentPick}.`;
    return [head, later.length > 0 ? `After that you pick at ${later.join(', ')}.` : 'That is your last pick.', `(${team.summary.leagueSize} teams, you draft from slot ${team.summary.draftPosition}.)`].join(' ');
  }

  private async gradePick(userId: string, player: Player, teams: TeamSummaryDto[]): Promise<string> {
    const team = await this.tools.team(userId, teams[0]!.id);
    const grade = this.tools.gradePickFor(team, player);
    const which = teams.length > 1 ? ` (for ${markdownText(team.summary.name)}; focus on another team to grade it there)` : '';
    if (!grade.available) {
      // The tool's note names the team as typed (it is for the model too): say it here in Markdown.
      const own = team.roster.some((rostered) => rostered.id === player.id);
      return `${own ? `${player.name} is already on ${markdownText(team.summary.name)}.` : grade.note}${which}`;
    }
    const best = this.tools.bestAvailable(team, undefined, 1)[0];
    const alternative = best && best.id !== player.id ? ` The top recommendation right now is **${best.name}** (${best.position}, ${best.projection} projected points).` : ` He is also the top recommendation right now.`;
    return `Taking **${player.name}** at pick ${grade.overallPick} grades **${grade.letter} (${grade.percentage}%)**${which}: ${grade.reasons.join('; ')}.${alternative}`;
  }

  private async compare(userId: string, players: Player[], teams: TeamSummaryDto[]): Promise<string> {
    const team = teams[0] ? await this.tools.team(userId, teams[0].id) : null;
    const grading = team?.grading ?? this.tools.defaultGrading();
    const rows = players.map((player) => {
      const facts = this.tools.facts(player, grading);
      const grade = team ? this.tools.gradePickFor(team, player) : null;
      return { player, facts, grade };
    });
    const header = `| | ${rows.map((r) => r.player.name).join(' | ')} |\n|---|${rows.map(() => '---').join('|')}|`;
    const line = (label: string, value: (row: (typeof rows)[number]) => string) => `| ${label} | ${rows.map(value).join(' | ')} |`;
    const table = [
      header,
      line('Position', (r) => `${r.facts.position} (${r.facts.nflTeam})`),
      line('Bye', (r) => String(r.facts.byeWeek)),
      line('ADP', (r) => String(r.facts.adp)),
      line('Projected points', (r) => String(r.facts.projection)),
      line('Over replacement', (r) => signed(r.facts.valueOverReplacement)),
      ...(team ? [line(team.chancePick ? `Lasts to pick ${team.chancePick}` : 'Status', (r) => this.shortStatus(team, r.player)), line(`Grade at pick ${team.currentPick}`, (r) => (r.grade?.available ? `${r.grade.letter} (${r.grade.percentage}%)` : '—'))] : []),
    ].join('\n');
    const graded = rows.flatMap((r) => (r.grade?.available ? [{ player: r.player, grade: r.grade }] : []));
    let verdict: string;
    if (graded.length >= 2) {
      const [winner, runnerUp] = [...graded].sort((a, b) => b.grade.percentage - a.grade.percentage);
      verdict =
        winner!.grade.percentage === runnerUp!.grade.percentage
          ? `It's a coin flip for ${markdownText(team!.summary.name)}: both grade ${winner!.grade.letter}. Take the one whose bye fits your starters.`
          : `**Take ${winner!.player.name}** for ${markdownText(team!.summary.name)}: his pick grade is ${winner!.grade.letter} against ${runnerUp!.grade.letter} (${winner!.grade.reasons[0] ?? 'better value'}).`;
    } else if (graded.length === 1 && team) {
      verdict = `**${graded[0]!.player.name}** is the only one still available to ${markdownText(team.summary.name)}: taking him at pick ${team.currentPick} grades ${graded[0]!.grade.letter}.`;
    } else {
      const [winner] = [...rows].sort((a, b) => b.facts.valueOverReplacement - a.facts.valueOverReplacement);
      verdict = `On value over replacement **${winner!.player.name}** comes out ahead${team ? '' : ' (PPR, 12 teams; add a team in My Teams to compare for your league)'}.`;
    }
    return `${table}\n\n${verdict}`;
  }

  private async lookup(userId: string, player: Player, teams: TeamSummaryDto[]): Promise<string> {
    const team = teams[0] ? await this.tools.team(userId, teams[0].id) : null;
    const parts = [this.describe(player, team)];
    if (team) {
      parts.push(`In ${markdownText(team.summary.name)}'s draft he is ${this.status(team, player)}.`);
      const grade = this.tools.gradePickFor(team, player);
      if (grade.available) parts.push(`Taking him at pick ${grade.overallPick} grades ${grade.letter} (${grade.percentage}%): ${grade.reasons.join('; ')}.`);
    }
    return parts.join(' ');
  }

  private describe(player: Player, team: TeamContext | null): string {
    const facts = this.tools.facts(player, team?.grading ?? this.tools.defaultGrading());
    const cuffs = this.tools.handcuffsOf(player).map((p) => p.name);
    return [
      `**${facts.name}**: ${facts.position}, ${facts.nflTeam}, age ${facts.age}, bye week ${facts.byeWeek}, tier ${facts.tier}.`,
      `ADP ${facts.adp}, ${facts.projection} projected points (${signed(facts.valueOverReplacement)} over replacement).`,
      facts.injured ? 'Listed as injured.' : '',
      facts.handcuffOf ? `He is ${facts.handcuffOf}'s handcuff.` : '',
      cuffs.length > 0 ? `His handcuff: ${cuffs.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  private listTeams(teams: TeamSummaryDto[]): string {
    if (teams.length === 0) return NO_TEAMS_ANSWER;
    return `Your teams:\n${teams.map((t) => `- **${markdownText(t.name)}**: ${t.leagueSize} teams, pick ${t.draftPosition}, ${t.playerCount} players${t.draftGrade ? `, draft grade ${t.draftGrade}` : ''}`).join('\n')}`;
  }
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}

const KICKER_DEFENSE_RULE =
  'Take your K and DEF with your last two picks: their points are hard to predict and the gap between the first and the tenth is small, so an earlier pick costs you a bench RB or WR with real upside. The pick grader marks a K or DEF before the last two rounds as a reach.';

const LIMITS =
  'No AI provider is configured, so DraftMode\'s built-in strategy engine is answering: it knows the bundled player pool and your teams, but not news, live injuries, trades, waivers or start/sit decisions.';

const HELP = [
  'Questions I can answer:',
  '- Who should I pick next? (or: best available WR)',
  '- Grade my team',
  '- Compare two players, e.g. "Bijan Robinson or Jahmyr Gibbs?"',
  '- Any bye-week problems?',
  "- What's my weakest position?",
  '- Which handcuffs should I get?',
  '- When should I take a K and DEF?',
  '- When is my next pick?',
  '- Should I take a named player? / Tell me about a player',
].join('\n');
