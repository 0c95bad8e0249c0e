import { createHash } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TCreditKind } from '../../../shared/credits.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { creditReservations, welcomeGifts } from '../../platform/db/schema/credits.js';
import { users } from '../../platform/db/schema/identity.js';
import { stories } from '../../platform/db/schema/stories.js';
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
  /** Paid for by the welcome gift: no counter taken. */
  welcome: boolean;
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
/** Runs in the reservation's own transaction (the stories feature writes its brief there). */
export type WithReservation = (tx: Tx, reservation: Reservation) => Promise<void>;

export async function reserve(
  db: Db,
  req: ReserveRequest,
  alsoInTx?: WithReservation,
): Promise<Reservation | null> {
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
      const reservation: Reservation = {
        id: row.id,
        userId: req.userId,
        kind: req.kind,
        childKeys,
        windowStart: day.start,
        windowEnd: day.end,
        welcome: false,
      };
      if (alsoInTx) await alsoInTx(tx, reservation);
      return reservation;
    });
  } catch (err) {
    if (err instanceof NoCredit) return null;
    throw err;
  }
}

/** The key a welcome gift is remembered by: a hash, so the address itself is not kept. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The family's first story, on the house: a reservation that takes no counter, written with the
 * gift's row in one transaction. Null when the gift was given before (this account or this
 * e-mail address) or the account already has stories (it was here before the gift existed).
 */
export async function reserveWelcome(
  db: Db,
  req: Omit<ReserveRequest, 'counters'>,
  alsoInTx?: WithReservation,
): Promise<Reservation | null> {
  // Every story spend passes here: a family past its gift (nearly all of them) is answered by one
  // indexed read, without a transaction. The transaction below decides the rare first story.
  const [past] = await db
    .select({
      done: sql<boolean>`exists (select 1 from ${welcomeGifts} where ${welcomeGifts.userId} = ${req.userId})
        or exists (select 1 from ${stories} where ${stories.userId} = ${req.userId})`,
    })
    .from(sql`(select 1) as one`);
  if (past?.done) return null;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, req.userId));
    if (!user) return null;
    const [written] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.userId, req.userId))
      .limit(1);
    if (written) return null;
    const given = await tx
      .insert(welcomeGifts)
      .values({ userId: req.userId, emailKey: emailKey(user.email), createdAt: req.now })
      .onConflictDoNothing()
      .returning({ userId: welcomeGifts.userId });
    if (given.length === 0) return null;
    const day = await pinCreditDay(tx, req.userId, req.now, req.profileZone);
    const [row] = await tx
      .insert(creditReservations)
      .values({
        userId: req.userId,
        kind: req.kind,
        childKeys: [],
        windowStart: day.start,
        windowEnd: day.end,
        timeZone: day.timeZone,
        createdAt: req.now,
        welcome: true,
      })
      .returning({ id: creditReservations.id });
    if (!row) throw new Error('reservation insert returned no row');
    await tx.update(welcomeGifts).set({ reservationId: row.id }).where(eq(welcomeGifts.userId, req.userId));
    const reservation: Reservation = {
      id: row.id,
      userId: req.userId,
      kind: req.kind,
      childKeys: [],
      windowStart: day.start,
      windowEnd: day.end,
      welcome: true,
    };
    if (alsoInTx) await alsoInTx(tx, reservation);
    return reservation;
  });
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
    if (held.welcome) await giveTheGiftBack(tx, held);
    else await moveCounters(tx, held, -1);
    return true;
  });
}

/**
 * A failed welcome story gives the gift back: the next first story is on the house again. But a
 * story written meanwhile (two tabs at once, the other paid by the day's credit, won) leaves no
 * first story to be on the house, and the gift would be lost: it pays for that story instead, and
 * the day's credit comes back (CI found the gift lost when the welcome request was the refused one).
 */
async function giveTheGiftBack(tx: Tx, held: typeof creditReservations.$inferSelect): Promise<void> {
  const [paid] = await tx
    .select()
    .from(creditReservations)
    .where(
      and(
        eq(creditReservations.userId, held.userId),
        eq(creditReservations.kind, held.kind),
        eq(creditReservations.windowStart, held.windowStart),
        eq(creditReservations.welcome, false),
        eq(creditReservations.state, 'settled'),
        sql`exists (select 1 from ${stories} where ${stories.id} = ${creditReservations.storyId})`,
      ),
    )
    .orderBy(asc(creditReservations.createdAt))
    .limit(1);
  if (paid === undefined) {
    await tx.delete(welcomeGifts).where(eq(welcomeGifts.reservationId, held.id));
    return;
  }
  await tx.update(creditReservations).set({ welcome: true }).where(eq(creditReservations.id, paid.id));
  await moveCounters(tx, paid, -1);
  await tx
    .update(welcomeGifts)
    .set({ reservationId: paid.id, storyId: paid.storyId })
    .where(eq(welcomeGifts.reservationId, held.id));
}

/**
 * In the transaction that saves the story. A generation slower than the sweeper's limit may find
 * its reservation released already: the story exists, so the credit is counted again (even past
 * the cap: it was the cap check of this very request that let it start).
 */
export async function settle(tx: Tx, reservationId: string, storyId: string, now: Date): Promise<void> {
  // The common case in one round trip: still reserved, so it is settled where it stands (the
  // counters already hold it). Released meanwhile, or settled by another run: read below.
  const [reserved] = await tx
    .update(creditReservations)
    .set({ state: 'settled', storyId, finishedAt: now })
    .where(and(eq(creditReservations.id, reservationId), eq(creditReservations.state, 'reserved')))
    .returning({ userId: creditReservations.userId, welcome: creditReservations.welcome });
  if (reserved) {
    if (reserved.welcome)
      await tx
        .update(welcomeGifts)
        .set({ reservationId, storyId })
        .where(eq(welcomeGifts.userId, reserved.userId));
    return;
  }
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
  if (held.welcome) {
    // Released by the sweeper meanwhile: the gift is taken again (by this story) if still free.
    if (held.state === 'released') {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, held.userId));
      if (user)
        await tx
          .insert(welcomeGifts)
          .values({ userId: held.userId, emailKey: emailKey(user.email), createdAt: now })
          .onConflictDoNothing();
    }
    await tx
      .update(welcomeGifts)
      .set({ reservationId: reservationId, storyId })
      .where(eq(welcomeGifts.userId, held.userId));
  } else if (held.state === 'released') await moveCounters(tx, held, 1);
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
