import type { SqlClient } from '../db/client.js';
import type { Logger } from '../logger.js';

/**
 * Leases for long jobs (issue 28 part 2), kept on pg-boss's own job rows (pg-boss 10, schema
 * `pgboss`): pg-boss 10 has no heartbeat of its own, and a job killed with its process stayed
 * "active" until its expiry (300 s, then up to 120 s more until pg-boss's maintenance looked).
 *
 * Every heartbeat moves the job's recorded start so that start + expiry falls `leaseSeconds` from
 * now: pg-boss's own expiry then agrees with the lease. The expiry itself is left as the queue set
 * it, since pg-boss also times the handler out by it in the worker and copies it to the job's
 * retries (a shortened expiry would cut the next run short). A job whose heartbeats stopped (its
 * process died) is handed back to the queue at once by whichever worker process sees it first:
 * due now, not after a retry backoff, because nothing failed. The handler must be idempotent and
 * fence its own completion (a worker cut off from the database for a whole lease may still be
 * running it).
 */
const SCHEMA = 'pgboss';

/** Keeps the given active jobs alive for another `leaseSeconds`. */
export async function renewLeases(
  sql: SqlClient,
  names: string[],
  ids: string[],
  leaseSeconds: number,
): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(
    `UPDATE ${SCHEMA}.job SET started_on = now() + make_interval(secs => $3::double precision) - expire_in
     WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state = 'active'`,
    [names, ids, leaseSeconds],
  );
}

export interface Reclaimed {
  /** The queues that got jobs back (their workers should look now). */
  names: string[];
  /** When the next active job of someone else's runs out of lease, if it is not renewed. */
  nextLapseAt: Date | null;
}

/**
 * Hands back every active job of these queues whose lease ran out, except the ones this process
 * holds: due at once while it has retries left (pg-boss counts the next start as a retry), failed
 * for good otherwise, as pg-boss's own expiry would. Row locks make each job change hands once
 * when several workers look at the same moment.
 */
export async function reclaimLapsed(sql: SqlClient, names: string[], heldIds: string[]): Promise<Reclaimed> {
  if (names.length === 0) return { names: [], nextLapseAt: null };
  const { rows } = await sql.query<{ name: string }>(
    `WITH lapsed AS (
       SELECT id, name FROM ${SCHEMA}.job
       WHERE name = ANY($1::text[]) AND state = 'active' AND id <> ALL($2::uuid[])
         AND started_on + expire_in < now()
       FOR UPDATE SKIP LOCKED
     )
     UPDATE ${SCHEMA}.job j SET
       state = CASE WHEN j.retry_count < j.retry_limit THEN 'retry' ELSE 'failed' END::${SCHEMA}.job_state,
       start_after = now(),
       completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
       output = '{"message":"handed back: its worker stopped renewing the lease"}'::jsonb
     FROM lapsed WHERE j.name = lapsed.name AND j.id = lapsed.id
     RETURNING j.name`,
    [names, heldIds],
  );
  const next = await sql.query<{ at: Date | string | null }>(
    `SELECT min(started_on + expire_in) AS at FROM ${SCHEMA}.job
     WHERE name = ANY($1::text[]) AND state = 'active' AND id <> ALL($2::uuid[])`,
    [names, heldIds],
  );
  const at = next.rows[0]?.at;
  return { names: [...new Set(rows.map((r) => r.name))], nextLapseAt: at ? new Date(at) : null };
}

/**
 * Takes one job just sent by this process, as pg-boss's own fetch would (active, started now),
 * if no worker has taken it yet: the sender runs it at once, with its lease, instead of waiting
 * for a worker's turn. False when a worker was first (it runs the job; the sender follows).
 */
export async function claimById(sql: SqlClient, name: string, id: string): Promise<boolean> {
  const { rows } = await sql.query<{ id: string }>(
    `UPDATE ${SCHEMA}.job SET state = 'active', started_on = now()
     WHERE name = $1 AND id = $2::uuid AND state = 'created'
     RETURNING id`,
    [name, id],
  );
  return rows.length > 0;
}

/**
 * Jobs handed back by a stopping worker (pg-boss fails them, due after a retry backoff) are due
 * at once instead: nothing failed, and the next worker (often this server restarted) should take
 * them on its first look, not a backoff and a polling interval later.
 */
export async function dueNow(sql: SqlClient, names: string[], ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(
    `UPDATE ${SCHEMA}.job SET start_after = now()
     WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state = 'retry'`,
    [names, ids],
  );
}

/**
 * One process's side of the leases: the jobs it runs, their heartbeats, and its looks for other
 * processes' lapsed jobs (at start; on a shared queue also every half lease; and at the moment
 * the next known lease would lapse).
 */
export function createLeaseKeeper(deps: {
  sql: SqlClient;
  logger: Logger;
  leaseSeconds: number;
  /** The queues whose jobs heartbeat. */
  leasedQueues: () => string[];
  /** A queue got jobs back: its local worker should look now. */
  wake: (name: string) => void;
}) {
  const { sql, logger, leaseSeconds } = deps;
  /** The jobs this process is running (pg-boss job id -> queue), and which of them heartbeat. */
  const held = new Map<string, { name: string; heartbeat: boolean }>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let nextLook: NodeJS.Timeout | undefined;

  function every(ms: number, fn: () => void) {
    const timer = setInterval(fn, ms);
    timer.unref();
    timers.add(timer);
  }

  function renew(ids: string[]) {
    const names = [...new Set(ids.map((id) => held.get(id)?.name ?? ''))].filter(Boolean);
    return renewLeases(sql, names, ids, leaseSeconds).catch((err: unknown) =>
      logger.warn({ err }, 'job lease not renewed'),
    );
  }

  async function look() {
    if (stopped) return;
    try {
      const { names, nextLapseAt } = await reclaimLapsed(sql, deps.leasedQueues(), [...held.keys()]);
      if (names.length > 0) logger.info({ queues: names }, 'jobs of a stopped worker handed back');
      for (const name of names) deps.wake(name);
      clearTimeout(nextLook);
      if (nextLook) timers.delete(nextLook);
      nextLook = undefined;
      if (nextLapseAt && !stopped) {
        nextLook = setTimeout(() => void look(), Math.max(1000, nextLapseAt.getTime() - Date.now() + 250));
        nextLook.unref();
        timers.add(nextLook);
      }
    } catch (err) {
      logger.warn({ err }, 'lapsed jobs not looked for');
    }
  }

  let beating = false;
  /** The heartbeat, from the first held job on (a process that runs jobs only by runHere has no workers). */
  function beat() {
    if (beating || stopped) return;
    beating = true;
    every((leaseSeconds * 1000) / 4, () => {
      const ids = [...held].filter(([, h]) => h.heartbeat).map(([id]) => id);
      if (ids.length > 0) void renew(ids);
    });
  }

  return {
    /** A batch starts: a heartbeat job's lease is renewed at once (until then it has the whole expiry). */
    async hold(ids: string[], name: string, heartbeat: boolean) {
      for (const id of ids) held.set(id, { name, heartbeat });
      if (heartbeat) {
        beat();
        await renew(ids);
      }
    },
    release(ids: string[]) {
      for (const id of ids) held.delete(id);
    },
    /** With the workers started: heartbeats, and the first look for jobs a dead process left. */
    async start(watchOthers: boolean) {
      if (deps.leasedQueues().length === 0) return;
      beat();
      await look();
      if (watchOthers) every((leaseSeconds * 1000) / 2, () => void look());
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    /** After pg-boss handed back what was still running: make those jobs due now. */
    async handBackNow() {
      const unfinished = [...held];
      await dueNow(
        sql,
        [...new Set(unfinished.map(([, h]) => h.name))],
        unfinished.map(([id]) => id),
      ).catch((err: unknown) => logger.warn({ err }, 'handed-back jobs not made due'));
    },
  };
}
