import { ACTIVATION_MESSAGES, AUTH_MESSAGES } from '../../src/shared/messages';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  expectAppShell,
  logout,
  signIn,
  signUp,
  signUpVerified,
  verifyEmail,
} from './support/identity-flows';

test.describe('identity', () => {
  test('sign up, confirm the e-mail, arrive in the app', async ({ page, mailbox, account }) => {
    await signUp(page, account);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Not verified yet: the app holds the parent on the check-email page.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await verifyEmail(page, mailbox, account.email);
    await expect(page.getByRole('link', { name: 'Daily' })).toHaveAttribute('aria-current', 'page');
    await expect(accountButton(page)).toHaveText('R');
  });

  test('sign out, then sign in again', async ({ page, mailbox, account }) => {
    await signUpVerified(page, mailbox, account);
    await logout(page);
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, account.email, account.password);
    await expectAppShell(page);

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(account.email)).toBeVisible();

    // No Logout in the header itself: it lives in the account menu and in Account Settings.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await accountButton(page).press('Enter');
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Profile & Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountButton(page)).toBeFocused();
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password is refused with the spec message', async ({ page, mailbox, account }) => {
    await signUpVerified(page, mailbox, account);
    await logout(page);

    await signIn(page, account.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredential);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or account does not exist.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('login validation runs before any request', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('reset the password from the e-mailed link', async ({ page, mailbox, account }) => {
    await signUpVerified(page, mailbox, account);
    await logout(page);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetSent)).toBeVisible();

    const mail = await mailbox.waitFor(account.email, /reset/i);
    await page.goto(mailbox.appLink(mail));
    const newPassword = 'starlight-77';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set Password' }).click();

    // The page says the password changed, not that an account was activated.
    await expect(page.getByRole('heading', { name: ACTIVATION_MESSAGES.passwordChangedTitle })).toBeVisible();
    await expect(page.getByText(ACTIVATION_MESSAGES.passwordChanged)).toBeVisible();
    await expect(page.getByText(/account is (ready|active)/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expectAppShell(page);

    // The new password works, the old one no longer does.
    await logout(page);
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredential);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectAppShell(page);
  });

  test('the admin panel asks a signed-out visitor to log in', async ({ page }) => {
    await page.goto('/?admin=true');
    await expect(page.getByText('Please log in to view the admin panel.')).toBeVisible();
  });
});
