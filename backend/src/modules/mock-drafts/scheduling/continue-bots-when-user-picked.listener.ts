import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { isUuid } from '../../teams/queries/team-read-models';
import { MockDraftRepository } from '../mock-draft.repository';
import { MockDraftRunner } from '../mock-draft.runner';

/** The channel the mock-drafts migration's trigger notifies on: PlayerDrafted, PickUndone and TeamDeleted commits, payload = stream id. */
export const TEAM_TURN_CHANNEL = 'draftmode_team_turn';
const RECONNECT_MS = 1000;

/**
 * After the user's own pick or undo on a mock team commits — through /api/teams/:id/picks or
 * /undo, the chat, or another backend process — the bots continue (or rewind). The teams module
 * knows nothing of mock drafts; PostgreSQL tells every listening process once the event is
 * committed (LISTEN/NOTIFY), and the runner looks at the draft. A lost connection is re-opened,
 * and every running draft is looked at again in case a notification was missed meanwhile.
 */
@Injectable()
export class ContinueBotsWhenUserPickedListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ContinueBotsWhenUserPickedListener.name);
  private client?: Client;
  private closing = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === TEAM_TURN_CHANNEL && message.payload) this.handle(message.payload);
    });
    client.on('error', (error) => {
      this.logger.warn(`Mock draft listener lost its connection: ${error.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${TEAM_TURN_CHANNEL}`);
    } catch (error) {
      // A client whose connect or LISTEN failed is closed here: nothing else holds it.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private reconnect(lost: Client): void {
    if (this.closing || this.client !== lost) return;
    this.client = undefined;
    void lost.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    this.reconnectTimer = setTimeout(() => void this.reopen(), RECONNECT_MS);
  }

  /** Listens again, then looks at every running draft in case a notification was missed; only a failed listen retries. */
  private async reopen(): Promise<void> {
    try {
      await this.listen();
    } catch (error) {
      this.logger.warn(`Mock draft listener could not reconnect: ${messageOf(error)}`);
      this.scheduleReconnect();
      return;
    }
    try {
      for (const id of await this.drafts.runningIds()) this.runner.kick(id);
    } catch (error) {
      // The live client stays: the next notification or restart catches up.
      this.logger.warn(`Mock draft listener could not look at running drafts after reconnecting: ${messageOf(error)}`);
    }
  }

  private handle(streamId: string): void {
    const teamId = streamId.slice('team-'.length);
    if (this.closing || !streamId.startsWith('team-') || !isUuid(teamId)) return;
    this.drafts
      .idByTeam(teamId)
      .then((draftId) => {
        if (draftId) this.runner.kick(draftId);
      })
      .catch((error: unknown) => this.logger.warn(`Mock draft lookup for ${streamId} failed: ${messageOf(error)}`));
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
