import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParagraphPacer } from './paragraph-pacer';

const STORY = 'Once upon a time.\n\nMia found a star.\n\nShe said goodnight.';

describe('paragraph pacer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a story that arrived at once paragraph by paragraph, one per step', async () => {
    const seen: string[] = [];
    const pacer = createParagraphPacer((text) => seen.push(text), { stepMs: 400, now: () => Date.now() });
    pacer.push(STORY);
    let done = false;
    void pacer.finish().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toBe('Once upon a time.');
    await vi.advanceTimersByTimeAsync(399);
    expect(seen.at(-1)).toBe('Once upon a time.');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toBe('Once upon a time.\n\nMia found a star.');
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(seen.at(-1)).toBe(STORY);
    expect(done).toBe(true);
    // Every view is a prefix of the story, and it only grows.
    for (const [i, text] of seen.entries()) {
      expect(STORY.startsWith(text)).toBe(true);
      if (i > 0) expect(text.length).toBeGreaterThanOrEqual(seen[i - 1]?.length ?? 0);
    }
  });

  it('lets an unfinished paragraph grow while the writer is slower than the pace', async () => {
    const seen: string[] = [];
    const pacer = createParagraphPacer((text) => seen.push(text), { stepMs: 400 });
    pacer.push('Once upon');
    expect(seen.at(-1)).toBe('Once upon');
    pacer.push(' a time.');
    expect(seen.at(-1)).toBe('Once upon a time.');
    pacer.push('\n\nMia');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toBe('Once upon a time.\n\nMia');
    // The next whole paragraph waits for its step; the one after it for the next.
    pacer.push(' slept.\n\nThe end.\n\nZzz');
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.at(-1)).toBe('Once upon a time.\n\nMia');
    await vi.advanceTimersByTimeAsync(300);
    expect(seen.at(-1)).toBe('Once upon a time.\n\nMia slept.');
    const finished = pacer.finish();
    await vi.advanceTimersByTimeAsync(800);
    await finished;
    expect(seen.at(-1)).toBe('Once upon a time.\n\nMia slept.\n\nThe end.\n\nZzz');
  });

  it('with reduced motion shows everything at once and finishes without waiting', async () => {
    const seen: string[] = [];
    const pacer = createParagraphPacer((text) => seen.push(text), { immediate: true });
    pacer.push(STORY);
    expect(seen).toEqual([STORY]);
    await pacer.finish();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a reset forgets the text; cancel stops the timer and releases a waiting finish', async () => {
    const seen: string[] = [];
    const pacer = createParagraphPacer((text) => seen.push(text), { stepMs: 400 });
    pacer.push(STORY);
    pacer.reset();
    expect(seen.at(-1)).toBe('');
    pacer.push(STORY);
    const finished = pacer.finish();
    pacer.cancel();
    await finished;
    expect(vi.getTimerCount()).toBe(0);
  });
});
