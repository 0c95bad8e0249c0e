import { readFileSync } from 'node:fs';
import { BOOK_LABELS } from '../../src/shared/books';
import { expect, test } from './support/fixtures';
import { addChild, featuredStory, fillStoryForm } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

// Issue 30, a printed book: from the library the parent picks a story and downloads its PDF.
test('the parent makes a book of one story and downloads the PDF', async ({ page, mailbox, account }) => {
  test.setTimeout(120_000);
  await subscribedParent(page, mailbox, account, 'starter');
  await page.goto('/kids');
  await page.getByRole('button', { name: 'Create Your First Child Profile' }).click();
  await addChild(page, { name: 'Mia', age: '5', readingLevel: 'Beginner', tone: 'Magical' });
  await page.getByRole('button', { name: 'Create a Story for Mia' }).click();
  await fillStoryForm(page, { theme: 'Space' });
  await page.getByRole('form', { name: 'A new story' }).getByRole('button', { name: 'Create Story' }).click();
  const featured = featuredStory(page);
  await expect(featured.getByText('Just written')).toBeVisible({ timeout: 30_000 });
  const title = ((await featured.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(title).not.toBe('');

  await page.getByRole('button', { name: BOOK_LABELS.open }).click();
  const maker = page.getByRole('region', { name: BOOK_LABELS.heading });
  await expect(maker).toBeVisible();
  await maker.getByRole('checkbox', { name: title }).check();
  await maker.getByRole('radio', { name: BOOK_LABELS.pageSizes['half-letter'] }).check();
  await maker.getByRole('button', { name: BOOK_LABELS.submit }).click();
  const link = maker.getByRole('link', { name: BOOK_LABELS.download });
  await expect(link).toBeVisible({ timeout: 30_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('moonlit-book-mia.pdf');
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
