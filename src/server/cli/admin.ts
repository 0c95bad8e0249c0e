import { z } from 'zod';
import { createIdentityService } from '../features/identity/service.js';
import { createBillingEntitlements } from '../features/billing/entitlements.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { DataDirLockedError } from '../platform/db/lock.js';
import { migrate } from '../platform/db/migrate.js';

const USAGE = 'Usage: npm run admin -- grant <email>';

/** `npm run admin -- grant <email>`: makes an existing account an admin. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== 'grant' || !z.email().safeParse(email).success) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.sql);
    const identity = createIdentityService(database.db, createBillingEntitlements(database.db));
    const result = await identity.grantAdmin(email as string);
    if (result === 'granted') console.log(`${email} is now an admin.`);
    else {
      console.error(
        result === 'unverified'
          ? `${email} has not verified its e-mail address yet, so it cannot be an admin. Ask the owner to open the verification link, then run this again.`
          : `No account with the e-mail ${email}.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
