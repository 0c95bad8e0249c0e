import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext } from '../../context.js';
import { publicConfig } from '../../platform/config.js';
import type { AppEnv } from '../../platform/http/env.js';
import { version } from '../../platform/version.js';
import { deepHealth } from './deep-health.js';
import { createReadiness } from './readiness.js';

/** Health (cheap for balancers, deep for the admin), public client configuration. */
export function systemRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readiness = createReadiness({
    probeDatabase: () => ctx.db.execute(sql`SELECT 1`),
    queueRunning: () => ctx.jobs.isRunning(),
  });
  const engine = ctx.database.kind;

  // Liveness and readiness, cheap enough to poll hard: no query per call (see readiness.ts).
  // While draining, drain.ts answers 503 before this runs.
  app.get('/api/health', async (c) => {
    const { database, queue } = await readiness();
    const ok = database && queue;
    return c.json({ status: ok ? 'ok' : 'degraded', database, queue, version, engine }, ok ? 200 : 503);
  });

  app.get('/api/admin/health', ctx.guards.requireUser, ctx.guards.requireAdmin, async (c) => {
    const report = await deepHealth({
      config: ctx.config,
      database: ctx.database,
      queueRunning: () => ctx.jobs.isRunning(),
      paymentsKind: ctx.billing.provider.kind,
      storySafety: () => ctx.stories.safety.figures(),
    });
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });

  app.get('/api/config', (c) => c.json(publicConfig(ctx.config)));
  return app;
}
