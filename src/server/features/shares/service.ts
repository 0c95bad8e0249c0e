import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TShare, TShareExpiryDays } from '../../../shared/shares.js';
import { SHARE_PAGE_PREFIX, SHARE_TOKEN_PATTERN } from '../../../shared/shares.js';
import { auditActor, type AuditLog } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { stories, storyShares } from '../../platform/db/schema/index.js';

const DAY_MS = 86_400_000;

/** How many links the parent's list shows (newest first). */
export const SHARE_LIST_LIMIT = 200;

/** Only this hash is stored: a database read does not hand out working links. */
export const hashShareToken = hashToken;

export interface ShareStoreDeps {
  db: Db;
  audit: AuditLog;
  /** The app's public address: links are absolute so they can be pasted anywhere. */
  publicUrl: string;
  now?: () => Date;
}

/** Who shared, for the audit log. */
export interface ShareOwner {
  id: string;
  email: string;
}

/**
 * Share links: made with 32 random bytes (base64url in the URL, SHA-256 in the table), listed and
 * revoked by their owner only (every statement filters by the user id), and resolved from a
 * token while they are neither expired nor revoked.
 */
export function createShareStore({ db, audit, publicUrl, now = () => new Date() }: ShareStoreDeps) {
  async function create(owner: ShareOwner, storyId: string, days: TShareExpiryDays) {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + days * DAY_MS);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storyShares)
        .values({ tokenHash: hashShareToken(token), storyId, userId: owner.id, createdAt: at, expiresAt })
        .returning({ id: storyShares.id });
      if (!row) throw new Error('share not saved');
      await audit.record(
        auditActor(owner),
        { action: 'share.create', targetId: storyId, details: { shareId: row.id, expiresInDays: days } },
        tx,
      );
      return row.id;
    });
    return { id, url: new URL(`${SHARE_PAGE_PREFIX}${token}`, publicUrl).toString() };
  }

  async function list(userId: string): Promise<TShare[]> {
    const rows = await db
      .select({
        id: storyShares.id,
        storyId: storyShares.storyId,
        storyTitle: stories.title,
        createdAt: storyShares.createdAt,
        expiresAt: storyShares.expiresAt,
        revokedAt: storyShares.revokedAt,
      })
      .from(storyShares)
      .innerJoin(stories, eq(stories.id, storyShares.storyId))
      .where(eq(storyShares.userId, userId))
      .orderBy(desc(storyShares.createdAt), desc(storyShares.id))
      .limit(SHARE_LIST_LIMIT);
    const at = now().getTime();
    return rows.map((r) => ({
      id: r.id,
      storyId: r.storyId,
      storyTitle: r.storyTitle,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
      status: r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= at ? 'expired' : 'active',
    }));
  }

  /** Turns one of the owner's links off (again is harmless); false when it is not theirs. */
  async function revoke(owner: ShareOwner, shareId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(storyShares)
        .set({ revokedAt: sql`coalesce(${storyShares.revokedAt}, ${now().toISOString()}::timestamptz)` })
        .where(and(eq(storyShares.id, shareId), eq(storyShares.userId, owner.id)))
        .returning({ storyId: storyShares.storyId });
      if (!row) return false;
      await audit.record(
        auditActor(owner),
        { action: 'share.revoke', targetId: row.storyId, details: { shareId } },
        tx,
      );
      return true;
    });
  }

  /** The story a live link opens (and whose it is), or null: unknown, expired and revoked alike. */
  async function resolve(token: string): Promise<{ userId: string; storyId: string } | null> {
    if (!SHARE_TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({ userId: storyShares.userId, storyId: storyShares.storyId })
      .from(storyShares)
      .where(
        and(
          eq(storyShares.tokenHash, hashShareToken(token)),
          isNull(storyShares.revokedAt),
          gt(storyShares.expiresAt, now()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  return { create, list, revoke, resolve };
}

export type ShareStore = ReturnType<typeof createShareStore>;
