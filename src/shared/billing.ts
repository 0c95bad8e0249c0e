import { z } from 'zod';
import { PLAN_KEYS } from './plans.js';

/**
 * Request and response shapes of the subscription API (spec §3, §7), shared by server and web.
 * Every /api/subscriptions input is parsed with one of these on the server.
 */

const ZPriceId = z.string().trim().min(1).max(200);

/** POST /api/subscriptions/checkout and POST /api/subscriptions/upgrade */
export const ZCheckoutRequest = z.object({ priceId: ZPriceId });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZUpgradeRequest = ZCheckoutRequest;
export type TUpgradeRequest = TCheckoutRequest;

/** POST /api/subscriptions/change-plan (spec §3 Plan change request) */
export const ZChangePlanRequest = z.object({ newPriceId: ZPriceId });
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

/** POST /api/subscriptions/create-portal-link; returnUrl must be on our own site. */
export const ZPortalLinkRequest = z.object({ returnUrl: z.string().trim().max(2000).optional() });
export type TPortalLinkRequest = z.infer<typeof ZPortalLinkRequest>;

export const ZUrlResponse = z.object({ url: z.string() });
export type TUrlResponse = z.infer<typeof ZUrlResponse>;

export const ZPlanLimits = z.object({
  childProfiles: z.number(),
  personalized_text: z.number(),
  personalized_audio: z.number(),
});

/** One entry of the plans map (spec §3 Plan); price is in dollars (4.99), priceCents in cents. */
export const ZPlan = z.object({
  name: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
  priceId: z.string().nullable(),
  isPopular: z.boolean(),
  trialDays: z.number().int(),
  interval: z.enum(['month', 'year']).nullable(),
  features: z.array(z.string()),
  limits: ZPlanLimits,
});
export type TPlan = z.infer<typeof ZPlan>;

/** GET /api/subscriptions/plans and GET /api/public/subscriptions/plans: keyed by plan key, in PLAN_KEYS order. */
export const ZPlansResponse = z.record(z.enum(PLAN_KEYS), ZPlan);
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/**
 * GET /api/subscriptions/status (spec §3 Subscription status, first form).
 * planType is what the user is entitled to now ('free' unless active or trialing); planKey,
 * planName and priceId describe the subscription shown (the live one, else the latest one).
 * Dates are ISO strings.
 */
export const ZSubscriptionStatus = z.object({
  planType: z.enum(['free', 'starter', 'premium', 'family']),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  current_period_end: z.string().nullable(),
  trialEnd: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  hasEverSubscribedOrTrialed: z.boolean(),
  planKey: z.enum(PLAN_KEYS),
  planName: z.string(),
  priceId: z.string().nullable(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

const ZUsageLimit = z.object({ limit: z.union([z.number(), z.literal('unlimited')]) });

/** GET /api/subscriptions/current (spec §3 Subscription status, second form). */
export const ZCurrentSubscription = z.object({
  subscription: z.object({ planName: z.string(), plan: z.enum(PLAN_KEYS), status: z.string() }),
  usage: z.object({
    personalized_text: ZUsageLimit,
    personalized_audio: ZUsageLimit,
    childProfiles: ZUsageLimit,
  }),
});
export type TCurrentSubscription = z.infer<typeof ZCurrentSubscription>;

/** POST /api/subscriptions/upgrade: a checkout to follow, or the plan was changed in place. */
export const ZUpgradeResponse = z.discriminatedUnion('action', [
  z.object({ action: z.literal('checkout'), url: z.string() }),
  z.object({ action: z.literal('changed'), status: ZSubscriptionStatus }),
]);
export type TUpgradeResponse = z.infer<typeof ZUpgradeResponse>;

/** Server messages of the billing feature that the spec does not name (ours, not spec §8). */
export const BILLING_MESSAGES = {
  noSubscription: 'You have no active subscription.',
  alreadySubscribedOtherPlan:
    'You already have a subscription. Change your plan from the Profile page instead.',
  noBillingAccount: 'There is no billing account for this user yet.',
  invalidReturnUrl: 'The return address must be a page of this site.',
  cardIncorrect: 'Your card number is incorrect.',
  unknownPromotionCode: 'This promotion code is not valid.',
  tooManyPromotionCodes: 'Too many promotion codes tried. Please try again later.',
  addressRequired: 'Please fill in your billing address (name, street, city, postal code and country).',
  checkoutExpired: 'This checkout session has expired. Please start again from the plans page.',
  trialAlreadyUsed:
    'This checkout would start a free trial, but your account has already had one. Please start again from the plans page.',
  portalExpired: 'This billing portal link has expired. Please open it again from your Profile page.',
} as const;
