import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { SLEEPER_MESSAGES, type SleeperLeaguePreviewDto } from '@draftmode/domain';
import { complete, perCatchOnly } from '../draft-sync/imported-league';
import { PlayerPool } from '../../player-pool';
import { EventStore } from '../../../infra/event-store/event-store';
import { TeamReadModels } from '../queries/team-read-models';
import { loadTeamStream } from '../team-stream.loader';
import { SleeperApiError, SleeperClient } from './sleeper.client';
import { sleeperLeagueSettings } from './sleeper-league';

/**
 * The settings the team's linked Sleeper draft and its league describe, beside the team's own.
 * Reads only: the user sends them as the team's settings (PUT /settings) to take them.
 */
@Injectable()
export class SleeperLeagueQuery {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly client: SleeperClient,
    private readonly pool: PlayerPool,
  ) {}

  /**
   * @throws NotFoundException for a missing team and another user's team alike; ConflictException
   * when the team is linked to no draft; BadRequestException with one line for a draft or league
   * Sleeper does not have, an auction, a league size DraftMode does not draft; ServiceUnavailable
   * while Sleeper cannot be asked.
   */
  async preview(teamId: string, userId: string): Promise<SleeperLeaguePreviewDto> {
    await this.readModels.summary(teamId, userId);
    const { state } = await loadTeamStream(this.store, teamId);
    if (!state.exists || state.deleted || state.sleeper === null) throw new ConflictException(SLEEPER_MESSAGES.notLinked);
    const { draftId, draftSlot } = state.sleeper;

    try {
      const draft = await this.client.draft(draftId);
      if (draft === null) throw new BadRequestException(SLEEPER_MESSAGES.draftNotFound(draftId));
      // A draft that maps its slots to rosters itself (GET /draft/<id> does) needs no rosters.
      const [league, picks, tradedPicks, rosters] = await Promise.all([
        draft.leagueId === null ? null : this.client.league(draft.leagueId),
        this.client.picks(draftId),
        this.client.tradedPicks(draftId),
        draft.leagueId === null || draft.slotToRosterId !== null ? [] : this.client.rosters(draft.leagueId),
      ]);
      if (draft.leagueId !== null && league === null) throw new BadRequestException(SLEEPER_MESSAGES.leagueNotFound(draft.leagueId));
      const imported = sleeperLeagueSettings({ draft, league, picks, tradedPicks, rosters, draftSlot, current: state.settings });
      if (!imported.ok) throw new BadRequestException(imported.message);
      const settings = this.pool.hasStatLines ? imported.settings : perCatchOnly(imported.settings, imported.notes);
      return {
        draftId,
        leagueId: draft.leagueId,
        name: league?.name ?? draft.name,
        season: league?.season ?? draft.season,
        draftStatus: draft.status,
        rounds: draft.rounds,
        settings,
        current: complete(state.settings),
        keepers: imported.keepers,
        notes: imported.notes,
      };
    } catch (error) {
      if (error instanceof SleeperApiError) throw new ServiceUnavailableException(SLEEPER_MESSAGES.leagueUnreachable);
      throw error;
    }
  }
}
