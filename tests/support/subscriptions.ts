import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE, type TPlanKey } from '../../src/shared/plans.js';
import type { AppContext } from '../../src/server/context.js';
import { users } from '../../src/server/platform/db/schema/identity.js';
import { subscriptions } from '../../src/server/platform/db/schema/billing.js';
import { welcomeGifts } from '../../src/server/platform/db/schema/credits.js';
import { emailKey } from '../../src/server/features/credits/reservations.js';

/**
 * Test seed: gives a user a live subscription row, as syncCustomer would after a checkout.
 * Features that only *read* entitlements (children, stories) use it to skip the checkout flow;
 * billing's own tests go through the real provider instead.
 */
export async function seedSubscription(
  ctx: AppContext,
  email: string,
  planKey: Exclude<TPlanKey, 'free'>,
  status: 'active' | 'trialing' = 'active',
) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  const plan = PLAN_CATALOGUE[planKey];
  const now = new Date();
  await ctx.db.insert(subscriptions).values({
    id: `sub_seed_${user.id}_${planKey}`,
    userId: user.id,
    customerId: `cus_seed_${user.id}`,
    status,
    planKey,
    priceId: `price_seed_${planKey}`,
    priceCents: plan.priceCents,
    interval: plan.interval ?? 'month',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86400_000),
  });
  ctx.entitlements.invalidate(user.id); // written behind billing's back: tell the cache
  return user.id;
}

/**
 * Test seed: the family has had its welcome story (issue 26), the steady state the credit tests
 * are about (each story spends the day's credit). A suite about the gift itself leaves it out.
 */
export async function seedWelcomeUsed(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  await ctx.db
    .insert(welcomeGifts)
    .values({ userId: user.id, emailKey: emailKey(email), createdAt: new Date() })
    .onConflictDoNothing();
}
