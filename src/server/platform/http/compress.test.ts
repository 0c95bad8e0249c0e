import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, sendJson } from './compress.js';

const small = JSON.stringify({ ok: true });
const large = JSON.stringify({
  data: Array.from({ length: 200 }, (_, i) => ({ i, text: 'once upon a time' })),
});

const app = new Hono();
app.get('/small', (c) => sendJson(c, small));
app.get('/large', (c) => sendJson(c, large, { status: 201, headers: { ETag: '"v1"' } }));

describe('sendJson', () => {
  it('sends a large body gzipped to a client that takes gzip, and it unzips to the same JSON', async () => {
    expect(large.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await app.request('/large', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(large.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(large);
  });

  it('sends plain JSON to a client without gzip or refusing it (q=0)', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0, br', 'identity']) {
      const res = await app.request('/large', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe(large);
    }
  });

  it('never compresses a body under the threshold', async () => {
    const res = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(small);
  });
});

describe('gzipJson', () => {
  it('compresses bodies on both sides of the inline limit to the same JSON', async () => {
    const { GZIP_INLINE_MAX_BYTES, gzipJson } = await import('./compress.js');
    for (const n of [10, 10_000]) {
      const json = JSON.stringify(Array.from({ length: n }, (_, i) => ({ i, text: 'once upon a time' })));
      expect(json.length > GZIP_INLINE_MAX_BYTES).toBe(n === 10_000);
      expect(gunzipSync(await gzipJson(json)).toString()).toBe(json);
    }
  });
});
