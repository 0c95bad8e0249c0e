import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { ZStory, ZStoryPage, type TStoryPage } from '../../../shared/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { App } from '../../app.js';
import { stories } from '../../platform/db/schema/stories.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';

/** Issue 14: the library a page at a time (keyset on created_at, id), filtered in SQL, with ETags. */

let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(async () => t.close());

interface Family {
  client: TestClient;
  userId: string;
  childIds: string[];
}

async function family(email: string, kids = 1): Promise<Family> {
  const client = await parent(app, t, email, 'family');
  const childIds: string[] = [];
  for (let i = 0; i < kids; i++) childIds.push((await addChild(client, { name: `Kid ${i}` })).id);
  const me = await client.get<{ uid: string }>('/api/auth/me');
  return { client, userId: me.body.uid, childIds };
}

interface StorySpec {
  title: string;
  childId?: string;
  theme?: string;
  audio?: boolean;
  /** Seconds before now; equal values make equal created_at (ties broken by id). */
  age?: number;
  content?: string;
}

/** Writes stories straight into the table, with the created_at each spec asks for. */
async function insert(f: Family, specs: StorySpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = await t.ctx.db
    .insert(stories)
    .values(
      specs.map((s, i) => ({
        userId: f.userId,
        childId: s.childId ?? f.childIds[0],
        childName: 'Kid',
        title: s.title,
        content: s.content ?? `The story of ${s.title}. `.repeat(30),
        theme: s.theme ?? 'bedtime',
        storyType: 'personalized_text',
        storyLength: 'short',
        wordCount: 150,
        readingTime: 2,
        seed: i,
        writer: 'local',
        audio: s.audio ? { audioUrl: `/audio/${i}`, mimeType: 'audio/mpeg', duration: 61.5 } : null,
        createdAt: sql`now() - make_interval(secs => ${s.age ?? specs.length - i})`,
      })),
    )
    .returning({ id: stories.id });
  t.ctx.readCache.invalidateUser(f.userId); // written behind the repository's back
  return rows.map((r) => r.id);
}

async function page(f: Family, query = ''): Promise<TStoryPage> {
  const res = await f.client.get<TStoryPage>(`/api/stories${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZStoryPage.parse(res.body);
}

/** Follows nextCursor to the end; answers every page's titles. */
async function allPages(f: Family, query: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '?';
    const p: TStoryPage = await page(f, cursor ? `${query}${sep}cursor=${cursor}` : query);
    pages.push(p.data.map((s) => s.title));
    cursor = p.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('GET /api/stories pages', () => {
  it('answers an empty library with no stories, no cursor and no themes', async () => {
    const f = await family('empty-lib@example.com');
    expect(await page(f)).toEqual({ data: [], nextCursor: null, themes: [] });
  });

  it('answers a small library in one page, newest first, as summaries', async () => {
    const f = await family('one-page@example.com');
    const content = 'Moonlight. '.repeat(60);
    await insert(f, [
      { title: 'old', age: 30, content },
      { title: 'new', age: 10, audio: true },
    ]);
    const p = await page(f);
    expect(p.nextCursor).toBeNull();
    expect(p.data.map((s) => s.title)).toEqual(['new', 'old']);
    const [newest, oldest] = p.data;
    expect(newest?.audio).toEqual({ hasAudio: true, duration: 61.5, audioUrl: '/audio/1' });
    expect(oldest?.audio).toEqual({ hasAudio: false, duration: null, audioUrl: null });
    expect(oldest?.excerpt).toBe(content.slice(0, 300));
    expect(oldest).not.toHaveProperty('content');
    expect(oldest?.cover).toBeNull();
  });

  it('gives no cursor when the library is exactly one page long', async () => {
    const f = await family('exact@example.com');
    await insert(f, [{ title: 'a' }, { title: 'b' }, { title: 'c' }]);
    const p = await page(f, '?limit=3');
    expect(p.data).toHaveLength(3);
    expect(p.nextCursor).toBeNull();
  });

  it('walks to the last page without repeating or skipping, also across equal timestamps', async () => {
    const f = await family('walk@example.com');
    // Three stories share one created_at to the microsecond: the id orders them.
    const specs = Array.from({ length: 7 }, (_, i) => ({
      title: `s${i}`,
      age: i >= 2 && i <= 4 ? 100 : 200 - i,
    }));
    await insert(f, specs);
    const all = (await page(f, '?limit=100')).data.map((s) => s.title);
    const pages = await allPages(f, '?limit=2');
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual(all);
    expect(new Set(all).size).toBe(7);
  });

  it('a story written between two page loads neither repeats nor pushes one out', async () => {
    const f = await family('between@example.com');
    await insert(
      f,
      Array.from({ length: 5 }, (_, i) => ({ title: `before${i}`, age: 100 - i })),
    );
    const first = await page(f, '?limit=2');
    await insert(f, [{ title: 'written meanwhile', age: 0 }]);
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const p = await page(f, `?limit=2&cursor=${cursor}`);
      rest.push(...p.data.map((s) => s.title));
      cursor = p.nextCursor;
    }
    const seen = [...first.data.map((s) => s.title), ...rest];
    expect(seen).toEqual(['before4', 'before3', 'before2', 'before1', 'before0']);
    // The new story heads the library the next time it opens.
    expect((await page(f, '?limit=2')).data[0]?.title).toBe('written meanwhile');
  });

  it('filters by child, theme and audio in SQL (pages stay full) and lists every theme', async () => {
    const f = await family('filters@example.com', 2);
    const [kidA, kidB] = f.childIds;
    await insert(f, [
      { title: 'a-space-audio', childId: kidA, theme: 'space', audio: true, age: 90 },
      { title: 'b-ocean', childId: kidB, theme: 'ocean', age: 80 },
      { title: 'a-space', childId: kidA, theme: 'space', age: 70 },
      { title: 'b-space', childId: kidB, theme: 'space', age: 60 },
      { title: 'a-ocean-audio', childId: kidA, theme: 'ocean', audio: true, age: 50 },
      { title: 'a-space-2', childId: kidA, theme: 'space', age: 40 },
    ]);
    const titles = async (q: string) => (await allPages(f, q)).flat();
    expect(await titles(`?childId=${kidA}`)).toEqual([
      'a-space-2',
      'a-ocean-audio',
      'a-space',
      'a-space-audio',
    ]);
    expect(await titles('?theme=space')).toEqual(['a-space-2', 'b-space', 'a-space', 'a-space-audio']);
    expect(await titles('?audio=with')).toEqual(['a-ocean-audio', 'a-space-audio']);
    expect(await titles(`?childId=${kidA}&theme=space&audio=without`)).toEqual(['a-space-2', 'a-space']);
    // Filtered before the limit: the first page is full even though other stories sit between.
    const firstSpace = await page(f, '?theme=space&limit=3');
    expect(firstSpace.data.map((s) => s.title)).toEqual(['a-space-2', 'b-space', 'a-space']);
    expect(firstSpace.nextCursor).not.toBeNull();
    // Themes are the family's, whatever the filter.
    expect((await page(f, `?childId=${kidB}&theme=ocean`)).themes).toEqual(['ocean', 'space']);
    expect((await page(f, '?theme=dragons')).data).toEqual([]);
  });

  it("never shows another family's stories, even with their child id", async () => {
    const owner = await family('owner-lib@example.com');
    const other = await family('other-lib@example.com');
    await insert(owner, [{ title: 'mine', theme: 'space' }]);
    expect(await page(other)).toEqual({ data: [], nextCursor: null, themes: [] });
    expect((await page(other, `?childId=${owner.childIds[0]}`)).data).toEqual([]);
  });

  it.each([
    ['?cursor=not-a-cursor', STORY_MESSAGES.pageCursorInvalid],
    [
      `?cursor=${Buffer.from('["2026-13-45 99:00:00+00","x"]').toString('base64url')}`,
      STORY_MESSAGES.pageCursorInvalid,
    ],
    ['?limit=0', STORY_MESSAGES.pageLimitInvalid],
    ['?limit=101', STORY_MESSAGES.pageLimitInvalid],
    ['?limit=ten', STORY_MESSAGES.pageLimitInvalid],
    ['?childId=123', STORY_MESSAGES.childFilterInvalid],
    ['?audio=maybe', STORY_MESSAGES.audioFilterInvalid],
  ])('refuses %s with a 400', async (query, message) => {
    const f = await family(`bad-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await f.client.get(`/api/stories${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', error: message });
  });

  it('needs a live plan, like the rest of the library', async () => {
    const client = await parent(app, t, 'noplan-lib@example.com', 'none');
    const res = await client.get('/api/stories');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ upgradeRequired: true });
  });
});

describe('GET /api/stories/all keeps the spec shape', () => {
  it('answers { data: Story[] } with full stories, first page only', async () => {
    const f = await family('all-shape@example.com');
    await insert(
      f,
      Array.from({ length: 52 }, (_, i) => ({ title: `t${i}`, age: 100 - i })),
    );
    const res = await f.client.get<{ data: unknown[]; nextCursor: string | null }>('/api/stories/all');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(50);
    const first = ZStory.parse(res.body.data[0]);
    expect(first.title).toBe('t51');
    expect(first.content.length).toBeGreaterThan(300);
    // The rest is reachable through the list endpoint.
    const rest = await page(f, `?cursor=${res.body.nextCursor}`);
    expect(rest.data.map((s) => s.title)).toEqual(['t1', 't0']);
  });
});

describe('ETag and 304', () => {
  it('answers 304 to a client that has the page, and 200 once a story changes it', async () => {
    const f = await family('etag@example.com');
    const [id] = await insert(f, [{ title: 'first' }]);
    for (const path of [
      '/api/stories',
      '/api/stories?theme=bedtime',
      '/api/stories/all',
      `/api/stories/${id}`,
    ]) {
      const res = await f.client.get(path);
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const again = await f.client.get(path, { 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
      expect(again.body).toEqual({});
      expect(again.headers.get('etag')).toBe(etag);
      expect((await f.client.get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
    const before = (await f.client.get('/api/stories')).headers.get('etag')!;
    await insert(f, [{ title: 'second', age: 0 }]);
    const after = await f.client.get('/api/stories', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('keeps no-store on personal reads without an ETag', async () => {
    const f = await family('nostore@example.com');
    const res = await f.client.get('/api/auth/me');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
