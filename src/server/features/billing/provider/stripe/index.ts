import type Stripe from 'stripe';
import type { PaymentProvider, ProviderInvoice, ProviderPrice, ProviderSubscription } from '../port.js';
import { toProviderInvoice, toProviderPrice, toProviderSubscription } from './map.js';

const PAGE = { limit: 100 } as const;
const MAX_ITEMS = 1000;
/** Checkout-session metadata key set on sessions that start a trial. */
const TRIAL_CHECKOUT = 'moonlit_trial_days';

/** Stripe Checkout, Billing Portal and the subscription calls behind the port. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async listPrices(): Promise<ProviderPrice[]> {
      const [products, prices] = await Promise.all([
        stripe.products.list({ active: true, ...PAGE }).autoPagingToArray({ limit: MAX_ITEMS }),
        stripe.prices
          .list({ active: true, type: 'recurring', ...PAGE })
          .autoPagingToArray({ limit: MAX_ITEMS }),
      ]);
      // Only active products' prices are sold (spec §3 Catalogue product).
      const planKeyOfProduct = new Map(products.map((p) => [p.id, p.metadata?.plan_key ?? null]));
      return prices
        .filter((price) =>
          planKeyOfProduct.has(typeof price.product === 'string' ? price.product : price.product.id),
        )
        .map((price) =>
          toProviderPrice(
            price,
            planKeyOfProduct.get(typeof price.product === 'string' ? price.product : price.product.id) ??
              null,
          ),
        );
    },
    async createCustomer({ userId, email }) {
      // Only what billing needs (README "What outside services receive"): the address for
      // receipts and our opaque account id to match the customer back; never the parent's name.
      const customer = await stripe.customers.create({ email, metadata: { userId } });
      return customer.id;
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        allow_promotion_codes: true,
        billing_address_collection: 'required',
        // Spec §5: trial days are passed only when greater than 0. The metadata marks the session
        // for expireTrialCheckouts (Stripe does not return subscription_data on a session).
        ...(input.trialDays > 0
          ? {
              subscription_data: { trial_period_days: input.trialDays },
              metadata: { [TRIAL_CHECKOUT]: String(input.trialDays) },
            }
          : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    async changePlan({ subscriptionId, priceId }) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      const items = [{ id: item.id, price: priceId }];
      if (sub.status === 'trialing') {
        // The trial is Starter only: switching ends it, and Stripe invoices the new price now for
        // a period starting now (nothing of a free trial to prorate). If that payment fails the
        // update is refused and the user stays on the trial.
        await stripe.subscriptions.update(subscriptionId, {
          items,
          trial_end: 'now',
          proration_behavior: 'none',
          payment_behavior: 'error_if_incomplete',
        });
        return;
      }
      await stripe.subscriptions.update(subscriptionId, { items, proration_behavior: 'create_prorations' });
    },
    async expireTrialCheckouts(customerId) {
      const open = await stripe.checkout.sessions
        .list({ customer: customerId, status: 'open', ...PAGE })
        .autoPagingToArray({ limit: MAX_ITEMS });
      for (const session of open)
        if (session.metadata?.[TRIAL_CHECKOUT]) await stripe.checkout.sessions.expire(session.id);
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async forgetCustomer(customerId) {
      // Deleting a Stripe customer removes its details; Stripe keeps the paid invoices.
      await stripe.customers.del(customerId);
    },
    async listSubscriptions(customerId): Promise<ProviderSubscription[]> {
      const subs = await stripe.subscriptions
        .list({ customer: customerId, status: 'all', ...PAGE })
        .autoPagingToArray({ limit: MAX_ITEMS });
      return subs.map(toProviderSubscription).filter((s): s is ProviderSubscription => s !== null);
    },
    async listPaidInvoices(customerId): Promise<ProviderInvoice[]> {
      const invoices = await stripe.invoices
        .list({ customer: customerId, status: 'paid', ...PAGE })
        .autoPagingToArray({ limit: MAX_ITEMS });
      return invoices.map(toProviderInvoice).filter((i): i is ProviderInvoice => i !== null);
    },
  };
}
