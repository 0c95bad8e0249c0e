import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_UI,
  type TAdminDailyStoryResponse,
  type TDailyPublicResponse,
  type TDailySettings,
  type TDailyStory,
} from '../../../shared/daily.js';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { signUpVerified, type TestClient } from '../../../../tests/support/client.js';
import { seedSubscription } from '../../../../tests/support/subscriptions.js';
import { createLogger } from '../../platform/logger.js';
import { AUTO_PUBLISH_JOB, createDailyAutoPublish } from './auto-publish.js';
import { addDays, todayIn } from './calendar.js';
import { dailyTestApp, insertDraft, type DailyTestApp } from '../../../../tests/support/features/daily.js';

/**
 * Issue 26, a home that is never empty: a day the admin left empty gets one story written and
 * published by the app, from the start of the day in APP_TIMEZONE.
 */
const ZONE = 'Pacific/Kiritimati';
const logger = createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' });

let a: DailyTestApp;
let b: DailyTestApp;
let admin: AdminClient;
let reader: TestClient;
let today: string;

beforeAll(async () => {
  today = todayIn(ZONE, new Date());
  // Two app instances on one database, as two servers behind a balancer; both start on an empty day.
  a = await dailyTestApp({ APP_TIMEZONE: ZONE }, { autoPublish: true });
  b = await dailyTestApp({ APP_TIMEZONE: ZONE }, { sameDatabaseAs: a });
  admin = await signUpAdmin(a.app, a.ctx, 'auto-editor@example.com');
  reader = await signUpVerified(a.app, 'auto-reader@example.com');
  await seedSubscription(a.ctx, 'auto-reader@example.com', 'premium', 'active');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function storiesOn(date: string) {
  const { rows } = await a.ctx.database.sql.query<{ id: string; automatic: boolean; title: string }>(
    `SELECT id, automatic, title FROM "daily_story" WHERE "publish_date" = $1`,
    [date],
  );
  return rows;
}

/** A publisher of another instance (its own memory, the same database), its clock on `date`. */
function publisherOn(app: DailyTestApp, date: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  return createDailyAutoPublish({
    db: app.ctx.db,
    jobs: app.ctx.jobs,
    author: { write: (input) => app.ctx.stories.service.writeDaily(input) },
    logger,
    // UTC noon of `date`: the same calendar day in UTC (the zone of this clock).
    timeZone: 'UTC',
    now: () => noon,
  });
}

const schedule = (id: string, publishDate: string) =>
  admin.put<{ story: TDailyStory; error?: string }>(`/api/admin/daily-story/${id}/schedule`, {
    publishDate,
    status: 'scheduled',
  });

describe('the automatic daily story', () => {
  it('servers that start on an empty day publish one story at once, marked automatic', async () => {
    let current: TAdminDailyStoryResponse | undefined;
    for (let i = 0; i < 100 && !current?.hasStoryToday; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      current = (await admin.get<TAdminDailyStoryResponse>('/api/admin/daily-story')).body;
    }
    expect(current?.story).toMatchObject({ status: 'published', date: today, automatic: true });
    // The start-up kick queued it (not the minute's cron): each instance sent the day's run.
    const { rows } = await a.ctx.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
      [AUTO_PUBLISH_JOB, `${AUTO_PUBLISH_JOB}:${today}`],
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(1);
    // Both instances ran it; the day has one story.
    expect(await storiesOn(today)).toHaveLength(1);

    // Written by the daily generator's writer from its defaults, the hero's name turning with the day.
    expect(current!.story!.content.length).toBeGreaterThan(200);
    // Readers get it like any daily story, without the admin's marks.
    const res = await reader.get<TDailyPublicResponse>('/api/stories/daily/public');
    expect(res.status).toBe(200);
    expect(res.body.story).toMatchObject({ id: current!.story!.id, date: today });
    expect(res.body.story).not.toHaveProperty('automatic');
  });

  it('the job run again, twice at once, and by the other instance, leaves exactly one story per day', async () => {
    // Today: both instances' jobs run again; nothing more is written.
    await a.ctx.daily.autoPublish.job.handler({});
    await b.ctx.daily.autoPublish.job.handler({});
    expect(await storiesOn(today)).toHaveLength(1);

    // A new empty day: two instances race for it, twice over.
    const day = addDays(today, 20);
    const [first, second] = [publisherOn(a, day), publisherOn(b, day)];
    const outcomes = await Promise.all([first.publishToday(), second.publishToday()]);
    expect(outcomes.filter((o) => o === 'published')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'published')).toEqual(['done']);
    expect(await Promise.all([first.publishToday(), second.publishToday()])).toEqual(['done', 'done']);
    const stories = await storiesOn(day);
    expect(stories).toHaveLength(1);
    expect(stories[0]?.automatic).toBe(true);
  });

  it('a day whose automatic story the admin deleted stays as the admin left it', async () => {
    const day = addDays(today, 19);
    expect(await publisherOn(a, day).publishToday()).toBe('published');
    expect((await admin.delete(`/api/admin/daily-story/date/${day}`)).status).toBe(200);
    expect(await publisherOn(b, day).publishToday()).toBe('done');
    expect(await storiesOn(day)).toEqual([]);
  });

  it('an admin-scheduled story is never replaced by the automatic one', async () => {
    const day = addDays(today, 21);
    const mine = await insertDraft(a.ctx, 'The Admin’s Choice');
    expect((await schedule(mine, day)).status).toBe(200);
    expect(await publisherOn(a, day).publishToday()).toBe('taken');
    expect(await publisherOn(b, day).publishToday()).toBe('taken');
    expect(await storiesOn(day)).toEqual([{ id: mine, automatic: false, title: 'The Admin’s Choice' }]);
  });

  it('the admin list marks the automatic story, and only it', async () => {
    const stories = (await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories')).body.stories;
    const todays = stories.find((s) => s.date === today);
    expect(todays?.automatic).toBe(true);
    expect(stories.find((s) => s.date === addDays(today, 21))?.automatic).toBe(false);
    expect(
      stories
        .filter((s) => s.automatic)
        .map((s) => s.date)
        .sort(),
    ).toEqual([today, addDays(today, 20)]);
  });

  it('scheduling a story for a day with an automatic one replaces it; an admin’s story is not replaced', async () => {
    const auto = (await admin.get<TAdminDailyStoryResponse>('/api/admin/daily-story')).body.story!;
    expect(auto.automatic).toBe(true);
    const mine = await insertDraft(a.ctx, 'Tonight’s Pick', 'Charlie found a lantern. It glowed softly.');
    const res = await schedule(mine, today);
    expect(res.status).toBe(200);
    expect(res.body.story).toMatchObject({ id: mine, date: today, automatic: false, status: 'published' });

    const current = (await admin.get<TAdminDailyStoryResponse>('/api/admin/daily-story')).body;
    expect(current).toMatchObject({ hasStoryToday: true, story: { id: mine, automatic: false } });
    const listed = (await admin.get<{ stories: TDailyStory[] }>('/api/admin/daily-stories')).body.stories;
    expect(listed.find((s) => s.id === auto.id)).toBeUndefined();
    expect(await storiesOn(today)).toEqual([{ id: mine, automatic: false, title: 'Tonight’s Pick' }]);
    const read = await reader.get<TDailyPublicResponse>('/api/stories/daily/public');
    expect(read.body.story).toMatchObject({ id: mine, title: 'Tonight’s Pick' });

    // The day had its automatic run: the job leaves the admin's story alone.
    await a.ctx.daily.autoPublish.job.handler({});
    expect(await storiesOn(today)).toEqual([{ id: mine, automatic: false, title: 'Tonight’s Pick' }]);
    // Another draft for the same day: the admin's own choice is not replaced, as before.
    const other = await schedule(await insertDraft(a.ctx, 'Second Thoughts'), today);
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(DAILY_UI.dateTaken(today));
  });

  it('the admin’s switch, kept in the database, stops it on every instance; switched on, it resumes', async () => {
    expect(
      (await admin.get<{ settings: TDailySettings }>('/api/admin/daily-story/settings')).body,
    ).toMatchObject({ settings: { autoPublish: true } });
    expect((await admin.put('/api/admin/daily-story/settings', { autoPublish: 'no' })).status).toBe(400);
    expect((await reader.put('/api/admin/daily-story/settings', { autoPublish: false })).status).toBe(403);

    const off = await admin.put<{ settings: TDailySettings }>('/api/admin/daily-story/settings', {
      autoPublish: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.settings).toEqual({ autoPublish: false });
    // The other instance reads the same switch.
    const fromB = await b.app.request('/api/admin/daily-story/settings', {
      headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` },
    });
    expect(await fromB.json()).toMatchObject({ settings: { autoPublish: false } });

    const day = addDays(today, 22);
    expect(await publisherOn(a, day).publishToday()).toBe('off');
    expect(await publisherOn(b, day).publishToday()).toBe('off');
    expect(await storiesOn(day)).toEqual([]);

    await admin.put('/api/admin/daily-story/settings', { autoPublish: true });
    expect(await publisherOn(b, day).publishToday()).toBe('published');
    expect(await storiesOn(day)).toHaveLength(1);
  });
});
