import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  ESPN_LINK_MESSAGES,
  type DraftSyncStatusDto,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
  type LinkEspnLeagueInput,
} from '@draftmode/domain';
import { CredentialDecryptError } from '../../../../infra/crypto/credential-cipher';
import { EventStore } from '../../../../infra/event-store/event-store';
import { PlayerPool } from '../../../player-pool';
import { TeamReadModels } from '../../queries/team-read-models';
import { loadTeamStream } from '../../team-stream.loader';
import { DraftSync } from '../draft-sync.service';
import { complete, perCatchOnly } from '../imported-league';
import { espnDraftPicks } from './espn-draft';
import { espnLeagueSettings, espnTeamOfMember } from './espn-league';
import { EspnApiError, EspnClient, type EspnCookies, type EspnLeague } from './espn.client';
import { EspnLinkStore, type EspnLinkRow } from './espn-link.store';

/**
 * A team's ESPN league: link it (with a private league's cookies, sealed) and follow its draft
 * (DraftSync with {@link EspnDraftSyncAdapter}), read its settings beside the team's, poll now,
 * unlink. Every ESPN failure is one line for the user, never a 500, and never holds the cookies.
 */
@Injectable()
export class EspnLinks {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly links: EspnLinkStore,
    private readonly client: EspnClient,
    private readonly pool: PlayerPool,
    private readonly draftSync: DraftSync,
  ) {}

  async status(teamId: string, userId: string): Promise<EspnLinkDto | null> {
    await this.readModels.summary(teamId, userId);
    const link = await this.links.get(teamId);
    return link && dtoOf(link);
  }

  /**
   * Links the team once ESPN answers for the league with the cookies given (so a private league
   * without them, or with wrong ones, is refused before anything is kept). The user's team is the
   * one the SWID owns, else the `teamId` given.
   */
  async link(teamId: string, userId: string, body: LinkEspnLeagueInput): Promise<EspnLinkDto> {
    await this.readModels.summary(teamId, userId);
    await this.draftSync.assertRoomForLink(userId, teamId);
    const cookies = body.espnS2 !== undefined && body.swid !== undefined ? { espnS2: body.espnS2, swid: body.swid } : null;
    const league = await this.ask(() => this.client.league(body.leagueId, body.season, cookies), body.leagueId, body.season);
    let espnTeamId = cookies ? espnTeamOfMember(league.teams, cookies.swid) : null;
    if (espnTeamId === null && body.teamId !== undefined) {
      if (!league.teams.some((team) => team.id === body.teamId)) {
        const message = ESPN_LINK_MESSAGES.teamNotInLeague(body.teamId);
        throw new BadRequestException({ message, fields: { teamId: message } });
      }
      espnTeamId = body.teamId;
    }
    const link = {
      teamId,
      userId,
      leagueId: body.leagueId,
      season: body.season,
      leagueName: league.settings.name,
      espnTeamId,
      espnTeamName: league.teams.find((team) => team.id === espnTeamId)?.name ?? null,
    };
    await this.links.save(link, cookies);
    // Followed from the first pick, also when linked again (new cookies, another league).
    await this.draftSync.linked('espn', teamId, userId);
    return dtoOf({ ...link, private: cookies !== null });
  }

  async unlink(teamId: string, userId: string): Promise<void> {
    await this.readModels.summary(teamId, userId);
    // The link first: a poll elsewhere that finds no link then stops instead of writing progress again.
    await this.links.remove(teamId);
    await this.draftSync.unlinked('espn', teamId);
  }

  /** The league's settings as DraftMode would take them, beside the team's; changes nothing. */
  async preview(teamId: string, userId: string): Promise<EspnLeaguePreviewDto> {
    const { link, league } = await this.linkedLeague(teamId, userId);
    const { state } = await loadTeamStream(this.store, teamId);
    const imported = espnLeagueSettings({
      settings: league.settings,
      draft: league.draft,
      userTeamId: link.espnTeamId,
      current: state.settings,
    });
    if (!imported.ok) throw new BadRequestException(imported.message);
    const { notes } = imported;
    return {
      leagueId: link.leagueId,
      season: link.season,
      name: league.settings.name,
      draftStatus: espnDraftPicks(league.draft, link.espnTeamId).status,
      settings: this.pool.hasStatLines ? imported.settings : perCatchOnly(imported.settings, notes),
      current: complete(state.settings),
      notes,
    };
  }

  /**
   * Reads ESPN's draft now and waits for it (the poller records what is new, at ESPN's pick
   * numbers), then answers the sync's status: the same one GET …/draft-sync lists.
   */
  async pollNow(teamId: string, userId: string): Promise<DraftSyncStatusDto> {
    await this.readModels.summary(teamId, userId);
    if (!(await this.links.get(teamId))) throw new ConflictException(ESPN_LINK_MESSAGES.notLinked);
    await this.draftSync.pollNow('espn', teamId);
    const status = await this.draftSync.status('espn', teamId);
    if (!status) throw new ConflictException(ESPN_LINK_MESSAGES.notLinked);
    return status;
  }

  private async linkedLeague(teamId: string, userId: string): Promise<{ link: EspnLinkRow; league: EspnLeague }> {
    await this.readModels.summary(teamId, userId);
    const link = await this.links.get(teamId);
    if (!link) throw new ConflictException(ESPN_LINK_MESSAGES.notLinked);
    const cookies = await this.cookiesOf(teamId);
    return { link, league: await this.ask(() => this.client.league(link.leagueId, link.season, cookies), link.leagueId, link.season) };
  }

  private async cookiesOf(teamId: string): Promise<EspnCookies | null> {
    try {
      return await this.links.cookies(teamId);
    } catch (error) {
      if (error instanceof CredentialDecryptError) throw new ConflictException(ESPN_LINK_MESSAGES.credentialsUnreadable);
      throw error;
    }
  }

  /** ESPN's failures as one line each: a private league is the user's to fix (400), an outage a retry (503). */
  private async ask<T>(read: () => Promise<T>, leagueId: string, season: number): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof EspnApiError)) throw error;
      switch (error.failure) {
        case 'private':
          throw new BadRequestException({ message: ESPN_LINK_MESSAGES.private, fields: { espnS2: ESPN_LINK_MESSAGES.private } });
        case 'notFound':
          throw new BadRequestException({
            message: ESPN_LINK_MESSAGES.notFound(leagueId, season),
            fields: { leagueId: ESPN_LINK_MESSAGES.notFound(leagueId, season) },
          });
        case 'unexpected':
          throw new ServiceUnavailableException(ESPN_LINK_MESSAGES.unexpected);
        case 'unreachable':
          throw new ServiceUnavailableException(ESPN_LINK_MESSAGES.unreachable);
      }
    }
  }
}

function dtoOf(link: Omit<EspnLinkRow, 'teamId' | 'userId'>): EspnLinkDto {
  return {
    leagueId: link.leagueId,
    season: link.season,
    name: link.leagueName,
    espnTeamId: link.espnTeamId,
    espnTeamName: link.espnTeamName,
    private: link.private,
  };
}
