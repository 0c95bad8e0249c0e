/** The plan's limits from GET /api/subscriptions/current (spec §3, second form), as short phrases. */
import type { TCurrentSubscription } from '../../../shared/billing';

type TLimit = number | 'unlimited';

function count(limit: TLimit, one: string, many: string): string | null {
  if (limit === 'unlimited') return `Unlimited ${many}`;
  if (limit <= 0) return null;
  return `${limit} ${limit === 1 ? one : many}`;
}

export function usageSummary(usage: TCurrentSubscription['usage'] | null | undefined): string[] {
  if (!usage) return [];
  return [
    count(usage.childProfiles.limit, 'child profile', 'child profiles'),
    count(usage.personalized_text.limit, 'story a day', 'stories a day'),
    count(usage.personalized_audio.limit, 'audio story a day', 'audio stories a day'),
  ].filter((line): line is string => line !== null);
}
