import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.js';
import type { AppEnv } from './env.js';
import { attachWebClient, chooseEncoding } from './static.js';

/** A built client in miniature: index.html, a hashed script, a hashed image, a favicon. */
let dir: string;
let app: Hono<AppEnv>;
const script = `export function hello(){return ${JSON.stringify('moonlit '.repeat(4000))}}\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const png = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets/moon-XyZ789.png'), png);
  writeFileSync(
    path.join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(600)}</svg>`,
  );
  precompressDir(dir);
  app = new Hono<AppEnv>();
  app.get('/api/health', (c) => c.json({ ok: true }));
  expect(attachWebClient(app, dir)).toBe(true);
});

const get = (p: string, acceptEncoding?: string) =>
  app.request(p, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build is precompressed', () => {
  it('writes brotli and gzip beside text files, not beside images', () => {
    const js = path.join(dir, 'assets/index-AbC123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets/moon-XyZ789.png.br'))).toBe(false);
  });
});

describe('static serving', () => {
  it('sends a hashed script as brotli when accepted, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and plain bytes to one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('sends images as they are', async () => {
    const res = await get('/assets/moon-XyZ789.png', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it.each(['/', '/index.html', '/library', '/read/abc'])(
    'answers %s with index.html that must be revalidated',
    async (p) => {
      const res = await get(p, 'br');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
      const plain = await get(p);
      expect(await plain.text()).toBe(html);
    },
  );

  it('revalidates unhashed files, and leaves /api paths to the API', async () => {
    const icon = await get('/favicon.svg', 'gzip');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(icon.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/api/nothing')).status).toBe(404);
  });
});

describe('validators', () => {
  it.each(['/', '/library', '/assets/index-AbC123.js', '/favicon.svg'])(
    'answers %s with an ETag, and 304 with no body when it still matches',
    async (p) => {
      const first = await get(p, 'br');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await app.request(p, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(await again.text()).toBe('');
      const other = await app.request(p, { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.status).toBe(200);
    },
  );

  it('gives index.html and a script different validators', async () => {
    const a = (await get('/')).headers.get('etag');
    const b = (await get('/assets/index-AbC123.js')).headers.get('etag');
    expect(a).not.toBe(b);
  });
});

describe('chooseEncoding', () => {
  it('follows the preferences and q-values of Accept-Encoding', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding(undefined, ['br'])).toBeNull();
  });
});
