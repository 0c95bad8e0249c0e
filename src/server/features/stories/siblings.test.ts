import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { SIBLING_MESSAGES } from '../../../shared/siblings.js';
import type { TStory } from '../../../shared/stories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { FREE_ACCESS } from '../../platform/entitlements.js';
import type { StoryChild } from './abilities.js';
import { addChild, appWith, fakeWriter, parent } from '../../../../tests/support/features/stories.js';
import { findStoryChildren } from './writer-input.js';
import { ZStoryGenerateRequest } from '../../../shared/stories.js';

/**
 * Siblings in one story over HTTP (issue 27): POST /api/stories/generate with childIds writes one
 * story for two or three of the family's children, spending one credit from the first; a list
 * with another family's child, a child twice, more than three, or a plan without siblings is
 * refused with nothing spent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const textLeft = async (client: TestClient, childId: string) =>
  (await client.get<{ text: { remaining: number } }>(`/api/stories/credits/status?childId=${childId}`)).body
    .text.remaining;

describe('a story for siblings', () => {
  it('is one story for both children, from the first one’s credit, told for the youngest', async () => {
    const writer = fakeWriter();
    const app = appWith(t, { writer });
    const client = await parent(app, t, 'siblings@example.com', 'family');
    const mia = await addChild(client, {
      name: 'Mia Example',
      age: 7,
      fears: ['spiders'],
      pronouns: 'she/her',
    });
    const leo = await addChild(client, {
      name: 'Leo Example',
      age: 4,
      interests: ['diggers'],
      fears: ['the dark'],
      pronouns: 'he/him',
    });
    const res = await client.post<{ data: TStory }>('/api/stories/generate', { childIds: [mia.id, leo.id] });
    expect(res.status).toBe(201);
    expect(res.body.data.childId).toBe(mia.id);
    expect(res.body.data.childName).toBe('Mia Example and Leo Example');
    const input = writer.calls[0];
    expect(input?.childName).toBe('Mia');
    expect(input?.age).toBe(4);
    expect(input?.fears).toEqual(expect.arrayContaining(['spiders', 'the dark']));
    expect(input?.siblings).toEqual([
      { childName: 'Leo', age: 4, pronouns: 'he/him', interests: ['diggers'] },
    ]);
    // Surnames never reach a writer.
    expect(JSON.stringify(input)).not.toContain('Example');
    expect(await textLeft(client, mia.id)).toBe(0);
    expect(await textLeft(client, leo.id)).toBe(1);
  });

  it("is found under each child's filter and heard by each; a sibling deleted leaves the list", async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'siblings-shelf@example.com', 'family');
    const [ana, ben, cai] = [
      await addChild(client, { name: 'Ana' }),
      await addChild(client, { name: 'Ben' }),
      await addChild(client, { name: 'Cai' }),
    ];
    const together = await client.post<{ data: TStory }>('/api/stories/generate', {
      childIds: [ana.id, ben.id],
    });
    // Each child has one story credit on this plan: Cai's pays for a story of his own.
    const alone = await client.post<{ data: TStory }>('/api/stories/generate', { childIds: [cai.id] });
    const ids = (body: { data: { id: string }[] }) => body.data.map((s) => s.id);
    const shelf = async (childId: string) =>
      ids((await client.get<{ data: { id: string }[] }>(`/api/stories?childId=${childId}`)).body);
    expect(await shelf(ana.id)).toEqual([together.body.data.id]);
    expect(await shelf(ben.id)).toEqual([together.body.data.id]);
    expect(await shelf(cai.id)).toEqual([alone.body.data.id]);
    const byChild = await client.get<{ data: TStory[] }>(`/api/stories/child/${ben.id}`);
    expect(ids(byChild.body)).toEqual([together.body.data.id]);
    // Ben heard it: his next story is told knowing that plot.
    const owner = await t.ctx.database.sql.query<{ user_id: string }>(
      'SELECT user_id FROM story WHERE id = $1',
      [together.body.data.id],
    );
    const memory = await t.ctx.stories.repository.memoryFor(owner.rows[0]?.user_id ?? '', ben.id);
    expect(memory.titles).toContain(together.body.data.title);
    // Cai's own story is his sister's and brother's family memory (its plot), not their own.
    await t.ctx.database.sql.query("UPDATE story SET plan_id = 'cai-plot' WHERE id = $1", [
      alone.body.data.id,
    ]);
    await t.ctx.database.sql.query("UPDATE story SET plan_id = 'shared-plot' WHERE id = $1", [
      together.body.data.id,
    ]);
    const bens = await t.ctx.stories.repository.memoryFor(owner.rows[0]?.user_id ?? '', ben.id);
    expect(bens.planIds).toEqual(['shared-plot']);
    expect(bens.familyPlanIds).toEqual(['cai-plot']);
    expect(bens.titles).not.toContain(alone.body.data.title);

    expect((await client.delete(`/api/children/${ben.id}`)).status).toBeLessThan(300);
    const [row] = await t.ctx.database.sql
      .query<{ sibling_ids: string[] }>('SELECT sibling_ids FROM story WHERE id = $1', [
        together.body.data.id,
      ])
      .then((r) => r.rows);
    expect(row?.sibling_ids).toEqual([]);
    expect(await shelf(ana.id)).toContain(together.body.data.id);
    // The whole account going (children and stories by cascade) is not held up by the trigger.
    const user = owner.rows[0]?.user_id ?? '';
    await t.ctx.database.sql.query('DELETE FROM "user" WHERE id = $1', [user]);
    const left = await t.ctx.database.sql.query('SELECT id FROM story WHERE user_id = $1', [user]);
    expect(left.rows).toEqual([]);
  });

  it('names the first child with childId and keeps it first', async () => {
    const writer = fakeWriter();
    const app = appWith(t, { writer });
    const client = await parent(app, t, 'siblings-first@example.com', 'family');
    const a = await addChild(client, { name: 'Ada' });
    const b = await addChild(client, { name: 'Bram' });
    const res = await client.post<{ data: TStory }>('/api/stories/generate', {
      childId: b.id,
      childIds: [a.id, b.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.childId).toBe(b.id);
    expect(writer.calls[0]?.childName).toBe('Bram');
    expect(writer.calls[0]?.siblings?.map((s) => s.childName)).toEqual(['Ada']);
  });

  it("refuses another family's child with a 404 and spends nothing", async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const other = await parent(app, t, 'siblings-other@example.com', 'family');
    const stranger = await addChild(other, { name: 'Stranger' });
    const client = await parent(app, t, 'siblings-own@example.com', 'family');
    const own = await addChild(client, { name: 'Own' });
    const res = await client.post('/api/stories/generate', { childIds: [own.id, stranger.id] });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: CHILD_MESSAGES.notFound });
    expect(await textLeft(client, own.id)).toBe(1);
    expect((await client.get<{ data: TStory[] }>('/api/stories/all')).body.data).toHaveLength(0);
  });

  it('refuses a child twice, more than three, and a childId outside the list, with the reason', async () => {
    const app = appWith(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'siblings-bad@example.com', 'family');
    const a = await addChild(client, { name: 'Ada' });
    const b = await addChild(client, { name: 'Bo' });
    const cases: [unknown, string][] = [
      [{ childIds: [a.id, a.id] }, SIBLING_MESSAGES.duplicate],
      [{ childIds: [a.id, b.id, crypto.randomUUID(), crypto.randomUUID()] }, SIBLING_MESSAGES.tooMany],
      [{ childId: crypto.randomUUID(), childIds: [a.id, b.id] }, SIBLING_MESSAGES.firstNotListed],
      [{ childIds: 'not a list' }, SIBLING_MESSAGES.childIdsInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await client.post<{ error: string }>('/api/stories/generate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await textLeft(client, a.id)).toBe(1);
  });
});

describe('findStoryChildren', () => {
  const kid = (id: string): StoryChild => ({
    id,
    name: id,
    age: 5,
    readingLevel: 'beginner',
    storyTone: 'calming',
    interests: [],
    favoriteCharacter: null,
    fears: [],
    pronouns: null,
  });
  const finder = { findOwned: (_u: string, id: string) => Promise.resolve(kid(id)) };
  const request = ZStoryGenerateRequest.parse({ childIds: ['a', 'b'] });

  it('refuses siblings on a plan without them (a parent who left Family keeps their children)', async () => {
    await expect(
      findStoryChildren(finder, 'u', { ...FREE_ACCESS, planType: 'premium', active: true }, request),
    ).rejects.toMatchObject({ status: 403, message: SIBLING_MESSAGES.familyOnly });
    const both = await findStoryChildren(
      finder,
      'u',
      { ...FREE_ACCESS, planType: 'family', active: true },
      request,
    );
    expect(both.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
