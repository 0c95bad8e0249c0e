import { eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  type TSubscriptionStatus,
  type TUpgradeResponse,
} from '../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages.js';
import { PLAN_CATALOGUE } from '../../../shared/plans.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { billingCustomers } from '../../platform/db/schema/billing.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { Catalogue } from './catalogue.js';
import { ensureCustomer } from './customers.js';
import type { PaymentProvider } from './provider/port.js';
import { currentView, loadBillingState, statusView, type BillingState } from './status.js';
import type { Sync } from './sync.js';

interface ServiceDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  provider: PaymentProvider;
  catalogue: Catalogue;
  sync: Sync;
  logger: Logger;
}

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

const alreadyOnPlan = () => new AppError('ALREADY_SUBSCRIBED', 409, SUBSCRIPTION_MESSAGES.alreadyCurrentPlan);
const noSubscription = () => new AppError('CONFLICT', 409, BILLING_MESSAGES.noSubscription);

/** Runs a provider call; a provider failure becomes a 502 with the spec's message, never a stack trace. */
async function atProvider<T>(logger: Logger, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    logger.error({ err }, 'payment provider call failed');
    throw new AppError('UNAVAILABLE', 502, message);
  }
}

/** The subscription endpoints of spec §7. Every change goes to the provider, then syncCustomer mirrors it. */
export function createBillingService(deps: ServiceDeps) {
  const { db, config, provider, catalogue, sync, logger } = deps;
  const state = (userId: string) => loadBillingState(db, userId);

  async function resync(s: BillingState, userId: string): Promise<TSubscriptionStatus> {
    if (s.customerId) await sync.syncCustomer(s.customerId);
    return statusView(await state(userId));
  }

  async function checkout(user: BillingUser, priceId: string): Promise<{ url: string }> {
    const price = await atProvider(logger, SUBSCRIPTION_MESSAGES.startCheckoutFailed, () =>
      catalogue.resolvePriceId(priceId),
    );
    if (!price) throw AppError.badRequest(SUBSCRIPTION_MESSAGES.startCheckoutFailed);
    const s = await state(user.id);
    if (s.live?.planKey === price.planKey) throw alreadyOnPlan();
    // Spec §4: active subscribers get no buy buttons; a second subscription would bill twice.
    if (s.live)
      throw new AppError('ALREADY_SUBSCRIBED', 409, BILLING_MESSAGES.alreadySubscribedOtherPlan, {
        changePlan: true,
      });
    // Spec §9: 7 days, Starter (monthly) only, only for a user who never subscribed or trialed.
    const trialDays =
      price.planKey === 'starter' && !s.hasEverSubscribedOrTrialed ? PLAN_CATALOGUE.starter.trialDays : 0;
    const query = new URLSearchParams({
      priceId: price.priceId,
      product: price.planKey,
      checkoutCanceled: 'true',
    });
    return atProvider(logger, SUBSCRIPTION_MESSAGES.checkoutFailed, async () => {
      const customerId = await ensureCustomer(db, provider, user);
      const session = await provider.createCheckoutSession({
        customerId,
        userId: user.id,
        priceId: price.priceId,
        trialDays,
        successUrl: `${config.PUBLIC_URL}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.PUBLIC_URL}/signup?${query.toString()}`,
      });
      return { url: session.url };
    });
  }

  async function changePlan(user: BillingUser, newPriceId: string): Promise<TSubscriptionStatus> {
    const price = await atProvider(logger, SUBSCRIPTION_MESSAGES.startSubscriptionFailed, () =>
      catalogue.resolvePriceId(newPriceId),
    );
    if (!price) throw AppError.badRequest(VALIDATION_MESSAGES.invalidPlan);
    const s = await state(user.id);
    if (!s.live) throw noSubscription();
    if (s.live.planKey === price.planKey) throw alreadyOnPlan();
    const subscriptionId = s.live.id;
    await atProvider(logger, SUBSCRIPTION_MESSAGES.startSubscriptionFailed, () =>
      provider.changePlan({ subscriptionId, priceId: price.priceId }),
    );
    return resync(s, user.id);
  }

  return {
    /** With sessionId (the success page) the mirror is refreshed from the provider first. */
    async status(userId: string, sessionId?: string): Promise<TSubscriptionStatus> {
      const s = await state(userId);
      if (sessionId && s.customerId) {
        await sync
          .syncCustomer(s.customerId)
          .catch((err: unknown) =>
            logger.warn({ err }, 'sync on the success page failed; answering from the mirror'),
          );
        return statusView(await state(userId));
      }
      return statusView(s);
    },
    current: async (userId: string) => currentView(await state(userId)),
    checkout,
    changePlan,
    async upgrade(user: BillingUser, priceId: string): Promise<TUpgradeResponse> {
      const s = await state(user.id);
      if (!s.live) return { action: 'checkout', ...(await checkout(user, priceId)) };
      return { action: 'changed', status: await changePlan(user, priceId) };
    },
    async cancel(userId: string): Promise<TSubscriptionStatus> {
      const s = await state(userId);
      if (!s.live) throw noSubscription();
      if (s.live.cancelAtPeriodEnd) return statusView(s);
      const subscriptionId = s.live.id;
      await atProvider(logger, SUBSCRIPTION_MESSAGES.manageFailed, () =>
        provider.cancelAtPeriodEnd(subscriptionId),
      );
      return resync(s, userId);
    },
    async portalLink(userId: string, returnUrl: string | undefined): Promise<{ url: string }> {
      const target = safeReturnUrl(config.PUBLIC_URL, returnUrl);
      const s = await state(userId);
      if (!s.customerId) throw AppError.notFound(BILLING_MESSAGES.noBillingAccount);
      const customerId = s.customerId;
      return atProvider(logger, SUBSCRIPTION_MESSAGES.portalLinkFailed, () =>
        provider.createPortalSession({ customerId, returnUrl: target }),
      );
    },
    /** Admin: re-mirror one user's billing from the provider. */
    async resyncUser(userId: string): Promise<TSubscriptionStatus> {
      const [customer] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      if (!customer) throw AppError.notFound(BILLING_MESSAGES.noBillingAccount);
      await atProvider(logger, SUBSCRIPTION_MESSAGES.couldNotLoadSubscription, () =>
        sync.syncCustomer(customer.customerId),
      );
      return statusView(await state(userId));
    },
  };
}

/** Only our own pages may be the portal's way back (no open redirect). */
function safeReturnUrl(publicUrl: string, returnUrl: string | undefined): string {
  if (!returnUrl) return `${publicUrl}/subscription`;
  try {
    const url = new URL(returnUrl, publicUrl);
    if (url.origin === new URL(publicUrl).origin) return url.toString();
  } catch {
    // fall through
  }
  throw AppError.badRequest(BILLING_MESSAGES.invalidReturnUrl);
}

export type BillingService = ReturnType<typeof createBillingService>;
