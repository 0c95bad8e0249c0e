/**
 * The Monthly / Yearly switch of the plan cards: which cards each period shows (the spec's fixed
 * order holds within a period), where the switch starts, and what a yearly card saves.
 */
import type { TSubscriptionStatus } from '../../../shared/billing';
import type { TPlanEntry } from './plan-order';
import { yearlySaving, type TYearlySaving } from './price-format';

export type TPlanPeriod = 'month' | 'year';

export interface TPlansByPeriod {
  month: TPlanEntry[];
  year: TPlanEntry[];
}

/** Splits ordered entries by billing interval, keeping their order (a plan of no period is no card). */
export function plansByPeriod(entries: readonly TPlanEntry[]): TPlansByPeriod {
  const split: TPlansByPeriod = { month: [], year: [] };
  for (const entry of entries) {
    if (entry.plan.interval === 'month') split.month.push(entry);
    else if (entry.plan.interval === 'year') split.year.push(entry);
  }
  return split;
}

/** A member on an annual plan sees their own card first: the switch starts on Yearly for them. */
export function initialPeriod(status: Pick<TSubscriptionStatus, 'planKey'> | null | undefined): TPlanPeriod {
  return status?.planKey.endsWith('_annual') ? 'year' : 'month';
}

/** The monthly plan an annual key is the yearly form of ('premium_annual' → 'premium'). */
function monthlyKeyOf(annualKey: string): string {
  return annualKey.replace(/_annual$/, '');
}

/** The saving of each yearly card against its monthly form, by plan key. */
export function savingsByKey(split: TPlansByPeriod): Map<string, TYearlySaving> {
  const savings = new Map<string, TYearlySaving>();
  for (const { key, plan } of split.year) {
    const monthly = split.month.find((entry) => entry.key === monthlyKeyOf(key));
    const saving = monthly ? yearlySaving(plan, monthly.plan) : null;
    if (saving) savings.set(key, saving);
  }
  return savings;
}

/** The largest saving in percent, for the Yearly option's hint; null when none saves. */
export function bestSavingPercent(savings: ReadonlyMap<string, TYearlySaving>): number | null {
  const percents = [...savings.values()].map((s) => s.percent);
  return percents.length > 0 ? Math.max(...percents) : null;
}
