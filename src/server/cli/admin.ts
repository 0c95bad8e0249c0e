import { z } from 'zod';
import { createIdentityService } from '../features/identity/service.js';
import { createBillingEntitlements } from '../features/billing/entitlements.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { DataDirLockedError } from '../platform/db/lock.js';
import { migrate } from '../platform/db/migrate.js';

const USAGE = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>';

const REVOKE_ERRORS = {
  'not-found': (email: string) => `No account with the e-mail ${email}.`,
  'not-admin': (email: string) => `${email} is not an admin.`,
  'last-admin': (email: string) =>
    `${email} is the last admin: grant the role to another verified account first, then revoke this one.`,
} as const;

/** `npm run admin -- grant <email>` makes an existing account an admin; `revoke` takes the role back. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !z.email().safeParse(email).success) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.sql);
    const identity = createIdentityService(database.db, createBillingEntitlements(database.db));
    if (command === 'revoke') {
      const revoked = await identity.revokeAdmin(email as string);
      if (revoked === 'revoked') console.log(`${email} is no longer an admin.`);
      else {
        console.error(REVOKE_ERRORS[revoked](email as string));
        process.exitCode = 1;
      }
      return;
    }
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
