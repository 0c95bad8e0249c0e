import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addResponseHeaders } from './response-headers.js';

const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  addResponseHeaders(c, { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-store' });
});
app.get('/json', (c) => c.json({ ok: true }));
// Response.redirect makes a response whose headers cannot be changed (the fallback path).
app.get('/redirect', () => Response.redirect('http://127.0.0.1/elsewhere', 302));

describe('addResponseHeaders', () => {
  it('adds headers to a response the handler made, and to one whose headers are immutable', async () => {
    for (const path of ['/json', '/redirect']) {
      const res = await app.request(path);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await app.request('/redirect')).headers.get('location')).toBe('http://127.0.0.1/elsewhere');
    expect(await (await app.request('/json')).json()).toEqual({ ok: true });
  });
});
