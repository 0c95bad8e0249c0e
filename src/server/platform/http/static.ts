import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.js';

type Encoding = 'br' | 'gzip';
const PREFERRED: Encoding[] = ['br', 'gzip'];

/** The encoding to send among those available, by the client's Accept-Encoding (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  for (const encoding of PREFERRED) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0 && available.includes(encoding)) return encoding;
  }
  return null;
}

/** index.html and its precompressed forms, read once at start. */
function loadIndex(indexFile: string) {
  const variants = new Map<Encoding, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (existsSync(indexFile + suffix)) variants.set(encoding, readFileSync(indexFile + suffix));
  return { html: readFileSync(indexFile), variants };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web client (dist/web), sending the brotli or gzip file the build wrote beside
 * each asset when the client accepts it. Hashed assets under /assets/ are cached for a year;
 * index.html (and every other non-API path, which answers it so deep links like /library work)
 * must be revalidated, so a new release is picked up at once.
 */
export function attachWebClient(app: Hono<AppEnv>, webDir: string): boolean {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const index = loadIndex(indexFile);

  const sendIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), [...index.variants.keys()]);
    const body = (encoding && index.variants.get(encoding)) || index.html;
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(body));
  };

  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Vary', 'Accept-Encoding');
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', async (c, next) => {
    await next();
    // Unhashed files of the build (favicon, manifest): always revalidated.
    if (c.res.ok && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-cache');
  });
  // precompressed: sends file.br / file.gz (Content-Encoding, Vary) when the client accepts it.
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    return sendIndex(c);
  });
  return true;
}
