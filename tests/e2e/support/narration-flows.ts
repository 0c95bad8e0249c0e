import type { Page } from '@playwright/test';
import { PLAYER_LABELS } from '../../../src/shared/player-labels';
import { expect } from './fixtures';
import { featuredStory, fillStoryForm, openTab } from './stories-flows';

/** Steps and readings of the narration specs. */

/** Library: writes a story for `child` and waits until it is the featured one; returns its title. */
export async function writeStory(
  page: Page,
  options: { child?: string; theme: string; length?: 'Short' | 'Medium' | 'Long' },
): Promise<string> {
  await openTab(page, 'Library');
  await page.getByRole('button', { name: 'Create New Story' }).click();
  await fillStoryForm(page, options);
  await page.getByRole('form', { name: 'A new story' }).getByRole('button', { name: 'Create Story' }).click();
  const featured = featuredStory(page);
  await expect(featured.getByText('Just written')).toBeVisible({ timeout: 30_000 });
  // A second story the same visit: the card still says 'Just written' until the new one replaces it.
  if (options.child)
    await expect(featured.getByText(`For ${options.child}`, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
  return (await featured.getByRole('heading', { level: 2 }).textContent()) ?? '';
}

/** What the page's one playing `<audio>` element says. */
export interface TAudioReading {
  currentTime: number;
  duration: number;
  paused: boolean;
  volume: number;
  src: string;
}

export function readAudio(page: Page): Promise<TAudioReading> {
  return page.locator('audio').evaluate((el: HTMLAudioElement) => ({
    currentTime: el.currentTime,
    duration: el.duration,
    paused: el.paused,
    volume: el.volume,
    src: el.currentSrc,
  }));
}

/** The read-along sentence marked as being read ('' when none). */
export async function currentSentence(page: Page): Promise<string> {
  const marked = page.locator('[aria-current="true"]');
  return (await marked.count()) === 1 ? ((await marked.textContent()) ?? '') : '';
}

/** Every text the narration progress showed while the job ran (recorded by a MutationObserver). */
export async function watchNarrationProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const look = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const text = bar?.getAttribute('aria-valuetext');
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { __narrationSeen: string[] }).__narrationSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { __narrationSeen: string[] }).__narrationSeen);
}

/** Clicks the seek bar at `fraction` of its width, as a finger on the progress bar would. */
export async function clickSeekBar(
  page: Page,
  fraction: number,
  within = page.locator('body'),
): Promise<void> {
  const bar = within.getByRole('slider', { name: PLAYER_LABELS.seek });
  const box = await bar.boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  // A native range maps the thumb's centre: 9 px of thumb radius at each end.
  const x = 9 + fraction * (box.width - 18);
  await bar.click({ position: { x, y: box.height / 2 } });
}
