import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { billingCustomers } from '../../platform/db/schema/billing.js';
import type { PaymentProvider } from './provider/port.js';

/**
 * The user's customer at the configured provider, created on first need. Two racing requests
 * may both create one at the provider; the first row written wins and the other stays unused.
 */
export async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (existing && existing.provider === provider.kind) return existing.customerId;
  const customerId = await provider.createCustomer({ userId: user.id, email: user.email, name: user.name });
  if (existing) {
    // The deployment moved to another provider (sandbox → Stripe): the new provider's customer takes over.
    await db
      .update(billingCustomers)
      .set({ provider: provider.kind, customerId })
      .where(eq(billingCustomers.userId, user.id));
    return customerId;
  }
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, provider: provider.kind, customerId })
    .onConflictDoNothing({ target: billingCustomers.userId });
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  if (!row) throw new Error('billing customer insert returned nothing');
  return row.customerId;
}
