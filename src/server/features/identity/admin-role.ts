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
