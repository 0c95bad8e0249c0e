import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, TEST_ORIGIN } from '../../../../tests/support/test-app.js';
import { buildApp, type App } from '../../app.js';
import { createContext, type AppContext } from '../../context.js';
import { loadConfig } from '../../platform/config.js';
import { dailyStories } from '../../platform/db/schema/daily.js';
import { createLogger } from '../../platform/logger.js';
import type { TDailyGenerateRequest } from '../../../shared/daily.js';
import { ZDailyGenerateRequest } from '../../../shared/daily.js';
import { createLocalNarrator } from '../narration/local-narrator.js';

export interface DailyTestApp {
  app: App;
  ctx: AppContext;
  close(): Promise<void>;
}

/** The whole app with job workers on (generation and narration are jobs) and the real local voice. */
export async function dailyTestApp(env: Record<string, string> = {}): Promise<DailyTestApp> {
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
  const { database, drop } = await openTestDatabase();
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
    close: async () => {
      await ctx.close();
      await drop();
    },
  };
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
