import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { isDatabaseUnavailable } from '../../src/server/platform/db/unavailable.js';
import { GENERIC_MESSAGES } from '../../src/shared/messages.js';
import { freshPostgres, migrated } from './support/databases.js';
import { seedFamilies } from './support/families.js';
import { bearer, generateStory } from './support/http.js';
import { killAllServers, startHealthy } from './support/server-process.js';
import { startTcpProxy } from './support/tcp-proxy.js';

afterAll(killAllServers);

const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL unreachable for 10 s', () => {
  it('a connection reset inside a transaction fails that transaction and nothing else', async () => {
    const target = await migrated(await freshPostgres());
    const pgUrl = new URL(target.env.DATABASE_URL as string);
    const proxy = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const viaProxy = new URL(pgUrl);
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), connectTimeoutMs: 1_000 });
    // Without its own error listener, a checked-out client's reset socket is an unhandled 'error'
    // event: the server process died mid-outage (CI, 2026-11-29) instead of answering 503.
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onCrash);
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.cut('reset');
          await tx.execute(sql`select pg_sleep(0.2)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      await sleep(200);
      expect(crashes).toEqual([]);
      proxy.restore();
      const { rows } = await database.sql.query<{ one: number }>('select 1 as one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onCrash);
      await database.close();
      await proxy.close();
      await target.drop();
    }
  }, 60_000);

  it('a network that silently stops forwarding: pooled and new connections answer 503, then recover', async () => {
    const target = await migrated(await freshPostgres());
    const seeding = await target.open();
    const [family, later] = await seedFamilies(seeding.sql, { count: 2, plan: 'premium' });
    await seeding.close();
    if (!family || !later) throw new Error('seeding failed');
    const pgUrl = new URL(target.env.DATABASE_URL as string);
    const proxy = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const viaProxy = new URL(pgUrl);
    viaProxy.port = String(proxy.port);
    // The shipped timeouts (DATABASE_*_TIMEOUT_MS defaults), not shortened ones.
    const server = await startHealthy({ ...target.env, DATABASE_URL: viaProxy.toString() });
    // How long each answer took is reported (never asserted: the test's own timeout bounds it).
    const waits: number[] = [];
    const timed = async <T>(request: () => Promise<T>) => {
      const began = Date.now();
      const answer = await request();
      waits.push(Date.now() - began);
      return answer;
    };
    const read = () =>
      timed(async () => {
        const res = await fetch(`${server.url}/api/stories/credits/status`, {
          headers: bearer(family.token),
        });
        return { status: res.status, ...((await res.json()) as { error?: string; code?: string }) };
      });
    const generate = (who = family) =>
      timed(async () => {
        const g = await generateStory(server.url, who.token, who.childIds[0] as string);
        return { status: g.status, code: g.body.code, error: g.body.error };
      });
    // Several pooled connections are open and idle when the network stops.
    for (const r of await Promise.all(Array.from({ length: 6 }, read))) expect(r.status).toBe(200);

    // No reset, no FIN: established connections just stop answering, new ones are never answered.
    // Before the query timeout these requests waited for the network to come back (never, here:
    // it comes back only after they have all answered), then answered 200.
    proxy.cut('blackhole');
    waits.length = 0;
    const outage = [
      // More at once than the pool holds: queries on the silent pooled connections, waits for a
      // free one, new connections.
      ...(await Promise.all([...Array.from({ length: 10 }, read), generate(), generate()])),
      // Then on fresh connections only (the silent ones have been dropped from the pool).
      ...(await Promise.all([read(), generate()])),
    ];
    for (const a of outage)
      expect(
        a,
        `${JSON.stringify(a)}\n${a.status === 503 ? '' : server.output().slice(-4000)}`,
      ).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        error: GENERIC_MESSAGES.databaseUnavailable,
      });

    const outageWaits = [...waits];
    proxy.restore();
    const restoredAt = Date.now();
    let back = await read();
    while (back.status !== 200 && Date.now() - restoredAt < 30_000) {
      await sleep(200);
      back = await read();
    }
    const recoveryMs = Date.now() - restoredAt;
    expect(back.status).toBe(200);
    expect((await generate(later)).status).toBe(201);
    expect(server.child.exitCode).toBe(null);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await proxy.close();
    await target.drop();
    console.info(
      `silent network: ${outage.length} answers, all 503 UNAVAILABLE, after ${Math.min(...outageWaits)}-${Math.max(...outageWaits)} ms; reads back ${recoveryMs} ms after it returned`,
    );
  }, 180_000);

  it('answers a clear 503 meanwhile and recovers by itself', async () => {
    const target = await migrated(await freshPostgres());
    const seeding = await target.open();
    const [family, later] = await seedFamilies(seeding.sql, { count: 2, plan: 'premium' });
    await seeding.close();
    if (!family || !later) throw new Error('seeding failed');
    const pgUrl = new URL(target.env.DATABASE_URL as string);
    const proxy = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const viaProxy = new URL(pgUrl);
    viaProxy.port = String(proxy.port);
    const server = await startHealthy({
      ...target.env,
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    const read = async () => {
      const res = await fetch(`${server.url}/api/stories/credits/status`, { headers: bearer(family.token) });
      return { status: res.status, body: (await res.json()) as { error?: string; code?: string } };
    };
    expect((await read()).status).toBe(200);

    // The outage: first the database resets every connection, then the network just stops answering.
    const answers: { at: number; status: number; code?: string; error?: string }[] = [];
    const began = Date.now();
    proxy.cut('reset');
    while (Date.now() - began < OUTAGE_MS) {
      if (Date.now() - began > OUTAGE_MS / 2) proxy.cut('silent');
      const [r, g, h] = await Promise.all([
        read(),
        generateStory(server.url, later.token, later.childIds[0] as string),
        fetch(`${server.url}/api/health`),
      ]);
      answers.push({ at: Date.now() - began, status: r.status, ...r.body });
      answers.push({ at: Date.now() - began, status: g.status, code: g.body.code, error: g.body.error });
      // Health reuses its last probe for up to a second.
      if (Date.now() - began > 2_000) expect(h.status).toBe(503);
      await sleep(250);
    }
    proxy.restore();
    const outageAnswers = answers.filter((a) => a.at < OUTAGE_MS);
    expect(outageAnswers.length).toBeGreaterThan(4);
    for (const a of outageAnswers)
      // On failure the server's own log says which error was not recognised as an outage.
      expect(
        a,
        `${JSON.stringify(a)}\n${a.status === 503 ? '' : server.output().slice(-4000)}`,
      ).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        error: GENERIC_MESSAGES.databaseUnavailable,
      });

    // Back without a restart: reads, a generation (its credit was never spent) and health.
    const restoredAt = Date.now();
    let back = await read();
    while (back.status !== 200 && Date.now() - restoredAt < 30_000) {
      await sleep(200);
      back = await read();
    }
    const recoveryMs = Date.now() - restoredAt;
    expect(back.status).toBe(200);
    const story = await generateStory(server.url, later.token, later.childIds[0] as string);
    expect(story.status, JSON.stringify(story.body)).toBe(201);
    // Health answers from its last probe (at most a second old), so it turns green a moment later.
    let health = await fetch(`${server.url}/api/health`);
    while (health.status !== 200 && Date.now() - restoredAt < 30_000) {
      await sleep(200);
      health = await fetch(`${server.url}/api/health`);
    }
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBe(null);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await proxy.close();
    await target.drop();
    console.info(
      `database outage: ${outageAnswers.length} answers during ${OUTAGE_MS} ms, all 503 UNAVAILABLE (slowest ${Math.max(...outageAnswers.map((a, i) => a.at - (answers[i - 1]?.at ?? 0)))} ms apart); reads back ${recoveryMs} ms after the database returned`,
    );
  }, 600_000);
});
