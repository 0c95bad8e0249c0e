import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, ZSubscriptionStatus } from '../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { latestMail, signUp, signUpVerified, TestClient } from '../../../../tests/support/client.js';
import {
  buyInSandbox,
  DECLINED_CARD,
  GOOD_ADDRESS,
  PAYING_CARD,
  startCheckout,
  submitSandboxForm,
  testClock,
} from '../../../../tests/support/billing.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { payments } from '../../platform/db/schema/billing.js';
import { sandboxSubscriptions } from '../../platform/db/schema/sandbox.js';
import {
  PROMOTION_FAILURES_PER_ADDRESS,
  PROMOTION_FAILURES_PER_CUSTOMER,
} from './provider/sandbox/promotion-limit.js';

const STARTER = 'price_sandbox_starter_monthly';
const PREMIUM = 'price_sandbox_premium_monthly';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

async function signUpUnverified(email: string) {
  const client = new TestClient(t.app);
  const res = await signUp(client, {
    name: 'New Parent',
    email,
    password: 'secret123',
  });
  expect(res.status).toBe(200);
  return client;
}

const sandboxSubs = () => t.ctx.db.select().from(sandboxSubscriptions);

describe('sandbox checkout through HTTP', () => {
  it("follows the app's theme: the parent's Light choice (theme cookie), else the device", async () => {
    const client = await signUpUnverified('theme@example.com');
    const path = await startCheckout(client, STARTER);
    const device = String((await client.get(path)).body);
    expect(device).toContain('<html lang="en">');
    expect(device).toContain('prefers-color-scheme:light');
    const light = String((await client.get(path, { cookie: `${client.cookie}; moonlit_theme=light` })).body);
    expect(light).toContain('<html lang="en" data-theme="light">');
  });

  it('takes an unverified user from checkout to a trial, refusing bad input on the way', async () => {
    const client = await signUpUnverified('trial@example.com');
    const path = await startCheckout(client, STARTER);
    expect(path).toMatch(/^\/sandbox\/checkout\/cs_sb_/);

    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(String(page.body)).not.toContain('<script');
    expect(String(page.body)).toContain('Test mode — nothing is charged');
    expect(String(page.body)).toContain('7-day free trial, then $4.99/month');

    const before = (await sandboxSubs()).length;
    const declined = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(String(declined.body)).toContain(SUBSCRIPTION_MESSAGES.cardDeclined);
    expect(String(declined.body)).toContain('value="Dreamtown"'); // nothing the user typed is lost

    const wrongCard = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: '1234 5678' });
    expect(String(wrongCard.body)).toContain(BILLING_MESSAGES.cardIncorrect);

    const noAddress = await submitSandboxForm(client, path, {
      name: 'Mia',
      line1: '',
      city: 'Dreamtown',
      postalCode: '',
      country: 'US',
      cardNumber: PAYING_CARD,
    });
    expect(noAddress.status).toBe(400);
    expect(String(noAddress.body)).toContain(BILLING_MESSAGES.addressRequired);
    expect(String(noAddress.body)).toContain('value="4242 4242 4242 4242"');

    const badCode = await submitSandboxForm(client, path, {
      ...GOOD_ADDRESS,
      promotionCode: 'NOPE',
      cardNumber: PAYING_CARD,
    });
    expect(String(badCode.body)).toContain(BILLING_MESSAGES.unknownPromotionCode);
    expect(String(badCode.body)).toContain('value="NOPE"');

    expect((await sandboxSubs()).length).toBe(before);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      status: 'inactive',
      planType: 'free',
      hasEverSubscribedOrTrialed: false,
    });

    const paid = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get('location') ?? '', 'http://x');
    expect(success.pathname).toBe('/subscription-success');
    const sessionId = success.searchParams.get('session_id');
    expect(path).toBe(`/sandbox/checkout/${sessionId}`);

    const status = await client.get(`/api/subscriptions/status?session_id=${sessionId}`);
    const body = ZSubscriptionStatus.parse(status.body);
    expect(body).toMatchObject({
      status: 'trialing',
      planType: 'starter',
      planKey: 'starter',
      planName: 'Starter',
      priceId: STARTER,
      cancelAtPeriodEnd: false,
      hasEverSubscribedOrTrialed: true,
    });
    expect(body.trialEnd).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());
    expect(body.stripeCustomerId).toMatch(/^cus_sb_/);

    // A second submit of the same (now paid) form creates nothing and lands on the success page.
    const again = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(again.status).toBe(303);
    expect((await sandboxSubs()).length).toBe(before + 1);
    expect(
      await t.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.customerId, body.stripeCustomerId ?? '')),
    ).toHaveLength(0); // a trial bills nothing
  });

  it('charges at once without a trial, applies BEDTIME20 to the first invoice and mails one receipt', async () => {
    const client = await signUpVerified(t.app, 'premium@example.com');
    const location = await buyInSandbox(client, PREMIUM, { promotionCode: 'bedtime20' });
    expect(location).toMatch(/\/subscription-success\?session_id=cs_sb_/);
    const status = (await client.get('/api/subscriptions/status')).body;
    expect(status).toMatchObject({ status: 'active', planType: 'premium', trialEnd: null });
    const ledger = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, String(status.stripeCustomerId)));
    expect(ledger).toEqual([expect.objectContaining({ amountCents: 799, planKey: 'premium' })]);
    const receipts = (await latestMail(client, 'premium@example.com')).filter((m) =>
      m.subject.startsWith('Your Moonlit Tales receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('$7.99');
  });

  it('offers the trial only on Starter monthly, and only to someone who never subscribed or trialed', async () => {
    const client = await signUpVerified(t.app, 'again@example.com');
    const premiumPage = await client.get(await startCheckout(client, PREMIUM));
    expect(String(premiumPage.body)).toContain('$9.99/month');
    expect(String(premiumPage.body)).not.toContain('free trial');

    await buyInSandbox(client, STARTER);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({ status: 'trialing' });
    await client.post('/api/subscriptions/cancel');
    clock.advanceDays(8);
    await t.ctx.billing.jobs.sandboxAdvance?.handler({});
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      status: 'inactive',
      planType: 'free',
      hasEverSubscribedOrTrialed: true,
    });

    const secondPage = await client.get(await startCheckout(client, STARTER));
    expect(String(secondPage.body)).toContain('$4.99/month');
    expect(String(secondPage.body)).not.toContain('free trial');
  });

  it("refuses another site's post to a parent's checkout or portal link, as every write", async () => {
    const client = await signUpVerified(t.app, 'cross-site@example.com');
    const checkout = await startCheckout(client, STARTER);
    const form = new URLSearchParams({ ...GOOD_ADDRESS, cardNumber: PAYING_CARD }).toString();
    const evil = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' };
    const forged = await new TestClient(t.app).request('POST', checkout, form, evil);
    expect(forged.status).toBe(403);
    expect(
      (await submitSandboxForm(client, checkout, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD })).status,
    ).toBe(303);
    const portal = new URL(
      (await client.post<{ url: string }>('/api/subscriptions/create-portal-link', {})).body.url,
    ).pathname;
    const cancel = await new TestClient(t.app).request('POST', `${portal}/cancel-now`, '', evil);
    expect(cancel.status).toBe(403);
    expect((await client.get('/api/subscriptions/status')).body).not.toMatchObject({ status: 'inactive' });
  });

  it('gives no second trial through a Starter checkout opened before the first trial ended', async () => {
    const client = await signUpVerified(t.app, 'old-link@example.com');
    const first = await startCheckout(client, STARTER);
    const old = await startCheckout(client, STARTER);
    expect(String((await client.get(old)).body)).toContain('7-day free trial');
    expect(
      (await submitSandboxForm(client, first, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD })).status,
    ).toBe(303);
    // The trial ends at once in the billing portal, well within the old link's day.
    const portal = await client.post<{ url: string }>('/api/subscriptions/create-portal-link', {});
    const ended = await client.request('POST', `${new URL(portal.body.url).pathname}/cancel-now`, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(ended.status).toBe(303);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({ status: 'inactive' });

    const page = await client.get(old);
    expect(page.status).toBe(410);
    expect(String(page.body)).toContain(BILLING_MESSAGES.checkoutExpired);
    const paid = await submitSandboxForm(client, old, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(paid.status).toBe(410);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      status: 'inactive',
      hasEverSubscribedOrTrialed: true,
    });
    const customerId = String((await client.get('/api/subscriptions/status')).body.stripeCustomerId);
    expect(
      await t.ctx.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId)),
    ).toHaveLength(1);
  });

  it('re-checks trial eligibility when a trial checkout is paid', async () => {
    const client = await signUpVerified(t.app, 'trial-race@example.com');
    await buyInSandbox(client, PREMIUM);
    await client.post('/api/subscriptions/cancel');
    clock.advanceDays(40); // the Premium period, canceled at its end, is over
    await t.ctx.billing.jobs.sandboxAdvance?.handler({});
    const status = (await client.get('/api/subscriptions/status')).body;
    expect(status).toMatchObject({ status: 'inactive' });
    const userId = String((await client.get('/api/auth/me')).body.uid);
    // A trial checkout that slipped past checkout()'s own check (two requests racing a purchase).
    const { url } = await t.ctx.billing.provider.createCheckoutSession({
      customerId: String(status.stripeCustomerId),
      userId,
      priceId: STARTER,
      trialDays: 7,
      successUrl: 'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/signup',
    });
    const path = new URL(url).pathname;
    const refused = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(refused.status).toBe(409);
    expect(String(refused.body)).toContain(BILLING_MESSAGES.trialAlreadyUsed);
    expect((await client.get(path)).status).toBe(410); // closed for good
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({ status: 'inactive' });
  });

  it('limits wrong promotion codes per user and per address, like sign-in', async () => {
    const submit = (client: TestClient, path: string, promotionCode: string, address: string) =>
      client.request(
        'POST',
        path,
        new URLSearchParams({ ...GOOD_ADDRESS, promotionCode, cardNumber: PAYING_CARD }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      );
    const guesser = await signUpVerified(t.app, 'guesser@example.com');
    const path = await startCheckout(guesser, PREMIUM);
    for (let i = 0; i < PROMOTION_FAILURES_PER_CUSTOMER; i++)
      expect((await submit(guesser, path, `GUESS${i}`, `203.0.113.${i}`)).status).toBe(400);
    // Even the right code is refused now, from any address; nothing is bought.
    const limited = await submit(guesser, path, 'BEDTIME20', '203.0.113.200');
    expect(limited.status).toBe(429);
    expect(String(limited.body)).toContain(BILLING_MESSAGES.tooManyPromotionCodes);
    expect(String(limited.body)).toContain('value="Dreamtown"'); // nothing typed is lost
    expect((await guesser.get('/api/subscriptions/status')).body).toMatchObject({ status: 'inactive' });

    // One address trying codes for many accounts is stopped too.
    const address = '198.51.100.7';
    const accounts = PROMOTION_FAILURES_PER_ADDRESS / PROMOTION_FAILURES_PER_CUSTOMER;
    for (let a = 0; a < accounts; a++) {
      const client = await signUpVerified(t.app, `spray${a}@example.com`);
      const checkout = await startCheckout(client, PREMIUM);
      for (let i = 0; i < PROMOTION_FAILURES_PER_CUSTOMER; i++)
        expect((await submit(client, checkout, `SPRAY${a}X${i}`, address)).status).toBe(400);
    }
    const next = await signUpVerified(t.app, 'spray-next@example.com');
    const nextPath = await startCheckout(next, PREMIUM);
    expect((await submit(next, nextPath, 'BEDTIME20', address)).status).toBe(429);
    // The same account from another address, below its own limit, still gets its discount.
    expect((await submit(next, nextPath, 'BEDTIME20', '192.0.2.1')).status).toBe(303);
  });

  it('refuses a second purchase of the plan the user already has (409) and an unknown price (400)', async () => {
    const client = await signUpVerified(t.app, 'twice@example.com');
    await buyInSandbox(client, STARTER);
    const same = await client.post('/api/subscriptions/checkout', { priceId: STARTER });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({
      error: SUBSCRIPTION_MESSAGES.alreadyCurrentPlan,
      code: 'ALREADY_SUBSCRIBED',
    });
    const other = await client.post('/api/subscriptions/checkout', { priceId: PREMIUM });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'ALREADY_SUBSCRIBED', changePlan: true });

    const unknown = await client.post('/api/subscriptions/checkout', { priceId: 'price_nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: SUBSCRIPTION_MESSAGES.startCheckoutFailed });
    expect((await client.post('/api/subscriptions/checkout', {})).status).toBe(400);
    expect(
      (await new TestClient(t.app).post('/api/subscriptions/checkout', { priceId: STARTER })).status,
    ).toBe(401);
  });

  it('pays only the first of two checkouts opened side by side', async () => {
    const client = await signUpVerified(t.app, 'two-tabs@example.com');
    const first = await startCheckout(client, PREMIUM);
    const second = await startCheckout(client, 'price_sandbox_family_monthly');
    expect(
      (await submitSandboxForm(client, first, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD })).status,
    ).toBe(303);
    const refused = await submitSandboxForm(client, second, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(refused.status).toBe(409);
    expect(String(refused.body)).toContain(BILLING_MESSAGES.alreadySubscribedOtherPlan);
    expect((await client.get('/api/subscriptions/status')).body).toMatchObject({
      planKey: 'premium',
      status: 'active',
    });
  });

  it('links back to sign-up when the user cancels the checkout', async () => {
    const client = await signUpVerified(t.app, 'changed-mind@example.com');
    const page = String((await client.get(await startCheckout(client, PREMIUM))).body);
    expect(page).toContain(
      'href="http://localhost:3000/signup?priceId=price_sandbox_premium_monthly&amp;product=premium&amp;checkoutCanceled=true"',
    );
    expect((await new TestClient(t.app).get('/sandbox/checkout/cs_sb_unknown')).status).toBe(404);
  });

  it('expires an unpaid checkout after a day', async () => {
    const client = await signUpVerified(t.app, 'slow@example.com');
    const path = await startCheckout(client, PREMIUM);
    clock.advanceDays(2);
    const late = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD });
    expect(late.status).toBe(410);
    expect(String(late.body)).toContain(BILLING_MESSAGES.checkoutExpired);
  });
});
