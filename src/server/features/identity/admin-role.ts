import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/identity.js';

/**
 * ADMIN_EMAILS names addresses, and an address counts only once its owner proved it: the role
 * is granted when the account is verified (verification link, reset link, a verified Google
 * sign-up) or signs in verified, never at sign-up. One conditional statement.
 */
export async function promoteConfiguredAdmin(db: Db, adminEmails: ReadonlySet<string>, userId: string) {
  if (adminEmails.size === 0) return;
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !user.emailVerified || user.role === 'admin') return;
  if (!adminEmails.has(user.email.toLowerCase())) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.id, userId), eq(users.emailVerified, true), ne(users.role, 'admin')));
}

export type GrantResult = 'granted' | 'not-found' | 'unverified';

/** `npm run admin -- grant`: only a verified account may become an admin. */
export async function grantAdmin(db: Db, email: string): Promise<GrantResult> {
  const granted = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)))
    .returning({ id: users.id });
  if (granted.length > 0) return 'granted';
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return exists ? 'unverified' : 'not-found';
}

export type RevokeResult = 'revoked' | 'not-found' | 'not-admin' | 'last-admin';

/**
 * `npm run admin -- revoke`: the role goes back to user, unless this is the last admin (someone
 * must be able to run the panel). Counted and changed in one transaction. ADMIN_EMAILS only
 * grants (when an address proves itself); an address taken off the list keeps its role until
 * this is run, so a typo in the list never locks every admin out.
 */
export async function revokeAdmin(db: Db, email: string): Promise<RevokeResult> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const target = admins.find((a) => a.email === email.toLowerCase());
    if (!target) {
      const [exists] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return exists ? 'not-admin' : 'not-found';
    }
    if (admins.length === 1) return 'last-admin';
    await tx.update(users).set({ role: 'user' }).where(eq(users.id, target.id));
    return 'revoked';
  });
}
