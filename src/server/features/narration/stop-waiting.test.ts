import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TAudioJobStatus, TStory } from '../../../shared/stories.js';
import { openTestDatabase, TEST_ORIGIN } from '../../../../tests/support/test-app.js';
import { buildApp, type App } from '../../app.js';
import { createContext, type AppContext } from '../../context.js';
import { loadConfig } from '../../platform/config.js';
import { stories } from '../../platform/db/schema/stories.js';
import { createLogger } from '../../platform/logger.js';
import { parentWithPlan } from '../../../../tests/support/features/narration-parents.js';

// The default wait (a minute) and no worker: the narration never ends while the request waits,
// as when SIGTERM comes in the middle of a parent's Add Audio (issue 28: the drain was held for
// the whole wait and ended in a forced exit).
let ctx: AppContext;
let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-stop-')),
      LOG_LEVEL: 'silent',
      AUDIO_WAIT_MS: '60000',
    },
    false,
  );
  const opened = await openTestDatabase();
  drop = opened.drop;
  ctx = await createContext(config, createLogger(config), { database: opened.database, workers: false });
  app = buildApp(ctx);
});
afterAll(async () => {
  await ctx.close({ jobsTimeoutMs: 1000 });
  await drop();
});

it('a parent waiting on Add Audio gets the 202 with the job at once when the server starts stopping', async () => {
  const { client, userId } = await parentWithPlan({ app, ctx }, 'waiting@example.com', 'premium');
  const [row] = await ctx.db
    .insert(stories)
    .values({
      userId,
      childName: 'Aoife',
      title: 'Aoife and the Lantern',
      content: 'Aoife lit a tiny lantern.\nIt glowed all night, and Aoife slept.',
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 12,
      readingTime: 1,
      seed: 1,
      writer: 'local',
    })
    .returning({ id: stories.id });
  const id = row?.id ?? '';

  const answer = client.post<{ data: TStory; audioStatus: TAudioJobStatus }>(
    `/api/stories/generate-audio/${id}`,
  );
  let settled = false;
  void answer.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(settled).toBe(false); // still waiting on the narration, as it should
  ctx.beginShutdown();
  // Without the stop, the answer would wait the whole minute: past this test's 30 s timeout.
  const res = await answer;
  expect(res.status).toBe(202);
  expect(res.body.data.id).toBe(id);
  expect(res.body.audioStatus.status).toBe('queued');
});
