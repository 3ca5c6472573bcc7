import { Injectable } from '@nestjs/common';
import { ESPN_LINK_MESSAGES, type SyncedDraftStatus } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { PlayerNameIndex } from '@draftmode/players';
import { CredentialDecryptError } from '../../../../infra/crypto/credential-cipher';
import { PlayerPool } from '../../../player-pool';
import type { DraftSyncAdapter, ReadDraftResult, SyncedPick } from '../draft-sync.adapter';
import { espnDraftPicks, matchEspnPicks, type EspnDraftStatus, type EspnPickMatch } from './espn-draft';
import { EspnApiError, EspnClient, type EspnCookies } from './espn.client';
import { EspnLinkStore, type EspnLinkRow } from './espn-link.store';

/**
 * ESPN's draft for the generic poller: each read asks for the league's `mDraftDetail` (and the
 * drafted players' names) with the kept cookies and maps the made picks onto the pool. ESPN's
 * failures come back as one line; the cookies never leave this read (they travel in a header).
 */
@Injectable()
export class EspnDraftSyncAdapter implements DraftSyncAdapter {
  readonly platform = 'espn' as const;
  private readonly names: PlayerNameIndex;

  constructor(
    private readonly links: EspnLinkStore,
    private readonly client: EspnClient,
    pool: PlayerPool,
  ) {
    this.names = new PlayerNameIndex(pool.players);
  }

  linkedTeamIds(): Promise<string[]> {
    return this.links.teamIds();
  }

  async readDraft(teamId: string, _state: TeamState): Promise<ReadDraftResult> {
    const link = await this.links.get(teamId);
    if (!link) return { kind: 'unlinked' };
    let cookies: EspnCookies | null;
    try {
      cookies = await this.links.cookies(teamId);
    } catch (error) {
      if (error instanceof CredentialDecryptError)
        return { kind: 'failed', message: ESPN_LINK_MESSAGES.credentialsUnreadable, reconnect: true };
      throw error;
    }
    try {
      const { status, picks } = espnDraftPicks(await this.client.draft(link.leagueId, link.season, cookies), link.espnTeamId);
      const players = await this.client.players(
        link.season,
        cookies,
        picks.map((pick) => pick.espnPlayerId),
      );
      return {
        kind: 'draft',
        draft: {
          draftKey: espnDraftKey(link),
          status: syncedStatus(status),
          picks: matchEspnPicks(picks, players, this.names).map((match) => syncedPick(match, link.espnTeamId !== null)),
        },
      };
    } catch (error) {
      if (error instanceof EspnApiError) return failure(error, link, cookies !== null);
      throw error;
    }
  }
}

/** Names an ESPN draft in the picks' command ids: a league drafts once a season. */
function espnDraftKey(link: Pick<EspnLinkRow, 'leagueId' | 'season'>): string {
  return `${link.leagueId}-${link.season}`;
}

/** ESPN's `drafted` and `inProgress` in the poller's vocabulary (ESPN has no paused state in mDraftDetail). */
function syncedStatus(status: EspnDraftStatus): SyncedDraftStatus {
  return status === 'drafted' ? 'complete' : status === 'inProgress' ? 'drafting' : 'pre_draft';
}

/** A matched (or unmatched) ESPN pick as the poller records or lists it. */
export function syncedPick(match: EspnPickMatch, hasOwnTeam: boolean): SyncedPick {
  return {
    pickNo: match.overallPick,
    round: match.round,
    playerId: match.playerId,
    ...(match.playerId === null ? { reason: match.reason } : {}),
    own: hasOwnTeam ? match.own : null,
    ...(match.keeper ? { keeper: true } : {}),
    platformPlayerId: String(match.espnPlayerId),
    name: match.name ?? `ESPN player ${match.espnPlayerId}`,
    position: match.position,
    team: match.team,
  };
}

/**
 * One line for the user. Refused cookies, a league that turned private or went away need the user
 * (no retry helps); an outage or an answer DraftMode cannot read is retried by the poller.
 */
function failure(error: EspnApiError, link: EspnLinkRow, withCookies: boolean): ReadDraftResult {
  switch (error.failure) {
    case 'private':
      return { kind: 'failed', message: withCookies ? ESPN_LINK_MESSAGES.cookiesRefused : ESPN_LINK_MESSAGES.private, reconnect: true };
    case 'notFound':
      return { kind: 'failed', message: ESPN_LINK_MESSAGES.notFound(link.leagueId, link.season), reconnect: true };
    case 'unexpected':
      return { kind: 'failed', message: ESPN_LINK_MESSAGES.unexpected };
    case 'unreachable':
      return { kind: 'failed', message: ESPN_LINK_MESSAGES.unreachable };
  }
}
