import type { Page } from '@playwright/test';
import { PLAN_PERIOD_MESSAGES } from '../../src/shared/design-messages';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/messages';
import { choosePeriod, choosePlanOnPricing, signUpForPlan } from './support/billing-flows';
import { expect, test } from './support/fixtures';

type TPublicPlans = Record<string, { priceId: string; name: string } | undefined>;

/**
 * Marks the document about to be left for checkout: after Back, the mark proves the browser
 * restored this very page from its back/forward cache (a reload would start clean anyway).
 */
async function markLeaving(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-left', 'checkout'));
}

async function backFromCheckout(page: Page, to: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  // A page restored from the cache fires no load event: wait for the URL and the mark instead.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(to);
  await expect(page.locator('html')).toHaveAttribute('data-e2e-left', 'checkout');
}

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

test.describe('pricing: Back from checkout', () => {
  test('the page the browser restores has its buttons usable again', async ({
    playwright,
    baseURL,
    account,
  }, testInfo) => {
    // Playwright turns the back/forward cache off by default; real browsers keep it on.
    const browser = await playwright.chromium.launch({
      ...testInfo.project.use.launchOptions,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const page = await (
        await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
      ).newPage();

      // /pricing → /signup → checkout, then Back: the sign-up page offers checkout again.
      await choosePlanOnPricing(page, account.email, 'Get Premium');
      await markLeaving(page);
      await signUpForPlan(page, account);
      await backFromCheckout(page, /\/signup\?/);
      await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
      // Within the restored document: no load event either.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(planButtons(page)).toHaveCount(3);
      for (const button of await planButtons(page).all()) await expect(button).toBeEnabled();

      // A signed-in parent's plans page goes straight to checkout: Back, and every button works.
      await page.goto('/subscription-plans');
      await markLeaving(page);
      await page.getByRole('button', { name: 'Get Premium', exact: true }).click();
      await backFromCheckout(page, /\/subscription-plans$/);
      const plans = page.getByRole('list', { name: 'Choose a plan' }).getByRole('button');
      await expect(plans.first()).toBeVisible();
      for (const button of await plans.all()) await expect(button).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Get Premium', exact: true })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    } finally {
      await browser.close();
    }
  });
});
