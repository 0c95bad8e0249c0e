import { z } from 'zod';
import { PLAN_KEYS } from './plans.js';

/** Spec §3 Credit status: GET /api/stories/credits/status[?childId=] */

export const CREDIT_KINDS = ['text', 'audio'] as const;
export type TCreditKind = (typeof CREDIT_KINDS)[number];

export const ZCreditCount = z.object({ remaining: z.number().int(), dailyLimit: z.number().int() });
export type TCreditCount = z.infer<typeof ZCreditCount>;

/** The family's first story, on the house (issue 26): to come, or the story it paid for. */
export const ZWelcomeGift = z.object({ available: z.boolean(), storyId: z.string().nullable() });
export type TWelcomeGift = z.infer<typeof ZWelcomeGift>;

export const ZCreditStatus = z.object({
  text: ZCreditCount,
  audio: ZCreditCount,
  plan: z.enum(PLAN_KEYS),
  planType: z.enum(['free', 'starter', 'premium', 'family']),
  /** Family: counts are per child. With childId they are that child's; without, the sum over the children. */
  perChild: z.boolean(),
  childId: z.string().nullable(),
  /** ISO instant of the next midnight in the user's time zone (when credits reset). */
  resetTime: z.string(),
  resetsInMs: z.number().int(),
  timeZone: z.string(),
  welcome: ZWelcomeGift,
});
export type TCreditStatus = z.infer<typeof ZCreditStatus>;

/** 'Resets in Xh Ym' (spec §2 Credit display panel). */
export function formatResetsIn(ms: number): string {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  return `Resets in ${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
}
