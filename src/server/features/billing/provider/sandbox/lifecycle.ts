import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.js';
import {
  sandboxCheckoutSessions,
  sandboxPromotionCodes,
  sandboxSubscriptions,
} from '../../../../platform/db/schema/sandbox.js';
import type { Clock } from '../port.js';
import { addDays, addInterval, discounted, prorate } from './billing-math.js';
import { sandboxId } from './ids.js';
import { invoice, LIVE, priceOf } from './invoices.js';
import { createSandboxRenewals } from './renewals.js';

/**
 * What a customer does to a sandbox subscription (pay a checkout, cancel, resume, switch), plus
 * the period-end work of renewals.ts. Each change is one transaction with a conditional update.
 */
export function createSandboxLifecycle(db: Db, clock: Clock) {
  const renewals = createSandboxRenewals(db, clock);

  async function promotionPercent(code: string): Promise<number | null> {
    const [row] = await db
      .select({ percentOff: sandboxPromotionCodes.percentOff })
      .from(sandboxPromotionCodes)
      .where(
        and(
          eq(sandboxPromotionCodes.code, code.trim().toUpperCase()),
          eq(sandboxPromotionCodes.active, true),
        ),
      );
    return row?.percentOff ?? null;
  }

  /**
   * Pays a checkout session: a trial, or an active subscription with its first invoice.
   * 'closed' when it was paid already (a double submit) or expired; 'subscribed' when another
   * checkout of this customer was paid first (two open tabs must not make two subscriptions);
   * 'trialUsed' when the session would start a trial but the customer has had a subscription
   * since it was opened (spec §9: one trial, for a user who never subscribed or trialed).
   */
  async function completeCheckout(
    sessionId: string,
    percentOff: number,
  ): Promise<{ customerId: string; successUrl: string } | 'closed' | 'subscribed' | 'trialUsed'> {
    const now = clock();
    return db.transaction(async (tx) => {
      const subscriptionId = sandboxId('sub');
      const [open] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionId))
        .for('update');
      if (!open || open.status !== 'open' || open.expiresAt <= now) return 'closed';
      const live = await tx
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.customerId, open.customerId),
            inArray(sandboxSubscriptions.status, LIVE),
          ),
        )
        .limit(1);
      if (live.length > 0) return 'subscribed';
      if (open.trialDays > 0) {
        const earlier = await tx
          .select({ id: sandboxSubscriptions.id })
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.customerId, open.customerId))
          .limit(1);
        if (earlier.length > 0) {
          // The link can never be paid now: close it, so it shows as expired from here on.
          await tx
            .update(sandboxCheckoutSessions)
            .set({ expiresAt: now })
            .where(eq(sandboxCheckoutSessions.id, sessionId));
          return 'trialUsed';
        }
      }
      const [session] = await tx
        .update(sandboxCheckoutSessions)
        .set({ status: 'complete', completedAt: now, subscriptionId })
        .where(
          and(
            eq(sandboxCheckoutSessions.id, sessionId),
            eq(sandboxCheckoutSessions.status, 'open'),
            gt(sandboxCheckoutSessions.expiresAt, now),
          ),
        )
        .returning();
      if (!session) return 'closed';
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
        await invoice(tx, sub, {
          priceId: session.priceId,
          amountCents,
          reason: 'subscription_create',
          key: `checkout:${session.id}`,
          periodStart: now,
          periodEnd,
          paidAt: now,
        });
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

  /** Ends a live subscription at once (the portal's "Cancel immediately"); nothing is refunded. */
  async function cancelNow(subscriptionId: string) {
    const now = clock();
    await db
      .update(sandboxSubscriptions)
      .set({
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: now,
        currentPeriodEnd: now,
        updatedAt: now,
      })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), inArray(sandboxSubscriptions.status, LIVE)));
  }

  /**
   * Switches price now and bills the prorated difference. A trial is Starter only (spec §9), so a
   * switch during one ends the trial and bills the new price's first period, starting now.
   */
  async function changePlan(subscriptionId: string, priceId: string) {
    const now = clock();
    const next = priceOf(priceId);
    await db.transaction(async (tx) => {
      const [sub] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .for('update');
      if (!sub || !LIVE.includes(sub.status) || sub.priceId === priceId) return;
      const unchanged = and(
        eq(sandboxSubscriptions.id, sub.id),
        eq(sandboxSubscriptions.priceId, sub.priceId),
      );
      if (sub.status === 'trialing') {
        const periodEnd = addInterval(now, next.interval);
        const [converted] = await tx
          .update(sandboxSubscriptions)
          .set({
            priceId,
            status: 'active',
            trialEnd: now,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd,
            pendingPercentOff: 0,
            updatedAt: now,
          })
          .where(and(unchanged, eq(sandboxSubscriptions.status, 'trialing')))
          .returning();
        if (!converted) return;
        await invoice(tx, sub, {
          priceId,
          amountCents: discounted(next.cents, sub.pendingPercentOff), // a code entered at checkout
          reason: 'subscription_update',
          key: `trial-switch:${sub.id}`,
          periodStart: now,
          periodEnd,
          paidAt: now,
        });
        return;
      }
      const old = priceOf(sub.priceId);
      const bill = prorate({
        now,
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.currentPeriodEnd,
        oldCents: old.cents,
        newCents: next.cents,
        sameInterval: old.interval === next.interval,
      });
      const periodStart = bill.restartPeriod ? now : sub.currentPeriodStart;
      const periodEnd = bill.restartPeriod ? addInterval(now, next.interval) : sub.currentPeriodEnd;
      const [moved] = await tx
        .update(sandboxSubscriptions)
        .set({ priceId, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: now })
        .where(unchanged)
        .returning();
      if (!moved || bill.amountCents === 0) return;
      await invoice(tx, sub, {
        priceId,
        amountCents: bill.amountCents,
        reason: 'subscription_update',
        key: `update:${sub.id}:${now.toISOString()}:${priceId}`,
        periodStart,
        periodEnd,
        paidAt: now,
      });
    });
  }

  return { promotionPercent, completeCheckout, setCancelAtPeriodEnd, cancelNow, changePlan, ...renewals };
}

export type SandboxLifecycle = ReturnType<typeof createSandboxLifecycle>;
