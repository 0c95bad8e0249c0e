import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the few Stripe API endpoints billing uses, reached by the real `stripe` SDK
 * through STRIPE_API_URL. Requests are form-encoded like Stripe's; answers are JSON in Stripe's
 * shapes (API 2025+: billing periods on subscription items, invoice.parent.subscription_details).
 * Test helpers play Stripe's own side (a paid checkout, a renewal) and build events to deliver.
 */

type Json = Record<string, unknown>;
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
interface FakeSubscription {
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
interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string;
  priceId: string;
  amount_paid: number;
  paid_at: number;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's bracket notation (items[0][price]=x) back into objects and arrays. */
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

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

export async function startFakeStripe(seed: { products: FakeProduct[]; prices: FakePrice[] }) {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;
  const products = new Map(seed.products.map((p) => [p.id, { active: true, metadata: {}, ...p }]));
  const prices = new Map(seed.prices.map((p) => [p.id, { active: true, lookup_key: null, ...p }]));
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const requests: { method: string; path: string; body: Json }[] = [];

  const priceJson = (id: string) => {
    const p = prices.get(id);
    if (!p) throw new Error(`fake stripe: no price ${id}`);
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
  };
  const subJson = (s: FakeSubscription) => ({
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
        price: priceJson(s.priceId),
        quantity: 1,
        current_period_start: s.period_start,
        current_period_end: s.period_end,
      },
    ]),
  });
  const invoiceJson = (i: FakeInvoice) => ({
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
        pricing: {
          type: 'price_details',
          price_details: { price: i.priceId, product: prices.get(i.priceId)?.product },
        },
      },
    ]),
  });

  function addInvoice(sub: FakeSubscription, amount: number): FakeInvoice {
    const invoice = {
      id: nextId('in'),
      customer: sub.customer,
      subscription: sub.id,
      priceId: sub.priceId,
      amount_paid: amount,
      paid_at: now(),
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function route(method: string, path: string, query: Json, body: Json): [number, unknown] {
    const [, v1, resource, id, extra] = path.split('/');
    if (v1 !== 'v1') return [404, { error: { message: 'not found' } }];
    const missing: [number, unknown] = [
      404,
      { error: { type: 'invalid_request_error', message: `No such ${resource}: '${id}'` } },
    ];
    if (resource === 'customers' && method === 'POST') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'POST') {
      const sid = nextId('cs_test');
      const session = {
        ...body,
        id: sid,
        object: 'checkout.session',
        url: `https://checkout.fake/pay/${sid}`,
        status: 'open',
        subscription: null,
      };
      sessions.set(sid, session);
      return [200, session];
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'GET')
      return sessions.has(extra ?? '') ? [200, sessions.get(extra ?? '')] : missing;
    if (resource === 'billing_portal' && method === 'POST') {
      const pid = nextId('bps');
      return [
        200,
        {
          id: pid,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.fake/p/${pid}`,
        },
      ];
    }
    if (resource === 'subscriptions' && !id && method === 'GET') {
      const data = [...subscriptions.values()].filter(
        (s) =>
          s.customer === query.customer &&
          (query.status === 'all' || s.status === (query.status ?? 'active')),
      );
      return [200, list('/v1/subscriptions', data.map(subJson))];
    }
    if (resource === 'subscriptions' && id) {
      const sub = subscriptions.get(id);
      if (!sub) return missing;
      if (method === 'POST') applyUpdate(sub, body);
      return [200, subJson(sub)];
    }
    if (resource === 'invoices' && method === 'GET') {
      const data = [...invoices.values()].filter(
        (i) => i.customer === query.customer && (!query.status || query.status === 'paid'),
      );
      return [200, list('/v1/invoices', data.map(invoiceJson))];
    }
    if (resource === 'products' && method === 'GET') {
      return [
        200,
        list(
          '/v1/products',
          [...products.values()]
            .filter((p) => query.active !== 'true' || p.active)
            .map((p) => ({ ...p, object: 'product' })),
        ),
      ];
    }
    if (resource === 'prices' && method === 'GET') {
      return [
        200,
        list(
          '/v1/prices',
          [...prices.values()].filter((p) => query.active !== 'true' || p.active).map((p) => priceJson(p.id)),
        ),
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `fake stripe has no ${method} ${path}` } },
    ];
  }

  /** subscriptions.update: a price change prorates into an invoice paid at once; cancel flags the period end. */
  function applyUpdate(sub: FakeSubscription, body: Json) {
    const items = body.items as Record<string, { id?: string; price?: string }> | undefined;
    const newPrice = items?.['0']?.price;
    if (newPrice && newPrice !== sub.priceId) {
      const diff = (prices.get(newPrice)?.unit_amount ?? 0) - (prices.get(sub.priceId)?.unit_amount ?? 0);
      sub.priceId = newPrice;
      if (body.proration_behavior === 'create_prorations' && diff > 0 && sub.status === 'active')
        addInvoice(sub, diff);
    }
    if (body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
  }

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const query = parseStripeForm(url.search.slice(1));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const [status, answer] = route(req.method ?? 'GET', url.pathname, query, body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  let eventCounter = 0;
  const event = (type: string, object: unknown) => ({
    id: `evt_fake${++eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    customers,
    /** Stripe's side of a paid checkout: a subscription (trialing when asked) and its first invoice. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const priceId = String((session.line_items as Record<string, { price: string }>)['0']?.price);
      const trialDays = Number((session.subscription_data as Json | undefined)?.trial_period_days ?? 0);
      const start = now();
      const price = prices.get(priceId);
      const end =
        trialDays > 0 ? start + trialDays * DAY : start + (price?.interval === 'year' ? 365 : 30) * DAY;
      const sub: FakeSubscription = {
        id: nextId('sub'),
        itemId: nextId('si'),
        customer: String(session.customer),
        status: trialDays > 0 ? 'trialing' : 'active',
        priceId,
        cancel_at_period_end: false,
        canceled_at: null,
        trial_start: trialDays > 0 ? start : null,
        trial_end: trialDays > 0 ? end : null,
        period_start: start,
        period_end: end,
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', subscription: sub.id });
      const invoice = addInvoice(sub, trialDays > 0 ? 0 : (price?.unit_amount ?? 0));
      return {
        subscription: sub,
        invoice,
        events: [
          event('checkout.session.completed', { ...session }),
          event('customer.subscription.created', subJson(sub)),
          event('invoice.paid', invoiceJson(invoice)),
        ],
      };
    },
    /** Stripe's side of changes made elsewhere (the hosted portal, dunning, a period ending). */
    changeSubscription(
      id: string,
      change: Partial<Pick<FakeSubscription, 'status' | 'priceId' | 'cancel_at_period_end'>>,
      chargeCents = 0,
    ) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, change);
      const events = [event('customer.subscription.updated', subJson(sub))];
      if (chargeCents > 0) events.push(event('invoice.paid', invoiceJson(addInvoice(sub, chargeCents))));
      return events;
    },
    subscription: (id: string) => subscriptions.get(id),
    invoiceCount: () => invoices.size,
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
