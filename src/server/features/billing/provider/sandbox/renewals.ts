import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.js';
import { sandboxSubscriptions } from '../../../../platform/db/schema/sandbox.js';
import type { Clock } from '../port.js';
import { addInterval, discounted } from './billing-math.js';
import { invoice, LIVE, priceOf, type SandboxSubscriptionRow } from './invoices.js';

/** A server that was off for a long time catches up period by period, within reason. */
const MAX_CYCLES_PER_RUN = 36;

/**
 * What happens at a period's end: a cancel-at-period-end subscription ends, a trial converts to
 * paid, an active one renews. Each step is one transaction whose update only matches the row as
 * it was read, so a job retried or run twice at once bills a period once.
 */
export function createSandboxRenewals(db: Db, clock: Clock) {
  async function advanceOnce(sub: SandboxSubscriptionRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      const unchanged = and(
        eq(sandboxSubscriptions.id, sub.id),
        eq(sandboxSubscriptions.status, sub.status),
        eq(sandboxSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
      );
      const at = sub.currentPeriodEnd;
      if (sub.cancelAtPeriodEnd) {
        const ended = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'canceled', endedAt: at, updatedAt: clock() })
          .where(unchanged)
          .returning();
        return ended.length > 0;
      }
      const { cents, interval } = priceOf(sub.priceId);
      const periodEnd = addInterval(at, interval);
      const moved = await tx
        .update(sandboxSubscriptions)
        .set({
          status: 'active',
          currentPeriodStart: at,
          currentPeriodEnd: periodEnd,
          pendingPercentOff: 0,
          updatedAt: clock(),
        })
        .where(unchanged)
        .returning();
      if (moved.length === 0) return false;
      await invoice(tx, sub, {
        priceId: sub.priceId,
        amountCents: discounted(cents, sub.pendingPercentOff), // a promotion code waiting since checkout
        reason: 'subscription_cycle',
        key: `cycle:${sub.id}:${at.toISOString()}`,
        periodStart: at,
        periodEnd,
        paidAt: at,
      });
      return true;
    });
  }

  /** Moves every live subscription whose period is over; returns the customers touched. */
  async function advanceDue(): Promise<string[]> {
    const now = clock();
    const touched = new Set<string>();
    const due = await db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(and(inArray(sandboxSubscriptions.status, LIVE), lte(sandboxSubscriptions.currentPeriodEnd, now)))
      .limit(500);
    for (const { id } of due) {
      for (let i = 0; i < MAX_CYCLES_PER_RUN; i++) {
        const [sub] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
        if (!sub || !LIVE.includes(sub.status) || sub.currentPeriodEnd > now) break;
        if (await advanceOnce(sub)) touched.add(sub.customerId);
      }
    }
    return [...touched];
  }

  return { advanceDue };
}
