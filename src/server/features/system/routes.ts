import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext } from '../../context.js';
import { publicConfig } from '../../platform/config.js';
import type { AppEnv } from '../../platform/http/env.js';
import { version } from '../../platform/version.js';

/** Health, public client configuration. */
export function systemRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/api/health', async (c) => {
    const database = await ctx.db
      .execute(sql`SELECT 1`)
      .then(() => true)
      .catch(() => false);
    const queue = ctx.jobs.isRunning();
    const ok = database && queue;
    return c.json(
      { status: ok ? 'ok' : 'degraded', database, queue, version, engine: ctx.database.kind },
      ok ? 200 : 503,
    );
  });

  app.get('/api/config', (c) => c.json(publicConfig(ctx.config)));
  return app;
}
