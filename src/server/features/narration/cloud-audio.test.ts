import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/messages.js';
import { ZStory, type TStory } from '../../../shared/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/fake-s3.js';
import { startFakeOpenAISpeech, type FakeTts } from '../../../../tests/support/fake-tts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { creditUsage, stories } from '../../platform/db/schema/stories.js';
import { readMp3Info } from './mp3-frames.js';
import { parentWithPlan } from '../../../../tests/support/features/narration-parents.js';

// The whole path with a cloud voice and a bucket: Add Audio → pg-boss job → OpenAI speech API
// (a local fake returning real MP3) → S3 (a local fake checking every signature) → playback by a
// presigned URL handed out after the owner check.
const KEY = 'sk-cloud-audio-test';
let t: TestApp;
let s3: FakeS3;
let tts: FakeTts;
beforeAll(async () => {
  [s3, tts] = await Promise.all([startFakeS3(), startFakeOpenAISpeech(KEY)]);
  t = await createTestApp(
    {
      LOG_LEVEL: 'silent',
      TTS_PROVIDER: 'openai',
      OPENAI_API_KEY: KEY,
      TTS_BASE_URL: tts.baseUrl,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_URL_EXPIRES_SECONDS: '120',
    },
    { workers: true, narrationRetry: { limit: 1, delaySeconds: 1 } },
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all([s3.close(), tts.close()]);
});

async function storyOf(userId: string, content: string): Promise<string> {
  const [row] = await t.ctx.db
    .insert(stories)
    .values({
      userId,
      childName: 'Mia',
      title: 'Mia and the Lantern',
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

const audioUsed = async (userId: string) =>
  (
    await t.ctx.db
      .select({ used: creditUsage.used })
      .from(creditUsage)
      .where(and(eq(creditUsage.userId, userId), eq(creditUsage.kind, 'audio')))
  ).map((r) => r.used);

describe('OpenAI voice, S3 bucket', { timeout: 90_000 }, () => {
  let owner: { client: TestClient; userId: string };
  let storyId: string;
  let story: TStory;
  let location: string;

  beforeAll(async () => {
    owner = await parentWithPlan(t, 'cloud@example.com', 'premium');
    storyId = await storyOf(
      owner.userId,
      'Mia lit a tiny lantern.\nIt glowed softly all night long. The owl watched over her.\nMia slept.',
    );
  });

  it('narrates with the cloud voice and stores the file and its timings in the bucket', async () => {
    const res = await owner.client.post<{ data: TStory }>(`/api/stories/generate-audio/${storyId}`);
    expect(res.status).toBe(200);
    story = ZStory.parse(res.body.data);
    expect(story.audio).toMatchObject({
      audioUrl: `/api/stories/${storyId}/audio`,
      voiceId: 'openai-gpt-4o-mini-tts-sage',
      mimeType: 'audio/mpeg',
    });
    expect(story.audio?.timings?.map((t) => t.text)).toEqual([
      'Mia lit a tiny lantern.',
      'It glowed softly all night long.',
      'The owl watched over her.',
      'Mia slept.',
    ]);
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(2);
    const mp3 = keys.find((k) => k.endsWith('.mp3'));
    expect(mp3).toMatch(/^audio\/[0-9a-f]{64}\.mp3$/);
    const object = s3.objects.get(mp3!);
    expect(object?.contentType).toBe('audio/mpeg');
    expect(object?.body.length).toBe(story.audio?.size);
    const measured = readMp3Info(object!.body).duration;
    expect(Math.abs(measured - (story.audio?.duration ?? 0)) / measured).toBeLessThan(0.05);
    expect(tts.requests.at(-1)?.body.instructions).toBeTruthy();
  });

  it("redirects the owner's player to a short-lived presigned URL that serves the file and ranges", async () => {
    const res = await t.app.request(`/api/stories/${storyId}/audio`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(res.status).toBe(302);
    location = res.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/audio/`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('120');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(story.audio?.size);
    const part = await fetch(location, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
  });

  it('signs nothing for another user or nobody, and the signed URL stops working when it expires', async () => {
    const other = await parentWithPlan(t, 'cloud-snoop@example.com', 'premium');
    const res = await t.app.request(`/api/stories/${storyId}/audio`, {
      headers: { cookie: other.client.cookie },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect((await t.app.request(`/api/stories/${storyId}/audio`)).status).toBe(401);

    s3.advance(121);
    try {
      const expired = await fetch(location);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      s3.advance(-121);
    }
  });

  it("the family's privacy export reads the narration from the bucket, byte for byte", async () => {
    const res = await t.app.request('/api/account/export', { headers: { cookie: owner.client.cookie } });
    expect(res.status).toBe(200);
    const files = readZip(new Uint8Array(await res.arrayBuffer()));
    const mp3 = [...s3.objects.entries()].find(([k]) => k.endsWith('.mp3'))?.[1].body;
    expect(mp3).toBeDefined();
    expect(files.get(`audio/${storyId}.mp3`)?.equals(Buffer.from(mp3!))).toBe(true);
  });

  it('deleting the story deletes its objects from the bucket', async () => {
    expect((await owner.client.delete(`/api/stories/${storyId}`)).status).toBe(200);
    expect([...s3.objects.keys()]).toEqual([]);
    expect(s3.log.filter((l) => l.method === 'DELETE' && l.status === 204)).toHaveLength(2);
  });
});

describe('a failing provider', { timeout: 90_000 }, () => {
  it('keeps failing: retried once with backoff, then failed, and the audio credit given back once', async () => {
    const { client, userId } = await parentWithPlan(t, 'cloud-down@example.com', 'premium');
    const id = await storyOf(userId, 'The fox curled up under the fern and slept.');
    tts.failNext(10, 500);
    const before = tts.requests.length;
    const res = await client.post(`/api/stories/generate-audio/${id}`);
    tts.failNext(0);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(ADMIN_MESSAGES.audioFailed);
    const calls = tts.requests.slice(before);
    expect(calls).toHaveLength(2); // the first attempt and one retry
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(900); // after the retry delay
    const [row] = await t.ctx.db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toContain('OpenAI text-to-speech failed (500)');
    expect(row?.refundedAt).not.toBeNull();
    expect(await audioUsed(userId)).toEqual([0]);
    const held = await t.ctx.db
      .select({ state: creditReservations.state })
      .from(creditReservations)
      .where(and(eq(creditReservations.userId, userId), eq(creditReservations.kind, 'audio')));
    expect(held).toEqual([{ state: 'released' }]);
    expect(s3.objects.size).toBe(0);
  });

  it('fails once (rate limited): the retry makes the audio and one credit is spent', async () => {
    const { client, userId } = await parentWithPlan(t, 'cloud-busy@example.com', 'premium');
    const id = await storyOf(userId, 'The moon hummed a low song. The hills listened.');
    tts.failNext(1, 429);
    const res = await client.post<{ data: TStory }>(`/api/stories/generate-audio/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.audio?.timings).toHaveLength(2);
    expect(await audioUsed(userId)).toEqual([1]);
  });
});
