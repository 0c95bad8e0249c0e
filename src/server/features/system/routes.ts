import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SafetyFigures } from '../../../shared/admin-data.js';
import { publicConfig, type Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import type { Guards } from '../../platform/http/guards.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { AppEnv } from '../../platform/http/env.js';
import { version } from '../../platform/version.js';
import { deepHealth } from './deep-health.js';
import { createReadiness } from './readiness.js';

export interface SystemRouteDeps {
  config: Config;
  database: Database;
  jobs: Pick<Jobs, 'isRunning'>;
  guards: Pick<Guards, 'requireUser' | 'requireAdmin'>;
  paymentsKind: string;
  /** The safety net's refusal figures (the stories feature's tally). */
  storySafety: () => Promise<SafetyFigures>;
}

/** Health (cheap for balancers, deep for the admin), public client configuration. */
export function systemRoutes(ctx: SystemRouteDeps) {
  const app = new Hono<AppEnv>();
  const readiness = createReadiness({
    probeDatabase: () => ctx.database.db.execute(sql`SELECT 1`),
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
      paymentsKind: ctx.paymentsKind,
      storySafety: ctx.storySafety,
    });
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });

  app.get('/api/config', (c) => c.json(publicConfig(ctx.config)));
  return app;
}
