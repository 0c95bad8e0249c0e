import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/fake-s3.js';
import { createS3Client, type S3Client } from './client.js';

let fake: FakeS3;
let s3: S3Client;
beforeAll(async () => {
  fake = await startFakeS3();
  s3 = createS3Client({
    bucket: fake.bucket,
    endpoint: fake.endpoint,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
  });
});
afterAll(() => fake.close());

const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));

describe('S3 client (aws4fetch) against an S3 server that checks signatures with its own SigV4', () => {
  it('puts, heads, gets whole and by range, and deletes an object', async () => {
    await s3.put('audio/one two.mp3', BYTES, 'audio/mpeg');
    expect(fake.objects.get('audio/one two.mp3')?.contentType).toBe('audio/mpeg');
    expect(await s3.head('audio/one two.mp3')).toBe(1000);

    const whole = await s3.get('audio/one two.mp3');
    expect(new Uint8Array(await whole!.arrayBuffer())).toEqual(BYTES);
    const part = await s3.get('audio/one two.mp3', { first: 100, last: 199 });
    expect(part?.status).toBe(206);
    expect(part?.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await part!.arrayBuffer())).toEqual(BYTES.subarray(100, 200));

    await s3.delete('audio/one two.mp3');
    expect(await s3.head('audio/one two.mp3')).toBeNull();
    expect(await s3.get('audio/one two.mp3')).toBeNull();
    await s3.delete('audio/one two.mp3'); // deleting what is gone is fine
    // Every request above was signed and accepted.
    expect(fake.log.filter((l) => l.status === 403)).toEqual([]);
  });

  it('is refused with S3 SignatureDoesNotMatch when the secret is wrong', async () => {
    const wrong = createS3Client({
      bucket: fake.bucket,
      endpoint: fake.endpoint,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(wrong.put('audio/x.mp3', BYTES, 'audio/mpeg')).rejects.toThrow(
      /S3 PUT audio\/x\.mp3 failed \(403 SignatureDoesNotMatch\)/,
    );
    expect(fake.objects.has('audio/x.mp3')).toBe(false);
  });

  it('presigned GET URLs play (with Range) until they expire, and only for their key', async () => {
    await s3.put('audio/story.mp3', BYTES, 'audio/mpeg');
    const url = await s3.presignGet('audio/story.mp3', 60);
    const plain = await fetch(url);
    expect(plain.status).toBe(200);
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(BYTES);
    const ranged = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(BYTES.subarray(990));

    // Another key with this URL's signature is refused.
    const forged = url.replace('story.mp3', 'other.mp3');
    expect((await fetch(forged)).status).toBe(403);

    fake.advance(61);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Message>Request has expired</Message>');
    fake.advance(-61);
  });

  it('keys with spaces, unicode and characters S3 escapes are signed and stored as given', async () => {
    for (const key of ['audio/ünï cödé.mp3', "audio/a+b=c&d (1)!'*.mp3", 'audio/deep/path/x~y.mp3']) {
      await s3.put(key, BYTES.subarray(0, 10), 'audio/mpeg');
      expect(fake.objects.has(key), key).toBe(true);
      expect(await s3.head(key), key).toBe(10);
      const presigned = await fetch(await s3.presignGet(key, 60));
      expect(presigned.status, key).toBe(200);
    }
  });
});

describe('temporary credentials (an IAM role): the session token is sent and signed', () => {
  let withToken: FakeS3;
  beforeAll(async () => {
    withToken = await startFakeS3({ sessionToken: 'FwoGZXIvYXdzEXAMPLE//session+token=' });
  });
  afterAll(() => withToken.close());
  const client = (sessionToken?: string) =>
    createS3Client({
      bucket: withToken.bucket,
      endpoint: withToken.endpoint,
      region: withToken.region,
      accessKeyId: withToken.accessKeyId,
      secretAccessKey: withToken.secretAccessKey,
      sessionToken,
      forcePathStyle: true,
    });

  it('works with the token, in headers and in presigned URLs', async () => {
    const s3 = client('FwoGZXIvYXdzEXAMPLE//session+token=');
    await s3.put('audio/t.mp3', BYTES, 'audio/mpeg');
    expect(await s3.head('audio/t.mp3')).toBe(1000);
    const url = await s3.presignGet('audio/t.mp3', 60);
    expect(new URL(url).searchParams.get('X-Amz-Security-Token')).toBe('FwoGZXIvYXdzEXAMPLE//session+token=');
    expect((await fetch(url)).status).toBe(200);
  });

  it('is refused without it or with another one (InvalidToken)', async () => {
    await expect(client().put('audio/u.mp3', BYTES, 'audio/mpeg')).rejects.toThrow(/403 InvalidToken/);
    await expect(client('stale-token').put('audio/u.mp3', BYTES, 'audio/mpeg')).rejects.toThrow(
      /403 InvalidToken/,
    );
    expect(withToken.objects.has('audio/u.mp3')).toBe(false);
  });
});
