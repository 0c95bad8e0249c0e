import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { dailyStories, dailyStoryViews } from '../../platform/db/schema/daily.js';
import { users } from '../../platform/db/schema/identity.js';
import { ZDailyGenerateRequest } from '../../../shared/daily.js';
import { viewBatcher } from './view-batch.js';

let t: TestDatabase;
let storyId: string;
const DAY = '2030-01-01';

beforeAll(async () => {
  t = await openTestDatabase();
  const [row] = await t.database.db
    .insert(dailyStories)
    .values({
      title: 'Views',
      content: 'Once upon a time. The end.',
      theme: 'bedtime',
      wordCount: 6,
      readingTime: 1,
      request: ZDailyGenerateRequest.parse({}),
      writer: 'local',
    })
    .returning({ id: dailyStories.id });
  storyId = row!.id;
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

const viewsOf = (id: string) =>
  t.database.db.select().from(dailyStoryViews).where(eq(dailyStoryViews.storyId, id));

describe('viewBatcher', () => {
  it('records each of many concurrent loads once, each with its own id', async () => {
    const countView = viewBatcher(t.database.db);
    const ids = await Promise.all(Array.from({ length: 40 }, () => countView(storyId, null, DAY)));
    expect(new Set(ids).size).toBe(40);
    const rows = await viewsOf(storyId);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.playedAt === null && r.viewedAt instanceof Date)).toBe(true);
  });

  it('fails only the load whose row cannot be written, and records the others', async () => {
    const countView = viewBatcher(t.database.db);
    const before = (await viewsOf(storyId)).length;
    const loads = [
      countView(storyId, null, DAY),
      countView(storyId, 'no-such-user', DAY), // the user foreign key refuses it
      countView(storyId, null, DAY),
    ];
    const settled = await Promise.allSettled(loads);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await viewsOf(storyId);
    expect(rows.length).toBe(before + 2);
    for (const s of settled)
      if (s.status === 'fulfilled') expect(rows.some((r) => r.id === s.value)).toBe(true);
  });

  it('is one view per reader, story and day: a hundred concurrent or later loads share one row and id', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ id: 'reloader', name: 'Reloader', email: 'reloader@example.com', emailVerified: true })
      .returning({ id: users.id });
    const countView = viewBatcher(t.database.db);
    const burst = await Promise.all(Array.from({ length: 100 }, () => countView(storyId, user!.id, DAY)));
    const later = await countView(storyId, user!.id, DAY);
    expect(new Set([...burst, later])).toEqual(new Set([later]));
    const mine = (await viewsOf(storyId)).filter((r) => r.userId === user!.id);
    expect(mine.map((r) => r.id)).toEqual([later]);
    // The next day is a new view.
    const tomorrow = await countView(storyId, user!.id, '2030-01-02');
    expect(tomorrow).not.toBe(later);
    expect((await viewsOf(storyId)).filter((r) => r.userId === user!.id)).toHaveLength(2);
  });

  it('writes loads of later turns in later batches', async () => {
    const countView = viewBatcher(t.database.db);
    const first = await countView(storyId, null, DAY);
    const second = await countView(storyId, null, DAY);
    expect(first).not.toBe(second);
    const ids = (await viewsOf(storyId)).map((r) => r.id);
    expect(ids).toContain(first);
    expect(ids).toContain(second);
  });
});
