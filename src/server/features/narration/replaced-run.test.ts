import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { stories } from '../../platform/db/schema/stories.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import { createLogger } from '../../platform/logger.js';
import { createLocalAudioStore } from './audio-store.js';
import { createLocalNarrator } from './local-narrator.js';
import type { Narration as Narrated, Narrator } from './port.js';
import { createNarration } from './service.js';
import { createStoryRepository, toStory } from '../stories/repository.js';
import { parentWithPlan } from '../../../../tests/support/features/narration-parents.js';

// Issue 28: a job whose worker stopped renewing its lease (cut off from the database, or taken for
// dead) is run again by another worker while the first may still be going. Only the latest run
// may save: the audio and the credit's settlement are written once.
let t: TestApp;
let made: Narrated;
const real = createLocalNarrator({ workers: 1 });
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  made = await real.narrate('Aoife lit a tiny lantern.\nIt glowed all night, and Aoife slept.');
});
afterAll(async () => {
  await real.close();
  await t.close();
});

const pick = <T, K extends keyof T>(o: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

/** A narrator whose each call ends when the test says so, with a real file. */
function gatedNarrator() {
  const gates: (() => void)[] = [];
  let started: () => void = () => undefined;
  const narrator: Narrator = {
    voiceId: real.voiceId,
    settingsKey: real.settingsKey,
    narrate: async () => {
      await new Promise<void>((resolve) => {
        gates.push(resolve);
        started();
      });
      return made;
    },
    close: async () => undefined,
  };
  const nextStart = () => new Promise<void>((resolve) => (started = resolve));
  return { narrator, gates, nextStart };
}

it('a run replaced by a later run of the same story saves nothing: one audio, one settled credit', async () => {
  const { userId } = await parentWithPlan(t, 'replaced@example.com', 'premium');
  const [story] = await t.ctx.db
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
  const storyId = story?.id ?? '';
  await t.ctx.db.insert(storyAudioJobs).values({ storyId, userId, status: 'queued', credit: { id: 'c-1' } });

  let handler: ((payload: { storyId: string }) => Promise<void>) | undefined;
  const jobs: Jobs = {
    define: <S extends z.ZodType>(job: JobDefinition<S>) => {
      handler = (payload) => job.handler(job.payload.parse(payload));
    },
    send: async () => undefined,
    prepare: async () => undefined,
    wake: () => undefined,
    runHere: async () => ({ ranHere: false }),
    liveKeys: async () => new Set<string>(),
    startWorkers: async () => undefined,
    isRunning: () => true,
    stop: async () => undefined,
  };
  const settled: string[] = [];
  const written: string[] = [];
  const gated = gatedNarrator();
  createNarration({
    db: t.ctx.db,
    jobs,
    store: createLocalAudioStore(mkdtempSync(path.join(os.tmpdir(), 'moonlit-replaced-'))),
    narrator: gated.narrator,
    credits: {
      spend: async () => null,
      release: async () => undefined,
      settle: async (_tx, credit) => settled.push(credit.id),
    },
    stories: {
      ...pick(createStoryRepository(t.ctx.db), 'find', 'findAny', 'saveAudio'),
      view: toStory,
    },
    onWrite: (id) => written.push(id),
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' }),
    waitMs: 0,
  });
  if (!handler) throw new Error('no narration job defined');

  // The first run narrates; its worker is taken for dead and a second run starts meanwhile.
  let started = gated.nextStart();
  const first = handler({ storyId });
  await started;
  started = gated.nextStart();
  const second = handler({ storyId });
  await started;
  // The later run finishes first and saves; then the replaced one ends.
  gated.gates[1]?.();
  await second;
  gated.gates[0]?.();
  await first;

  expect(settled).toEqual(['c-1']);
  expect(written).toEqual([userId]);
  const [row] = await t.ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId));
  expect(row?.status).toBe('ready');
  expect(row?.attempts).toBe(2);
});
