import { afterAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres, migrated, type Target } from './support/databases.js';
import { seedFamilies } from './support/families.js';
import { bearer, generateStory, inParallel } from './support/http.js';
import { killAllServers, startHealthy } from './support/server-process.js';

afterAll(killAllServers);

/**
 * Issue 13: the server is killed after 1,000 confirmed generations, or after GENERATION_BUDGET_MS
 * on a machine too slow for that (the slow suite must stay short): then after as many as fitted,
 * never fewer than MIN_CONFIRMED. The figure reached is printed.
 */
const CONFIRMED = Number(process.env.FAULTS_CONFIRMED ?? 1_000);
const GENERATION_BUDGET_MS = Number(process.env.FAULTS_GENERATION_MS ?? 12_000);
const MIN_CONFIRMED = 50;
/** Parents with three children on Family: a credit each, and some left for requests still in flight. */
const FAMILIES = Math.ceil((CONFIRMED * 1.1) / 3);

/**
 * `kill -9` right after the 1,000th story was answered 201, with more generations in flight: after
 * a restart every confirmed story is there, whole, for its owner.
 */
async function killAfterConfirmed(target: Target) {
  await migrated(target);
  const seeding = await target.open();
  const families = await seedFamilies(seeding.sql, { count: FAMILIES, plan: 'family', children: 3 });
  await seeding.close();
  const jobs = families.flatMap((f) => f.childIds.map((childId) => ({ token: f.token, childId })));

  const server = await startHealthy(target.env);
  const confirmed: { token: string; id: string; title: string; content: string }[] = [];
  let killed = false;
  const started = performance.now();
  await inParallel(
    jobs,
    8,
    async ({ token, childId }) => {
      const answer = await generateStory(server.url, token, childId).catch(() => null);
      if (killed || !answer) return;
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const story = answer.body.data;
      if (!story) throw new Error('201 without a story');
      confirmed.push({ token, id: story.id, title: story.title, content: story.content });
      const spent = performance.now() - started;
      if (
        confirmed.length === CONFIRMED ||
        (spent > GENERATION_BUDGET_MS && confirmed.length >= MIN_CONFIRMED)
      ) {
        // No warning, no shutdown path: the other lanes still have requests in flight.
        server.child.kill('SIGKILL');
        killed = true;
      }
    },
    () => killed,
  );
  const generationMs = performance.now() - started;
  expect(await server.exited).toBe(null);
  const count = confirmed.length;
  expect(count).toBeGreaterThanOrEqual(Math.min(CONFIRMED, MIN_CONFIRMED));

  const restarted = await startHealthy(target.env);
  const missing: string[] = [];
  await inParallel(confirmed, 8, async (story) => {
    const res = await fetch(`${restarted.url}/api/stories/${story.id}`, { headers: bearer(story.token) });
    const body = (await res.json()) as { data?: { title: string; content: string } };
    if (res.status !== 200 || body.data?.title !== story.title || body.data.content !== story.content)
      missing.push(`${story.id}: ${res.status}`);
  });
  expect(missing).toEqual([]);
  restarted.child.kill('SIGTERM');
  expect(await restarted.exited).toBe(0);
  await target.drop();
  console.info(
    `kill -9 (${target.kind}): ${count} stories confirmed in ${Math.round(generationMs)} ms, all ${count} there after restart`,
  );
}

describe('kill -9 after up to 1,000 confirmed story generations (local engine)', () => {
  it('PGlite: all of them are there after a restart', () => killAfterConfirmed(freshPglite()), 600_000);
  it(
    'PostgreSQL: all of them are there after a restart',
    async () => killAfterConfirmed(await freshPostgres()),
    600_000,
  );
});
