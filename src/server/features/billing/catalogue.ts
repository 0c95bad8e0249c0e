import type { TPlan, TPlansResponse } from '../../../shared/billing.js';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import {
  MATCH_STRENGTH,
  matchPlanKey,
  guessPlanKey,
  type PriceIdsByPlan,
  type TMatchKind,
  type TPaidPlanKey,
} from './plan-matching.js';
import type { Clock, PaymentProvider, ProviderPrice, TInterval } from './provider/port.js';

export interface ResolvedPrice {
  priceId: string;
  planKey: TPaidPlanKey;
  priceCents: number;
  interval: TInterval;
}

interface Snapshot {
  /** The price shown (and sold) for each plan. */
  byPlan: Map<TPaidPlanKey, ResolvedPrice>;
  /** Every active price we can tie to a plan, so an older still-active price keeps working. */
  byPriceId: Map<string, ResolvedPrice>;
}

const CACHE_MS = 5 * 60 * 1000;

/** The plan catalogue of spec §3 with price ids and amounts from the provider, cached for five minutes. */
export function createCatalogue(provider: PaymentProvider, envPrices: PriceIdsByPlan, clock: Clock) {
  let cached: { at: number; snapshot: Snapshot } | null = null;

  function build(prices: ProviderPrice[]): Snapshot {
    const byPlan = new Map<TPaidPlanKey, ResolvedPrice & { kind: TMatchKind }>();
    const byPriceId = new Map<string, ResolvedPrice>();
    for (const price of prices) {
      const match = matchPlanKey(price, envPrices);
      if (!match) continue;
      const plan = PLAN_CATALOGUE[match.key];
      // A price's own amount wins over the spec's fallback price.
      const resolved: ResolvedPrice = {
        priceId: price.id,
        planKey: match.key,
        priceCents: price.unitAmount ?? plan.priceCents,
        interval: price.interval ?? plan.interval ?? 'month',
      };
      byPriceId.set(price.id, resolved);
      const current = byPlan.get(match.key);
      if (!current || MATCH_STRENGTH[match.kind] < MATCH_STRENGTH[current.kind])
        byPlan.set(match.key, { ...resolved, kind: match.kind });
    }
    for (const [key, priceId] of Object.entries(envPrices) as [TPaidPlanKey, string | undefined][]) {
      if (!priceId || byPlan.has(key)) continue;
      const plan = PLAN_CATALOGUE[key];
      const resolved: ResolvedPrice = {
        priceId,
        planKey: key,
        priceCents: plan.priceCents,
        interval: plan.interval ?? 'month',
      };
      byPlan.set(key, { ...resolved, kind: 'env' });
      if (!byPriceId.has(priceId)) byPriceId.set(priceId, resolved);
    }
    return { byPlan, byPriceId };
  }

  async function snapshot(): Promise<Snapshot> {
    const now = clock().getTime();
    if (cached && now - cached.at < CACHE_MS) return cached.snapshot;
    try {
      const fresh = build(await provider.listPrices());
      cached = { at: now, snapshot: fresh };
      return fresh;
    } catch (err) {
      // The provider being down should not empty the pricing page: keep the last good answer.
      if (cached) return cached.snapshot;
      throw err;
    }
  }

  function toPlan(key: TPlanKey, price: ResolvedPrice | undefined): TPlan {
    const plan = PLAN_CATALOGUE[key];
    const cents = price?.priceCents ?? plan.priceCents;
    return {
      name: plan.name,
      price: cents / 100,
      priceCents: cents,
      priceId: price?.priceId ?? null,
      isPopular: plan.isPopular,
      trialDays: plan.trialDays,
      interval: plan.interval,
      features: plan.features,
      limits: {
        childProfiles: plan.limits.childProfiles,
        personalized_text: plan.limits.personalized_text,
        personalized_audio: plan.limits.personalized_audio,
      },
    };
  }

  function plansOf({ byPlan }: Snapshot): TPlansResponse {
    const entries = PLAN_KEYS.map(
      (key) => [key, toPlan(key, key === 'free' ? undefined : byPlan.get(key))] as const,
    );
    return Object.fromEntries(entries) as TPlansResponse;
  }
  const plansJsonOf = new WeakMap<object, string>();

  return {
    /** Keyed by plan key in the fixed order of PLAN_KEYS (monthly before annual, free last). */
    async plans(): Promise<TPlansResponse> {
      return plansOf(await snapshot());
    },
    /** The same as JSON text, made once per snapshot of the prices (the public plans list). */
    async plansJson(): Promise<string> {
      const snap = await snapshot();
      let json = plansJsonOf.get(snap);
      if (json === undefined) plansJsonOf.set(snap, (json = JSON.stringify(plansOf(snap))));
      return json;
    },
    /** The plan a price id sells, or null when it is not one of ours. */
    async resolvePriceId(priceId: string): Promise<ResolvedPrice | null> {
      return (await snapshot()).byPriceId.get(priceId) ?? null;
    },
    async priceForPlan(key: TPaidPlanKey): Promise<ResolvedPrice | null> {
      return (await snapshot()).byPlan.get(key) ?? null;
    },
    /** For mirroring: every price a subscription carries gets a plan key, guessed by amount at worst. */
    async planKeyOf(price: ProviderPrice): Promise<TPaidPlanKey> {
      const known = (await snapshot().catch(() => null))?.byPriceId.get(price.id);
      if (known) return known.planKey;
      return matchPlanKey(price, envPrices)?.key ?? guessPlanKey(price.unitAmount ?? 0, price.interval);
    },
    invalidate() {
      cached = null;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
