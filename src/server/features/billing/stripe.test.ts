import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlansResponse } from '../../../shared/billing.js';
import { latestMail, signUpVerified, TestClient } from '../../../../tests/support/client.js';
import {
  checkoutSessionId,
  startStripeTestApp,
  type StripeTestApp,
} from '../../../../tests/support/stripe-test-app.js';
import { payments } from '../../platform/db/schema/billing.js';

let s: StripeTestApp;
beforeAll(async () => {
  s = await startStripeTestApp();
});
afterAll(async () => s.close());

describe('Stripe catalogue', () => {
  it('matches prices by lookup_key, product metadata, env fallback and guess-by-price, ignoring inactive products', async () => {
    const plans = ZPlansResponse.parse(
      (await new TestClient(s.t.app).get('/api/public/subscriptions/plans')).body,
    );
    expect(plans.starter).toMatchObject({ priceId: 'price_st_m', price: 4.99, trialDays: 7 });
    expect(plans.starter_annual).toMatchObject({ priceId: 'price_st_y', price: 44.99 });
    expect(plans.premium).toMatchObject({ priceId: 'price_pr_m', price: 10.99, priceCents: 1099 }); // the price's amount wins
    expect(plans.premium_annual).toMatchObject({ priceId: 'price_pr_y' });
    expect(plans.family).toMatchObject({ priceId: 'price_fa_m', price: 19.99 }); // guessed: above $10 a month
    expect(plans.family_annual).toMatchObject({ priceId: 'price_fa_y_env', price: 179.99 }); // env fallback
    expect(plans.free.priceId).toBeNull();
  });

  it('does not mount the sandbox pages when Stripe is in use', async () => {
    expect(s.t.ctx.config.PAYMENTS).toBe('stripe');
    const page = await new TestClient(s.t.app).get('/sandbox/checkout/cs_sb_any');
    expect(page.status).toBe(404);
    expect(String(page.body)).not.toContain('Checkout');
  });
});

describe('Stripe checkout, portal and plan calls', () => {
  it('creates a customer and a Checkout Session with the spec parameters, the trial only for a first Starter', async () => {
    const { t, fake, lastRequest, deliver } = s;
    const client = await signUpVerified(t.app, 'stripe-trial@example.com');
    const userId = String((await client.get('/api/auth/me')).body.uid);
    const res = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId: 'price_st_m' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_/);
    expect(lastRequest('/v1/customers')?.body).toEqual({
      email: 'stripe-trial@example.com',
      metadata: { userId },
    });
    const session = lastRequest('/v1/checkout/sessions')?.body;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      line_items: { 0: { price: 'price_st_m', quantity: '1' } },
      allow_promotion_codes: 'true',
      billing_address_collection: 'required',
      subscription_data: { trial_period_days: '7' },
      success_url: 'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/signup?priceId=price_st_m&product=starter&checkoutCanceled=true',
    });
    expect(String(session?.customer)).toMatch(/^cus_fake/);

    // Stripe completes the trial checkout; the success page syncs before any webhook arrives.
    const sessionId = checkoutSessionId(res.body.url);
    const done = fake.completeCheckout(sessionId);
    const status = await client.get(`/api/subscriptions/status?session_id=${sessionId}`);
    expect(status.body).toMatchObject({
      status: 'trialing',
      planKey: 'starter',
      stripeCustomerId: session?.customer,
      hasEverSubscribedOrTrialed: true,
    });

    // The trial ends unpaid; a later Starter purchase gets no second trial, on the same customer.
    for (const e of fake.changeSubscription(done.subscription.id, { status: 'canceled' }))
      expect((await deliver(e)).status).toBe(200);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      status: 'inactive',
      planType: 'free',
    });
    await client.post('/api/subscriptions/checkout', { priceId: 'price_st_m' });
    expect(lastRequest('/v1/checkout/sessions')?.body.subscription_data).toBeUndefined();
    expect(fake.customers.size).toBe(1);
  });

  it('changes plan with proration, cancels at period end and opens the Billing Portal', async () => {
    const { t, fake, lastRequest } = s;
    const client = await signUpVerified(t.app, 'stripe-manage@example.com');
    const res = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId: 'price_pr_m' });
    expect(lastRequest('/v1/checkout/sessions')?.body.subscription_data).toBeUndefined(); // Premium: never a trial
    const { subscription } = fake.completeCheckout(checkoutSessionId(res.body.url));
    await client.get('/api/subscriptions/status?session_id=x');

    const changed = await client.post('/api/subscriptions/change-plan', { newPriceId: 'price_fa_m' });
    expect(changed.body).toMatchObject({ planKey: 'family', status: 'active' });
    expect(lastRequest(`/v1/subscriptions/${subscription.id}`)?.body).toMatchObject({
      items: { 0: { id: subscription.itemId, price: 'price_fa_m' } },
      proration_behavior: 'create_prorations',
    });

    const canceled = await client.post('/api/subscriptions/cancel');
    expect(canceled.body).toMatchObject({
      cancelAtPeriodEnd: true,
      current_period_end: new Date(subscription.period_end * 1000).toISOString(),
    });
    expect(fake.subscription(subscription.id)?.cancel_at_period_end).toBe(true);

    const portal = await client.post<{ url: string }>('/api/subscriptions/create-portal-link', {});
    expect(portal.body.url).toMatch(/^https:\/\/billing\.fake\/p\/bps_/);
    expect(lastRequest('/v1/billing_portal/sessions')?.body).toMatchObject({
      return_url: 'http://localhost:3000/subscription',
    });
  });

  it('ends a Starter trial on a plan change: Stripe bills the new plan now, with a ledger row and a receipt', async () => {
    const { t, fake, lastRequest } = s;
    const client = await signUpVerified(t.app, 'stripe-trial-switch@example.com');
    const res = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId: 'price_st_m' });
    const sessionId = checkoutSessionId(res.body.url);
    const { subscription } = fake.completeCheckout(sessionId);
    expect((await client.get(`/api/subscriptions/status?session_id=${sessionId}`)).body).toMatchObject({
      status: 'trialing',
    });

    const changed = await client.post('/api/subscriptions/change-plan', { newPriceId: 'price_fa_m' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ planKey: 'family', status: 'active' });
    expect(lastRequest(`/v1/subscriptions/${subscription.id}`)?.body).toMatchObject({
      items: { 0: { id: subscription.itemId, price: 'price_fa_m' } },
      trial_end: 'now',
    });
    const ledger = await t.ctx.db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(ledger).toEqual([expect.objectContaining({ amountCents: 1999, planKey: 'family' })]);
    const receipts = (await latestMail(client, 'stripe-trial-switch@example.com')).filter((m) =>
      m.subject.startsWith('Your Moonlit Tales receipt'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('expires old trial checkouts once a subscription starts, so a leftover link gives no second trial', async () => {
    const { t, fake, deliver } = s;
    const client = await signUpVerified(t.app, 'stripe-old-link@example.com');
    const first = await client.post<{ url: string }>('/api/subscriptions/checkout', {
      priceId: 'price_st_m',
    });
    const old = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId: 'price_st_m' });
    const oldId = checkoutSessionId(old.body.url);
    expect(fake.sessions.get(oldId)?.subscription_data).toMatchObject({ trial_period_days: '7' });

    const done = fake.completeCheckout(checkoutSessionId(first.body.url));
    for (const e of done.events) expect((await deliver(e)).status).toBe(200);
    expect(fake.sessions.get(oldId)?.status).toBe('expired');

    // The trial ends; the old link cannot be paid on Stripe's page any more.
    for (const e of fake.changeSubscription(done.subscription.id, { status: 'canceled' }))
      expect((await deliver(e)).status).toBe(200);
    expect(() => fake.completeCheckout(oldId)).toThrow(/expired/);
    // A new checkout after the trial (no trial in it) is not touched by later syncs.
    const again = await client.post<{ url: string }>('/api/subscriptions/checkout', {
      priceId: 'price_st_m',
    });
    for (const e of fake.changeSubscription(done.subscription.id, { cancel_at_period_end: true }))
      expect((await deliver(e)).status).toBe(200);
    expect(fake.sessions.get(checkoutSessionId(again.body.url))?.status).toBe('open');
  });

  it('answers 502 with the spec message when Stripe fails, and shows the cached plans meanwhile', async () => {
    const { t, fake } = s;
    const client = await signUpVerified(t.app, 'stripe-down@example.com');
    fake.setDown(true);
    try {
      const res = await client.post('/api/subscriptions/checkout', { priceId: 'price_pr_m' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'Failed to create checkout session.', code: 'UNAVAILABLE' });
      expect((await client.get('/api/subscriptions/plans')).status).toBe(200);
    } finally {
      fake.setDown(false);
    }
  });
});
