import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invoiceJson,
  list,
  parseStripeForm,
  priceJson,
  subscriptionJson,
  type FakeInvoice,
  type FakePrice,
  type FakeProduct,
  type FakeSubscription,
  type Json,
} from './fake-stripe-shapes.js';

export type { FakePrice, FakeProduct } from './fake-stripe-shapes.js';

/**
 * A local fake of the few Stripe API endpoints billing uses, reached by the real `stripe` SDK
 * through STRIPE_API_URL: customers, checkout.sessions (create, list, expire), billing_portal.sessions, subscriptions
 * (list, retrieve, update), invoices (list), products and prices (list). Requests arrive
 * form-encoded like Stripe's; answers are JSON in Stripe's shapes (fake-stripe-shapes.ts).
 * Test helpers play Stripe's own side (a paid checkout, a change made in the hosted portal)
 * and return the events Stripe would send, for the test to sign and deliver.
 */

type Reply = [number, unknown];
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const notFound = (message: string): Reply => [404, { error: { type: 'invalid_request_error', message } }];

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

  const price = (id: string) => {
    const p = prices.get(id);
    if (!p) throw new Error(`fake stripe: no price ${id}`);
    return priceJson(p);
  };
  const subJson = (s: FakeSubscription) => subscriptionJson(s, price(s.priceId));

  function addInvoice(sub: FakeSubscription, amount: number): FakeInvoice {
    const invoice: FakeInvoice = {
      id: nextId('in'),
      customer: sub.customer,
      subscription: sub.id,
      priceId: sub.priceId,
      product: prices.get(sub.priceId)?.product,
      amount_paid: amount,
      paid_at: now(),
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /**
   * subscriptions.update: a price change prorates into an invoice paid at once; trial_end=now ends
   * a trial and bills the (new) price for a period starting now; cancel flags the period end.
   */
  function applyUpdate(sub: FakeSubscription, body: Json) {
    const items = body.items as Record<string, { id?: string; price?: string }> | undefined;
    const newPrice = items?.['0']?.price;
    if (body.trial_end === 'now' && sub.status === 'trialing') {
      const price = prices.get(newPrice ?? sub.priceId);
      const start = now();
      Object.assign(sub, {
        priceId: newPrice ?? sub.priceId,
        status: 'active',
        trial_end: start,
        period_start: start,
        period_end: start + (price?.interval === 'year' ? 365 : 30) * DAY,
      });
      addInvoice(sub, price?.unit_amount ?? 0);
    } else if (newPrice && newPrice !== sub.priceId) {
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

  const create: Record<string, (body: Json) => Json> = {
    customers: (body) => {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    },
    'checkout/sessions': (body) => {
      const id = nextId('cs_test');
      const url = `https://checkout.fake/pay/${id}`;
      const session = { ...body, id, object: 'checkout.session', url, status: 'open', subscription: null };
      sessions.set(id, session);
      return session;
    },
    'billing_portal/sessions': (body) => {
      const id = nextId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.fake/p/${id}`,
      };
    },
  };

  let down = false;
  /** 'hang': requests get no answer at all; a number: every request answers that status. */
  let fault: 'hang' | number | null = null;
  const hanging = new Set<ServerResponse>();
  function route(method: string, path: string, query: Json, body: Json): Reply {
    if (down) return [400, { error: { type: 'api_error', message: 'fake stripe is down' } }];
    const resource = path.replace(/^\/v1\//, '');
    if (method === 'POST' && create[resource]) return [200, create[resource](body)];
    const active = (p: { active: boolean }) => query.active !== 'true' || p.active;
    if (method === 'GET' && resource === 'products')
      return [
        200,
        list(
          '/v1/products',
          [...products.values()].filter(active).map((p) => ({ ...p, object: 'product' })),
        ),
      ];
    if (method === 'GET' && resource === 'prices')
      return [200, list('/v1/prices', [...prices.values()].filter(active).map(priceJson))];
    if (method === 'GET' && resource === 'checkout/sessions') {
      const wanted = (cs: Json) =>
        (!query.customer || cs.customer === query.customer) && (!query.status || cs.status === query.status);
      return [200, list('/v1/checkout/sessions', [...sessions.values()].filter(wanted))];
    }
    const expire = /^checkout\/sessions\/([^/]+)\/expire$/.exec(resource);
    if (method === 'POST' && expire) {
      const session = sessions.get(expire[1] ?? '');
      if (!session) return notFound(`No such checkout.session: '${expire[1]}'`);
      if (session.status !== 'open')
        return [
          400,
          { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
        ];
      session.status = 'expired';
      return [200, session];
    }
    if (method === 'GET' && resource === 'subscriptions') {
      const wanted = (s: FakeSubscription) =>
        s.customer === query.customer && (query.status === 'all' || s.status === (query.status ?? 'active'));
      return [200, list('/v1/subscriptions', [...subscriptions.values()].filter(wanted).map(subJson))];
    }
    const sub = /^subscriptions\/([^/]+)$/.exec(resource);
    if (sub) {
      const found = subscriptions.get(sub[1] ?? '');
      if (!found) return notFound(`No such subscription: '${sub[1]}'`);
      if (method === 'POST') applyUpdate(found, body);
      if (method === 'DELETE') {
        found.status = 'canceled';
        found.canceled_at = now();
      }
      return [200, subJson(found)];
    }
    const customer = /^customers\/([^/]+)$/.exec(resource);
    if (method === 'DELETE' && customer) return [200, { id: customer[1], object: 'customer', deleted: true }];
    if (method === 'GET' && resource === 'invoices') {
      const wanted = (i: FakeInvoice) =>
        i.customer === query.customer && (!query.status || query.status === 'paid');
      return [200, list('/v1/invoices', [...invoices.values()].filter(wanted).map(invoiceJson))];
    }
    return notFound(`fake stripe has no ${method} ${path}`);
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (fault === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault !== null) {
      res.writeHead(fault, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify({ error: { type: 'api_error', message: `fake stripe fault ${fault}` } }));
      return;
    }
    const [status, answer] = route(
      req.method ?? 'GET',
      url.pathname,
      parseStripeForm(url.search.slice(1)),
      body,
    );
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
      // Stripe's hosted page cannot be paid once the session is expired or complete.
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
      const priceId = String((session.line_items as Record<string, { price: string }>)['0']?.price);
      const trialDays = Number((session.subscription_data as Json | undefined)?.trial_period_days ?? 0);
      const unit = prices.get(priceId);
      const start = now();
      const end = start + (trialDays > 0 ? trialDays : unit?.interval === 'year' ? 365 : 30) * DAY;
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
      const invoice = addInvoice(sub, trialDays > 0 ? 0 : (unit?.unit_amount ?? 0));
      const events = [
        event('checkout.session.completed', { ...session }),
        event('customer.subscription.created', subJson(sub)),
        event('invoice.paid', invoiceJson(invoice)),
      ];
      return { subscription: sub, invoice, events };
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
    /** While down every API call fails (a non-retried 400, to keep tests fast). */
    setDown(value: boolean) {
      down = value;
    },
    /**
     * A Stripe in trouble: 'hang' never answers (the SDK's timeout must end each request), a
     * status (500, 429 …) answers every request with it and Stripe's error shape; null recovers.
     */
    setFault(value: 'hang' | number | null) {
      fault = value;
    },
    invoiceCount: () => invoices.size,
    event,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
