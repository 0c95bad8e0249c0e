import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=UTF-8',
  '.xml': 'application/xml',
  '.map': 'application/json; charset=UTF-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
};

/** One file of the build, held in memory with its precompressed forms and a validator. */
interface HeldFile {
  plain: Uint8Array<ArrayBuffer>;
  variants: Map<Encoding, Uint8Array<ArrayBuffer>>;
  type: string;
  /** Weak: the br, gzip and plain forms are the same content, so one validator serves all three. */
  etag: string;
}

/** The build is small (about 1.5 MB with its .br/.gz); more than this stays on disk. */
const MAX_HELD_BYTES = 32 * 1024 * 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const view = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

/** Reads the build once at start: URL path → file, each with its .br/.gz beside it when present. */
function holdBuild(root: string): Map<string, HeldFile> {
  const held = new Map<string, HeldFile>();
  let total = 0;
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) continue;
    const size = statSync(file).size;
    if (total + size > MAX_HELD_BYTES) continue;
    const plain = readFileSync(file);
    const variants = new Map<Encoding, Uint8Array<ArrayBuffer>>();
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const)
      if (existsSync(file + suffix)) variants.set(encoding, view(readFileSync(file + suffix)));
    total += size + [...variants.values()].reduce((n, v) => n + v.byteLength, 0);
    const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 22);
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    held.set(urlPath, { plain: view(plain), variants, type, etag: `W/"${hash}"` });
  }
  return held;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match against our weak validator (a list, or *). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === etag || tag === bare || tag === `W/${bare}`;
  });
}

function sendHeld(c: Context<AppEnv>, file: HeldFile, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', file.etag);
  if (notModified(c.req.header('if-none-match'), file.etag)) return c.body(null, 304);
  c.header('Content-Type', file.type);
  const encoding = file.variants.size
    ? chooseEncoding(c.req.header('accept-encoding'), [...file.variants.keys()])
    : null;
  const body = (encoding && file.variants.get(encoding)) || file.plain;
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body);
}

/**
 * Serves the built web client (dist/web) from memory: every file and the brotli or gzip form the
 * build wrote beside it are read once at start, so a request costs no disk access, no stat and
 * no stream. Each answer carries an ETag, and a matching If-None-Match gets 304. Hashed assets
 * under /assets/ are cached for a year; index.html (and every other non-API path, which answers
 * it so deep links like /library work) must be revalidated, so a new release is picked up at once.
 */
export function attachWebClient(app: Hono<AppEnv>, webDir: string): boolean {
  const root = path.resolve(webDir);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  const held = holdBuild(root);
  const index = held.get('/index.html');
  if (!index) return false;
  const sendIndex = (c: Context<AppEnv>) => sendHeld(c, index, 'no-cache');

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.get('*', async (c, next) => {
    const file = held.get(c.req.path);
    if (!file) return next();
    // Hashed names change with their content; anything else (favicon, manifest) is revalidated.
    return sendHeld(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  });
  // Files not held (none in a normal build): from disk, with the same cache rules.
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Vary', 'Accept-Encoding');
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    return sendIndex(c);
  });
  return true;
}
