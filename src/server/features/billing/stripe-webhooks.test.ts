import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUpVerified } from '../../../../tests/support/client.js';
import {
  checkoutSessionId,
  shuffled,
  startStripeTestApp,
  type FakeEvent,
  type StripeTestApp,
} from '../../../../tests/support/stripe-test-app.js';
import { payments, subscriptions, webhookEvents } from '../../platform/db/schema/billing.js';

let s: StripeTestApp;
beforeAll(async () => {
  s = await startStripeTestApp();
});
afterAll(async () => s.close());

const handledEvents = async () => (await s.t.ctx.db.select({ n: count() }).from(webhookEvents))[0]?.n ?? 0;
const mirrorOf = (id: string) => s.t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));

async function checkedOut(email: string, priceId: string) {
  const client = await signUpVerified(s.t.app, email);
  const res = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId });
  return { client, done: s.fake.completeCheckout(checkoutSessionId(res.body.url)) };
}

describe('Stripe webhooks', () => {
  it('ends in the provider state whatever the order and number of deliveries, with one ledger row and one receipt per invoice', async () => {
    const { fake, deliver, t } = s;
    const { client, done } = await checkedOut('stripe-hooks@example.com', 'price_pr_m');
    const events = [
      ...done.events,
      ...fake.changeSubscription(done.subscription.id, { priceId: 'price_fa_m' }, 900),
      ...fake.changeSubscription(done.subscription.id, { cancel_at_period_end: true }),
    ];
    // Every event three times, shuffled, three at a time in parallel.
    const deliveries = shuffled([...events, ...events, ...events]);
    for (let i = 0; i < deliveries.length; i += 3) {
      const batch = await Promise.all(deliveries.slice(i, i + 3).map((e) => deliver(e)));
      for (const r of batch) expect(r.status).toBe(200);
    }

    expect((await mirrorOf(done.subscription.id))[0]).toMatchObject({
      status: 'active',
      planKey: 'family',
      priceId: 'price_fa_m',
      cancelAtPeriodEnd: true,
    });
    const ledger = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, done.subscription.id));
    expect(ledger.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([900, 1099]);
    const receipts = (await latestMail(client, 'stripe-hooks@example.com')).filter((m) =>
      m.subject.startsWith('Your Moonlit Tales receipt'),
    );
    expect(receipts).toHaveLength(2);
    expect(await handledEvents()).toBeGreaterThanOrEqual(events.length);
  });

  it('refuses a tampered, stale or unsigned event with 400 and changes nothing', async () => {
    const { deliver, t } = s;
    const { client, done } = await checkedOut('stripe-forged@example.com', 'price_pr_y');
    const event = done.events[1] as FakeEvent;
    const before = await handledEvents();

    expect((await deliver(event, { tamper: true })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    const unsigned = await t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);

    expect(await handledEvents()).toBe(before);
    expect(await mirrorOf(done.subscription.id)).toHaveLength(0);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({ status: 'inactive' });

    expect((await deliver(event)).status).toBe(200); // the genuine one still works
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      status: 'active',
      planKey: 'premium_annual',
    });
  });

  it('lets Stripe retry an event whose sync failed', async () => {
    const { deliver, fake } = s;
    const { done } = await checkedOut('stripe-retry@example.com', 'price_st_y');
    const event = done.events[2] as FakeEvent;
    fake.setDown(true);
    try {
      expect((await deliver(event)).status).toBe(500);
    } finally {
      fake.setDown(false);
    }
    expect(await mirrorOf(done.subscription.id)).toHaveLength(0);
    const retry = await deliver(event);
    expect(await retry.json()).toEqual({ received: true });
    expect((await mirrorOf(done.subscription.id))[0]).toMatchObject({
      planKey: 'starter_annual',
      status: 'active',
    });
  });

  it('syncs a redelivered event whose first delivery crashed after claiming it', async () => {
    const { deliver, t } = s;
    const { done } = await checkedOut('stripe-crash@example.com', 'price_pr_m');
    const event = done.events[1] as FakeEvent;
    // What a process killed mid-sync leaves behind: the claim, never marked processed.
    await t.ctx.db.insert(webhookEvents).values({ id: event.id, type: event.type });

    const redelivered = await deliver(event);
    expect(redelivered.status).toBe(200);
    expect(await redelivered.json()).toEqual({ received: true });
    expect((await mirrorOf(done.subscription.id))[0]).toMatchObject({ planKey: 'premium', status: 'active' });
    const [row] = await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(row?.processedAt).toBeInstanceOf(Date);

    // Once processed, a further delivery is a duplicate.
    expect(await (await deliver(event)).json()).toEqual({ received: true, duplicate: true });
  });

  it('processes a replayed event once: the same id signed afresh, in turn and side by side', async () => {
    const { deliver, t } = s;
    const { client, done } = await checkedOut('stripe-replay@example.com', 'price_pr_m');
    const paid = done.events.find((e) => e.type === 'invoice.paid') as FakeEvent;
    for (const e of done.events) expect((await deliver(e)).status).toBe(200);
    const ledger = async () =>
      t.ctx.db.select().from(payments).where(eq(payments.subscriptionId, done.subscription.id));
    const receipts = async () =>
      (await latestMail(client, 'stripe-replay@example.com')).filter((m) =>
        m.subject.startsWith('Your Moonlit Tales receipt'),
      );
    const before = {
      ledger: (await ledger()).length,
      receipts: (await receipts()).length,
      events: await handledEvents(),
    };
    expect(before.ledger).toBe(1);

    // An attacker (or Stripe's own retry) replays the captured delivery: a fresh valid signature.
    const again = await deliver(paid);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const burst = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    for (const r of burst) expect(r.status).toBe(200);

    expect((await ledger()).length).toBe(before.ledger);
    expect((await receipts()).length).toBe(before.receipts);
    expect(await handledEvents()).toBe(before.events);
  });

  it('refuses a signature made with another secret, a malformed signature header and an oversized body', async () => {
    const { t, fake } = s;
    const event = fake.event('customer.subscription.updated', {
      id: 'sub_forged',
      object: 'subscription',
      customer: 'cus_forged',
    });
    const payload = JSON.stringify(event);
    const post = (body: string, signature: string) =>
      t.app.request('/api/webhooks/stripe', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const before = await handledEvents();
    const otherSecret = new Stripe('sk_test_other').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await post(payload, otherSecret)).status).toBe(400);
    for (const header of ['', 't=abc,v1=def', 'v1=00', `t=${Math.floor(Date.now() / 1000)}`])
      expect((await post(payload, header)).status, header).toBe(400);
    const huge = JSON.stringify({ ...event, padding: 'x'.repeat(300 * 1024) });
    expect((await post(huge, otherSecret)).status).toBe(413);
    expect(await handledEvents()).toBe(before);
  });

  it('acknowledges events it does not use and customers it does not know', async () => {
    const { deliver, fake } = s;
    const unused = fake.event('payment_intent.created', {
      id: 'pi_1',
      object: 'payment_intent',
      customer: 'cus_x',
    });
    expect((await deliver(unused)).status).toBe(200);
    const stranger = fake.event('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      customer: 'cus_unknown',
    });
    expect((await deliver(stranger)).status).toBe(200);
  });
});
