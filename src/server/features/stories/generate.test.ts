import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { TStory } from '../../../shared/stories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { creditUsage, stories } from '../../platform/db/schema/stories.js';
import {
  addChild,
  appWith,
  fakeWriter,
  parent,
  parseSse,
} from '../../../../tests/support/features/stories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const textLeft = async (client: TestClient, childId?: string) =>
  (
    await client.get<{ text: { remaining: number } }>(
      `/api/stories/credits/status${childId ? `?childId=${childId}` : ''}`,
    )
  ).body.text.remaining;

async function storyCount(client: TestClient) {
  return (await client.get<{ data: TStory[] }>('/api/stories/all')).body.data.length;
}

describe('credits are spent exactly once', () => {
  it('50 concurrent requests with one credit left give exactly one story', async () => {
    const app = appWith(t, { writer: fakeWriter({ delayMs: 20 }) });
    const client = await parent(app, t, 'race@example.com', 'starter');
    const child = await addChild(client);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/stories/generate', { childId: child.id })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        code: 'NO_CREDITS',
        error: STORY_MESSAGES.noCredits('text'),
        creditLimit: true,
        kind: 'text',
        planType: 'starter',
      });
    }
    const userId = (
      await t.ctx.db.select({ userId: stories.userId }).from(stories).where(eq(stories.childId, child.id))
    )[0]?.userId;
    expect(await t.ctx.db.select().from(stories).where(eq(stories.userId, userId!))).toHaveLength(1);
    expect((await t.ctx.db.select().from(creditUsage).where(eq(creditUsage.userId, userId!)))[0]?.used).toBe(
      1,
    );
    // Every refused request left nothing behind: one reservation, settled by the one story.
    expect(
      await t.ctx.db
        .select({ state: creditReservations.state })
        .from(creditReservations)
        .where(eq(creditReservations.userId, userId!)),
    ).toEqual([{ state: 'settled' }]);
  });

  it('a second story the same day on Starter is NO_CREDITS', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'second@example.com', 'starter');
    const child = await addChild(client);
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    const again = await client.post('/api/stories/generate', { childId: child.id });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'NO_CREDITS', creditLimit: true, kind: 'text' });
  });

  it('Family credits are per child: child A spending does not block child B', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'family-credits@example.com', 'family');
    const a = await addChild(client, { name: 'Ada' });
    const b = await addChild(client, { name: 'Bo' });
    expect((await client.post('/api/stories/generate', { childId: a.id })).status).toBe(201);
    expect(await textLeft(client, a.id)).toBe(0);
    expect(await textLeft(client, b.id)).toBe(1);
    expect((await client.post('/api/stories/generate', { childId: a.id })).body).toMatchObject({
      code: 'NO_CREDITS',
      planType: 'family',
    });
    expect((await client.post('/api/stories/generate', { childId: b.id })).status).toBe(201);
  });

  it('Family: deleting and re-creating a child does not mint credits beyond the plan', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'family-churn@example.com', 'family');
    for (let i = 0; i < 3; i++) {
      const kid = await addChild(client, { name: `Kid${i}` });
      expect((await client.post('/api/stories/generate', { childId: kid.id })).status).toBe(201);
      await client.delete(`/api/children/${kid.id}`);
    }
    const fourth = await addChild(client, { name: 'Kid3' });
    expect((await client.post('/api/stories/generate', { childId: fourth.id })).body).toMatchObject({
      code: 'NO_CREDITS',
    });
  });

  it('personalized_audio without an audio credit is refused with the audio message and spends nothing', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const starter = await parent(app, t, 'audio-starter@example.com', 'starter');
    const kid = await addChild(starter);
    expect(
      (await starter.post('/api/stories/generate', { childId: kid.id, storyType: 'personalized_audio' }))
        .body,
    ).toMatchObject({ code: 'NO_CREDITS', kind: 'audio' });
    expect(await textLeft(starter)).toBe(1);
    expect(await storyCount(starter)).toBe(0);
  });
  // Text and audio in one go: src/server/features/narration/cloud-audio.test.ts.
});

describe('a failed generation gives the credit back', () => {
  it('when the writer throws: 502 GENERATION_FAILED, credit back, no story', async () => {
    const app = appWith(t, { writer: fakeWriter({ throws: true }) });
    const client = await parent(app, t, 'throws@example.com', 'starter');
    const child = await addChild(client);
    const res = await client.post('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed });
    expect(await textLeft(client)).toBe(1);
    expect(await storyCount(client)).toBe(0);
  });

  it('when the story is unsafe twice: rewritten once with a new seed, then refused and refunded', async () => {
    const writer = fakeWriter({ unsafeAttempts: 2 });
    const app = appWith(t, { writer });
    const client = await parent(app, t, 'unsafe@example.com', 'starter');
    const child = await addChild(client);
    const res = await client.post('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(502);
    expect(writer.calls).toHaveLength(2);
    expect(writer.calls[0]?.seed).not.toBe(writer.calls[1]?.seed);
    expect(await textLeft(client)).toBe(1);
    expect(await storyCount(client)).toBe(0);
  });

  it('an unsafe first draft is rewritten, and the rewrite is saved', async () => {
    const writer = fakeWriter({ unsafeAttempts: 1 });
    const client = await parent(appWith(t, { writer }), t, 'rewrite@example.com', 'starter');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(201);
    expect(res.body.data.content).not.toContain('zombie');
    expect(writer.calls).toHaveLength(2);
    expect(await textLeft(client)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key returns the same story and spends once', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'idem@example.com', 'family');
    const child = await addChild(client);
    const headers = { 'Idempotency-Key': 'req-123' };
    const first = await client.post<{ data: TStory }>(
      '/api/stories/generate',
      { childId: child.id },
      headers,
    );
    const retry = await client.post<{ data: TStory }>(
      '/api/stories/generate',
      { childId: child.id },
      headers,
    );
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data).toEqual(first.body.data);
    expect(await textLeft(client, child.id)).toBe(0);
    expect(await storyCount(client)).toBe(1);
  });

  it('concurrent requests with one key write one story', async () => {
    const app = appWith(t, { writer: fakeWriter({ delayMs: 100 }) });
    const client = await parent(app, t, 'idem-race@example.com', 'family');
    const child = await addChild(client);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post<{ data: TStory }>(
          '/api/stories/generate',
          { childId: child.id },
          { 'Idempotency-Key': 'same' },
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(await storyCount(client)).toBe(1);
    expect(await textLeft(client, child.id)).toBe(0);
  });

  it('the same key with a different request body is refused with 422, spending nothing', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'idem-body@example.com', 'family');
    const a = await addChild(client, { name: 'Ada' });
    const b = await addChild(client, { name: 'Bo' });
    const key = { 'Idempotency-Key': 'req-body' };
    const first = await client.post<{ data: TStory }>(
      '/api/stories/generate',
      { childId: a.id, theme: 'space' },
      key,
    );
    expect(first.status).toBe(201);

    for (const other of [
      { childId: b.id, theme: 'space' },
      { childId: a.id, theme: 'ocean' },
      { childId: a.id, theme: 'space', customPrompt: 'with a dragon' },
    ]) {
      const res = await client.post('/api/stories/generate', other, key);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        error: STORY_MESSAGES.idempotencyKeyReused,
      });
    }
    expect(await textLeft(client, b.id)).toBe(1);
    expect(await storyCount(client)).toBe(1);

    // The same request written differently (defaults spelled out, spaces, blank options) is a retry.
    const retry = await client.post<{ data: TStory }>(
      '/api/stories/generate',
      { theme: 'space', childId: ` ${a.id} `, storyType: 'personalized_text', setting: '' },
      key,
    );
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('a failed attempt frees the key for a retry', async () => {
    const failing = appWith(t, { writer: fakeWriter({ throws: true }) });
    const client = await parent(failing, t, 'idem-fail@example.com', 'starter');
    const child = await addChild(client);
    expect(
      (await client.post('/api/stories/generate', { childId: child.id }, { 'Idempotency-Key': 'k1' })).status,
    ).toBe(502);
    const working = appWith(t, { writer: fakeWriter() });
    const retry = await working.request('/api/stories/generate', {
      method: 'POST',
      headers: {
        cookie: client.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'Idempotency-Key': 'k1',
      },
      body: JSON.stringify({ childId: child.id }),
    });
    expect(retry.status).toBe(201);
  });
});

describe('streaming (Accept: text/event-stream)', () => {
  const sse = { accept: 'text/event-stream' };

  it('sends text events, then done with the saved story', async () => {
    const client = await parent(appWith(t, { writer: fakeWriter() }), t, 'stream@example.com', 'starter');
    const child = await addChild(client);
    const res = await client.post('/api/stories/generate', { childId: child.id }, sse);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const events = parseSse(res.body);
    const texts = events.filter((e) => e.event === 'text');
    expect(texts.length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('done');
    const story = (events.at(-1)?.data as { data: TStory }).data;
    expect(texts.map((e) => e.data.chunk).join('')).toBe(story.content);
    expect((await client.get<{ data: TStory }>(`/api/stories/${story.id}`)).body.data).toEqual(story);
  });

  it('retracts an unsafe draft with reset, never sending its unsafe paragraph', async () => {
    const client = await parent(
      appWith(t, { writer: fakeWriter({ unsafeAttempts: 1 }) }),
      t,
      'stream-reset@example.com',
      'starter',
    );
    const child = await addChild(client);
    const events = parseSse((await client.post('/api/stories/generate', { childId: child.id }, sse)).body);
    expect(events.map((e) => e.event)).toContain('reset');
    expect(JSON.stringify(events)).not.toContain('zombie');
    const afterReset = events.slice(events.findIndex((e) => e.event === 'reset') + 1);
    const story = (events.at(-1)?.data as { data: TStory }).data;
    expect(
      afterReset
        .filter((e) => e.event === 'text')
        .map((e) => e.data.chunk)
        .join(''),
    ).toBe(story.content);
  });

  it('ends with an error event after a failure, and refunds; refusals before writing are JSON', async () => {
    const client = await parent(
      appWith(t, { writer: fakeWriter({ throws: true }) }),
      t,
      'stream-fail@example.com',
      'starter',
    );
    const child = await addChild(client);
    const events = parseSse((await client.post('/api/stories/generate', { childId: child.id }, sse)).body);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'GENERATION_FAILED', error: STORY_MESSAGES.generateFailed },
    });
    expect(await textLeft(client)).toBe(1);
    const invalid = await client.post('/api/stories/generate', { childId: '' }, sse);
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toContain('application/json');
  });
});

describe('entitlements', () => {
  it('are never read apart from the session: the guard puts them on the context for the handler', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'read-once@example.com', 'premium');
    const forUser = vi.spyOn(t.ctx.entitlements, 'forUser');
    try {
      // The session statement reads them (tests/integration/query-budget.test.ts counts it).
      const child = await addChild(client);
      expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
      expect(forUser).not.toHaveBeenCalled();
    } finally {
      forUser.mockRestore();
    }
  });
});
