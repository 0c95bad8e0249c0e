import { and, eq } from 'drizzle-orm';
import type { TClientUser, TProfileUpdate } from '../../../shared/identity.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, users } from '../../platform/db/schema/identity.js';
import type { Access, Entitlements } from '../../platform/entitlements.js';
import type { SessionUser } from '../../platform/http/env.js';
import { AppError } from '../../platform/errors.js';
import { grantAdmin as grantVerifiedAdmin, revokeAdmin as revokeAdminRole } from './admin-role.js';
import { createLru } from '../../platform/lru.js';

/**
 * Spec §3 User client view from what the session statement already read (GET /api/auth/me costs
 * that one statement and nothing more).
 */
export function clientView(user: SessionUser, access: Access): TClientUser {
  const active = user.emailVerified || user.isGoogleUser;
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name || null,
    emailVerified: user.emailVerified,
    photoURL: user.image,
    planType: access.planType,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    preferences: user.preferences,
    role: user.role === 'admin' ? 'admin' : 'user',
    isAccountActive: active,
    isGoogleUser: user.isGoogleUser,
    needsActivation: !active,
    timeZone: user.timeZone,
  };
}

export function createIdentityService(db: Db, entitlements: Entitlements) {
  async function isGoogleUser(userId: string): Promise<boolean> {
    const rows = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google')))
      .limit(1);
    return rows.length > 0;
  }

  /** Spec §3 User client view, read afresh (after a write, or to re-check verification). */
  async function clientUser(userId: string): Promise<TClientUser> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.unauthenticated();
    const [google, access] = await Promise.all([
      isGoogleUser(userId),
      entitlements.forUser(userId, user.role),
    ]);
    return clientView({ ...user, isGoogleUser: google }, access);
  }

  async function updateProfile(userId: string, update: TProfileUpdate) {
    const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (update.displayName !== undefined) set.name = update.displayName;
    if (update.timeZone !== undefined) set.timeZone = update.timeZone;
    if (update.preferences !== undefined) set.preferences = update.preferences;
    await db.update(users).set(set).where(eq(users.id, userId));
    return clientUser(userId);
  }

  // Activity is kept to the quarter hour: one write per user per 15 minutes, not one per request.
  const lastTouched = createLru<string, number>(50_000);
  async function touch(userId: string) {
    const now = Date.now();
    if (now - (lastTouched.get(userId) ?? 0) < 15 * 60_000) return;
    lastTouched.set(userId, now);
    await db
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(users.id, userId));
  }

  /** Only a verified account becomes an admin (see admin-role.ts). */
  const grantAdmin = (email: string) => grantVerifiedAdmin(db, email);
  const revokeAdmin = (email: string) => revokeAdminRole(db, email);

  return { clientUser, updateProfile, touch, grantAdmin, revokeAdmin };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
