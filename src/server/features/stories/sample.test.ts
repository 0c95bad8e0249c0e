import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { writeSampleStory } from './sample.js';

describe('the sample story (front door)', () => {
  it('is written by the local engine, the same every time', () => {
    const first = writeSampleStory();
    expect(writeSampleStory()).toEqual(first);
    expect(first.title).toMatch(/Luna/);
    expect(first.content.split('\n\n').length).toBeGreaterThan(2);
    expect(first.wordCount).toBeGreaterThan(150);
  });

  describe('GET /api/sample-story', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it('answers a visitor with no session, publicly cacheable', async () => {
      const res = await new TestClient(t.app).get('/api/sample-story');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...writeSampleStory(), audioUrl: '/api/sample-story/audio' });
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('can be heard: the app voice reads it, with Range requests for seeking, to anyone', async () => {
      const whole = await t.app.request('/api/sample-story/audio');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/mpeg');
      const size = Number(whole.headers.get('content-length'));
      expect(size).toBeGreaterThan(10_000);
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect(bytes.length).toBe(size);
      const part = await t.app.request('/api/sample-story/audio', { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(0, 100));
    }, 60_000);

    it('answers 304 to a browser that already has it', async () => {
      const first = await t.app.request('/api/sample-story');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await t.app.request('/api/sample-story', { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });
  });
});
