import { SHARE_EXPIRY_LABELS, SHARE_PAGE, SHARE_UI } from '../../src/shared/shares';
import { expect, test } from './support/fixtures';
import { writeStory } from './support/narration-flows';
import { addChild, featuredStory } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

test.describe('share this story (issue 30)', () => {
  test('a parent shares a story, a grandparent reads it without an account, the parent turns the link off', async ({
    page,
    context,
    browser,
    mailbox,
    account,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await subscribedParent(page, mailbox, account, 'starter');
    await addChild(page, { name: 'Mia Quillfeather', age: '5', readingLevel: 'Beginner', tone: 'Magical' });
    const title = await writeStory(page, { theme: 'Space', length: 'Short' });
    await featuredStory(page).getByRole('link', { name: 'Read Full Story' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // The reader: pick how long the link works, create it, copy it.
    await page.getByRole('button', { name: SHARE_UI.shareButton }).click();
    const dialog = page.getByRole('dialog', { name: SHARE_UI.dialogTitle });
    await dialog
      .getByRole('combobox', { name: SHARE_UI.expiryLabel })
      .selectOption({ label: SHARE_EXPIRY_LABELS[30] });
    await dialog.getByRole('button', { name: SHARE_UI.create }).click();
    const link = dialog.getByRole('textbox', { name: SHARE_UI.linkLabel });
    await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    await dialog.getByRole('button', { name: SHARE_UI.copy }).click();
    await expect(dialog.getByRole('status')).toHaveText(SHARE_UI.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialog.getByRole('button', { name: SHARE_UI.close }).click();
    await expect(dialog).toHaveCount(0);

    // A grandparent: a fresh browser without cookies, on a phone.
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const grandparent = await elsewhere.newPage();
      const shown = await grandparent.goto(url);
      expect(shown?.status()).toBe(200);
      expect(shown?.headers()['x-robots-tag']).toContain('noindex');
      expect(shown?.headers()['cache-control']).toBe('private, no-store');
      await expect(grandparent).toHaveTitle(SHARE_PAGE.ogTitle);
      await expect(grandparent.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(grandparent.getByText(SHARE_PAGE.madeFor('Mia'), { exact: true })).toBeVisible();
      await expect(grandparent.getByText('Quillfeather')).toHaveCount(0);
      expect(await grandparent.locator('.story p').count()).toBeGreaterThan(1);
      await expect(grandparent.getByRole('img').first()).toBeVisible(); // the story's cover
      // Readable on a phone: nothing wider than the screen.
      expect(await grandparent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The parent turns the link off in Account Settings; the link stops working.
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Account Settings' }).click();
      const links = page.getByRole('list', { name: SHARE_UI.listTitle });
      await links.getByRole('button', { name: SHARE_UI.revokeLabel(title) }).click();
      await expect(page.getByText(SHARE_UI.listEmpty)).toBeVisible();

      const gone = await grandparent.reload();
      expect(gone?.status()).toBe(404);
      await expect(grandparent.getByRole('heading', { name: SHARE_PAGE.goneTitle, level: 1 })).toBeVisible();
      await expect(grandparent.getByText(title)).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }
  });
});
