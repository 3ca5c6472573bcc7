import { Injectable } from '@nestjs/common';
import type { SyncedDraftStatus } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { PlayerNameIndex } from '@draftmode/players';
import { PlayerPool } from '../../../player-pool';
import type { DraftSyncAdapter, ReadDraftResult, SyncedPick } from '../draft-sync.adapter';
import { playerIdOf, type YahooDraftResults, type YahooPlayer } from './yahoo-api';
import { matchYahooPicks, yahooDraftPicks } from './yahoo-draft';
import { yahooFailureLine } from './yahoo-errors';
import { YahooLinkStore, type YahooLinkRow } from './yahoo-link.store';
import { YahooSession } from './yahoo-session';
import { YahooApiError, YahooClient } from './yahoo.client';

/** Players named once are kept by key (they do not change during a draft), up to this many. */
const KNOWN_PLAYERS_LIMIT = 5000;

/** Yahoo's `draft_status` in the sync's vocabulary; unknown values read as not started. */
export function syncedStatusOf(draftStatus: string | null): SyncedDraftStatus {
  if (draftStatus === 'postdraft') return 'complete';
  if (draftStatus === 'draft') return 'drafting';
  return 'pre_draft';
}

/**
 * Yahoo behind the generic draft sync: each read asks `league/{key}/draftresults` (every pick made
 * so far, with Yahoo's pick numbers, and the draft's status), names the players it has not seen
 * through the league's players resource, and matches them to the pool (name, position, team:
 * Yahoo's draft results give keys only). A pick it cannot match is returned with the reason, never
 * guessed. The poller does the rest.
 */
@Injectable()
export class YahooDraftSyncAdapter implements DraftSyncAdapter {
  readonly platform = 'yahoo' as const;
  private readonly names: PlayerNameIndex;
  private readonly knownPlayers = new Map<string, YahooPlayer>();

  constructor(
    private readonly links: YahooLinkStore,
    private readonly session: YahooSession,
    private readonly client: YahooClient,
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
    try {
      const { draft, players } = await this.session.as(link.userId, async (token) => {
        const draft = await this.client.draftResults(token, link.leagueKey);
        return { draft, players: await this.playersOf(token, link.leagueKey, draft) };
      });
      return {
        kind: 'draft',
        draft: {
          draftKey: link.leagueKey,
          status: syncedStatusOf(draft.draftStatus),
          picks: syncedPicks(draft, players, link, this.names),
        },
      };
    } catch (error) {
      if (!(error instanceof YahooApiError)) throw error;
      const { message, reconnect } = yahooFailureLine(error);
      return { kind: 'failed', message, ...(reconnect ? { reconnect: true } : {}) };
    }
  }

  /** The drafted players, asking Yahoo only for those not named before. */
  private async playersOf(token: string, leagueKey: string, draft: YahooDraftResults): Promise<YahooPlayer[]> {
    const keys = draft.results.flatMap((result) => (result.playerKey ? [result.playerKey] : []));
    const unknown = keys.filter((key) => !this.knownPlayers.has(key));
    if (unknown.length > 0) {
      const named = await this.client.players(token, leagueKey, unknown);
      if (this.knownPlayers.size + named.length > KNOWN_PLAYERS_LIMIT) this.knownPlayers.clear();
      // Kept under the key asked for: Yahoo answers with the same key.
      for (const player of named) this.knownPlayers.set(player.playerKey, player);
    }
    return keys.flatMap((key) => this.knownPlayers.get(key) ?? []);
  }
}

/** Every made pick, matched to the pool or with the reason it is not, in the sync's shape. */
export function syncedPicks(
  draft: YahooDraftResults,
  players: readonly YahooPlayer[],
  link: Pick<YahooLinkRow, 'yahooTeamKey'>,
  names: PlayerNameIndex,
): SyncedPick[] {
  const picks = yahooDraftPicks(draft, link.yahooTeamKey);
  const { entries, unmatched } = matchYahooPicks(picks, players, names);
  const matched = new Map(entries.map((entry) => [entry.overallPick, entry.playerId]));
  const reasons = new Map(unmatched.map((pick) => [pick.overallPick, pick.reason]));
  const byId = new Map(players.map((player) => [player.playerId, player]));
  return picks.map((pick) => {
    const player = byId.get(playerIdOf(pick.playerKey));
    const playerId = matched.get(pick.overallPick) ?? null;
    return {
      pickNo: pick.overallPick,
      round: pick.round,
      playerId,
      ...(playerId === null ? { reason: reasons.get(pick.overallPick) ?? 'Not matched to a DraftMode player' } : {}),
      own: link.yahooTeamKey === null ? null : pick.own,
      platformPlayerId: pick.playerKey,
      name: player?.name ?? pick.playerKey,
      position: player?.position ?? null,
      team: player?.team ?? null,
    };
  });
}
