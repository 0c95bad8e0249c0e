/**
 * The plan catalogue (spec §3 Plan, §6 limits, §9 fallback prices).
 * Price ids are not here: they come from the payment provider at run time
 * (sandbox ids by default, Stripe's active prices when configured).
 */

export const PLAN_KEYS = [
  'starter',
  'starter_annual',
  'premium',
  'premium_annual',
  'family',
  'family_annual',
  'free',
] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];
export const PAID_PLAN_KEYS = PLAN_KEYS.filter((k) => k !== 'free') as Exclude<TPlanKey, 'free'>[];

/** The plan family a key belongs to: what planType a user gets. */
export type TPlanType = 'free' | 'starter' | 'premium' | 'family';

export interface TPlanLimits {
  childProfiles: number;
  /** Text stories per day (per child when perChild). */
  personalized_text: number;
  /** Audio stories per day (per child when perChild). */
  personalized_audio: number;
  perChild: boolean;
}

export interface TPlanDefinition {
  key: TPlanKey;
  type: TPlanType;
  name: string;
  interval: 'month' | 'year' | null;
  /** Fallback price in cents (spec §9). */
  priceCents: number;
  isPopular: boolean;
  trialDays: number;
  features: string[];
  limits: TPlanLimits;
}

const starterLimits: TPlanLimits = {
  childProfiles: 1,
  personalized_text: 1,
  personalized_audio: 0,
  perChild: false,
};
const premiumLimits: TPlanLimits = {
  childProfiles: 1,
  personalized_text: 1,
  personalized_audio: 1,
  perChild: false,
};
const familyLimits: TPlanLimits = {
  childProfiles: 3,
  personalized_text: 1,
  personalized_audio: 1,
  perChild: true,
};
const freeLimits: TPlanLimits = {
  childProfiles: 0,
  personalized_text: 0,
  personalized_audio: 0,
  perChild: false,
};

const starterFeatures = ['1 child profile', '1 personalised story a day', 'Story library', 'Daily story'];
const premiumFeatures = [
  '1 child profile',
  '1 personalised story a day',
  '1 narrated audio story a day',
  'Story library',
  'Daily story',
];
const familyFeatures = [
  'Up to 3 child profiles',
  '1 personalised story a day for each child',
  '1 narrated audio story a day for each child',
  'Story library',
  'Daily story',
];

export const PLAN_CATALOGUE: Record<TPlanKey, TPlanDefinition> = {
  starter: {
    key: 'starter',
    type: 'starter',
    name: 'Starter',
    interval: 'month',
    priceCents: 499,
    isPopular: false,
    trialDays: 7,
    features: ['7-day free trial', ...starterFeatures],
    limits: starterLimits,
  },
  starter_annual: {
    key: 'starter_annual',
    type: 'starter',
    name: 'Starter Annual',
    interval: 'year',
    priceCents: 4499,
    isPopular: false,
    trialDays: 0,
    features: starterFeatures,
    limits: starterLimits,
  },
  premium: {
    key: 'premium',
    type: 'premium',
    name: 'Premium',
    interval: 'month',
    priceCents: 999,
    isPopular: true,
    trialDays: 0,
    features: premiumFeatures,
    limits: premiumLimits,
  },
  premium_annual: {
    key: 'premium_annual',
    type: 'premium',
    name: 'Premium Annual',
    interval: 'year',
    priceCents: 8999,
    isPopular: false,
    trialDays: 0,
    features: premiumFeatures,
    limits: premiumLimits,
  },
  family: {
    key: 'family',
    type: 'family',
    name: 'Family',
    interval: 'month',
    priceCents: 1999,
    isPopular: false,
    trialDays: 0,
    features: familyFeatures,
    limits: familyLimits,
  },
  family_annual: {
    key: 'family_annual',
    type: 'family',
    name: 'Family Annual',
    interval: 'year',
    priceCents: 17999,
    isPopular: false,
    trialDays: 0,
    features: familyFeatures,
    limits: familyLimits,
  },
  free: {
    key: 'free',
    type: 'free',
    name: 'Free',
    interval: null,
    priceCents: 0,
    isPopular: false,
    trialDays: 0,
    features: ['Daily story', 'Daily audio', 'Browsable collection'],
    limits: freeLimits,
  },
};

/** Spec §6 plan rank; a plan check compares ranks. */
export const PLAN_RANK = { free: 0, trial: 1, starter: 2, premium: 3, family: 4, pro: 4, admin: 5 } as const;
export type TRankName = keyof typeof PLAN_RANK;

/** Spec §9: for unknown plans the type is guessed by price (cents). */
export function guessPlanTypeByPrice(cents: number): Exclude<TPlanType, 'free'> {
  if (cents <= 500) return 'starter';
  if (cents <= 1000) return 'premium';
  return 'family';
}

/** Spec §6: child profile cap, 3 for family and family_annual, otherwise 1. */
export function childProfileCap(planKey: TPlanKey | null | undefined): number {
  return planKey === 'family' || planKey === 'family_annual' ? 3 : 1;
}

/** Annual plans show price / 12 with 2 decimals (spec §9). */
export function monthlyEquivalent(cents: number, interval: 'month' | 'year' | null): string {
  const perMonth = interval === 'year' ? cents / 12 : cents;
  return (perMonth / 100).toFixed(2);
}
