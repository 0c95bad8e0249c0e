import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { parentWithPlan } from '../../../../tests/support/features/narration-parents.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { stories } from '../../platform/db/schema/stories.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { createLogger } from '../../platform/logger.js';
import { createStoryRepository, toStory } from '../stories/repository.js';
import { createLocalAudioStore } from './audio-store.js';
import { createNarration } from './service.js';

// Issue 27 part 2: Add Audio spends the credit, records the job row and queues the job in ONE
// transaction. A queue that refuses the job leaves no spent credit and no job row behind.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t.close());

it('a job the queue refuses leaves no spent credit and no job row: the spend and the row roll back with it', async () => {
  const { userId } = await parentWithPlan(t, 'one-tx@example.com', 'premium');
  const [story] = await t.ctx.db
    .insert(stories)
    .values({
      userId,
      childName: 'Ines',
      title: 'Ines and the Kite',
      content: 'Ines flew a red kite.\nIt sailed over the hill, and Ines slept.',
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 12,
      readingTime: 1,
      seed: 1,
      writer: 'local',
    })
    .returning({ id: stories.id });
  const storyId = story?.id ?? '';
  const sent: boolean[] = [];
  const refusing: Jobs = {
    ...t.ctx.jobs,
    define: () => undefined,
    send: async (_job, _payload, options) => {
      sent.push(options?.tx !== undefined);
      throw new Error('queue unreachable');
    },
  };
  const repository = createStoryRepository(t.ctx.db);
  const credits = t.ctx.credits.service;
  const narration = createNarration({
    db: t.ctx.db,
    jobs: refusing,
    store: createLocalAudioStore(mkdtempSync(path.join(os.tmpdir(), 'moonlit-one-tx-'))),
    narrator: t.ctx.narration.narrator,
    credits: {
      spend: (req, tx) => credits.spend(req, { tx }),
      release: (held) => credits.release(held),
      settle: (tx, held, id) => credits.settle(tx, held, id),
    },
    stories: {
      find: repository.find,
      findAny: repository.findAny,
      saveAudio: repository.saveAudio,
      view: toStory,
    },
    onWrite: () => undefined,
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' }),
    waitMs: 0,
  });
  const access = await t.ctx.entitlements.forUser(userId);
  expect(access.planKey).toBe('premium');

  await expect(narration.requestAudio({ userId, access, timeZone: 'UTC' }, storyId)).rejects.toThrow(
    'queue unreachable',
  );
  expect(sent).toEqual([true]); // sent inside the transaction, not after it
  const reservations = await t.ctx.db
    .select()
    .from(creditReservations)
    .where(eq(creditReservations.userId, userId));
  expect(reservations.filter((r) => r.kind === 'audio')).toEqual([]);
  expect(await t.ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId))).toEqual([]);
  // The credit is still there: the parent can ask again once the queue is back.
  const status = await credits.status(userId, access, 'UTC');
  expect(status.audio.remaining).toBe(status.audio.dailyLimit);
});
