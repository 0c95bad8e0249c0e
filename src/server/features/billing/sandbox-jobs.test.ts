import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSubscriptionStatus } from '../../../shared/billing.js';
import { latestMail, signUpVerified, type TestClient } from '../../../../tests/support/client.js';
import { buyInSandbox, testClock } from '../../../../tests/support/billing.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { payments } from '../../platform/db/schema/billing.js';
import { sandboxInvoices, sandboxSubscriptions } from '../../platform/db/schema/sandbox.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const runRenewals = async () => t.ctx.billing.jobs.sandboxAdvance?.handler({});
const runTrialNotices = async () => t.ctx.billing.jobs.trialEndingNotice.handler({});
const statusOf = async (client: TestClient) =>
  ZSubscriptionStatus.parse((await client.get('/api/subscriptions/status')).body);
const ledger = (customerId: string | null) =>
  t.ctx.db
    .select()
    .from(payments)
    .where(eq(payments.customerId, customerId ?? ''));
const mailsTo = async (client: TestClient, email: string, subjectStart: string) =>
  (await latestMail(client, email)).filter((m) => m.subject.startsWith(subjectStart));

describe('sandbox scheduled jobs with a moving clock', () => {
  it('warns once three days before a trial converts, then converts it with one invoice and one receipt', async () => {
    const client = await signUpVerified(t.app, 'trialist@example.com');
    await buyInSandbox(client, 'price_sandbox_starter_monthly', { promotionCode: 'BEDTIME20' });
    const { stripeCustomerId, trialEnd } = await statusOf(client);

    clock.advanceDays(3);
    await runTrialNotices();
    expect(await mailsTo(client, 'trialist@example.com', 'Your Moonlit Tales trial ends')).toHaveLength(0); // four days left
    clock.advanceDays(1.5);
    await runTrialNotices();
    await runTrialNotices();
    expect(await mailsTo(client, 'trialist@example.com', 'Your Moonlit Tales trial ends')).toHaveLength(1);

    await runRenewals();
    expect(await statusOf(client)).toMatchObject({ status: 'trialing' }); // not over yet
    clock.advanceDays(3);
    await runRenewals();
    await runRenewals();
    const after = await statusOf(client);
    expect(after).toMatchObject({ status: 'active', planType: 'starter', trialEnd });
    expect(after.current_period_end).toBe(
      new Date(new Date(trialEnd ?? 0).getTime() + 31 * 86_400_000).toISOString(),
    );
    const rows = await ledger(stripeCustomerId);
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 399, planKey: 'starter', paidAt: new Date(trialEnd ?? 0) }),
    ]); // 20% off the first invoice
    expect(await mailsTo(client, 'trialist@example.com', 'Your Moonlit Tales receipt')).toHaveLength(1);
  });

  it('renews at each period end with one invoice per period, even when catching up', async () => {
    const client = await signUpVerified(t.app, 'renewer@example.com');
    await buyInSandbox(client, 'price_sandbox_premium_monthly');
    const { stripeCustomerId } = await statusOf(client);
    expect(await ledger(stripeCustomerId)).toHaveLength(1);

    clock.advanceDays(32);
    await runRenewals();
    await runRenewals();
    expect(await ledger(stripeCustomerId)).toHaveLength(2);

    clock.advanceDays(62); // two more periods while "the server was off"
    await Promise.all([runRenewals(), runRenewals()]);
    const rows = await ledger(stripeCustomerId);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.paidAt.toISOString())).size).toBe(4);
    expect(rows.every((r) => r.amountCents === 999)).toBe(true);
    const sandboxRows = await t.ctx.db
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.customerId, stripeCustomerId ?? ''));
    expect(sandboxRows).toHaveLength(4);
    expect(await mailsTo(client, 'renewer@example.com', 'Your Moonlit Tales receipt')).toHaveLength(4);
    expect(new Date((await statusOf(client)).current_period_end ?? 0).getTime()).toBeGreaterThan(
      clock.now().getTime(),
    );
  });

  it('ends a subscription canceled at period end when the period ends, and the user loses access', async () => {
    const client = await signUpVerified(t.app, 'leaver@example.com');
    await buyInSandbox(client, 'price_sandbox_family_monthly');
    const { current_period_end, stripeCustomerId } = await client
      .post<{ current_period_end: string; stripeCustomerId: string }>('/api/subscriptions/cancel')
      .then((r) => r.body);
    clock.advanceDays(20);
    await runRenewals();
    expect(await statusOf(client)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    clock.advanceDays(15);
    await runRenewals();
    expect(await statusOf(client)).toMatchObject({
      status: 'inactive',
      planType: 'free',
      planKey: 'family',
      current_period_end,
    });
    expect(await ledger(stripeCustomerId)).toHaveLength(1);
    const userId = String((await client.get('/api/auth/me')).body.uid);
    expect(await t.ctx.entitlements.forUser(userId)).toMatchObject({ active: false, rank: 0 });
  });

  it('heals a mirror that missed a change (a sync that never ran)', async () => {
    const client = await signUpVerified(t.app, 'healer@example.com');
    await buyInSandbox(client, 'price_sandbox_premium_monthly');
    const { stripeCustomerId } = await statusOf(client);
    const [sub] = await t.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, stripeCustomerId ?? ''));
    await t.ctx.billing.sandbox?.lifecycle.setCancelAtPeriodEnd(sub?.id ?? '', true); // behind sync's back
    expect(await statusOf(client)).toMatchObject({ cancelAtPeriodEnd: false });
    await runRenewals();
    expect(await statusOf(client)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
