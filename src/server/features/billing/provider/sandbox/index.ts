import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.js';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPortalSessions,
  sandboxSubscriptions,
} from '../../../../platform/db/schema/sandbox.js';
import type { Clock, PaymentProvider, ProviderSubscription } from '../port.js';
import { addDays } from './billing-math.js';
import { sandboxId } from './ids.js';
import { createSandboxLifecycle } from './lifecycle.js';
import { SANDBOX_PRICES, sandboxPrice } from './prices.js';

const CHECKOUT_TTL_DAYS = 1;
const PORTAL_TTL_MS = 60 * 60 * 1000;

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  const price = sandboxPrice(row.priceId) ?? {
    id: row.priceId,
    productId: null,
    unitAmount: null,
    interval: null,
    lookupKey: null,
    productPlanKey: null,
  };
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    price,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialStart: row.trialStart,
    trialEnd: row.trialEnd,
    canceledAt: row.canceledAt,
  };
}

/** The local payment provider: its own tables, checkout and portal pages, and renewal jobs. */
export function createSandboxProvider(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock, publicUrl } = deps;
  const lifecycle = createSandboxLifecycle(db, clock);

  const provider: PaymentProvider = {
    kind: 'sandbox',
    listPrices: async () => SANDBOX_PRICES,
    async createCustomer({ userId, email, name }) {
      const id = sandboxId('cus');
      await db.insert(sandboxCustomers).values({ id, userRef: userId, email, name, createdAt: clock() });
      return id;
    },
    async createCheckoutSession(input) {
      const id = sandboxId('cs');
      const now = clock();
      // Like Stripe, the success URL's {CHECKOUT_SESSION_ID} placeholder becomes the session id.
      const successUrl = input.successUrl.replace('{CHECKOUT_SESSION_ID}', id);
      await db.insert(sandboxCheckoutSessions).values({
        id,
        customerId: input.customerId,
        priceId: input.priceId,
        trialDays: Math.max(0, input.trialDays),
        successUrl,
        cancelUrl: input.cancelUrl,
        createdAt: now,
        expiresAt: addDays(now, CHECKOUT_TTL_DAYS),
      });
      return { id, url: `${publicUrl}/sandbox/checkout/${id}` };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const id = sandboxId('bps');
      const now = clock();
      await db.insert(sandboxPortalSessions).values({
        id,
        customerId,
        returnUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PORTAL_TTL_MS),
      });
      return { url: `${publicUrl}/sandbox/portal/${id}` };
    },
    changePlan: ({ subscriptionId, priceId }) => lifecycle.changePlan(subscriptionId, priceId),
    async expireTrialCheckouts(customerId) {
      // An expired session shows the "expired" page; completeCheckout re-checks under its lock too.
      const now = clock();
      await db
        .update(sandboxCheckoutSessions)
        .set({ expiresAt: now })
        .where(
          and(
            eq(sandboxCheckoutSessions.customerId, customerId),
            eq(sandboxCheckoutSessions.status, 'open'),
            gt(sandboxCheckoutSessions.trialDays, 0),
            gt(sandboxCheckoutSessions.expiresAt, now),
          ),
        );
    },
    cancelAtPeriodEnd: (subscriptionId) => lifecycle.setCancelAtPeriodEnd(subscriptionId, true),
    cancelNow: (subscriptionId) => lifecycle.cancelNow(subscriptionId),
    async forgetCustomer(customerId) {
      await db
        .update(sandboxCustomers)
        .set({ email: `deleted-${customerId}@deleted.invalid`, name: 'Deleted customer', userRef: '' })
        .where(eq(sandboxCustomers.id, customerId));
    },
    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId));
      return rows.map(toProviderSubscription);
    },
    async listPaidInvoices(customerId) {
      const rows = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId));
      return rows.map((r) => ({
        id: r.id,
        customerId: r.customerId,
        subscriptionId: r.subscriptionId,
        priceId: r.priceId,
        amountCents: r.amountCents,
        currency: r.currency,
        paidAt: r.paidAt,
      }));
    },
  };

  return {
    provider,
    lifecycle,
    async checkoutSession(id: string) {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },
    async portalSession(id: string) {
      const [row] = await db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, id));
      return row ?? null;
    },
    /** The subscription the portal manages: the newest one that is not over. */
    async currentSubscription(customerId: string) {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId))
        .orderBy(desc(sandboxSubscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
