import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZStory, type TAudioJobStatus, type TStory } from '../../../shared/stories.js';
import { firstLink, latestMail, TestClient } from '../../../../tests/support/client.js';
import { seedSubscription } from '../../../../tests/support/subscriptions.js';
import { openTestDatabase, TEST_ORIGIN } from '../../../../tests/support/test-app.js';
import { buildApp, type App } from '../../app.js';
import { createContext, type AppContext } from '../../context.js';
import { loadConfig } from '../../platform/config.js';
import { users } from '../../platform/db/schema/identity.js';
import { stories } from '../../platform/db/schema/stories.js';
import { createLogger } from '../../platform/logger.js';

// AUDIO_WAIT_MS=0: Add Audio answers 202 at once, as it does when a narration outlasts the wait.
let ctx: AppContext;
let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-audio-')),
      LOG_LEVEL: 'silent',
      AUDIO_WAIT_MS: '0',
      TTS_WORKERS: '1',
    },
    false,
  );
  const opened = await openTestDatabase();
  drop = opened.drop;
  ctx = await createContext(config, createLogger(config), { database: opened.database, workers: true });
  app = buildApp(ctx);
});
afterAll(async () => {
  await ctx.close();
  await drop();
});

it('answers 202 with the job status when it stops waiting; the status endpoint then hands over the story', async () => {
  const email = 'patient@example.com';
  const client = new TestClient(app);
  await client.post('/api/identity/sign-up/email', { name: 'Test Parent', email, password: 'secret123' });
  const [mail] = await latestMail(client, email);
  if (!mail) throw new Error('no verification mail');
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  await seedSubscription(ctx, email, 'premium');
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [row] = await ctx.db
    .insert(stories)
    .values({
      userId: user?.id ?? '',
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

  const res = await client.post<{ data: TStory; audioStatus: TAudioJobStatus }>(
    `/api/stories/generate-audio/${id}`,
  );
  expect(res.status).toBe(202);
  expect(res.body.data.id).toBe(id);
  expect(res.body.data.audio).toBeUndefined();
  expect(['queued', 'running']).toContain(res.body.audioStatus.status);

  // Follow the job as a client would, until it ends (bounded by the test's own timeout).
  let status: { data: TAudioJobStatus; story?: TStory };
  const seen: TAudioJobStatus[] = [];
  for (;;) {
    status = (await client.get<{ data: TAudioJobStatus; story?: TStory }>(`/api/stories/${id}/audio/status`))
      .body;
    seen.push(status.data);
    if (status.data.status === 'ready' || status.data.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(status.data).toEqual({ status: 'ready', done: 2, total: 2 });
  const story = ZStory.parse(status.story);
  expect(story.audio?.audioUrl).toBe(`/api/stories/${id}/audio`);
  expect(story.audio?.timings?.map((t) => t.text)).toEqual([
    'Aoife lit a tiny lantern.',
    'It glowed all night, and Aoife slept.',
  ]);
  for (const s of seen) expect(s.done).toBeLessThanOrEqual(s.total || s.done);
});
