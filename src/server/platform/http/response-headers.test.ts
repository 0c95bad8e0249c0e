import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResponseHeaders, defaultResponseHeaders } from './response-headers.js';

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

/** The same app answers in-process (app.request) and through Node (the server's own path). */
const defaults = new Hono();
defaults.use('*', async (c, next) => {
  const finish = defaultResponseHeaders(c, { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-store' });
  await next();
  finish();
});
defaults.get('/plain', (c) => c.body('{"ok":true}', 200, { 'Content-Type': 'application/json' }));
defaults.get('/own-cache', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'private, max-age=60' }));
defaults.get('/fails', () => {
  throw new Error('boom');
});
defaults.onError((_err, c) => c.json({ error: 'failed' }, 500));
defaults.get('/redirect', () => Response.redirect('http://127.0.0.1/elsewhere', 302));

let server: ServerType;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: defaults.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('defaultResponseHeaders', () => {
  const ways = {
    'in process': (path: string) => defaults.request(path),
    'through Node': (path: string) => fetch(base + path, { redirect: 'manual' }),
  };
  for (const [way, get] of Object.entries(ways)) {
    it(`${way}: every answer carries them, and a handler's own value wins`, async () => {
      for (const path of ['/plain', '/fails', '/redirect', '/missing']) {
        const res = await get(path);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        await res.arrayBuffer();
      }
      const own = await get('/own-cache');
      expect(own.headers.get('cache-control')).toBe('private, max-age=60');
      expect(own.headers.get('x-frame-options')).toBe('DENY');
      expect(await own.json()).toEqual({ ok: true });
      const plain = await get('/plain');
      expect(plain.headers.get('content-type')).toBe('application/json');
      expect(await plain.json()).toEqual({ ok: true });
    });
  }
});
