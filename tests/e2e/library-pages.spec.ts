import { BEDTIME_OUTCOME_LABELS, BEDTIME_UI } from '../../src/shared/bedtime';
import { STORY_MESSAGES } from '../../src/shared/messages';
import { expect, test } from './support/fixtures';
import { expectAppShell, signIn } from './support/identity-flows';
import { chooseChip } from './support/stories-flows';

/**
 * Issue 14: a family with 120 stories (seeded by scripts/e2e.mjs through `npm run seed`: one story
 * a night, alternating Mia and Leo, themes in turn) opens a 50-story page, scrolls to the end
 * (pages load as the list's end comes into view) and filters by child and theme on the server.
 */
const FAMILY = { email: 'e2e-library-1@seed.moonlit.local', password: 'bedtime-stories' };

test('a library of 120 stories scrolls to the end and filters by child and theme', async ({ page }) => {
  await page.goto('/');
  await signIn(page, FAMILY.email, FAMILY.password);
  await expectAppShell(page);
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Your Story Library' })).toBeVisible();

  const rows = page.getByRole('region', { name: 'More Stories' }).getByRole('listitem');
  // The first page: the featured story and 49 more.
  await expect(rows).toHaveCount(49);
  const end = page.getByText(STORY_MESSAGES.libraryEnd);
  // The button loads the next page (for keyboards and screen readers)… pressed from the keyboard
  // where the page stands: a click would scroll it into view, where the end-of-list sentinel also
  // loads, and the button moves (and, with every page loaded, goes) under the pointer.
  await page
    .getByRole('button', { name: STORY_MESSAGES.loadMore })
    .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(99);
  // …and scrolling brings the rest (the sentinel starts loading before the end is on screen).
  const scrollToEnd = async () => {
    for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
  };
  await scrollToEnd();
  await expect(end).toBeVisible();
  await expect(rows).toHaveCount(119);
  await expect(page.getByRole('heading', { name: /\(night 120\)$/ })).toBeVisible();
  await expect(rows.last()).toContainText('(night 1)');

  // By child: Leo has every second night (60 stories, two pages).
  await chooseChip(page.getByRole('group', { name: 'Filter by child' }), 'Leo');
  await expect(page.getByRole('heading', { name: /\(night 119\)$/ })).toBeVisible();
  await scrollToEnd();
  await expect(end).toBeVisible();
  await expect(rows).toHaveCount(59);
  await expect(page.getByText('For Mia')).toHaveCount(0);

  // And by theme: Leo's space stories (nights with night % 9 = 4 counted from the newest, odd).
  const themes = page.getByRole('group', { name: 'Filter by theme' });
  await expect(themes.getByRole('button')).toHaveText([
    'All Themes',
    'Adventure',
    'Animals',
    'Bedtime',
    'Fantasy',
    'Friendship',
    'Magic',
    'Nature',
    'Ocean',
    'Space',
  ]);
  await chooseChip(themes, 'Space');
  await expect(rows).toHaveCount(5);
  await expect(end).toBeVisible();
  for (const meta of await page.locator('.story-meta__items').all()) {
    await expect(meta).toContainText('For Leo');
    await expect(meta).toContainText('Space');
  }

  // The reader fetches the whole story.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/read\//);
  await expect(page.getByRole('article').getByText('For Leo', { exact: true })).toBeVisible();
});

test('the morning after, last night’s story asks how bedtime went, and the answer is kept', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, FAMILY.email, FAMILY.password);
  await expectAppShell(page);
  await page.goto('/library');
  // Night 120 was written today (no question yet); night 119, Leo's, was last night.
  await page.getByRole('link', { name: /\(night 119\)$/ }).click();
  const question = page.getByRole('group', { name: BEDTIME_UI.question('Leo') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: BEDTIME_OUTCOME_LABELS.still_awake }).click();
  await expect(page.getByRole('status').filter({ hasText: BEDTIME_UI.thanks('Leo') })).toBeVisible();
  await expect(question.getByRole('button', { name: BEDTIME_OUTCOME_LABELS.still_awake })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: BEDTIME_UI.turnOff }).click();
  await expect(page.getByRole('status').filter({ hasText: BEDTIME_UI.thanksOff })).toBeVisible();
  // Kept on the server: the answer and the switch come back with the page.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: BEDTIME_UI.question('Leo') })
      .getByRole('button', { name: BEDTIME_OUTCOME_LABELS.still_awake }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: BEDTIME_UI.turnOn }).click();
  await expect(page.getByRole('status').filter({ hasText: BEDTIME_UI.thanks('Leo') })).toBeVisible();
});
