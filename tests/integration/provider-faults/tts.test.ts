import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/shared/messages.js';
import type { TAudioJobStatus, TStory } from '../../../src/shared/stories.js';
import { parentWithPlan } from '../../support/features/narration-parents.js';
import { addChild } from '../../support/features/stories.js';
import { creditReservations } from '../../../src/server/platform/db/schema/credits.js';
import { storyAudioJobs } from '../../../src/server/platform/db/schema/audio.js';
import type { TestClient } from '../../support/client.js';
import { startFaultServer, type FaultRequest, type FaultServer } from '../../support/fault-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// Issue 13, part 2: the voice service (OpenAI /audio/speech, here a local server in trouble)
// hangs or fails while a story is narrated. Add Audio answers at once (AUDIO_WAIT_MS=0) and the
// parent follows the job's status. The job is tried 1 + RETRIES times, each retry after a longer
// wait (pg-boss backoff: 1-2 s, then 2-4 s), then it fails for good, the audio credit comes back
// once and the status says the spec's message. Two parents at once: for one the voice hangs on
// the first try (TTS_TIMEOUT_MS ends it) and fails after; for the other it answers 500 each time.
const RETRIES = 2;
const DELAY_SECONDS = 1;
const HANGING = 'Hollis';
const FAILING = 'Marigold';

let voice: FaultServer;
let t: TestApp;
beforeAll(async () => {
  // The story text carries the child's first name: it tells the server how to misbehave.
  voice = await startFaultServer((req) =>
    saidFor(req, HANGING) && attemptsFor(HANGING).length === 0 ? 'hang' : 500,
  );
  t = await createTestApp(
    {
      TTS_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-provider-faults-tts',
      TTS_BASE_URL: voice.baseUrl,
      TTS_TIMEOUT_MS: '2000',
      AUDIO_WAIT_MS: '0',
      LOG_LEVEL: 'silent',
    },
    { workers: true, narrationRetry: { limit: RETRIES, delaySeconds: DELAY_SECONDS } },
  );
});
afterAll(async () => {
  await t.close();
  await voice.close();
});

const audioLeft = async (client: TestClient) =>
  (await client.get<{ audio: { remaining: number } }>('/api/stories/credits/status')).body.audio.remaining;

async function storyFor(name: string) {
  const { client, userId } = await parentWithPlan(t, `${name.toLowerCase()}@example.com`, 'premium');
  const child = await addChild(client, { name });
  const written = await client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
  if (written.status !== 201) throw new Error(`story not written: ${written.status}`);
  return { client, userId, storyId: written.body.data.id };
}

/** Follows the status endpoint as the web client does, until the job has ended. */
async function statusWhenDone(client: TestClient, storyId: string): Promise<TAudioJobStatus> {
  for (;;) {
    const res = await client.get<{ data: TAudioJobStatus }>(`/api/stories/${storyId}/audio/status`);
    if (res.body.data.status === 'failed' || res.body.data.status === 'ready') return res.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const saidFor = (req: FaultRequest, name: string) =>
  typeof req.body.input === 'string' && req.body.input.includes(name);
const attemptsFor = (name: string) => voice.requests.filter((r) => saidFor(r, name));

/** The pg-boss job of a story's narration: completed means no retry is left to run. */
async function queueJob(storyId: string) {
  const { rows } = await t.ctx.database.sql.query<{ state: string; retry_count: number }>(
    `SELECT state, retry_count FROM pgboss.job WHERE name = 'narration.generate-audio' AND data->>'storyId' = $1`,
    [storyId],
  );
  return rows;
}

describe('the voice service hangs or fails', { timeout: 30_000 }, () => {
  it('retries with backoff, stops after its limit, gives the credit back once and says so', async () => {
    const parents = await Promise.all([storyFor(HANGING), storyFor(FAILING)]);
    for (const p of parents) expect(await audioLeft(p.client)).toBe(1);

    const asked = await Promise.all(
      parents.map((p) => p.client.post(`/api/stories/generate-audio/${p.storyId}`)),
    );
    for (const res of asked) expect(res.status).toBe(202); // queued; the client follows the status

    const statuses = await Promise.all(parents.map((p) => statusWhenDone(p.client, p.storyId)));
    for (const status of statuses)
      expect(status).toMatchObject({ status: 'failed', error: ADMIN_MESSAGES.audioFailed });

    for (const [i, name] of [HANGING, FAILING].entries()) {
      const p = parents[i]!;
      const calls = attemptsFor(name);
      expect(calls).toHaveLength(1 + RETRIES);
      // Backoff: each retry waited at least its delay, the second at least twice the first's.
      expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
      expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(2 * DELAY_SECONDS * 1000);

      // Given back exactly once: one reservation, released; the parent has the credit again.
      expect(await audioLeft(p.client)).toBe(1);
      const held = await t.ctx.db
        .select({ state: creditReservations.state })
        .from(creditReservations)
        .where(and(eq(creditReservations.userId, p.userId), eq(creditReservations.kind, 'audio')));
      expect(held).toEqual([{ state: 'released' }]);
      const [job] = await t.ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, p.storyId));
      expect(job).toMatchObject({ status: 'failed', attempts: 1 + RETRIES });
      expect(job?.refundedAt).not.toBeNull();
      // Nothing left to retry: the queue's job ended with the attempts it was allowed.
      expect(await queueJob(p.storyId)).toEqual([{ state: 'completed', retry_count: RETRIES }]);
    }
    // The hung request was given up by the app (TTS_TIMEOUT_MS), not answered by the voice.
    expect(attemptsFor(HANGING).map((r) => r.abandoned)).toEqual([true, false, false]);
    for (const p of parents) {
      const [job] = await t.ctx.db
        .select({ error: storyAudioJobs.error })
        .from(storyAudioJobs)
        .where(eq(storyAudioJobs.storyId, p.storyId));
      expect(job?.error).toContain('OpenAI text-to-speech failed (500)');
    }

    // Nothing crashed: the server still answers.
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});
