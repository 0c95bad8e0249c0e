import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZDailyGenerateRequest } from '../../../shared/daily.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { dailyStories, dailyStoryJobs } from '../../platform/db/schema/daily.js';
import { users } from '../../platform/db/schema/identity.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import { createLogger } from '../../platform/logger.js';
import type { DailyWrittenStory } from './abilities.js';
import { createDailyGeneration } from './generation.js';

// Issue 28: a job whose worker stopped renewing its lease is run again by another worker while
// the first may still be going. Only the latest run may save: one draft, never two.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t.close());

it('a generation run replaced by a later run of the same job saves nothing: one draft', async () => {
  let handler: ((payload: { jobId: string }) => Promise<void>) | undefined;
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
  // Each call of the writer ends when the test says so.
  const gates: (() => void)[] = [];
  let started: () => void = () => undefined;
  const nextStart = () => new Promise<void>((resolve) => (started = resolve));
  const written = (title: string): DailyWrittenStory => ({
    title,
    content: 'Once upon a time. The end.',
    wordCount: 6,
    readingTime: 1,
    writer: 'local',
  });
  const generation = createDailyGeneration({
    db: t.ctx.db,
    jobs,
    author: {
      write: async () => {
        const n = gates.length + 1;
        await new Promise<void>((resolve) => {
          gates.push(resolve);
          started();
        });
        return written(`Run ${n}`);
      },
    },
    narration: {
      narrate: async () => {
        throw new Error('not used');
      },
      size: async () => null,
      stream: () => new ReadableStream(),
      release: async () => undefined,
    },
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' }),
    waitMs: 0,
  });
  if (!handler) throw new Error('no daily job defined');
  const request = ZDailyGenerateRequest.parse({ includeAudio: false });
  await t.ctx.db.insert(users).values({ id: 'editor', name: 'Editor', email: 'editor@example.com' });
  const { id: jobId } = await generation.startGeneration(request, 'editor');

  // The first run writes; its worker is taken for dead and a second run starts meanwhile.
  let begun = nextStart();
  const first = handler({ jobId });
  await begun;
  begun = nextStart();
  const second = handler({ jobId });
  await begun;
  // The later run saves its draft first; then the replaced one ends.
  gates[1]?.();
  await second;
  gates[0]?.();
  await first;

  const drafts = await t.ctx.db
    .select({ title: dailyStories.title })
    .from(dailyStories)
    .where(eq(dailyStories.createdBy, 'editor'));
  expect(drafts).toEqual([{ title: 'Run 2' }]);
  const [job] = await t.ctx.db.select().from(dailyStoryJobs).where(eq(dailyStoryJobs.id, jobId));
  expect(job?.status).toBe('ready');
});
