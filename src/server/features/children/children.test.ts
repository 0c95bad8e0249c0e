import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChild } from '../../../shared/children.js';
import { CHILD_MESSAGES, SUBSCRIPTION_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { subscriptions } from '../../platform/db/schema/billing.js';
import { children } from '../../platform/db/schema/stories.js';
import { addChild, CHILD, parent } from '../../../../tests/support/features/stories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('child profile validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: undefined }, 'name', VALIDATION_MESSAGES.nameRequired],
    ['blank name', { name: '   ' }, 'name', VALIDATION_MESSAGES.nameRequired],
    ['name too long', { name: 'x'.repeat(51) }, 'name', CHILD_MESSAGES.textTooLong('Name', 50)],
    ['missing age', { age: undefined }, 'age', VALIDATION_MESSAGES.ageRange],
    ['age -1', { age: -1 }, 'age', VALIDATION_MESSAGES.ageRange],
    ['age 13', { age: 13 }, 'age', VALIDATION_MESSAGES.ageRange],
    ['age 2.5', { age: 2.5 }, 'age', VALIDATION_MESSAGES.ageRange],
    ["age 'five'", { age: 'five' }, 'age', VALIDATION_MESSAGES.ageRange],
    ['bad reading level', { readingLevel: 'expert' }, 'readingLevel', CHILD_MESSAGES.readingLevelRequired],
    [
      'missing reading level',
      { readingLevel: undefined },
      'readingLevel',
      CHILD_MESSAGES.readingLevelRequired,
    ],
    ['bad tone', { storyTone: 'scary' }, 'storyTone', CHILD_MESSAGES.storyToneRequired],
    [
      '11 interests',
      { interests: Array.from({ length: 11 }, (_, i) => `thing ${i}`) },
      'interests',
      CHILD_MESSAGES.listTooLong('interests', 10),
    ],
    [
      'interest too long',
      { interests: ['x'.repeat(41)] },
      'interests.0',
      CHILD_MESSAGES.itemTooLong('interests', 40),
    ],
    ['fears not a list', { fears: 'the dark' }, 'fears', 'Please give the fears as a list of words'],
    [
      'favourite character too long',
      { favoriteCharacter: 'x'.repeat(61) },
      'favoriteCharacter',
      CHILD_MESSAGES.textTooLong('Favourite character', 60),
    ],
    ['unknown field', { surname: 'Smith' }, '_', CHILD_MESSAGES.unknownField('surname')],
    ['unknown pronouns', { pronouns: 'xe/xem' }, 'pronouns', CHILD_MESSAGES.pronounsInvalid],
    ['pronouns not text', { pronouns: { she: 'her' } }, 'pronouns', CHILD_MESSAGES.pronounsInvalid],
  ];

  let client: TestClient;
  beforeAll(async () => {
    client = await parent(t.app, t, 'validation@example.com', 'starter');
  });

  it.each(cases)('refuses %s with a 400 and a clear message', async (_label, change, field, message) => {
    const res = await client.post('/api/children', { ...CHILD, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', error: message });
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect((await client.get<{ data: TChild[] }>('/api/children')).body.data).toHaveLength(0);
  });

  it('trims the name, drops blank list entries and stores no favourite character as null', async () => {
    const client = await parent(t.app, t, 'trim@example.com', 'starter');
    const child = await addChild(client, {
      name: '  Leo  ',
      interests: [' trains ', ''],
      favoriteCharacter: '',
      fears: undefined,
    });
    expect(child).toMatchObject({ name: 'Leo', interests: ['trains'], favoriteCharacter: null, fears: [] });
  });
});

describe('child pronouns', () => {
  it('are optional, kept, changed and cleared; the story writer is told them', async () => {
    const client = await parent(t.app, t, 'pronouns@example.com', 'family');
    const none = await addChild(client, { name: 'Ava' });
    expect(none.pronouns).toBeNull();
    const created = await addChild(client, { name: 'Sam', pronouns: 'they/them' });
    expect(created.pronouns).toBe('they/them');
    const changed = await client.put<{ data: TChild }>(`/api/children/${created.id}`, { pronouns: 'he/him' });
    expect(changed.body.data.pronouns).toBe('he/him');
    const listed = (await client.get<{ data: TChild[] }>('/api/children')).body.data;
    expect(listed.find((c) => c.id === created.id)?.pronouns).toBe('he/him');
    const cleared = await client.put<{ data: TChild }>(`/api/children/${created.id}`, { pronouns: '' });
    expect(cleared.body.data.pronouns).toBeNull();
    const row = await t.ctx.db.select().from(children).where(eq(children.id, created.id));
    expect(row[0]?.pronouns).toBeNull();
  });
});

describe('child profiles CRUD and ownership', () => {
  it('creates, lists, updates (partially) and deletes', async () => {
    const client = await parent(t.app, t, 'crud@example.com', 'premium');
    const created = await client.post<{ data: TChild }>('/api/children', CHILD);
    expect(created.status).toBe(201);
    const child = created.body.data;
    expect(child).toMatchObject({
      name: CHILD.name,
      age: 6,
      readingLevel: 'intermediate',
      storyTone: 'magical',
      interests: ['dragons', 'stars'],
      favoriteCharacter: 'a kind owl',
      fears: ['spiders'],
    });
    expect((await client.get<{ data: TChild[] }>('/api/children')).body.data.map((c) => c.id)).toEqual([
      child.id,
    ]);

    const updated = await client.put<{ data: TChild }>(`/api/children/${child.id}`, {
      age: 7,
      storyTone: 'funny',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: child.id,
      name: CHILD.name,
      age: 7,
      storyTone: 'funny',
      interests: ['dragons', 'stars'],
    });
    expect((await client.put(`/api/children/${child.id}`, { age: 13 })).status).toBe(400);
    expect((await client.put(`/api/children/${child.id}`, {})).body).toMatchObject({
      code: 'VALIDATION',
      error: CHILD_MESSAGES.nothingToUpdate,
    });

    expect((await client.delete(`/api/children/${child.id}`)).body).toEqual({ success: true });
    expect((await client.get<{ data: TChild[] }>('/api/children')).body.data).toEqual([]);
    expect((await client.delete(`/api/children/${child.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's child on PUT and DELETE, and never lists it", async () => {
    const owner = await parent(t.app, t, 'owner@example.com', 'starter');
    const other = await parent(t.app, t, 'other@example.com', 'starter');
    const child = await addChild(owner);
    const put = await other.put(`/api/children/${child.id}`, { name: 'Hacked' });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ code: 'NOT_FOUND', error: CHILD_MESSAGES.notFound });
    expect((await other.delete(`/api/children/${child.id}`)).status).toBe(404);
    expect((await other.put('/api/children/not-a-uuid', { name: 'X' })).status).toBe(404);
    expect((await other.get<{ data: TChild[] }>('/api/children')).body.data).toEqual([]);
    expect((await owner.get<{ data: TChild[] }>('/api/children')).body.data[0]).toMatchObject({
      name: CHILD.name,
    });
  });

  it('needs an active subscription (403 with upgradeRequired), a verified e-mail and a session', async () => {
    const free = await parent(t.app, t, 'free@example.com', 'none');
    for (const res of [await free.get('/api/children'), await free.post('/api/children', CHILD)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        upgradeRequired: true,
        error: SUBSCRIPTION_MESSAGES.subscriptionRequired,
      });
    }
    const anonymous = await t.app.request('/api/children');
    expect(anonymous.status).toBe(401);
  });

  it('lets a parent whose subscription lapsed still delete a child profile', async () => {
    const client = await parent(t.app, t, 'lapsed@example.com', 'starter');
    const child = await addChild(client);
    const me = await client.get<{ uid: string }>('/api/auth/me');
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, me.body.uid));
    t.ctx.entitlements.invalidate(me.body.uid);
    expect((await client.put(`/api/children/${child.id}`, { name: 'Late' })).status).toBe(403);
    expect((await client.delete(`/api/children/${child.id}`)).body).toEqual({ success: true });
  });
});

describe('the plan caps the number of child profiles, also under concurrent requests', () => {
  async function fire(email: string, plan: 'starter' | 'family' | 'family_annual', n: number) {
    const client = await parent(t.app, t, email, plan);
    const replies = await Promise.all(
      Array.from({ length: n }, (_, i) => client.post('/api/children', { ...CHILD, name: `Kid ${i}` })),
    );
    const listed = (await client.get<{ data: TChild[] }>('/api/children')).body.data;
    return { client, replies, listed };
  }

  it('Starter: 10 concurrent POSTs create exactly 1; the others are LIMIT_REACHED', async () => {
    const { replies, listed } = await fire('cap-starter@example.com', 'starter', 10);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({
        code: 'LIMIT_REACHED',
        error: CHILD_MESSAGES.limitReached(1),
        limit: 1,
      });
    }
    expect(listed).toHaveLength(1);
  });

  it('Family: 10 concurrent POSTs create exactly 3', async () => {
    const { replies, listed } = await fire('cap-family@example.com', 'family', 10);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(
      replies.filter((r) => r.status === 403).every((r) => r.body.error === CHILD_MESSAGES.limitReached(3)),
    ).toBe(true);
    expect(listed).toHaveLength(3);
  });

  it('Family annual: cap 3; deleting one frees a place', async () => {
    const { client, listed } = await fire('cap-family-annual@example.com', 'family_annual', 4);
    expect(listed).toHaveLength(3);
    expect((await client.post('/api/children', CHILD)).status).toBe(403);
    await client.delete(`/api/children/${listed[0]?.id}`);
    expect((await client.post('/api/children', CHILD)).status).toBe(201);
  });
});
