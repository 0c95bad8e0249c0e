import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../src/server/app.js';
import { createContext, type AppContext } from '../../src/server/context.js';
import { loadConfig } from '../../src/server/platform/config.js';
import { openDatabase, type Database } from '../../src/server/platform/db/client.js';
import { createLogger, type Logger } from '../../src/server/platform/logger.js';
import { SNAPSHOT_FILE, TEMPLATE_ENV } from './paths.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: App;
  ctx: AppContext;
  close(): Promise<void>;
}

/** A fresh database per call: a PGlite snapshot copy, or a PostgreSQL database cloned from the template. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (url && template) {
    const name = `moonlit_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    return {
      database,
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
  const { database, drop } = await openTestDatabase();
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
    close: async () => {
      await ctx.close();
      await drop();
    },
  };
}
