import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyExport } from '../../../shared/account-export.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import {
  SHARE_CREATE_LIMIT_PER_HOUR,
  SHARE_PAGE,
  type TCreatedShare,
  type TShare,
} from '../../../shared/shares.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { seedNarratedStory, seedStory } from '../../../../tests/integration/attacks/seed.js';
import { adminAudit, stories, storyShares, users } from '../../platform/db/schema/index.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import { hashShareToken } from './service.js';

describe('share this story over HTTP', () => {
  let t: TestApp;
  let client: TestClient;
  let other: TestClient;
  let userId: string;
  let childId: string;
  let storyId: string;

  const tokenOf = (url: string) => new URL(url).pathname.replace('/s/', '');
  const anonymous = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

  async function share(id: string, body: unknown = { expiresInDays: 7 }, as = client) {
    return as.post<{ data: TCreatedShare; error?: string }>(`/api/stories/${id}/shares`, body);
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000' });
    client = await parent(t.app, t, 'shares@example.com', 'premium');
    other = await parent(t.app, t, 'shares-other@example.com', 'premium');
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'shares@example.com'));
    userId = me!.id;
    childId = (await addChild(client, { name: 'Mia Rose Example' })).id;
    storyId = await seedStory(t.ctx, userId, childId);
    await t.ctx.db
      .update(stories)
      .set({
        childName: 'Mia Rose Example',
        title: 'Mia <and> the "Moon"',
        content: 'Mia looked up at the moon.\n\nThe owl said goodnight & flew home. <b>Sleep well</b>',
      })
      .where(eq(stories.id, storyId));
    t.ctx.readCache.invalidateUser(userId);
  });
  afterAll(async () => t.close());

  it('creates a link (201 { id, url }), keeps only the token hash, audits it and lists it without the token', async () => {
    const res = await share(storyId, { expiresInDays: 30 });
    expect(res.status).toBe(201);
    const { id, url } = res.body.data;
    expect(url).toMatch(/^https?:\/\/[^/]+\/s\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db.select().from(storyShares).where(eq(storyShares.id, id));
    expect(row?.tokenHash).toBe(hashShareToken(tokenOf(url)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(30);
    const audited = await t.ctx.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminId, userId), eq(adminAudit.action, 'share.create')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.targetId).toBe(storyId);

    const list = await client.get<{ data: TShare[] }>('/api/shares');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id,
        storyId,
        storyTitle: 'Mia <and> the "Moon"',
        revokedAt: null,
        status: 'active',
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(url));
    expect((await other.get<{ data: TShare[] }>('/api/shares')).body.data).toEqual([]);
  });

  it('an empty body takes a week; a bad expiry is a 400; another family or no story is a 404', async () => {
    const week = await client.request<{ data: TCreatedShare }>('POST', `/api/stories/${storyId}/shares`);
    expect(week.status).toBe(201);
    const [row] = await t.ctx.db.select().from(storyShares).where(eq(storyShares.id, week.body.data.id));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000).toBe(7);
    for (const body of [{ expiresInDays: 3 }, { expiresInDays: '7' }, { expiresInDays: 7, extra: 1 }]) {
      expect((await share(storyId, body)).status).toBe(400);
    }
    const theirs = await share(storyId, { expiresInDays: 1 }, other);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(STORY_MESSAGES.notFound);
    expect((await share('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await share('not-a-uuid')).status).toBe(404);
    expect((await anonymous(`/api/shares`)).status).toBe(401);
  });

  it('the public page without cookies shows the story, its cover and the first name only, privately', async () => {
    const { url } = (await share(storyId)).body.data;
    const res = await anonymous(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain(`<meta property="og:title" content="${SHARE_PAGE.ogTitle}">`);
    // The title and text, escaped; paragraphs apart.
    expect(html).toContain('<h1>Mia &lt;and&gt; the &quot;Moon&quot;</h1>');
    expect(html).toContain('<p>Mia looked up at the moon.</p>');
    expect(html).toContain('<p>The owl said goodnight &amp; flew home. &lt;b&gt;Sleep well&lt;/b&gt;</p>');
    expect(html).not.toContain('<b>Sleep well</b>');
    expect(html).toContain('<svg'); // the story's drawn cover
    expect(html).toContain(SHARE_PAGE.madeFor('Mia'));
    expect(html).not.toContain('Rose');
    expect(html).not.toContain('Example');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<audio'); // no narration
    // Open Graph and the tab title name neither the child nor the story.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('Mia');
    expect(head).not.toContain('&quot;Moon');
    expect(head).not.toContain('&lt;and&gt;');
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/session/i);
  });

  it('plays the narration with Range through the audio store', async () => {
    const narrated = await seedNarratedStory(t.ctx, userId, childId);
    const { url } = (await share(narrated)).body.data;
    const path = new URL(url).pathname;
    const html = await (await anonymous(path)).text();
    expect(html).toContain(`<audio controls preload="none" src="${path}/audio"`);
    const whole = await anonymous(`${path}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect((await whole.arrayBuffer()).byteLength).toBe(2048);
    const part = await anonymous(`${path}/audio`, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/2048');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    // A story without narration has no audio to play.
    const plain = (await share(storyId)).body.data.url;
    expect((await anonymous(`${new URL(plain).pathname}/audio`)).status).toBe(404);
  });

  it('revoked, expired and unknown links answer the same 404 page; another family cannot revoke', async () => {
    const gone = async (path: string) => {
      const res = await anonymous(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return res.text();
    };
    const revoked = (await share(storyId)).body.data;
    expect((await other.delete(`/api/shares/${revoked.id}`)).status).toBe(404);
    expect((await anonymous(new URL(revoked.url).pathname)).status).toBe(200);
    expect((await client.delete(`/api/shares/${revoked.id}`)).status).toBe(204);
    expect((await client.delete(`/api/shares/${revoked.id}`)).status).toBe(204);
    expect((await client.delete('/api/shares/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const revokedPage = await gone(new URL(revoked.url).pathname);
    expect(await gone(`${new URL(revoked.url).pathname}/audio`)).toBe(revokedPage);
    expect(
      await t.ctx.db
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.adminId, userId), eq(adminAudit.action, 'share.revoke'))),
    ).toHaveLength(2);

    const expired = (await share(storyId, { expiresInDays: 1 })).body.data;
    await t.ctx.db
      .update(storyShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storyShares.id, expired.id));
    const expiredPage = await gone(new URL(expired.url).pathname);
    const unknownPage = await gone(`/s/${'A'.repeat(43)}`);
    const malformed = await gone('/s/nope');
    expect(revokedPage).toContain(SHARE_PAGE.goneTitle);
    expect(new Set([revokedPage, expiredPage, unknownPage, malformed]).size).toBe(1);

    const statuses = (await client.get<{ data: TShare[] }>('/api/shares')).body.data;
    expect(statuses.find((s) => s.id === revoked.id)?.status).toBe('revoked');
    expect(statuses.find((s) => s.id === expired.id)?.status).toBe('expired');
  });

  it('limits link creation per parent per hour', async () => {
    const limited = await parent(t.app, t, 'shares-limit@example.com', 'starter');
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'shares-limit@example.com'));
    const kid = await addChild(limited, { name: 'Leo' });
    const id = await seedStory(t.ctx, me!.id, kid.id);
    for (let i = 0; i < SHARE_CREATE_LIMIT_PER_HOUR; i++)
      expect((await share(id, {}, limited)).status).toBe(201);
    const over = await share(id, {}, limited);
    expect(over.status).toBe(429);
  });

  it('goes into the privacy export, and with the story when it is deleted', async () => {
    const res = await t.app.request('/api/account/export', { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const family = ZFamilyExport.parse(
      JSON.parse(
        readZip(Buffer.from(await res.arrayBuffer()))
          .get('family.json')!
          .toString('utf8'),
      ),
    );
    const mine = await t.ctx.db.select().from(storyShares).where(eq(storyShares.userId, userId));
    expect(family.shares.map((s) => s.id).sort()).toEqual(mine.map((s) => s.id).sort());
    expect(family.shares[0]).toEqual({
      id: expect.any(String),
      storyId: expect.any(String),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      revokedAt: null,
    });

    const { url } = (await share(storyId)).body.data;
    expect((await client.delete(`/api/stories/${storyId}`)).status).toBe(200);
    expect(await t.ctx.db.select().from(storyShares).where(eq(storyShares.storyId, storyId))).toEqual([]);
    expect((await anonymous(new URL(url).pathname)).status).toBe(404);
  });

  it('goes with the account', async () => {
    const leaving = await parent(t.app, t, 'shares-leaving@example.com', 'premium');
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'shares-leaving@example.com'));
    const kid = await addChild(leaving, { name: 'Ada' });
    const id = await seedStory(t.ctx, me!.id, kid.id);
    const { url } = (await share(id, {}, leaving)).body.data;
    const res = await leaving.delete('/api/account', { confirmation: 'shares-leaving@example.com' });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(storyShares).where(eq(storyShares.userId, me!.id))).toEqual([]);
    expect(await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.adminId, me!.id))).toEqual([]);
    expect((await anonymous(new URL(url).pathname)).status).toBe(404);
  });
});
