/** The plan's limits from GET /api/subscriptions/current (spec §3, second form), as short phrases. */
import type { TCurrentSubscription } from '../../../shared/billing';
import { PLAN_CATALOGUE } from '../../../shared/plans';

type TLimit = number | 'unlimited';

function count(limit: TLimit, one: string, many: string): string | null {
  if (limit === 'unlimited') return `Unlimited ${many}`;
  if (limit <= 0) return null;
  return `${limit} ${limit === 1 ? one : many}`;
}

/**
 * The chips under the plan, in the words of its pricing card: Family's counts are for each child
 * ("1 story a day for each child"), as the card says, not one story a day for the family.
 */
export function usageSummary(
  current: Pick<TCurrentSubscription, 'usage' | 'subscription'> | null | undefined,
): string[] {
  if (!current) return [];
  const { usage } = current;
  const each = PLAN_CATALOGUE[current.subscription.plan].limits.perChild ? ' for each child' : '';
  const withEach = (line: string | null) => (line === null ? null : `${line}${each}`);
  return [
    count(usage.childProfiles.limit, 'child profile', 'child profiles'),
    withEach(count(usage.personalized_text.limit, 'story a day', 'stories a day')),
    withEach(count(usage.personalized_audio.limit, 'audio story a day', 'audio stories a day')),
  ].filter((line): line is string => line !== null);
}
