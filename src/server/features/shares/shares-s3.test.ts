import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedShare } from '../../../shared/shares.js';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/fake-s3.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { seedNarratedStory } from '../../../../tests/integration/attacks/seed.js';
import { users } from '../../platform/db/schema/index.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';

// A shared story's narration kept in a bucket: the link's audio answers with a short-lived signed
// URL of the bucket (as the app's own player gets), checked again on every request.
describe('a shared narration in a bucket', () => {
  let t: TestApp;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      LOG_LEVEL: 'silent',
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

  it('plays from the bucket by a signed URL, and stops once the link is turned off', async () => {
    const client = await parent(t.app, t, 'shares-s3@example.com', 'premium');
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'shares-s3@example.com'));
    const kid = await addChild(client, { name: 'Mia' });
    const storyId = await seedNarratedStory(t.ctx, me!.id, kid.id);
    const created = await client.post<{ data: TCreatedShare }>(`/api/stories/${storyId}/shares`, {});
    const path = `${new URL(created.body.data.url).pathname}/audio`;

    const res = await t.app.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const signed = res.headers.get('location')!;
    expect(signed.startsWith(s3.endpoint)).toBe(true);
    const file = await fetch(signed, { headers: { range: 'bytes=0-99' } });
    expect(file.status).toBe(206);
    expect((await file.arrayBuffer()).byteLength).toBe(100);

    expect((await client.delete(`/api/shares/${created.body.data.id}`)).status).toBe(204);
    expect((await t.app.request(path)).status).toBe(404);
  });
});
