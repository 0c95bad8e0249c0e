import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/platform/db/client.js';
import { migrate } from '../../../src/server/platform/db/migrate.js';

/**
 * Where the fault tests find PostgreSQL: TEST_DATABASE_URL (CI), else the machine's local server
 * (see ARCHITECTURE §6). Each test makes its own database and drops it afterwards.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Target {
  kind: 'pglite' | 'postgres';
  /** What the server is started with. */
  env: Record<string, string>;
  /** Opens the database from the test (PGlite: only while no server holds the directory). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function freshPostgres(): Promise<Target> {
  const name = `moonlit_slow_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabaseName(POSTGRES_URL, name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-slow-pg-')) },
    open: () => openDatabase({ databaseUrl: url }),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

export function freshPglite(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-slow-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => undefined,
  };
}

/** Migrates the target from the test process, so it can be seeded before any server starts. */
export async function migrated(target: Target): Promise<Target> {
  const database = await target.open();
  try {
    await migrate(database.sql);
  } finally {
    await database.close();
  }
  return target;
}
