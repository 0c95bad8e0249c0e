import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import type { TCreditStatus } from '../../../shared/credits.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { App } from '../../app.js';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/identity.js';
import { addChild, appWith, fakeWriter, parent } from '../../../../tests/support/features/stories.js';

let t: TestApp;
let app: App;
/** The pinned clock: 2025-01-15 03:30 UTC is 22:30 on the 14th in New York. */
let nowMs = Date.parse('2025-01-15T03:30:00Z');
beforeAll(async () => {
  t = await createTestApp();
  app = appWith(t, { writer: fakeWriter(), now: () => new Date(nowMs) });
});
afterAll(async () => t.close());

const status = async (client: TestClient, query = '') =>
  (await client.get<TCreditStatus>(`/api/stories/credits/status${query}`)).body;

async function inZone(client: TestClient, timeZone: string) {
  expect((await client.put('/api/auth/profile', { timeZone })).status).toBe(200);
}

describe('GET /api/stories/credits/status', () => {
  it("resets at the user's local midnight, not UTC's", async () => {
    nowMs = Date.parse('2025-01-15T03:30:00Z');
    const client = await parent(app, t, 'ny@example.com', 'premium');
    await inZone(client, 'America/New_York');
    const child = await addChild(client);

    expect(await status(client)).toEqual({
      text: { remaining: 1, dailyLimit: 1 },
      audio: { remaining: 1, dailyLimit: 1 },
      plan: 'premium',
      planType: 'premium',
      perChild: false,
      childId: null,
      resetTime: '2025-01-15T05:00:00.000Z',
      resetsInMs: 90 * 60_000,
      timeZone: 'America/New_York',
      welcome: { available: false, storyId: null },
    });

    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    expect((await status(client)).text).toEqual({ remaining: 0, dailyLimit: 1 });

    // 04:59 UTC: still the 14th in New York (though long past UTC midnight).
    nowMs = Date.parse('2025-01-15T04:59:00Z');
    expect((await client.post('/api/stories/generate', { childId: child.id })).body).toMatchObject({
      code: 'NO_CREDITS',
    });
    expect((await status(client)).resetsInMs).toBe(60_000);

    // 05:00 UTC: local midnight, a new day and a new credit.
    nowMs = Date.parse('2025-01-15T05:00:00Z');
    expect(await status(client)).toMatchObject({
      text: { remaining: 1 },
      resetTime: '2025-01-16T05:00:00.000Z',
    });
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
  });

  it('in a zone ahead of UTC the day has already turned', async () => {
    nowMs = Date.parse('2025-01-15T16:00:00Z');
    const client = await parent(app, t, 'tokyo@example.com', 'starter');
    await inZone(client, 'Asia/Tokyo');
    expect(await status(client)).toMatchObject({
      text: { remaining: 1, dailyLimit: 1 },
      audio: { remaining: 0, dailyLimit: 0 },
      plan: 'starter',
      resetTime: '2025-01-16T15:00:00.000Z',
      resetsInMs: 23 * 3_600_000,
    });
  });

  it('Family: per child with ?childId=, the sum over children without it', async () => {
    nowMs = Date.parse('2025-03-01T12:00:00Z');
    const client = await parent(app, t, 'family-status@example.com', 'family');
    const a = await addChild(client, { name: 'Ada' });
    const b = await addChild(client, { name: 'Bo' });
    expect(await status(client)).toMatchObject({
      perChild: true,
      childId: null,
      text: { remaining: 2, dailyLimit: 2 },
      audio: { remaining: 2, dailyLimit: 2 },
    });
    await client.post('/api/stories/generate', { childId: a.id });
    expect(await status(client, `?childId=${a.id}`)).toMatchObject({
      childId: a.id,
      text: { remaining: 0, dailyLimit: 1 },
    });
    expect(await status(client, `?childId=${b.id}`)).toMatchObject({
      childId: b.id,
      text: { remaining: 1, dailyLimit: 1 },
    });
    expect(await status(client)).toMatchObject({ text: { remaining: 1, dailyLimit: 2 } });
  });

  it("answers 404 for another user's child", async () => {
    const owner = await parent(app, t, 'fam-owner@example.com', 'family');
    const other = await parent(app, t, 'fam-other@example.com', 'family');
    const child = await addChild(owner);
    const res = await other.get(`/api/stories/credits/status?childId=${child.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', error: CHILD_MESSAGES.notFound });
  });

  it('without a plan: zero limits on the free plan, not an error', async () => {
    const client = await parent(app, t, 'free-status@example.com', 'none');
    expect(await status(client)).toMatchObject({
      text: { remaining: 0, dailyLimit: 0 },
      audio: { remaining: 0, dailyLimit: 0 },
      plan: 'free',
      planType: 'free',
    });
  });

  it('needs a session', async () => {
    expect((await app.request('/api/stories/credits/status')).status).toBe(401);
  });
});

describe('editing the time zone does not move the credit day', () => {
  it('Pago Pago then Kiritimati the same real day give no second story; the new zone counts from the next day', async () => {
    nowMs = Date.parse('2025-02-10T10:00:00Z');
    const client = await parent(app, t, 'zone-hopper@example.com', 'starter');
    await inZone(client, 'UTC');
    const child = await addChild(client);
    const generate = () => client.post('/api/stories/generate', { childId: child.id });
    expect((await generate()).status).toBe(201);

    // Pago Pago (UTC-11) is still the 9th, Kiritimati (UTC+14) already the 11th: neither is a new day.
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      await inZone(client, zone);
      expect((await generate()).body).toMatchObject({ code: 'NO_CREDITS' });
      expect(await status(client)).toMatchObject({
        text: { remaining: 0 },
        timeZone: 'UTC',
        resetTime: '2025-02-11T00:00:00.000Z',
        resetsInMs: 14 * 3_600_000,
      });
    }

    // The UTC day is over: Kiritimati decides now. Its midnight at 10:00Z would make a 10-hour
    // day, so this credit day runs to the next one, and the status says so.
    nowMs = Date.parse('2025-02-11T00:00:00Z');
    expect(await status(client)).toMatchObject({
      text: { remaining: 1 },
      timeZone: 'Pacific/Kiritimati',
      resetTime: '2025-02-12T10:00:00.000Z',
    });
    expect((await generate()).status).toBe(201);
    nowMs = Date.parse('2025-02-11T10:00:00Z');
    expect((await generate()).body).toMatchObject({ code: 'NO_CREDITS' });
    expect((await status(client)).resetsInMs).toBe(24 * 3_600_000);
    nowMs = Date.parse('2025-02-12T10:00:00Z');
    expect((await generate()).status).toBe(201);
  });

  it('a status read does not pin the day: editing the zone before the first spend still counts', async () => {
    nowMs = Date.parse('2025-02-10T10:00:00Z');
    const client = await parent(app, t, 'zone-before@example.com', 'starter');
    expect((await status(client)).timeZone).toBe('UTC');
    await inZone(client, 'Asia/Tokyo');
    expect(await status(client)).toMatchObject({
      timeZone: 'Asia/Tokyo',
      resetTime: '2025-02-10T15:00:00.000Z',
    });
  });
});

describe('the welcome story, on the house', () => {
  it("a family's first story spends no credit; the second the same day does, and is allowed", async () => {
    nowMs = Date.parse('2025-03-01T18:00:00Z');
    const client = await parent(app, t, 'welcome-new@example.com', 'premium', { welcome: 'new' });
    const child = await addChild(client);
    expect((await status(client)).welcome).toEqual({ available: true, storyId: null });

    const first = await client.post<{ data: { id: string } }>('/api/stories/generate', { childId: child.id });
    expect(first.status).toBe(201);
    const after = await status(client);
    expect(after.text).toEqual({ remaining: 1, dailyLimit: 1 });
    expect(after.welcome).toEqual({ available: false, storyId: first.body.data.id });

    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    expect((await status(client)).text).toEqual({ remaining: 0, dailyLimit: 1 });
    expect((await client.post('/api/stories/generate', { childId: child.id })).body).toMatchObject({
      code: 'NO_CREDITS',
    });
  });

  it('a failed first story gives the gift back', async () => {
    const failing = appWith(t, { writer: fakeWriter({ throws: true }), now: () => new Date(nowMs) });
    const client = await parent(failing, t, 'welcome-fails@example.com', 'starter', { welcome: 'new' });
    const child = await addChild(client);
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(502);
    expect(await status(client)).toMatchObject({
      text: { remaining: 1 },
      welcome: { available: true, storyId: null },
    });
  });

  it('is given once per e-mail address: a deleted and re-made account, or a re-made child, pays', async () => {
    const email = 'Welcome-Again@example.com';
    const first = await parent(app, t, email.toLowerCase(), 'starter', { welcome: 'new' });
    const child = await addChild(first);
    expect((await first.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    expect((await first.delete(`/api/children/${child.id}`)).status).toBeLessThan(300);
    const remade = await addChild(first);
    expect((await first.post('/api/stories/generate', { childId: remade.id })).status).toBe(201);
    expect((await status(first)).text.remaining).toBe(0);

    await t.ctx.db.delete(users).where(eq(users.email, email.toLowerCase()));
    const again = await parent(app, t, email.toLowerCase(), 'starter', { welcome: 'new' });
    const child2 = await addChild(again);
    expect((await status(again)).welcome.available).toBe(false);
    expect((await again.post('/api/stories/generate', { childId: child2.id })).status).toBe(201);
    expect((await status(again)).text.remaining).toBe(0);
  });

  it('a family without a live plan is offered no gift', async () => {
    const client = await parent(app, t, 'welcome-noplan@example.com', 'none', { welcome: 'new' });
    expect((await status(client)).welcome.available).toBe(false);
  });
});
