import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

/**
 * The checks of the visual matrix (issue 10 "Done means"), run on whatever the page shows now:
 * no horizontal overflow, no two visible interactive targets overlapping, tap targets of at least
 * 44 px on a phone, and no serious or critical axe violation. Each returns problems as sentences.
 */

export const WIDTHS = [390, 768, 1280] as const;
export const THEMES = ['dark', 'light'] as const;
export type TTheme = (typeof THEMES)[number];

/** The phone width: the one where tap targets must be 44 px. */
const PHONE = 390;
const LAPTOP = 1280;
const MIN_TARGET = 44;

interface TTarget {
  name: string;
  layer: string;
  inline: boolean;
  box: { x: number; y: number; w: number; h: number };
  path: number[];
}

/**
 * Every visible interactive element with its box in page coordinates and its layer: the nearest
 * fixed or sticky ancestor (content scrolled under the tab bar is not an overlap), and whether it
 * is a link inside running text (exempt from the target size, as WCAG 2.5.8 says).
 */
function collectTargets(page: Page): Promise<TTarget[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]';
    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      const cls = el.getAttribute('class')?.split(' ')[0];
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${label}"`;
    };
    const layerOf = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky')
          return `${node.tagName}.${node.getAttribute('class') ?? ''}`;
      }
      return 'page';
    };
    const pathOf = (el: Element) => {
      const path: number[] = [];
      for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
        path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      return path;
    };
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      if (el.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false;
      // A closed <details> keeps its content in the DOM but not on the page.
      const details = el.parentElement?.closest('details');
      if (details && !details.open && !el.matches('summary')) return false;
      return getComputedStyle(el).visibility !== 'hidden';
    };
    return Array.from(document.querySelectorAll(selector))
      .filter(visible)
      .map((el) => {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const parentText = el.parentElement?.textContent?.trim() ?? '';
        const ownText = el.textContent?.trim() ?? '';
        return {
          name: describe(el),
          layer: layerOf(el),
          inline: el.tagName === 'A' && style.display === 'inline' && parentText.length > ownText.length,
          box: { x: rect.left + scrollX, y: rect.top + scrollY, w: rect.width, h: rect.height },
          path: pathOf(el),
        };
      });
  });
}

const isAncestor = (a: number[], b: number[]) => a.length < b.length && a.every((step, i) => step === b[i]);

function overlapArea(a: TTarget['box'], b: TTarget['box']): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The page's sideways scroll, if any, with the innermost elements that stick out (to fix). */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return null;
    // What sticks out and is not clipped by a scrolling box of its own (a chip row scrolls inside).
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right > root.clientWidth + 1 && !clipped(el);
    });
    const names = out
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${el.textContent?.trim().slice(0, 30) ?? ''}"`,
      );
    return `scrolls sideways: ${root.scrollWidth}px of content in ${root.clientWidth}px (${names.join(', ')})`;
  });
}

/** Horizontal overflow, overlapping targets and (on a phone) small targets. */
export async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await sidewaysOverflow(page);
  if (overflow) problems.push(overflow);

  const targets = await collectTargets(page);
  for (let i = 0; i < targets.length; i++) {
    const a = targets[i];
    if (!a) continue;
    for (let j = i + 1; j < targets.length; j++) {
      const b = targets[j];
      if (!b || a.layer !== b.layer || isAncestor(a.path, b.path) || isAncestor(b.path, a.path)) continue;
      // More than a hairline (borders meeting at a rounded pixel) counts as overlapping.
      if (overlapArea(a.box, b.box) > 4) problems.push(`${a.name} overlaps ${b.name}`);
    }
    if (width === PHONE && !a.inline && (a.box.w < MIN_TARGET - 0.5 || a.box.h < MIN_TARGET - 0.5))
      problems.push(`${a.name} is ${Math.round(a.box.w)}×${Math.round(a.box.h)}px, under ${MIN_TARGET}px`);
  }
  return problems;
}

/** Serious and critical axe violations (WCAG 2.x A and AA, best practices off). */
export async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Two frames after a resize: media queries, layout and lazy images settle. Measured at once, the
 * page can still wear part of the previous width's rules (a phone row with the laptop's padding).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Follows the system setting (the app's default choice) into the wanted theme and waits for the
 * app to apply it. A server-rendered page (the sandbox's) has no data-theme: nothing to wait for.
 */
export async function showTheme(page: Page, theme: TTheme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.waitForFunction((t) => {
    const applied = document.documentElement.dataset.theme;
    return applied === undefined || applied === t;
  }, theme);
}

/**
 * The whole matrix for the screen on show: both themes, three widths, a full-page screenshot of
 * each under test-results/. axe runs twice a screen, on the phone in one theme and the laptop in
 * the other (`axeTurn` swaps them from screen to screen, so every pairing is covered): the
 * markup is the same at every width, only the colours and the navigation change.
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  axeTurn = 0,
  themes: readonly TTheme[] = THEMES,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [t, theme] of themes.entries()) {
    await showTheme(page, theme);
    const axeWidth = (t + axeTurn) % 2 === 0 ? PHONE : LAPTOP;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      const where = `${screen} ${theme} ${width}px`;
      for (const p of await layoutProblems(page, width)) problems.push(`${where}: ${p}`);
      if (width === axeWidth) for (const p of await axeProblems(page)) problems.push(`${where}: ${p}`);
      await page.screenshot({
        path: testInfo.outputPath(`${screen}-${theme}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
    }
  }
  return problems;
}

/** Text at 200% (WCAG 1.4.4) on a laptop and a phone: nothing may scroll sideways. */
export async function largeTextProblems(page: Page, screen: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow) problems.push(`${screen} text 200% ${width}px: ${overflow}`);
  }
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  return problems;
}
