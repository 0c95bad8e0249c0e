import { eq } from 'drizzle-orm';
import type { TPlanKey } from '../../../src/shared/plans.js';
import { firstLink, latestMail, TestClient } from '../client.js';
import { seedSubscription, seedWelcomeUsed } from '../subscriptions.js';
import type { TestApp } from '../test-app.js';
import { users } from '../../../src/server/platform/db/schema/identity.js';

/** Test-only: a signed-up, verified parent with a live plan, and their user id. */
let parents = 0;
export async function parentWithPlan(
  t: Pick<TestApp, 'app' | 'ctx'>,
  email: string,
  plan: Exclude<TPlanKey, 'free'>,
): Promise<{ client: TestClient; userId: string }> {
  parents++;
  const client = new TestClient(t.app);
  const res = await client.post(
    '/api/identity/sign-up/email',
    { name: 'Test Parent', email, password: 'secret123' },
    { 'x-forwarded-for': `10.88.0.${parents}` },
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const [mail] = await latestMail(client, email);
  if (!mail) throw new Error('no verification mail');
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  await seedSubscription(t.ctx, email, plan);
  // A family past its welcome story: each story spends the day's credit (issue 26).
  await seedWelcomeUsed(t.ctx, email);
  const [user] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  return { client, userId: user.id };
}
