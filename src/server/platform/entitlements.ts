import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TPlanKey, TPlanType } from '../../shared/plans.js';
import { watchChanges } from './change-watch.js';
import type { ChangeFeed } from './db/change-feed.js';
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

/** The table a user's access is read from. */
const ENTITLEMENT_TABLES = ['subscription'] as const;

/**
 * Remembers each user's access until a write to their subscriptions is heard on the change feed
 * (db/change-feed.ts), or billing in this process says it changed. A kept answer is served only
 * after the feed's fence, so a plan changed on another server (or by raw SQL) is seen on the
 * next request. Without a feed every read asks the database.
 */
export function cacheEntitlements(
  inner: Entitlements,
  feed: ChangeFeed | undefined,
  maxUsers = MAX_CACHED_USERS,
): Entitlements {
  // Per user, one read per role; the least recently asked users are forgotten first when full.
  // The read in flight is kept from its start, so a notice during it removes it: a read that
  // raced with a write is never handed to a request that came after the write.
  const cache = createLru<string, Map<string, Promise<Access>>>(maxUsers);
  const watch = watchChanges(feed, ENTITLEMENT_TABLES, (userId) =>
    userId === null ? cache.clear() : void cache.delete(userId),
  );
  return {
    async forUser(userId, role) {
      if (!(await watch.fresh())) return inner.forUser(userId, role);
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
      watch.heard(userId);
      inner.invalidate(userId);
    },
  };
}
