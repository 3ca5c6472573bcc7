import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { CredentialCipher } from '../../../../infra/crypto/credential-cipher';
import type { EspnCookies } from './espn.client';

/** A team's ESPN link as stored (table `espn_links`, see its migration for why a table). */
export interface EspnLinkRow {
  teamId: string;
  userId: string;
  leagueId: string;
  season: number;
  /** The league's and the user's team's names when linked, to show without asking ESPN. */
  leagueName: string | null;
  espnTeamId: number | null;
  espnTeamName: string | null;
  /** Whether cookies are kept; opened only by {@link EspnLinkStore.cookies}. */
  private: boolean;
}

interface Row {
  team_id: string;
  user_id: string;
  league_id: string;
  season: number;
  league_name: string | null;
  espn_team_id: number | null;
  espn_team_name: string | null;
  credentials: Buffer | null;
}

/**
 * Reads and writes `espn_links`. The cookies are sealed here before they reach the database and
 * opened here only to be sent to ESPN: nothing else sees them, and no row type carries them.
 */
@Injectable()
export class EspnLinkStore {
  private sealer: CredentialCipher | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<RuntimeConfig, 'credentialsKey'>,
  ) {}

  async get(teamId: string): Promise<EspnLinkRow | null> {
    const [row] = (await this.dataSource.query(
      'SELECT team_id, user_id, league_id, season, league_name, espn_team_id, espn_team_name, credentials IS NOT NULL AS private FROM espn_links WHERE team_id = $1',
      [teamId],
    )) as (Omit<Row, 'credentials'> & { private: boolean })[];
    return row
      ? {
          teamId: row.team_id,
          userId: row.user_id,
          leagueId: row.league_id,
          season: row.season,
          leagueName: row.league_name,
          espnTeamId: row.espn_team_id,
          espnTeamName: row.espn_team_name,
          private: row.private,
        }
      : null;
  }

  /** Every linked team: the poller follows their drafts again when a process starts. */
  async teamIds(): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT team_id FROM espn_links')) as Pick<Row, 'team_id'>[];
    return rows.map((row) => row.team_id);
  }

  /** The link's cookies, opened; null for a public league. @throws CredentialDecryptError under another key. */
  async cookies(teamId: string): Promise<EspnCookies | null> {
    const [row] = (await this.dataSource.query('SELECT credentials FROM espn_links WHERE team_id = $1', [teamId])) as Pick<
      Row,
      'credentials'
    >[];
    if (!row?.credentials) return null;
    return JSON.parse(this.cipher().open(row.credentials)) as EspnCookies;
  }

  /** Links the team (again): a new link replaces the old one, its cookies too. */
  async save(link: Omit<EspnLinkRow, 'private'>, cookies: EspnCookies | null): Promise<void> {
    const sealed = cookies ? this.cipher().seal(JSON.stringify({ espnS2: cookies.espnS2, swid: cookies.swid })) : null;
    await this.dataSource.query(
      `INSERT INTO espn_links (team_id, user_id, league_id, season, league_name, espn_team_id, espn_team_name, credentials)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (team_id) DO UPDATE SET league_id = EXCLUDED.league_id, season = EXCLUDED.season,
         league_name = EXCLUDED.league_name, espn_team_id = EXCLUDED.espn_team_id, espn_team_name = EXCLUDED.espn_team_name,
         credentials = EXCLUDED.credentials, linked_at = now()`,
      [link.teamId, link.userId, link.leagueId, link.season, link.leagueName, link.espnTeamId, link.espnTeamName, sealed],
    );
  }

  /** Unlinks the team and erases its cookies with the row. */
  async remove(teamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM espn_links WHERE team_id = $1', [teamId]);
  }

  private cipher(): CredentialCipher {
    // main.ts always resolves a key (CREDENTIALS_KEY, or one kept under DATA_DIR); an app built
    // without one (some tests) fails here, on first use, rather than storing cookies in clear.
    if (!this.config.credentialsKey) throw new Error('CREDENTIALS_KEY is not set: ESPN cookies cannot be stored');
    this.sealer ??= new CredentialCipher(this.config.credentialsKey);
    return this.sealer;
  }
}
