import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDirLock } from './lock.js';
import { statementCounter } from './statement-count.js';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';

export type Schema = typeof schema;
/** One type for both drivers: features never know which engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL for migrations and pg-boss. */
export interface SqlClient {
  exec(sqlText: string): Promise<void>;
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs fn with exclusive use of one connection, holding a cluster-wide advisory lock on PostgreSQL. */
  withLock<T>(fn: (conn: SqlClient) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, for snapshots (tests) and dumps. */
  pglite?: PGlite;
  db: Db;
  /**
   * For the few legitimately long reads a request starts (the admin's CSV export): on PostgreSQL
   * a small pool of its own with the long allowance instead of the request timeouts; else `db`.
   */
  longDb: Db;
  sql: SqlClient;
  /**
   * The write notices of the tables migration 0015 watches, for in-process caches: opened on
   * the first call (on PostgreSQL a dedicated listening connection), the same feed afterwards,
   * closed with the database. Resolves once the first attempt to listen has settled.
   */
  changes(): Promise<ChangeFeed>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Tests: start from a migrated snapshot instead of running initdb. */
  loadDataDir?: Blob;
  /** Tests use an in-memory PGlite and need no lock. */
  inMemory?: boolean;
  /** PostgreSQL: how long a new connection may take before the request fails (503); default 5 s. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server's request timeouts (config DATABASE_*_TIMEOUT_MS). Without them (CLI
   * tools, seeding, tests) statements run as long as they need; migrations (`withLock`) always do.
   */
  timeouts?: PoolTimeouts;
}

export interface PoolTimeouts {
  /** Server side: a statement running longer is cancelled (57014); the connection stays usable. */
  statementMs: number;
  /**
   * Client side: a query with no answer this long (a network that stopped forwarding, a server
   * that hangs) fails, and its connection is closed and leaves the pool. Longer than statementMs,
   * so a merely slow statement is cancelled by the server first.
   */
  queryMs: number;
  /** Server side: a session idle inside a transaction this long (its client gone) ends, freeing its locks. */
  idleInTransactionMs: number;
  /** The long allowance of `longDb` (statement and query). */
  longQueryMs: number;
}

const READY_MARKER = '.moonlit-ready';

/**
 * Postgres settings for the embedded engine. PGlite runs Postgres inside this process, in one
 * WebAssembly memory that grows and never shrinks, and Postgres's defaults are sized for a
 * dedicated server: shared_buffers alone was 128 MB of the server's ~400 MB at idle. Our data is
 * small (a family's library is a few MB) and the OS page cache still caches the data files, so
 * small buffers cost little. See docs/decisions/012-memory.md for the measurements.
 * Overridable for experiments with PGLITE_SETTINGS="shared_buffers=32MB,work_mem=4MB".
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  // The only setting that mattered: max_connections, work_mem, maintenance_work_mem, temp_buffers
  // and wal_buffers at a quarter of their defaults changed the resident size by under 5 MB.
  shared_buffers: '16MB',
};

function pgliteStartParams(): string[] {
  const settings = { ...PGLITE_SETTINGS };
  for (const pair of (process.env.PGLITE_SETTINGS ?? '').split(',')) {
    const [key, value] = pair.split('=').map((p) => p.trim());
    if (key && value) settings[key] = value;
  }
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.connectTimeoutMs ?? 5_000, options.timeouts);
  return openPglite(options);
}

/** The error of a query that had no answer within its time (wrapping the closed connection's). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A pool that never holds a request longer than its timeouts. With only a connection timeout, a
 * query sent on a pooled connection whose network stopped forwarding (no reset, no FIN) waited
 * as long as the outage lasted (30-120 s seen), then answered 200. Now:
 * - `statement_timeout` (server) cancels a slow statement and keeps the connection;
 * - a query with no answer at all within `queryMs` fails, and the connection it used is closed at
 *   once, so it leaves the pool instead of serving the next request (see queryDeadline);
 * - `idle_in_transaction_session_timeout` ends a server session whose client vanished mid
 *   transaction, so its row locks do not outlive the outage;
 * - keep-alive probes an idle connection after 10 s, and idle connections leave after 10 s.
 */
function timedPool(
  url: string,
  connectTimeoutMs: number,
  max: number,
  limits?: Pick<PoolTimeouts, 'statementMs' | 'queryMs' | 'idleInTransactionMs'>,
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 10_000,
    ...(limits
      ? {
          statement_timeout: limits.statementMs,
          idle_in_transaction_session_timeout: limits.idleInTransactionMs,
        }
      : {}),
  });
  releaseClosedClients(pool);
  // An idle connection killed by the server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Nor one that is checked out (a transaction, the migration lock): pg-pool listens for errors
    // only on idle clients, and a client emits 'error' on a reset socket even while its query is
    // failing. The query's own rejection carries the error to the request (a 503).
    client.on('error', () => undefined);
    if (limits) queryDeadline(client, limits.queryMs);
  });
  return pool;
}

type LooseQuery = (...args: unknown[]) => unknown;

/**
 * A checked-out client whose connection closes goes back to the pool (which drops it) at once.
 * Drizzle sends a transaction's BEGIN before its try/finally, so when BEGIN fails (a connection
 * reset, a query deadline) the client was never released: each such failure took one of the
 * pool's slots for good, and after `max` of them every request waited for a connection forever
 * (503s that outlived the outage). A later release by the holder is then ignored.
 */
function releaseClosedClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const guarded = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    let released = false;
    const once = (err?: Error | boolean) => {
      client.off('end', closed);
      if (released) return;
      released = true;
      release(err);
    };
    const closed = () => once(new Error('Connection closed while checked out'));
    client.once('end', closed);
    client.release = once;
    return client;
  };
  (pool as unknown as { connect: (callback?: unknown) => unknown }).connect = (callback?: unknown) =>
    // pg-pool's own pool.query() passes a callback and always releases.
    typeof callback === 'function' ? connect(callback) : connect()?.then(guarded);
}

/**
 * Every query on this client fails when it has no answer within `queryMs`, and the client is
 * closed: its connection is in an unknown state (a network that stopped forwarding), and closing
 * it is what makes the pool drop it, also when a transaction releases it without an error
 * (drizzle does). Not node-postgres's own query_timeout, for two reasons: it leaves the
 * connection open with the query still pending, and it is a plain timer, which after an event-
 * loop stall (a busy start, a starved CPU) fires before the answer that already arrived is read.
 * Here the deadline waits for the next I/O poll before it gives up.
 */
function queryDeadline(client: pg.PoolClient, queryMs: number) {
  const query = client.query.bind(client) as LooseQuery;
  (client as unknown as { query: LooseQuery }).query = (...args: unknown[]) => {
    let settled = false;
    let timedOut = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          timedOut = true;
          // Fails this query (and anything queued behind it) with "Connection terminated".
          client.end().catch(() => undefined);
        }),
      queryMs,
    );
    const settle = (err: unknown) => {
      settled = true;
      clearTimeout(timer);
      return timedOut && err ? new Error(QUERY_READ_TIMEOUT, { cause: err }) : err;
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // pg-pool's pool.query() (raw SQL, pg-boss) passes a callback.
      args[args.length - 1] = (err: unknown, result: unknown) =>
        (callback as (err: unknown, result: unknown) => void)(settle(err), result);
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      return result.then(
        (value: unknown) => {
          settle(null);
          return value;
        },
        (err: unknown) => {
          throw settle(err);
        },
      );
    settle(null); // a submittable (cursor, stream) times itself
    return result;
  };
}

async function openPostgres(
  url: string,
  connectTimeoutMs: number,
  timeouts?: PoolTimeouts,
): Promise<Database> {
  const pool = timedPool(url, connectTimeoutMs, 10, timeouts);
  // The admin's export batches: two connections at most, with the long allowance (the same margin
  // between the server's cancel and the client's give-up).
  const longPool = timeouts
    ? timedPool(url, connectTimeoutMs, 2, {
        statementMs: timeouts.longQueryMs,
        queryMs: timeouts.longQueryMs + Math.max(1_000, timeouts.queryMs - timeouts.statementMs),
        idleInTransactionMs: timeouts.idleInTransactionMs,
      })
    : pool;
  await pool.query('SELECT 1');
  // Once closed, a statement from a job-queue timer that outlived the queue's stop is abandoned
  // (it never settles) rather than failing: pg-boss does not await those, so a failure would
  // surface as an unhandled rejection at shutdown. Everything that awaits its work has stopped.
  let closed = false;
  const abandoned = <T>(): Promise<T> => new Promise<T>(() => undefined);
  const sql: SqlClient = {
    exec: async (text) => (closed ? abandoned<void>() : void (await pool.query(text))),
    query: async <T>(text: string, params?: unknown[]) =>
      closed ? abandoned<{ rows: T[] }>() : ((await pool.query(text, params)) as unknown as { rows: T[] }),
    // Migrations run outside the request timeouts: a connection of their own, no statement limit.
    withLock: async (fn) => {
      const conn = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
      });
      conn.on('error', () => undefined);
      await conn.connect();
      const connSql: SqlClient = {
        exec: async (text) => void (await conn.query(text)),
        query: async <T>(text: string, params?: unknown[]) =>
          (await conn.query(text, params)) as unknown as { rows: T[] },
        withLock: (inner) => inner(connSql),
      };
      try {
        await conn.query('SELECT pg_advisory_lock(727274)');
        return await fn(connSql);
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        await conn.end().catch(() => undefined);
      }
    },
  };
  // A fence (change-feed.ts: a SELECT 1 on an idle connection of its own) slower than half a
  // statement's allowance counts as a lost listener: a request's fence and then its own first
  // query (or its wait for a connection) answer within 5 s in an outage.
  const feedTimeoutMs = timeouts
    ? Math.min(connectTimeoutMs, Math.ceil(timeouts.statementMs / 2))
    : connectTimeoutMs;
  let feed: (ChangeFeed & { started: Promise<void> }) | undefined;
  const db = drizzlePg({ client: pool, schema, logger: statementCounter }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    longDb:
      longPool === pool
        ? db
        : (drizzlePg({ client: longPool, schema, logger: statementCounter }) as unknown as Db),
    sql,
    changes: async () => {
      feed ??= postgresChangeFeed(url, { timeoutMs: feedTimeoutMs });
      await feed.started;
      return feed;
    },
    close: async () => {
      closed = true;
      await feed?.close();
      await pool.end();
      if (longPool !== pool) await longPool.end();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let release = () => {};
  let dataDir: string | undefined;
  if (!options.inMemory) {
    const root = path.resolve(options.dataDir ?? './data');
    mkdirSync(root, { recursive: true });
    release = acquireDirLock(root);
    dataDir = path.join(root, 'pglite');
    setAsideHalfInitialised(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      relaxedDurability: true,
      startParams: pgliteStartParams(),
    });
    if (dataDir) writeFileSync(path.join(dataDir, READY_MARKER), new Date().toISOString());
  } catch (err) {
    release();
    throw err;
  }
  const sql: SqlClient = {
    exec: async (text) => void (await client.exec(text)),
    // pg-boss sends multi-statement SQL without parameters: PGlite's query() takes one statement only.
    query: async <T>(text: string, params?: unknown[]) =>
      (params && params.length > 0 ? await client.query(text, params) : last(await client.exec(text))) as {
        rows: T[];
      },
    withLock: (fn) => fn(sql),
  };
  let feed: Promise<ChangeFeed> | undefined;
  const db = drizzlePglite({ client, schema, logger: statementCounter }) as unknown as Db;
  return {
    kind: 'pglite',
    pglite: client,
    db,
    longDb: db,
    sql,
    changes: () => (feed ??= pgliteChangeFeed(client)),
    close: async () => {
      await (await feed?.catch(() => undefined))?.close();
      await client.close();
      release();
    },
  };
}

function last<T>(results: { rows: T[] }[]): { rows: T[] } {
  return results[results.length - 1] ?? { rows: [] };
}

/**
 * A kill during the very first initdb can leave a directory PGlite cannot open. Our marker is
 * written only after a first successful open; a non-empty directory without it is moved aside
 * (never deleted) and a fresh one is created.
 */
function setAsideHalfInitialised(dataDir: string) {
  if (!existsSync(dataDir) || existsSync(path.join(dataDir, READY_MARKER))) return;
  if (readdirSync(dataDir).length === 0) return;
  renameSync(dataDir, `${dataDir}.incomplete-${Date.now()}`);
}
