import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_DATA_MESSAGES,
  type TAdminDeleteUser,
  type TAdminSubscriptionChange,
  type TAdminUserDetail,
} from '../../../shared/admin-data.js';
import type { Db } from '../../platform/db/client.js';
import { payments, subscriptions } from '../../platform/db/schema/billing.js';
import { users } from '../../platform/db/schema/identity.js';
import type { AccountRemoval } from '../../platform/account-removal.js';
import { AppError } from '../../platform/errors.js';
import type { AuditActor } from '../../platform/audit.js';
import type { Audit } from './audit.js';
import type { UserQueries } from './user-queries.js';
import { currentPlanKey, toUserRow } from './user-rows.js';

/** Abilities of other features, handed over by context.ts. */
export interface ManagementAbilities {
  /** Billing: the change at the provider, then the webhooks' sync. */
  updateSubscription(userId: string, change: TAdminSubscriptionChange): Promise<void>;
  /** The one account removal (platform/account-removal.ts), shared with the owner's own deletion. */
  removal: Pick<AccountRemoval, 'find' | 'remove'>;
  /** Caches that hold the user (entitlements, reads). */
  forget(userId: string): void;
}

interface Deps {
  db: Db;
  clock: () => Date;
  queries: UserQueries;
  audit: Audit;
  abilities: ManagementAbilities;
}

/** Opening a user, changing their subscription, deleting their account. */
export function createUserManagement({ db, clock, queries, audit, abilities }: Deps) {
  async function detail(actor: AuditActor, userId: string): Promise<TAdminUserDetail> {
    const row = await queries.one(userId);
    if (!row) throw AppError.notFound();
    const [[user], paid, [shown]] = await Promise.all([
      db
        .select({ role: users.role, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId)),
      db
        .select({ invoiceId: payments.invoiceId, amount: payments.amountCents, paidAt: payments.paidAt })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.paidAt))
        .limit(50),
      db
        .select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1),
    ]);
    await audit.record(actor, { action: 'user.view', targetId: userId });
    return {
      ...toUserRow(row, clock()),
      role: user?.role ?? 'user',
      emailVerified: user?.emailVerified ?? false,
      planKey: currentPlanKey(row),
      subscriptionStatus: row.planStatus,
      cancelAtPeriodEnd: shown?.cancelAtPeriodEnd ?? false,
      payments: paid.map((p) => ({
        invoiceId: p.invoiceId,
        amount: p.amount,
        paidAt: p.paidAt.toISOString(),
      })),
    };
  }

  async function changeSubscription(actor: AuditActor, userId: string, change: TAdminSubscriptionChange) {
    const before = await queries.one(userId);
    if (!before) throw AppError.notFound();
    await abilities.updateSubscription(userId, change);
    abilities.forget(userId);
    const after = await queries.one(userId);
    await audit.record(actor, {
      action: 'user.subscription.change',
      targetId: userId,
      details: {
        ...change,
        from: before.planKey,
        to: after?.planKey ?? null,
        status: after?.planStatus ?? null,
      },
    });
    return detail(actor, userId);
  }

  /**
   * Deletes an account through the shared removal (the provider first, then every row and file of
   * the user in one transaction), with the audit row written in that transaction.
   */
  async function deleteUser(actor: AuditActor, userId: string, request: TAdminDeleteUser) {
    const target = await abilities.removal.find(userId);
    if (!target) throw AppError.notFound();
    if (target.id === actor.id) throw new AppError('CONFLICT', 409, ADMIN_DATA_MESSAGES.cannotDeleteSelf);
    // One admin cannot remove another (nor the last one) with a click: the operator's tool revokes
    // the role first (npm run admin -- revoke), on the server, where the configuration lives.
    if (target.role === 'admin') throw new AppError('CONFLICT', 409, ADMIN_DATA_MESSAGES.cannotDeleteAdmin);
    if (request.confirmation.toLowerCase() !== target.email.toLowerCase())
      throw AppError.badRequest(ADMIN_DATA_MESSAGES.confirmationMismatch);
    const counts = await queries.one(userId);
    const { filesDeleted } = await abilities.removal.remove(target, {
      inTransaction: (tx) =>
        audit.record(
          actor,
          {
            action: 'user.delete',
            targetId: userId,
            details: {
              reason: request.reason,
              stories: counts?.storiesGenerated ?? 0,
              children: counts?.childrenCount ?? 0,
              subscriptions: counts?.subscriptionCount ?? 0,
            },
          },
          tx,
        ),
    });
    return { deleted: true as const, filesDeleted };
  }

  return { detail, changeSubscription, deleteUser };
}

export type UserManagement = ReturnType<typeof createUserManagement>;
