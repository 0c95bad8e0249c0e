import { and, asc, eq, lt } from 'drizzle-orm';
import type { TCreditKind } from '../../../shared/credits.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { pinCreditDay } from './clock-store.js';
import { moveCounters, takeOne } from './counters.js';

/** A spent credit, held until its story is saved (settle) or the attempt fails (release). */
export interface Reservation {
  id: string;
  userId: string;
  kind: TCreditKind;
  childKeys: string[];
  windowStart: Date;
  windowEnd: Date;
}

export interface ReserveRequest {
  userId: string;
  kind: TCreditKind;
  profileZone: string;
  /** Each counter and its limit; all are taken or none. */
  counters: { key: string; limit: number }[];
  now: Date;
}

class NoCredit extends Error {}

/**
 * Takes the counters and writes the reservation in one transaction: the caps hold under any
 * concurrency (each take is a conditional upsert) and a credit is never spent without its row.
 */
export async function reserve(db: Db, req: ReserveRequest): Promise<Reservation | null> {
  try {
    return await db.transaction(async (tx) => {
      const day = await pinCreditDay(tx, req.userId, req.now, req.profileZone);
      for (const { key, limit } of req.counters) {
        if (!(await takeOne(tx, req.userId, key, req.kind, day, limit))) throw new NoCredit();
      }
      const childKeys = req.counters.map((c) => c.key);
      const [row] = await tx
        .insert(creditReservations)
        .values({
          userId: req.userId,
          kind: req.kind,
          childKeys,
          windowStart: day.start,
          windowEnd: day.end,
          timeZone: day.timeZone,
          createdAt: req.now,
        })
        .returning({ id: creditReservations.id });
      if (!row) throw new Error('reservation insert returned no row');
      return {
        id: row.id,
        userId: req.userId,
        kind: req.kind,
        childKeys,
        windowStart: day.start,
        windowEnd: day.end,
      };
    });
  } catch (err) {
    if (err instanceof NoCredit) return null;
    throw err;
  }
}

/**
 * Gives a reserved credit back. The state flip is conditional, so of a failing request and the
 * sweeper racing for one reservation only one gives it back, and a settled one never is.
 */
export async function release(db: Db, reservationId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(creditReservations)
      .set({ state: 'released', finishedAt: now })
      .where(and(eq(creditReservations.id, reservationId), eq(creditReservations.state, 'reserved')))
      .returning();
    if (!held) return false;
    await moveCounters(tx, held, -1);
    return true;
  });
}

/**
 * In the transaction that saves the story. A generation slower than the sweeper's limit may find
 * its reservation released already: the story exists, so the credit is counted again (even past
 * the cap: it was the cap check of this very request that let it start).
 */
export async function settle(tx: Tx, reservationId: string, storyId: string, now: Date): Promise<void> {
  const [held] = await tx
    .select()
    .from(creditReservations)
    .where(eq(creditReservations.id, reservationId))
    .for('update');
  if (!held || held.state === 'settled') return;
  await tx
    .update(creditReservations)
    .set({ state: 'settled', storyId, finishedAt: now })
    .where(eq(creditReservations.id, reservationId));
  if (held.state === 'released') await moveCounters(tx, held, 1);
}

/** Reserved for longer than this means the process that held it is gone (see README). */
export const STALE_RESERVATION_MS = 10 * 60_000;
const SWEEP_BATCH = 500;

/** Releases reservations a crash left behind; answers how many it gave back. */
export async function releaseStale(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_RESERVATION_MS);
  let released = 0;
  for (;;) {
    const stale = await db
      .select({ id: creditReservations.id })
      .from(creditReservations)
      .where(and(eq(creditReservations.state, 'reserved'), lt(creditReservations.createdAt, cutoff)))
      .orderBy(asc(creditReservations.createdAt))
      .limit(SWEEP_BATCH);
    for (const { id } of stale) if (await release(db, id, now)) released++;
    if (stale.length < SWEEP_BATCH) return released;
  }
}
