import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { SqlClient, Tx } from '../db/client.js';
import type { Logger } from '../logger.js';
import { claimById, createLeaseKeeper } from './lease.js';

/**
 * A job is a name, a zod payload and an idempotent handler. Retries with backoff come from
 * pg-boss. Producers only `send`; workers run where RUN_WORKER is on (always with PGlite,
 * where the server process owns the database; `npm run worker` with PostgreSQL).
 */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  handler: (payload: z.infer<S>) => Promise<void>;
  retryLimit?: number;
  /** First retry delay (doubling with backoff); default 5. */
  retryDelaySeconds?: number;
  /** A job running longer than this is taken as lost (its worker died) and retried; default 900. */
  expireInSeconds?: number;
  /**
   * Long work: while the handler runs, a heartbeat renews the job's lease (see lease.ts), and a job
   * whose process died is handed back within the lease instead of after expireInSeconds.
   */
  heartbeat?: boolean;
  /** Cron expression (UTC) for periodic jobs; the payload must then accept {}. */
  cron?: string;
  /**
   * A periodic sweep that also runs once when the workers start: what a process that died left
   * behind is picked up at the restart, not at the sweep's next turn (up to a cron period later).
   */
  sweepAtStart?: boolean;
}

// Handlers are stored type-erased; each validates its own payload before running.
type AnyJob = JobDefinition<z.ZodType>;

export interface SendOptions {
  singletonKey?: string;
  startAfterSeconds?: number;
  /**
   * Queue inside the caller's transaction: the job exists exactly when the transaction commits,
   * with whatever else it wrote (a job row, a spent credit). The queue must exist first
   * (`prepare`, outside the transaction: PGlite runs one transaction at a time, and pg-boss makes
   * queues on its own connection), and the local worker is woken after the commit (`wake`).
   */
  tx?: Tx;
}

export interface Jobs {
  define<S extends z.ZodType>(job: JobDefinition<S>): void;
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>, options?: SendOptions): Promise<void>;
  /** Makes the job's queue (a no-op once made): before a transaction that sends with `tx`. */
  prepare<S extends z.ZodType>(job: JobDefinition<S>): Promise<void>;
  /** A job was committed (sent with `tx`): this process's worker for it looks now, not at its next poll. */
  wake<S extends z.ZodType>(job: JobDefinition<S>): void;
  /**
   * Sends the job and runs it here at once, as a worker of its queue would (its lease renewed
   * while it runs, completed or failed in pg-boss after), unless a worker took it first. The job
   * is a pg-boss job all along: if this process dies, the lease lapses and a worker (another
   * process, or this one restarted) runs it again. Resolves when this process is done with it;
   * the handler's error is rethrown.
   */
  runHere<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.infer<S>,
    options?: { singletonKey?: string },
  ): Promise<{ ranHere: boolean }>;
  startWorkers(): Promise<void>;
  /**
   * Of these singleton keys, the ones with a job of this queue still to run or running (created,
   * retry or active): a sweep tells work whose job was lost from work under way.
   */
  liveKeys<S extends z.ZodType>(job: JobDefinition<S>, keys: string[]): Promise<Set<string>>;
  isRunning(): boolean;
  /**
   * Waits up to timeoutMs (default 10 s) for running jobs, then hands the unfinished ones back to
   * the queue (failed, so retried with backoff by the next worker) instead of leaving them
   * "active" until they expire.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Raw SQL on a drizzle transaction's own connection, for pg-boss's `db` option. drizzle keeps that
 * connection on the transaction's session (node-postgres: the pool client it checked out;
 * PGlite: the engine's transaction), both with `query(text, values)`; pg-boss's statements then
 * run exactly as written (they use a placeholder twice, which drizzle's own `sql` cannot).
 */
function queryIn(tx: Tx): (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('this drizzle transaction has no connection of its own to send a job on');
  const query = client.query as (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  return (text, values) => query.call(client, text, values);
}

function newBoss(sql: SqlClient, schedule: boolean) {
  return new PgBoss({
    db: { executeSql: async (text: string, values: unknown[]) => sql.query(text, values) },
    schema: 'pgboss',
    supervise: schedule,
    schedule,
    migrate: true,
  });
}

/** Creates pg-boss's own tables (part of the test snapshot, so each test file starts fast). */
export async function installJobSchema(sql: SqlClient) {
  const boss = newBoss(sql, false);
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

/**
 * How often an idle worker asks the queue for work. Jobs sent by this process wake its own
 * worker at once (notifyWorker), so polling only finds retries, delayed jobs and jobs sent by
 * other processes. On PGlite nobody else can send, and each poll is a full query on the server's
 * own thread (seven queues polling every second cost a fifth of the CPU under load), so it polls
 * rarely; with PostgreSQL a separate worker process (`npm run worker`) depends on polling.
 */
export const POLL_SECONDS = { pglite: 15, postgres: 2 } as const;

/** Default lease of a heartbeat job (JOB_LEASE_SECONDS): renewed every quarter of it. */
export const LEASE_SECONDS = 20;

export async function createJobs(
  sql: SqlClient,
  logger: Logger,
  options: {
    schedule: boolean;
    pollSeconds?: number;
    /** How long a heartbeat job outlives its last heartbeat before another worker takes it. */
    leaseSeconds?: number;
    /**
     * Other processes run workers on this queue (PostgreSQL) and may die while we live: look for
     * their lapsed jobs every half lease. Otherwise (PGlite, one process) only at start.
     */
    watchOthers?: boolean;
  },
): Promise<Jobs> {
  const boss = newBoss(sql, options.schedule);
  boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
  await boss.start();
  let running = true;
  const defined = new Map<string, AnyJob>();
  const created = new Set<string>();
  const localWorkers = new Map<string, string>();
  const pollingIntervalSeconds = options.pollSeconds ?? POLL_SECONDS.postgres;
  const leases = createLeaseKeeper({
    sql,
    logger,
    leaseSeconds: options.leaseSeconds ?? LEASE_SECONDS,
    leasedQueues: () => [...defined.values()].filter((j) => j.heartbeat).map((j) => j.name),
    wake: (name) => {
      const worker = localWorkers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
  });

  // Two first requests at once (right after a deploy) share one creation: on PostgreSQL two
  // concurrent createQueue + updateQueue of one queue (pg-boss partitions its job table per queue)
  // were seen to block each other until the requests timed out.
  const creating = new Map<string, Promise<void>>();
  function ensureQueue(job: AnyJob): Promise<void> {
    if (created.has(job.name)) return Promise.resolve();
    let pending = creating.get(job.name);
    if (pending === undefined) {
      pending = createQueueOnce(job).finally(() => creating.delete(job.name));
      creating.set(job.name, pending);
    }
    return pending;
  }

  async function createQueueOnce(job: AnyJob) {
    const options = {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 5,
      retryBackoff: true,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    };
    await boss.createQueue(job.name, options);
    // createQueue leaves an existing queue as it was: without this, a deployment would keep the
    // retry limits and delays of the release that first made the queue, whatever the code says.
    await boss.updateQueue(job.name, options);
    created.add(job.name);
  }

  // After a failure the retry is due a few seconds later (pg-boss's backoff), sooner than a rare
  // poll would find it: the failed queue's worker then looks every second for two polling intervals.
  const hurryUntil = new Map<string, number>();
  function hurryAfterFailure(name: string) {
    if (pollingIntervalSeconds <= 1) return;
    const already = hurryUntil.has(name);
    hurryUntil.set(name, Date.now() + 2 * pollingIntervalSeconds * 1000);
    if (already) return;
    const timer = setInterval(() => {
      const worker = localWorkers.get(name);
      if (!running || Date.now() > (hurryUntil.get(name) ?? 0)) {
        hurryUntil.delete(name);
        clearInterval(timer);
      } else if (worker) boss.notifyWorker(worker);
    }, 1000);
    timer.unref();
  }

  return {
    define(job) {
      defined.set(job.name, job as unknown as AnyJob);
    },
    async send(job, payload, opts) {
      if (!opts?.tx) await ensureQueue(job as unknown as AnyJob);
      else if (!created.has(job.name))
        throw new Error(`queue ${job.name} not prepared before its transaction`);
      await boss.send(job.name, job.payload.parse(payload) as object, {
        singletonKey: opts?.singletonKey,
        startAfter: opts?.startAfterSeconds,
        ...(opts?.tx ? { db: { executeSql: queryIn(opts.tx) } } : {}),
      });
      // A job sent in a transaction is not there for the worker until the commit: the caller wakes it.
      const worker = localWorkers.get(job.name);
      if (worker && !opts?.startAfterSeconds && !opts?.tx) boss.notifyWorker(worker);
    },
    async prepare(job) {
      await ensureQueue(job as unknown as AnyJob);
    },
    wake(job) {
      const worker = localWorkers.get(job.name);
      if (worker) boss.notifyWorker(worker);
    },
    async runHere(job, payload, opts) {
      const erased = job as unknown as AnyJob;
      await ensureQueue(erased);
      const parsed = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, parsed, { singletonKey: opts?.singletonKey });
      if (!id || !(await claimById(sql, job.name, id))) return { ranHere: false };
      try {
        await leases.hold([id], job.name, job.heartbeat === true);
        await job.handler(parsed as z.infer<typeof job.payload>);
        await boss.complete(job.name, id);
      } catch (err) {
        await boss
          .fail(job.name, id, { message: err instanceof Error ? err.message : String(err) })
          .catch((failErr: unknown) => logger.warn({ err: failErr }, 'job not marked failed'));
        hurryAfterFailure(job.name);
        throw err;
      } finally {
        leases.release([id]);
      }
      return { ranHere: true };
    },
    async startWorkers() {
      for (const job of defined.values()) {
        await ensureQueue(job);
        const worker = await boss.work(job.name, { pollingIntervalSeconds }, async (batch) => {
          // A batch came: more may be waiting (a burst of sign-up mails), so the worker looks again
          // at once instead of sleeping a whole polling interval after each job. Set first, so
          // it holds whether the handler succeeds or throws (its retry is for later anyway).
          const self = localWorkers.get(job.name);
          if (self) boss.notifyWorker(self);
          const ids = batch.map((item) => item.id);
          try {
            await leases.hold(ids, job.name, job.heartbeat === true);
            for (const item of batch) {
              const payload = job.payload.parse(item.data);
              await job.handler(payload);
            }
          } catch (err) {
            hurryAfterFailure(job.name);
            throw err;
          } finally {
            leases.release(ids);
          }
        });
        localWorkers.set(job.name, worker);
        if (job.cron && options.schedule) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
      // Jobs left active by a process that died (this server before a kill -9, or another worker).
      await leases.start(options.watchOthers === true);
      for (const job of defined.values())
        if (job.cron && job.sweepAtStart) await boss.send(job.name, job.payload.parse({}) as object);
    },
    async liveKeys(job, keys) {
      if (keys.length === 0) return new Set();
      const { rows } = await sql.query<{ key: string }>(
        `SELECT DISTINCT singleton_key AS key FROM pgboss.job
         WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state IN ('created', 'retry', 'active')`,
        [job.name, keys],
      );
      return new Set(rows.map((r) => r.key));
    },
    isRunning: () => running,
    async stop(timeoutMs = 10_000) {
      if (!running) return;
      running = false;
      leases.stop();
      // pg-boss waits at least 1 s whatever it is given.
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, timeoutMs), close: false });
      // What is still running was handed back (failed, due after a backoff): due now instead.
      await leases.handBackNow();
    },
  };
}
