import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { adminAudit } from '../../platform/db/schema/admin.js';

export interface AuditActor {
  id: string;
  email: string;
}

export type TAuditAction = 'user.view' | 'user.subscription.change' | 'user.delete' | 'users.export';

export interface AuditEntry {
  action: TAuditAction;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** The audit log: every admin action, written with the action (in its transaction when it has one). */
export function createAudit(db: Db) {
  async function record(actor: AuditActor, entry: AuditEntry, tx: Db | Tx = db) {
    await tx.insert(adminAudit).values({
      adminId: actor.id,
      adminEmail: actor.email,
      action: entry.action,
      targetId: entry.targetId ?? null,
      details: entry.details ?? {},
    });
  }
  const recent = (limit: number) =>
    db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(limit);
  return { record, recent };
}

export type Audit = ReturnType<typeof createAudit>;
