// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCreditStatus } from '../../../shared/credits';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { renderApp, stubApi } from '../../test/render';
import { AddAudio } from './AddAudio';

const status = (planType: 'starter' | 'premium', audioLimit: number): TCreditStatus => ({
  text: { remaining: 1, dailyLimit: 1 },
  audio: { remaining: audioLimit, dailyLimit: audioLimit },
  plan: planType,
  planType,
  perChild: false,
  childId: null,
  resetTime: new Date(Date.now() + 3_600_000).toISOString(),
  resetsInMs: 3_600_000,
  timeZone: 'Europe/London',
  welcome: { available: false, storyId: null },
});

function Where() {
  const at = useLocation();
  return <p data-testid="where">{at.pathname + at.search}</p>;
}

const STORY = { id: '0b7f7f4e-0000-4000-8000-0000000000aa', title: 'The Quiet Comet', childId: null };

afterEach(() => vi.unstubAllGlobals());

describe('narration on a story without audio', () => {
  it('Starter is offered Premium, not an Add Audio that can only refuse', async () => {
    stubApi({ '/api/stories/credits/status': status('starter', 0) });
    renderApp(
      <Routes>
        <Route path="/read/x" element={<AddAudio story={STORY} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      '/read/x',
    );
    fireEvent.click(await screen.findByRole('button', { name: PLAN_PROMISES.listenWithPremium }));
    expect(screen.queryByRole('button', { name: PLAYER_LABELS.addAudio })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/subscription-plans?plan=premium');
  });

  it('Premium gets Add Audio', async () => {
    stubApi({ '/api/stories/credits/status': status('premium', 1) });
    renderApp(<AddAudio story={STORY} />);
    expect(await screen.findByRole('button', { name: PLAYER_LABELS.addAudio })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PLAN_PROMISES.listenWithPremium })).toBeNull();
  });
});
