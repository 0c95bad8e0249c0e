import type Stripe from 'stripe';
import type { ProviderInvoice, ProviderPrice, ProviderSubscription } from '../port.js';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

export function toProviderPrice(price: Stripe.Price, productPlanKey: string | null = null): ProviderPrice {
  const interval = price.recurring?.interval;
  const product = typeof price.product === 'string' ? null : price.product;
  const metadataKey =
    product && !('deleted' in product && product.deleted) ? (product.metadata?.plan_key ?? null) : null;
  return {
    id: price.id,
    productId: idOf(price.product),
    unitAmount: price.unit_amount,
    interval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
    lookupKey: price.lookup_key,
    productPlanKey: productPlanKey ?? metadataKey,
  };
}

/** Since API 2025-03-31 the billing period lives on the subscription item, not the subscription. */
export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription | null {
  const item = sub.items.data[0];
  const customerId = idOf(sub.customer);
  if (!item || !customerId) return null;
  return {
    id: sub.id,
    customerId,
    status: sub.status,
    price: toProviderPrice(item.price),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: date(item.current_period_start),
    currentPeriodEnd: date(item.current_period_end),
    trialStart: date(sub.trial_start),
    trialEnd: date(sub.trial_end),
    canceledAt: date(sub.canceled_at),
  };
}

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice | null {
  const customerId = idOf(invoice.customer);
  if (!invoice.id || !customerId || invoice.status !== 'paid') return null;
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id,
    customerId,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    priceId: line?.pricing?.price_details?.price ? idOf(line.pricing.price_details.price) : null,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: date(invoice.status_transitions?.paid_at) ?? date(invoice.created) ?? new Date(),
  };
}
