import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { YAHOO_LINK_MESSAGES, type LinkYahooLeagueInput, type YahooLeaguePreviewDto, type YahooLinkDto } from '@draftmode/domain';
import { EventStore } from '../../../../infra/event-store/event-store';
import { PlayerPool } from '../../../player-pool';
import { TeamReadModels } from '../../queries/team-read-models';
import { loadTeamStream } from '../../team-stream.loader';
import { DraftSync } from '../draft-sync.service';
import { complete, perCatchOnly } from '../imported-league';
import { YAHOO_MESSAGES, yahooLeagueSettings } from './yahoo-league';
import { YahooLinkStore, type YahooLinkRow } from './yahoo-link.store';
import { YahooSession } from './yahoo-session';
import { YahooApiError, YahooClient } from './yahoo.client';

/**
 * A team's Yahoo league: link one of the user's NFL leagues (the draft is then followed by the
 * generic draft sync through {@link YahooDraftSyncAdapter}), read its settings beside the team's,
 * unlink. Only the team's owner sees or changes its link (the read models' ownership check).
 */
@Injectable()
export class YahooLinks {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly links: YahooLinkStore,
    private readonly session: YahooSession,
    private readonly client: YahooClient,
    private readonly pool: PlayerPool,
    private readonly draftSync: DraftSync,
  ) {}

  async status(teamId: string, userId: string): Promise<YahooLinkDto | null> {
    await this.readModels.summary(teamId, userId);
    const link = await this.links.get(teamId);
    return link && dtoOf(link);
  }

  /**
   * Links the team to a Yahoo NFL league the user is in (Yahoo itself refuses a league the user is
   * not in, before anything is kept), with the user's team in it, and starts following its draft.
   */
  async link(teamId: string, userId: string, body: LinkYahooLeagueInput): Promise<YahooLinkDto> {
    await this.readModels.summary(teamId, userId);
    await this.draftSync.assertRoomForLink(userId, teamId);
    const leagueKey = body.leagueKey.trim();
    const { settings, teams } = await this.session.as(userId, async (token) => ({
      settings: await this.client.settings(token, leagueKey),
      teams: await this.client.teams(token, leagueKey),
    }));
    if (settings.gameCode !== null && settings.gameCode !== 'nfl') {
      const message = YAHOO_MESSAGES.notFootball(settings.gameCode);
      throw new BadRequestException({ message, fields: { leagueKey: message } });
    }
    const own = teams.find((team) => team.ownedByCurrentLogin) ?? null;
    const link: YahooLinkRow = {
      teamId,
      userId,
      leagueKey,
      leagueName: settings.name,
      season: settings.season,
      yahooTeamKey: own?.teamKey ?? null,
      yahooTeamName: own?.name ?? null,
    };
    await this.links.save(link);
    await this.draftSync.linked('yahoo', teamId, userId);
    return dtoOf(link);
  }

  async unlink(teamId: string, userId: string): Promise<void> {
    await this.readModels.summary(teamId, userId);
    await this.links.remove(teamId);
    await this.draftSync.unlinked('yahoo', teamId);
  }

  /** The league's settings as DraftMode would take them, beside the team's; changes nothing. */
  async preview(teamId: string, userId: string): Promise<YahooLeaguePreviewDto> {
    await this.readModels.summary(teamId, userId);
    const link = await this.links.get(teamId);
    if (!link) throw new ConflictException(YAHOO_LINK_MESSAGES.notLinked);
    const { settings, draft } = await this.session.as(link.userId, async (token) => ({
      settings: await this.client.settings(token, link.leagueKey),
      draft: await this.draftResultsIfReadable(token, link.leagueKey),
    }));
    const { state } = await loadTeamStream(this.store, teamId);
    const imported = yahooLeagueSettings({ settings, draft, userTeamKey: link.yahooTeamKey, current: state.settings });
    if (!imported.ok) throw new BadRequestException(imported.message);
    const { notes } = imported;
    return {
      leagueKey: link.leagueKey,
      name: settings.name ?? link.leagueName,
      season: settings.season ?? link.season,
      draftStatus: settings.draftStatus,
      settings: this.pool.hasStatLines ? imported.settings : perCatchOnly(imported.settings, notes),
      current: complete(state.settings),
      notes,
    };
  }

  /** The draft results give the order and the user's slot; a league whose results Yahoo refuses still previews its settings. */
  private async draftResultsIfReadable(token: string, leagueKey: string) {
    try {
      return await this.client.draftResults(token, leagueKey);
    } catch (error) {
      if (error instanceof YahooApiError && (error.failure === 'refused' || error.failure === 'unexpected')) return null;
      throw error;
    }
  }
}

function dtoOf(link: YahooLinkRow): YahooLinkDto {
  return {
    leagueKey: link.leagueKey,
    name: link.leagueName,
    season: link.season,
    yahooTeamKey: link.yahooTeamKey,
    yahooTeamName: link.yahooTeamName,
  };
}
