import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { billingCustomers, subscriptions } from '../../platform/db/schema/billing.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { Catalogue } from './catalogue.js';
import type { TPaidPlanKey } from './plan-matching.js';
import type { PaymentProvider } from './provider/port.js';
import { LIVE_STATUSES, loadBillingState } from './status.js';
import type { Sync } from './sync.js';

interface Deps {
  db: Db;
  provider: PaymentProvider;
  catalogue: Catalogue;
  sync: Sync;
  logger: Logger;
}

export type TAdminSubscriptionAction =
  | { action: 'changePlan'; planKey: TPaidPlanKey }
  | { action: 'cancelAtPeriodEnd' }
  | { action: 'cancelNow' }
  | { action: 'resync' };

const noSubscription = () => new AppError('CONFLICT', 409, BILLING_MESSAGES.noSubscription);

/**
 * What the Admin Panel may do to a user's billing. Every change is made at the provider first;
 * then syncCustomer, the path the webhooks take, mirrors it, so the provider and our tables never
 * disagree (a webhook arriving afterwards finds nothing new).
 */
export function createBillingAdmin({ db, provider, catalogue, sync, logger }: Deps) {
  async function atProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      logger.error({ err }, 'payment provider call failed (admin)');
      throw new AppError('UNAVAILABLE', 502, SUBSCRIPTION_MESSAGES.manageFailed);
    }
  }

  async function updateSubscription(userId: string, change: TAdminSubscriptionAction) {
    const state = await loadBillingState(db, userId);
    if (change.action !== 'resync') {
      const live = state.live;
      if (!live) throw noSubscription();
      if (change.action === 'changePlan') {
        if (live.planKey === change.planKey)
          throw new AppError('ALREADY_SUBSCRIBED', 409, SUBSCRIPTION_MESSAGES.alreadyCurrentPlan);
        const price = await atProvider(() => catalogue.priceForPlan(change.planKey));
        if (!price) throw AppError.badRequest(SUBSCRIPTION_MESSAGES.startSubscriptionFailed);
        await atProvider(() => provider.changePlan({ subscriptionId: live.id, priceId: price.priceId }));
      } else if (change.action === 'cancelAtPeriodEnd') {
        await atProvider(() => provider.cancelAtPeriodEnd(live.id));
      } else {
        await atProvider(() => provider.cancelNow(live.id));
      }
    }
    if (state.customerId) {
      const customerId = state.customerId;
      await atProvider(() => sync.syncCustomer(customerId));
    }
  }

  /**
   * Before an account is deleted: every live subscription ends now at the provider, the mirror is
   * synced (so the ledger has every paid invoice), and the provider forgets the person. Answers
   * the plan keys of the subscriptions it ended (the owner's deletion receipt names them).
   */
  async function closeAccount(userId: string): Promise<string[]> {
    const [customer] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    const rows = await db
      .select({ id: subscriptions.id, status: subscriptions.status, planKey: subscriptions.planKey })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const live = rows.filter((r) => LIVE_STATUSES.includes(r.status));
    if (!customer) {
      // Rows without a provider customer cannot be cancelled anywhere (seeded data): nothing bills them.
      return [];
    }
    for (const sub of live) await atProvider(() => provider.cancelNow(sub.id));
    await atProvider(() => sync.syncCustomer(customer.customerId));
    await atProvider(() => provider.forgetCustomer(customer.customerId));
    return live.map((sub) => sub.planKey);
  }

  return { updateSubscription, closeAccount };
}

export type BillingAdmin = ReturnType<typeof createBillingAdmin>;
