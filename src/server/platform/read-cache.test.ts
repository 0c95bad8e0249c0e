import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

describe('the read cache', () => {
  it('keeps a body until the user is invalidated', async () => {
    const cache = createReadCache(true);
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
    const cache = createReadCache(true);
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('u1', 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidateUser('u1'); // a write lands while the old data is being read
    release('stale');
    expect((await slow).json).toBe('stale');
    expect((await cache.get('u1', 'k', async () => 'fresh')).json).toBe('fresh');
  });

  it('gzips a kept body once, and it unzips to the same JSON', async () => {
    const cache = createReadCache(true);
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
    const cache = createReadCache(false);
    let loads = 0;
    await cache.get('u1', 'k', async () => `v${++loads}`);
    expect((await cache.get('u1', 'k', async () => `v${++loads}`)).json).toBe('v2');
  });

  it('when full forgets the least recently read user, not everyone', async () => {
    const cache = createReadCache(true, 3);
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
    const cache = createReadCache(true, 2);
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('u1', 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidateUser('u1');
    for (let i = 0; i < 100; i++) cache.invalidateUser(`other${i}`);
    release('stale');
    await slow;
    expect((await cache.get('u1', 'k', async () => 'fresh')).json).toBe('fresh');
  });

  it('stays within its byte budget, forgetting the least recently read users first', async () => {
    const cache = createReadCache(true, 100, 10_000);
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
    const cache = createReadCache(true);
    let loads = 0;
    let release: (v: string) => void = () => undefined;
    const load = () => (loads++, new Promise<string>((r) => (release = r)));
    const readers = Array.from({ length: 32 }, () => cache.get('u1', 'k', load));
    release('once');
    const bodies = await Promise.all(readers);
    expect(loads).toBe(1);
    expect(bodies.every((b) => b.json === 'once')).toBe(true);
  });

  it('does not hand a load that raced with a write to readers who came after the write', async () => {
    const cache = createReadCache(true);
    let release: (v: string) => void = () => undefined;
    const before = cache.get('u1', 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidateUser('u1');
    const after = cache.get('u1', 'k', async () => 'fresh');
    release('stale');
    expect((await before).json).toBe('stale');
    expect((await after).json).toBe('fresh');
  });
});
