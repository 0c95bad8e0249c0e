import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '../../../shared/plans.js';
import type { Config } from '../../platform/config.js';
import type { Database, Db } from '../../platform/db/client.js';
import { billingCustomers, payments, subscriptions } from '../../platform/db/schema/billing.js';
import { users } from '../../platform/db/schema/identity.js';
import type { Logger } from '../../platform/logger.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import type { Catalogue } from './catalogue.js';
import { createCustomerLock } from './customer-lock.js';
import { receiptMail } from './mail.js';
import type { Clock, PaymentProvider } from './provider/port.js';

interface SyncDeps {
  db: Db;
  database: Pick<Database, 'kind'>;
  provider: PaymentProvider;
  catalogue: Catalogue;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_URL'>;
  onAccessChanged?: (userId: string) => void;
}

/**
 * The one writer of billing state. It reads the truth from the provider (every subscription and
 * every paid invoice of the customer) and mirrors it in one transaction: subscriptions are
 * upserted, payments inserted once per invoice id (with their receipt mail). Nothing is ever
 * incremented, so any number of calls, in any order, end in the provider's state.
 */
export function createSync(deps: SyncDeps) {
  const { db, provider, catalogue, mailer, clock, logger } = deps;
  const withCustomerLock = createCustomerLock(db, deps.database.kind);

  async function syncNow(customerId: string): Promise<{ userId: string } | null> {
    const [customer] = await db
      .select({ userId: billingCustomers.userId, email: users.email, name: users.name })
      .from(billingCustomers)
      .innerJoin(users, eq(users.id, billingCustomers.userId))
      .where(eq(billingCustomers.customerId, customerId));
    if (!customer) {
      logger.warn({ customerId }, 'billing sync for a customer we do not know: ignored');
      return null;
    }
    const [subs, invoices, mirrored] = await Promise.all([
      provider.listSubscriptions(customerId),
      provider.listPaidInvoices(customerId),
      db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.customerId, customerId)),
    ]);
    // A subscription we have not mirrored yet has just begun: from now on the customer has had a
    // trial or a subscription, so checkouts opened earlier with a trial must not give another one.
    // Done before mirroring, so that if it fails this sync fails and its retry tries again.
    const known = new Set(mirrored.map((m) => m.id));
    if (subs.some((s) => !known.has(s.id))) await provider.expireTrialCheckouts(customerId);
    const planBySub = new Map<string, Awaited<ReturnType<Catalogue['planKeyOf']>>>();
    for (const s of subs) planBySub.set(s.id, await catalogue.planKeyOf(s.price));
    const planOfInvoice = async (priceId: string | null, subscriptionId: string | null) =>
      (priceId ? (await catalogue.resolvePriceId(priceId))?.planKey : undefined) ??
      (subscriptionId ? planBySub.get(subscriptionId) : undefined) ??
      null;
    const paid = await Promise.all(
      invoices
        .filter((i) => i.amountCents > 0)
        .map(async (i) => ({ ...i, planKey: await planOfInvoice(i.priceId, i.subscriptionId) })),
    );
    const now = clock();

    const mailIds = await db.transaction(async (tx) => {
      for (const s of subs) {
        const plan = PLAN_CATALOGUE[planBySub.get(s.id) ?? 'starter'];
        const values = {
          userId: customer.userId,
          customerId,
          status: s.status,
          planKey: plan.key,
          priceId: s.price.id,
          priceCents: s.price.unitAmount ?? plan.priceCents,
          interval: s.price.interval ?? plan.interval ?? 'month',
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          currentPeriodStart: s.currentPeriodStart,
          currentPeriodEnd: s.currentPeriodEnd,
          trialStart: s.trialStart,
          trialEnd: s.trialEnd,
          canceledAt: s.canceledAt,
          updatedAt: now,
        };
        await tx
          .insert(subscriptions)
          .values({ id: s.id, ...values, createdAt: now })
          .onConflictDoUpdate({ target: subscriptions.id, set: values });
      }
      const written: string[] = [];
      for (const inv of paid) {
        const inserted = await tx
          .insert(payments)
          .values({
            invoiceId: inv.id,
            userId: customer.userId,
            customerId,
            subscriptionId: inv.subscriptionId,
            planKey: inv.planKey,
            amountCents: inv.amountCents,
            currency: inv.currency,
            paidAt: inv.paidAt,
          })
          .onConflictDoNothing({ target: payments.invoiceId })
          .returning({ invoiceId: payments.invoiceId });
        if (inserted.length === 0) continue;
        const planName = inv.planKey ? PLAN_CATALOGUE[inv.planKey].name : 'Moonlit Tales';
        const message = receiptMail({
          name: customer.name,
          planName,
          amountCents: inv.amountCents,
          currency: inv.currency,
          paidAt: inv.paidAt,
          invoiceId: inv.id,
          appUrl: deps.config.PUBLIC_URL,
        });
        written.push(await mailer.write(tx, [customer.email], message));
      }
      return written;
    });
    // The outbox rows are committed; if asking for delivery fails, the mail sweep sends them.
    for (const id of mailIds)
      await mailer
        .deliverSoon(id)
        .catch((err: unknown) => logger.warn({ err, mailId: id }, 'receipt delivery request failed'));
    deps.onAccessChanged?.(customer.userId);
    return { userId: customer.userId };
  }

  return {
    /** Mirror one customer's subscriptions and payments; returns the user, or null for an unknown customer. */
    syncCustomer: (customerId: string) => withCustomerLock(customerId, () => syncNow(customerId)),
  };
}

export type Sync = ReturnType<typeof createSync>;
