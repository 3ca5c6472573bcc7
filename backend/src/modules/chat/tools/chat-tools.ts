import { rosterSize } from '@draftmode/draft-core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { rosterSlotsFor, scoringLabel, type Player, type Position } from '@draftmode/domain';
import {
  adpOf,
  gradePickAt,
  gradeRoster,
  gradingContext,
  positionCounts,
  positionTiers,
  recommendationsAt,
  slotFillFor,
  type GradingContext,
  type PickComponents,
} from '@draftmode/grading';
import { PlayerPool } from '../../player-pool';
import { TeamReadModels, type TeamSummaryDto } from '../../teams';
import { DraftAdvisor } from './draft-advisor';
import { PlayerNames } from './player-names';
import { buildTeamContext, type TeamContext } from './team-context';

export type { TeamContext } from './team-context';

/** Team contexts kept, by team and version: the latest ones asked about. */
const CACHED_CONTEXTS = 16;

const POSITIONS_ORDER: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

/** A player as the chat tools describe him. */
interface PlayerFacts {
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
 * The chat's tools over the signed-in user's own data (docs/draft-rules.md §6): list teams, a team's roster
 * and needs, best available with chance-available, grade a pick, look up a player. The OpenAI
 * provider calls them by name and the built-in engine calls them directly, so both answer from
 * the same numbers. Every team read goes through {@link TeamReadModels} with the user's id, so
 * another user's team is "Team not found".
 */
@Injectable()
export class ChatTools {
  readonly names: PlayerNames;
  /** The answers to the questions managers ask, shared by the built-in engine and the model's `draft_advice` tool. */
  readonly advisor: DraftAdvisor;
  /** Team contexts (built or being built) by `teamId:version`, least recently used first. */
  private readonly contexts = new Map<string, Promise<TeamContext>>();

  constructor(
    private readonly readModels: TeamReadModels,
    readonly pool: PlayerPool,
  ) {
    this.names = new PlayerNames(pool.players);
    this.advisor = new DraftAdvisor();
  }

  get season(): number {
    return this.pool.season;
  }

  listTeams(userId: string): Promise<TeamSummaryDto[]> {
    return this.readModels.listForUser(userId);
  }

  /** One of the user's teams by id (a mock draft's too), or null when it is not theirs. */
  async summaryOf(userId: string, teamId: string): Promise<TeamSummaryDto | null> {
    try {
      return await this.readModels.summary(teamId, userId);
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  /** Loads one team of the user with its draft model, as the draft screen computes it; throws NotFoundException for anyone else's. */
  async team(userId: string, teamId: string): Promise<TeamContext> {
    const detail = await this.readModels.detail(teamId, userId);
    // Building a context (the draft model and the replay of every pick) holds the event loop for a
    // good part of a second on a long draft: one per team version serves every question about it,
    // those asked at the same moment included.
    const key = `${teamId}:${detail.version}`;
    let context = this.contexts.get(key);
    if (context) this.contexts.delete(key);
    else {
      // Requests that arrived meanwhile go first.
      context = yieldToEventLoop().then(() => buildTeamContext(detail, this.pool));
      context.catch(() => this.contexts.delete(key));
    }
    this.contexts.set(key, context);
    if (this.contexts.size > CACHED_CONTEXTS) this.contexts.delete(this.contexts.keys().next().value as string);
    return context;
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
        scoring: scoringLabel(team),
        leagueSize: team.leagueSize,
        draftPosition: team.draftPosition,
        players: team.playerCount,
        rosterSize: rosterSize(team.rosterSpots),
        savedDraftGrade: team.draftGrade,
      })),
    };
  }

  /** Which starter slots are still open (the roster's own empty slots, as the roster panel shows them) and which positions the roster needs most. */
  needs(team: TeamContext): { openStarterSlots: string[]; positionsNeeded: Position[] } {
    const counts = positionCounts(team.roster);
    const spots = team.summary.rosterSpots;
    const open = rosterSlotsFor(spots)
      .filter((slot) => !team.detail.roster.positions[slot.id])
      .map((slot) => slot.label);
    const positionsNeeded = POSITIONS_ORDER.filter((position) => slotFillFor(position, counts, spots).kind !== 'bench');
    return { openStarterSlots: open, positionsNeeded };
  }

  /** Tool `get_team`: the roster by slot, needs, pick numbers, and the roster grade. */
  async teamTool(userId: string, teamId: string) {
    const team = await this.team(userId, teamId);
    const { summary, detail } = team;
    const slotOf = new Map<string, string>();
    for (const slot of rosterSlotsFor(summary.rosterSpots)) {
      const id = detail.roster.positions[slot.id];
      if (id) slotOf.set(id, slot.label);
    }
    const grade = team.roster.length > 0 ? this.rosterGrade(team) : null;
    return {
      team: {
        id: summary.id,
        name: summary.name,
        scoring: scoringLabel(summary),
        leagueSize: summary.leagueSize,
        draftPosition: summary.draftPosition,
        rosterSize: team.rounds,
      },
      draft: this.pickTiming(team),
      roster: team.roster.map((player) => ({ ...this.facts(player, team.grading), slot: slotOf.get(player.id) ?? 'BENCH' })),
      needs: this.needs(team),
      // The one grade of a team is the draft screen's; the roster figures below explain it.
      draftGrade: team.grade,
      rosterStrength: grade && {
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
      pool: team.pool.players,
      format: team.grading.format,
      leagueSize: team.summary.leagueSize,
      draftPosition: team.summary.draftPosition,
      rosterSpots: team.summary.rosterSpots,
    });
  }

  /** Current pick, the user's next pick and the picks after it. */
  pickTiming(team: TeamContext) {
    return {
      currentPick: team.currentPick,
      currentRound: team.currentRound,
      nextPick: team.nextPick,
      picksUntilNextPick: team.nextPick === null ? null : team.nextPick - team.currentPick,
      onTheClock: team.onTheClock,
      chancesLookAheadToPick: team.chancePick,
      remainingPicks: team.remainingPicks,
      lastTwoRounds: team.userPicks.slice(-2),
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
      return {
        player: player.name,
        available: false,
        note: own ? `${player.name} is already on ${team.summary.name}.` : `${player.name} was already taken by another team.`,
      };
    }
    const grade = gradePickAt(team.moment, player);
    return {
      player: player.name,
      available: true,
      overallPick: team.currentPick,
      letter: grade.letter,
      percentage: grade.percentage,
      reasons: grade.reasons,
      components: grade.components,
    };
  }

  /** Tool `lookup_player`: pool facts, and availability in one of the user's teams when given. */
  lookup(query: string, team: TeamContext | null) {
    const grading = team?.grading ?? this.defaultGrading();
    return this.names.search(query).map((player) => ({
      ...this.facts(player, grading),
      ...(team
        ? {
            status: team.roster.some((p) => p.id === player.id)
              ? 'on your roster'
              : team.takenIds.has(player.id)
                ? 'taken by another team'
                : 'available',
          }
        : {}),
      handcuffs: this.pool.players.filter((p) => p.handcuffOf === player.id).map((p) => p.name),
    }));
  }
}

/** A pick grade, or why the player cannot be picked. */
type PickGradeAnswer =
  | { player: string; available: false; note: string }
  | {
      player: string;
      available: true;
      overallPick: number;
      letter: string;
      percentage: number;
      reasons: string[];
      components: PickComponents;
    };

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
