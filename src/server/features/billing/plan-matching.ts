import { guessPlanTypeByPrice, PAID_PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import type { Config } from '../../platform/config.js';
import type { ProviderPrice } from './provider/port.js';

export type TPaidPlanKey = Exclude<TPlanKey, 'free'>;
/** STRIPE_PRICE_<KEY> fallbacks, by plan key. */
export type PriceIdsByPlan = Partial<Record<TPaidPlanKey, string>>;

/** How sure a match is; the strongest match wins when two prices claim one plan. */
export const MATCH_STRENGTH = { lookup_key: 0, metadata: 1, env: 2, guess: 3 } as const;
export type TMatchKind = keyof typeof MATCH_STRENGTH;

const isPaidPlanKey = (k: string): k is TPaidPlanKey => (PAID_PLAN_KEYS as string[]).includes(k);

/** Accepts `starter`, `starter_monthly`, `starter_annual`, `starter_yearly`; the interval decides when the hint has none. */
function keyFromHint(hint: string | null, interval: ProviderPrice['interval']): TPaidPlanKey | null {
  if (!hint) return null;
  const h = hint
    .trim()
    .toLowerCase()
    .replace(/_monthly$/, '')
    .replace(/_(yearly|year)$/, '_annual');
  if (!isPaidPlanKey(h)) return null;
  if (interval === 'year' && !h.endsWith('_annual')) {
    const annual = `${h}_annual`;
    return isPaidPlanKey(annual) ? annual : h;
  }
  return h;
}

/**
 * Spec §9 guess-by-price, on the monthly equivalent: an annual price is compared after dividing
 * by 12, otherwise every annual plan (44.99, 89.99, 179.99) would be guessed "family".
 */
export function guessPlanKey(unitAmount: number, interval: ProviderPrice['interval']): TPaidPlanKey {
  const monthly = interval === 'year' ? unitAmount / 12 : unitAmount;
  const type = guessPlanTypeByPrice(monthly);
  return interval === 'year' ? `${type}_annual` : type;
}

/** Ties a provider price to a plan key: lookup_key, then product.metadata.plan_key, then env ids, then price. */
export function matchPlanKey(
  price: ProviderPrice,
  envPrices: PriceIdsByPlan,
): { key: TPaidPlanKey; kind: TMatchKind } | null {
  const byLookup = keyFromHint(price.lookupKey, price.interval);
  if (byLookup) return { key: byLookup, kind: 'lookup_key' };
  const byMetadata = keyFromHint(price.productPlanKey, price.interval);
  if (byMetadata) return { key: byMetadata, kind: 'metadata' };
  const byEnv = PAID_PLAN_KEYS.find((k) => envPrices[k] === price.id);
  if (byEnv) return { key: byEnv, kind: 'env' };
  if (price.unitAmount !== null && price.interval)
    return { key: guessPlanKey(price.unitAmount, price.interval), kind: 'guess' };
  return null;
}

export function envPriceIds(config: Config): PriceIdsByPlan {
  return {
    starter: config.STRIPE_PRICE_STARTER,
    starter_annual: config.STRIPE_PRICE_STARTER_ANNUAL,
    premium: config.STRIPE_PRICE_PREMIUM,
    premium_annual: config.STRIPE_PRICE_PREMIUM_ANNUAL,
    family: config.STRIPE_PRICE_FAMILY,
    family_annual: config.STRIPE_PRICE_FAMILY_ANNUAL,
  };
}
