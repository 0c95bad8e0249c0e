/** Stripe's wire shapes for the fake in fake-stripe.ts (API 2025+ field placement). */

export type Json = Record<string, unknown>;

export interface FakePrice {
  id: string;
  product: string;
  unit_amount: number;
  interval: 'month' | 'year';
  lookup_key?: string | null;
  active?: boolean;
}
export interface FakeProduct {
  id: string;
  name: string;
  metadata?: Record<string, string>;
  active?: boolean;
}
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  itemId: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  period_start: number;
  period_end: number;
}
export interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string;
  priceId: string;
  product: string | undefined;
  amount_paid: number;
  paid_at: number;
}

/** Stripe's bracket notation (items[0][price]=x) back into nested objects. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

export const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

export function priceJson(p: Required<Pick<FakePrice, 'active' | 'lookup_key'>> & FakePrice) {
  return {
    id: p.id,
    object: 'price',
    active: p.active,
    currency: 'usd',
    product: p.product,
    unit_amount: p.unit_amount,
    lookup_key: p.lookup_key,
    type: 'recurring',
    recurring: { interval: p.interval, interval_count: 1 },
  };
}

/** Since API 2025-03-31 the billing period is on the subscription item. */
export function subscriptionJson(s: FakeSubscription, price: ReturnType<typeof priceJson>) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: s.canceled_at,
    trial_start: s.trial_start,
    trial_end: s.trial_end,
    items: list(`/v1/subscription_items?subscription=${s.id}`, [
      {
        id: s.itemId,
        object: 'subscription_item',
        price,
        quantity: 1,
        current_period_start: s.period_start,
        current_period_end: s.period_end,
      },
    ]),
  };
}

/** Since API 2025-03-31 an invoice names its subscription under parent.subscription_details. */
export function invoiceJson(i: FakeInvoice) {
  return {
    id: i.id,
    object: 'invoice',
    customer: i.customer,
    status: 'paid',
    amount_paid: i.amount_paid,
    currency: 'usd',
    created: i.paid_at,
    status_transitions: { paid_at: i.paid_at },
    parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription } },
    lines: list(`/v1/invoices/${i.id}/lines`, [
      {
        id: `il_${i.id}`,
        object: 'line_item',
        amount: i.amount_paid,
        pricing: { type: 'price_details', price_details: { price: i.priceId, product: i.product } },
      },
    ]),
  };
}
