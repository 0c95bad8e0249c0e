import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { buildApp } from './app.js';
import { createContext } from './context.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { DataDirLockedError } from './platform/db/lock.js';
import { trackConnections } from './platform/http/connections.js';
import { createDrainState } from './platform/http/drain.js';
import { attachWebClient } from './platform/http/static.js';
import { createLogger } from './platform/logger.js';

const SHUTDOWN_DEADLINE_MS = 9_500;
/** Kept for closing the database after the jobs gave theirs back. */
const DATABASE_CLOSE_MS = 1_000;

/** Boot: config → database (migrate) → jobs → HTTP; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  const started = performance.now();
  let ctx;
  try {
    ctx = await createContext(config, logger);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.isProduction && config.PAYMENTS === 'sandbox')
    logger.warn('PAYMENTS=sandbox in production: checkouts are test-mode and nothing is charged');
  const drain = createDrainState();
  const app = buildApp(ctx, { drain });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = process.env.WEB_DIST_DIR ?? path.resolve(here, '../web');
  if (!attachWebClient(app, webDir))
    logger.warn({ webDir }, 'web client not built: run npm run build (the API still works)');

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        engine: ctx.database.kind,
        payments: ctx.billing.provider.kind,
        ms: Math.round(performance.now() - started),
      },
      `Moonlit Tales is listening on ${config.PUBLIC_URL} (payments: ${ctx.billing.provider.kind})`,
    );
  });

  // Node closes an idle keep-alive connection after 5 s; a client (or a load balancer, 60 s idle on
  // most) sending on it at that moment gets a reset. Outlast the balancer instead.
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  const connections = trackConnections(server as Server);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const signalledAt = Date.now();
    // Whatever happens below, the process is gone within 10 s.
    const force = setTimeout(() => {
      logger.error('forced exit: shutdown took longer than 10 s');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    // 1. Drain: keep serving (health says 503, answers close their connection) so requests
    //    already sent are read and balancers move away.
    drain.start();
    // Requests waiting on a narration answer their 202 now, not after AUDIO_WAIT_MS.
    ctx.beginShutdown();
    logger.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down: draining');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    // 2. Stop accepting; the requests in flight finish (close() waits for them).
    logger.info('shutting down: no new connections, finishing in-flight requests');
    await connections.stop();
    // 3. Jobs, then the database. A job still running when the budget is spent is handed back to
    //    the queue (retried on the next start) rather than cut off by the forced exit, which would
    //    leave it "active" until it expired, minutes later.
    const jobsTimeoutMs = SHUTDOWN_DEADLINE_MS - DATABASE_CLOSE_MS - (Date.now() - signalledAt);
    try {
      await ctx.close({ jobsTimeoutMs });
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
