import { get as httpGet } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp, signUpAdmin, type TestAccount } from './support/accounts';
import { urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';
import { createTeam } from './support/teams';

describe('admin API: CSV export of users', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  let baseUrl: string;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('admin_export');
    baseUrl = await urlOf(testApp.app);
    admin = await signUpAdmin(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('CSV export', () => {
    const names = {
      comma: 'Smith, Jane',
      quotes: 'The "Boss" Jones',
      formula: '=HYPERLINK("http://evil.example","x")',
      plus: '+Plus Sign',
      minus: '-2+3 Minus',
      at: '@SUM(A1) At',
      tab: '\tTabbed Name',
      carriageReturn: '\rReturned Name',
      unicode: 'Zoë Ünïcode',
    };
    const accounts: Record<string, TestAccount> = {};

    beforeAll(async () => {
      for (const [key, name] of Object.entries(names)) {
        // Sign-up trims names, so leading tabs and carriage returns can only get in through the database.
        accounts[key] = await signUp(testApp.app, { name: name.trim() || 'placeholder', email: `csv-${key.toLowerCase()}@example.com` });
        await db().query('UPDATE users SET name = $2 WHERE id = $1', [accounts[key]!.id, name]);
      }
      await createTeam(testApp.app, accounts['comma']!, 'Comma Crew');
    });

    it('streams the filtered users as escaped CSV with formula-leading cells neutralised', async () => {
      const response = await http()
        .get('/api/admin/users/export.csv')
        .query({ search: 'csv-', sort: 'email', order: 'asc' })
        .set(bearer(admin.token))
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="draftmode-users-\d{4}-\d\d-\d\d\.csv"$/);
      const text = response.text;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toBe('"ID","Name","Email","Role","Created","Last sign-in","Teams","Passkeys"');
      const rows = lines.slice(1, -1);
      expect(rows).toHaveLength(Object.keys(names).length);

      const row = (key: string) => {
        const account = accounts[key]!;
        const line = rows.find((candidate) => candidate.startsWith(`"${account.id}",`));
        if (!line) throw new Error(`no row for ${key}`);
        return line;
      };
      const created = async (key: string) =>
        ((await db().query('SELECT created_at FROM users WHERE id = $1', [accounts[key]!.id]))[0].created_at as Date).toISOString();

      expect(row('comma')).toBe(
        `"${accounts['comma']!.id}","Smith, Jane","csv-comma@example.com","user","${await created('comma')}","",1,0`,
      );
      expect(row('quotes')).toContain(',"The ""Boss"" Jones",');
      expect(row('formula')).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
      expect(row('plus')).toContain(`,"'+Plus Sign",`);
      expect(row('minus')).toContain(`,"'-2+3 Minus",`);
      expect(row('at')).toContain(`,"'@SUM(A1) At",`);
      expect(row('tab')).toContain(`,"'\tTabbed Name",`);
      expect(row('carriageReturn')).toContain(`,"'\rReturned Name",`);
      expect(row('unicode')).toContain(',"Zoë Ünïcode",');
      // Sorted by email ascending, as asked.
      const emails = rows.map((line) => /"(csv-[a-z]+@example\.com)"/.exec(line)?.[1]);
      expect(emails).toEqual(
        Object.keys(names)
          .map((key) => `csv-${key.toLowerCase()}@example.com`)
          .sort(),
      );
    });

    it('exports every match beyond one cursor batch, and only the matches', async () => {
      await db().query(
        `INSERT INTO users (name, email, password_hash) SELECT 'Bulk ' || g, 'bulk-' || lpad(g::text, 4, '0') || '@example.com', 'x' FROM generate_series(1, 1234) g`,
      );
      const response = await http()
        .get('/api/admin/users/export.csv')
        .query({ search: 'bulk-', sort: 'email', order: 'asc' })
        .set(bearer(admin.token))
        .expect(200);
      const lines = response.text.slice(1).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1234);
      expect(lines[0]).toContain('"bulk-0001@example.com"');
      expect(lines[1233]).toContain('"bulk-1234@example.com"');
      await db().query("DELETE FROM users WHERE email LIKE 'bulk-%'");
    });

    it('lets go of its database connection when the client abandons a download', async () => {
      // Enough rows that the server has to wait for a client that stops reading.
      await db().query(
        `INSERT INTO users (name, email, password_hash) SELECT 'Abandoned ' || g, 'abandon-' || g || '@example.com', 'x' FROM generate_series(1, 60000) g`,
      );
      try {
        // More abandoned downloads than the connection pool holds (10).
        for (let attempt = 0; attempt < 12; attempt++) {
          await new Promise<void>((resolve, reject) => {
            const pending = httpGet(
              `${baseUrl}/api/admin/users/export.csv?search=abandon-`,
              { headers: bearer(admin.token) },
              (response) => {
                expect(response.statusCode).toBe(200);
                response.once('data', () => {
                  // Stop reading until the server is stuck waiting for us, then leave.
                  response.pause();
                  setTimeout(() => {
                    pending.destroy();
                    resolve();
                  }, 300);
                });
              },
            );
            // A leaked connection shows as an export that never starts once the pool is used up.
            pending.setTimeout(5000, () => reject(new Error(`download ${attempt + 1} did not start: the pool ran out of connections`)));
            pending.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
          });
        }
        // Every abandoned download gave its connection back: the pool still serves other requests.
        await http().get('/api/admin/users').query({ search: 'list-' }).set(bearer(admin.token)).expect(200);
      } finally {
        await db().query("DELETE FROM users WHERE email LIKE 'abandon-%'");
      }
    });

    it('hands back the connection of a download abandoned while it waited for one', async () => {
      await db().query(
        `INSERT INTO users (name, email, password_hash) SELECT 'Waiting ' || g, 'waiting-' || g || '@example.com', 'x' FROM generate_series(1, 60000) g`,
      );
      const url = `${baseUrl}/api/admin/users/export.csv?search=waiting-`;
      const ignoreReset = (reject: (error: Error) => void) => (error: Error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error);
      // A download that has its connection and is stuck on a client that stopped reading.
      const stalled = () =>
        new Promise<ReturnType<typeof httpGet>>((resolve, reject) => {
          const pending = httpGet(url, { headers: bearer(admin.token) }, (response) => {
            response.once('data', () => {
              response.pause();
              resolve(pending);
            });
          });
          pending.setTimeout(5000, () => reject(new Error('a download did not start')));
          pending.on('error', ignoreReset(reject));
        });
      const pool = (db().driver as unknown as { master: { totalCount: number; idleCount: number; waitingCount: number } }).master;
      try {
        // Every connection of the pool (10) held by a stalled download...
        const held = await Promise.all(Array.from({ length: 10 }, stalled));
        // ...so the next one waits for a connection, and its client gives up meanwhile.
        const gaveUp = httpGet(url, { headers: bearer(admin.token) });
        gaveUp.on('error', () => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
        gaveUp.destroy();
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (const download of held) download.destroy();

        // Every connection comes back to the pool, none left holding an export's transaction.
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline && !(pool.waitingCount === 0 && pool.idleCount === pool.totalCount)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect({ idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({ idle: pool.totalCount, waiting: 0 });
        const [{ open }] = await db().query(
          "SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'",
        );
        expect(open).toBe(0);
      } finally {
        await db().query("DELETE FROM users WHERE email LIKE 'waiting-%'");
      }
    });

    it('answers a bad filter with 400 before sending any CSV', async () => {
      const response = await http()
        .get('/api/admin/users/export.csv')
        .query({ sort: 'password_hash' })
        .set(bearer(admin.token))
        .expect(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body.message).toMatch(/^sort must be one of/);
    });
  });
});
