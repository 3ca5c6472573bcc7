import { Inject, Injectable } from '@nestjs/common';
import type { EspnPlayer } from '@draftmode/players';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import {
  parseEspnDraftDetail,
  parseEspnPlayers,
  parseEspnSettings,
  parseEspnTeams,
  type EspnDraftDetail,
  type EspnLeagueSettings,
  type EspnParsed,
  type EspnTeam,
} from './espn-api';

/** A request to ESPN that took longer than this is abandoned: the user tries again. */
const ESPN_TIMEOUT_MS = 8000;

/** A private league's sign-in: the `espn_s2` and `SWID` cookies of the user's browser. */
export interface EspnCookies {
  espnS2: string;
  swid: string;
}

/** What went wrong asking ESPN. `private`: 401/403; `notFound`: no such league that season. */
type EspnFailure = 'private' | 'notFound' | 'unreachable' | 'unexpected';

/**
 * ESPN could not be asked, or answered something DraftMode cannot read. The message is one line for
 * people and never holds the cookies (they travel in a header, never in the URL).
 */
export class EspnApiError extends Error {
  override readonly name = 'EspnApiError';

  constructor(
    readonly failure: EspnFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A league as the views mSettings, mDraftDetail and mTeam describe it, in one answer. */
export interface EspnLeague {
  settings: EspnLeagueSettings;
  draft: EspnDraftDetail;
  teams: EspnTeam[];
}

/**
 * ESPN's fantasy football API (undocumented; public leagues answer without sign-in, private ones
 * need the user's cookies). The base comes from ESPN_API_URL, so tests point it at a loopback server
 * that serves recorded answers.
 */
@Injectable()
export class EspnClient {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'espn'>) {}

  /** The league's settings, draft and teams in one request. */
  async league(leagueId: string, season: number, cookies: EspnCookies | null): Promise<EspnLeague> {
    const body = await this.get(
      `/seasons/${season}/segments/0/leagues/${encodeURIComponent(leagueId)}?view=mSettings&view=mDraftDetail&view=mTeam`,
      cookies,
      `league ${leagueId} in ${season}`,
    );
    return {
      settings: read(parseEspnSettings(body)),
      draft: read(parseEspnDraftDetail(body)),
      teams: read(parseEspnTeams(body)),
    };
  }

  /** The league's draft alone (view mDraftDetail): what each poll of a running draft asks for. */
  async draft(leagueId: string, season: number, cookies: EspnCookies | null): Promise<EspnDraftDetail> {
    const body = await this.get(
      `/seasons/${season}/segments/0/leagues/${encodeURIComponent(leagueId)}?view=mDraftDetail`,
      cookies,
      `league ${leagueId} in ${season}`,
    );
    return read(parseEspnDraftDetail(body));
  }

  /**
   * The season's players with these ids (the players view), to name the picks. ESPN answers the
   * view with a short default slice unless the X-Fantasy-Filter header asks for ids; asking for the
   * drafted ones also keeps the answer small.
   */
  async players(season: number, cookies: EspnCookies | null, ids: readonly number[]): Promise<EspnPlayer[]> {
    if (ids.length === 0) return [];
    const filter = JSON.stringify({ players: { filterIds: { value: [...new Set(ids)] }, limit: Math.max(ids.length, 100) } });
    const body = await this.get(`/seasons/${season}/players?view=players_wl`, cookies, `the ${season} players`, {
      'x-fantasy-filter': filter,
    });
    return read(parseEspnPlayers(body));
  }

  private async get(path: string, cookies: EspnCookies | null, what: string, extra: Record<string, string> = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (cookies) headers['cookie'] = `espn_s2=${cookies.espnS2}; SWID=${cookies.swid}`;
    let response: Response;
    try {
      response = await fetch(`${this.config.espn.apiUrl}${path}`, { headers, signal: AbortSignal.timeout(ESPN_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EspnApiError(
        'unreachable',
        timedOut ? `ESPN did not answer within ${ESPN_TIMEOUT_MS / 1000} s` : 'ESPN could not be reached',
      );
    }
    if (response.status === 401 || response.status === 403)
      throw new EspnApiError('private', `ESPN answered ${response.status} for ${what}`);
    if (response.status === 404) throw new EspnApiError('notFound', `ESPN has no ${what}`);
    if (!response.ok) throw new EspnApiError('unreachable', `ESPN answered ${response.status} for ${what}`);
    try {
      return JSON.parse(await response.text()) as unknown;
    } catch {
      throw new EspnApiError('unexpected', `ESPN answered ${what} with something that is not JSON`);
    }
  }
}

function read<T>(parsed: EspnParsed<T>): T {
  if (!parsed.ok) throw new EspnApiError('unexpected', parsed.message);
  return parsed.value;
}
