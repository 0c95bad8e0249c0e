import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TChild, TChildInput, TChildUpdate } from '../../../shared/children.js';
import type { TReadingLevel, TStoryTone } from '../../../shared/constants.js';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { childProfileCap } from '../../../shared/plans.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/identity.js';
import { children } from '../../platform/db/schema/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';

export type ChildRow = typeof children.$inferSelect;

export function toChild(row: ChildRow): TChild {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    readingLevel: row.readingLevel as TReadingLevel,
    storyTone: row.storyTone as TStoryTone,
    interests: row.interests,
    favoriteCharacter: row.favoriteCharacter,
    fears: row.fears,
    pronouns: row.pronouns,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => AppError.notFound(CHILD_MESSAGES.notFound);

/** Child profiles. Every statement filters by user id: another user's child is simply not found. */
/** `onWrite` hears every change to a user's children (their stories' child links change too). */
export function createChildrenService(
  db: Db,
  onWrite: (userId: string) => void = () => undefined,
  removeWith: (userId: string, childId: string, remove: () => Promise<void>) => Promise<void> = (_u, _c, r) =>
    r(),
) {
  async function list(userId: string): Promise<TChild[]> {
    const rows = await db
      .select()
      .from(children)
      .where(eq(children.userId, userId))
      .orderBy(asc(children.createdAt), asc(children.id));
    return rows.map(toChild);
  }

  // Read by every story request (and its run) and every child page: prepared once, so neither
  // Drizzle nor PostgreSQL builds and plans it again on each call (issue 31).
  const ownedChild = db
    .select()
    .from(children)
    .where(and(eq(children.id, sql.placeholder('childId')), eq(children.userId, sql.placeholder('userId'))))
    .prepare('child_owned');

  /** The user's child, or null (also for a malformed id). */
  async function findOwned(userId: string, childId: string): Promise<ChildRow | null> {
    if (!isUuid(childId)) return null;
    const [row] = await ownedChild.execute({ childId, userId });
    return row ?? null;
  }

  /**
   * The user's child ids as a scalar SQL expression (a JSON array) for the user in `userId`, so
   * another feature's statement reads them in its own round trip (credits status counts Family's
   * credits per child).
   */
  function idsSelect(userId: AnyPgColumn): SQL<unknown> {
    return sql`(select coalesce(json_agg(${children.id}), '[]'::json) from ${children} where ${children.userId} = ${userId})`;
  }

  async function get(userId: string, childId: string): Promise<ChildRow> {
    const row = await findOwned(userId, childId);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Count-and-insert under a lock on the user's row: concurrent POSTs for one user queue up
   * behind it, so the plan's cap holds (a plain INSERT … WHERE (SELECT count(*)) < cap does not
   * under READ COMMITTED: two statements can both count 0). Other users are not blocked.
   */
  async function create(userId: string, access: Access, input: TChildInput): Promise<TChild> {
    const cap = childProfileCap(access.planKey);
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [existing] = await tx.select({ n: count() }).from(children).where(eq(children.userId, userId));
      if ((existing?.n ?? 0) >= cap) {
        throw new AppError('LIMIT_REACHED', 403, CHILD_MESSAGES.limitReached(cap), {
          limit: cap,
          planType: access.planType,
        });
      }
      const [inserted] = await tx
        .insert(children)
        .values({ userId, ...input })
        .returning();
      return inserted;
    });
    if (!row) throw AppError.internal();
    return toChild(row);
  }

  async function update(userId: string, childId: string, update: TChildUpdate): Promise<TChild> {
    if (!isUuid(childId)) throw notFound();
    const set: Partial<typeof children.$inferInsert> = { updatedAt: new Date() };
    for (const [key, value] of Object.entries(update) as [keyof TChildUpdate, unknown][]) {
      if (value !== undefined) Object.assign(set, { [key]: value });
    }
    const [row] = await db
      .update(children)
      .set(set)
      .where(and(eq(children.id, childId), eq(children.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toChild(row);
  }

  /**
   * Deleting a profile keeps its stories in the library: story.child_id becomes NULL (foreign key
   * ON DELETE SET NULL) and story.child_name keeps the name, so "For Mia" still reads right.
   * A parent who wants the stories gone deletes them one by one (or asks support to delete the
   * account). Family's per-child credits are also bounded by an account total, so deleting and
   * re-creating a child does not mint new credits for today.
   */
  async function remove(userId: string, childId: string): Promise<void> {
    if (!isUuid(childId)) throw notFound();
    // The voices recorded for this child's stories go with the child (issue 29): their rows by
    // cascade, their files through removeWith.
    await removeWith(userId, childId, async () => {
      const rows = await db
        .delete(children)
        .where(and(eq(children.id, childId), eq(children.userId, userId)))
        .returning({ id: children.id });
      if (rows.length === 0) throw notFound();
    });
    onWrite(userId);
  }

  async function setBedtimeLearning(userId: string, childId: string, enabled: boolean): Promise<boolean> {
    if (!isUuid(childId)) return false;
    const rows = await db
      .update(children)
      .set({ bedtimeLearning: enabled })
      .where(and(eq(children.id, childId), eq(children.userId, userId)))
      .returning({ id: children.id });
    return rows.length > 0;
  }

  return { list, findOwned, idsSelect, get, create, update, remove, setBedtimeLearning };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
