import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { SERIES_MESSAGES, type TSeries, type TSeriesDetail } from '../../../shared/series.js';
import type { TStory } from '../../../shared/stories.js';
import { addChild, appWith, fakeWriter, parent } from '../../../../tests/support/features/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { users } from '../../platform/db/schema/identity.js';
import { storySeries } from '../../platform/db/schema/series.js';
import { creditUsage, stories } from '../../platform/db/schema/stories.js';
import { collectFamily } from '../account-export/collect.js';

/**
 * Series over HTTP (issue 27 part 4): POST /api/series starts one; POST /api/stories/generate
 * with its id writes the next chapter with the series' children and options, one story credit
 * each; a finished series is a 409, another family's a 404, a series whose child was deleted ends
 * (409). GET /api/series and /api/series/{id} show the chapters in order; the export has them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const userIdOf = async (email: string) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** Every plan has one story a day: a new day for the family, so the next chapter can be paid. */
const nextDay = async (email: string) =>
  t.ctx.db
    .update(creditUsage)
    .set({ used: 0 })
    .where(eq(creditUsage.userId, await userIdOf(email)));

const textLeft = async (client: TestClient, childId: string) =>
  (await client.get<{ text: { remaining: number } }>(`/api/stories/credits/status?childId=${childId}`)).body
    .text.remaining;

const storyCount = async (email: string) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(stories)
      .where(eq(stories.userId, await userIdOf(email)))
  )[0]?.n ?? 0;

describe('a series', () => {
  it('is started, written chapter by chapter (one credit each), then finished', async () => {
    const email = 'series-parent@example.com';
    const client = await parent(t.app, t, email, 'premium');
    const mia = await addChild(client, { name: 'Mia Example', age: 6 });
    const created = await client.post<{ data: TSeries }>('/api/series', {
      childIds: [mia.id],
      chapters: 3,
      theme: 'space',
      storyLength: 'short',
    });
    expect(created.status).toBe(201);
    const series = created.body.data;
    expect(series).toMatchObject({
      childIds: [mia.id],
      chapters: 3,
      written: 0,
      title: null,
      status: 'open',
      options: { theme: 'space', storyLength: 'short' },
    });

    const written: TStory[] = [];
    for (let chapter = 1; chapter <= 3; chapter++) {
      if (chapter > 1) await nextDay(email);
      expect(await textLeft(client, mia.id)).toBe(1);
      // The request's own options are not used: the series' are.
      const res = await client.post<{ data: TStory }>('/api/stories/generate', {
        seriesId: series.id,
        theme: 'ocean',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await textLeft(client, mia.id)).toBe(0);
      expect(res.body.data.theme).toBe('space');
      expect(res.body.data.storyLength).toBe('short');
      expect(res.body.data.childId).toBe(mia.id);
      written.push(res.body.data);
    }
    expect(written[0]?.content.split('\n\n')[0]).not.toMatch(
      /last (?:time|night)|the night before|the story so far/i,
    );
    expect(written[1]?.content.split('\n\n')[0]).toMatch(
      /last (?:time|night)|the night before|the story so far/i,
    );
    expect(written[2]?.content.split('\n\n')[0]).toMatch(
      /last (?:time|night)|the night before|the story so far/i,
    );

    await nextDay(email);
    const more = await client.post('/api/stories/generate', { seriesId: series.id });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ error: SERIES_MESSAGES.finished, code: 'CONFLICT' });
    expect(await textLeft(client, mia.id)).toBe(1);

    const detail = await client.get<{ data: TSeriesDetail }>(`/api/series/${series.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ written: 3, status: 'finished', title: written[0]?.title });
    expect(detail.body.data.stories.map((s) => [s.chapter, s.id])).toEqual(
      written.map((s, i) => [i + 1, s.id]),
    );
    const list = await client.get<{ data: TSeriesDetail[] }>('/api/series');
    expect(list.body.data.map((s) => s.id)).toEqual([series.id]);
    expect(list.body.data[0]?.stories.map((s) => s.chapter)).toEqual([1, 2, 3]);

    // The privacy export has the series and each chapter's place in it.
    const family = await collectFamily(t.ctx.db, await userIdOf(email), new Date());
    expect(family.json.series).toEqual([
      expect.objectContaining({ id: series.id, chapters: 3, written: 3, status: 'finished' }),
    ]);
    const exported = family.json.stories as { id: string; seriesId: string; chapter: number }[];
    expect(exported.filter((s) => s.seriesId === series.id).map((s) => s.chapter)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );

    // Deleting a chapter's story leaves the series as it was, without that chapter on its shelf.
    expect((await client.delete(`/api/stories/${written[1]?.id}`)).status).toBe(200);
    const after = await client.get<{ data: TSeriesDetail }>(`/api/series/${series.id}`);
    expect(after.body.data).toMatchObject({ written: 3, status: 'finished' });
    expect(after.body.data.stories.map((s) => s.chapter)).toEqual([1, 3]);

    // Deleting the account takes its series.
    const userId = await userIdOf(email);
    await t.ctx.db.delete(users).where(eq(users.id, userId));
    const left = await t.ctx.db.select().from(storySeries).where(eq(storySeries.userId, userId));
    expect(left).toEqual([]);
  });

  it('gives the writer the series block: chapter, count, what chapter 1 kept, the last event', async () => {
    const writer = fakeWriter();
    const app = appWith(t, { writer });
    const email = 'series-writer@example.com';
    const client = await parent(app, t, email, 'premium');
    const kid = await addChild(client, { name: 'Ada' });
    const { body } = await client.post<{ data: TSeries }>('/api/series', { childIds: [kid.id], chapters: 4 });
    expect((await client.post('/api/stories/generate', { seriesId: body.data.id })).status).toBe(201);
    await nextDay(email);
    expect((await client.post('/api/stories/generate', { seriesId: body.data.id })).status).toBe(201);
    expect(writer.calls[0]?.series).toMatchObject({ chapter: 1, chapters: 4, planIds: [] });
    expect(writer.calls[1]?.series).toMatchObject({ chapter: 2, chapters: 4, lastTitle: 'Ada and the Moon' });
  });

  it('writes a chapter once when two tabs ask at the same time: the other is a 409, its credit back', async () => {
    const app = appWith(t, { writer: fakeWriter({ delayMs: 150 }) });
    const email = 'series-race@example.com';
    // A new family: the welcome story and the day's credit, so both requests are paid for.
    const client = await parent(app, t, email, 'premium', { welcome: 'new' });
    const kid = await addChild(client, { name: 'Kit' });
    const { body } = await client.post<{ data: TSeries }>('/api/series', { childIds: [kid.id], chapters: 3 });
    const [one, two] = await Promise.all([
      client.post('/api/stories/generate', { seriesId: body.data.id }),
      client.post('/api/stories/generate', { seriesId: body.data.id }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one.body, two.body]).toContainEqual(
      expect.objectContaining({ error: SERIES_MESSAGES.chapterTaken }),
    );
    expect(await storyCount(email)).toBe(1);
    const detail = await client.get<{ data: TSeriesDetail }>(`/api/series/${body.data.id}`);
    expect(detail.body.data.written).toBe(1);
    // The refused one's credit came back: the next chapter can be written today.
    expect((await client.post('/api/stories/generate', { seriesId: body.data.id })).status).toBe(201);
  });

  it("is another family's: 404 to read and to write, nothing spent", async () => {
    const owner = await parent(t.app, t, 'series-owner@example.com', 'premium');
    const kid = await addChild(owner, { name: 'Bo' });
    const { body } = await owner.post<{ data: TSeries }>('/api/series', { childIds: [kid.id], chapters: 3 });
    const other = await parent(t.app, t, 'series-other@example.com', 'premium');
    const otherKid = await addChild(other, { name: 'Cy' });
    const write = await other.post('/api/stories/generate', { seriesId: body.data.id });
    expect(write.status).toBe(404);
    expect(write.body).toMatchObject({ error: SERIES_MESSAGES.notFound });
    expect((await other.get(`/api/series/${body.data.id}`)).status).toBe(404);
    expect(await textLeft(other, otherKid.id)).toBe(1);
    // And a series for another family's child is refused, with nothing written.
    const theirs = await other.post('/api/series', { childIds: [kid.id], chapters: 3 });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: CHILD_MESSAGES.notFound });
    const rows = await t.ctx.db
      .select()
      .from(storySeries)
      .where(eq(storySeries.userId, await userIdOf('series-other@example.com')));
    expect(rows).toEqual([]);
  });

  it('is for siblings on the Family plan, each chapter told for both (the rules of findStoryChildren)', async () => {
    const family = await parent(t.app, t, 'series-family@example.com', 'family');
    const [fa, fb] = [await addChild(family, { name: 'Flo' }), await addChild(family, { name: 'Gus' })];
    const ok = await family.post<{ data: TSeries }>('/api/series', { childIds: [fa.id, fb.id], chapters: 5 });
    expect(ok.status).toBe(201);
    expect(ok.body.data.childName).toBe('Flo and Gus');
    const chapter = await family.post<{ data: TStory }>('/api/stories/generate', {
      seriesId: ok.body.data.id,
    });
    expect(chapter.status).toBe(201);
    expect(chapter.body.data.childName).toBe('Flo and Gus');
  });

  it('ends when one of its children is deleted: 409, nothing spent', async () => {
    const email = 'series-ended@example.com';
    const client = await parent(t.app, t, email, 'family');
    const [a, b] = [await addChild(client, { name: 'Hal' }), await addChild(client, { name: 'Ivy' })];
    const { body } = await client.post<{ data: TSeries }>('/api/series', {
      childIds: [a.id, b.id],
      chapters: 3,
    });
    expect((await client.delete(`/api/children/${b.id}`)).status).toBe(200);
    const write = await client.post('/api/stories/generate', { seriesId: body.data.id });
    expect(write.status).toBe(409);
    expect(write.body).toMatchObject({ error: SERIES_MESSAGES.ended });
    expect(await textLeft(client, a.id)).toBe(1);
    expect(await storyCount(email)).toBe(0);
    const detail = await client.get<{ data: TSeries }>(`/api/series/${body.data.id}`);
    expect(detail.body.data.status).toBe('ended');
  });

  it('refuses a chapter count outside 3 to 7 and an unknown field', async () => {
    const client = await parent(t.app, t, 'series-invalid@example.com', 'premium');
    const kid = await addChild(client, { name: 'Jo' });
    for (const chapters of [2, 8, 4.5]) {
      const res = await client.post('/api/series', { childIds: [kid.id], chapters });
      expect(res.status).toBe(400);
    }
    expect((await client.post('/api/series', { childIds: [kid.id], chapters: 3, bogus: 1 })).status).toBe(
      400,
    );
    const rows = await t.ctx.db
      .select()
      .from(storySeries)
      .where(and(eq(storySeries.userId, await userIdOf('series-invalid@example.com'))));
    expect(rows).toEqual([]);
  });
});
