import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps of the Kids and Library tabs, shared by the stories specs. */

export interface TChildDetails {
  name: string;
  age: string;
  readingLevel: 'Beginner' | 'Intermediate' | 'Advanced';
  tone: 'Funny' | 'Adventurous' | 'Calming' | 'Educational' | 'Magical';
  interests?: string;
  fears?: string;
}

/**
 * Presses a library filter chip and waits until it says it is pressed. The chips sit above a list
 * the last choice is still redrawing: on a loaded machine a click can land just as the row moves
 * (seen in CI: the click hit the chip's old place and the filter never changed), so the click is
 * tried again until the chip is pressed. What the filter shows is asserted by the caller.
 */
export async function chooseChip(group: Locator, name: string): Promise<void> {
  const chip = group.getByRole('button', { name, exact: true });
  await expect(async () => {
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export async function openTab(
  page: Page,
  name: 'Daily' | 'Library' | 'Kids' | 'Profile' | 'Read',
): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

/** Fills the open child form (first profile or another child) and submits it with `submit`. */
export async function fillChildForm(page: Page, child: TChildDetails, submit: string): Promise<void> {
  const form = page.getByRole('form').filter({ has: page.getByRole('textbox', { name: 'Name' }) });
  await form.getByRole('textbox', { name: 'Name' }).fill(child.name);
  await form.getByRole('spinbutton', { name: 'Age' }).fill(child.age);
  await form.getByRole('combobox', { name: 'Reading level' }).selectOption({ label: child.readingLevel });
  await form.getByRole('combobox', { name: 'Story tone' }).selectOption({ label: child.tone });
  if (child.interests) await form.getByRole('textbox', { name: 'Interests' }).fill(child.interests);
  if (child.fears) await form.getByRole('textbox', { name: 'Fears to avoid' }).fill(child.fears);
  await form.getByRole('button', { name: submit }).click();
}

/** Kids tab: add a child and wait until it is the selected profile. */
export async function addChild(page: Page, child: TChildDetails): Promise<void> {
  await page.goto('/kids');
  await expect(page.getByRole('heading', { name: 'Child Profiles', level: 1 })).toBeVisible();
  const first = page.getByRole('heading', { name: 'Create Your First Child Profile' });
  const another = page.getByRole('button', { name: 'Add Another Child' });
  await expect(first.or(another)).toBeVisible();
  if (await first.isVisible()) {
    await fillChildForm(page, child, 'Create Your First Child Profile');
  } else {
    await another.click();
    await fillChildForm(page, child, 'Add Child');
  }
  await expect(page.getByRole('radio', { name: child.name })).toBeChecked();
}

/** The story being written: every distinct text length the live region showed, and the busy label. */
export async function watchStoryPreview(
  page: Page,
): Promise<() => Promise<{ lengths: number[]; creating: boolean }>> {
  await page.evaluate(() => {
    const state = { lengths: [] as number[], creating: false };
    const look = () => {
      const region = document.querySelector('[aria-live="polite"][aria-label="Story being written"]');
      if (region) {
        const text = Array.from(region.querySelectorAll('p:not(.story-preview__waiting)'))
          .map((p) => p.textContent ?? '')
          .join('');
        if (state.lengths.at(-1) !== text.length) state.lengths.push(text.length);
      }
      if (Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Creating Story...'))
        state.creating = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { __storyWatch: typeof state }).__storyWatch = state;
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __storyWatch: { lengths: number[]; creating: boolean } }).__storyWatch,
    );
}

/**
 * Slows the page's downloads so a streamed story arrives over a few seconds, as from a real writer.
 * Chromium delivers throttled data a packet (~1.4 kB) at a time: a long story spans several.
 */
export async function slowNetwork(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** The open story form: pick a child (if asked), a theme and a length, then Create Story. */
export async function fillStoryForm(
  page: Page,
  options: { child?: string; theme: string; length?: 'Short' | 'Medium' | 'Long' },
): Promise<void> {
  const form = page.getByRole('form', { name: 'A new story' });
  await expect(form).toBeVisible();
  if (options.child)
    await form.getByRole('combobox', { name: 'Child' }).selectOption({ label: options.child });
  await form.getByRole('combobox', { name: 'Theme' }).selectOption({ label: options.theme });
  await form.getByRole('radio', { name: new RegExp(`^${options.length ?? 'Short'}`) }).check();
}

export function featuredStory(page: Page) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Read Full Story' }) });
}
