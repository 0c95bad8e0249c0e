import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { AuditActor, AuditEntry, AuditLog } from '../../platform/audit.js';
import { adminAudit } from '../../platform/db/schema/admin.js';

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
  /** The newest entries first (GET /api/admin/audit). */
  const recent = (limit: number) =>
    db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(limit);
  const log: AuditLog & { recent: typeof recent } = { record, recent };
  return log;
}

export type Audit = ReturnType<typeof createAudit>;
