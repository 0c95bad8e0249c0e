import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlansResponse } from '../../../shared/billing.js';
import { PLAN_KEYS } from '../../../shared/plans.js';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('plan catalogue (sandbox)', () => {
  it.each(['/api/subscriptions/plans', '/api/public/subscriptions/plans'])(
    '%s answers without a session, keyed in the fixed order',
    async (path) => {
      const res = await new TestClient(t.app).get(path);
      expect(res.status).toBe(200);
      const plans = ZPlansResponse.parse(res.body);
      expect(Object.keys(res.body)).toEqual([...PLAN_KEYS]);
      expect(plans.starter).toMatchObject({
        name: 'Starter',
        price: 4.99,
        priceCents: 499,
        priceId: 'price_sandbox_starter_monthly',
        trialDays: 7,
        interval: 'month',
        isPopular: false,
      });
      expect(plans.premium).toMatchObject({
        price: 9.99,
        priceId: 'price_sandbox_premium_monthly',
        isPopular: true,
        trialDays: 0,
      });
      expect(plans.family_annual).toMatchObject({
        price: 179.99,
        priceId: 'price_sandbox_family_annual',
        interval: 'year',
        limits: { childProfiles: 3, personalized_text: 1, personalized_audio: 1 },
      });
      expect(plans.starter_annual).toMatchObject({ price: 44.99, trialDays: 0 });
      expect(plans.free).toMatchObject({ priceId: null, price: 0, interval: null });
    },
  );
});
