import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import type { AppEnv } from './env.js';
import { requestFrame } from './request-frame.js';

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
