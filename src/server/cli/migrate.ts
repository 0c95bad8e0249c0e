import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { DataDirLockedError } from '../platform/db/lock.js';
import { migrate } from '../platform/db/migrate.js';

/** `npm run db:migrate`: applies the committed SQL migrations (a release step in production). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { applied } = await migrate(database.sql);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
