import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyExport, type TFamilyExport } from '../../../shared/account-export.js';
import type { TStory } from '../../../shared/stories.js';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { accounts, sessions, verifications } from '../../platform/db/schema/identity.js';
import { payments } from '../../platform/db/schema/billing.js';
import { dailyStories, dailyStoryViews } from '../../platform/db/schema/daily.js';
import { stories } from '../../platform/db/schema/stories.js';
import { readMp3Info } from '../narration/mp3-frames.js';
import { parentWithPlan } from '../../../../tests/support/features/narration-parents.js';

// The privacy export end to end: two families with children, stories (local engine), a real
// narration (Flite, through the job and the audio store), payments and a daily-story play; the
// archive is read back by a reader of our own that checks every header and CRC.
const SECRET = 'export-test-secret-0123456789-abcdefgh';
let t: TestApp;
let a: { client: TestClient; userId: string };
let b: { client: TestClient; userId: string };
let aStoryIds: string[] = [];
let narratedId = '';
let bStoryId = '';

async function generate(client: TestClient, childId: string): Promise<TStory> {
  const res = await client.post<{ data: TStory }>('/api/stories/generate', { childId, storyLength: 'short' });
  if (res.status !== 201) throw new Error(`generate: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function addChild(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await client.post<{ data: { id: string } }>('/api/children', {
    age: 6,
    readingLevel: 'intermediate',
    storyTone: 'calming',
    interests: ['stars'],
    ...body,
  });
  if (res.status !== 201) throw new Error(`child: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'silent', AUTH_SECRET: SECRET, AUDIO_WAIT_MS: '110000' },
    { workers: true, narrationRetry: { limit: 1, delaySeconds: 1 } },
  );
  [a, b] = await Promise.all([
    parentWithPlan(t, 'export-a@example.com', 'premium'),
    parentWithPlan(t, 'export-b@example.com', 'premium'),
  ]);
  const aChild = await addChild(a.client, {
    name: 'Ottilie',
    favoriteCharacter: 'a patient tortoise',
    fears: ['thunder'],
  });
  const bChild = await addChild(b.client, { name: 'Zanzibarina', fears: ['wasps'] });
  const first = await generate(a.client, aChild);
  // Premium writes one story a day: an older one is added as a row.
  const [second] = await t.ctx.db
    .insert(stories)
    .values({
      userId: a.userId,
      childId: aChild,
      childName: 'Ottilie',
      title: 'Ottilie and the Slow Parade',
      content: 'The tortoise led a slow parade of snails around the garden, and Ottilie laughed.',
      theme: 'garden',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 15,
      readingTime: 1,
      seed: 7,
      writer: 'local',
      createdAt: new Date(Date.now() - 86400_000),
    })
    .returning({ id: stories.id });
  aStoryIds = [first.id, second!.id];
  bStoryId = (await generate(b.client, bChild)).id;

  // A short text narrates in a second or two with the local voice.
  await t.ctx.db
    .update(stories)
    .set({ content: 'Ottilie lit a tiny lantern.\nThe tortoise yawned. Ottilie slept.' })
    .where(eq(stories.id, first.id));
  const narrated = await a.client.post<{ data: TStory }>(`/api/stories/generate-audio/${first.id}`);
  if (narrated.status !== 200) throw new Error(`audio: ${narrated.status} ${JSON.stringify(narrated.body)}`);
  narratedId = first.id;

  await t.ctx.db.insert(payments).values([
    { invoiceId: 'in_export_a', userId: a.userId, customerId: 'cus_a', amountCents: 999, paidAt: new Date() },
    {
      invoiceId: 'in_export_b',
      userId: b.userId,
      customerId: 'cus_b',
      amountCents: 1999,
      paidAt: new Date(),
    },
  ]);
  const [daily] = await t.ctx.db
    .insert(dailyStories)
    .values({
      title: 'The Quiet Harbour',
      content: 'Boats rocked softly.',
      theme: 'sea',
      wordCount: 3,
      readingTime: 1,
      request: { theme: 'sea' } as never,
      writer: 'local',
    })
    .returning({ id: dailyStories.id });
  await t.ctx.db.insert(dailyStoryViews).values([
    { storyId: daily!.id, userId: a.userId, playedAt: new Date() },
    { storyId: daily!.id, userId: b.userId },
  ]);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/account/export', { timeout: 60_000 }, () => {
  let archive: Map<string, Buffer>;
  let raw: Buffer;
  let family: TFamilyExport;

  beforeAll(async () => {
    const res = await t.app.request('/api/account/export', { headers: { cookie: a.client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="moonlit-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    raw = Buffer.from(await res.arrayBuffer());
    archive = readZip(raw);
    family = ZFamilyExport.parse(JSON.parse(archive.get('family.json')!.toString('utf8')));
  });

  it('holds family.json and one MP3 per narrated story, named by story id', () => {
    expect([...archive.keys()].sort()).toEqual(['audio/' + narratedId + '.mp3', 'family.json'].sort());
    const mp3 = archive.get(`audio/${narratedId}.mp3`)!;
    expect(readMp3Info(mp3).duration).toBeGreaterThan(1);
    expect(family.audioFiles).toEqual([
      expect.objectContaining({ storyId: narratedId, file: `audio/${narratedId}.mp3`, size: mp3.length }),
    ]);
  });

  it('holds the account, its subscription and payments, children, full stories, credits and plays', async () => {
    expect(family.account).toMatchObject({
      id: a.userId,
      email: 'export-a@example.com',
      emailVerified: true,
    });
    expect(family.account.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(family.account.sessions.length).toBeGreaterThan(0);
    expect(family.billing.subscriptions).toEqual([
      expect.objectContaining({ planKey: 'premium', status: 'active' }),
    ]);
    expect(family.billing.payments).toEqual([
      expect.objectContaining({ invoiceId: 'in_export_a', amountCents: 999 }),
    ]);
    expect(family.children).toEqual([
      expect.objectContaining({
        name: 'Ottilie',
        fears: ['thunder'],
        favoriteCharacter: 'a patient tortoise',
      }),
    ]);
    const contents = await t.ctx.db.select({ id: stories.id, content: stories.content }).from(stories);
    expect(family.stories.map((s) => s.id).sort()).toEqual([...aStoryIds].sort());
    for (const s of family.stories) {
      expect(s.content).toBe(contents.find((c) => c.id === s.id)?.content);
    }
    const textUsed = family.credits.usage
      .filter((u) => u.kind === 'text')
      .reduce((n, u) => n + Number(u.used), 0);
    expect(textUsed).toBe(1);
    expect(family.credits.spent.filter((r) => r.kind === 'audio')).toEqual([
      expect.objectContaining({ state: 'settled', storyId: narratedId }),
    ]);
    expect(family.dailyStoryPlays).toEqual([expect.objectContaining({ title: 'The Quiet Harbour' })]);
    expect(family.dailyStoryPlays[0]?.playedAt).not.toBeNull();
    expect(family.mail.map((m) => m.subject).length).toBeGreaterThan(0);
    // What the parent asked for: the requests that made the written stories, with their options.
    const asked = family.storyRequests.filter((r) => r.storyId !== null);
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) expect(aStoryIds).toContain(r.storyId);
    expect(asked[0]).toMatchObject({
      status: 'done',
      options: expect.objectContaining({ storyLength: 'short' }),
    });
    expect(JSON.stringify(family.storyRequests)).not.toMatch(/creditId|idempotencyKey/);
  });

  it('holds nothing of the other family', () => {
    const text = raw.toString('latin1');
    for (const other of ['export-b@example.com', 'Zanzibarina', 'wasps', b.userId, bStoryId, 'in_export_b']) {
      expect(text).not.toContain(other);
    }
  });

  it('holds no password hash, session token, verification code, provider token or server secret', async () => {
    const text = raw.toString('utf8');
    const [hashes, tokens, codes] = await Promise.all([
      t.ctx.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, a.userId)),
      t.ctx.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, a.userId)),
      t.ctx.db.select({ value: verifications.value }).from(verifications),
    ]);
    const secrets = [
      ...hashes.map((h) => h.password),
      ...tokens.map((s) => s.token),
      ...codes.map((v) => v.value),
      SECRET,
      ...a.client.cookie.split('; ').map((kv) => decodeURIComponent(kv.split('=')[1] ?? '')),
    ].filter((s): s is string => typeof s === 'string' && s.length >= 8);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2|scrypt|password/i);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await new TestClient(t.app).get('/api/account/export');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
