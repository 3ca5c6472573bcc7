import { Injectable, NotFoundException } from '@nestjs/common';
import { MOCK_DRAFT_MESSAGES, type MockDraftDetailDto, type MockDraftDto, type MockDraftTeamDto } from '@draftmode/domain';
import { roundOfPick, slotOfPick } from '@draftmode/grading';
import { PlayerPool } from '../../players/player-pool';
import { isUuid } from '../../teams/queries/team-read-models';
import { draftClock } from '../domain/mock-draft-turn';
import { MockDraftRepository, type MockDraftRecord } from '../mock-draft.repository';
import { MockDraftRunner, type LoadedTeam } from '../mock-draft.runner';

/**
 * What the mock-draft endpoints answer, read from the row and the mock team's stream (the stream
 * is the truth about picks; the row only knows speed, seed and status). Another user's draft is
 * answered exactly like a missing one.
 */
@Injectable()
export class MockDraftViews {
  constructor(
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
    private readonly pool: PlayerPool,
  ) {}

  /** The user's draft row, or 404 'Mock draft not found'. */
  async record(id: string, userId: string): Promise<MockDraftRecord> {
    const draft = isUuid(id) ? await this.drafts.forUser(id, userId) : null;
    if (!draft) throw new NotFoundException(MOCK_DRAFT_MESSAGES.notFound);
    return draft;
  }

  async list(userId: string): Promise<MockDraftDto[]> {
    const drafts = await this.drafts.listForUser(userId);
    const views = await Promise.all(drafts.map(async (draft) => ({ draft, team: await this.runner.load(draft.teamId) })));
    // A draft whose team was deleted through /api/teams is on its way out (the runner removes it).
    return views.filter(({ team }) => team.state.exists && !team.state.deleted).map(({ draft, team }) => summary(draft, team));
  }

  async detail(id: string, userId: string): Promise<MockDraftDetailDto> {
    const draft = await this.record(id, userId);
    const team = await this.runner.load(draft.teamId);
    if (!team.state.exists || team.state.deleted) throw new NotFoundException(MOCK_DRAFT_MESSAGES.notFound);
    return { ...summary(draft, team), teams: this.teams(team) };
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
    const picks = [...team.state.ownPicks.map((pick) => ({ ...pick, own: true })), ...team.state.takenByOthers.map((pick) => ({ ...pick, own: false }))].sort(
      (a, b) => a.overallPick - b.overallPick,
    );
    for (const pick of picks) {
      const slot = pick.own ? draftPosition : slotOfPick(pick.overallPick, leagueSize);
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

function summary(draft: MockDraftRecord, team: LoadedTeam): MockDraftDto {
  const { state, version } = team;
  const clock = draftClock(state);
  const finished = draft.status === 'finished';
  return {
    id: draft.id,
    teamId: draft.teamId,
    name: state.name,
    sourceTeamId: draft.sourceTeamId,
    status: draft.status,
    speed: draft.speed,
    autoPick: draft.autoPick,
    seed: draft.seed,
    scoringFormat: state.settings.scoringFormat,
    leagueSize: state.settings.leagueSize,
    draftPosition: state.settings.draftPosition,
    rounds: clock.rounds,
    totalPicks: clock.totalPicks,
    picksMade: clock.picksMade,
    currentOverallPick: finished ? null : clock.currentOverallPick,
    slotOnTheClock: finished ? null : clock.slotOnTheClock,
    userOnTheClock: !finished && clock.userOnTheClock,
    version,
    reportCard: state.reportCard ? { grade: state.reportCard.grade, percentage: state.reportCard.percentage } : null,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
  };
}
