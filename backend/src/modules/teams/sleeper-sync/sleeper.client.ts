import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import {
  parseSleeperDraft,
  parseSleeperLeague,
  parseSleeperPicks,
  parseSleeperRosters,
  parseSleeperTradedPicks,
  SleeperBodyError,
  type SleeperDraft,
  type SleeperLeague,
  type SleeperPick,
  type SleeperRoster,
  type SleeperTradedPick,
} from './sleeper-api';

export type { SleeperDraft, SleeperLeague, SleeperPick, SleeperRoster, SleeperTradedPick } from './sleeper-api';

/** A request to Sleeper that took longer than this is abandoned and retried on the next poll. */
const SLEEPER_TIMEOUT_MS = 5000;

/** Sleeper could not be asked, or answered something other than a draft. The message is for people. */
export class SleeperApiError extends Error {
  override readonly name = 'SleeperApiError';

  constructor(
    message: string,
    /** The HTTP status Sleeper answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Sleeper's public API (no key needed): a draft, its picks and traded picks, and its league. The
 * base URL comes from SLEEPER_API_URL, so tests and air-gapped installs point it at a server that
 * speaks the protocol.
 */
@Injectable()
export class SleeperClient {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'sleeper'>) {}

  /** The draft, or null when Sleeper has no draft with that id. */
  async draft(draftId: string): Promise<SleeperDraft | null> {
    const body = await this.get(`/draft/${encodeURIComponent(draftId)}`, true);
    return this.parse(() => parseSleeperDraft(body), `the draft ${draftId}`);
  }

  /** Every pick made so far, in pick order. */
  async picks(draftId: string): Promise<SleeperPick[]> {
    const body = await this.get(`/draft/${encodeURIComponent(draftId)}/picks`, false);
    return this.parse(() => parseSleeperPicks(body), `the picks of draft ${draftId}`);
  }

  /** The draft's picks that changed hands (none for a draft without trades). */
  async tradedPicks(draftId: string): Promise<SleeperTradedPick[]> {
    const body = await this.get(`/draft/${encodeURIComponent(draftId)}/traded_picks`, false);
    return this.parse(() => parseSleeperTradedPicks(body), `the traded picks of draft ${draftId}`);
  }

  /** The league, or null when Sleeper has no league with that id. */
  async league(leagueId: string): Promise<SleeperLeague | null> {
    const body = await this.get(`/league/${encodeURIComponent(leagueId)}`, true);
    return this.parse(() => parseSleeperLeague(body), `the league ${leagueId}`);
  }

  /** The league's rosters and who owns them. */
  async rosters(leagueId: string): Promise<SleeperRoster[]> {
    const body = await this.get(`/league/${encodeURIComponent(leagueId)}/rosters`, false);
    return this.parse(() => parseSleeperRosters(body ?? []), `the rosters of league ${leagueId}`);
  }

  private parse<T>(read: () => T, what: string): T {
    try {
      return read();
    } catch (error) {
      if (error instanceof SleeperBodyError)
        throw new SleeperApiError(`Sleeper answered ${what} with an unexpected body (${error.message})`);
      throw error;
    }
  }

  private async get(path: string, nullOn404: boolean): Promise<unknown> {
    const url = `${this.config.sleeper.apiUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(SLEEPER_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SleeperApiError(
        timedOut ? `Sleeper did not answer within ${SLEEPER_TIMEOUT_MS / 1000} s` : `Sleeper could not be reached (${causeOf(error)})`,
      );
    }
    if (response.status === 404 && nullOn404) return null;
    if (!response.ok) throw new SleeperApiError(`Sleeper answered ${response.status} ${response.statusText}`.trim(), response.status);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new SleeperApiError(`Sleeper's answer was cut off (${causeOf(error)})`);
    }
    try {
      // Sleeper answers an unknown draft or league id with 200 and a literal null.
      return JSON.parse(text) as unknown;
    } catch {
      throw new SleeperApiError('Sleeper answered with something that is not JSON');
    }
  }
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}
