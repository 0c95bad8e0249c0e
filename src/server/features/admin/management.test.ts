import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DATA_MESSAGES, type TAdminUserDetail } from '../../../shared/admin-data.js';
import { signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { buyInSandbox } from '../../../../tests/support/billing.js';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { adminAudit } from '../../platform/db/schema/admin.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { payments, subscriptions } from '../../platform/db/schema/billing.js';
import { sandboxCustomers, sandboxSubscriptions } from '../../platform/db/schema/sandbox.js';
import { insertChild, insertStory, userIdOf } from '../../../../tests/support/features/admin-rows.js';

/** Opening a user, changing their subscription through the provider, deleting the account. */
let t: TestApp;
let admin: AdminClient;
let victim: TestClient;
let victimId: string;
let otherId: string;
const VICTIM = 'victim@moonlit.test';
const KEY_VICTIM = 'a'.repeat(64);
const KEY_OTHER = 'b'.repeat(64);

async function priceIdOf(client: TestClient, plan: string) {
  const res = await client.get<Record<string, { priceId: string }>>('/api/subscriptions/plans');
  return res.body[plan]!.priceId;
}

async function addAudio(userId: string, storyId: string, key: string) {
  await t.ctx.narration.store.put(`${key}.mp3`, new Uint8Array([1, 2, 3]));
  await t.ctx.narration.store.put(`${key}.json`, new Uint8Array([4]));
  await t.ctx.db.insert(storyAudioJobs).values({ storyId, userId, status: 'ready', contentKey: key });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.ctx, 'boss@moonlit.test');
  victim = await signUpVerified(t.app, VICTIM, 'secret123', 'Vic Tim');
  const other = await signUpVerified(t.app, 'other@moonlit.test');
  victimId = await userIdOf(t.ctx.db, VICTIM);
  otherId = await userIdOf(t.ctx.db, 'other@moonlit.test');
  await buyInSandbox(victim, await priceIdOf(victim, 'premium'));
  const child = await insertChild(t.ctx.db, victimId);
  await addAudio(victimId, await insertStory(t.ctx.db, victimId, new Date(), child), KEY_VICTIM);
  await addAudio(otherId, await insertStory(t.ctx.db, otherId, new Date()), KEY_OTHER);
  void other;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/users/:id', () => {
  it('answers the row, the plan and the payments; an unknown id is 404', async () => {
    const res = await admin.get<{ user: TAdminUserDetail }>(`/api/admin/users/${victimId}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: VICTIM,
      planKey: 'premium',
      subscriptionStatus: 'active',
      totalSpending: 999,
      activity: { storiesGenerated: 1, childrenCount: 1 },
    });
    expect(res.body.user.payments).toHaveLength(1);
    expect((await admin.get('/api/admin/users/nobody')).status).toBe(404);
  });
});

describe('PUT /api/admin/users/:id/subscription', () => {
  it('moves the plan at the provider and mirrors it through the sync, with an audit row', async () => {
    const res = await admin.put<{ user: TAdminUserDetail }>(`/api/admin/users/${victimId}/subscription`, {
      action: 'changePlan',
      planKey: 'family',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.planKey).toBe('family');
    const [atProvider] = await t.ctx.db
      .select({ priceId: sandboxSubscriptions.priceId })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.status, 'active'));
    expect(atProvider!.priceId).toBe(await priceIdOf(admin, 'family'));
    const mirror = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, victimId));
    expect(mirror.map((m) => m.planKey)).toEqual(['family']);
    // The prorated difference is a paid invoice, now in the ledger.
    const paid = await t.ctx.db.select().from(payments).where(eq(payments.userId, victimId));
    expect(paid.length).toBe(2);
    const audit = await t.ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'user.subscription.change'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminEmail: 'boss@moonlit.test', targetId: victimId });
    expect(audit[0]!.details).toMatchObject({
      action: 'changePlan',
      planKey: 'family',
      from: 'premium',
      to: 'family',
    });
  });

  it('refuses the same plan, a bad body, and a user without a subscription', async () => {
    const same = await admin.put(`/api/admin/users/${victimId}/subscription`, {
      action: 'changePlan',
      planKey: 'family',
    });
    expect(same.status).toBe(409);
    expect((await admin.put(`/api/admin/users/${victimId}/subscription`, { action: 'upgrade' })).status).toBe(
      400,
    );
    const none = await admin.put(`/api/admin/users/${otherId}/subscription`, { action: 'cancelNow' });
    expect(none.status).toBe(409);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('needs the e-mail as confirmation and a reason; the admin cannot delete themself', async () => {
    const wrong = await admin.delete(`/api/admin/users/${victimId}`, {
      reason: 'asked by e-mail',
      confirmation: 'x@y.z',
    });
    expect(wrong.status).toBe(400);
    expect((await admin.delete(`/api/admin/users/${victimId}`, { confirmation: VICTIM })).status).toBe(400);
    const self = await userIdOf(t.ctx.db, 'boss@moonlit.test');
    const own = await admin.delete(`/api/admin/users/${self}`, {
      reason: 'testing',
      confirmation: 'boss@moonlit.test',
    });
    expect(own.status).toBe(409);
    expect((await admin.get(`/api/admin/users/${victimId}`)).status).toBe(200); // nothing was deleted
  });

  it('another admin is not deleted from the panel: the role is revoked first, on the server', async () => {
    await signUpAdmin(t.app, t.ctx, 'deputy@moonlit.test');
    const deputy = await userIdOf(t.ctx.db, 'deputy@moonlit.test');
    const res = await admin.delete(`/api/admin/users/${deputy}`, {
      reason: 'testing',
      confirmation: 'deputy@moonlit.test',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: ADMIN_DATA_MESSAGES.cannotDeleteAdmin });
    expect((await admin.get(`/api/admin/users/${deputy}`)).status).toBe(200);
    expect(await t.ctx.identity.revokeAdmin('deputy@moonlit.test')).toBe('revoked');
    const after = await admin.delete(`/api/admin/users/${deputy}`, {
      reason: 'testing',
      confirmation: 'deputy@moonlit.test',
    });
    expect(after.status).toBe(200);
  });

  it('cancels the subscription, removes every row and file of the user, keeps the ledger anonymised', async () => {
    const paidBefore = await t.ctx.db.select().from(payments).where(eq(payments.userId, victimId));
    const res = await admin.delete(`/api/admin/users/${victimId}`, {
      reason: 'Asked to be forgotten',
      confirmation: 'VICTIM@moonlit.test',
    });
    expect(res.status).toBe(200);

    // No row anywhere names the user, by id or by e-mail, except the audit's target id.
    const { rows: tables } = await t.ctx.database.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      for (const needle of [victimId, VICTIM]) {
        const { rows } = await t.ctx.database.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE $1`,
          [`%${needle}%`],
        );
        // The audit log keeps the target's id (views, the change, the deletion), nothing else.
        if (table_name === 'admin_audit' && needle === victimId) expect(rows[0]!.n).toBeGreaterThan(0);
        else expect(rows[0]!.n, `${table_name} still names ${needle}`).toBe(0);
      }
    }
    // The ledger keeps every amount, with nobody attached.
    const anonymous = await t.ctx.db.select().from(payments);
    for (const p of paidBefore) {
      const kept = anonymous.find((a) => a.invoiceId === p.invoiceId)!;
      expect(kept.userId).toBeNull();
      expect(kept.amountCents).toBe(p.amountCents);
    }
    // The provider bills no more and forgot the person.
    const subs = await t.ctx.db.select().from(sandboxSubscriptions);
    expect(subs.every((s) => s.status === 'canceled')).toBe(true);
    const customers = await t.ctx.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.name, 'Deleted customer'));
    expect(customers).toHaveLength(1);
    // The victim's audio file is gone; another user's stays.
    expect(await t.ctx.narration.store.size(`${KEY_VICTIM}.mp3`)).toBeNull();
    expect(await t.ctx.narration.store.size(`${KEY_VICTIM}.json`)).toBeNull();
    expect(await t.ctx.narration.store.size(`${KEY_OTHER}.mp3`)).toBe(3);
    // The audit row says who, what, when and why.
    const [row] = await t.ctx.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'user.delete'), eq(adminAudit.targetId, victimId)));
    expect(row).toMatchObject({ adminEmail: 'boss@moonlit.test' });
    expect(row!.details).toMatchObject({ reason: 'Asked to be forgotten', stories: 1, children: 1 });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('the deleted user is signed out and cannot sign in again', async () => {
    expect((await victim.get('/api/auth/me')).status).toBe(401);
    const fresh = new TestClient(t.app);
    const res = await fresh.post('/api/identity/sign-in/email', { email: VICTIM, password: 'secret123' });
    expect(res.status).toBe(401);
  });

  it('a deleted id is 404', async () => {
    const again = await admin.delete(`/api/admin/users/${victimId}`, {
      reason: 'again',
      confirmation: VICTIM,
    });
    expect(again.status).toBe(404);
  });
});
