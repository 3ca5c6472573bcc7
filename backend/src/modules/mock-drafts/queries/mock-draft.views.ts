import { ownerOfPick, pickOwnershipOf, roundOfPick } from '@draftmode/draft-core';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  MOCK_DRAFT_MESSAGES,
  type DraftOrder,
  type LeagueSize,
  type TradedPick,
  type MockDraftDetailDto,
  type RosterSpots,
  type ScoringFormat,
  type MockDraftDto,
  type MockDraftTeamDto,
} from '@draftmode/domain';
import { PlayerPool } from '../../player-pool';
import { isUuid, TeamReadModels } from '../../teams';
import { draftClockAt } from '../domain/mock-draft-turn';
import { MockDraftRepository, type MockDraftRecord } from '../mock-draft.repository';
import { MockDraftRunner, type LoadedTeam } from '../mock-draft.runner';

/**
 * What the mock-draft endpoints answer. The list (polled by the mock-drafts page) and the lookup
 * by team read the row and the teams module's read models, never a stream; the detail, which
 * shows every slot's picks, folds the mock team's stream. Another user's draft is answered exactly
 * like a missing one.
 */
@Injectable()
export class MockDraftViews {
  constructor(
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
    private readonly pool: PlayerPool,
    private readonly teamReads: TeamReadModels,
  ) {}

  /** The user's draft row, or 404 'Mock draft not found'. */
  async record(id: string, userId: string): Promise<MockDraftRecord> {
    const draft = isUuid(id) ? await this.drafts.forUser(id, userId) : null;
    if (!draft) throw new NotFoundException(MOCK_DRAFT_MESSAGES.notFound);
    return draft;
  }

  async list(userId: string): Promise<MockDraftDto[]> {
    return this.summaries(userId, await this.drafts.listForUser(userId));
  }

  /** The draft of the user's mock team `teamId`, or 404 'Mock draft not found'. */
  async ofTeam(teamId: string, userId: string): Promise<MockDraftDto> {
    const draft = await this.drafts.forUserByTeam(teamId, userId);
    const [view] = draft ? await this.summaries(userId, [draft]) : [];
    if (!view) throw new NotFoundException(MOCK_DRAFT_MESSAGES.notFound);
    return view;
  }

  private async summaries(userId: string, drafts: MockDraftRecord[]): Promise<MockDraftDto[]> {
    const teams = await this.teamReads.draftSummaries(
      userId,
      drafts.map((draft) => draft.teamId),
    );
    // A draft whose team was deleted through /api/teams is on its way out (the runner removes it).
    return drafts.flatMap((draft) => {
      const team = teams.get(draft.teamId);
      return team ? [summary(draft, { ...team.team, picksMade: team.picksMade, reportCard: team.reportCard })] : [];
    });
  }

  async detail(id: string, userId: string): Promise<MockDraftDetailDto> {
    const draft = await this.record(id, userId);
    const team = await this.runner.load(draft.teamId);
    if (!team.state.exists || team.state.deleted) throw new NotFoundException(MOCK_DRAFT_MESSAGES.notFound);
    const { state, version } = team;
    const picksMade = state.ownPicks.length + state.takenByOthers.length;
    const reportCard = state.reportCard ? { grade: state.reportCard.grade, percentage: state.reportCard.percentage } : null;
    return { ...summary(draft, { name: state.name, ...state.settings, version, picksMade, reportCard }), teams: this.teams(team) };
  }

  /** Every slot's picks in pick order: the user's own picks, and the bots' by the snake owner of each pick. */
  private teams(team: LoadedTeam): MockDraftTeamDto[] {
    const { leagueSize, draftPosition } = team.state.settings;
    const teams: MockDraftTeamDto[] = Array.from({ length: leagueSize }, (_, index) => ({
      slot: index + 1,
      name: index + 1 === draftPosition ? team.state.name : `Bot ${index + 1}`,
      isUser: index + 1 === draftPosition,
      picks: [],
    }));
    const picks = [
      ...team.state.ownPicks.map((pick) => ({ ...pick, own: true })),
      ...team.state.takenByOthers.map((pick) => ({ ...pick, own: false })),
    ].sort((a, b) => a.overallPick - b.overallPick);
    for (const pick of picks) {
      const slot = pick.own ? draftPosition : ownerOfPick(pick.overallPick, leagueSize, pickOwnershipOf(team.state.settings));
      teams[slot - 1]?.picks.push({
        overallPick: pick.overallPick,
        round: roundOfPick(pick.overallPick, leagueSize),
        playerId: pick.playerId,
        position: this.pool.get(pick.playerId)?.position ?? null,
      });
    }
    return teams;
  }
}

/** What the summary needs of the mock team, from its read models (list) or its folded stream (detail). */
interface TeamProgress {
  name: string;
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  rosterSpots: RosterSpots;
  draftOrder?: DraftOrder;
  tradedPicks?: TradedPick[];
  version: number;
  picksMade: number;
  reportCard: MockDraftDto['reportCard'];
}

function summary(draft: MockDraftRecord, team: TeamProgress): MockDraftDto {
  const clock = draftClockAt(team, team.picksMade);
  const finished = draft.status === 'finished';
  return {
    id: draft.id,
    teamId: draft.teamId,
    name: team.name,
    sourceTeamId: draft.sourceTeamId,
    status: draft.status,
    speed: draft.speed,
    autoPick: draft.autoPick,
    seed: draft.seed,
    scoringFormat: team.scoringFormat,
    leagueSize: team.leagueSize,
    draftPosition: team.draftPosition,
    rounds: clock.rounds,
    totalPicks: clock.totalPicks,
    picksMade: clock.picksMade,
    currentOverallPick: finished ? null : clock.currentOverallPick,
    slotOnTheClock: finished ? null : clock.slotOnTheClock,
    userOnTheClock: !finished && clock.userOnTheClock,
    version: team.version,
    reportCard: team.reportCard,
    pausedReason: draft.pausedReason,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
  };
}
