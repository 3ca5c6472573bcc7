import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { neutraliseFormula } from '../../csv-cell';
import { userSelect, type UserFilter, type UserRowSql } from '../../user-directory';

const BATCH = 500;
const CSV_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'role', header: 'Role' },
  { key: 'createdAt', header: 'Created' },
  { key: 'lastSignInAt', header: 'Last sign-in' },
  { key: 'teams', header: 'Teams' },
  { key: 'passkeys', header: 'Passkeys' },
];

/**
 * Streams every user matching a filter as CSV. Rows come through a server-side cursor in one
 * read-only snapshot, BATCH at a time, and are written only as fast as the client reads them, so
 * the export's memory does not grow with the number of users.
 */
@Injectable()
export class ExportUsersCsvQuery {
  private readonly logger = new Logger(ExportUsersCsvQuery.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async writeTo(filter: UserFilter, response: Response, today = new Date()): Promise<void> {
    // Listen before asking the pool for a connection: with the pool used up, a client can give up
    // while we wait, and its 'close' would pass unseen, leaving the export to wait for it forever.
    let closedEarly = false;
    const onClose = () => {
      if (!response.writableFinished) closedEarly = true;
    };
    response.on('close', onClose);
    const clientGone = () => closedEarly || response.destroyed;
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      // Gone while we waited for a connection: there is no one to answer, so hand it straight back.
      if (clientGone() || response.writableEnded) return;
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      const select = userSelect(filter);
      await runner.query(`DECLARE admin_users_export NO SCROLL CURSOR FOR ${select.sql}`, select.params);
      let batch = (await runner.query(`FETCH ${BATCH} FROM admin_users_export`)) as UserRowSql[];

      // Nothing has been sent until the query ran, so a failure up to here is an ordinary error answer.
      response.status(200);
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="draftmode-users-${today.toISOString().slice(0, 10)}.csv"`);
      response.setHeader('Cache-Control', 'no-store');
      // A byte-order mark so spreadsheet programs read the names as UTF-8; every text cell quoted.
      const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true, quoted_string: true, record_delimiter: 'windows' });
      csv.pipe(response);
      while (batch.length > 0 && !clientGone()) {
        for (const row of batch) {
          if (!csv.write(toCsvRecord(row))) await drainedOrClosed(csv, response);
          if (clientGone()) break;
        }
        if (batch.length < BATCH) break;
        batch = (await runner.query(`FETCH ${BATCH} FROM admin_users_export`)) as UserRowSql[];
      }
      csv.end();
      // A client that leaves during the last bytes has aborted its download; that is not our error.
      if (!clientGone()) await finished(response).catch((error: unknown) => (clientGone() ? undefined : Promise.reject(error)));
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      if (!response.headersSent) throw error;
      // Too late for an error answer: cut the download off so it cannot pass for a complete file.
      this.logger.error(`User export failed mid-stream: ${error instanceof Error ? error.message : String(error)}`);
      response.destroy(error instanceof Error ? error : undefined);
    } finally {
      response.off('close', onClose);
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}

/**
 * Waits until the CSV writer can take more, or the client has gone: a client that stops reading
 * and disconnects never drains the stream, and waiting for it would hold a database connection
 * (and its open transaction) forever.
 */
function drainedOrClosed(csv: Writable, response: Response): Promise<void> {
  // Closed before we started waiting: its 'close' has already fired and will not come again.
  if (response.destroyed || response.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      csv.off('drain', done);
      response.off('close', done);
      resolve();
    };
    csv.once('drain', done);
    response.once('close', done);
  });
}

function toCsvRecord(row: UserRowSql): Record<string, string | number> {
  return {
    id: row.id,
    name: neutraliseFormula(row.name),
    email: neutraliseFormula(row.email),
    role: row.role,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : '',
    teams: Number(row.teams),
    passkeys: Number(row.passkeys),
  };
}
