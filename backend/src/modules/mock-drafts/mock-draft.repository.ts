import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MockDraftStatus, MockSpeed } from '@draftmode/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** One row of `mock_drafts`: what the mock team's stream does not hold. */
export interface MockDraftRecord {
  id: string;
  userId: string;
  teamId: string;
  sourceTeamId: string | null;
  startCommandId: string;
  seed: number;
  speed: MockSpeed;
  autoPick: boolean;
  status: MockDraftStatus;
  nextOverallPick: number;
  totalPicks: number;
  rewoundThrough: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** Why the runner paused the draft (it could not move it on); null otherwise. */
  pausedReason: string | null;
}

interface MockDraftRow {
  id: string;
  user_id: string;
  team_id: string;
  source_team_id: string | null;
  start_command_id: string;
  seed: string;
  speed: MockSpeed;
  auto_pick: boolean;
  status: MockDraftStatus;
  next_overall_pick: number;
  total_picks: number;
  rewound_through: number;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  paused_reason: string | null;
}

const COLUMNS =
  'id, user_id, team_id, source_team_id, start_command_id, seed, speed, auto_pick, status, next_overall_pick, total_picks, rewound_through, created_at, updated_at, finished_at, paused_reason';

/** The fields the scheduler and PATCH change. */
export type MockDraftChanges = Partial<
  Pick<MockDraftRecord, 'speed' | 'autoPick' | 'status' | 'nextOverallPick' | 'rewoundThrough' | 'pausedReason'>
>;

/** SQL on the module's own table, `mock_drafts`. Reads for a user are scoped to that user. */
@Injectable()
export class MockDraftRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    record: Omit<MockDraftRecord, 'createdAt' | 'updatedAt' | 'finishedAt' | 'rewoundThrough' | 'pausedReason'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO mock_drafts (id, user_id, team_id, source_team_id, start_command_id, seed, speed, auto_pick, status, next_overall_pick, total_picks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        record.id,
        record.userId,
        record.teamId,
        record.sourceTeamId,
        record.startCommandId,
        record.seed,
        record.speed,
        record.autoPick,
        record.status,
        record.nextOverallPick,
        record.totalPicks,
      ],
    );
  }

  async byId(id: string): Promise<MockDraftRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM mock_drafts WHERE id = $1`, [id])) as MockDraftRow[];
    return row ? toRecord(row) : null;
  }

  async forUser(id: string, userId: string): Promise<MockDraftRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM mock_drafts WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ])) as MockDraftRow[];
    return row ? toRecord(row) : null;
  }

  async byStartCommand(userId: string, commandId: string): Promise<MockDraftRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM mock_drafts WHERE user_id = $1 AND start_command_id = $2`, [
      userId,
      commandId,
    ])) as MockDraftRow[];
    return row ? toRecord(row) : null;
  }

  async forUserByTeam(teamId: string, userId: string): Promise<MockDraftRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM mock_drafts WHERE team_id = $1 AND user_id = $2`, [
      teamId,
      userId,
    ])) as MockDraftRow[];
    return row ? toRecord(row) : null;
  }

  async idByTeam(teamId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT id FROM mock_drafts WHERE team_id = $1', [teamId])) as { id: string }[];
    return row?.id ?? null;
  }

  async listForUser(userId: string): Promise<MockDraftRecord[]> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM mock_drafts WHERE user_id = $1 ORDER BY created_at DESC, id`, [
      userId,
    ])) as MockDraftRow[];
    return rows.map(toRecord);
  }

  async runningIds(): Promise<string[]> {
    const rows = (await this.dataSource.query("SELECT id FROM mock_drafts WHERE status = 'running' ORDER BY updated_at")) as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  }

  async update(id: string, changes: MockDraftChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (changes.speed !== undefined) set('speed', changes.speed);
    if (changes.autoPick !== undefined) set('auto_pick', changes.autoPick);
    if (changes.status !== undefined) {
      set('status', changes.status);
      sets.push(changes.status === 'finished' ? 'finished_at = coalesce(finished_at, now())' : 'finished_at = NULL');
      // A reason belongs to the pause the runner made: any other change of status clears it.
      if (changes.pausedReason === undefined) sets.push('paused_reason = NULL');
    }
    if (changes.pausedReason !== undefined) set('paused_reason', changes.pausedReason);
    if (changes.nextOverallPick !== undefined) set('next_overall_pick', changes.nextOverallPick);
    if (changes.rewoundThrough !== undefined) set('rewound_through', changes.rewoundThrough);
    if (sets.length === 0) return;
    await this.dataSource.query(`UPDATE mock_drafts SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  /** Pauses a running draft with `reason`; false when it was not running (paused, finished or gone meanwhile). */
  async pauseRunning(id: string, reason: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      "UPDATE mock_drafts SET status = 'paused', paused_reason = $2, finished_at = NULL, updated_at = now() WHERE id = $1 AND status = 'running' RETURNING id",
      [id, reason],
    )) as [unknown[], number] | unknown[];
    return Array.isArray(rows[0]) ? (rows[1] as number) > 0 : rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM mock_drafts WHERE id = $1', [id]);
  }
}

function toRecord(row: MockDraftRow): MockDraftRecord {
  return {
    id: row.id,
    userId: row.user_id,
    teamId: row.team_id,
    sourceTeamId: row.source_team_id,
    startCommandId: row.start_command_id,
    seed: Number(row.seed),
    speed: row.speed,
    autoPick: row.auto_pick,
    status: row.status,
    nextOverallPick: row.next_overall_pick,
    totalPicks: row.total_picks,
    rewoundThrough: row.rewound_through,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
    pausedReason: row.paused_reason,
  };
}
