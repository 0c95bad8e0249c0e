import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { manualChangeFeed } from '../../../tests/support/change-feed.js';
import { createReadCache } from './read-cache.js';

/** A load the test finishes by hand; `started` settles once the cache has called it. */
function heldLoad() {
  let release: (v: string) => void = () => undefined;
  let began: () => void = () => undefined;
  const started = new Promise<void>((r) => (began = r));
  let calls = 0;
  const load = () => {
    calls++;
    began();
    return new Promise<string>((r) => (release = r));
  };
  return { load, started, release: (v: string) => release(v), calls: () => calls };
}

describe('the read cache', () => {
  it('keeps a body until the user is invalidated', async () => {
    const cache = createReadCache(manualChangeFeed());
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect((await cache.get('u1', 'k', load)).json).toBe('v1');
    expect((await cache.get('u1', 'k', load)).json).toBe('v1');
    cache.invalidateUser('u2');
    expect((await cache.get('u1', 'k', load)).json).toBe('v1');
    cache.invalidateUser('u1');
    expect((await cache.get('u1', 'k', load)).json).toBe('v2');
  });

  it('never keeps a load that raced with a write', async () => {
    const cache = createReadCache(manualChangeFeed());
    const held = heldLoad();
    const slow = cache.get('u1', 'k', held.load);
    await held.started;
    cache.invalidateUser('u1'); // a write lands while the old data is being read
    held.release('stale');
    expect((await slow).json).toBe('stale');
    expect((await cache.get('u1', 'k', async () => 'fresh')).json).toBe('fresh');
  });

  it('gzips a kept body once, and it unzips to the same JSON', async () => {
    const cache = createReadCache(manualChangeFeed());
    const json = JSON.stringify({
      data: Array.from({ length: 50 }, (_, i) => ({ i, text: 'once upon a time' })),
    });
    const body = await cache.get('u1', 'k', async () => json);
    expect(body.gzip()).toBe(body.gzip());
    const gz = await body.gzip();
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(gz.length).toBeLessThan(json.length / 4);
  });

  it('reads through when disabled', async () => {
    const cache = createReadCache(undefined);
    let loads = 0;
    await cache.get('u1', 'k', async () => `v${++loads}`);
    expect((await cache.get('u1', 'k', async () => `v${++loads}`)).json).toBe('v2');
  });

  it('when full forgets the least recently read user, not everyone', async () => {
    const cache = createReadCache(manualChangeFeed(), 3);
    let loads = 0;
    const load = async () => `v${++loads}`;
    for (const user of ['u1', 'u2', 'u3']) await cache.get(user, 'k', load);
    await cache.get('u1', 'k', load); // u1 read again: u2 is now the least recent
    await cache.get('u4', 'k', load); // full: u2 goes
    expect(loads).toBe(4);
    for (const user of ['u1', 'u3', 'u4']) await cache.get(user, 'k', load);
    expect(loads).toBe(4); // all still kept
    expect((await cache.get('u2', 'k', load)).json).toBe('v5');
  });

  it('forgets a racing load even after many other users were written', async () => {
    const cache = createReadCache(manualChangeFeed(), 2);
    const held = heldLoad();
    const slow = cache.get('u1', 'k', held.load);
    await held.started;
    cache.invalidateUser('u1');
    for (let i = 0; i < 100; i++) cache.invalidateUser(`other${i}`);
    held.release('stale');
    await slow;
    expect((await cache.get('u1', 'k', async () => 'fresh')).json).toBe('fresh');
  });

  it('stays within its byte budget, forgetting the least recently read users first', async () => {
    const cache = createReadCache(manualChangeFeed(), 100, 10_000);
    let loads = 0;
    const big = async () => `"${String(++loads).padEnd(3_000, 'x')}"`; // ~3 KB + its gzip
    for (const user of ['u1', 'u2', 'u3', 'u4']) await cache.get(user, 'k', big);
    expect(loads).toBe(4);
    await cache.get('u4', 'k', big);
    expect(loads).toBe(4); // the latest is kept
    await cache.get('u1', 'k', big);
    expect(loads).toBe(5); // the oldest went to make room
  });

  it('shares one load between readers that ask while it runs', async () => {
    const cache = createReadCache(manualChangeFeed());
    const held = heldLoad();
    const readers = Array.from({ length: 32 }, () => cache.get('u1', 'k', held.load));
    await held.started;
    held.release('once');
    const bodies = await Promise.all(readers);
    expect(held.calls()).toBe(1);
    expect(bodies.every((b) => b.json === 'once')).toBe(true);
  });

  it('does not hand a load that raced with a write to readers who came after the write', async () => {
    const cache = createReadCache(manualChangeFeed());
    const held = heldLoad();
    const before = cache.get('u1', 'k', held.load);
    await held.started;
    cache.invalidateUser('u1');
    const after = cache.get('u1', 'k', async () => 'fresh');
    held.release('stale');
    expect((await before).json).toBe('stale');
    expect((await after).json).toBe('fresh');
  });

  it("a user's write notice drops that user's bodies only; a table-wide notice drops everyone's", async () => {
    const feed = manualChangeFeed();
    const cache = createReadCache(feed);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('u1', 'k', load);
    await cache.get('u2', 'k', load);
    feed.notify({ table: 'story', userId: 'u1' });
    expect((await cache.get('u1', 'k', load)).json).toBe('v3');
    expect((await cache.get('u2', 'k', load)).json).toBe('v2');
    feed.notify({ table: 'credit_usage', userId: 'u2' }); // not a table the bodies are read from
    expect((await cache.get('u2', 'k', load)).json).toBe('v2');
    feed.notify({ table: 'story', userId: null });
    expect((await cache.get('u1', 'k', load)).json).toBe('v4');
    expect((await cache.get('u2', 'k', load)).json).toBe('v5');
    feed.notify(null); // the listener was lost or came back
    expect((await cache.get('u2', 'k', load)).json).toBe('v6');
  });

  it('keeps nothing while the feed is not listening', async () => {
    const feed = { ...manualChangeFeed(), fence: async () => false, listening: () => false };
    const cache = createReadCache(feed);
    let loads = 0;
    await cache.get('u1', 'k', async () => `v${++loads}`);
    expect((await cache.get('u1', 'k', async () => `v${++loads}`)).json).toBe('v2');
  });
});
