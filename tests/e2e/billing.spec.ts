import { ACCOUNT_DELETION_MESSAGES } from '../../src/shared/account-deletion';
import {
  ACCOUNT_EXPORT_MESSAGES,
  AUTH_MESSAGES,
  BILLING_UI_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../src/shared/messages';
import {
  browserLongDate,
  choosePeriod,
  choosePlanOnPricing,
  DECLINED_CARD,
  expectSandboxCheckout,
  expectWelcomePage,
  openProfile,
  PAYING_CARD,
  payInSandbox,
  signUpForPlan,
  statusLine,
  subscribeAsNewParent,
} from './support/billing-flows';
import { expect, test } from './support/fixtures';
import { signIn, signUpVerified, skipWelcomeIfShown, verifyEmail } from './support/identity-flows';

const TRIAL_BUTTON = BILLING_UI_MESSAGES.startTrial(7);

test.describe('billing', () => {
  test('pricing → sign-up → Starter trial → welcome → verify → Profile shows the trial', async ({
    page,
    mailbox,
    account,
  }) => {
    await page.goto('/pricing');
    // The e-mail is checked before a plan can be chosen.
    await page.getByRole('button', { name: TRIAL_BUTTON }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.emailRequired);
    await page.getByLabel('Your email address').fill('parent-at-home');
    await page.getByRole('button', { name: TRIAL_BUTTON }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.emailInvalid);
    // Monthly first; the annual badge shows once, over the yearly cards.
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.annualBadge)).toHaveCount(0);
    await choosePeriod(page, 'Yearly');
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.annualBadge)).toHaveCount(1);
    await expect(page.getByText('$3.75', { exact: true })).toBeVisible(); // 44.99 / 12

    await choosePlanOnPricing(page, account.email, TRIAL_BUTTON);
    await expect(page).toHaveURL(/priceId=.+&email=.+&product=starter/);
    await signUpForPlan(page, account);
    await expect(page.getByText('7-day free trial, then $4.99/month')).toBeVisible();
    await payInSandbox(page, PAYING_CARD);

    await expectWelcomePage(page);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialActive(7))).toBeVisible();
    await expect(page.getByText('Your 7-day free trial is now active!')).toBeVisible();

    await verifyEmail(page, mailbox, account.email);
    await openProfile(page);
    await expect(statusLine(page)).toHaveText('Free Trial');
    await expect(page.getByText('Your Current Plan (Trial)')).toBeVisible();
    await expect(page.getByRole('button', { name: BILLING_UI_MESSAGES.manageSubscription })).toBeVisible();
    // A trial user gets no buy buttons.
    await expect(page.getByRole('button', { name: /^(Get |Start )/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Account Settings' }).click();
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details.getByText(account.email)).toBeVisible();
    await expect(details.getByText('Starter', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Support' })).toBeEnabled();
    await expect(page.getByText('support@', { exact: false })).toHaveCount(0);
    // The privacy export: one ZIP, saved by the browser while the page stays.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ACCOUNT_EXPORT_MESSAGES.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^moonlit-export-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(`Password reset email sent to ${account.email}`)).toBeVisible();
  });

  test('a declined card shows the error; the parent tries again with a good card', async ({
    page,
    account,
  }) => {
    await choosePlanOnPricing(page, account.email, 'Get Premium');
    await signUpForPlan(page, account);
    await expect(page.getByText('$9.99/month', { exact: true })).toBeVisible();

    await payInSandbox(page, DECLINED_CARD);
    await expect(page.getByRole('alert')).toHaveText(SUBSCRIPTION_MESSAGES.cardDeclined);
    await expect(page.getByLabel('City')).toHaveValue('Dreamtown');

    await payInSandbox(page, PAYING_CARD, { address: false });
    await expectWelcomePage(page);
    await expect(page.getByText('Thank you for choosing Premium!')).toBeVisible();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialActive(7))).toHaveCount(0);
  });

  test('cancel in the billing portal → Profile shows "Active (Cancels on {date})"', async ({
    page,
    mailbox,
    account,
  }) => {
    await subscribeAsNewParent(page, account, 'Get Premium');
    await verifyEmail(page, mailbox, account.email);
    await openProfile(page);
    await expect(statusLine(page)).toHaveText('Active');
    await expect(page.getByText('Your Current Plan (Active)')).toBeVisible();
    // Active subscribers get no buy buttons.
    await expect(page.getByRole('button', { name: /^(Get |Start |Switch to )/ })).toHaveCount(0);

    await page.getByRole('button', { name: BILLING_UI_MESSAGES.manageSubscription }).click();
    await expect(page).toHaveURL(/\/sandbox\/portal\//);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByRole('status')).toContainText('will end at the close of the current period');
    await page.getByRole('link', { name: 'Return to Moonlit Tales' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    const response = await page.request.get('/api/subscriptions/status');
    const { current_period_end: end } = (await response.json()) as { current_period_end: string };
    const expected = SUBSCRIPTION_MESSAGES.activeCancels(await browserLongDate(page, end));
    await expect(statusLine(page)).toHaveText(expected);
    await expect(page.getByText(/^Active \(Cancels on .+\)$/)).toBeVisible();
  });

  test('a cancelled checkout returns to sign-up calmly, without starting checkout again', async ({
    page,
    account,
  }) => {
    await choosePlanOnPricing(page, account.email, TRIAL_BUTTON);
    await signUpForPlan(page, account);
    await page.getByRole('link', { name: 'Cancel and go back to Moonlit Tales' }).click();

    await expect(page).toHaveURL(/\/signup\?.*checkoutCanceled=true/);
    await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Starter');
    const again = page.getByRole('button', { name: 'Continue to Checkout' });
    await expect(again).toBeVisible();
    // No automatic re-checkout loop: the page stays put.
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/signup\?.*checkoutCanceled=true/);

    await again.click();
    await expectSandboxCheckout(page);
    await expect(page.getByText('7-day free trial, then $4.99/month')).toBeVisible();
  });

  test('a parent without a plan subscribes from the Profile tab', async ({ page, mailbox, account }) => {
    await signUpVerified(page, mailbox, account);
    await openProfile(page);
    await expect(statusLine(page)).toHaveText(SUBSCRIPTION_MESSAGES.freePlan);
    // The free plan is no card (it cannot be chosen): only the paid plans, none of them theirs.
    await expect(page.getByText(BILLING_UI_MESSAGES.currentPlan, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Browsable collection')).toHaveCount(0);
    await expect(page.getByRole('button', { name: BILLING_UI_MESSAGES.manageSubscription })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: BILLING_UI_MESSAGES.whyPremium })).toBeVisible();

    await page.getByRole('button', { name: TRIAL_BUTTON }).click();
    await expectSandboxCheckout(page);
    await expect(page.getByText('7-day free trial, then $4.99/month')).toBeVisible();
  });

  test('a subscriber deletes their own account: plan cancelled, receipt mailed, signed out', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(120_000); // sign-up, verification, checkout and the deletion, one after another
    const M = ACCOUNT_DELETION_MESSAGES;
    await signUpVerified(page, mailbox, account);
    await openProfile(page);
    await page.getByRole('button', { name: 'Get Premium' }).click();
    await expectSandboxCheckout(page);
    await payInSandbox(page, PAYING_CARD);
    await expectWelcomePage(page);
    await page.goto('/profile');
    await skipWelcomeIfShown(page);
    await expect(statusLine(page)).toHaveText('Active');
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    // No more "write to support": a danger zone, last on the tab.
    await expect(page.getByText('please contact support', { exact: false })).toHaveCount(0);
    const zone = page.getByRole('region', { name: M.sectionTitle });
    await zone.getByRole('button', { name: M.openDialog }).click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await expect(dialog).toBeVisible();
    // Changing one's mind closes it with nothing done.
    await dialog.getByRole('button', { name: M.cancel }).click();
    await expect(dialog).toHaveCount(0);

    await zone.getByRole('button', { name: M.openDialog }).click();
    await expect(dialog.getByLabel(M.confirmLabel)).toBeFocused();
    await dialog.getByLabel(M.confirmLabel).fill('someone-else@example.com');
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(M.confirmationMismatch);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(M.confirmLabel).fill(account.email.toUpperCase());
    await dialog.getByRole('button', { name: M.confirm }).click();
    // Signed out, on the sign-in page, told calmly what happened.
    await expect(page).toHaveURL(/\/\?accountDeleted=true$/);
    await expect(page.getByRole('status').filter({ hasText: M.deleted })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const receipt = await mailbox.waitFor(account.email, /account has been deleted/);
    expect(receipt.text).toContain('Your Premium subscription was cancelled at once');

    // The account is gone: a reload stays signed out, and signing in is refused.
    await page.goto('/profile');
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredential);
  });
});
