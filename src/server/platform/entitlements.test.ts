import { describe, expect, it } from 'vitest';
import { manualChangeFeed } from '../../../tests/support/change-feed.js';
import { cacheEntitlements, FREE_ACCESS, type Access, type Entitlements } from './entitlements.js';

function counting(answer: () => Access) {
  let reads = 0;
  const inner: Entitlements = {
    forUser: async () => {
      reads++;
      return answer();
    },
    invalidate: () => undefined,
  };
  return { inner, reads: () => reads };
}

const PREMIUM: Access = { planKey: 'premium', planType: 'premium', status: 'active', active: true, rank: 3 };

describe('the entitlements cache', () => {
  it('reads once per user and role until billing says the user changed', async () => {
    let current = FREE_ACCESS;
    const { inner, reads } = counting(() => current);
    const cached = cacheEntitlements(inner, manualChangeFeed());
    expect(await cached.forUser('u1')).toEqual(FREE_ACCESS);
    expect(await cached.forUser('u1')).toEqual(FREE_ACCESS);
    expect(reads()).toBe(1);

    current = PREMIUM;
    expect(await cached.forUser('u1')).toEqual(FREE_ACCESS); // nothing told it yet
    cached.invalidate('u1');
    expect(await cached.forUser('u1')).toEqual(PREMIUM);
    expect(reads()).toBe(2);
  });

  it('keeps users apart, and roles apart', async () => {
    const { inner, reads } = counting(() => FREE_ACCESS);
    const cached = cacheEntitlements(inner, manualChangeFeed());
    await cached.forUser('u1');
    await cached.forUser('u10');
    await cached.forUser('u1', 'admin');
    cached.invalidate('u1');
    await cached.forUser('u10');
    expect(reads()).toBe(3);
    await cached.forUser('u1');
    await cached.forUser('u1', 'admin');
    expect(reads()).toBe(5);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const inner: Entitlements = {
      forUser: async () => {
        if (fail) throw new Error('database down');
        return PREMIUM;
      },
      invalidate: () => undefined,
    };
    const cached = cacheEntitlements(inner, manualChangeFeed());
    await expect(cached.forUser('u1')).rejects.toThrow('database down');
    fail = false;
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached.forUser('u1')).toEqual(PREMIUM);
  });

  it('when full forgets the least recently asked user, not everyone', async () => {
    const asked: string[] = [];
    const inner: Entitlements = {
      forUser: async (userId) => {
        asked.push(userId);
        return FREE_ACCESS;
      },
      invalidate: () => undefined,
    };
    const cached = cacheEntitlements(inner, manualChangeFeed(), 3);
    for (const user of ['u1', 'u2', 'u3']) await cached.forUser(user);
    await cached.forUser('u1'); // u2 is now the least recent
    await cached.forUser('u4'); // full: u2 goes
    for (const user of ['u1', 'u3', 'u4']) await cached.forUser(user);
    expect(asked).toEqual(['u1', 'u2', 'u3', 'u4']);
    await cached.forUser('u2');
    expect(asked).toEqual(['u1', 'u2', 'u3', 'u4', 'u2']);
  });

  it('keeps each role of a user apart, and invalidating the user drops them all', async () => {
    const asked: string[] = [];
    const inner: Entitlements = {
      forUser: async (userId, role) => {
        asked.push(`${userId}:${role ?? ''}`);
        return role === 'admin' ? PREMIUM : FREE_ACCESS;
      },
      invalidate: () => undefined,
    };
    const cached = cacheEntitlements(inner, manualChangeFeed());
    expect(await cached.forUser('u1', 'admin')).toEqual(PREMIUM);
    expect(await cached.forUser('u1')).toEqual(FREE_ACCESS);
    expect(await cached.forUser('u1', 'admin')).toEqual(PREMIUM);
    cached.invalidate('u1');
    await cached.forUser('u1', 'admin');
    await cached.forUser('u1');
    expect(asked).toEqual(['u1:admin', 'u1:', 'u1:admin', 'u1:']);
  });

  it("a subscription write notice drops that user's access only; other tables change nothing", async () => {
    const asked: string[] = [];
    const inner: Entitlements = {
      forUser: async (userId) => {
        asked.push(userId);
        return FREE_ACCESS;
      },
      invalidate: () => undefined,
    };
    const feed = manualChangeFeed();
    const cached = cacheEntitlements(inner, feed);
    await cached.forUser('u1');
    await cached.forUser('u2');
    feed.notify({ table: 'subscription', userId: 'u1' });
    feed.notify({ table: 'story', userId: 'u2' });
    await cached.forUser('u1');
    await cached.forUser('u2');
    expect(asked).toEqual(['u1', 'u2', 'u1']);
    feed.notify({ table: 'subscription', userId: null });
    await cached.forUser('u2');
    expect(asked).toEqual(['u1', 'u2', 'u1', 'u2']);
  });

  it('without a change feed, asks the database every time', async () => {
    const { inner, reads } = counting(() => FREE_ACCESS);
    const cached = cacheEntitlements(inner, undefined);
    await cached.forUser('u1');
    await cached.forUser('u1');
    expect(reads()).toBe(2);
  });
});
