import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, TEST_ORIGIN } from '../test-app.js';
import { buildApp, type App } from '../../../src/server/app.js';
import { createContext, type AppContext } from '../../../src/server/context.js';
import { loadConfig } from '../../../src/server/platform/config.js';
import { openDatabase } from '../../../src/server/platform/db/client.js';
import { dailyStories } from '../../../src/server/platform/db/schema/daily.js';
import { createLogger } from '../../../src/server/platform/logger.js';
import type { TDailyGenerateRequest } from '../../../src/shared/daily.js';
import { ZDailyGenerateRequest } from '../../../src/shared/daily.js';
import { createLocalNarrator } from '../../../src/server/features/narration/local-narrator.js';

export interface DailyTestApp {
  app: App;
  ctx: AppContext;
  /** PostgreSQL: the test database's address (another instance opens its own pool there). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface DailyTestOptions {
  /**
   * The automatic story's switch as the app starts (default off: most daily tests need today
   * empty, and the switch is what keeps the start-up run and the minute's cron from filling it).
   */
  autoPublish?: boolean;
  /** A second app instance on the same database (as a second server would be). */
  sameDatabaseAs?: DailyTestApp;
}

/** The whole app with job workers on (generation and narration are jobs) and the real local voice. */
export async function dailyTestApp(
  env: Record<string, string> = {},
  options: DailyTestOptions = {},
): Promise<DailyTestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-daily-')),
      LOG_LEVEL: 'silent',
      ...env,
    },
    false,
  );
  const shared = options.sameDatabaseAs;
  const { database, url, drop } = shared ? await sharedDatabase(shared) : await openTestDatabase();
  if (!shared) {
    await database.sql.query(`UPDATE "daily_setting" SET "auto_publish" = $1`, [
      options.autoPublish ?? false,
    ]);
  }
  const ctx = await createContext(config, createLogger(config), {
    database,
    workers: true,
    narrator: createLocalNarrator({ workers: 1 }),
    narrationRetry: { limit: 0, delaySeconds: 1 },
    jobPollSeconds: 1,
  });
  return {
    app: buildApp(ctx),
    ctx,
    databaseUrl: url,
    close: async () => {
      if (!shared) {
        await ctx.close();
        await drop();
        return;
      }
      // The first instance owns the database: this one stops its own jobs, voice and pool only.
      await ctx.jobs.stop(0);
      await ctx.narration.close();
      if (url) await database.close();
    },
  };
}

/** PostgreSQL: a pool of its own on the same database; PGlite (one connection): the engine itself. */
async function sharedDatabase(other: DailyTestApp) {
  const url = other.databaseUrl;
  const database = url ? await openDatabase({ databaseUrl: url }) : other.ctx.database;
  return { database, url, drop: async () => undefined };
}

const REQUEST: TDailyGenerateRequest = ZDailyGenerateRequest.parse({});

/** A draft written straight to the table (for tests of what happens after generation). */
export async function insertDraft(ctx: AppContext, title: string, content = 'Once upon a time. The end.') {
  const [row] = await ctx.db
    .insert(dailyStories)
    .values({
      title,
      content,
      theme: 'bedtime',
      wordCount: content.split(/\s+/).length,
      readingTime: 1,
      request: REQUEST,
      writer: 'local',
    })
    .returning({ id: dailyStories.id });
  if (!row) throw new Error('no draft');
  return row.id;
}
