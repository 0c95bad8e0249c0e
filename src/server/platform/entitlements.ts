import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TPlanKey, TPlanType } from '../../shared/plans.js';
import { createLru } from './lru.js';

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

/**
 * Entitlements read inside the session statement (one round trip for who is calling and what
 * their plan allows). The billing feature implements it; identity's session resolver puts
 * `select(userId)` into its query and turns what it read into Access with `accessOf`.
 */
export interface AccessInSession {
  /** A scalar SQL expression for the user whose id is in `userId`. */
  select(userId: AnyPgColumn): SQL<unknown>;
  /** Access from the value `select` read (role: admin outranks every plan). */
  accessOf(selected: unknown, role: string): Access;
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
export function cacheEntitlements(inner: Entitlements, maxUsers = MAX_CACHED_USERS): Entitlements {
  // Per user, one read per role; the least recently asked users are forgotten first when full.
  const cache = createLru<string, Map<string, Promise<Access>>>(maxUsers);
  return {
    forUser(userId, role) {
      const roleKey = role ?? '';
      const forUser = cache.get(userId);
      const hit = forUser?.get(roleKey);
      if (hit) return hit;
      const read = inner.forUser(userId, role);
      const entries = forUser ?? new Map<string, Promise<Access>>();
      entries.set(roleKey, read);
      if (!forUser) cache.set(userId, entries);
      // A failed read is not kept (only if it is still the one kept: a newer one may have replaced it).
      read.catch(() => {
        if (entries.get(roleKey) === read) entries.delete(roleKey);
      });
      return read;
    },
    invalidate(userId) {
      cache.delete(userId);
      inner.invalidate(userId);
    },
  };
}
