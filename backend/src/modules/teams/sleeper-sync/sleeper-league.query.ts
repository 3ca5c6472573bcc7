import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  FORMAT_KEY,
  presetPoints,
  scoresReceptionsOnly,
  SLEEPER_MESSAGES,
  type ImportedLeagueSettings,
  type LeagueSettings,
  type SleeperLeaguePreviewDto,
} from '@draftmode/domain';
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

/**
 * Sleeper's scoring as a pool without projected stat lines can take it: points per catch (a TE
 * premium, 0.75 a reception) are scored from the preset projections, the rest needs stat lines, so
 * the preset stands for it, with a note saying what to import (the settings would be refused).
 */
function perCatchOnly(settings: ImportedLeagueSettings, notes: string[]): ImportedLeagueSettings {
  const points = settings.pointsPerStat;
  if (!points || scoresReceptionsOnly(points)) return settings;
  const preset = presetPoints(FORMAT_KEY[settings.scoringFormat]);
  const perCatch = { ...presetPoints('std'), reception: points.reception, receptionBonus: { ...points.receptionBonus } };
  const samePreset = perCatch.reception === preset.reception && Object.values(perCatch.receptionBonus).every((bonus) => bonus === 0);
  notes.push(
    'The league scores more than catches its own way (passing, rushing or fumbles), and the player pool has no projected stat lines to score that: DraftMode keeps the preset for it' +
      `${samePreset ? '' : ', with the league’s points per catch'}. Import FantasyPros projection exports (npm run players:sync -- --csv FILE) to take all of it.`,
  );
  return { ...settings, pointsPerStat: samePreset ? null : perCatch };
}

/** The team's settings with every optional part spelled out, as the import's are. */
function complete(settings: LeagueSettings): ImportedLeagueSettings {
  return {
    scoringFormat: settings.scoringFormat,
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    rosterSpots: { ...settings.rosterSpots },
    draftOrder: settings.draftOrder ?? 'snake',
    pointsPerStat: settings.pointsPerStat ?? null,
    tradedPicks: [...(settings.tradedPicks ?? [])],
  };
}
