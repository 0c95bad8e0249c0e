import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeUploadPath, type TRecording } from '../../../shared/recordings.js';
import type { TStory } from '../../../shared/stories.js';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/fake-s3.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { seedStory } from '../../../../tests/integration/attacks/seed.js';
import { stories, users } from '../../platform/db/schema/index.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import { readMp3Info } from './mp3-frames.js';
import { floatToWav } from './wav.js';

const tone = (seconds: number, rate = 44100) =>
  floatToWav(
    Float32Array.from(
      { length: Math.round(seconds * rate) },
      (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate),
    ),
    rate,
  );

// A recorded voice kept in a bucket: the owner's player is sent to a short-lived signed URL (as for
// a story's narration); another family still gets a 404, and deleting the voice empties the bucket.
describe('a recorded voice in a bucket', () => {
  let t: TestApp;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_URL_EXPIRES_SECONDS: '120',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('is saved to the bucket and played from it by a signed URL, to its owner only', async () => {
    const client = await parent(t.app, t, 'voices-s3@example.com', 'premium');
    const other = await parent(t.app, t, 'voices-s3-other@example.com', 'premium');
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'voices-s3@example.com'));
    const kid = await addChild(client, { name: 'Mia' });
    const storyId = await seedStory(t.ctx, me!.id, kid.id);
    await t.ctx.db.update(stories).set({ content: 'One moon. Two owls.' }).where(eq(stories.id, storyId));
    t.ctx.readCache.invalidateUser(me!.id);

    const made = (
      await client.post<{ data: TRecording }>(`/api/stories/${storyId}/recordings`, { name: 'Mum' })
    ).body.data;
    for (const sentence of [0, 1]) {
      const res = await t.app.request(takeUploadPath(made.id, sentence), {
        method: 'PUT',
        headers: { origin: TEST_ORIGIN, cookie: client.cookie, 'content-type': 'audio/wav' },
        body: tone(1).slice().buffer as ArrayBuffer,
      });
      expect(res.status).toBe(200);
    }
    expect((await client.post(`/api/recordings/${made.id}/finish`)).status).toBe(200);
    const story = (await client.get<{ data: TStory }>(`/api/stories/${storyId}`)).body.data;
    const url = story.voices![0]!.audio.audioUrl!;

    const res = await t.app.request(url, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const signed = res.headers.get('location')!;
    expect(signed.startsWith(s3.endpoint)).toBe(true);
    const file = await fetch(signed);
    expect(file.status).toBe(200);
    const info = readMp3Info(new Uint8Array(await file.arrayBuffer()));
    expect(info.sampleRate).toBe(22050);
    expect(info.duration).toBeCloseTo(story.voices![0]!.audio.duration!, 2);
    expect((await t.app.request(url, { headers: { cookie: other.cookie } })).status).toBe(404);

    expect((await client.delete(`/api/recordings/${made.id}`)).status).toBe(204);
    expect((await fetch(signed)).status).toBe(404);
  });
});
