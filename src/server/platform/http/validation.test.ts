import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './env.js';
import { parseInput } from './input.js';
import { errorHandler } from './middleware.js';

const ZBody = z.object({
  childId: z.string({ error: 'Please select a child first' }),
  limit: z.number().int().max(100),
});

describe('refused input answers the same way on both paths', () => {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler());
  app.post('/parsed', async (c) => c.json(parseInput(ZBody, await c.req.json())));
  app.post('/thrown', async (c) => c.json(ZBody.parse(await c.req.json())));
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("parseInput and a schema's own parse give one body: the message, the code, each field", async () => {
    for (const body of [{ limit: 5 }, { childId: 'a', limit: 500 }, { childId: 'a', limit: 'x' }]) {
      const [a, b] = [await post('/parsed', body), await post('/thrown', body)];
      expect(a.status).toBe(400);
      expect(b).toEqual(a);
    }
    expect((await post('/thrown', { limit: 5 })).body).toEqual({
      error: 'Please select a child first',
      code: 'VALIDATION',
      fields: { childId: 'Please select a child first' },
    });
    // zod's own wording names no field, so the field is named.
    expect((await post('/thrown', { childId: 'a', limit: 500 })).body.error).toMatch(/^limit: Too big/);
  });
});
