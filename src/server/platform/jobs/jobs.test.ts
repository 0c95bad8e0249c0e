import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../../tests/support/test-app.js';
import type { Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createJobs, type JobDefinition } from './index.js';
import { renewLeases } from './lease.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const logger = createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' });

const job = (retryLimit: number, retryDelaySeconds: number): JobDefinition<z.ZodObject> => ({
  name: 'test.settings',
  payload: z.object({}),
  handler: async () => undefined,
  retryLimit,
  retryDelaySeconds,
});

async function queueRow() {
  const { rows } = await database.sql.query<{ retry_limit: number; retry_delay: number }>(
    `SELECT retry_limit, retry_delay FROM pgboss.queue WHERE name = 'test.settings'`,
  );
  return rows;
}

it('a new release with other retry settings updates the queue an earlier release made', async () => {
  const first = await createJobs(database.sql, logger, { schedule: false });
  await first.send(job(8, 5), {});
  await first.stop(0);
  expect(await queueRow()).toEqual([{ retry_limit: 8, retry_delay: 5 }]);

  const next = await createJobs(database.sql, logger, { schedule: false });
  await next.send(job(7, 2), {});
  await next.stop(0);
  expect(await queueRow()).toEqual([{ retry_limit: 7, retry_delay: 2 }]);
});

it('a worker that finds a job looks for the next at once, not after a polling interval', async () => {
  // A polling interval longer than the test may take: only going straight on can finish it.
  const jobs = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600 });
  const handled: number[] = [];
  let allHandled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allHandled = resolve));
  const burst: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
    name: 'test.burst',
    payload: z.object({ n: z.number() }),
    handler: async ({ n }) => {
      handled.push(n);
      if (handled.length === 3) allHandled();
    },
  };
  jobs.define(burst);
  for (const n of [1, 2, 3]) await jobs.send(burst, { n });
  await jobs.startWorkers();
  await done;
  await jobs.stop(0);
  expect(handled.sort()).toEqual([1, 2, 3]);
});

it('a failed job is retried when its backoff ends, not at the next rare poll', async () => {
  // As on PGlite (a poll every 15 s), but longer than the test may take: only the hurried
  // worker, which looks every second after a failure, can finish it.
  const jobs = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600 });
  let attempts = 0;
  let succeeded: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (succeeded = resolve));
  const flaky: JobDefinition<z.ZodObject> = {
    name: 'test.flaky',
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async () => {
      attempts++;
      if (attempts === 1) throw new Error('the provider failed once');
      succeeded();
    },
  };
  jobs.define(flaky);
  await jobs.startWorkers();
  await jobs.send(flaky, {});
  await done;
  await jobs.stop(0);
  expect(attempts).toBe(2);
});

/** Something the test can end: a handler that runs until told to stop. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

it('a long job whose process died is run again when its lease lapses, not at its expiry', async () => {
  // The dead process: it took the job and renewed its lease (as each heartbeat does), then stopped.
  const name = 'test.abandoned';
  const ran = gate();
  const expiries: number[] = [];
  const long: JobDefinition<z.ZodObject> = {
    name,
    payload: z.object({}),
    heartbeat: true,
    expireInSeconds: 300,
    handler: async () => {
      // The run gets the job's whole expiry again (pg-boss times the handler out by it).
      const { rows } = await database.sql.query<{ seconds: string | number }>(
        `SELECT extract(epoch FROM expire_in) AS seconds FROM pgboss.job WHERE name = $1`,
        [name],
      );
      expiries.push(...rows.map((r) => Number(r.seconds)));
      ran.open();
    },
  };
  const producer = await createJobs(database.sql, logger, { schedule: false });
  await producer.send(long, {});
  await producer.stop(0);
  const dead = new PgBoss({
    db: { executeSql: async (text: string, values: unknown[]) => database.sql.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await dead.start();
  const [taken] = await dead.fetch(name);
  if (!taken) throw new Error('the job was not taken');
  await renewLeases(database.sql, [name], [taken.id], 3);
  await dead.stop({ graceful: false, close: false, wait: true });

  // The next process polls less often than the test may take: only the lease can hand it over,
  // and the job's own expiry (300 s) is far past the test's time limit.
  const next = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600, leaseSeconds: 3 });
  next.define(long);
  await next.startWorkers();
  await ran.closed;
  await next.stop(0);
  expect(expiries).toEqual([300]);
}, 30_000);

it('a job handed back by a stopping worker is run at once by the next start, not after a backoff and a poll', async () => {
  const name = 'test.handed-back';
  const first = gate();
  const firstStarted = gate();
  const second = gate();
  let runs = 0;
  const long = (handler: () => Promise<void>): JobDefinition<z.ZodObject> => ({
    name,
    payload: z.object({}),
    heartbeat: true,
    retryDelaySeconds: 30,
    handler,
  });
  const stopping = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600 });
  stopping.define(
    long(async () => {
      runs++;
      firstStarted.open();
      await first.closed;
    }),
  );
  await stopping.startWorkers();
  await stopping.send(
    long(async () => undefined),
    {},
  );
  await firstStarted.closed;
  await stopping.stop(0); // the job is still running: handed back

  const restarted = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600 });
  restarted.define(
    long(async () => {
      runs++;
      second.open();
    }),
  );
  await restarted.startWorkers();
  await second.closed;
  first.open();
  await restarted.stop(0);
  expect(runs).toBe(2);
}, 30_000);

it('a job sent in a transaction exists exactly when the transaction commits, and runs once woken', async () => {
  const name = 'test.in-transaction';
  const jobs = await createJobs(database.sql, logger, { schedule: false, pollSeconds: 600 });
  const ran: string[] = [];
  const done = gate();
  const inTx: JobDefinition<z.ZodObject<{ tag: z.ZodString }>> = {
    name,
    payload: z.object({ tag: z.string() }),
    handler: async ({ tag }) => {
      ran.push(tag);
      done.open();
    },
  };
  // Unprepared, the queue would be made on pg-boss's own connection while the transaction waits.
  await expect(
    database.db.transaction((tx) => jobs.send(inTx, { tag: 'unprepared' }, { tx })),
  ).rejects.toThrow(/not prepared/);
  jobs.define(inTx);
  await jobs.startWorkers();
  const queued = async () =>
    (
      await database.sql.query<{ tag: string }>(
        `SELECT data->>'tag' AS tag FROM pgboss.job WHERE name = $1`,
        [name],
      )
    ).rows;

  await jobs.prepare(inTx); // made by startWorkers here; a producer without workers needs it
  class Undo extends Error {}
  await expect(
    database.db.transaction(async (tx) => {
      await jobs.send(inTx, { tag: 'rolled back' }, { tx });
      throw new Undo();
    }),
  ).rejects.toBeInstanceOf(Undo);
  expect(await queued()).toEqual([]);

  await database.db.transaction((tx) => jobs.send(inTx, { tag: 'committed' }, { tx }));
  expect(await queued()).toEqual([{ tag: 'committed' }]);
  // The worker polls every 600 s: only the wake after the commit can run it within the test.
  jobs.wake(inTx);
  await done.closed;
  await jobs.stop(0);
  expect(ran).toEqual(['committed']);
}, 30_000);

it('runHere runs a job in the sending process at once, with its lease, and completes or fails it in pg-boss', async () => {
  // No worker anywhere (a web server with RUN_WORKER=false): the job still runs, here.
  const jobs = await createJobs(database.sql, logger, { schedule: false, leaseSeconds: 8 });
  const seen: { n: number; state: string | undefined; lease: number }[] = [];
  const here: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
    name: 'test.run-here',
    payload: z.object({ n: z.number() }),
    heartbeat: true,
    expireInSeconds: 300,
    handler: async ({ n }) => {
      // While it runs: active in pg-boss, its lease (not the 300 s expiry) is what a dead process leaves.
      const { rows } = await database.sql.query<{ state: string; lease: number }>(
        `SELECT state, extract(epoch FROM started_on + expire_in - now())::float AS lease
         FROM pgboss.job WHERE name = 'test.run-here' AND data->>'n' = $1`,
        [String(n)],
      );
      seen.push({ n, state: rows[0]?.state, lease: rows[0]?.lease ?? 0 });
      if (n === 2) throw new Error('refused');
    },
  };
  expect(await jobs.runHere(here, { n: 1 })).toEqual({ ranHere: true });
  await expect(jobs.runHere(here, { n: 2 })).rejects.toThrow('refused');
  await jobs.stop(0);
  expect(seen.map((s) => [s.n, s.state])).toEqual([
    [1, 'active'],
    [2, 'active'],
  ]);
  for (const s of seen) expect(s.lease).toBeLessThanOrEqual(8.5);
  const { rows } = await database.sql.query<{ n: string; state: string }>(
    `SELECT data->>'n' AS n, state FROM pgboss.job WHERE name = 'test.run-here' ORDER BY n`,
  );
  // The failed one is handed to the queue's retries (a worker runs it again), as a worker's failure is.
  expect(rows).toEqual([
    { n: '1', state: 'completed' },
    { n: '2', state: 'retry' },
  ]);
});

it('liveKeys names the keys whose job is still to run or running, and a start-up sweep runs once at start', async () => {
  const jobs = await createJobs(database.sql, logger, { schedule: false });
  const keyed: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
    name: 'test.live-keys',
    payload: z.object({ n: z.number() }),
    handler: async () => undefined,
  };
  let swept = 0;
  const sweep: JobDefinition<z.ZodObject> = {
    name: 'test.sweep-at-start',
    payload: z.object({}),
    cron: '0 3 * * *',
    sweepAtStart: true,
    handler: async () => {
      swept++;
    },
  };
  jobs.define(sweep);
  await jobs.send(keyed, { n: 1 }, { singletonKey: 'waiting' });
  expect(await jobs.runHere(keyed, { n: 2 }, { singletonKey: 'finished' })).toEqual({ ranHere: true });
  expect([...(await jobs.liveKeys(keyed, ['waiting', 'finished', 'never-sent']))]).toEqual(['waiting']);
  expect(await jobs.liveKeys(keyed, [])).toEqual(new Set());
  // The sweep's first turn is not its cron's (3 a.m.): the workers' start sends it.
  await jobs.startWorkers();
  for (let i = 0; i < 100 && swept === 0; i++) await new Promise((r) => setTimeout(r, 50));
  await jobs.stop(0);
  expect(swept).toBe(1);
});
