import type { Page } from '@playwright/test';
import { expect, type TAccount } from './fixtures';
import { signIn, signUpVerified } from './identity-flows';
import type { Mailbox } from './mailbox';

/** The e2e server names this address in ADMIN_EMAILS (scripts/e2e.mjs): verified, it is an admin. */
export const ADMIN_ACCOUNT: TAccount = {
  name: 'Ada Admin',
  email: 'admin@moonlit.test',
  password: 'moonlight-admin-42',
};

/** Signs the admin up (first spec to need it) or in (later ones), then opens the Admin Panel. */
export async function openAdminPanel(page: Page, mailbox: Mailbox): Promise<void> {
  const known = await mailbox.list(ADMIN_ACCOUNT.email);
  if (known.length === 0) {
    await signUpVerified(page, mailbox, ADMIN_ACCOUNT);
  } else {
    await page.goto('/login');
    await signIn(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await page.goto('/?admin=true');
  await expect(page.getByRole('tab', { name: 'Daily Story' })).toHaveAttribute('aria-selected', 'true');
}
