import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/platform/db/client.js';
import { isDatabaseUnavailable } from '../../src/server/platform/db/unavailable.js';
import { startTcpProxy, type TcpProxy } from '../slow/support/tcp-proxy.js';
import { openTestDatabase, type TestDatabase } from '../support/test-app.js';

/**
 * Issue 28 part 3, PostgreSQL only (TEST_DATABASE_URL, else the local server): the server's pool
 * never holds a request for as long as the database or the network takes. Short limits here; the
 * shipped ones are DATABASE_*_TIMEOUT_MS (config.ts), and tests/slow/database-outage.test.ts
 * runs them against a real server.
 */
const timeouts = { statementMs: 300, queryMs: 800, idleInTransactionMs: 2_000, longQueryMs: 3_000 };

let target: TestDatabase;
let proxy: TcpProxy;
let database: Database;

beforeAll(async () => {
  target = await openTestDatabase({ postgres: true });
  const url = new URL(target.url as string);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  database = await openDatabase({ databaseUrl: url.toString(), connectTimeoutMs: 1_000, timeouts });
});

afterAll(async () => {
  await database?.close();
  await proxy?.close();
  await target?.database.close();
  await target?.drop();
});

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err,
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('PostgreSQL request timeouts', () => {
  it('cancels a slow statement on the server (a 503), and the connection serves the next request', async () => {
    const err = await failure(database.db.execute(sql`SELECT pg_sleep(2)`));
    expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    const { rows } = await database.sql.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]?.one).toBe(1);
  });

  it('gives the long allowance to longDb only', async () => {
    const long = await database.longDb.execute(sql`SELECT 1 AS one FROM pg_sleep(0.6)`);
    expect(rowsOf<{ one: number }>(long)[0]?.one).toBe(1);
    expect(isDatabaseUnavailable(await failure(database.db.execute(sql`SELECT pg_sleep(0.6)`)))).toBe(true);
  });

  it('fails transactions whose network stopped answering, drops their connections, and recovers', async () => {
    // Ten pooled connections (the pool's size) open and idle, then the network stops forwarding:
    // no reset, no FIN, the bytes just wait.
    await Promise.all(Array.from({ length: 10 }, () => database.sql.query('SELECT pg_sleep(0.05)')));
    proxy.cut('blackhole');
    try {
      const failures = await Promise.all(
        Array.from({ length: 10 }, () =>
          failure(database.db.transaction((tx) => tx.execute(sql`SELECT 1`).then(() => undefined))),
        ),
      );
      for (const err of failures) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      const raw = await failure(database.sql.query('SELECT 1'));
      expect(isDatabaseUnavailable(raw), String(raw)).toBe(true);
    } finally {
      proxy.restore();
    }
    // Without the query deadline those waited until the network came back (here: never). A
    // silent connection left in the pool, or a slot never given back, would fail these.
    for (let i = 0; i < 12; i++) {
      const { rows } = await database.sql.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    }
    const together = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.db.transaction((tx) => tx.execute(sql`SELECT ${i}::int AS n`)),
      ),
    );
    expect(together.map((r) => rowsOf<{ n: number }>(r)[0]?.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
