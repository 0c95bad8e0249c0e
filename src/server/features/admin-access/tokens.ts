import { newToken } from '../../platform/tokens.js';
import { and, desc, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { adminSessions } from '../../platform/db/schema/daily.js';
import { sessions, users, sessionUserColumns } from '../../platform/db/schema/identity.js';
import {
  ADMIN_TOKEN_PREFIX,
  ADMIN_TOKEN_TTL_SECONDS,
  ADMIN_TOKENS_LIVE,
  hashAdminToken,
} from '../../platform/http/admin-token.js';
import type { SessionUser } from '../../platform/http/env.js';

export interface AdminTokensDeps {
  db: Db;
  now?: () => Date;
  ttlSeconds?: number;
}

/** Whose token was revoked (the audit's actor). */
export interface RevokedToken {
  userId: string;
  email: string;
}

/**
 * Issues, resolves and revokes admin bearer tokens. A token is 32 random bytes; only its SHA-256
 * is stored. It lives ADMIN_TOKEN_TTL_SECONDS and no longer than the browser session it was
 * issued under (deleting that session, i.e. signing out, deletes the token row with it). An admin
 * holds at most ADMIN_TOKENS_LIVE live tokens (one per open Admin Panel tab): a new one revokes
 * the oldest beyond that.
 */
export function createAdminTokens({ db, now = () => new Date(), ttlSeconds }: AdminTokensDeps) {
  const ttl = ttlSeconds ?? ADMIN_TOKEN_TTL_SECONDS;

  async function issue(
    userId: string,
    sessionId: string,
  ): Promise<{ token: string; expiresAt: Date; replaced: number }> {
    const token = `${ADMIN_TOKEN_PREFIX}${newToken()}`;
    const at = now();
    const expiresAt = new Date(at.getTime() + ttl * 1000);
    // The user's dead tokens go as new ones come: the table stays the size of the live ones.
    await db
      .delete(adminSessions)
      .where(
        and(
          eq(adminSessions.userId, userId),
          or(lt(adminSessions.expiresAt, at), sql`${adminSessions.revokedAt} IS NOT NULL`),
        ),
      );
    await db.insert(adminSessions).values({ tokenHash: hashAdminToken(token), userId, sessionId, expiresAt });
    // The newest ADMIN_TOKENS_LIVE stay live; any older ones are revoked in the same statement.
    const newest = db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)))
      .orderBy(desc(adminSessions.createdAt), desc(adminSessions.id))
      .limit(ADMIN_TOKENS_LIVE);
    const replaced = await db
      .update(adminSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(adminSessions.userId, userId),
          isNull(adminSessions.revokedAt),
          notInArray(adminSessions.id, newest),
        ),
      )
      .returning({ id: adminSessions.id });
    return { token, expiresAt, replaced: replaced.length };
  }

  /** One round trip: the token's row, its browser session and its user (role read live). */
  async function resolve(token: string): Promise<SessionUser | null> {
    const [row] = await db
      .select({
        ...sessionUserColumns,
        // Admin routes never read it; the session path computes it for the profile.
        isGoogleUser: sql<boolean>`false`.mapWith(Boolean),
        sessionId: sessions.id,
      })
      .from(adminSessions)
      .innerJoin(sessions, eq(sessions.id, adminSessions.sessionId))
      .innerJoin(users, eq(users.id, adminSessions.userId))
      .where(
        and(
          eq(adminSessions.tokenHash, hashAdminToken(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, now()),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Revokes one token (logout from the Admin Panel): whose it was when it was live, else null. */
  async function revoke(token: string): Promise<RevokedToken | null> {
    const [revoked] = await db
      .update(adminSessions)
      .set({ revokedAt: now() })
      .where(and(eq(adminSessions.tokenHash, hashAdminToken(token)), isNull(adminSessions.revokedAt)))
      .returning({ userId: adminSessions.userId });
    if (!revoked) return null;
    const [owner] = await db
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, revoked.userId));
    return owner ?? null;
  }

  return { issue, resolve, revoke };
}

export type AdminTokens = ReturnType<typeof createAdminTokens>;
