import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../src/shared/messages.js';
import type { TStory } from '../../../src/shared/stories.js';
import { parentWithPlan } from '../../support/features/narration-parents.js';
import { addChild, parseSse } from '../../support/features/stories.js';
import { creditReservations } from '../../../src/server/platform/db/schema/credits.js';
import { stories } from '../../../src/server/platform/db/schema/stories.js';
import type { TestClient } from '../../support/client.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// Issue 13, part 2: the story AI (an OpenAI-compatible chat API, here a local fake) hangs or
// fails while a parent generates a story. LLM_TIMEOUT_MS bounds the whole write, retries
// included; a 5xx is retried twice with backoff. Either way the parent sees the spec's message,
// the text credit comes back and no story is saved; once the AI answers again, a retry works.
// Far longer than a 500's two backoff waits (at most 0.625 s, then 1.25 s), even on a busy machine.
const TIMEOUT_MS = 4000;
const HANG_MS = 60_000; // far past the timeout: the fake never answers in time

let llm: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  llm = await startFakeOpenAI();
  t = await createTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-provider-faults-llm',
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    LOG_LEVEL: 'silent',
  });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => llm.reply({}));

const SSE = { accept: 'text/event-stream' };
// A distinct first name per parent: the fake's requests are told apart by it.
const NAMES = ['Wren', 'Juno', 'Tobias', 'Odile', 'Lark', 'Pim', 'Saffi', 'Bruno'];
let parents = 0;

async function starterWithChild(plan: 'starter' | 'premium' = 'starter') {
  const n = parents++;
  const { client, userId } = await parentWithPlan(t, `llm-fault-${n}@example.com`, plan);
  const child = await addChild(client, { name: NAMES[n] });
  return { client, userId, childId: child.id, childName: child.name };
}

const creditsLeft = async (client: TestClient) =>
  (
    await client.get<{ text: { remaining: number }; audio: { remaining: number } }>(
      '/api/stories/credits/status',
    )
  ).body;
const textLeft = async (client: TestClient) => (await creditsLeft(client)).text.remaining;
const storyRows = (userId: string) =>
  t.ctx.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId));
const textReservations = (userId: string) =>
  t.ctx.db
    .select({ state: creditReservations.state })
    .from(creditReservations)
    .where(and(eq(creditReservations.userId, userId), eq(creditReservations.kind, 'text')));
/** Requests the fake received for this child (the first name travels in the prompt). */
const requestsFor = (childName: string) => llm.requests.filter((r) => r.raw.includes(childName));

async function expectRefunded(client: TestClient, userId: string) {
  expect(await textLeft(client)).toBe(1);
  expect(await storyRows(userId)).toEqual([]);
  expect(await textReservations(userId)).toEqual([{ state: 'released' }]);
}

/** The AI is back: the same request, with the same Idempotency-Key, now writes the story. */
async function expectRetryWorks(client: TestClient, childId: string, key: string) {
  llm.reply({});
  const res = await client.post<{ data: TStory }>(
    '/api/stories/generate',
    { childId },
    { 'Idempotency-Key': key },
  );
  expect(res.status).toBe(201);
  expect(res.body.data.title).toBe('The Sleepy Star Garden');
  expect(await textLeft(client)).toBe(0);
}

describe('the story AI hangs', () => {
  it('JSON and streaming: each ends at LLM_TIMEOUT_MS with the spec message, credit back, no story', async () => {
    const [json, streamed] = await Promise.all([starterWithChild(), starterWithChild()]);
    llm.reply({ delayMs: HANG_MS });
    const [plain, events] = await Promise.all([
      json.client.post('/api/stories/generate', { childId: json.childId }, { 'Idempotency-Key': 'hang-1' }),
      streamed.client.post('/api/stories/generate', { childId: streamed.childId }, SSE),
    ]);

    expect(plain.status).toBe(502);
    expect(plain.body).toEqual({ code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed });
    // The time limit covers the whole write: one request, never answered, and no retry after it.
    expect(requestsFor(json.childName)).toHaveLength(1);
    await expectRefunded(json.client, json.userId);

    expect(events.status).toBe(200);
    expect(parseSse(events.body).at(-1)).toEqual({
      event: 'error',
      data: { code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed },
    });
    expect(requestsFor(streamed.childName)).toHaveLength(1);
    await expectRefunded(streamed.client, streamed.userId);

    await expectRetryWorks(json.client, json.childId, 'hang-1');
  });
});

describe('the story AI answers errors', () => {
  it.each([500, 429])(
    'HTTP %i every time: tried three times with backoff, then the spec message, credit back',
    async (status) => {
      const p = await starterWithChild();
      llm.reply({ failTimes: 100, failStatus: status });
      const res = await p.client.post(
        '/api/stories/generate',
        { childId: p.childId },
        { 'Idempotency-Key': `fail-${status}` },
      );
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed });
      const tries = requestsFor(p.childName);
      expect(tries).toHaveLength(3); // the first try and two retries, then it stopped
      // Backoff: about 0.5 s, then about 1 s (each with up to a quarter of jitter either way).
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(375);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(750);
      await expectRefunded(p.client, p.userId);
      await expectRetryWorks(p.client, p.childId, `fail-${status}`);
    },
  );

  it('a 400 (the request itself is refused) is not retried', async () => {
    const p = await starterWithChild();
    llm.reply({ failTimes: 100, failStatus: 400 });
    const res = await p.client.post('/api/stories/generate', { childId: p.childId });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed });
    expect(requestsFor(p.childName)).toHaveLength(1);
    await expectRefunded(p.client, p.userId);
  });

  it('a story with narration (personalized_audio): both its text and its audio credit come back', async () => {
    const p = await starterWithChild('premium');
    llm.reply({ failTimes: 100, failStatus: 503 });
    const res = await p.client.post('/api/stories/generate', {
      childId: p.childId,
      storyType: 'personalized_audio',
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed });
    expect(requestsFor(p.childName)).toHaveLength(3);
    const left = await creditsLeft(p.client);
    expect([left.text.remaining, left.audio.remaining]).toEqual([1, 1]);
    expect(await storyRows(p.userId)).toEqual([]);
    const held = await t.ctx.db
      .select({ kind: creditReservations.kind, state: creditReservations.state })
      .from(creditReservations)
      .where(eq(creditReservations.userId, p.userId))
      .orderBy(creditReservations.kind);
    expect(held).toEqual([
      { kind: 'audio', state: 'released' },
      { kind: 'text', state: 'released' },
    ]);
  });
});
