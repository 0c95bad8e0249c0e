import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../../platform/db/client.js';
import { sandboxCheckoutSessions, sandboxInvoices, sandboxPromotionCodes, sandboxSubscriptions } from '../../../../platform/db/schema/sandbox.js';
import type { Clock } from '../port.js';
import { addDays, addInterval, discounted, prorate } from './billing-math.js';
import { sandboxId } from './ids.js';
import { sandboxPrice } from './prices.js';

const LIVE = ['active', 'trialing'];
/** A server that was off for a long time catches up period by period, within reason. */
const MAX_CYCLES_PER_RUN = 36;

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

function priceOf(priceId: string) {
  const price = sandboxPrice(priceId);
  if (!price || price.unitAmount === null || !price.interval) throw new Error(`unknown sandbox price ${priceId}`);
  return { cents: price.unitAmount, interval: price.interval };
}

async function invoice(
  tx: Tx,
  sub: Pick<SubscriptionRow, 'id' | 'customerId'>,
  input: { priceId: string; amountCents: number; reason: string; key: string; periodStart: Date; periodEnd: Date; paidAt: Date },
) {
  await tx
    .insert(sandboxInvoices)
    .values({
      id: sandboxId('in'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      priceId: input.priceId,
      amountCents: input.amountCents,
      reason: input.reason,
      idempotencyKey: input.key,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      paidAt: input.paidAt,
    })
    .onConflictDoNothing({ target: sandboxInvoices.idempotencyKey });
}

/**
 * Every change of a sandbox subscription is one transaction with a conditional update (the row
 * must still be in the state we read), so a job retried or run twice bills a period once.
 */
export function createSandboxLifecycle(db: Db, clock: Clock) {
  async function promotionPercent(code: string): Promise<number | null> {
    const [row] = await db
      .select({ percentOff: sandboxPromotionCodes.percentOff })
      .from(sandboxPromotionCodes)
      .where(and(eq(sandboxPromotionCodes.code, code.trim().toUpperCase()), eq(sandboxPromotionCodes.active, true)));
    return row?.percentOff ?? null;
  }

  /** Pays a checkout session: a trial, or an active subscription with its first invoice. Null when not open any more. */
  async function completeCheckout(sessionId: string, percentOff: number): Promise<{ customerId: string; successUrl: string } | null> {
    const now = clock();
    return db.transaction(async (tx) => {
      const subscriptionId = sandboxId('sub');
      const [session] = await tx
        .update(sandboxCheckoutSessions)
        .set({ status: 'complete', completedAt: now, subscriptionId })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open'), gt(sandboxCheckoutSessions.expiresAt, now)))
        .returning();
      if (!session) return null; // paid already (a double submit) or expired
      const { cents, interval } = priceOf(session.priceId);
      const trialEnd = session.trialDays > 0 ? addDays(now, session.trialDays) : null;
      const periodEnd = trialEnd ?? addInterval(now, interval);
      const sub = { id: subscriptionId, customerId: session.customerId };
      await tx.insert(sandboxSubscriptions).values({
        ...sub,
        priceId: session.priceId,
        status: trialEnd ? 'trialing' : 'active',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        trialStart: trialEnd ? now : null,
        trialEnd,
        pendingPercentOff: trialEnd ? percentOff : 0,
        createdAt: now,
        updatedAt: now,
      });
      if (!trialEnd) {
        const amountCents = discounted(cents, percentOff);
        await invoice(tx, sub, { priceId: session.priceId, amountCents, reason: 'subscription_create', key: `checkout:${session.id}`, periodStart: now, periodEnd, paidAt: now });
      }
      return { customerId: session.customerId, successUrl: session.successUrl };
    });
  }

  async function setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    const now = clock();
    await db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null, updatedAt: now })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), inArray(sandboxSubscriptions.status, LIVE)));
  }

  /** Switches price now; during a trial nothing is billed (as Stripe), otherwise the prorated difference. */
  async function changePlan(subscriptionId: string, priceId: string) {
    const now = clock();
    const next = priceOf(priceId);
    await db.transaction(async (tx) => {
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId)).for('update');
      if (!sub || !LIVE.includes(sub.status) || sub.priceId === priceId) return;
      const old = priceOf(sub.priceId);
      const trialing = sub.status === 'trialing';
      const bill = prorate({ now, periodStart: sub.currentPeriodStart, periodEnd: sub.currentPeriodEnd, oldCents: old.cents, newCents: next.cents, sameInterval: trialing || old.interval === next.interval });
      const periodStart = bill.restartPeriod ? now : sub.currentPeriodStart;
      const periodEnd = bill.restartPeriod ? addInterval(now, next.interval) : sub.currentPeriodEnd;
      const [moved] = await tx
        .update(sandboxSubscriptions)
        .set({ priceId, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: now })
        .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.priceId, sub.priceId)))
        .returning();
      if (!moved || trialing || bill.amountCents === 0) return;
      await invoice(tx, sub, { priceId, amountCents: bill.amountCents, reason: 'subscription_update', key: `update:${sub.id}:${now.toISOString()}:${priceId}`, periodStart, periodEnd, paidAt: now });
    });
  }

  /** One step at a period's end: cancel, convert a trial, or renew. False when someone else moved it first. */
  async function advanceOnce(sub: SubscriptionRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      const unchanged = and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.status, sub.status), eq(sandboxSubscriptions.currentPeriodEnd, sub.currentPeriodEnd));
      const at = sub.currentPeriodEnd;
      if (sub.cancelAtPeriodEnd) {
        const ended = await tx.update(sandboxSubscriptions).set({ status: 'canceled', endedAt: at, updatedAt: clock() }).where(unchanged).returning();
        return ended.length > 0;
      }
      const { cents, interval } = priceOf(sub.priceId);
      const periodEnd = addInterval(at, interval);
      const moved = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'active', currentPeriodStart: at, currentPeriodEnd: periodEnd, pendingPercentOff: 0, updatedAt: clock() })
        .where(unchanged)
        .returning();
      if (moved.length === 0) return false;
      await invoice(tx, sub, {
        priceId: sub.priceId,
        amountCents: discounted(cents, sub.pendingPercentOff),
        reason: 'subscription_cycle',
        key: `cycle:${sub.id}:${at.toISOString()}`,
        periodStart: at,
        periodEnd,
        paidAt: at,
      });
      return true;
    });
  }

  /** The scheduled job's work: every live subscription whose period is over moves on. Returns the customers touched. */
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

  return { promotionPercent, completeCheckout, setCancelAtPeriodEnd, changePlan, advanceDue };
}

export type SandboxLifecycle = ReturnType<typeof createSandboxLifecycle>;
