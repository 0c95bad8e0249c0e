import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { dailyStories, dailyStoryViews } from '../../platform/db/schema/daily.js';
import { ZDailyGenerateRequest } from '../../../shared/daily.js';
import { viewBatcher } from './view-batch.js';

let t: TestDatabase;
let storyId: string;

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
    const ids = await Promise.all(Array.from({ length: 40 }, () => countView(storyId, null)));
    expect(new Set(ids).size).toBe(40);
    const rows = await viewsOf(storyId);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.playedAt === null && r.viewedAt instanceof Date)).toBe(true);
  });

  it('fails only the load whose row cannot be written, and records the others', async () => {
    const countView = viewBatcher(t.database.db);
    const before = (await viewsOf(storyId)).length;
    const loads = [
      countView(storyId, null),
      countView(storyId, 'no-such-user'), // the user foreign key refuses it
      countView(storyId, null),
    ];
    const settled = await Promise.allSettled(loads);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await viewsOf(storyId);
    expect(rows.length).toBe(before + 2);
    for (const s of settled)
      if (s.status === 'fulfilled') expect(rows.some((r) => r.id === s.value)).toBe(true);
  });

  it('writes loads of later turns in later batches', async () => {
    const countView = viewBatcher(t.database.db);
    const first = await countView(storyId, null);
    const second = await countView(storyId, null);
    expect(first).not.toBe(second);
    const ids = (await viewsOf(storyId)).map((r) => r.id);
    expect(ids).toContain(first);
    expect(ids).toContain(second);
  });
});
