import type { Page } from '@playwright/test';
import { PLAN_PERIOD_MESSAGES } from '../../src/shared/design-messages';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/messages';
import { choosePeriod } from './support/billing-flows';
import { expect, test } from './support/fixtures';

type TPublicPlans = Record<string, { priceId: string; name: string } | undefined>;

/** The plan buttons on screen, in order. */
function planButtons(page: Page) {
  return page.getByRole('list', { name: 'Plans' }).getByRole('button');
}

/** Where a plan button leads: the spec's /signup?priceId=…&email=…&product=… link, parsed. */
async function signupLinkOf(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  const url = new URL(page.url());
  expect([...url.searchParams.keys()]).toEqual(['priceId', 'email', 'product']);
  return {
    priceId: url.searchParams.get('priceId'),
    email: url.searchParams.get('email'),
    product: url.searchParams.get('product'),
  };
}

test.describe('pricing: the Monthly / Yearly switch', () => {
  test('each period shows its three plans in the fixed order and keeps the spec links', async ({ page }) => {
    const plans = (await (await page.request.get('/api/public/subscriptions/plans')).json()) as TPublicPlans;
    const email = 'parent@example.com';
    await page.goto('/pricing');
    await page.getByLabel('Your email address').fill(email);

    // Monthly: three cards, Premium marked Most Popular, no annual badge.
    await expect(planButtons(page)).toHaveText(['Start 7-day Free Trial', 'Get Premium', 'Get Family']);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.mostPopular)).toHaveCount(1);
    await expect(
      page.getByRole('article').filter({ hasText: SUBSCRIPTION_MESSAGES.mostPopular }),
    ).toContainText('Premium');
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.annualBadge)).toHaveCount(0);
    expect(await signupLinkOf(page, 'Get Premium')).toEqual({
      priceId: plans.premium?.priceId,
      email,
      product: 'premium',
    });

    // Yearly: the per-month price, the saving, the badge once, the annual links.
    await page.goto('/pricing');
    await page.getByLabel('Your email address').fill(email);
    await choosePeriod(page, 'Yearly');
    await expect(planButtons(page)).toHaveText([
      'Get Starter Annual',
      'Get Premium Annual',
      'Get Family Annual',
    ]);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.annualBadge)).toHaveCount(1);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.mostPopular)).toHaveCount(0);
    const premiumYear = page.getByRole('article').filter({ hasText: 'Premium Annual' });
    await expect(premiumYear.getByText('$7.50', { exact: true })).toBeVisible(); // 89.99 / 12
    await expect(premiumYear.getByText(PLAN_PERIOD_MESSAGES.saving('$29.89', 25))).toBeVisible();
    expect(await signupLinkOf(page, 'Get Family Annual')).toEqual({
      priceId: plans.family_annual?.priceId,
      email,
      product: 'family_annual',
    });

    // Back to Monthly by keyboard: the switch is a pair of radios.
    await page.goto('/pricing');
    await page.getByLabel('Your email address').fill(email);
    await choosePeriod(page, 'Yearly');
    await page.getByRole('radio', { name: /^Yearly/ }).press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(planButtons(page)).toHaveCount(3);
    expect(await signupLinkOf(page, 'Start 7-day Free Trial')).toEqual({
      priceId: plans.starter?.priceId,
      email,
      product: 'starter',
    });
  });
});
