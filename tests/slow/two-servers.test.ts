import { afterAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/shared/stories.js';
import { freshPostgres, migrated } from './support/databases.js';
import { seedFamilies } from './support/families.js';
import { bearer, generateStory, sessionCookie } from './support/http.js';
import { killAllServers, startHealthy, type ServerProcess } from './support/server-process.js';

afterAll(killAllServers);

const json = (token: string) => ({ 'content-type': 'application/json', ...bearer(token) });
/** Both servers sign sessions with the same secret, as every server behind one balancer must. */
const AUTH_SECRET = 'two-servers-secret-two-servers-secret-0123';

describe('two server processes against one PostgreSQL', () => {
  it('hold credits, child caps, idempotency keys and the daily-story calendar across both', async () => {
    const target = await migrated(await freshPostgres());
    const seeding = await target.open();
    const [credit, idem] = await seedFamilies(seeding.sql, { count: 2, plan: 'premium', prefix: 'two' });
    const [capped] = await seedFamilies(seeding.sql, {
      count: 1,
      plan: 'family',
      children: 0,
      prefix: 'cap',
    });
    const [editor] = await seedFamilies(seeding.sql, { count: 1, plan: 'premium', prefix: 'editor' });
    const [fresh] = await seedFamilies(seeding.sql, {
      count: 1,
      plan: 'premium',
      prefix: 'fresh',
      welcome: 'new',
    });
    if (!credit || !idem || !capped || !editor || !fresh) throw new Error('seeding failed');
    await seeding.sql.query(`UPDATE "user" SET "role" = 'admin' WHERE "id" = $1`, [editor.userId]);
    const drafts = await seeding.sql.query<{ id: string }>(
      `INSERT INTO "daily_story" ("title", "content", "theme", "word_count", "reading_time", "request", "writer")
       SELECT 'Racer ' || g, 'Once upon a time.', 'adventure', 4, 1, '{}'::jsonb, 'local' FROM generate_series(1, 6) g
       RETURNING "id"`,
    );
    await seeding.close();
    const a = await startHealthy({ ...target.env, AUTH_SECRET });
    const b = await startHealthy({ ...target.env, AUTH_SECRET });
    const servers = [a, b];
    const split = <T>(n: number, fn: (server: ServerProcess, i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: n }, (_, i) => fn(servers[i % 2] as ServerProcess, i)));

    // Credits: Premium has one story a day; 20 requests at once over both servers spend it once.
    const spends = await split(20, (s) => generateStory(s.url, credit.token, credit.childIds[0] as string));
    expect(spends.filter((r) => r.status === 201)).toHaveLength(1);
    expect(spends.filter((r) => r.status === 403 && r.body.code === 'NO_CREDITS')).toHaveLength(19);
    // A new family's welcome story is given once across both servers, and the day's credit once.
    const firsts = await split(20, (s) => generateStory(s.url, fresh.token, fresh.childIds[0] as string));
    expect(firsts.filter((r) => r.status === 201)).toHaveLength(2);
    expect(firsts.filter((r) => r.status === 403 && r.body.code === 'NO_CREDITS')).toHaveLength(18);

    // Child caps: Family allows three profiles; ten created at once over both servers make three.
    const creates = await split(10, async (s, i) => {
      const res = await fetch(`${s.url}/api/children`, {
        method: 'POST',
        headers: json(capped.token),
        body: JSON.stringify({ name: `Kid ${i}`, age: 5, readingLevel: 'beginner', storyTone: 'calming' }),
      });
      return res.status;
    });
    expect(creates.filter((s) => s === 201 || s === 200)).toHaveLength(3);
    expect(creates.filter((s) => s === 403)).toHaveLength(7);

    // Idempotency-Key: ten retries of one request over both servers write one story, spend one credit.
    const key = 'bedtime-2026-11-23-mia';
    const retries = await split(10, (s) =>
      generateStory(s.url, idem.token, idem.childIds[0] as string, {}, { [IDEMPOTENCY_HEADER]: key }),
    );
    const ids = new Set(retries.map((r) => r.body.data?.id));
    expect(
      retries.every((r) => r.status === 201 || r.status === 200),
      JSON.stringify(retries),
    ).toBe(true);
    expect(ids.size).toBe(1);
    const library = await fetch(`${b.url}/api/stories`, { headers: bearer(idem.token) });
    const page = (await library.json()) as { data: unknown[] };
    expect(page.data).toHaveLength(1);

    // The daily story's calendar: six drafts scheduled for one date at once, over both servers.
    const session = await fetch(`${a.url}/api/admin/session`, {
      method: 'POST',
      headers: json(editor.token),
    });
    expect(session.status).toBe(201);
    const adminToken = ((await session.json()) as { token: string }).token;
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const schedules = await split(drafts.rows.length, async (s, i) => {
      const res = await fetch(`${s.url}/api/admin/daily-story/${drafts.rows[i]?.id}/schedule`, {
        method: 'PUT',
        // The admin token works only with the session that issued it (issue 28), a cookie: a
        // cookie-authenticated write names its origin, as a browser's does.
        headers: { ...json(adminToken), ...sessionCookie(editor.token, AUTH_SECRET), origin: s.url },
        body: JSON.stringify({ publishDate: date }),
      });
      return res.status;
    });
    expect(schedules.sort()).toEqual([200, 409, 409, 409, 409, 409]);

    // Issue 14: each server keeps sessions and libraries in memory, kept exact by the database's
    // write notices and a fence before each kept answer: a write on one server (or from any
    // other connection) is seen on the other's very next request.
    const libraryOn = async (s: ServerProcess) => {
      const res = await fetch(`${s.url}/api/stories/all`, { headers: bearer(editor.token) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { id: string }[] }).data.map((story) => story.id);
    };
    expect(await libraryOn(b)).toEqual(await libraryOn(b)); // now kept on b
    const written = await generateStory(a.url, editor.token, editor.childIds[0] as string);
    expect(written.status).toBe(201);
    expect(await libraryOn(b)).toContain(written.body.data?.id);
    const deleted = await fetch(`${b.url}/api/stories/${written.body.data?.id}`, {
      method: 'DELETE',
      headers: bearer(editor.token),
    });
    expect(deleted.status).toBe(200);
    expect(await libraryOn(a)).not.toContain(written.body.data?.id);
    const revoking = await target.open();
    await revoking.sql.query(`DELETE FROM "session" WHERE "user_id" = $1`, [editor.userId]);
    await revoking.close();
    for (const s of servers) {
      const me = await fetch(`${s.url}/api/auth/me`, { headers: bearer(editor.token) });
      expect(me.status).toBe(401);
    }

    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
    const check = await target.open();
    const counts = await check.sql.query<{ stories: string; children: string; published: string }>(
      `SELECT (SELECT count(*) FROM "story" WHERE "user_id" IN ($1, $2)) AS stories,
              (SELECT count(*) FROM "child" WHERE "user_id" = $3) AS children,
              (SELECT count(*) FROM "daily_story" WHERE "publish_date" = $4) AS published`,
      [credit.userId, idem.userId, capped.userId, date],
    );
    await check.close();
    expect(counts.rows[0]).toEqual({ stories: '2', children: '3', published: '1' });
    await target.drop();
  }, 600_000);
});
