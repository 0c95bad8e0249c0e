import { eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { users, welcomeSent } from '../../platform/db/schema/identity.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { welcomeMail } from '../../platform/mail/templates.js';

/**
 * The welcome mail goes out once per user: the marker row and the mail row are written in one
 * transaction, and a second call finds the marker and does nothing.
 */
export async function sendWelcomeOnce(
  deps: { db: Db; mailer: Mailer; config: Config },
  userId: string,
): Promise<boolean> {
  const mailId = await deps.db.transaction(async (tx) => {
    const marked = await tx.insert(welcomeSent).values({ userId }).onConflictDoNothing().returning();
    if (marked.length === 0) return null;
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    return deps.mailer.write(tx, [user.email], welcomeMail(user.name, deps.config.PUBLIC_URL));
  });
  if (mailId) await deps.mailer.deliverSoon(mailId);
  return mailId !== null;
}
