import { MIN_CHART_BAR_PERCENT } from '../../../shared/constants';

/** Spec §2: each bar's height is a percentage of the largest day, never under 5 percent. */
export function barHeights(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) =>
    max <= 0 ? MIN_CHART_BAR_PERCENT : Math.max(MIN_CHART_BAR_PERCENT, Math.round((v / max) * 1000) / 10),
  );
}
