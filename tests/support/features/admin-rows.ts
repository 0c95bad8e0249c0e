import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE, type TPlanKey } from '../../../src/shared/plans.js';
import type { Db } from '../../../src/server/platform/db/client.js';
import { payments, subscriptions } from '../../../src/server/platform/db/schema/billing.js';
import { sessions, users } from '../../../src/server/platform/db/schema/identity.js';
import { children, stories } from '../../../src/server/platform/db/schema/stories.js';

/** Test-only seeding for the admin suites: rows written as the features would write them. */

export const DAY = 86_400_000;

export async function insertUser(db: Db, fields: { name: string; email: string; createdAt: Date }) {
  const id = randomUUID();
  await db.insert(users).values({ id, emailVerified: true, updatedAt: fields.createdAt, ...fields });
  return id;
}

export async function insertSession(db: Db, userId: string, at: Date) {
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    token: randomUUID(),
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(at.getTime() + 7 * DAY),
  });
}

export async function insertChild(db: Db, userId: string, name = 'Mia') {
  const [row] = await db
    .insert(children)
    .values({ userId, name, age: 5, readingLevel: 'beginner', storyTone: 'calming' })
    .returning({ id: children.id });
  return row!.id;
}

export async function insertStory(db: Db, userId: string, at: Date, childId: string | null = null) {
  const [row] = await db
    .insert(stories)
    .values({
      userId,
      childId,
      childName: 'Mia',
      title: 'The Moon Boat',
      content: 'Once upon a time the moon sailed home.',
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 8,
      readingTime: 1,
      seed: 1,
      writer: 'test',
      createdAt: at,
    })
    .returning({ id: stories.id });
  return row!.id;
}

export async function insertSubscription(
  db: Db,
  userId: string,
  planKey: Exclude<TPlanKey, 'free'>,
  fields: { status: string; createdAt: Date; periodEnd: Date | null; trialStart?: Date | null; id?: string },
) {
  const plan = PLAN_CATALOGUE[planKey];
  const id = fields.id ?? `sub_${randomUUID()}`;
  await db.insert(subscriptions).values({
    id,
    userId,
    customerId: `cus_${userId}`,
    status: fields.status,
    planKey,
    priceId: `price_${planKey}`,
    priceCents: plan.priceCents,
    interval: plan.interval ?? 'month',
    currentPeriodStart: fields.createdAt,
    currentPeriodEnd: fields.periodEnd,
    trialStart: fields.trialStart ?? null,
    createdAt: fields.createdAt,
    updatedAt: fields.createdAt,
  });
  return id;
}

export async function insertPayment(
  db: Db,
  userId: string | null,
  amountCents: number,
  paidAt: Date,
  planKey: TPlanKey | null = null,
) {
  await db.insert(payments).values({
    invoiceId: `in_${randomUUID()}`,
    userId,
    customerId: `cus_${userId ?? 'gone'}`,
    planKey,
    amountCents,
    paidAt,
  });
}

export async function userIdOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
