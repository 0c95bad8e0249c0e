// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCreditStatus } from '../../../shared/credits';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { renderApp, stubApi } from '../../test/render';
import { CreditPanel } from './CreditPanel';

const STATUS = '/api/stories/credits/status';
const status = (over: Partial<TCreditStatus> = {}): TCreditStatus => ({
  text: { remaining: 1, dailyLimit: 1 },
  audio: { remaining: 1, dailyLimit: 1 },
  plan: 'premium',
  planType: 'premium',
  perChild: false,
  childId: null,
  resetTime: new Date(Date.now() + (7 * 60 + 59) * 60_000).toISOString(),
  resetsInMs: (7 * 60 + 59) * 60_000,
  timeZone: 'Europe/London',
  welcome: { available: false, storyId: null },
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('the credit bar', () => {
  it('says what is left today and when it resets', async () => {
    stubApi({ [STATUS]: status() });
    renderApp(<CreditPanel />);
    const headline = await screen.findByText(/story left today/);
    expect(headline.textContent).toBe('1 story left today');
    expect(screen.getAllByText('1 of 1 left today')).toHaveLength(2);
    expect(screen.getByText(/^Resets in 7h 5[89]m$/)).toBeTruthy();
  });

  it('a plan without narration says so instead of a count', async () => {
    stubApi({
      [STATUS]: status({ plan: 'starter', planType: 'starter', audio: { remaining: 0, dailyLimit: 0 } }),
    });
    renderApp(<CreditPanel compact />);
    expect(await screen.findByText('Not in your plan')).toBeTruthy();
  });

  it('a spent day shows the empty meter, and a family with its welcome story to come is told so', async () => {
    stubApi({ [STATUS]: status({ text: { remaining: 0, dailyLimit: 1 } }) });
    const spent = renderApp(<CreditPanel compact />);
    const meter = (await screen.findByText('0 of 1 left today')).closest('.credit-meter');
    expect(meter?.className).toContain('credit-meter--empty');
    expect(screen.queryByText(PLAN_PROMISES.welcomeAvailable)).toBeNull();
    spent.unmount();

    stubApi({ [STATUS]: status({ welcome: { available: true, storyId: null } }) });
    renderApp(<CreditPanel compact />);
    expect(await screen.findByText(PLAN_PROMISES.welcomeAvailable)).toBeTruthy();
  });

  it('a failed read says so, and Retry reads again', async () => {
    const api = stubApi({ [STATUS]: { status: 500, body: { error: 'boom' } } });
    renderApp(<CreditPanel />);
    expect(await screen.findByText(STORY_MESSAGES.creditLoadFailed)).toBeTruthy();
    api.routes[STATUS] = status();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText('1 of 1 left today')).toHaveLength(2));
    expect(api.calls.filter((c) => c === STATUS)).toHaveLength(2);
  });
});
