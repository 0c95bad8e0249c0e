import { count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyExport } from '../../../shared/account-export.js';
import { BOOK_MESSAGES, MAX_BOOK_STORIES, type TBook } from '../../../shared/books.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { users } from '../../platform/db/schema/identity.js';
import { books } from '../../platform/db/schema/books.js';
import { stories } from '../../platform/db/schema/stories.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import { BLEED, pageBoxes } from './render.js';
import { fileKeyOf } from './service.js';

// Printed books end to end over HTTP: a real job worker, the real renderer, the real file store.

let t: TestApp;
let mia: TestClient;
let other: TestClient;
let miaId: string;
let otherId: string;
const ids: Record<'moon' | 'owl' | 'third' | 'othersStory', string> = {
  moon: '',
  owl: '',
  third: '',
  othersStory: '',
};

const MOON = {
  title: 'Mia and the Silver Moon',
  paragraphs: [
    'Mia found a little silver moon resting in the garden, glowing softly between the roses.',
    'She carried it inside and set it on her pillow, where it hummed a quiet lullaby.',
  ],
};
const OWL = {
  title: 'The Owl Who Counted Stars',
  paragraphs: [
    'High in the old oak tree, a kind owl counted the stars one by one for Mia.',
    'When the owl reached one hundred, every star had tucked itself in, and so had Mia.',
  ],
};

async function userIdOf(email: string) {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function seed(userId: string, childId: string, story: { title: string; paragraphs: string[] }) {
  const [row] = await t.ctx.db
    .insert(stories)
    .values({
      userId,
      childId,
      childName: 'Mia Rose',
      title: story.title,
      content: story.paragraphs.join('\n\n'),
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 40,
      readingTime: 1,
      seed: 1,
      writer: 'local',
      createdAt: new Date('2026-03-01T19:00:00Z'),
    })
    .returning({ id: stories.id });
  t.ctx.readCache.invalidateUser(userId);
  return row!.id;
}

async function makeBook(client: TestClient, storyIds: string[], pageSize = 'A5') {
  const res = await client.post<{ id: string }>('/api/books', { storyIds, pageSize });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = res.body.id;
  for (let i = 0; i < 200; i++) {
    const status = await client.get<TBook>(`/api/books/${id}`);
    expect(status.status).toBe(200);
    if (status.body.status === 'done') return { id, book: status.body };
    if (status.body.status === 'failed') throw new Error('book failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('book not done in time');
}

async function download(client: TestClient, id: string) {
  const res = await t.app.request(`/api/books/${id}.pdf`, { headers: { cookie: client.cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  t = await createTestApp({}, { workers: true });
  mia = await parent(t.app, t, 'books-mia@example.com', 'premium');
  other = await parent(t.app, t, 'books-other@example.com', 'premium');
  miaId = await userIdOf('books-mia@example.com');
  otherId = await userIdOf('books-other@example.com');
  const child = await addChild(mia, { name: 'Mia Rose' });
  const otherChild = await addChild(other, { name: 'Leo' });
  ids.moon = await seed(miaId, child.id, MOON);
  ids.owl = await seed(miaId, child.id, OWL);
  ids.third = await seed(miaId, child.id, { title: 'A Third Night', paragraphs: ['Quiet.'] });
  ids.othersStory = await seed(otherId, otherChild.id, { title: 'Not Mia', paragraphs: ['Leo slept.'] });
});
afterAll(async () => t.close());

describe('printed books', { timeout: 60_000 }, () => {
  it('makes a book of two stories in the order asked: cover, titles and text, A5 with bleed, numbered', async () => {
    const { id, book } = await makeBook(mia, [ids.owl, ids.moon]);
    expect(book).toMatchObject({ id, status: 'done', progress: 1, storyCount: 2, pageSize: 'A5' });

    const { res, bytes } = await download(mia, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="moonlit-book-mia.pdf"');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const pdf = await getDocumentProxy(bytes.slice());
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBe(book.pageCount);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const all = squash(text.join(' '));
    expect(all.startsWith('Stories for Mia')).toBe(true);
    const wanted = [OWL.title, ...OWL.paragraphs, MOON.title, ...MOON.paragraphs];
    let from = 0;
    for (const piece of wanted) {
      const at = all.indexOf(piece, from);
      expect(at, `"${piece}" after position ${from}`).toBeGreaterThanOrEqual(from);
      from = at + piece.length;
    }
    // Each story starts on a page of its own; page numbers at the foot from page 2.
    expect(squash(text[1]!)).toContain(OWL.title);
    expect(squash(text[1]!)).not.toContain(MOON.title);
    expect(squash(text[1]!)).toMatch(/\b2$/);

    const { media, trim } = pageBoxes('A5');
    const page = await pdf.getPage(1);
    expect(page.view[2]).toBeCloseTo(media[0], 1);
    expect(page.view[3]).toBeCloseTo(media[1], 1);
    // A5 is 148 × 210 mm at the trim, 3 mm of bleed all round.
    expect(trim[0]).toBeCloseTo((148 * 72) / 25.4, 1);
    expect(trim[1]).toBeCloseTo((210 * 72) / 25.4, 1);
    const raw = Buffer.from(bytes).toString('latin1');
    // The print shop's cut: every page's TrimBox is the A5 page inside the bleed.
    const boxes = [...raw.matchAll(/\/TrimBox \[([\d. ]+)\]/g)].map((m) => m[1]!.split(' ').map(Number));
    expect(boxes).toHaveLength(totalPages);
    const [x0, y0, x1, y1] = boxes[0]!;
    expect([x0, y0]).toEqual([BLEED, BLEED].map((n) => Number(n.toFixed(6))));
    expect(x1! - x0!).toBeCloseTo(trim[0], 3);
    expect(y1! - y0!).toBeCloseTo(trim[1], 3);
  });

  it('half-letter pages, and the same stories twice give the same bytes', async () => {
    const first = await makeBook(mia, [ids.moon], 'half-letter');
    const second = await makeBook(mia, [ids.moon], 'half-letter');
    expect(first.id).not.toBe(second.id);
    const a = (await download(mia, first.id)).bytes;
    const b = (await download(mia, second.id)).bytes;
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    const page = await (await getDocumentProxy(a.slice())).getPage(2);
    expect(page.view[2]).toBeCloseTo(5.5 * 72 + 2 * BLEED, 1);
    expect(page.view[3]).toBeCloseTo(8.5 * 72 + 2 * BLEED, 1);
  });

  it("refuses another family's story (404, nothing queued), duplicates and too many stories (400)", async () => {
    const before = await t.ctx.db.select({ n: count() }).from(books);
    const foreign = await mia.post('/api/books', { storyIds: [ids.moon, ids.othersStory], pageSize: 'A5' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(STORY_MESSAGES.notFound);
    const twice = await mia.post('/api/books', { storyIds: [ids.moon, ids.moon], pageSize: 'A5' });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(BOOK_MESSAGES.duplicateStories);
    const many = Array.from(
      { length: MAX_BOOK_STORIES + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await mia.post('/api/books', { storyIds: many, pageSize: 'A5' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(BOOK_MESSAGES.tooManyStories);
    const none = await mia.post('/api/books', { storyIds: [], pageSize: 'A5' });
    expect(none.status).toBe(400);
    const badSize = await mia.post('/api/books', { storyIds: [ids.moon], pageSize: 'A4' });
    expect(badSize.status).toBe(400);
    expect(await t.ctx.db.select({ n: count() }).from(books)).toEqual(before);
  });

  it('another parent can neither see nor download the book (404); nobody signed in gets 401', async () => {
    const { id } = await makeBook(mia, [ids.owl]);
    expect((await other.get(`/api/books/${id}`)).status).toBe(404);
    expect((await download(other, id)).res.status).toBe(404);
    expect((await t.app.request(`/api/books/${id}.pdf`)).status).toBe(401);
  });

  it('deleting a story deletes the books holding it and their files; other books stay', async () => {
    const doomed = await makeBook(mia, [ids.third, ids.moon]);
    const kept = await makeBook(mia, [ids.moon]);
    expect(await t.ctx.narration.store.size(fileKeyOf(doomed.id))).toBeGreaterThan(0);
    expect((await mia.delete(`/api/stories/${ids.third}`)).status).toBe(200);
    expect((await mia.get(`/api/books/${doomed.id}`)).status).toBe(404);
    expect((await download(mia, doomed.id)).res.status).toBe(404);
    expect(await t.ctx.narration.store.size(fileKeyOf(doomed.id))).toBeNull();
    expect((await mia.get(`/api/books/${kept.id}`)).status).toBe(200);
  });

  it('the privacy export lists the books with their stories in order', async () => {
    const res = await t.app.request('/api/account/export', { headers: { cookie: mia.cookie } });
    expect(res.status).toBe(200);
    const zip = readZip(Buffer.from(await res.arrayBuffer()));
    const family = ZFamilyExport.parse(JSON.parse(zip.get('family.json')!.toString('utf8')));
    expect(family.books.length).toBeGreaterThanOrEqual(4);
    expect(family.books[0]).toMatchObject({ pageSize: 'A5', status: 'done', storyIds: [ids.owl, ids.moon] });
    expect(family.books.flatMap((b) => b.storyIds)).not.toContain(ids.third);
    expect(family.books.flatMap((b) => b.storyIds)).not.toContain(ids.othersStory);
  });

  it('deleting the account removes its books and their files', async () => {
    const { id } = await makeBook(mia, [ids.owl]);
    const target = await t.ctx.accountRemoval.find(miaId);
    await t.ctx.accountRemoval.remove(target!);
    expect(await t.ctx.db.select().from(books).where(eq(books.userId, miaId))).toEqual([]);
    expect(await t.ctx.narration.store.size(fileKeyOf(id))).toBeNull();
  });
});
