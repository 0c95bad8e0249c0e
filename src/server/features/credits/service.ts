import type { TCreditCount, TCreditKind, TCreditStatus } from '../../../shared/credits.js';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { PLAN_CATALOGUE, childProfileCap, type TPlanLimits } from '../../../shared/plans.js';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import { creditDayAt } from './credit-day.js';
import { ACCOUNT_KEY, FAMILY_TOTAL_KEY } from './counters.js';
import type { ChangeFeed } from '../../platform/db/change-feed.js';
import { createTableCache } from '../../platform/table-cache.js';
import {
  STATUS_TABLES,
  createStatusReader,
  type ChildIdsSelect,
  type StatusSnapshot,
} from './status-read.js';
import {
  release,
  releaseStale,
  reserve,
  reserveWelcome,
  settle,
  type Reservation,
  type WithReservation,
} from './reservations.js';

/** Where a spend happens: inside the caller's transaction, and what else is written with it. */
export interface SpendOptions {
  tx?: Tx;
  alsoInTx?: WithReservation;
}

export type { Reservation } from './reservations.js';

export interface CreditRequest {
  userId: string;
  access: Access;
  kind: TCreditKind;
  /** Family spends the chosen child's credit; other plans ignore it. */
  childId: string;
  /** The profile's zone: it decides the next credit day, never the one in force. */
  timeZone: string;
}

export interface CreditsServiceDeps {
  db: Db;
  /** The user's child ids (Family counts per child), read in the status statement; from the children feature. */
  childIdsSelect: ChildIdsSelect;
  /** Write notices that let status snapshots be kept in memory (absent: every read loads). */
  changes?: ChangeFeed;
  now?: () => Date;
}

function dailyLimit(limits: TPlanLimits, kind: TCreditKind): number {
  return kind === 'text' ? limits.personalized_text : limits.personalized_audio;
}

/**
 * Daily story credits (spec §6, §9). A spend is a reservation written with its counters in one
 * transaction (see reservations.ts); the credit day is pinned per user (credit-day.ts).
 */
export function createCreditsService(deps: CreditsServiceDeps) {
  const { db, childIdsSelect } = deps;
  // What the status statement reads changes only with these tables; time is applied on top.
  // Kept per user: a write to one family's counts or children drops only that family's snapshot.
  const snapshots = createTableCache<StatusSnapshot>(deps.changes, STATUS_TABLES, 50_000, (userId) => userId);
  const readStatusSnapshot = createStatusReader(db, childIdsSelect);
  const now = deps.now ?? (() => new Date());

  /**
   * Reserves one credit, or answers null when none is left today. Inside `tx` when given (a
   * transaction is a database of its own: the reservation becomes a savepoint in it); `alsoInTx`
   * runs in the reservation's transaction: what it writes exists exactly when the credit does.
   */
  async function spend(req: CreditRequest, options: SpendOptions = {}): Promise<Reservation | null> {
    const { alsoInTx } = options;
    const db: Db = options.tx ?? deps.db;
    const limits = PLAN_CATALOGUE[req.access.planKey].limits;
    const limit = dailyLimit(limits, req.kind);
    // The insert branch of the upsert would record a first use, so a zero limit never reaches it.
    if (!req.access.active || limit <= 0) return null;
    // The family's first story is on the house (issue 26): it leaves today's credit for another.
    if (req.kind === 'text') {
      const gift = await reserveWelcome(
        db,
        {
          userId: req.userId,
          kind: req.kind,
          profileZone: req.timeZone,
          now: now(),
        },
        alsoInTx,
      );
      if (gift) return gift;
    }
    const counters = limits.perChild
      ? [
          { key: req.childId, limit },
          { key: FAMILY_TOTAL_KEY, limit: limit * childProfileCap(req.access.planKey) },
        ]
      : [{ key: ACCOUNT_KEY, limit }];
    return reserve(
      db,
      {
        userId: req.userId,
        kind: req.kind,
        profileZone: req.timeZone,
        counters,
        now: now(),
      },
      alsoInTx,
    );
  }

  /**
   * Spec §3 Credit status, for the credit day a spend now would use (so 'Resets in' is when the
   * enforced day ends). Family counts are per child: with childId that child's, without it the
   * sum over the user's children (never more than the account total allows).
   */
  async function status(
    userId: string,
    access: Access,
    timeZone: string,
    childId?: string,
  ): Promise<TCreditStatus> {
    const at = now();
    const snapshot = await snapshots.read(userId, () => readStatusSnapshot(userId));
    const { welcome } = snapshot;
    const day = creditDayAt(snapshot.pinned, at, timeZone);
    const limits = PLAN_CATALOGUE[access.planKey].limits;
    // A day other than the pinned one has not been spent from yet.
    const used = day === snapshot.pinned ? snapshot.used : new Map<string, number>();
    const usedOf = (kind: TCreditKind, key: string) => used.get(`${kind}:${key}`) ?? 0;

    let childKeys: string[] = [];
    if (limits.perChild) {
      const own = snapshot.childIds;
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

    return {
      text: count('text'),
      audio: count('audio'),
      plan: access.planKey,
      planType: access.planType,
      perChild: limits.perChild,
      childId: limits.perChild ? (childId ?? null) : null,
      resetTime: day.end.toISOString(),
      resetsInMs: day.end.getTime() - at.getTime(),
      timeZone: day.timeZone,
      welcome: { ...welcome, available: welcome.available && access.active },
    };
  }

  return {
    spend,
    status,
    /** Gives a reserved credit back after a failed generation (a no-op once settled or released). */
    release: async (reservation: Pick<Reservation, 'id'>) => void (await release(db, reservation.id, now())),
    /** Marks the credit as paid for by the story, inside the transaction that saves it. */
    settle: (tx: Tx, reservation: Pick<Reservation, 'id'>, storyId: string) =>
      settle(tx, reservation.id, storyId, now()),
    /** The sweeper's work: reservations a crash left behind go back. */
    releaseStale: () => releaseStale(db, now()),
    now,
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
