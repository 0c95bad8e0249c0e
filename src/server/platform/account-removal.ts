import { and, count, eq, like, or, sql } from 'drizzle-orm';
import { ACCOUNT_DELETION_MESSAGES } from '../../shared/account-deletion.js';
import type { Db, Tx } from './db/client.js';
import { adminAudit } from './db/schema/admin.js';
import { storyAudioJobs } from './db/schema/audio.js';
import { authAttempts, users, verifications } from './db/schema/identity.js';
import { mail } from './db/schema/mail.js';
import { children, stories } from './db/schema/stories.js';
import { AppError } from './errors.js';

/** Abilities of other features, handed over by context.ts. */
export interface AccountRemovalAbilities {
  /** Billing: end every live subscription now, make the provider forget the person; the plans it ended. */
  closeAccount(userId: string): Promise<string[]>;
  /**
   * Narration: run `remove`, then delete the account's audio files no one else uses. context.ts
   * wraps it with the books feature's, so the printed books' PDFs go too (their rows cascade).
   */
  removeUserAudio(userId: string, remove: () => Promise<void>): Promise<number>;
  /** Caches that hold the user (entitlements, reads). */
  forget(userId: string): void;
}

export interface RemovalTarget {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** What went with the account (counted in the removing transaction). */
export interface RemovedAccount {
  children: number;
  stories: number;
  narrations: number;
  /** Plan keys of the subscriptions ended at the provider. */
  cancelledPlans: string[];
}

export interface RemoveOptions {
  /** Runs last in the removing transaction: the admin's audit row, the owner's receipt mail. */
  inTransaction?: (tx: Tx, removed: RemovedAccount) => Promise<void>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const lastAdmin = () => new AppError('CONFLICT', 409, ACCOUNT_DELETION_MESSAGES.lastAdmin);

/**
 * The one way an account is removed, by an admin (Users tab) or by its owner (Account Settings),
 * so the two can never drift: the provider first (nothing more is billed, it forgets the person),
 * then in one transaction every row of the user (children, stories, series, share links, bedtime feedback, sessions,
 * credits, narration jobs and mirror rows go by ON DELETE CASCADE; payments keep their amounts with
 * user_id set to NULL), the mail addressed to them and the sign-in counters naming them, then the
 * audio files only they used. Never the last admin (someone must be able to run the panel).
 */
export function createAccountRemoval({ db, ...abilities }: { db: Db } & AccountRemovalAbilities) {
  async function find(userId: string): Promise<RemovalTarget | null> {
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /**
   * The existing rule of `npm run admin -- revoke`: never the last admin. In the transaction the
   * admins are locked in id order, so of two last admins removing themselves at once one waits,
   * then counts one admin and is refused.
   */
  async function refuseLastAdmin(tx: Db | Tx, target: RemovalTarget) {
    if (target.role !== 'admin') return;
    const all = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update');
    if (all.length <= 1 && all.some((a) => a.id === target.id)) throw lastAdmin();
  }

  async function counts(tx: Tx, userId: string) {
    const [kids] = await tx.select({ n: count() }).from(children).where(eq(children.userId, userId));
    const [written] = await tx.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
    const [narrated] = await tx
      .select({ n: count() })
      .from(storyAudioJobs)
      .where(and(eq(storyAudioJobs.userId, userId), eq(storyAudioJobs.status, 'ready')));
    return { children: kids?.n ?? 0, stories: written?.n ?? 0, narrations: narrated?.n ?? 0 };
  }

  async function remove(target: RemovalTarget, options: RemoveOptions = {}) {
    // Before the provider is told anything: a refused removal leaves the subscription running.
    await refuseLastAdmin(db, target);
    const cancelledPlans = await abilities.closeAccount(target.id);
    const done: { removed?: RemovedAccount } = {};
    const filesDeleted = await abilities.removeUserAudio(target.id, () =>
      db.transaction(async (tx) => {
        await refuseLastAdmin(tx, target);
        const removed = { ...(await counts(tx, target.id)), cancelledPlans };
        await tx.delete(mail).where(sql`${target.email} = ANY(${mail.to})`);
        await tx
          .delete(verifications)
          .where(
            or(
              eq(verifications.value, target.id),
              sql`${verifications.identifier} LIKE ${`%${escapeLike(target.email)}%`}`,
            ),
          );
        // Counters keyed by the address (sign-in, mail) or by the id (the per-user generation budget).
        await tx
          .delete(authAttempts)
          .where(
            or(
              sql`${authAttempts.key} LIKE ${`%:${escapeLike(target.email)}`}`,
              sql`${authAttempts.key} LIKE ${`%:${escapeLike(target.id)}`}`,
            ),
          );
        // The parent's own share-link entries name them (their links go with the story rows by
        // ON DELETE CASCADE); an admin's entries stay, as the audit of what admins did.
        await tx
          .delete(adminAudit)
          .where(and(eq(adminAudit.adminId, target.id), like(adminAudit.action, 'share.%')));
        await tx.delete(users).where(eq(users.id, target.id));
        await options.inTransaction?.(tx, removed);
        done.removed = removed;
      }),
    );
    abilities.forget(target.id);
    if (!done.removed) throw new Error('account removal finished without its transaction');
    return { ...done.removed, filesDeleted };
  }

  return { find, remove };
}

export type AccountRemoval = ReturnType<typeof createAccountRemoval>;
