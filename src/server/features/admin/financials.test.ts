import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFinancialOverview, TRecentSubscription, TRevenueChart } from '../../../shared/admin-data.js';
import { signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  insertPayment,
  insertSubscription,
  insertUser,
} from '../../../../tests/support/features/admin-rows.js';

/**
 * Every figure of the Financials tab against values computed by hand. The clock is 10:00 UTC on
 * 1 March 2030, so a payment one millisecond before midnight belongs to February.
 */
const NOW = new Date('2030-03-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let admin: AdminClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = await signUpAdmin(t.app, t.ctx, 'boss@moonlit.test');
  member = await signUpVerified(t.app, 'parent@moonlit.test');
  const db = t.ctx.db;
  const u = (n: number) =>
    insertUser(db, { name: `Payer ${n}`, email: `payer${n}@x.test`, createdAt: at('2029-10-01T00:00:00Z') });
  const [a, b, c, d, e, f, g, h] = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(u));
  // Active: starter 499, starter_annual 4499, premium 999, premium_annual 8999, family 1999,
  // family_annual 17999; trialing starter; a canceled family.
  await insertSubscription(db, a!, 'starter', {
    status: 'active',
    createdAt: at('2030-03-01T08:00:00Z'),
    periodEnd: at('2030-04-01T08:00:00Z'),
  });
  await insertSubscription(db, b!, 'starter_annual', {
    status: 'active',
    createdAt: at('2030-02-28T23:59:59.999Z'),
    periodEnd: at('2031-02-28T23:59:59Z'),
  });
  await insertSubscription(db, c!, 'premium', {
    status: 'active',
    createdAt: at('2030-02-20T12:00:00Z'),
    periodEnd: at('2030-03-20T12:00:00Z'),
  });
  await insertSubscription(db, d!, 'premium_annual', {
    status: 'active',
    createdAt: at('2030-02-15T12:00:00Z'),
    periodEnd: at('2031-02-15T12:00:00Z'),
  });
  await insertSubscription(db, e!, 'family', {
    status: 'active',
    createdAt: at('2030-01-10T12:00:00Z'),
    periodEnd: at('2030-03-10T12:00:00Z'),
  });
  await insertSubscription(db, f!, 'family_annual', {
    status: 'active',
    createdAt: at('2029-12-02T00:00:00Z'),
    periodEnd: at('2030-12-02T00:00:00Z'),
  });
  await insertSubscription(db, g!, 'starter', {
    status: 'trialing',
    createdAt: at('2030-02-25T09:00:00Z'),
    trialStart: at('2030-02-25T09:00:00Z'),
    periodEnd: at('2030-03-04T09:00:00Z'),
  });
  await insertSubscription(db, h!, 'family', {
    status: 'canceled',
    createdAt: at('2029-11-01T00:00:00Z'),
    periodEnd: at('2029-12-01T00:00:00Z'),
  });
  // The ledger, either side of the month boundary and of the 90-day window.
  await insertPayment(db, b!, 4499, at('2030-02-28T23:59:59.999Z'), 'starter_annual');
  await insertPayment(db, a!, 999, at('2030-03-01T00:00:00Z'), 'premium');
  await insertPayment(db, c!, 1999, at('2030-03-01T09:30:00Z'), 'family');
  await insertPayment(db, d!, 8999, at('2030-02-15T12:00:00Z'), 'premium_annual');
  await insertPayment(db, e!, 499, at('2029-12-01T23:59:59Z'), 'starter'); // outside 90 days
  await insertPayment(db, null, 250, at('2029-12-02T00:00:00Z'), 'starter'); // a deleted account's payment
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/financials/overview', () => {
  it('answers every figure in cents, computed by hand', async () => {
    const res = await admin.get<{ overview: TFinancialOverview }>('/api/admin/financials/overview');
    expect(res.status).toBe(200);
    expect(res.body.overview).toEqual({
      dailyRevenue: 999 + 1999, // from 00:00 UTC today; 23:59:59.999 yesterday is not today
      monthlyRevenue: 999 + 1999, // February's payments are last month
      // (499 + 999 + 1999) × 12 + 4499 + 8999 + 17999 = 73461 twelfths → 6121.75 → 6122
      monthlyRecurringRevenue: 6122,
      totalActiveSubscriptions: 7, // six active + one trial; the canceled one is not
      planBreakdown: { starter: 3, premium: 2, family: 2 },
    });
  });
});

describe('GET /api/admin/financials/revenue-chart', () => {
  it('7 days: every day present, zeros included, both sides of the month boundary', async () => {
    const res = await admin.get<TRevenueChart>('/api/admin/financials/revenue-chart?period=7');
    expect(res.status).toBe(200);
    expect(res.body.chartData).toEqual([
      { date: '2030-02-23', formattedDate: 'Feb 23', revenue: 0 },
      { date: '2030-02-24', formattedDate: 'Feb 24', revenue: 0 },
      { date: '2030-02-25', formattedDate: 'Feb 25', revenue: 0 },
      { date: '2030-02-26', formattedDate: 'Feb 26', revenue: 0 },
      { date: '2030-02-27', formattedDate: 'Feb 27', revenue: 0 },
      { date: '2030-02-28', formattedDate: 'Feb 28', revenue: 4499 },
      { date: '2030-03-01', formattedDate: 'Mar 1', revenue: 2998 },
    ]);
    expect(res.body.totalRevenue).toBe(7497);
    expect(res.body.totalSubscriptions).toBe(3); // starter, starter annual, the trial
  });

  it('30 days is the default', async () => {
    const res = await admin.get<TRevenueChart>('/api/admin/financials/revenue-chart');
    expect(res.body.chartData).toHaveLength(30);
    expect(res.body.chartData[0]!.date).toBe('2030-01-31');
    expect(res.body.chartData.find((d) => d.date === '2030-02-15')!.revenue).toBe(8999);
    expect(res.body.totalRevenue).toBe(4499 + 999 + 1999 + 8999);
    expect(res.body.totalSubscriptions).toBe(5);
  });

  it('90 days starts at 2 December 00:00 UTC: the payment a second before is left out', async () => {
    const res = await admin.get<TRevenueChart>('/api/admin/financials/revenue-chart?period=90');
    expect(res.body.chartData).toHaveLength(90);
    expect(res.body.chartData[0]).toEqual({ date: '2029-12-02', formattedDate: 'Dec 2', revenue: 250 });
    expect(res.body.totalRevenue).toBe(4499 + 999 + 1999 + 8999 + 250);
    expect(res.body.totalSubscriptions).toBe(7);
    const sum = res.body.chartData.reduce((s, d) => s + d.revenue, 0);
    expect(sum).toBe(res.body.totalRevenue);
  });

  it('refuses other periods', async () => {
    expect((await admin.get('/api/admin/financials/revenue-chart?period=14')).status).toBe(400);
  });
});

describe('GET /api/admin/financials/recent-subscriptions', () => {
  it('newest first, with the spec fields; limit is honoured and defaults to 50', async () => {
    const res = await admin.get<{ subscriptions: TRecentSubscription[] }>(
      '/api/admin/financials/recent-subscriptions?limit=3',
    );
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toHaveLength(3);
    expect(res.body.subscriptions[0]).toMatchObject({
      userName: 'Payer 1',
      userEmail: 'payer1@x.test',
      planType: 'starter',
      planName: 'Starter',
      price: 499,
      formattedDate: 'Mar 1, 2030',
      formattedTime: '8:00 AM UTC',
    });
    expect(res.body.subscriptions.map((s) => s.userEmail)).toEqual([
      'payer1@x.test',
      'payer2@x.test',
      'payer7@x.test',
    ]);
    const all = await admin.get<{ subscriptions: TRecentSubscription[] }>(
      '/api/admin/financials/recent-subscriptions',
    );
    expect(all.body.subscriptions).toHaveLength(8);
    expect(all.body.subscriptions[1]).toMatchObject({ planName: 'Starter Annual', price: 4499 });
  });
});

describe('who may ask', () => {
  const paths = [
    '/api/admin/financials/overview',
    '/api/admin/financials/revenue-chart',
    '/api/admin/financials/recent-subscriptions',
    '/api/admin/users',
    '/api/admin/users/stats',
    '/api/admin/users/export/csv',
  ];
  it('a signed-in parent gets 403 on every admin call', async () => {
    for (const path of paths) expect((await member.get(path)).status, path).toBe(403);
    expect((await member.put('/api/admin/users/x/subscription', { action: 'resync' })).status).toBe(403);
    expect((await member.delete('/api/admin/users/x', { reason: 'abc', confirmation: 'x' })).status).toBe(
      403,
    );
  });
  it("the admin's session cookie without the admin token gets 401 ADMIN_TOKEN_REQUIRED", async () => {
    const cookieOnly = new TestClient(t.app);
    cookieOnly.cookie = admin.cookie;
    for (const path of paths) {
      const res = await cookieOnly.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body, path).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED' });
    }
  });
  it('a visitor gets 401', async () => {
    const res = await t.app.request('/api/admin/financials/overview');
    expect(res.status).toBe(401);
  });
});
