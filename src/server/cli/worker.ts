import { createContext } from '../context.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { createLogger } from '../platform/logger.js';

/**
 * `npm run worker`: job workers in their own process, for scale. Needs PostgreSQL: a PGlite
 * data directory belongs to the one server process that runs its jobs in-process.
 */
async function main() {
  const config = loadConfig();
  if (config.embeddedDb) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the server runs the jobs itself.',
    );
    process.exit(1);
  }
  const logger = createLogger(config);
  const ctx = await createContext(config, logger, { workers: true });
  logger.info('worker started');
  const stop = async () => {
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
