// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPlan } from '../../../shared/billing';
import { PAID_PLAN_KEYS, PLAN_CATALOGUE, type TPlanKey } from '../../../shared/plans';
import { planCardState, type TPlanViewer } from './plan-actions';
import { PlanCard } from './PlanCard';

const planOf = (key: TPlanKey): TPlan => {
  const p = PLAN_CATALOGUE[key];
  return {
    name: p.name,
    price: p.priceCents / 100,
    priceCents: p.priceCents,
    priceId: `price_${key}`,
    isPopular: p.isPopular,
    trialDays: p.trialDays,
    interval: p.interval,
    features: p.features,
    limits: p.limits,
  };
};

function card(key: TPlanKey, viewer: TPlanViewer, onAction = vi.fn()) {
  render(
    <ul>
      <PlanCard
        planKey={key}
        plan={planOf(key)}
        state={planCardState(key, planOf(key), viewer)}
        disabled={false}
        busy={false}
        onAction={onAction}
      />
    </ul>,
  );
  return within(screen.getByRole('article', { name: PLAN_CATALOGUE[key].name }));
}

describe('plan cards', () => {
  it.each(PAID_PLAN_KEYS)('%s promises only what the plan gives', (key) => {
    const { limits } = PLAN_CATALOGUE[key];
    const text = card(key, { kind: 'visitor' }).getByRole('list').textContent ?? '';
    expect(text).not.toMatch(/unlimited|more stories each day/i);
    expect(/narrat|audio/i.test(text)).toBe(limits.personalized_audio > 0);
    expect(/for each child/i.test(text)).toBe(limits.perChild);
    expect(text).toContain(limits.childProfiles === 1 ? '1 child profile' : `Up to ${limits.childProfiles}`);
  });

  it('a Premium subscriber sees their plan marked, and Family offered as an upgrade', () => {
    const viewer: TPlanViewer = {
      kind: 'member',
      status: { planKey: 'premium', status: 'active', hasEverSubscribedOrTrialed: true },
      offerUpgrades: true,
    };
    const premium = card('premium', viewer);
    expect(premium.queryByRole('button')).toBeNull();
    expect(premium.getByText(/current/i)).toBeTruthy();
    const onAction = vi.fn();
    const family = card('family', viewer, onAction);
    fireEvent.click(family.getByRole('button', { name: 'Upgrade to Family' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'portal', label: 'Upgrade to Family' });
  });
});
