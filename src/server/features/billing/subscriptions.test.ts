import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  ZCurrentSubscription,
  ZSubscriptionStatus,
  ZUpgradeResponse,
  type TSubscriptionStatus,
} from '../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { latestMail, signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { signUpAdmin } from '../../../../tests/support/admin.js';
import { buyInSandbox, testClock } from '../../../../tests/support/billing.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { payments } from '../../platform/db/schema/billing.js';

const PREMIUM = 'price_sandbox_premium_monthly';
const FAMILY = 'price_sandbox_family_monthly';
const STARTER = 'price_sandbox_starter_monthly';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' }, { now: clock.now });
});
afterAll(async () => t.close());

const ledger = (customerId: string | null) =>
  t.ctx.db
    .select()
    .from(payments)
    .where(eq(payments.customerId, customerId ?? ''));
const statusOf = async (client: TestClient) =>
  ZSubscriptionStatus.parse((await client.get('/api/subscriptions/status')).body);
const formPost = (client: TestClient, path: string, fields: Record<string, string> = {}) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });

describe('subscription API on the sandbox', () => {
  it('answers both status forms for a user without a subscription', async () => {
    const client = await signUpVerified(t.app, 'free@example.com');
    expect(await statusOf(client)).toEqual({
      planType: 'free',
      status: 'inactive',
      cancelAtPeriodEnd: false,
      current_period_end: null,
      trialEnd: null,
      stripeCustomerId: null,
      hasEverSubscribedOrTrialed: false,
      planKey: 'free',
      planName: 'Free',
      priceId: null,
    });
    const current = ZCurrentSubscription.parse((await client.get('/api/subscriptions/current')).body);
    expect(current).toEqual({
      subscription: { planName: 'Free', plan: 'free', status: 'inactive' },
      usage: {
        personalized_text: { limit: 0 },
        personalized_audio: { limit: 0 },
        childProfiles: { limit: 0 },
      },
    });
    expect((await client.post('/api/subscriptions/cancel')).body).toMatchObject({
      code: 'CONFLICT',
      error: BILLING_MESSAGES.noSubscription,
    });
    expect((await client.post('/api/subscriptions/create-portal-link')).status).toBe(404);
    expect((await new TestClient(t.app).get('/api/subscriptions/status')).status).toBe(401);
  });

  it('upgrades by checkout without a subscription, then changes plan in place with a prorated invoice', async () => {
    const client = await signUpVerified(t.app, 'upgrade@example.com');
    const first = ZUpgradeResponse.parse(
      (await client.post('/api/subscriptions/upgrade', { priceId: PREMIUM })).body,
    );
    expect(first).toMatchObject({ action: 'checkout', url: expect.stringContaining('/sandbox/checkout/') });

    await buyInSandbox(client, PREMIUM);
    const current = ZCurrentSubscription.parse((await client.get('/api/subscriptions/current')).body);
    expect(current).toMatchObject({
      subscription: { planName: 'Premium', plan: 'premium', status: 'active' },
      usage: { personalized_audio: { limit: 1 }, childProfiles: { limit: 1 } },
    });

    clock.advanceDays(15); // about half the period left
    const changed = ZUpgradeResponse.parse(
      (await client.post('/api/subscriptions/upgrade', { priceId: FAMILY })).body,
    );
    expect(changed).toMatchObject({
      action: 'changed',
      status: { planKey: 'family', planType: 'family', status: 'active' },
    });
    const rows = await ledger((await statusOf(client)).stripeCustomerId);
    expect(rows).toHaveLength(2);
    const proration = rows.find((r) => r.amountCents !== 999);
    expect(proration?.planKey).toBe('family');
    expect(proration?.amountCents).toBeGreaterThan(400);
    expect(proration?.amountCents).toBeLessThan(600);

    const same = await client.post('/api/subscriptions/change-plan', { newPriceId: FAMILY });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
      error: SUBSCRIPTION_MESSAGES.alreadyCurrentPlan,
    });
    const down = await client.post<TSubscriptionStatus>('/api/subscriptions/change-plan', {
      newPriceId: STARTER,
    });
    expect(down.body).toMatchObject({ planKey: 'starter', planType: 'starter' });
    expect(await ledger(down.body.stripeCustomerId)).toHaveLength(2); // a downgrade bills nothing
    expect((await client.post('/api/subscriptions/change-plan', { newPriceId: 'price_nope' })).status).toBe(
      400,
    );
  });

  it('ends a Starter trial when the plan changes and charges the new plan now (invoice, ledger, receipt)', async () => {
    const client = await signUpVerified(t.app, 'trial-switch@example.com');
    await buyInSandbox(client, STARTER);
    expect(await statusOf(client)).toMatchObject({ status: 'trialing', planKey: 'starter' });
    clock.advanceDays(2);

    const res = await client.post<TSubscriptionStatus>('/api/subscriptions/change-plan', {
      newPriceId: FAMILY,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      planKey: 'family',
      status: 'active',
      trialEnd: clock.now().toISOString(),
    });
    const nextMonth = clock.now();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    expect(res.body.current_period_end).toBe(nextMonth.toISOString()); // a new period starts now
    const rows = await ledger(res.body.stripeCustomerId);
    expect(rows).toEqual([expect.objectContaining({ amountCents: 1999, planKey: 'family' })]);
    const receipts = (await latestMail(client, 'trial-switch@example.com')).filter((m) =>
      m.subject.startsWith('Your Moonlit Tales receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('$19.99');

    // The same through the billing portal's switch: the trial ends and the new plan is billed.
    const portalUser = await signUpVerified(t.app, 'trial-portal@example.com');
    await buyInSandbox(portalUser, STARTER);
    const link = await portalUser.post<{ url: string }>('/api/subscriptions/create-portal-link', {});
    await formPost(portalUser, `${new URL(link.body.url).pathname}/switch`, { priceId: PREMIUM });
    const after = await statusOf(portalUser);
    expect(after).toMatchObject({ planKey: 'premium', status: 'active' });
    expect((await ledger(after.stripeCustomerId)).map((r) => r.amountCents)).toEqual([999]);
  });

  it('cancels at period end and shows the end date', async () => {
    const client = await signUpVerified(t.app, 'cancel@example.com');
    await buyInSandbox(client, PREMIUM);
    const res = await client.post<TSubscriptionStatus>('/api/subscriptions/cancel');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, planType: 'premium' });
    expect(new Date(res.body.current_period_end ?? 0).getTime()).toBeGreaterThan(clock.now().getTime());
    expect((await client.post('/api/subscriptions/cancel')).body).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('runs the billing portal: current plan, cancel, resume, switch, and the way back', async () => {
    const client = await signUpVerified(t.app, 'portal@example.com');
    await buyInSandbox(client, PREMIUM);
    const link = await client.post<{ url: string }>('/api/subscriptions/create-portal-link', {});
    expect(link.status).toBe(200);
    const path = new URL(link.body.url).pathname;
    expect(path).toMatch(/^\/sandbox\/portal\/bps_sb_/);

    const page = String((await client.get(path)).body);
    expect(page).toContain('Test mode — nothing is charged');
    expect(page).toContain('Premium ($9.99/month)');
    expect(page).toContain('Next renewal');
    expect(page).toContain('href="http://localhost:3000/subscription"');
    expect(page).toContain('Switch to Family — $19.99/month');

    const canceled = await formPost(client, `${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(String((await client.get(canceled.headers.get('location') ?? '')).body)).toContain('Cancels on');
    expect(await statusOf(client)).toMatchObject({ cancelAtPeriodEnd: true });

    await formPost(client, `${path}/resume`);
    expect(await statusOf(client)).toMatchObject({ cancelAtPeriodEnd: false });

    await formPost(client, `${path}/switch`, { priceId: 'price_sandbox_premium_annual' });
    expect(await statusOf(client)).toMatchObject({ planKey: 'premium_annual', status: 'active' });

    const custom = await client.post<{ url: string }>('/api/subscriptions/create-portal-link', {
      returnUrl: '/profile',
    });
    expect(String((await client.get(new URL(custom.body.url).pathname)).body)).toContain(
      'href="http://localhost:3000/profile"',
    );
    const elsewhere = await client.post('/api/subscriptions/create-portal-link', {
      returnUrl: 'https://evil.example/',
    });
    expect(elsewhere.status).toBe(400);

    const ended = await formPost(client, `${path}/cancel-now`);
    expect(String((await client.get(ended.headers.get('location') ?? '')).body)).toContain(
      'Your subscription has ended.',
    );
    expect(await statusOf(client)).toMatchObject({
      status: 'inactive',
      planType: 'free',
      hasEverSubscribedOrTrialed: true,
    });

    clock.advanceDays(1);
    expect((await client.get(path)).status).toBe(410); // portal links are short-lived
  });

  it('lets only an admin resync a user from the provider', async () => {
    const parent = await signUpVerified(t.app, 'resync@example.com');
    await buyInSandbox(parent, PREMIUM);
    const userId = String((await parent.get('/api/auth/me')).body.uid);
    expect((await parent.post(`/api/admin/billing/resync/${userId}`)).status).toBe(403);
    const admin = await signUpAdmin(t.app, t.ctx, 'admin@example.com');
    const res = await admin.post(`/api/admin/billing/resync/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planKey: 'premium', status: 'active' });
    expect((await admin.post('/api/admin/billing/resync/nobody')).status).toBe(404);
  });
});
