import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_RANK } from '../../../shared/plans.js';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { signUpVerified, type TestClient } from '../../../../tests/support/client.js';
import { buyInSandbox } from '../../../../tests/support/billing.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { AppEnv } from '../../platform/http/env.js';
import { errorHandler, requestContext } from '../../platform/http/middleware.js';

let t: TestApp;
let gated: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'owner@example.com' });
  // A tiny feature behind the real guards, as children and stories use them.
  const { guards } = t.ctx;
  gated = new Hono<AppEnv>();
  gated.use('*', requestContext(t.ctx.logger));
  gated.onError(errorHandler(false));
  gated.get('/active', guards.requireUser, guards.requireActiveSubscription, (c) => c.json({ ok: true }));
  gated.get(
    '/rank/:min',
    guards.requireUser,
    async (c, next) => guards.requireRank(Number(c.req.param('min')))(c, next),
    (c) => c.json({ ok: true }),
  );
});
afterAll(async () => t.close());

const call = (client: TestClient, path: string) =>
  gated.request(path, { headers: { cookie: client.cookie } });

async function highestRankPassed(client: TestClient): Promise<number> {
  let passed = -1;
  for (let min = 0; min <= PLAN_RANK.admin; min++)
    if ((await call(client, `/rank/${min}`)).status === 200) passed = min;
  return passed;
}

describe('gating by the mirrored subscription', () => {
  it('refuses a free user with the upgradeRequired flag', async () => {
    const client = await signUpVerified(t.app, 'free-gate@example.com');
    const res = await call(client, '/active');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: SUBSCRIPTION_MESSAGES.subscriptionRequired,
      code: 'SUBSCRIPTION_REQUIRED',
      upgradeRequired: true,
    });
    expect(await highestRankPassed(client)).toBe(PLAN_RANK.free);
  });

  it('ranks trial 1, starter 2, premium 3, family 4 and admin 5 (spec §6)', async () => {
    const trial = await signUpVerified(t.app, 'trial-gate@example.com');
    await buyInSandbox(trial, 'price_sandbox_starter_monthly');
    expect((await call(trial, '/active')).status).toBe(200);
    expect(await highestRankPassed(trial)).toBe(PLAN_RANK.trial);

    const starter = await signUpVerified(t.app, 'starter-gate@example.com');
    await buyInSandbox(starter, 'price_sandbox_starter_annual');
    expect(await highestRankPassed(starter)).toBe(PLAN_RANK.starter);

    const premium = await signUpVerified(t.app, 'premium-gate@example.com');
    await buyInSandbox(premium, 'price_sandbox_premium_monthly');
    expect(await highestRankPassed(premium)).toBe(PLAN_RANK.premium);

    const family = await signUpVerified(t.app, 'family-gate@example.com');
    await buyInSandbox(family, 'price_sandbox_family_annual');
    expect((await call(family, '/active')).status).toBe(200);
    expect(await highestRankPassed(family)).toBe(PLAN_RANK.family);

    const admin = await signUpVerified(t.app, 'owner@example.com');
    expect(await highestRankPassed(admin)).toBe(PLAN_RANK.admin);
    expect((await call(admin, '/active')).status).toBe(200);
  });

  it('keeps access until a canceled period ends, and reports the plan type to the client view', async () => {
    const client = await signUpVerified(t.app, 'cancel-gate@example.com');
    await buyInSandbox(client, 'price_sandbox_premium_monthly');
    await client.post('/api/subscriptions/cancel');
    expect((await call(client, '/active')).status).toBe(200);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ planType: 'premium' });
  });
});
