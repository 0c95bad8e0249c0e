import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreditStatus } from '../../src/shared/credits.js';
import { parseNotice, type ChangeNotice } from '../../src/server/platform/db/change-feed.js';
import { STATEMENTS_HEADER } from '../../src/server/platform/http/statement-header.js';
import { parent } from '../support/features/stories.js';
import type { TestClient } from '../support/client.js';
import { createTestApp, type Outsider, type TestApp } from '../support/test-app.js';
import { writesSettled } from '../support/writes-settled.js';

/**
 * Issue 14: the caches are kept exact by the database's write notices (migration 0015,
 * platform/db/change-feed.ts). Here every write comes from outside the app, on a connection of
 * its own on PostgreSQL (as another server would write), and must be seen by the very next
 * read; a write for one family must leave the others' kept reads alone.
 */
let t: TestApp;
let outsider: Outsider;
const family: { client: TestClient; userId: string }[] = [];

const statementsOf = async (client: TestClient, path: string) => {
  const res = await client.get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return Number(res.headers.get(STATEMENTS_HEADER));
};

async function insertStory(userId: string, title: string) {
  await outsider.query(
    `INSERT INTO "story" ("user_id", "child_name", "title", "content", "theme", "story_type",
       "story_length", "word_count", "reading_time", "seed", "writer")
     VALUES ($1, 'Robin', $2, 'Once upon a time.', 'bedtime', 'personalized_text', 'short', 4, 1, 1, 'local')`,
    [userId, title],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  outsider = await t.outsider();
  for (const name of ['north', 'south']) {
    const client = await parent(t.app, t, `${name}@example.com`, 'premium');
    const userId = (await client.get<{ uid: string }>('/api/auth/me')).body.uid;
    await writesSettled(t, userId);
    family.push({ client, userId });
  }
});
afterAll(async () => {
  await outsider.close();
  await t.close();
});

describe('write notices keep the caches exact', () => {
  it("sends one notice per user a statement wrote, and the table's name for many users", async () => {
    const feed = await t.ctx.database.changes();
    const heard: ChangeNotice[] = [];
    feed.subscribe((notice) => notice && heard.push(notice));
    const [north, south] = family.map((f) => f.userId);
    await outsider.query(`UPDATE "user" SET "name" = "name" WHERE "id" IN ($1, $2)`, [north, south]);
    await outsider.query(`UPDATE "child" SET "name" = "name" WHERE false`); // no row: no notice
    await outsider.query(
      `INSERT INTO "user" ("id", "name", "email", "email_verified", "created_at", "updated_at")
       SELECT 'bulk' || g, 'Bulk', 'bulk' || g || '@example.com', true, now(), now() FROM generate_series(1, 51) g`,
    );
    await outsider.query(`DELETE FROM "user" WHERE "id" LIKE 'bulk%'`);
    expect(await feed.fence()).toBe(true);
    const sorted = (notices: ChangeNotice[]) => notices.map((n) => `${n.table}:${n.userId}`).sort();
    expect(sorted(heard)).toEqual(
      sorted([
        { table: 'user', userId: north ?? '' },
        { table: 'user', userId: south ?? '' },
        { table: 'user', userId: null },
        { table: 'user', userId: null },
      ]),
    );
    expect(parseNotice('story:abc:def')).toEqual({ table: 'story', userId: 'abc:def' });
  });

  it('a session revoked from outside is refused on the very next request', async () => {
    const victim = await parent(t.app, t, 'revoked@example.com', 'premium');
    const userId = (await victim.get<{ uid: string }>('/api/auth/me')).body.uid;
    await writesSettled(t, userId);
    await victim.get('/api/auth/profile'); // the activity stamp dropped the kept session: read again
    expect(await statementsOf(victim, '/api/auth/profile')).toBe(0); // kept
    await outsider.query(`DELETE FROM "session" WHERE "user_id" = $1`, [userId]);
    expect((await victim.get('/api/auth/profile')).status).toBe(401);
  });

  it('a plan changed from outside is seen by the guard, the credit panel and the entitlements', async () => {
    const { client, userId } = family[0]!;
    const status = async () => (await client.get<TCreditStatus>('/api/stories/credits/status')).body;
    expect((await status()).plan).toBe('premium');
    expect(await statementsOf(client, '/api/stories/credits/status')).toBe(0);
    expect((await t.ctx.entitlements.forUser(userId)).planKey).toBe('premium');
    await outsider.query(`UPDATE "subscription" SET "status" = 'canceled' WHERE "user_id" = $1`, [userId]);
    expect((await t.ctx.entitlements.forUser(userId)).planKey).toBe('free');
    expect((await status()).planType).toBe('free');
    expect((await client.get('/api/stories/all')).status).toBe(403);
    await outsider.query(`UPDATE "subscription" SET "status" = 'active' WHERE "user_id" = $1`, [userId]);
    expect((await t.ctx.entitlements.forUser(userId)).planKey).toBe('premium');
    expect((await client.get('/api/stories/all')).status).toBe(200);
  });

  it('a story added from outside is in the library at once; the other family keeps its kept reads', async () => {
    const [north, south] = family as [(typeof family)[0], (typeof family)[0]];
    for (const { client } of family) {
      await client.get('/api/stories/all');
      await client.get('/api/stories/credits/status');
    }
    expect(await statementsOf(north.client, '/api/stories/all')).toBe(0);
    await insertStory(north.userId, 'The Lighthouse Owl');
    const library = await north.client.get<{ data: { title: string }[] }>('/api/stories/all');
    expect(library.body.data.map((s) => s.title)).toContain('The Lighthouse Owl');
    // South's session, library and credit panel are still answered from memory.
    expect(await statementsOf(south.client, '/api/stories/all')).toBe(0);
    expect(await statementsOf(south.client, '/api/stories/credits/status')).toBe(0);
    // North's credit panel reads the story table (a family with stories has had its welcome
    // story, issue 26): read once more, then kept again.
    expect(await statementsOf(north.client, '/api/stories/credits/status')).toBe(1);
    expect(await statementsOf(north.client, '/api/stories/credits/status')).toBe(0);
  });
});
