import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-app.js';
import type { Database } from '../db/client.js';
import { dailyStoryJobs } from '../db/schema/daily.js';
import { STALE_QUEUED_MS, Superseded, jobRowMachine, jobRows } from './job-row.js';

// The daily story's words: two running stages, done called 'ready'.
const machine = jobRowMachine({
  queued: 'queued',
  running: ['writing', 'narrating'],
  done: 'ready',
  failed: 'failed',
} as const);

describe('the job-row state machine', () => {
  it('allows the moves of a job and nothing else', () => {
    expect(machine.canMove('queued', 'writing')).toBe(true);
    expect(machine.canMove('writing', 'narrating')).toBe(true);
    expect(machine.canMove('narrating', 'queued')).toBe(true); // an attempt failed: pg-boss retries
    expect(machine.canMove('narrating', 'ready')).toBe(true);
    expect(machine.canMove('queued', 'failed')).toBe(true); // could not be sent
    expect(machine.canMove('failed', 'queued')).toBe(true); // taken back by a new request
    expect(machine.canMove('queued', 'ready')).toBe(false); // done without running
    expect(machine.canMove('failed', 'writing')).toBe(false);
    for (const to of ['queued', 'writing', 'narrating', 'ready', 'failed'] as const)
      expect(machine.canMove('ready', to)).toBe(false);
    expect(machine.from('ready')).toEqual(['writing', 'narrating']);
    expect(machine.from('writing')).toEqual(['queued', 'writing', 'narrating']);
    expect(machine.live).toEqual(['queued', 'writing', 'narrating']);
  });

  it('retries while retries are left, then fails for good (or at once when retrying cannot help)', () => {
    expect([1, 2, 3].map((attempt) => machine.afterFailure(attempt, 2))).toEqual([
      'queued',
      'queued',
      'failed',
    ]);
    expect(machine.afterFailure(1, 2, true)).toBe('failed');
  });

  it('takes a queued row as stale only after STALE_QUEUED_MS', () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    expect(machine.isStale({ status: 'queued', updatedAt: at(STALE_QUEUED_MS + 1) }, now)).toBe(true);
    expect(machine.isStale({ status: 'queued', updatedAt: at(STALE_QUEUED_MS - 1000) }, now)).toBe(false);
    expect(machine.isStale({ status: 'writing', updatedAt: at(STALE_QUEUED_MS * 2) }, now)).toBe(false);
  });

  it('refuses words that repeat, and statuses it does not know', () => {
    expect(() => jobRowMachine({ queued: 'a', running: ['a'], done: 'b', failed: 'c' })).toThrow(/repeat/);
    expect(() => machine.phaseOf('lost' as 'queued')).toThrow(/not a job row status/);
  });
});

describe('job rows in SQL: one conditional UPDATE per move, fenced by the attempt', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  const rows = jobRows(dailyStoryJobs, dailyStoryJobs.id, machine);
  const newRow = async (status: 'queued' | 'failed' = 'queued') => {
    const [row] = await database.db
      .insert(dailyStoryJobs)
      .values({ kind: 'generate', status })
      .returning({ id: dailyStoryJobs.id });
    return row?.id ?? '';
  };
  const read = async (id: string) => {
    const [row] = await database.db.select().from(dailyStoryJobs).where(eq(dailyStoryJobs.id, id));
    return row;
  };

  it('a replaced run writes nothing more; the latest run finishes', async () => {
    const id = await newRow();
    const first = await rows.start(database.db, id, 'writing');
    const second = await rows.start(database.db, id, 'writing');
    expect([first, second]).toEqual([1, 2]);
    expect(await rows.update(database.db, id, 1, { done: 5, total: 9 })).toBe(false);
    await expect(rows.hold(database.db, id, 1, {}, 'ready')).rejects.toBeInstanceOf(Superseded);
    await rows.hold(database.db, id, 2, { done: 9, total: 9 }, 'narrating');
    await rows.hold(database.db, id, 2, { error: null }, 'ready');
    expect(await read(id)).toMatchObject({ status: 'ready', attempts: 2, done: 9, total: 9 });
    // Finished: nothing starts it again, and it cannot go back to queued.
    expect(await rows.start(database.db, id, 'writing')).toBeNull();
    expect(await rows.update(database.db, id, 2, {}, 'queued')).toBe(false);
  });

  it('refuses a move the machine does not allow, even by the latest run', async () => {
    const id = await newRow();
    expect(await rows.update(database.db, id, 0, {}, 'ready')).toBe(false); // never ran
    expect((await read(id))?.status).toBe('queued');
    expect(await rows.move(database.db, id, 'failed', { error: 'not sent' })).toBe(true);
    expect(await rows.start(database.db, id, 'writing')).toBeNull();
  });

  it('takes a failed row back with a fresh count of attempts, and touches only a queued one', async () => {
    const id = await newRow('failed');
    expect(await rows.touch(database.db, id)).toBe(false);
    expect(await rows.retake(database.db, id, { error: null })).toBe(true);
    expect(await read(id)).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect(await rows.retake(database.db, id)).toBe(false); // live now: joined, not taken
    const before = (await read(id))?.updatedAt.getTime() ?? 0;
    await new Promise((r) => setTimeout(r, 5));
    expect(await rows.touch(database.db, id)).toBe(true);
    expect((await read(id))?.updatedAt.getTime()).toBeGreaterThan(before);
  });

  it('a fenced write inside a transaction rolls the transaction back when the run was replaced', async () => {
    const id = await newRow();
    await rows.start(database.db, id, 'writing');
    await rows.start(database.db, id, 'writing');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(dailyStoryJobs).set({ total: 42 }).where(eq(dailyStoryJobs.id, id));
        await rows.hold(tx, id, 1, { done: 1 });
      }),
    ).rejects.toBeInstanceOf(Superseded);
    expect((await read(id))?.total).toBe(0);
  });
});
