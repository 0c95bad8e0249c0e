import { describe, expect, it } from 'vitest';
import { sharedPerTurn, turnGatherer } from './per-turn.js';

describe('sharedPerTurn', () => {
  it('gives the callers of one turn one load per key, sent after all of them asked', async () => {
    const loads: string[] = [];
    const get = sharedPerTurn(async (key) => {
      loads.push(key);
      return { key, n: loads.length };
    });
    const [a1, a2, b] = await Promise.all([get('a'), get('a'), get('b')]);
    expect(loads).toEqual(['a', 'b']);
    expect(a1).toBe(a2);
    expect(b.key).toBe('b');
  });

  it('loads again for a caller that asks once the load is sent', async () => {
    let n = 0;
    let release: () => void = () => undefined;
    const get = sharedPerTurn(async () => {
      n++;
      await new Promise<void>((resolve) => (release = resolve));
      return n;
    });
    const first = get('today');
    await new Promise((resolve) => setImmediate(resolve)); // the first load is now in flight
    const second = get('today');
    release();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await second).toBe(2);
  });

  it('passes a failed load to each of its callers, and the next turn tries again', async () => {
    let fail = true;
    const get = sharedPerTurn(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const results = await Promise.allSettled([get('k'), get('k')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await get('k')).toBe('up');
  });
});

describe('turnGatherer', () => {
  it('lets everyone who waited in one turn through together, in the check phase', async () => {
    const gate = turnGatherer();
    const order: string[] = [];
    setImmediate(() => order.push('immediate scheduled first'));
    const waits = [1, 2, 3].map((n) => gate().then(() => order.push(`waiter ${n}`)));
    // Microtasks alone never open it: it waits for the loop's check phase.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all(waits);
    expect(order).toEqual(['immediate scheduled first', 'waiter 1', 'waiter 2', 'waiter 3']);
    expect(gate()).toBe(gate());
  });

  it('starts a new gate for the next turn once one has opened', async () => {
    const gate = turnGatherer();
    const first = gate();
    await first;
    const second = gate();
    expect(second).not.toBe(first);
    await second;
  });
});
