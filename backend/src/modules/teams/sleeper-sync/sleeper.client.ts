import { Inject, Injectable } from '@nestjs/common';
import type { SleeperDraftStatus } from '@draftmode/domain';
import { z } from 'zod';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';

/** A request to Sleeper that took longer than this is abandoned and retried on the next poll. */
export const SLEEPER_TIMEOUT_MS = 5000;

// Sleeper sends many more fields than these; only the ones the sync reads are checked.
const draftSchema = z.looseObject({
  draft_id: z.string(),
  status: z.string(),
  type: z.string().nullish(),
  settings: z.looseObject({ teams: z.number().nullish(), rounds: z.number().nullish(), pick_timer: z.number().nullish() }).nullish(),
});

const pickSchema = z.looseObject({
  round: z.number().int(),
  pick_no: z.number().int().positive(),
  draft_slot: z.number().int(),
  player_id: z.string().min(1),
  picked_by: z.string().nullish(),
  metadata: z
    .looseObject({
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      position: z.string().nullish(),
      team: z.string().nullish(),
    })
    .nullish(),
});

/** A draft as Sleeper's `GET /draft/<id>` describes it (the fields the sync reads). */
export interface SleeperDraft {
  draftId: string;
  status: SleeperDraftStatus;
  teams: number | null;
  rounds: number | null;
  /** Seconds per pick (`settings.pick_timer`); null when Sleeper gives none. */
  pickTimer: number | null;
}

/** One pick of Sleeper's `GET /draft/<id>/picks`. */
export interface SleeperPick {
  round: number;
  /** Overall pick number, from 1. */
  pickNo: number;
  /** The team's slot in the draft order, from 1. */
  draftSlot: number;
  /** Sleeper's player id; a team abbreviation for a defense. */
  playerId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  team: string | null;
}

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

const STATUSES: readonly SleeperDraftStatus[] = ['pre_draft', 'drafting', 'paused', 'complete'];

/**
 * Sleeper's public draft API (no key needed): a draft and its picks. The base URL comes from
 * SLEEPER_API_URL, so tests and air-gapped installs point it at a server that speaks the protocol.
 */
@Injectable()
export class SleeperClient {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'sleeper'>) {}

  /** The draft, or null when Sleeper has no draft with that id. */
  async draft(draftId: string): Promise<SleeperDraft | null> {
    const body = await this.get(`/draft/${encodeURIComponent(draftId)}`, true);
    if (body === null) return null;
    const parsed = draftSchema.safeParse(body);
    if (!parsed.success)
      throw new SleeperApiError(`Sleeper answered the draft ${draftId} with an unexpected body (${describe(parsed.error)})`);
    const { draft_id, status, settings } = parsed.data;
    return {
      draftId: draft_id,
      status: STATUSES.includes(status as SleeperDraftStatus) ? (status as SleeperDraftStatus) : 'drafting',
      teams: settings?.teams ?? null,
      rounds: settings?.rounds ?? null,
      pickTimer: settings?.pick_timer && settings.pick_timer > 0 ? Math.round(settings.pick_timer) : null,
    };
  }

  /** Every pick made so far, in pick order. */
  async picks(draftId: string): Promise<SleeperPick[]> {
    const body = await this.get(`/draft/${encodeURIComponent(draftId)}/picks`, false);
    const parsed = z.array(pickSchema).safeParse(body);
    if (!parsed.success)
      throw new SleeperApiError(`Sleeper answered the picks of draft ${draftId} with an unexpected body (${describe(parsed.error)})`);
    return parsed.data
      .map((pick) => ({
        round: pick.round,
        pickNo: pick.pick_no,
        draftSlot: pick.draft_slot,
        playerId: pick.player_id,
        firstName: pick.metadata?.first_name?.trim() ?? '',
        lastName: pick.metadata?.last_name?.trim() ?? '',
        position: pick.metadata?.position?.trim() || null,
        team: pick.metadata?.team?.trim() || null,
      }))
      .sort((a, b) => a.pickNo - b.pickNo);
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
      // Sleeper answers an unknown draft id with 200 and a literal null.
      return JSON.parse(text) as unknown;
    } catch {
      throw new SleeperApiError('Sleeper answered with something that is not JSON');
    }
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 2)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}
