import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writesSettled } from '../support/writes-settled.js';
import type { TCreditStatus } from '../../src/shared/credits.js';
import { stories } from '../../src/server/platform/db/schema/stories.js';
import { STATEMENTS_HEADER } from '../../src/server/platform/http/statement-header.js';
import { addChild, parent } from '../support/features/stories.js';
import type { TestClient } from '../support/client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 14: the session row, the credit panel's counts, the library and the reader are kept in
 * memory (platform/table-cache.ts, read-cache.ts), on PGlite and on PostgreSQL. Every write to
 * their tables, even raw SQL behind every service's back, must be seen on the very next request;
 * these writes go straight to the database so that only the triggers' notices (migration 0015)
 * can tell the caches. change-notices.test.ts writes from another connection.
 */
let t: TestApp;
let client: TestClient;
let userId: string;

const status = async () => (await client.get<TCreditStatus>('/api/stories/credits/status')).body;
const raw = (query: ReturnType<typeof sql>) => t.ctx.db.execute(query);

beforeAll(async () => {
  t = await createTestApp();
  client = await parent(t.app, t, 'caches@example.com', 'premium');
  userId = (await client.get<{ uid: string }>('/api/auth/me')).body.uid;
  await writesSettled(t, userId);
});
afterAll(() => t.close());

describe('in-process caches see every write', () => {
  it('listens for write notices on both engines', async () => {
    expect((await t.ctx.database.changes()).listening()).toBe(true);
  });

  it('answers a repeated read from memory', async () => {
    await client.get('/api/stories/credits/status');
    const again = await client.get('/api/stories/credits/status');
    expect(again.headers.get(STATEMENTS_HEADER)).toBe('0');
  });

  it('a story spent is counted on the next status read', async () => {
    const child = await addChild(client);
    const before = await status();
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    const after = await status();
    expect(after.text.remaining).toBe(before.text.remaining - 1);
  });

  it('a subscription changed behind billing is seen by the plan guard and the credit panel', async () => {
    expect((await status()).plan).toBe('premium');
    expect((await client.get('/api/stories?limit=5')).status).toBe(200);
    await raw(sql`update "subscription" set "status" = 'canceled' where "user_id" = ${userId}`);
    expect((await status()).planType).toBe('free');
    expect((await client.get('/api/stories?limit=5')).status).toBe(403);
    await raw(sql`update "subscription" set "status" = 'active' where "user_id" = ${userId}`);
    expect((await status()).plan).toBe('premium');
  });

  it("the reader's story is answered from memory, and a deleted story is gone on the next read", async () => {
    // Premium's one story a day went to the test above: this one is written straight in.
    const [{ id: childId }] = (await client.get<{ data: { id: string }[] }>('/api/children')).body.data as [
      { id: string },
    ];
    const [row] = await t.ctx.db
      .insert(stories)
      .values({
        userId,
        childId,
        childName: 'Robin',
        title: 'Robin and the Moon',
        content: 'Once upon a time.',
        theme: 'bedtime',
        storyType: 'personalized_text',
        storyLength: 'short',
        wordCount: 4,
        readingTime: 1,
        seed: 1,
        writer: 'local',
      })
      .returning({ id: stories.id });
    const path = `/api/stories/${row?.id}`;
    expect((await client.get(path)).status).toBe(200);
    const again = await client.get<{ data: { id: string } }>(path);
    expect(again.body.data.id).toBe(row?.id);
    expect(again.headers.get(STATEMENTS_HEADER)).toBe('0');
    expect((await client.delete(path)).status).toBe(200);
    expect((await client.get(path)).status).toBe(404);
  });

  it('a user made unverified, then a session deleted, is refused on the next request', async () => {
    await raw(sql`update "user" set "email_verified" = false where "id" = ${userId}`);
    expect((await client.get('/api/stories?limit=5')).status).toBe(403);
    await raw(sql`update "user" set "email_verified" = true where "id" = ${userId}`);
    expect((await client.get('/api/stories?limit=5')).status).toBe(200);
    await raw(sql`delete from "session" where "user_id" = ${userId}`);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
