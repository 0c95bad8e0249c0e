import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import type { AppEnv } from './env.js';
import { turnGatherer } from './gather-turn.js';
import { requestFrame } from './request-frame.js';

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

function appWith(gatherTurn: boolean, order: string[]) {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestFrame({
      logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' }),
      gatherTurn,
    }),
  );
  app.get('/read', (c) => {
    order.push('handler');
    return c.json({ ok: true });
  });
  return app;
}

describe('requestFrame gatherTurn', () => {
  it('holds a request to the check phase when asked to gather turns', async () => {
    const order: string[] = [];
    const app = appWith(true, order);
    setImmediate(() => order.push('immediate'));
    const res = await app.request('/read');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(order).toEqual(['immediate', 'handler']);
  });

  it('answers at once otherwise', async () => {
    const order: string[] = [];
    const app = appWith(false, order);
    setImmediate(() => order.push('immediate'));
    await app.request('/read');
    expect(order).toEqual(['handler']);
  });
});
