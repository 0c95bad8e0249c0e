import { describe, expect, it } from 'vitest';
import { manualChangeFeed } from '../../../tests/support/change-feed.js';
import { createTableCache } from './table-cache.js';

interface Row {
  owner: string | null;
  n: number;
}

/** A cache of rows keyed by token, each owned by the user in its `owner` (null: matched nothing). */
function tokens(feed = manualChangeFeed()) {
  const cache = createTableCache<Row>(feed, ['session', 'user'], 100, (_key, row) => row.owner);
  let loads = 0;
  const read = (token: string, owner: string | null) =>
    cache.read(token, async () => ({ owner, n: ++loads }));
  return { feed, cache, read, loads: () => loads };
}

describe('the table cache', () => {
  it("a user's notice drops that user's entries and the unowned ones, nobody else's", async () => {
    const { feed, read, loads } = tokens();
    await read('a1', 'alice');
    await read('a2', 'alice');
    await read('b1', 'bob');
    await read('nobody', null);
    expect(loads()).toBe(4);
    await Promise.all([read('a1', 'alice'), read('b1', 'bob'), read('nobody', null)]);
    expect(loads()).toBe(4);

    feed.notify({ table: 'session', userId: 'alice' });
    expect((await read('b1', 'bob')).n).toBe(3);
    expect((await read('a1', 'alice')).n).toBe(5);
    expect((await read('a2', 'alice')).n).toBe(6);
    expect((await read('nobody', null)).n).toBe(7);
  });

  it('ignores tables it does not read from; a table-wide notice drops everything', async () => {
    const { feed, read } = tokens();
    await read('a1', 'alice');
    await read('b1', 'bob');
    feed.notify({ table: 'story', userId: 'alice' });
    expect((await read('a1', 'alice')).n).toBe(1);
    feed.notify({ table: 'user', userId: null });
    expect((await read('a1', 'alice')).n).toBe(3);
    expect((await read('b1', 'bob')).n).toBe(4);
  });

  it('does not keep a load during which its user was written', async () => {
    const feed = manualChangeFeed();
    const cache = createTableCache<Row>(feed, ['session'], 100, (_key, row) => row.owner);
    let release: (row: Row) => void = () => undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((r) => (began = r));
    const racing = cache.read('a1', () => {
      began();
      return new Promise<Row>((r) => (release = r));
    });
    await started;
    feed.notify({ table: 'session', userId: 'alice' });
    release({ owner: 'alice', n: 1 });
    expect((await racing).n).toBe(1);
    expect((await cache.read('a1', async () => ({ owner: 'alice', n: 2 }))).n).toBe(2);
  });

  it('keeps a load during which only another user was written', async () => {
    const feed = manualChangeFeed();
    const cache = createTableCache<Row>(feed, ['session'], 100, (_key, row) => row.owner);
    let release: (row: Row) => void = () => undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((r) => (began = r));
    const loading = cache.read('a1', () => {
      began();
      return new Promise<Row>((r) => (release = r));
    });
    await started;
    feed.notify({ table: 'session', userId: 'bob' });
    release({ owner: 'alice', n: 1 });
    await loading;
    expect((await cache.read('a1', async () => ({ owner: 'alice', n: 2 }))).n).toBe(1);
  });

  it('forgetUser drops the user at once', async () => {
    const { cache, read } = tokens();
    await read('a1', 'alice');
    cache.forgetUser('alice');
    expect((await read('a1', 'alice')).n).toBe(2);
  });

  it('reloads a kept value its check refuses (an expired session)', async () => {
    const feed = manualChangeFeed();
    const cache = createTableCache<Row>(feed, ['session'], 100, (_key, row) => row.owner);
    await cache.read('a1', async () => ({ owner: 'alice', n: 1 }));
    const row = await cache.read(
      'a1',
      async () => ({ owner: 'alice', n: 2 }),
      (r) => r.n > 1,
    );
    expect(row.n).toBe(2);
  });

  it('keeps nothing without a feed, or while the feed is not listening', async () => {
    const silent = { ...manualChangeFeed(), fence: async () => false, listening: () => false };
    for (const feed of [undefined, silent]) {
      const cache = createTableCache<Row>(feed, ['session'], 100, (_key, row) => row.owner);
      await cache.read('a1', async () => ({ owner: 'alice', n: 1 }));
      expect((await cache.read('a1', async () => ({ owner: 'alice', n: 2 }))).n).toBe(2);
    }
  });
});
