import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env.js';

/**
 * Serves the built web client (dist/web). Hashed assets are cached for a year; every other
 * non-API path answers index.html so deep links (/library, /read/:id) work.
 */
export function attachWebClient(app: Hono<AppEnv>, webDir: string): boolean {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
