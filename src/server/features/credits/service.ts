import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TCreditCount, TCreditKind, TCreditStatus } from '../../../shared/credits.js';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { PLAN_CATALOGUE, childProfileCap, type TPlanLimits } from '../../../shared/plans.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { children, creditUsage } from '../../platform/db/schema/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import { localDate, nextLocalMidnight, safeTimeZone } from './local-day.js';

/** child_key values: no per-child credits, and Family's account-wide total. */
const ACCOUNT_KEY = '';
const FAMILY_TOTAL_KEY = '*';

/** A spent credit, as needed to give it back (the day is the one it was spent on, even past midnight). */
export interface SpentCredit {
  userId: string;
  kind: TCreditKind;
  day: string;
  keys: string[];
}

export interface CreditRequest {
  userId: string;
  access: Access;
  kind: TCreditKind;
  /** Family spends the chosen child's credit; other plans ignore it. */
  childId: string;
  timeZone: string;
}

function dailyLimit(limits: TPlanLimits, kind: TCreditKind): number {
  return kind === 'text' ? limits.personalized_text : limits.personalized_audio;
}

class NoCredit extends Error {}

/**
 * Daily story credits (spec §6, §9). Spending is one conditional upsert per counter, so the last
 * credit goes to exactly one of any number of concurrent requests; Family's two counters (the
 * child's and the account total) move together in one transaction.
 */
export function createCreditsService(db: Db, now: () => Date = () => new Date()) {
  async function take(
    exec: Db | Tx,
    userId: string,
    childKey: string,
    kind: TCreditKind,
    day: string,
    limit: number,
  ) {
    const rows = await exec
      .insert(creditUsage)
      .values({ userId, childKey, kind, day, used: 1 })
      .onConflictDoUpdate({
        target: [creditUsage.userId, creditUsage.childKey, creditUsage.kind, creditUsage.day],
        set: { used: sql`${creditUsage.used} + 1` },
        setWhere: sql`${creditUsage.used} < ${limit}`,
      })
      .returning({ used: creditUsage.used });
    return rows.length > 0;
  }

  /** Spends one credit, or answers null when none is left today. */
  async function spend(req: CreditRequest): Promise<SpentCredit | null> {
    const limits = PLAN_CATALOGUE[req.access.planKey].limits;
    const limit = dailyLimit(limits, req.kind);
    // The insert branch of the upsert would record a first use, so a zero limit never reaches it.
    if (!req.access.active || limit <= 0) return null;
    const day = localDate(now(), req.timeZone);
    const { userId, kind } = req;
    if (!limits.perChild) {
      return (await take(db, userId, ACCOUNT_KEY, kind, day, limit))
        ? { userId, kind, day, keys: [ACCOUNT_KEY] }
        : null;
    }
    const total = limit * childProfileCap(req.access.planKey);
    try {
      await db.transaction(async (tx) => {
        if (!(await take(tx, userId, req.childId, kind, day, limit))) throw new NoCredit();
        if (!(await take(tx, userId, FAMILY_TOTAL_KEY, kind, day, total))) throw new NoCredit();
      });
    } catch (err) {
      if (err instanceof NoCredit) return null;
      throw err;
    }
    return { userId, kind, day, keys: [req.childId, FAMILY_TOTAL_KEY] };
  }

  /** Gives a credit back after a failed generation; never below zero. */
  async function refund(spent: SpentCredit): Promise<void> {
    await db
      .update(creditUsage)
      .set({ used: sql`${creditUsage.used} - 1` })
      .where(
        and(
          eq(creditUsage.userId, spent.userId),
          eq(creditUsage.kind, spent.kind),
          eq(creditUsage.day, spent.day),
          inArray(creditUsage.childKey, spent.keys),
          gt(creditUsage.used, 0),
        ),
      );
  }

  async function usedToday(userId: string, day: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ childKey: creditUsage.childKey, kind: creditUsage.kind, used: creditUsage.used })
      .from(creditUsage)
      .where(and(eq(creditUsage.userId, userId), eq(creditUsage.day, day)));
    return new Map(rows.map((r) => [`${r.kind}:${r.childKey}`, r.used]));
  }

  async function childIdsOf(userId: string): Promise<string[]> {
    const rows = await db.select({ id: children.id }).from(children).where(eq(children.userId, userId));
    return rows.map((r) => r.id);
  }

  /**
   * Spec §3 Credit status. Family counts are per child: with childId that child's, without it the
   * sum over the user's children (never more than the account total allows).
   */
  async function status(
    userId: string,
    access: Access,
    timeZone: string,
    childId?: string,
  ): Promise<TCreditStatus> {
    const zone = safeTimeZone(timeZone);
    const at = now();
    const day = localDate(at, zone);
    const limits = PLAN_CATALOGUE[access.planKey].limits;
    const used = await usedToday(userId, day);
    const usedOf = (kind: TCreditKind, key: string) => used.get(`${kind}:${key}`) ?? 0;

    let childKeys: string[] = [];
    if (limits.perChild) {
      const own = await childIdsOf(userId);
      if (childId !== undefined && !own.includes(childId)) throw AppError.notFound(CHILD_MESSAGES.notFound);
      childKeys = childId !== undefined ? [childId] : own;
    }

    const count = (kind: TCreditKind): TCreditCount => {
      const limit = access.active ? dailyLimit(limits, kind) : 0;
      if (!limits.perChild)
        return { remaining: Math.max(0, limit - usedOf(kind, ACCOUNT_KEY)), dailyLimit: limit };
      const perChild = childKeys.reduce((sum, key) => sum + Math.max(0, limit - usedOf(kind, key)), 0);
      const accountLeft = Math.max(
        0,
        limit * childProfileCap(access.planKey) - usedOf(kind, FAMILY_TOTAL_KEY),
      );
      return { remaining: Math.min(perChild, accountLeft), dailyLimit: limit * childKeys.length };
    };

    const reset = nextLocalMidnight(at, zone);
    return {
      text: count('text'),
      audio: count('audio'),
      plan: access.planKey,
      planType: access.planType,
      perChild: limits.perChild,
      childId: limits.perChild ? (childId ?? null) : null,
      resetTime: reset.toISOString(),
      resetsInMs: reset.getTime() - at.getTime(),
      timeZone: zone,
    };
  }

  return { spend, refund, status, now };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
