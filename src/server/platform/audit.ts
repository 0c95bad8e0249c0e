import type { Db, Tx } from './db/client.js';

/**
 * The admin audit log's contract (who did what, when). The admin feature keeps the table; the other
 * features that give admins actions (the daily story, billing's resync, the admin credential) are
 * handed the log in context.ts and write to it through this interface.
 */
export interface AuditActor {
  id: string;
  email: string;
}

export type TAuditAction =
  | 'user.view'
  | 'user.subscription.change'
  | 'user.delete'
  | 'users.export'
  | 'daily.generate'
  | 'daily.audio'
  | 'daily.schedule'
  | 'daily.delete'
  | 'daily.settings'
  | 'billing.resync'
  | 'admin.session.start'
  | 'admin.session.end'
  // A parent's share link of a story (features/shares): made and turned off.
  | 'share.create'
  | 'share.revoke'
  // A parent's invitation for a relative to record a story (narration/invitations): made, turned
  // off, and the relative's voice approved for the child.
  | 'invitation.create'
  | 'invitation.revoke'
  | 'recording.approve';

export interface AuditEntry {
  action: TAuditAction;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  /** Written with the action: pass the action's transaction when it has one. */
  record(actor: AuditActor, entry: AuditEntry, tx?: Db | Tx): Promise<void>;
}

/** The actor of a request's signed-in admin (the e-mail is kept: it outlives a deleted account). */
export const auditActor = (user: { id: string; email: string }): AuditActor => ({
  id: user.id,
  email: user.email,
});
