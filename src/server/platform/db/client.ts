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
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.connectTimeoutMs ?? 5_000);
  return openPglite(options);
}

async function openPostgres(url: string, connectTimeoutMs: number): Promise<Database> {
  // A database that stops answering (network cut) fails requests within connectTimeoutMs instead
  // of holding them; keepAlive notices a dead peer on an idle connection.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection killed by the server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  // Nor one that is checked out (a transaction, the migration lock): pg-pool listens for errors only
  // on idle clients, and a client emits 'error' on a reset socket even while its query is failing.
  // The query's own rejection carries the error to the request (a 503); the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
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
    withLock: async (fn) => {
      const conn = await pool.connect();
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
        conn.release();
      }
    },
  };
  let feed: (ChangeFeed & { started: Promise<void> }) | undefined;
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema, logger: statementCounter }) as unknown as Db,
    sql,
    changes: async () => {
      feed ??= postgresChangeFeed(url, { timeoutMs: connectTimeoutMs });
      await feed.started;
      return feed;
    },
    close: async () => {
      closed = true;
      await feed?.close();
      await pool.end();
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
  return {
    kind: 'pglite',
    pglite: client,
    db: drizzlePglite({ client, schema, logger: statementCounter }) as unknown as Db,
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
