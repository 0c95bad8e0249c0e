import type { TPlanKey, TPlanType } from '../../shared/plans.js';

/**
 * What a user's subscription allows, as other features need it (children caps, credits, the
 * daily story). The billing feature implements it; platform guards and features only read it.
 */
export interface Access {
  planKey: TPlanKey;
  planType: TPlanType;
  /** active | trialing | inactive | canceled | past_due | … (provider words) */
  status: string;
  /** active or trialing */
  active: boolean;
  /** Spec §6 rank: free 0, trial 1, starter 2, premium 3, family 4, admin 5. */
  rank: number;
}

export interface Entitlements {
  forUser(userId: string, role?: string): Promise<Access>;
  /** Billing calls this after it changed a user's subscriptions. */
  invalidate(userId: string): void;
}

export const FREE_ACCESS: Access = {
  planKey: 'free',
  planType: 'free',
  status: 'inactive',
  active: false,
  rank: 0,
};

const MAX_CACHED_USERS = 50_000;

/**
 * Remembers each user's access until billing says it changed. Used only on the embedded
 * database: there one process owns the data and runs every job, so the invalidation it hears is
 * every change there is. With PostgreSQL several servers and workers write, and each read asks
 * the database.
 */
export function cacheEntitlements(inner: Entitlements): Entitlements {
  const cache = new Map<string, Promise<Access>>();
  return {
    forUser(userId, role) {
      const key = `${userId}\u0000${role ?? ''}`;
      const hit = cache.get(key);
      if (hit) return hit;
      if (cache.size >= MAX_CACHED_USERS) cache.clear();
      const read = inner.forUser(userId, role);
      cache.set(key, read);
      read.catch(() => cache.delete(key));
      return read;
    },
    invalidate(userId) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}\u0000`)) cache.delete(key);
      inner.invalidate(userId);
    },
  };
}
