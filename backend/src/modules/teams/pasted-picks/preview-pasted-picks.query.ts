import { BadRequestException, Injectable } from '@nestjs/common';
import { PASTED_PICKS_LIMITS, PASTED_PICKS_MESSAGES } from '@draftmode/domain';
import { DraftRuleError, type TeamState } from '@draftmode/draft-core';
import { parsePastedPicks, PlayerNameIndex } from '@draftmode/players';
import { EventStore } from '../../../infra/event-store/event-store';
import { PlayerPool } from '../../player-pool';
import { TEAM_NOT_FOUND } from '../draft-rule-errors';
import { isUuid } from '../queries/team-read-models';
import { loadTeamStream } from '../team-stream.loader';
import { planPastedPicks, type PastedPicksPlan } from './plan-pasted-picks';

/**
 * Reads a pasted pick list and compares it with one of the user's teams (planPastedPicks); changes
 * nothing. The record command plans with it too, so the preview is what recording does.
 */
@Injectable()
export class PreviewPastedPicksQuery {
  private readonly names: PlayerNameIndex;

  constructor(
    private readonly store: EventStore,
    private readonly pool: PlayerPool,
  ) {
    this.names = new PlayerNameIndex(pool.players);
  }

  /** The plan at the team's current version; 404 for a team that is not the user's, 400 for a paste with no picks or too many. */
  async execute(userId: string, teamId: string, text: string): Promise<PastedPicksPlan> {
    if (!isUuid(teamId)) throw new DraftRuleError('team-not-found', TEAM_NOT_FOUND);
    const { state, version } = await loadTeamStream(this.store, teamId);
    if (!state.exists || state.deleted || state.userId !== userId) throw new DraftRuleError('team-not-found', TEAM_NOT_FOUND);
    return this.planOn(text, state, version);
  }

  /** The plan on a team state already at hand (the state a command left: nothing reads the stream it just wrote). */
  planOn(text: string, state: TeamState, version: number): PastedPicksPlan {
    const parsed = parsePastedPicks(text);
    if (parsed.picks.length === 0) throw new BadRequestException(PASTED_PICKS_MESSAGES.noPicks);
    if (parsed.picks.length > PASTED_PICKS_LIMITS.maxPicks) throw new BadRequestException(PASTED_PICKS_MESSAGES.tooManyPicks);
    return planPastedPicks(parsed.picks, parsed.problems, state, version, this.names, {
      now: new Date().toISOString(),
      positionOf: this.pool.positionOf,
      playerOf: (id) => this.pool.get(id),
    });
  }
}
