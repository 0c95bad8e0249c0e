// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCreditStatus } from '../../../shared/credits';
import { STORY_MESSAGES } from '../../../shared/messages';
import { OFFLINE_MESSAGES } from '../../../shared/offline';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { renderApp, stubApi } from '../../test/render';
import { LibraryScreen } from './LibraryScreen';

const credits = (remaining: number): TCreditStatus => ({
  text: { remaining, dailyLimit: 1 },
  audio: { remaining: 1, dailyLimit: 1 },
  plan: 'premium',
  planType: 'premium',
  perChild: false,
  childId: null,
  resetTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  resetsInMs: 3 * 3_600_000,
  timeZone: 'Europe/London',
  welcome: { available: false, storyId: null },
});

const CHILD = {
  id: '0b7f7f4e-0000-4000-8000-000000000001',
  name: 'Mia',
  age: 5,
  readingLevel: 'beginner',
  storyTone: 'calming',
  interests: [],
  favoriteCharacter: '',
  fears: [],
  pronouns: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function library(remaining: number) {
  return stubApi({
    '/api/stories/credits/status': credits(remaining),
    '/api/children': { success: true, data: [CHILD] },
    '/api/config': {},
  });
}

describe("the story form and the day's credit", () => {
  it('with a story left, Create New Story opens the form', async () => {
    library(1);
    renderApp(<LibraryScreen />, '/library');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Story' }));
    // The form is its own chunk (a dynamic import): on a busy machine it takes over a second.
    expect(await screen.findByRole('form', { name: 'A new story' }, { timeout: 5000 })).toBeTruthy();
  });

  it('at 0 credits the form does not open: the notice says when the next story comes, and closes', async () => {
    library(0);
    renderApp(<LibraryScreen />, '/library');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Story' }));
    const notice = await screen.findByRole('alertdialog', { name: STORY_MESSAGES.creditLimitReached });
    expect(notice.textContent).toContain(STORY_MESSAGES.noCredits('text'));
    expect(notice.textContent).toContain(PLAN_PROMISES.nextStory('3 h'));
    expect(notice.textContent).not.toMatch(/more stories each day/i);
    expect(screen.queryByRole('form', { name: 'A new story' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PLAN_PROMISES.close }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('form', { name: 'A new story' })).toBeNull();
  });
});

describe('offline (decision 032)', () => {
  it('a story is refused calmly, the form stays closed and the credits are not shown', async () => {
    const { calls } = library(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderApp(<LibraryScreen />, '/library');
      fireEvent.click(await screen.findByRole('button', { name: 'Create New Story' }));
      const refusal = await screen.findByText(OFFLINE_MESSAGES.storyNeedsConnection);
      expect(refusal.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByRole('form', { name: 'A new story' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Story credits' })).toBeNull();
      expect(calls.some((path) => path.includes('/generate'))).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
