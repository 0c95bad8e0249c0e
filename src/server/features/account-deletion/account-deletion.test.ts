import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_PATH } from '../../../shared/account-deletion.js';
import { SIGNED_IN_COOKIE } from '../../../shared/front-door.js';
import { latestMail, signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { buyInSandbox } from '../../../../tests/support/billing.js';
import { signUpAdmin } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { payments, subscriptions } from '../../platform/db/schema/billing.js';
import { sessions, users } from '../../platform/db/schema/identity.js';
import { sandboxCustomers, sandboxSubscriptions } from '../../platform/db/schema/sandbox.js';
import { bedtimeFeedback, children, stories } from '../../platform/db/schema/stories.js';

/** DELETE /api/account: a parent deletes their own account from Account Settings. */
let t: TestApp;
let parent: TestClient;
let otherDevice: TestClient;
let parentId: string;
const PARENT = 'leaving@moonlit.test';
const PASSWORD = 'secret123';
const KEY_PARENT = 'c'.repeat(64);
const KEY_OTHER = 'd'.repeat(64);

async function idOf(email: string) {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A family as the features make it: a plan, a child, a story with its narration and a bedtime note. */
async function family(client: TestClient, email: string, audioKey: string) {
  const plans = await client.get<Record<string, { priceId: string }>>('/api/subscriptions/plans');
  await buyInSandbox(client, plans.body.premium!.priceId);
  const child = await client.post<{ data: { id: string } }>('/api/children', {
    name: 'Mia',
    age: 5,
    readingLevel: 'beginner',
    storyTone: 'calming',
  });
  expect(child.status).toBe(201);
  const story = await client.post<{ data: { id: string } }>('/api/stories/generate', {
    childId: child.body.data.id,
  });
  expect(story.status).toBe(201);
  const storyId = story.body.data.id;
  const note = await client.put(`/api/stories/${storyId}/bedtime`, { outcome: 'asleep_at_end' });
  expect(note.status).toBe(200);
  // The narration's files and row, as narration leaves them (its Flite run is not the point here).
  await t.ctx.narration.store.put(`${audioKey}.mp3`, new Uint8Array([1, 2, 3]));
  await t.ctx.narration.store.put(`${audioKey}.json`, new Uint8Array([4]));
  await t.ctx.db
    .insert(storyAudioJobs)
    .values({ storyId, userId: await idOf(email), status: 'ready', contentKey: audioKey });
}

async function rowsNaming(needle: string) {
  const { rows: tables } = await t.ctx.database.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.ctx.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE $1`,
      [`%${needle}%`],
    );
    if (rows[0]!.n > 0) found[table_name] = rows[0]!.n;
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpVerified(t.app, PARENT, PASSWORD, 'Lea Ving');
  parentId = await idOf(PARENT);
  await family(parent, PARENT, KEY_PARENT);
  const other = await signUpVerified(t.app, 'staying@moonlit.test');
  await family(other, 'staying@moonlit.test', KEY_OTHER);
  otherDevice = new TestClient(t.app);
  const signIn = await otherDevice.post('/api/identity/sign-in/email', { email: PARENT, password: PASSWORD });
  expect(signIn.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('DELETE /api/account', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).delete(ACCOUNT_DELETION_PATH, { confirmation: PARENT });
    expect(res.status).toBe(401);
  });

  it('refuses a confirmation that is not the account e-mail, and deletes nothing', async () => {
    for (const confirmation of ['staying@moonlit.test', '', 'leaving@moonlit']) {
      const res = await parent.delete(ACCOUNT_DELETION_PATH, { confirmation });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: ACCOUNT_DELETION_MESSAGES.confirmationMismatch });
    }
    expect((await parent.delete(ACCOUNT_DELETION_PATH, {})).status).toBe(400);
    expect((await parent.get('/api/auth/me')).status).toBe(200);
    expect(await t.ctx.db.select().from(children).where(eq(children.userId, parentId))).toHaveLength(1);
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, parentId));
    expect(sub).toMatchObject({ status: 'active', planKey: 'premium' });
    expect(await t.ctx.narration.store.size(`${KEY_PARENT}.mp3`)).toBe(3);
    const mails = await latestMail(parent, PARENT);
    expect(mails.some((m) => m.subject.includes('deleted'))).toBe(false);
  });

  it('removes everything the admin deletion removes, cancels the plan, mails a receipt, ends the session', async () => {
    const before = await rowsNaming(parentId);
    for (const table of ['child', 'story', 'bedtime_feedback', 'session', 'story_audio_job', 'subscription'])
      expect(Object.keys(before)).toContain(table);
    const paidBefore = await t.ctx.db.select().from(payments).where(eq(payments.userId, parentId));
    expect(paidBefore.length).toBeGreaterThan(0);

    // Letter case and spaces around the typed address do not matter.
    const res = await parent.delete(ACCOUNT_DELETION_PATH, { confirmation: `  ${PARENT.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    // The browser's session cookie and the readable hint are cleared by the answer, and its HTTP
    // cache of the site with them (decision 032).
    expect(res.headers.get('clear-site-data')).toBe('"cache"');
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((l) => /session_token=;/.test(l) || /session_token=[^;]*;.*Max-Age=0/i.test(l))).toBe(
      true,
    );
    expect(cleared.some((l) => l.startsWith(`${SIGNED_IN_COOKIE}=;`))).toBe(true);

    // No row names the user by id (but the welcome-gift marker, kept by design with only a hash of
    // the address so the gift is given once: credits' schema); by e-mail only the receipt to send.
    expect(await rowsNaming(parentId)).toEqual({ welcome_gift: 1 });
    expect(await rowsNaming(PARENT)).toEqual({ mail: 1 });
    expect(await t.ctx.db.select().from(bedtimeFeedback).where(eq(bedtimeFeedback.userId, parentId))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(stories).where(eq(stories.userId, parentId))).toEqual([]);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, parentId))).toEqual([]);
    // The ledger keeps the amounts, with nobody attached.
    const ledger = await t.ctx.db.select().from(payments);
    for (const p of paidBefore) expect(ledger.find((l) => l.invoiceId === p.invoiceId)?.userId).toBeNull();

    // The provider bills no more and forgot the person; the other family's plan runs on.
    const atProvider = await t.ctx.db.select().from(sandboxSubscriptions);
    expect(atProvider.filter((s) => s.status === 'canceled')).toHaveLength(1);
    expect(atProvider.filter((s) => s.status === 'active')).toHaveLength(1);
    const forgotten = await t.ctx.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.name, 'Deleted customer'));
    expect(forgotten).toHaveLength(1);

    // Audio only this family used is gone; the other family's stays.
    expect(await t.ctx.narration.store.size(`${KEY_PARENT}.mp3`)).toBeNull();
    expect(await t.ctx.narration.store.size(`${KEY_PARENT}.json`)).toBeNull();
    expect(await t.ctx.narration.store.size(`${KEY_OTHER}.mp3`)).toBe(3);

    // The receipt, in the mailbox (the earlier mail to the address went with the account).
    const mine = await latestMail(new TestClient(t.app), PARENT);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Your Moonlit Tales account has been deleted');
    expect(mine[0]!.text).toContain('Removed with it: 1 child profile, 1 story, 1 narration');
    expect(mine[0]!.text).toContain('Your Premium subscription was cancelled at once');
  });

  it('every device is signed out and the account cannot sign in again', async () => {
    expect((await parent.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    const again = await new TestClient(t.app).post('/api/identity/sign-in/email', {
      email: PARENT,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
  });
});

describe('DELETE /api/account by an admin', () => {
  it('the last admin is refused and keeps everything; with a second admin it goes', async () => {
    const first = await signUpAdmin(t.app, t.ctx, 'only-admin@moonlit.test');
    const refused = await first.delete(ACCOUNT_DELETION_PATH, { confirmation: 'only-admin@moonlit.test' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: ACCOUNT_DELETION_MESSAGES.lastAdmin, code: 'CONFLICT' });
    expect((await first.get('/api/auth/me')).status).toBe(200);

    await signUpAdmin(t.app, t.ctx, 'second-admin@moonlit.test');
    const res = await first.delete(ACCOUNT_DELETION_PATH, { confirmation: 'only-admin@moonlit.test' });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    // The one left cannot go the same way.
    const second = new TestClient(t.app);
    await second.post('/api/identity/sign-in/email', {
      email: 'second-admin@moonlit.test',
      password: PASSWORD,
    });
    const last = await second.delete(ACCOUNT_DELETION_PATH, { confirmation: 'second-admin@moonlit.test' });
    expect(last.status).toBe(409);
  });
});
