import { Hono } from 'hono';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_PATH,
  confirmsEmail,
  ZAccountDeletion,
  type TAccountDeleted,
} from '../../../shared/account-deletion.js';
import type { AccountRemoval } from '../../platform/account-removal.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { deletionReceiptMail } from './mail.js';
import { CLEAR_BROWSER_CACHE, CLEAR_SITE_DATA } from '../../platform/http/clear-site-data.js';

export interface AccountDeletionDeps {
  guards: Guards;
  mailer: Mailer;
  /** The one account removal, shared with the Admin Panel's (context.ts). */
  removal: Pick<AccountRemoval, 'find' | 'remove'>;
  /** Identity: the Set-Cookie lines that end this browser's session (its row is already gone). */
  endSession(headers: Headers): Promise<string[]>;
  now?: () => Date;
}

/**
 * DELETE /api/account: the signed-in parent deletes their own account. The typed e-mail must
 * name the account (400, nothing touched, otherwise); the last admin is refused (409). Then the
 * shared removal runs (subscription ended at the provider, every row and file removed) with the
 * receipt mail written in its transaction, and the answer ends the browser's session.
 */
export function accountDeletionRoutes(deps: AccountDeletionDeps) {
  const app = new Hono<AppEnv>();
  app.delete(ACCOUNT_DELETION_PATH, deps.guards.requireUser, async (c) => {
    const { confirmation } = parseInput(ZAccountDeletion, await readJson(c));
    const target = await deps.removal.find(c.get('user').id);
    if (!target) throw AppError.unauthenticated();
    if (!confirmsEmail(confirmation, target.email))
      throw AppError.badRequest(ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
    const deletedAt = deps.now?.() ?? new Date();
    let receiptId = '';
    const removed = await deps.removal.remove(target, {
      inTransaction: async (tx, summary) => {
        receiptId = await deps.mailer.write(
          tx,
          [target.email],
          deletionReceiptMail({ name: target.name, deletedAt, removed: summary }),
        );
      },
    });
    await deps.mailer.deliverSoon(receiptId);
    c.get('log').info(
      { children: removed.children, stories: removed.stories, filesDeleted: removed.filesDeleted },
      'account deleted by its owner',
    );
    for (const line of await deps.endSession(c.req.raw.headers))
      c.header('Set-Cookie', line, { append: true });
    // Nothing of the family stays readable in this browser's HTTP cache (decision 032).
    c.header(CLEAR_SITE_DATA, CLEAR_BROWSER_CACHE);
    return c.json({ deleted: true } satisfies TAccountDeleted);
  });
  return app;
}
