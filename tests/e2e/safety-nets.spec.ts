import { BILLING_UI_MESSAGES, ERROR_PAGE_MESSAGES } from '../../src/shared/messages';
import { expect, test } from './support/fixtures';
import { signUp } from './support/identity-flows';
import { subscribedParent } from './support/subscribe';

/** What a new user ran into in a real browser: each page has a way forward, nothing goes blank. */
test.describe('ways forward', () => {
  test('a visitor on /pricing-extension is sent to the public pricing page', async ({ page }) => {
    await page.goto('/pricing-extension');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByLabel('Your email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByText('Your account is ready')).toHaveCount(0);
  });

  test('a render error shows a calm page with a way back, never a blank screen', async ({
    page,
    account,
  }) => {
    await signUp(page, account);
    // The admin panel's code chunk fails to load (as after a deploy replaced it): rendering throws.
    const adminChunk = /\/assets\/AdminPanel-[^/]*\.js$/;
    await page.route(adminChunk, (route) => route.abort());
    await page.goto('/?admin=true');
    await expect(page.getByRole('heading', { name: ERROR_PAGE_MESSAGES.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(ERROR_PAGE_MESSAGES.body);
    await expect(page.getByRole('button', { name: ERROR_PAGE_MESSAGES.reload })).toBeVisible();
    await page.unroute(adminChunk);

    await page.getByRole('link', { name: ERROR_PAGE_MESSAGES.goToLibrary }).click();
    await expect(page).toHaveURL(/\/library$/);
    // Not verified yet, so the app itself (not the error page) holds the parent on the check-email page.
    await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  });

  test('a Family subscriber on the plans page is told they have the top plan', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(90_000);
    await subscribedParent(page, mailbox, account, 'family');
    await page.goto('/subscription-plans');
    await expect(page.getByRole('status').filter({ hasText: BILLING_UI_MESSAGES.topPlan })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upgrade to / })).toHaveCount(0);
    // Billing changes still have their way: the portal.
    await expect(page.getByRole('button', { name: BILLING_UI_MESSAGES.manageSubscription })).toBeVisible();
  });
});
