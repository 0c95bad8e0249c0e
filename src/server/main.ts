import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { buildApp } from './app.js';
import { createContext } from './context.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { DataDirLockedError } from './platform/db/lock.js';
import { attachWebClient } from './platform/http/static.js';
import { createLogger } from './platform/logger.js';

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
  const app = buildApp(ctx);
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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('forced exit after 15 s');
      process.exit(1);
    }, 15000);
    force.unref();
    // close() stops accepting connections and resolves once in-flight requests are done.
    server.close(async () => {
      try {
        await ctx.close();
        logger.info('stopped cleanly');
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'error while stopping');
        process.exit(1);
      }
    });
    if ('closeIdleConnections' in server)
      (server as { closeIdleConnections: () => void }).closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
