import { Injectable } from '@nestjs/common';
import { FORMAT_KEY, ROSTER_SLOTS, SCORING_FORMAT_LABELS, type Player, type Position } from '@draftmode/domain';
import { currentOverallPick } from '@draftmode/draft-core';
import {
  adpOf,
  draftMoment,
  gradePickAt,
  gradeRoster,
  gradingContext,
  nextUserPick,
  openStarterSlots,
  positionCounts,
  positionTiers,
  recommendationsAt,
  roundOfPick,
  slotFillFor,
  teamMomentInput,
  totalRosterSpots,
  userPickNumbers,
  type DraftMoment,
  type GradingContext,
  type PickComponents,
} from '@draftmode/grading';
import { BUNDLED_SEASON } from '@draftmode/players';
import { PlayerPool } from '../../player-pool';
import { TeamReadModels, type TeamDetailDto, type TeamSummaryDto } from '../../teams';
import { PlayerFinder } from './player-finder';

export const POSITIONS_ORDER: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

/** One of the user's teams with everything the chat derives from it. Only ever built for its owner. */
export interface TeamContext {
  summary: TeamSummaryDto;
  detail: TeamDetailDto;
  /** Rostered players in the order added. */
  roster: Player[];
  takenIds: Set<string>;
  grading: GradingContext;
  /** The pick on the clock: taken by others + own picks + 1 (PRODUCT §3). */
  currentPick: number;
  /** The user's next pick at or after the current one; null when the draft is over for them. */
  nextPick: number | null;
  /**
   * The pick "still there" chances look ahead to, as on the draft screen: the next pick, or while
   * the user is on the clock the one after it (at the turn, the one after both). Null when none.
   */
  chancePick: number | null;
  /** The draft model at this moment: every available player valued, with his chance. */
  moment: DraftMoment;
  rounds: number;
}

/** A player as the chat tools describe him. */
export interface PlayerFacts {
  id: string;
  name: string;
  position: Position;
  nflTeam: string;
  byeWeek: number;
  age: number;
  adp: number;
  projection: number;
  valueOverReplacement: number;
  tier: number;
  injured: boolean;
  handcuffOf: string | null;
}

/**
 * The chat's tools over the signed-in user's own data (PRODUCT §6): list teams, a team's roster
 * and needs, best available with chance-available, grade a pick, look up a player. The OpenAI
 * provider calls them by name and the built-in engine calls them directly, so both answer from
 * the same numbers. Every team read goes through {@link TeamReadModels} with the user's id, so
 * another user's team is "Team not found".
 */
@Injectable()
export class ChatTools {
  readonly finder: PlayerFinder;

  constructor(
    private readonly readModels: TeamReadModels,
    readonly pool: PlayerPool,
  ) {
    this.finder = new PlayerFinder(pool.players);
  }

  get season(): number {
    return BUNDLED_SEASON;
  }

  listTeams(userId: string): Promise<TeamSummaryDto[]> {
    return this.readModels.listForUser(userId);
  }

  /** Loads one team of the user with its grading context; throws NotFoundException for anyone else's. */
  async team(userId: string, teamId: string): Promise<TeamContext> {
    const detail = await this.readModels.detail(teamId, userId);
    const summary = detail.team;
    const roster = detail.roster.playerIds.map((id) => this.pool.get(id)).filter((player): player is Player => player !== undefined);
    const grading = gradingContext(this.pool.players, FORMAT_KEY[summary.scoringFormat], summary.leagueSize, summary.rosterSpots);
    const rounds = totalRosterSpots(summary.rosterSpots);
    const currentPick = currentOverallPick(detail.takenByOthers.length, detail.roster.ownPicks.length);
    const input = teamMomentInput(
      { settings: summary, rosterIds: detail.roster.playerIds, takenByOthers: detail.takenByOthers, ownPickCount: detail.roster.ownPicks.length },
      this.pool.players,
      (id) => this.pool.get(id),
    );
    const moment = draftMoment(input, grading);
    return {
      summary,
      detail,
      roster,
      takenIds: new Set([...detail.roster.playerIds, ...detail.takenByOthers.map((pick) => pick.playerId)]),
      grading,
      currentPick,
      nextPick: roster.length >= rounds ? null : nextUserPick(summary.leagueSize, summary.draftPosition, currentPick, rounds),
      chancePick: roster.length >= rounds ? null : (moment.horizon?.toPick ?? null),
      moment,
      rounds,
    };
  }

  facts(player: Player, grading: GradingContext): PlayerFacts {
    return {
      id: player.id,
      name: player.name,
      position: player.position,
      nflTeam: player.team,
      byeWeek: player.byeWeek,
      age: player.age,
      adp: round1(adpOf(player, grading.format)),
      projection: round1(grading.points(player)),
      valueOverReplacement: round1(grading.vor(player)),
      tier: positionTiers(grading).get(player.id) ?? player.tier,
      injured: player.isInjured,
      handcuffOf: player.handcuffOf ? (this.pool.get(player.handcuffOf)?.name ?? player.handcuffOf) : null,
    };
  }

  /** Grading for questions asked before the user has a team: the default league (PPR, 12 teams). */
  defaultGrading(): GradingContext {
    return gradingContext(this.pool.players, 'ppr', 12);
  }

  /** Tool `list_teams`. */
  async listTeamsTool(userId: string) {
    const teams = await this.listTeams(userId);
    return {
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        scoring: SCORING_FORMAT_LABELS[team.scoringFormat],
        leagueSize: team.leagueSize,
        draftPosition: team.draftPosition,
        players: team.playerCount,
        rosterSize: totalRosterSpots(team.rosterSpots),
        savedDraftGrade: team.draftGrade,
      })),
    };
  }

  /** Which starter slots are still open and which positions the roster needs most. */
  needs(team: TeamContext): { openStarterSlots: string[]; positionsNeeded: Position[] } {
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    const open: string[] = [];
    for (const position of POSITIONS_ORDER) {
      for (let n = counts[position]; n < spots[position]; n++) open.push(spots[position] === 1 ? position : `${position}${n + 1}`);
    }
    const flexOpen = openStarterSlots(counts, spots) - open.length;
    for (let n = 0; n < flexOpen; n++) open.push('FLEX');
    const positionsNeeded = POSITIONS_ORDER.filter((position) => slotFillFor(position, counts, spots).kind !== 'bench');
    return { openStarterSlots: open, positionsNeeded };
  }

  /** Tool `get_team`: the roster by slot, needs, pick numbers, and the roster grade. */
  async teamTool(userId: string, teamId: string) {
    const team = await this.team(userId, teamId);
    const { summary, detail } = team;
    const slotOf = new Map<string, string>();
    for (const slot of ROSTER_SLOTS) {
      const id = detail.roster.positions[slot];
      if (id) slotOf.set(id, slot.toUpperCase());
    }
    const grade = team.roster.length > 0 ? this.rosterGrade(team) : null;
    return {
      team: {
        id: summary.id,
        name: summary.name,
        scoring: SCORING_FORMAT_LABELS[summary.scoringFormat],
        leagueSize: summary.leagueSize,
        draftPosition: summary.draftPosition,
        rosterSize: team.rounds,
      },
      draft: this.pickTiming(team),
      roster: team.roster.map((player) => ({ ...this.facts(player, team.grading), slot: slotOf.get(player.id) ?? 'BENCH' })),
      needs: this.needs(team),
      liveDraftGrade: detail.liveGrade,
      rosterGrade: grade && {
        letter: grade.letter,
        percentage: grade.percentage,
        projectedStarterPoints: grade.lineupPoints,
        benchmarkScore: grade.benchmarkScore,
        positions: grade.positions,
        byeConflicts: grade.byeConflicts.map((conflict) => ({ byeWeek: conflict.byeWeek, starters: conflict.players.map((p) => p.name) })),
      },
      takenByOthers: detail.takenByOthers.length,
    };
  }

  rosterGrade(team: TeamContext) {
    return gradeRoster({
      roster: team.roster,
      pool: this.pool.players,
      format: team.grading.format,
      leagueSize: team.summary.leagueSize,
      draftPosition: team.summary.draftPosition,
      rosterSpots: team.summary.rosterSpots,
    });
  }

  /** Current pick, the user's next pick and the picks after it. */
  pickTiming(team: TeamContext) {
    const { summary } = team;
    const own = userPickNumbers(summary.leagueSize, summary.draftPosition, team.rounds);
    const remaining = own.filter((pick) => pick >= team.currentPick).slice(0, Math.max(0, team.rounds - team.roster.length));
    return {
      currentPick: team.currentPick,
      currentRound: roundOfPick(team.currentPick, summary.leagueSize),
      nextPick: team.nextPick,
      picksUntilNextPick: team.nextPick === null ? null : team.nextPick - team.currentPick,
      onTheClock: team.nextPick === team.currentPick,
      remainingPicks: remaining,
      lastTwoRounds: own.slice(-2),
    };
  }

  /** Tool `best_available`: recommendations with the chance each is still there at the next pick. */
  bestAvailable(team: TeamContext, position?: Position, limit = 5) {
    const all = recommendationsAt(team.moment, position ? 400 : limit);
    return all
      .filter((rec) => !position || rec.player.position === position)
      .slice(0, limit)
      .map((rec) => ({
        ...this.facts(rec.player, team.grading),
        projection: rec.projection,
        valueOverReplacement: rec.vor,
        nextPick: rec.nextPick,
        chanceAvailableAtNextPick: Math.round(rec.chanceAvailableAtNextPick * 100),
        grade: rec.grade,
        reason: rec.reason,
        player: rec.player,
      }));
  }

  /** Tool `grade_pick`: the pick grade of taking `player` at the team's current pick. */
  gradePickFor(team: TeamContext, player: Player): PickGradeAnswer {
    if (team.takenIds.has(player.id)) {
      const own = team.roster.some((p) => p.id === player.id);
      return { player: player.name, available: false, note: own ? `${player.name} is already on ${team.summary.name}.` : `${player.name} was already taken by another team.` };
    }
    const grade = gradePickAt(team.moment, player);
    return { player: player.name, available: true, overallPick: team.currentPick, letter: grade.letter, percentage: grade.percentage, reasons: grade.reasons, components: grade.components };
  }

  /** Chance (0–100) a player is still there at the team's chance pick, from the draft model. */
  chanceOf(team: TeamContext, player: Player): number {
    return Math.round((team.moment.byId.get(player.id)?.chance ?? 0) * 100);
  }

  /** Tool `lookup_player`: pool facts, and availability in one of the user's teams when given. */
  lookup(query: string, team: TeamContext | null) {
    const grading = team?.grading ?? this.defaultGrading();
    return this.finder.search(query).map((player) => ({
      ...this.facts(player, grading),
      ...(team ? { status: team.roster.some((p) => p.id === player.id) ? 'on your roster' : team.takenIds.has(player.id) ? 'taken by another team' : 'available' } : {}),
      handcuffs: this.pool.players.filter((p) => p.handcuffOf === player.id).map((p) => p.name),
    }));
  }

  /** Handcuffs of a player (backups whose value jumps if he is hurt). */
  handcuffsOf(player: Player): Player[] {
    return this.pool.players.filter((p) => p.handcuffOf === player.id);
  }
}

/** A pick grade, or why the player cannot be picked. */
export type PickGradeAnswer =
  | { player: string; available: false; note: string }
  | { player: string; available: true; overallPick: number; letter: string; percentage: number; reasons: string[]; components: PickComponents };

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
