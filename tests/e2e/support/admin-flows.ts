import type { APIResponse, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/web/lib/storage-keys';
import { expect, type TAccount } from './fixtures';
import { signIn, signUpVerified, skipWelcomeIfShown } from './identity-flows';
import type { Mailbox } from './mailbox';

/**
 * The one admin account of every e2e spec (the specs share a database). The e2e server names this
 * address in ADMIN_EMAILS (scripts/e2e.mjs): verified, it is an admin.
 */
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
    await skipWelcomeIfShown(page);
  }
  await page.goto('/?admin=true');
  await expect(page.getByRole('tab', { name: 'Daily Story' })).toHaveAttribute('aria-selected', 'true');
}

/**
 * GET an /api/admin path as the open Admin Panel does: with the admin bearer token the panel keeps
 * in this tab's sessionStorage (the session cookie alone is refused). Call after openAdminPanel.
 */
export async function adminApiGet(page: Page, path: string): Promise<APIResponse> {
  return adminApi(page, 'GET', path);
}

/** Any /api/admin call with the open Admin Panel's token (JSON body when given). */
export async function adminApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<APIResponse> {
  const kept = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.adminToken);
  const token = kept ? (JSON.parse(kept) as { token?: string }).token : undefined;
  if (!token) throw new Error('no admin token in this tab: open the Admin Panel first');
  return page.request.fetch(path, {
    method,
    // The origin a browser sends with a write (the app refuses cross-site writes).
    headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    ...(body === undefined ? {} : { data: body }),
  });
}
