import { SERIES_MESSAGES } from '../../src/shared/series';
import { expect, test } from './support/fixtures';
import { addChild, featuredStory, fillStoryForm, openTab } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

test.describe('series', () => {
  test('a parent starts a series and writes chapter 2; both are on the series shelf (issue 27)', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(120_000);
    await subscribedParent(page, mailbox, account, 'family');
    await addChild(page, {
      name: 'Mia',
      age: '6',
      readingLevel: 'Beginner',
      tone: 'Calming',
      interests: 'volcanoes',
    });

    await openTab(page, 'Library');
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await fillStoryForm(page, { child: 'Mia', theme: 'Space' });
    const form = page.getByRole('form', { name: 'A new story' });
    await form.getByRole('checkbox', { name: SERIES_MESSAGES.formToggle }).check();
    await form
      .getByRole('combobox', { name: SERIES_MESSAGES.formChapters })
      .selectOption({ label: '3 chapters' });
    await form.getByRole('button', { name: SERIES_MESSAGES.start }).click();

    // Chapter 1 is the new story, and the series' shelf holds it.
    await expect(featuredStory(page)).toBeVisible({ timeout: 30_000 });
    const shelves = page.getByRole('region', { name: SERIES_MESSAGES.shelfTitle, exact: true });
    const shelf = shelves.getByRole('region', { name: /^Series: / });
    await expect(shelf.getByText(SERIES_MESSAGES.progress(1, 3))).toBeVisible();
    await expect(shelf.getByRole('link', { name: /^Read chapter 1: / })).toBeVisible();

    await shelf.getByRole('button', { name: /Write the next chapter/ }).click();
    await expect(shelf.getByText(SERIES_MESSAGES.progress(2, 3))).toBeVisible({ timeout: 30_000 });
    const chapters = shelf.getByRole('listitem');
    await expect(chapters).toHaveCount(2);
    await expect(chapters.nth(0)).toContainText(SERIES_MESSAGES.chapterLabel(1));
    await expect(chapters.nth(1)).toContainText(SERIES_MESSAGES.chapterLabel(2));

    // Chapter 2 remembers chapter 1.
    await shelf.getByRole('link', { name: /^Read chapter 2: / }).click();
    await expect(page.getByRole('article')).toContainText(
      /last (?:time|night)|the night before|the story so far/i,
    );
  });
});
