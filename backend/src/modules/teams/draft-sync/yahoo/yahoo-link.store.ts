import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A team's Yahoo link as stored (`yahoo_links`); the credentials are the user's account's, not the link's. */
export interface YahooLinkRow {
  teamId: string;
  userId: string;
  leagueKey: string;
  leagueName: string | null;
  season: string | null;
  yahooTeamKey: string | null;
  yahooTeamName: string | null;
}

interface Row {
  team_id: string;
  user_id: string;
  league_key: string;
  league_name: string | null;
  season: string | null;
  yahoo_team_key: string | null;
  yahoo_team_name: string | null;
}

const COLUMNS = 'team_id, user_id, league_key, league_name, season, yahoo_team_key, yahoo_team_name';

/** Reads and writes `yahoo_links`. */
@Injectable()
export class YahooLinkStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(teamId: string): Promise<YahooLinkRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM yahoo_links WHERE team_id = $1`, [teamId])) as Row[];
    return row ? rowOf(row) : null;
  }

  /** Every linked team (scheduled again when the process starts). */
  async teamIds(): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT team_id FROM yahoo_links ORDER BY linked_at')) as Pick<Row, 'team_id'>[];
    return rows.map((row) => row.team_id);
  }

  /** The user's linked teams: unlinked when the user disconnects Yahoo. */
  async teamIdsOf(userId: string): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT team_id FROM yahoo_links WHERE user_id = $1', [userId])) as Pick<Row, 'team_id'>[];
    return rows.map((row) => row.team_id);
  }

  /** Links the team (again): a new link replaces the old one. */
  async save(link: YahooLinkRow): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO yahoo_links (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (team_id) DO UPDATE SET league_key = EXCLUDED.league_key, league_name = EXCLUDED.league_name,
         season = EXCLUDED.season, yahoo_team_key = EXCLUDED.yahoo_team_key, yahoo_team_name = EXCLUDED.yahoo_team_name,
         linked_at = now()`,
      [link.teamId, link.userId, link.leagueKey, link.leagueName, link.season, link.yahooTeamKey, link.yahooTeamName],
    );
  }

  async remove(teamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM yahoo_links WHERE team_id = $1', [teamId]);
  }
}

function rowOf(row: Row): YahooLinkRow {
  return {
    teamId: row.team_id,
    userId: row.user_id,
    leagueKey: row.league_key,
    leagueName: row.league_name,
    season: row.season,
    yahooTeamKey: row.yahoo_team_key,
    yahooTeamName: row.yahoo_team_name,
  };
}
