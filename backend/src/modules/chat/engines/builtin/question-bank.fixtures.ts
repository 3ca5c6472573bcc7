import { expect } from '@jest/globals';
import { addPlayer, emptyRoster, rosterSize, userPickNumbers } from '@draftmode/draft-core';
import { DEFAULT_ROSTER_SPOTS, FORMAT_KEY, type Player, type TeamDetailDto } from '@draftmode/domain';
import { adpOf, valueBoard, gradePickAt, gradingContext, recommendationsAt, teamMomentInput, type DraftMoment } from '@draftmode/grading';
import { bundledPool } from '@draftmode/players';
import { PlayerNames } from '../../tools/player-names';
import { DraftAdvisor } from '../../tools/draft-advisor';
import { buildTeamContext, type ChatPool, type TeamContext } from '../../tools/team-context';
import { answerQuestion } from './builtin-chat-engine';

/** The bundled pool as the chat sees it. */
export function bundledChatPool(): ChatPool {
  const { players, season } = bundledPool();
  const byId = new Map(players.map((player) => [player.id, player]));
  return { players, season, get: (id) => byId.get(id) };
}

export interface DraftFixture {
  id: string;
  name: string;
  /** The user's draft slot in a 12-team PPR league with the default roster. */
  slot: number;
  /** The user's picks, in order; every other team takes the best ADP left (never one of these). */
  own: string[];
  /**
   * Where the draft stands: 'clock' (the user is on the clock for his next pick), or a number of
   * picks by other teams still to come before his next pick.
   */
  at: 'clock' | number;
}

/**
 * A team's read model after a snake draft in which the other eleven teams take the best ADP left
 * and the user takes `own` in order: fixed rosters at fixed moments for the question bank.
 */
export function draftDetail(fixture: DraftFixture, pool: ChatPool): TeamDetailDto {
  const rounds = rosterSize(DEFAULT_ROSTER_SPOTS);
  const mine = userPickNumbers(12, fixture.slot, rounds);
  const reserved = new Set(fixture.own);
  const byAdp = [...pool.players].sort((a, b) => a.adp.ppr - b.adp.ppr);
  const taken = new Set<string>();
  const ownPicks: TeamDetailDto['roster']['ownPicks'] = [];
  const takenByOthers: TeamDetailDto['takenByOthers'] = [];
  const stopAt = fixture.own.length < rounds ? mine[fixture.own.length]! - (fixture.at === 'clock' ? 0 : fixture.at) : 12 * rounds + 1;
  for (let pick = 1; pick < stopAt; pick++) {
    if (mine.includes(pick)) {
      const id = fixture.own[ownPicks.length];
      if (!id) throw new Error(`fixture ${fixture.name} has no own pick for pick ${pick}`);
      if (!pool.get(id)) throw new Error(`fixture ${fixture.name}: no player ${id}`);
      ownPicks.push({ playerId: id, overallPick: pick, slot: null });
      taken.add(id);
      continue;
    }
    const player = byAdp.find((p: Player) => !taken.has(p.id) && !reserved.has(p.id))!;
    taken.add(player.id);
    takenByOthers.push({ playerId: player.id, overallPick: pick, position: player.position, adp: player.adp.ppr });
  }
  const team = {
    id: fixture.id,
    userId: '00000000-0000-4000-8000-000000000001',
    name: fixture.name,
    scoringFormat: 'PPR' as const,
    leagueSize: 12 as const,
    draftPosition: fixture.slot,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    draftGrade: null,
    playerCount: ownPicks.length,
    isMock: false,
    version: ownPicks.length + takenByOthers.length,
    createdAt: '2026-08-20T12:00:00.000Z',
  };
  // Each pick auto-assigned as the draft screen does, so the roster has the league's slots.
  const roster = ownPicks.reduce(
    (current, pick) => addPlayer(current, pick.playerId, pool.get(pick.playerId)!.position),
    emptyRoster(DEFAULT_ROSTER_SPOTS),
  );
  return {
    team,
    roster: { playerIds: roster.playerIds, positions: roster.positions, bench: roster.bench, ownPicks },
    takenByOthers,
    liveGrade: null,
    version: team.version,
  };
}

/**
 * The question bank: questions managers ask during and after a draft, over fixed rosters at fixed
 * moments. Each answer must contain the facts the draft screen would show at that moment (the
 * numbers are computed here as frontend/src/features/draft/hooks/use-draft-model.ts computes
 * them) and must not name players the user did not mean or another team's players.
 */

export const pool = bundledChatPool();
export const names = new PlayerNames(pool.players);
export const advisor = new DraftAdvisor();

const FIXTURES: Record<string, DraftFixture> = {
  // Slot 5 after four rounds (Gibbs, London, Wilson, Cook), on the clock at pick 53.
  sharks: {
    id: '00000000-0000-4000-8000-00000000000a',
    name: 'Sharks',
    slot: 5,
    own: ['jahmyr-gibbs', 'drake-london', 'garrett-wilson', 'james-cook'],
    at: 'clock',
  },
  // The same roster three picks before its next turn (pick 50 on the clock, the user's is 53).
  sharksWaiting: {
    id: '00000000-0000-4000-8000-00000000000b',
    name: 'Sharks Waiting',
    slot: 5,
    own: ['jahmyr-gibbs', 'drake-london', 'garrett-wilson', 'james-cook'],
    at: 3,
  },
  // Four QBs, four TEs, two RBs and no WR after ten rounds.
  hoarders: {
    id: '00000000-0000-4000-8000-00000000000c',
    name: 'Hoarders',
    slot: 8,
    own: [
      'josh-allen',
      'kyren-williams',
      'lamar-jackson',
      'jalen-hurts',
      'trey-mcbride',
      'james-conner',
      'george-kittle',
      'joe-burrow',
      'travis-kelce',
      'sam-laporta',
    ],
    at: 'clock',
  },
  // A full roster stacked with Eagles (bye week 9).
  birds: {
    id: '00000000-0000-4000-8000-00000000000d',
    name: 'Birds',
    slot: 3,
    own: [
      'saquon-barkley',
      'a-j-brown',
      'jalen-hurts',
      'devonta-smith',
      'dallas-goedert',
      'kenneth-walker-iii',
      'jaylen-waddle',
      'rhamondre-stevenson',
      'jakobi-meyers',
      'tyler-allgeier',
      'jordan-mason',
      'tucker-kraft',
      'rashid-shaheed',
      'def-phi',
      'brandon-aubrey',
    ],
    at: 'clock',
  },
  // Before the draft, first overall.
  fresh: { id: '00000000-0000-4000-8000-00000000000e', name: 'Fresh', slot: 1, own: [], at: 'clock' },
  // Slot 12 after twelve picks, on the clock at pick 156 (the turn: 156 and 157).
  bears: {
    id: '00000000-0000-4000-8000-000000000010',
    name: 'Bears',
    slot: 12,
    own: [
      'ja-marr-chase',
      'de-von-achane',
      'tyreek-hill',
      'james-cook',
      'davante-adams',
      'patrick-mahomes',
      'sam-laporta',
      'tony-pollard',
      'jerry-jeudy',
      'zach-charbonnet',
      'jaylen-warren',
      'jakobi-meyers',
    ],
    at: 'clock',
  },
  // The same user's other team.
  otters: {
    id: '00000000-0000-4000-8000-00000000000f',
    name: 'Otters',
    slot: 10,
    own: ['puka-nacua', 'josh-jacobs', 'ladd-mcconkey'],
    at: 'clock',
  },
};

export const details = Object.fromEntries(Object.entries(FIXTURES).map(([key, fixture]) => [key, draftDetail(fixture, pool)])) as Record<
  string,
  TeamDetailDto
>;
const contexts = new Map<string, TeamContext>();
export function context(key: string): TeamContext {
  let found = contexts.get(key);
  if (!found) contexts.set(key, (found = buildTeamContext(details[key]!, pool)));
  return found;
}

/** What the draft screen shows for a team, computed as the screen computes it. */
export interface Screen {
  moment: DraftMoment;
  current: number;
  chancePick: number | null;
  top: (position?: string) => Player;
  chance: (id: string) => string;
  grade: (id: string) => string;
  /** Projected points, ADP and VOR as the board shows them. */
  figures: (id: string) => string[];
  userPicks: number[];
}
const screens = new Map<string, Screen>();
export function screen(key: string): Screen {
  const hit = screens.get(key);
  if (hit) return hit;
  const detail = details[key]!;
  const settings = detail.team;
  const ctx = gradingContext(pool.players, FORMAT_KEY[settings.scoringFormat], settings.leagueSize, settings.rosterSpots);
  const moment = valueBoard(
    teamMomentInput(
      { settings, rosterIds: detail.roster.playerIds, takenByOthers: detail.takenByOthers, ownPicks: detail.roster.ownPicks },
      pool.players,
      (id) => pool.get(id),
    ),
    { ctx },
  ).moment();
  const made: Screen = {
    moment,
    current: detail.takenByOthers.length + detail.roster.ownPicks.length + 1,
    chancePick: moment.horizon?.toPick ?? null,
    top: (position) => recommendationsAt(moment, 400).find((rec) => !position || rec.player.position === position)!.player,
    chance: (id) => `${Math.round(moment.byId.get(id)!.chance * 100)}%`,
    grade: (id) => {
      const grade = gradePickAt(moment, pool.get(id)!);
      return `${grade.letter} (${grade.percentage}%)`;
    },
    figures: (id) => {
      const player = pool.get(id)!;
      return [`${Math.round(ctx.points(player))} projected points`, `ADP ${adpOf(player, ctx.format).toFixed(1)}`];
    },
    userPicks: userPickNumbers(12, settings.draftPosition, 15),
  };
  screens.set(key, made);
  return made;
}

export function ask(key: string, message: string): string {
  return answerQuestion({
    message,
    teams: [details[key]!.team, details['otters']!.team],
    asked: [context(key)],
    more: 0,
    pool,
    names,
    advisor,
  });
}

const rosterNames = (key: string) => details[key]!.roster.playerIds.map((id) => pool.get(id)!.name);

export interface Case {
  team: string;
  question: string;
  must: (s: Screen) => Array<string | RegExp>;
  mustNot?: (s: Screen) => Array<string | RegExp>;
}

/**
 * What every question of the bank is checked for: the facts the case names (and none it rules
 * out), never a non-answer, never another of the user's teams, never a pick that is not this
 * draft's, and no "Take X" next to a reason against it.
 */
export function expectAnswerFits(team: string, question: string, c: Case): void {
  const answer = ask(team, question);
  const s = screen(team);
  for (const fact of c.must(s))
    expect(answer).toEqual(typeof fact === 'string' ? expect.stringContaining(fact) : expect.stringMatching(fact));
  for (const fact of c.mustNot?.(s) ?? [])
    expect(answer).not.toEqual(typeof fact === 'string' ? expect.stringContaining(fact) : expect.stringMatching(fact));
  // Never a non-answer, never another of the user's teams, never a pick that is not this draft's (made, on the clock or the user's).
  expect(answer).not.toMatch(/didn't understand/i);
  if (team !== 'otters') for (const other of rosterNames('otters')) if (!question.includes(other)) expect(answer).not.toContain(other);
  const made = [...details[team]!.takenByOthers, ...details[team]!.roster.ownPicks].map((pick) => pick.overallPick);
  const known = new Set([s.current, s.chancePick, ...s.userPicks, ...made]);
  for (const match of answer.matchAll(/\bpicks? \**(\d+)\**/gi)) expect(known).toContain(Number(match[1]));
  // "Take X" never stands next to a reason against it.
  for (const line of answer.split('\n')) if (/\*\*Take /.test(line)) expect(line).not.toMatch(/Reach|Risk:/);
}
