import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_LENGTHS } from '../../../shared/constants.js';
import {
  DAILY_UI,
  engagementPercent,
  type TAdminDailyStoryResponse,
  type TDailyJobResponse,
  type TDailyPublicResponse,
  type TDailyEstimates,
  type TDailyStats,
  type TDailyStory,
} from '../../../shared/daily.js';
import type { TAuditEntry } from '../../../shared/admin-data.js';
import { ADMIN_MESSAGES, DAILY_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { seedSubscription } from '../../../../tests/support/subscriptions.js';
import { addDays, todayIn } from './calendar.js';
import { dailyTestApp, insertDraft, type DailyTestApp } from '../../../../tests/support/features/daily.js';

let t: DailyTestApp;
let admin: AdminClient;
let reader: TestClient;
let today: string;

beforeAll(async () => {
  t = await dailyTestApp({ APP_TIMEZONE: 'Pacific/Kiritimati' });
  admin = await signUpAdmin(t.app, t.ctx, 'editor@example.com');
  reader = await signUpVerified(t.app, 'reader@example.com');
  await seedSubscription(t.ctx, 'reader@example.com', 'starter', 'trialing');
  today = todayIn('Pacific/Kiritimati', new Date());
});
afterAll(() => t.close());

const schedule = (id: string, publishDate?: string) =>
  admin.put<{ success: boolean; story: TDailyStory; message: string; error?: string }>(
    `/api/admin/daily-story/${id}/schedule`,
    publishDate === undefined ? { status: 'scheduled' } : { publishDate, status: 'scheduled' },
  );

describe('generation (a job) and drafts', () => {
  it('writes a draft with the defaults (Charlie, bedtime, medium) and follows the job when asked to', async () => {
    const res = await admin.post<TDailyJobResponse>('/api/admin/daily-story/generate', {});
    expect(res.status).toBe(200);
    const story = res.body.story!;
    expect(story).toMatchObject({
      status: 'draft',
      date: null,
      theme: 'bedtime',
      stats: { views: 0, plays: 0 },
    });
    expect(story.content).toContain('Charlie');
    const { minWords, maxWords } = STORY_LENGTHS.medium;
    expect(story.metadata.wordCount).toBeGreaterThanOrEqual(minWords);
    expect(story.metadata.wordCount).toBeLessThanOrEqual(maxWords);
    expect(story.audio).toBeUndefined();

    // Prefer: respond-async answers 202 with the job at once; the job then reaches ready.
    const started = await admin.post<TDailyJobResponse>(
      '/api/admin/daily-story/generate',
      { theme: 'space', storyLength: 'short', mainCharacterName: 'Nova', age: 7 },
      { prefer: 'respond-async' },
    );
    expect(started.status).toBe(202);
    let job = started.body.job;
    for (let i = 0; i < 100 && job.status !== 'ready' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await admin.get<TDailyJobResponse>(`/api/admin/daily-story/jobs/${job.id}`)).body.job;
    }
    expect(job.status).toBe('ready');
    const listed = await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories?status=draft');
    expect(listed.body.stories.find((s) => s.id === job.storyId)?.content).toContain('Nova');
  });

  it('refuses a payload outside the generator’s options, and saves nothing', async () => {
    const before = (await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories')).body.stories
      .length;
    const tooOld = await admin.post('/api/admin/daily-story/generate', { age: 13 });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body).toMatchObject({ error: DAILY_UI.ageRange });
    expect((await admin.post('/api/admin/daily-story/generate', { theme: 'zombies' })).status).toBe(400);
    expect((await admin.post('/api/admin/daily-story/generate', { surprise: 1 })).status).toBe(400);
    const after = (await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories')).body.stories
      .length;
    expect(after).toBe(before);
  });
});

describe('schedule rules (spec §5)', () => {
  it('needs a date, refuses a past one, and publishes on today or later', async () => {
    const id = await insertDraft(t.ctx, 'Rules');
    expect((await schedule(id)).body).toMatchObject({ error: ADMIN_MESSAGES.selectPublishDate });
    expect((await schedule(id, '')).body).toMatchObject({ error: ADMIN_MESSAGES.selectPublishDate });
    expect((await schedule(id, '2030-02-30')).status).toBe(400);
    const past = await schedule(id, addDays(today, -1));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: ADMIN_MESSAGES.pastDate });

    const ok = await schedule(id, addDays(today, 3));
    expect(ok.status).toBe(200);
    expect(ok.body.story).toMatchObject({ status: 'published', date: addDays(today, 3) });
    expect(ok.body.message).toBe(ADMIN_MESSAGES.scheduled(addDays(today, 3)));
    // Moving it to another date frees the first.
    expect((await schedule(id, addDays(today, 4))).status).toBe(200);
    expect((await schedule(await insertDraft(t.ctx, 'Freed'), addDays(today, 3))).status).toBe(200);
  });

  it('one story per date: of five drafts scheduled for one date at once, exactly one wins', async () => {
    const date = addDays(today, 10);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => insertDraft(t.ctx, `Racer ${n}`)));
    const results = await Promise.all(ids.map((id) => schedule(id, date)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ error: DAILY_UI.dateTaken(date) });
    const published = (
      await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories?status=published')
    ).body.stories;
    expect(published.filter((s) => s.date === date)).toHaveLength(1);
    expect(
      (
        await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories?status=draft')
      ).body.stories.filter((s) => s.title.startsWith('Racer')),
    ).toHaveLength(4);
  });
});

describe("today's story for subscribers", () => {
  let storyId: string;

  it('before anything is scheduled for today: hasStoryToday is false and readers get No daily story available', async () => {
    const current = await admin.get<TAdminDailyStoryResponse>('/api/admin/daily-story');
    expect(current.body).toMatchObject({ hasStoryToday: false, story: null });
    expect(current.body.debugInfo).toMatchObject({ today, timeZone: 'Pacific/Kiritimati' });
    const res = await reader.get<TDailyPublicResponse>('/api/stories/daily/public');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, story: null, error: DAILY_MESSAGES.noDailyStory });
  });

  it('a visitor and a free account get Subscription Required with upgradeRequired', async () => {
    storyId = await insertDraft(t.ctx, 'Moon Boat', 'Charlie sailed the moon boat. The stars hummed softly.');
    expect((await schedule(storyId, today)).status).toBe(200);
    const current = await admin.get<TAdminDailyStoryResponse>('/api/admin/daily-story');
    expect(current.body).toMatchObject({ hasStoryToday: true, story: { id: storyId } });

    const visitor = new TestClient(t.app);
    const free = await signUpVerified(t.app, 'free@example.com');
    for (const who of [visitor, free]) {
      const res = await who.get<TDailyPublicResponse>('/api/stories/daily/public');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        upgradeRequired: true,
        error: SUBSCRIPTION_MESSAGES.subscriptionRequired,
      });
      expect((await who.get('/api/stories/daily/audio')).status).toBe(403);
    }
  });

  it('counts one view per subscriber a day however often they load, and one play per view', async () => {
    const first = await reader.get<TDailyPublicResponse>('/api/stories/daily/public');
    expect(first.status).toBe(200);
    expect(first.body.story).toMatchObject({ id: storyId, title: 'Moon Boat', date: today });
    expect(first.body.story).not.toHaveProperty('stats');
    // Issue 28: a hundred loads at once by the same subscriber are the same view.
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => reader.get<TDailyPublicResponse>('/api/stories/daily/public')),
    );
    expect(burst.every((r) => r.status === 200 && r.body.viewId === first.body.viewId)).toBe(true);
    const second = await signUpVerified(t.app, 'second-reader@example.com');
    await seedSubscription(t.ctx, 'second-reader@example.com', 'starter', 'trialing');
    const theirs = await second.get<TDailyPublicResponse>('/api/stories/daily/public');
    expect(theirs.body.viewId).not.toBe(first.body.viewId);

    const play = (viewId: string | undefined, who: TestClient = reader) =>
      who.post<{ counted: boolean }>('/api/stories/daily/public/play', { storyId, viewId });
    // Plays reported without a session, or by someone who did not take that view, count nothing.
    expect((await play(first.body.viewId, new TestClient(t.app))).status).toBe(401);
    expect((await play(first.body.viewId, second)).body.counted).toBe(false);
    const racing = await Promise.all([1, 2, 3, 4].map(() => play(first.body.viewId)));
    expect(racing.filter((r) => r.body.counted)).toHaveLength(1);
    expect((await play(first.body.viewId)).body.counted).toBe(false);
    // A view id of another story, or a made-up one, counts nothing.
    expect((await play('00000000-0000-4000-8000-000000000000')).body.counted).toBe(false);
    expect((await reader.post('/api/stories/daily/public/play', { storyId })).status).toBe(400);

    const stats = (await admin.get<{ stats: TDailyStats }>('/api/admin/daily-story/stats')).body.stats;
    expect(stats.recentStories[0]).toMatchObject({ id: storyId, date: today, stats: { views: 2, plays: 1 } });
    expect(stats).toMatchObject({ totalViews: 2, totalPlays: 1 });
    expect(stats.averageViewsPerStory).toBe(Math.round((2 / stats.totalStories) * 10) / 10);
    expect(engagementPercent(stats.totalPlays, stats.totalViews)).toBe(50);
  });

  it('Add Audio narrates the story; readers stream it with Range, admins fetch any story’s audio', async () => {
    expect((await reader.get('/api/stories/daily/audio')).status).toBe(404);
    const res = await admin.post<TDailyJobResponse>(`/api/admin/daily-story/${storyId}/generate-audio`);
    expect(res.status).toBe(200);
    expect(res.body.story?.audio).toMatchObject({ mimeType: 'audio/mpeg' });
    expect(res.body.story!.audio!.duration).toBeGreaterThan(1);
    const again = await admin.post(`/api/admin/daily-story/${storyId}/generate-audio`);
    expect(again.status).toBe(409);

    const publicStory = (await reader.get<TDailyPublicResponse>('/api/stories/daily/public')).body.story!;
    expect(publicStory.audioUrl).toBe(`/api/stories/daily/audio?storyId=${storyId}`);
    // The next warning says what narration takes here, measured (issue 26).
    const { estimates } = (
      await admin.get<{ estimates: TDailyEstimates }>('/api/admin/daily-story/estimates')
    ).body;
    expect(estimates.audioSeconds).toBeGreaterThanOrEqual(1);
    expect(estimates.audioSeconds).toBeLessThan(60);
    // Sentence timings travel with it: the daily reader highlights as it plays (issue 26).
    const timings = publicStory.audio?.timings ?? [];
    expect(timings.length).toBeGreaterThan(1);
    expect(timings.every((s, i) => s.end > s.start && (i === 0 || s.start >= timings[i - 1]!.start))).toBe(
      true,
    );
    const whole = await t.app.request(publicStory.audioUrl!, { headers: { cookie: reader.cookie } });
    expect(whole.status).toBe(200);
    const size = Number(whole.headers.get('content-length'));
    expect(size).toBe(res.body.story!.audio!.size);
    const part = await t.app.request(publicStory.audioUrl!, {
      headers: { cookie: reader.cookie, range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const forAdmin = await t.app.request(`/api/admin/daily-story/${storyId}/audio`, {
      headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` },
    });
    expect(forAdmin.status).toBe(200);
    expect((await forAdmin.arrayBuffer()).byteLength).toBe(size);
  });

  it('deletes by date and by id', async () => {
    const gone = await admin.delete(`/api/admin/daily-story/date/${today}`);
    expect(gone.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.dailyDeleted });
    expect((await admin.delete(`/api/admin/daily-story/date/${today}`)).status).toBe(404);
    expect((await reader.get('/api/stories/daily/public')).status).toBe(404);
    expect((await reader.get('/api/stories/daily/audio')).status).toBe(404);

    const draft = await insertDraft(t.ctx, 'Short-lived');
    expect((await admin.delete(`/api/admin/daily-story/id/${draft}`)).body).toMatchObject({
      message: ADMIN_MESSAGES.storyDeleted,
    });
    expect((await admin.delete(`/api/admin/daily-story/id/${draft}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/daily-story/date/yesterday')).status).toBe(400);
  });

  it('every admin action above is in the audit log, newest first, with who did it', async () => {
    const res = await admin.get<{ entries: TAuditEntry[] }>('/api/admin/audit?limit=200');
    expect(res.status).toBe(200);
    const { entries } = res.body;
    expect(new Set(entries.map((e) => e.adminEmail))).toEqual(new Set(['editor@example.com']));
    const actions = entries.map((e) => e.action);
    for (const action of ['admin.session.start', 'daily.generate', 'daily.audio', 'daily.schedule'])
      expect(actions).toContain(action);
    // The two deletes of the test before, the last first; refused calls (404, 400) left no entry.
    expect(entries.slice(0, 2).map((e) => [e.action, e.details['title']])).toEqual([
      ['daily.delete', 'Short-lived'],
      ['daily.delete', expect.any(String)],
    ]);
    expect(actions.filter((a) => a === 'daily.delete')).toHaveLength(2);
    const stamps = entries.map((e) => Date.parse(e.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect((await reader.get('/api/admin/audit')).status).toBe(403);
    expect((await admin.get('/api/admin/audit?limit=0')).status).toBe(400);
  });
});

describe('the daily calendar', () => {
  it('today turns at APP_TIMEZONE midnight', () => {
    const instant = new Date('2025-03-01T11:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2025-03-01');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2025-03-02'); // UTC+14
    expect(todayIn('America/Los_Angeles', new Date('2025-03-01T07:59:00Z'))).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});
