import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../src/server/app.js';
import { createContext, type AppContext } from '../../src/server/context.js';
import { loadConfig } from '../../src/server/platform/config.js';
import { openDatabase, type Database } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { installJobSchema } from '../../src/server/platform/jobs/index.js';
import { createLogger, type Logger } from '../../src/server/platform/logger.js';
import { SNAPSHOT_FILE, TEMPLATE_ENV } from './paths.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Raw SQL from outside the app (as another server, a job or an operator would write). */
export interface Outsider {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  /** PostgreSQL: the test database's address. */
  databaseUrl?: string;
  /** On PostgreSQL a connection of its own; on PGlite (one connection) the engine itself. */
  outsider(): Promise<Outsider>;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the test database's address. */
  url?: string;
  drop: () => Promise<void>;
}

/** Where tests find PostgreSQL when TEST_DATABASE_URL is unset: the machine's own (ARCHITECTURE §6). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database per call: a PGlite snapshot copy, or a PostgreSQL database cloned from the
 * template. `postgres: true` (tests of PostgreSQL's own behaviour) always gives PostgreSQL, at
 * TEST_DATABASE_URL or the local server, migrated here when there is no template.
 */
export async function openTestDatabase(options: { postgres?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL || (options.postgres ? LOCAL_POSTGRES : undefined);
  const template = process.env[TEMPLATE_ENV];
  if (url && (template || options.postgres)) {
    const name = `moonlit_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    if (!template) {
      await migrate(database.sql);
      await installJobSchema(database.sql);
    }
    return {
      database,
      url: u.toString(),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({
    inMemory: true,
    loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]),
  });
  return { database, drop: async () => undefined };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    workers?: boolean;
    now?: () => Date;
    narrationRetry?: { limit: number; delaySeconds: number };
    mailRetry?: { maxAttempts: number; delaySeconds: number };
    /** A logger of the test's own (tests that read what the server logs); default: silent. */
    logger?: Logger;
    /** Always on PostgreSQL (see openTestDatabase). */
    postgres?: boolean;
  } = {},
): Promise<TestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-test-')),
      ...env,
    },
    false,
  );
  const { database, url, drop } = await openTestDatabase({ postgres: options.postgres });
  const ctx = await createContext(config, options.logger ?? createLogger(config), {
    database,
    workers: options.workers ?? false,
    now: options.now,
    narrationRetry: options.narrationRetry,
    mailRetry: options.mailRetry,
    // Retries are due after a second in these tests; a worker must look for them that often.
    jobPollSeconds: 1,
  });
  const app = buildApp(ctx);
  return {
    app,
    ctx,
    databaseUrl: url,
    outsider: async () => {
      if (!url)
        return { query: (text, params) => database.sql.query(text, params), close: async () => undefined };
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      return { query: (text, params) => conn.query(text, params), close: () => conn.end() };
    },
    close: async () => {
      await ctx.close();
      await drop();
    },
  };
}
