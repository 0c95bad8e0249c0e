import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/client.js';
import type { Entitlements } from '../platform/entitlements.js';
import type { Guards } from '../platform/http/guards.js';
import { servedOverHttps } from '../platform/http/middleware.js';
import type { Mailer } from '../platform/mail/outbox.js';
import type { ReadCache } from '../platform/read-cache.js';
import { createAccountRemoval } from '../platform/account-removal.js';
import type { Auth } from '../features/identity/auth.js';
import { createIdentityService } from '../features/identity/service.js';
import { hintCookieLine } from '../features/identity/signed-in-hint.js';
import type { Billing } from '../features/billing/index.js';
import type { Narration } from '../features/narration/service.js';
import type { Recordings } from '../features/narration/recordings.js';
import type { Books } from '../features/books/index.js';
import { createAdmin } from '../features/admin/index.js';
import type { Audit } from '../features/admin/audit.js';
import { createAccountExport } from '../features/account-export/index.js';
import { createAccountDeletion } from '../features/account-deletion/index.js';
import type { AppContext } from '../context.js';

/**
 * A whole account: the identity service, its export (privacy), its removal (by the owner or an
 * admin) and the Admin Panel that manages it. Built last: removal reaches billing and every
 * feature that keeps files for the account.
 */
export function createAccounts(deps: {
  config: Config;
  db: Db;
  database: Database;
  guards: Guards;
  audit: Audit;
  mailer: Mailer;
  auth: Auth;
  entitlements: Entitlements;
  readCache: ReadCache;
  billing: Billing;
  narration: Narration;
  recordings: Recordings;
  books: Books;
  now?: () => Date;
}): Pick<AppContext, 'identity' | 'accountRemoval' | 'admin' | 'accountDeletion' | 'accountExport'> {
  const { config, db, guards, audit, entitlements, readCache, billing, narration, recordings, books } = deps;
  const forgetUser = (userId: string) => {
    entitlements.invalidate(userId);
    readCache.invalidateUser(userId);
  };
  // One removal for both deletions (the admin's and the owner's), so they cannot drift apart.
  const accountRemoval = createAccountRemoval({
    db,
    closeAccount: (userId) => billing.admin.closeAccount(userId),
    // The account's books go by cascade inside `remove`; their PDFs after it, with the audio.
    removeUserAudio: (userId, remove) =>
      narration.removeUserAudio(userId, () =>
        recordings.removeUser(userId, () => books.service.removeUserBooks(userId, remove)),
      ),
    forget: forgetUser,
  });
  const admin = createAdmin({
    db,
    exportDb: deps.database.longDb,
    guards,
    audit,
    now: deps.now,
    abilities: {
      updateSubscription: (userId, change) => billing.admin.updateSubscription(userId, change),
      removal: accountRemoval,
      forget: forgetUser,
    },
  });
  const accountDeletion = createAccountDeletion({
    guards,
    mailer: deps.mailer,
    removal: accountRemoval,
    // better-auth's sign-out finds no session row any more and clears the browser's cookies;
    // the readable signed-in hint goes with them.
    endSession: async (headers) => {
      const res = await deps.auth.api.signOut({ headers, asResponse: true });
      return [...res.headers.getSetCookie(), hintCookieLine(false, servedOverHttps(config))];
    },
    now: deps.now,
  });
  return {
    identity: createIdentityService(db, entitlements),
    accountRemoval,
    admin,
    accountDeletion,
    accountExport: createAccountExport({
      db,
      guards,
      // Through the store, so a bucket works like the local disk.
      readAudio: (key) => narration.store.readAll(key),
      now: deps.now,
    }),
  };
}
