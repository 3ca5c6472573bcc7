import { CommandBus } from '@nestjs/cqrs';
import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  ESPN_LINK_MESSAGES,
  type EspnLeaguePreviewDto,
  type EspnLinkDto,
  type EspnSyncResultDto,
  type EspnUnrecordedPickDto,
  type LinkEspnLeagueInput,
} from '@draftmode/domain';
import { isDraftRuleError, rosterSize, type TeamState } from '@draftmode/draft-core';
import { PlayerNameIndex } from '@draftmode/players';
import { CredentialDecryptError } from '../../../../infra/crypto/credential-cipher';
import { ConcurrencyError } from '../../../../infra/event-store/errors';
import { EventStore } from '../../../../infra/event-store/event-store';
import { PlayerPool } from '../../../player-pool';
import { ExecuteTeamCommand } from '../../commands/team-command.handler';
import { TeamReadModels } from '../../queries/team-read-models';
import { loadTeamStream } from '../../team-stream.loader';
import { complete, perCatchOnly } from '../imported-league';
import { espnDraftPicks, espnPickEntry, matchEspnPicks, type EspnPickMatch } from './espn-draft';
import { espnLeagueSettings, espnTeamOfMember } from './espn-league';
import { EspnApiError, EspnClient, type EspnCookies, type EspnLeague } from './espn.client';
import { EspnLinkStore, type EspnLinkRow } from './espn-link.store';

type RecordEntry = ReturnType<typeof espnPickEntry>;

/** Attempts at a sync's append when another command to the team lands in between. */
const MAX_CONCURRENCY_RETRIES = 3;

/**
 * A team's ESPN league: link it (with a private league's cookies, sealed), read its settings beside
 * the team's, record the draft's made picks at ESPN's numbers (RecordPicks, the command every pick
 * source uses), unlink. Every ESPN failure is one line for the user, never a 500, and never holds
 * the cookies.
 */
@Injectable()
export class EspnLinks {
  private readonly names: PlayerNameIndex;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly links: EspnLinkStore,
    private readonly client: EspnClient,
    private readonly pool: PlayerPool,
  ) {
    this.names = new PlayerNameIndex(pool.players);
  }

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
    return dtoOf({ ...link, private: cookies !== null });
  }

  async unlink(teamId: string, userId: string): Promise<void> {
    await this.readModels.summary(teamId, userId);
    await this.links.remove(teamId);
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
   * Records every pick ESPN's draft has made that the team does not have yet, at ESPN's pick
   * number, in one append (one by one when a pick breaks a draft rule); a pick the pool has no
   * player for, or beyond DraftMode's draft, is listed with why, never guessed. Repeatable: a pick
   * number or player the team has recorded is skipped.
   */
  async sync(teamId: string, userId: string): Promise<EspnSyncResultDto> {
    const { link, league } = await this.linkedLeague(teamId, userId);
    const cookies = await this.cookiesOf(teamId);
    const { status, picks } = espnDraftPicks(league.draft, link.espnTeamId);
    const ids = picks.map((pick) => pick.espnPlayerId);
    const players = await this.ask(() => this.client.players(link.season, cookies, ids), link.leagueId, link.season);
    const matches = matchEspnPicks(picks, players, this.names);

    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.recordNew(teamId, userId, link, matches, { draftStatus: status, picksMade: picks.length });
      } catch (error) {
        // Another command landed in between: plan again on the team as it is now (what this
        // attempt recorded is then among the picks the team has).
        if (error instanceof ConcurrencyError && attempt < MAX_CONCURRENCY_RETRIES) continue;
        throw error;
      }
    }
  }

  private async recordNew(
    teamId: string,
    userId: string,
    link: EspnLinkRow,
    matches: readonly EspnPickMatch[],
    draft: Pick<EspnSyncResultDto, 'draftStatus' | 'picksMade'>,
  ): Promise<EspnSyncResultDto> {
    const { state, version } = await loadTeamStream(this.store, teamId);
    const plan = planSync(matches, state);
    const base = { ...draft, alreadyRecorded: plan.alreadyRecorded };
    if (plan.toRecord.length === 0) return { ...base, recorded: 0, unrecorded: plan.unrecorded, version };
    const batch = await this.record(teamId, userId, link, plan.toRecord, version);
    if (!('refused' in batch)) return { ...base, recorded: batch.recorded, unrecorded: plan.unrecorded, version: batch.version };

    // One pick broke a rule (the team's settings are not the league's, say): the others still go
    // in, one by one, and each refused one is listed with DraftMode's reason.
    const unrecorded = [...plan.unrecorded];
    let recorded = 0;
    let current = version;
    for (const entry of plan.toRecord) {
      const outcome = await this.record(teamId, userId, link, [entry], current);
      if ('refused' in outcome) {
        const match = matches.find((pick) => pick.overallPick === entry.overallPick)!;
        unrecorded.push({
          overallPick: entry.overallPick,
          name: match.name,
          position: match.position,
          team: match.team,
          reason: `DraftMode refused to record it: ${outcome.refused} (${ESPN_LINK_MESSAGES.settingsDiffer})`,
        });
      } else {
        recorded += outcome.recorded;
        current = outcome.version;
      }
    }
    unrecorded.sort((a, b) => a.overallPick - b.overallPick);
    return { ...base, recorded, unrecorded, version: current };
  }

  /**
   * One RecordPicks append of `entries` at `expectedVersion`: how many were recorded and the
   * version after, or the draft rule they break. @throws ConcurrencyError when the team moved on.
   */
  private async record(
    teamId: string,
    userId: string,
    link: EspnLinkRow,
    entries: RecordEntry[],
    expectedVersion: number,
  ): Promise<{ recorded: number; version: number } | { refused: string }> {
    // The version in the command id makes a retried request harmless and a later sync a new command.
    const scope = entries.length === 1 ? `p${entries[0]!.overallPick}` : 'all';
    const commandId = `espn-${link.leagueId}-${link.season}-v${expectedVersion}-${scope}`;
    try {
      const outcome = await this.commandBus.execute(
        new ExecuteTeamCommand({ teamId, userId, expectedVersion, commandId }, { type: 'RecordPicks', data: { picks: entries } }),
      );
      return { recorded: outcome.duplicate ? 0 : entries.length, version: outcome.version };
    } catch (error) {
      if (isDraftRuleError(error) && error.code !== 'team-not-found' && error.code !== 'team-deleted') return { refused: error.message };
      throw error;
    }
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

/** Which made picks to record now, which the team has, and which cannot be recorded and why. */
function planSync(
  matches: readonly EspnPickMatch[],
  state: TeamState,
): { toRecord: RecordEntry[]; alreadyRecorded: number; unrecorded: EspnUnrecordedPickDto[] } {
  const { leagueSize, rosterSpots } = state.settings;
  const lastPick = leagueSize * rosterSize(rosterSpots);
  const recordedPicks = new Set<number>();
  const recordedPlayers = new Set<string>();
  for (const pick of [...state.ownPicks, ...state.takenByOthers]) {
    recordedPicks.add(pick.overallPick);
    recordedPlayers.add(pick.playerId);
  }
  const toRecord: RecordEntry[] = [];
  const unrecorded: EspnUnrecordedPickDto[] = [];
  let alreadyRecorded = 0;
  for (const match of matches) {
    const shown = { overallPick: match.overallPick, name: match.name, position: match.position, team: match.team };
    if (recordedPicks.has(match.overallPick) || (match.playerId !== null && recordedPlayers.has(match.playerId))) alreadyRecorded += 1;
    else if (match.overallPick > lastPick)
      unrecorded.push({ ...shown, reason: `Beyond DraftMode's draft, which ends at pick ${lastPick} (one round per roster spot)` });
    else if (match.playerId === null) unrecorded.push({ ...shown, reason: match.reason });
    else toRecord.push(espnPickEntry(match));
  }
  return { toRecord, alreadyRecorded, unrecorded };
}
