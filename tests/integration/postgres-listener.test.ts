import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { CHANGE_FEED_APPLICATION, type ChangeFeed } from '../../src/server/platform/db/change-feed.js';
import { STATEMENTS_HEADER } from '../../src/server/platform/http/statement-header.js';
import { parent } from '../support/features/stories.js';
import type { TestClient } from '../support/client.js';
import { createTestApp, type Outsider, type TestApp } from '../support/test-app.js';
import { writesSettled } from '../support/writes-settled.js';

/**
 * Issue 14, PostgreSQL only (TEST_DATABASE_URL, else the local server): notices arrive after the
 * writer's COMMIT, on a listening connection of the server's own. The fence must make every write
 * committed before a request heard before a kept value is served; a lost listener must not let a
 * stale value through, and caching must come back with it; closing must leave nothing behind.
 */
const TSX = 'node_modules/.bin/tsx';

let t: TestApp;
let feed: ChangeFeed;
let outsider: Outsider;
let client: TestClient;
let userId: string;

const listenerCount = async () =>
  Number(
    (
      await outsider.query(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [CHANGE_FEED_APPLICATION],
      )
    ).rows[0]?.n,
  );
const killListener = () =>
  outsider.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
    [CHANGE_FEED_APPLICATION],
  );
const profile = async () => {
  const res = await client.get<{ displayName: string }>('/api/auth/profile');
  return { name: res.body.displayName, statements: Number(res.headers.get(STATEMENTS_HEADER)) };
};

beforeAll(async () => {
  t = await createTestApp({}, { postgres: true });
  feed = await t.ctx.database.changes();
  outsider = await t.outsider();
  client = await parent(t.app, t, 'listener@example.com', 'premium');
  userId = (await client.get<{ uid: string }>('/api/auth/me')).body.uid;
  await writesSettled(t, userId);
});
afterAll(async () => {
  await outsider.close();
  await t.close();
});

describe('the PostgreSQL change feed', () => {
  it('runs on PostgreSQL, with one listening connection', async () => {
    expect(t.ctx.database.kind).toBe('postgres');
    expect(await listenerCount()).toBe(1);
  });

  it('has heard every write committed elsewhere once a fence asked after it returns', async () => {
    let heard = 0;
    feed.subscribe((notice) => {
      if (notice?.table === 'user' && notice.userId === userId) heard++;
    });
    for (let i = 1; i <= 200; i++) {
      await outsider.query(`UPDATE "user" SET "name" = $2 WHERE "id" = $1`, [userId, `Parent ${i}`]);
      // Fences asked at once share one round trip, and all of them see the write.
      const fences = await Promise.all([feed.fence(), feed.fence(), feed.fence()]);
      expect(fences).toEqual([true, true, true]);
      expect(heard).toBe(i);
    }
    expect((await profile()).name).toBe('Parent 200');
  });

  it('a fence asked after another settled is a new round trip, never the settled one', async () => {
    const first = feed.fence();
    expect(await first).toBe(true);
    const second = feed.fence();
    expect(second).not.toBe(first);
    expect(await second).toBe(true);
  });

  it('a killed listener lets no stale value through, and caching comes back with it', async () => {
    await profile();
    expect((await profile()).statements).toBe(0);
    await killListener();
    await outsider.query(`UPDATE "user" SET "name" = 'While deaf' WHERE "id" = $1`, [userId]);
    expect((await profile()).name).toBe('While deaf');
    await vi.waitFor(() => expect(feed.listening()).toBe(true));
    await profile();
    expect((await profile()).statements).toBe(0);
    await outsider.query(`UPDATE "user" SET "name" = 'Heard again' WHERE "id" = $1`, [userId]);
    expect((await profile()).name).toBe('Heard again');
    expect(await listenerCount()).toBe(1);
  });

  it('closing the database closes the listener', async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl });
    expect((await database.changes()).listening()).toBe(true);
    expect(await listenerCount()).toBe(2);
    await database.close();
    await vi.waitFor(async () => expect(await listenerCount()).toBe(1));
  });

  it('a process whose feed is closed while waiting to reconnect exits by itself (nothing left open)', async () => {
    const child = spawn(TSX, ['tests/support/feed-shutdown.ts', t.databaseUrl ?? ''], { stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'closed' });
    expect(feed.listening()).toBe(true); // the app's own listener was not the one killed
  });
});
