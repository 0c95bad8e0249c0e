import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * One state machine for the rows that follow a job (narration's audio jobs, the daily story's
 * generation jobs, printed books, and any later job row): the client reads the row, the job's
 * handler moves it. Each table keeps its own status words (the spec's, shown to clients); this
 * module knows them only by phase:
 *
 *   queued ──▶ running ──▶ done
 *     │  ▲        │ ▲
 *     │  └────────┘ └── running (the next stage, progress)
 *     ▼   (retry)  │
 *   failed ◀───────┘        failed ──▶ queued (a new request takes the row back)
 *
 * A run is fenced by its attempt number: starting a run adds one to `attempts`, and every later
 * write of that run holds only while `attempts` is still its own. A run that another run replaced
 * (its worker lost the job's lease, say cut off from the database, and another worker took the
 * job) then writes nothing more, so the row's result and any credit it settles are written once.
 */
export type JobPhase = 'queued' | 'running' | 'done' | 'failed';

/** A table's status words for each phase (running may have stages, e.g. writing then narrating). */
export interface JobRowWords<S extends string> {
  queued: S;
  running: readonly [S, ...S[]];
  done: S;
  failed: S;
}

/** Which phases may move to which: everything else is a bug in the caller. */
const NEXT: Record<JobPhase, readonly JobPhase[]> = {
  // running: a worker starts it; failed: it could not even be queued; queued: touched (requeued).
  queued: ['running', 'failed', 'queued'],
  // running: the next stage or progress; queued: an attempt failed and pg-boss will retry.
  running: ['running', 'queued', 'done', 'failed'],
  done: [],
  // A failed job's row is taken back by the next request for the same thing (narration).
  failed: ['queued'],
};

/** A queued row this old that never started: the process that wrote it may have died before it sent the job. */
export const STALE_QUEUED_MS = 5 * 60_000;

export function jobRowMachine<S extends string>(words: JobRowWords<S>) {
  const all: S[] = [words.queued, ...words.running, words.done, words.failed];
  if (new Set(all).size !== all.length) throw new Error(`job row words repeat: ${all.join(', ')}`);

  function phaseOf(status: S): JobPhase {
    if (status === words.queued) return 'queued';
    if (status === words.done) return 'done';
    if (status === words.failed) return 'failed';
    if (words.running.includes(status)) return 'running';
    throw new Error(`not a job row status: ${status}`);
  }

  const canMove = (from: S, to: S) => NEXT[phaseOf(from)].includes(phaseOf(to));

  return {
    words,
    phaseOf,
    canMove,
    /** The statuses that may move to `to` (the condition of a write that sets it). */
    from: (to: S): S[] => all.filter((s) => canMove(s, to)),
    /** Queued or running: a request for the same thing joins it. */
    live: [words.queued, ...words.running] as S[],
    isFinished: (status: S) => status === words.done || status === words.failed,
    /**
     * After an attempt threw: back to queued for pg-boss's retry while retries are left (the
     * first run is attempt 1, so `retryLimit` retries end after attempt retryLimit + 1), failed
     * for good otherwise or when retrying cannot help.
     */
    afterFailure: (attempt: number, retryLimit: number, final = false): S =>
      final || attempt > retryLimit ? words.failed : words.queued,
    /** Queued long ago and never started (see STALE_QUEUED_MS): send its job again. */
    isStale: (row: { status: S; updatedAt: Date }, now = Date.now(), staleMs = STALE_QUEUED_MS) =>
      row.status === words.queued && now - row.updatedAt.getTime() > staleMs,
  };
}

export type JobRowMachine<S extends string> = ReturnType<typeof jobRowMachine<S>>;

/** A write by a run that a later run replaced: it stops without writing anything more. */
export class Superseded extends Error {
  constructor() {
    super('replaced by a later run of the same job');
  }
}

/** A job row table: its own key column, and `status`, `attempts`, `updated_at` columns by these names. */
export type JobTable = PgTable & { status: PgColumn; attempts: PgColumn; updatedAt: PgColumn };

/** What a caller may set besides the status (the module owns status, attempts and updatedAt). */
export type JobValues<T extends JobTable> = Omit<PgUpdateSetSource<T>, 'status' | 'attempts' | 'updatedAt'>;

/** A connection or a transaction: whatever can run the update. */
type Writer = Pick<Db, 'update'>;

/**
 * The SQL side of the machine for one table: every status change is one conditional UPDATE
 * (the fence and the allowed predecessors in its WHERE), so two runs or a run and a request
 * cannot both win a move.
 */
export function jobRows<T extends JobTable, S extends string>(
  table: T,
  key: PgColumn,
  machine: JobRowMachine<S>,
) {
  const setOf = (values: JobValues<T> | undefined, extra: Record<string, unknown>) =>
    // The generic table hides its column types from drizzle; the keys are checked by JobValues.
    ({ ...values, ...extra, updatedAt: new Date() }) as PgUpdateSetSource<T>;
  const toward = (to: S | undefined) =>
    to === undefined ? undefined : inArray(table.status, machine.from(to));

  /** The row while `attempt` is its latest run. */
  const fence = (id: string, attempt: number) => and(eq(key, id), eq(table.attempts, attempt));

  return {
    machine,
    fence,

    /**
     * A worker starts a run: status `running` (a running word), attempts + 1. Answers the run's
     * attempt number, or null when the row is gone or finished (nothing to run).
     */
    async start(db: Writer, id: string, running: S, values?: JobValues<T>): Promise<number | null> {
      const rows = (await db
        .update(table)
        .set(setOf(values, { status: running, attempts: sql`${table.attempts} + 1` }))
        .where(and(eq(key, id), toward(running)))
        .returning({ attempts: table.attempts })) as { attempts: unknown }[];
      return rows[0] ? Number(rows[0].attempts) : null;
    },

    /**
     * As start, answering the whole row as the run starts it (its attempts are the run's own):
     * a run that needs the row saves the second round trip of reading it after.
     */
    async startRow(
      db: Writer,
      id: string,
      running: S,
      values?: JobValues<T>,
    ): Promise<T['$inferSelect'] | null> {
      const rows = (await db
        .update(table)
        .set(setOf(values, { status: running, attempts: sql`${table.attempts} + 1` }))
        .where(and(eq(key, id), toward(running)))
        .returning()) as T['$inferSelect'][];
      return rows[0] ?? null;
    },

    /** A write by run `attempt` (moving to `to` when given); false when a later run took over. */
    async update(db: Writer, id: string, attempt: number, values: JobValues<T>, to?: S): Promise<boolean> {
      const rows = (await db
        .update(table)
        .set(setOf(values, to === undefined ? {} : { status: to }))
        .where(and(fence(id, attempt), toward(to)))
        .returning({ attempts: table.attempts })) as unknown[];
      return rows.length > 0;
    },

    /** As update, but a replaced run throws Superseded (inside a transaction: it rolls back). */
    async hold(db: Writer, id: string, attempt: number, values: JobValues<T>, to?: S): Promise<void> {
      const rows = (await db
        .update(table)
        .set(setOf(values, to === undefined ? {} : { status: to }))
        .where(and(fence(id, attempt), toward(to)))
        .returning({ attempts: table.attempts })) as unknown[];
      if (rows.length === 0) throw new Superseded();
    },

    /** A move outside any run (a job that could not be sent fails; a stale one is touched). */
    async move(db: Writer, id: string, to: S, values?: JobValues<T>): Promise<boolean> {
      const rows = (await db
        .update(table)
        .set(setOf(values, { status: to }))
        .where(and(eq(key, id), toward(to)))
        .returning({ attempts: table.attempts })) as unknown[];
      return rows.length > 0;
    },

    /** A stale queued row sent again: its clock starts over (false when it moved meanwhile). */
    async touch(db: Writer, id: string): Promise<boolean> {
      const rows = (await db
        .update(table)
        .set(setOf(undefined, {}))
        .where(and(eq(key, id), eq(table.status, machine.words.queued)))
        .returning({ attempts: table.attempts })) as unknown[];
      return rows.length > 0;
    },

    /** A failed row taken back by a new request: queued again, a fresh count of attempts. */
    async retake(db: Writer, id: string, values?: JobValues<T>): Promise<boolean> {
      const rows = (await db
        .update(table)
        .set(setOf(values, { status: machine.words.queued, attempts: 0 }))
        .where(and(eq(key, id), eq(table.status, machine.words.failed)))
        .returning({ attempts: table.attempts })) as unknown[];
      return rows.length > 0;
    },
  };
}

export type JobRows<T extends JobTable, S extends string> = ReturnType<typeof jobRows<T, S>>;
