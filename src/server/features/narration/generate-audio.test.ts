import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import { sentenceWords } from '../../../shared/sentences.js';
import type { TPlanKey } from '../../../shared/plans.js';
import { ZStory, type TAudioJobStatus, type TStory } from '../../../shared/stories.js';
import { firstLink, latestMail, TestClient } from '../../../../tests/support/client.js';
import { seedSubscription } from '../../../../tests/support/subscriptions.js';
import { openTestDatabase, TEST_ORIGIN } from '../../../../tests/support/test-app.js';
import { buildApp, type App } from '../../app.js';
import { createContext, type AppContext } from '../../context.js';
import { loadConfig } from '../../platform/config.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { users } from '../../platform/db/schema/identity.js';
import { creditUsage, stories } from '../../platform/db/schema/stories.js';
import { createLogger } from '../../platform/logger.js';
import { createLocalNarrator } from './local-narrator.js';
import { readMp3Info } from './mp3-frames.js';
import type { Narrator } from './port.js';

/**
 * The real local narrator, counting its calls; it fails on text that asks for it, and for text
 * with CRASHONCE its worker thread is terminated mid-narration the first time (a real crash:
 * the pool loses the worker with a sentence in flight).
 */
function countingNarrator(): Narrator & { calls: number } {
  const workers: Worker[] = [];
  const real = createLocalNarrator({ workers: 1, onWorker: (w) => workers.push(w) });
  let crashed = false;
  const wrapper = {
    calls: 0,
    voiceId: real.voiceId,
    settingsKey: real.settingsKey,
    narrate: async (text: string, onProgress?: Parameters<Narrator['narrate']>[1]) => {
      wrapper.calls++;
      if (text.includes('FAILME')) throw new Error('voice engine is down');
      if (text.includes('CRASHONCE') && !crashed) {
        crashed = true;
        return real.narrate(text, (p) => {
          onProgress?.(p);
          if (p.done === 1) void workers.at(-1)?.terminate();
        });
      }
      return real.narrate(text, onProgress);
    },
    close: () => real.close(),
  };
  return wrapper;
}

let ctx: AppContext;
let app: App;
let drop: () => Promise<void>;
const narrator = countingNarrator();

beforeAll(async () => {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-audio-')),
      LOG_LEVEL: 'silent',
    },
    false,
  );
  const opened = await openTestDatabase();
  drop = opened.drop;
  ctx = await createContext(config, createLogger(config), {
    database: opened.database,
    workers: true,
    narrator,
    narrationRetry: { limit: 1, delaySeconds: 1 },
  });
  app = buildApp(ctx);
});
afterAll(async () => {
  await ctx.close();
  await drop();
});

let parents = 0;
async function parent(
  email: string,
  plan: Exclude<TPlanKey, 'free'>,
): Promise<{ client: TestClient; userId: string }> {
  parents++;
  const client = new TestClient(app);
  const res = await client.post(
    '/api/identity/sign-up/email',
    { name: 'Test Parent', email, password: 'secret123' },
    { 'x-forwarded-for': `10.77.0.${parents}` },
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const [mail] = await latestMail(client, email);
  if (!mail) throw new Error('no verification mail');
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  await seedSubscription(ctx, email, plan);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  return { client, userId: user.id };
}

/** A saved story (written straight to the table: the story engine is not under test here). */
async function storyOf(userId: string, content: string, childId: string | null = null): Promise<string> {
  const [row] = await ctx.db
    .insert(stories)
    .values({
      userId,
      childId,
      childName: 'Siobhan',
      title: 'Siobhan and the Moon',
      content,
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: content.split(/\s+/).length,
      readingTime: 1,
      seed: 1,
      writer: 'local',
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('no story');
  return row.id;
}

const TEXT = [
  'Siobhan looked up at the quiet moon above the garden.',
  'The moon smiled back. A small owl hooted softly from the old oak tree.',
  'Siobhan yawned, hugged her bear, and drifted off to sleep.',
].join('\n');

async function audioCreditsLeft(client: TestClient): Promise<number> {
  const res = await client.get<{ data?: { audio: { remaining: number } }; audio?: { remaining: number } }>(
    '/api/stories/credits/status',
  );
  const body = res.body;
  const audio = body.data?.audio ?? body.audio;
  if (!audio) throw new Error(`no credit status: ${JSON.stringify(body)}`);
  return audio.remaining;
}

describe('Add Audio: narrated, stored and served', () => {
  let owner: { client: TestClient; userId: string };
  let storyId: string;
  let story: TStory;
  let file: Uint8Array;

  beforeAll(async () => {
    owner = await parent('listener@example.com', 'premium');
    storyId = await storyOf(owner.userId, TEXT);
  });

  it('spends the audio credit and answers the story with its audio object and timings', async () => {
    expect(await audioCreditsLeft(owner.client)).toBe(1);
    const res = await owner.client.post<{ data: TStory }>(`/api/stories/generate-audio/${storyId}`);
    expect(res.status).toBe(200);
    story = ZStory.parse(res.body.data);
    const audio = story.audio;
    expect(audio).toMatchObject({
      audioUrl: `/api/stories/${storyId}/audio`,
      mimeType: 'audio/mpeg',
      delivery: 'url',
      voiceId: 'flite-slt',
    });
    expect(audio?.timings?.map((t) => t.text)).toEqual([
      'Siobhan looked up at the quiet moon above the garden.',
      'The moon smiled back.',
      'A small owl hooted softly from the old oak tree.',
      'Siobhan yawned, hugged her bear, and drifted off to sleep.',
    ]);
    // Each timing names its sentence in the story's document (issue 27).
    expect(audio?.timings?.every((t) => /^p\d+s\d+$/.test(t.sentenceId ?? ''))).toBe(true);
    // Word timings (issue 29 part 5): Flite's own, kept with the sentence timings and served with
    // them, the story reloaded from the database included.
    for (const t of audio?.timings ?? [])
      expect(t.words?.map((w) => w.text)).toEqual(sentenceWords(t.text).map((w) => w.text));
    const reloaded = await owner.client.get<{ data: TStory }>(`/api/stories/${storyId}`);
    expect(reloaded.body.data.audio?.timings).toEqual(audio?.timings);
    const [job] = await ctx.db
      .select({ timings: storyAudioJobs.timings })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.storyId, storyId));
    expect(job?.timings).toEqual(audio?.timings);
    expect(await audioCreditsLeft(owner.client)).toBe(0);
    // The audio pays for its credit: settled, so the stale-reservation sweeper never gives it back.
    const held = await ctx.db
      .select({ state: creditReservations.state, storyId: creditReservations.storyId })
      .from(creditReservations)
      .where(eq(creditReservations.kind, 'audio'));
    expect(held).toEqual([{ state: 'settled', storyId }]);
    expect(await ctx.credits.service.releaseStale()).toBe(0);

    const status = await owner.client.get<{ data: TAudioJobStatus; story?: TStory }>(
      `/api/stories/${storyId}/audio/status`,
    );
    expect(status.body.data).toEqual({ status: 'ready', done: 4, total: 4 });
    expect(status.body.story?.audio?.size).toBe(audio?.size);
    const listed = await owner.client.get<{ data: TStory[] }>('/api/stories/all');
    expect(listed.body.data.find((s) => s.id === storyId)?.audio?.size).toBe(audio?.size);
  });

  it('serves the whole file to its owner: a clean MP3 of the reported size and duration', async () => {
    const res = await app.request(`/api/stories/${storyId}/audio`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    file = new Uint8Array(await res.arrayBuffer());
    expect(file.length).toBe(story.audio?.size);
    const info = readMp3Info(file);
    const duration = story.audio?.duration ?? 0;
    expect(Math.abs(info.duration - duration) / duration).toBeLessThan(0.05);
    const last = story.audio?.timings?.at(-1);
    expect(last?.end).toBeLessThanOrEqual(duration);
  });

  it('answers Range requests with 206 and exactly the asked bytes, 416 past the end', async () => {
    const get = (range: string) =>
      app.request(`/api/stories/${storyId}/audio`, { headers: { cookie: owner.client.cookie, range } });
    const middle = await get('bytes=100-199');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${file.length}`);
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(file.subarray(100, 200));

    const tail = await get('bytes=-10');
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(file.subarray(file.length - 10));

    const open = await get(`bytes=${file.length - 5}-`);
    expect(open.headers.get('content-range')).toBe(
      `bytes ${file.length - 5}-${file.length - 1}/${file.length}`,
    );
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(file.subarray(file.length - 5));

    const beyond = await get(`bytes=${file.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });

  it('refuses a second Add Audio with the spec message and spends nothing', async () => {
    const res = await owner.client.post(`/api/stories/generate-audio/${storyId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(STORY_MESSAGES.audioAlreadyExists);
  });

  it("hides another user's audio, status and Add Audio behind 404", async () => {
    const other = await parent('snoop@example.com', 'premium');
    const res = await app.request(`/api/stories/${storyId}/audio`, {
      headers: { cookie: other.client.cookie },
    });
    expect(res.status).toBe(404);
    expect((await other.client.get(`/api/stories/${storyId}/audio/status`)).status).toBe(404);
    expect((await other.client.post(`/api/stories/generate-audio/${storyId}`)).status).toBe(404);
    expect(await audioCreditsLeft(other.client)).toBe(1);
    const anonymous = await app.request(`/api/stories/${storyId}/audio`);
    expect(anonymous.status).toBe(401);
  });

  it('reuses the file for the same text, and deletes it with the last story using it', async () => {
    const twin = await parent('twin@example.com', 'premium');
    const twinStory = await storyOf(twin.userId, TEXT);
    const before = narrator.calls;
    const res = await twin.client.post<{ data: TStory }>(`/api/stories/generate-audio/${twinStory}`);
    expect(res.status).toBe(200);
    expect(narrator.calls).toBe(before);
    expect(res.body.data.audio?.size).toBe(story.audio?.size);
    const [row] = await ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, twinStory));
    const key = `${row?.contentKey}.mp3`;

    expect((await owner.client.delete(`/api/stories/${storyId}`)).status).toBe(200);
    expect(await ctx.narration.store.size(key)).toBe(file.length); // the twin still uses it
    expect((await twin.client.delete(`/api/stories/${twinStory}`)).status).toBe(200);
    expect(await ctx.narration.store.size(key)).toBeNull();
  });
});

describe('Add Audio: credits and jobs', () => {
  it('concurrent Add Audio on one story spends one credit and narrates once', async () => {
    const { client, userId } = await parent('eager@example.com', 'premium');
    const id = await storyOf(userId, 'The little fox counted three stars.\nThen the fox fell asleep.');
    const before = narrator.calls;
    const replies = await Promise.all(
      [1, 2, 3].map(() => client.post<{ data: TStory }>(`/api/stories/generate-audio/${id}`)),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of replies) expect([200, 409]).toContain(r.status);
    for (const r of ok) expect(r.body.data.audio?.voiceId).toBe('flite-slt');
    expect(narrator.calls - before).toBe(1);
    const usage = await ctx.db
      .select({ used: creditUsage.used })
      .from(creditUsage)
      .where(and(eq(creditUsage.userId, userId), eq(creditUsage.kind, 'audio')));
    expect(usage.map((u) => u.used)).toEqual([1]);
  });

  it('a narrator that keeps failing is retried, then the credit is given back once', async () => {
    const { client, userId } = await parent('unlucky@example.com', 'premium');
    const id = await storyOf(userId, 'FAILME once upon a time.');
    const before = narrator.calls;
    const res = await client.post(`/api/stories/generate-audio/${id}`);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(ADMIN_MESSAGES.audioFailed);
    expect(narrator.calls - before).toBe(2); // the first attempt and one retry
    const [row] = await ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, id));
    expect(row?.status).toBe('failed');
    expect(row?.refundedAt).not.toBeNull();
    expect(await audioCreditsLeft(client)).toBe(1);
    const status = await client.get<{ data: TAudioJobStatus }>(`/api/stories/${id}/audio/status`);
    expect(status.body.data.status).toBe('failed');
  });

  it('a worker killed mid-narration: the job runs again and the story gets its audio, one credit spent', async () => {
    const { client, userId } = await parent('crash@example.com', 'premium');
    const id = await storyOf(
      userId,
      'CRASHONCE the kitten curled up.\nThe stars came out one by one.\nThe kitten purred and slept.',
    );
    const before = narrator.calls;
    const res = await client.post<{ data: TStory }>(`/api/stories/generate-audio/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.audio?.timings).toHaveLength(3);
    expect(narrator.calls - before).toBe(2); // the crashed attempt and the retry
    const [row] = await ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, id));
    expect(row).toMatchObject({ status: 'ready', attempts: 2, refundedAt: null });
    expect(await audioCreditsLeft(client)).toBe(0);
    const held = await ctx.db
      .select({ state: creditReservations.state })
      .from(creditReservations)
      .where(and(eq(creditReservations.kind, 'audio'), eq(creditReservations.storyId, id)));
    expect(held).toEqual([{ state: 'settled' }]);
  });

  it("Family: a failed narration gives back the child's credit and the account total, once", async () => {
    const { client, userId } = await parent('family@example.com', 'family');
    const child = { age: 6, readingLevel: 'intermediate', storyTone: 'magical', interests: [], fears: [] };
    const ava = await client.post<{ data: { id: string } }>('/api/children', { ...child, name: 'Ava' });
    const ben = await client.post<{ data: { id: string } }>('/api/children', { ...child, name: 'Ben' });
    const good = await storyOf(userId, 'Ava found a feather.\nShe slept.', ava.body.data.id);
    const bad = await storyOf(userId, 'FAILME Ben found a pebble.', ben.body.data.id);
    expect((await client.post(`/api/stories/generate-audio/${good}`)).status).toBe(200);
    expect((await client.post(`/api/stories/generate-audio/${bad}`)).status).toBe(502);
    const used = async () =>
      Object.fromEntries(
        (
          await ctx.db
            .select({ key: creditUsage.childKey, used: creditUsage.used })
            .from(creditUsage)
            .where(and(eq(creditUsage.userId, userId), eq(creditUsage.kind, 'audio')))
        ).map((r) => [r.key, r.used]),
      );
    // Ava's credit stays spent; Ben's came back; the account total counts only Ava's.
    expect(await used()).toEqual({ [ava.body.data.id]: 1, [ben.body.data.id]: 0, '*': 1 });
    // Asking again for the failed story spends Ben's credit again (and fails again, refunding it).
    expect((await client.post(`/api/stories/generate-audio/${bad}`)).status).toBe(502);
    expect(await used()).toEqual({ [ava.body.data.id]: 1, [ben.body.data.id]: 0, '*': 1 });
  });

  it('narrateStory (for the daily story) narrates any story by id, spending no credit', async () => {
    const { client, userId } = await parent('author@example.com', 'premium');
    const id = await storyOf(userId, 'The daily moon rose.\nEveryone slept.');
    const first = await ctx.narration.narrateStory(id);
    expect(first.status.status).toBe('ready');
    expect(first.story.audio?.timings).toHaveLength(2);
    expect(await audioCreditsLeft(client)).toBe(1);
    const file = await ctx.narration.fileOfStory(id);
    expect(file?.size).toBe(first.story.audio?.size);
    // Asked again: answered from the story at once, nothing narrated.
    const before = narrator.calls;
    expect((await ctx.narration.narrateStory(id)).story.audio?.size).toBe(first.story.audio?.size);
    expect(narrator.calls).toBe(before);
    await expect(ctx.narration.narrateStory('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      STORY_MESSAGES.notFound,
    );
  });

  it('a plan without audio credits gets the credit message and leaves no job behind', async () => {
    const { client, userId } = await parent('starter@example.com', 'starter');
    const id = await storyOf(userId, 'A short tale.');
    const res = await client.post(`/api/stories/generate-audio/${id}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(STORY_MESSAGES.noCredits('audio'));
    expect(res.body.creditLimit).toBe(true);
    const status = await client.get<{ data: TAudioJobStatus }>(`/api/stories/${id}/audio/status`);
    expect(status.body.data).toEqual({ status: 'none', done: 0, total: 0 });
  });
});
