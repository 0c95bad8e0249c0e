import { Hono } from 'hono';
import {
  DAILY_STATUS_FILTERS,
  DAILY_UI,
  isIsoDate,
  RESPOND_ASYNC,
  ZDailyGenerateRequest,
  ZDailyScheduleRequest,
  ZDailySettings,
  type TDailyJobResponse,
} from '../../../shared/daily.js';
import { ADMIN_MESSAGES } from '../../../shared/messages.js';
import { auditActor, type AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import { audioResponse } from '../../platform/http/range.js';
import type { DailyNarration } from './abilities.js';
import type { DailyAutoPublish } from './auto-publish.js';
import { jobView, type DailyGeneration } from './generation.js';
import type { DailyService } from './service.js';

const ID = ':id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';

interface AdminRouteDeps {
  guards: Guards;
  service: DailyService;
  generation: DailyGeneration;
  autoPublish: DailyAutoPublish;
  narration: DailyNarration;
  audit: AuditLog;
}

/** Spec §7 Admin daily-story calls; every route takes the admin bearer token (requireAdmin). */
export function dailyAdminRoutes({
  guards,
  service,
  generation,
  autoPublish,
  narration,
  audit,
}: AdminRouteDeps) {
  const app = new Hono<AppEnv>();
  const { requireAdmin } = guards;

  /** The job's answer: 200 with the story when done, 202 with the job while it runs, 502 when it failed. */
  async function jobAnswer(jobId: string, prefer: string | undefined) {
    const async = (prefer ?? '').toLowerCase().includes(RESPOND_ASYNC.value);
    const row = await generation.waitFor(jobId, async ? 0 : undefined);
    const job = jobView(row);
    if (row.status === 'failed') {
      throw new AppError('GENERATION_FAILED', 502, row.error ?? ADMIN_MESSAGES.storyFailed, { job });
    }
    if (row.status !== 'ready' || !row.storyId) {
      return { status: 202 as const, body: { success: true, job } satisfies TDailyJobResponse };
    }
    const story = await service.byId(row.storyId);
    return { status: 200 as const, body: { success: true, job, story } satisfies TDailyJobResponse };
  }

  app.post('/api/admin/daily-story/generate', requireAdmin, async (c) => {
    const request = parseInput(ZDailyGenerateRequest, await readJson(c));
    const row = await generation.startGeneration(request, c.get('user').id);
    await audit.record(auditActor(c.get('user')), {
      action: 'daily.generate',
      targetId: row.id,
      details: { ...request },
    });
    const { status, body } = await jobAnswer(row.id, c.req.header(RESPOND_ASYNC.header));
    return c.json(body, status);
  });

  app.post(`/api/admin/daily-story/${ID}/generate-audio`, requireAdmin, async (c) => {
    const row = await generation.startAudio(c.req.param('id'), c.get('user').id);
    await audit.record(auditActor(c.get('user')), { action: 'daily.audio', targetId: c.req.param('id') });
    const { status, body } = await jobAnswer(row.id, c.req.header(RESPOND_ASYNC.header));
    return c.json(body, status);
  });

  /** The progress of a generation or Add Audio job (the admin screen polls it). */
  app.get(`/api/admin/daily-story/jobs/${ID}`, requireAdmin, async (c) => {
    const row = await generation.follow(c.req.param('id'));
    if (!row) throw AppError.notFound();
    const job = jobView(row);
    const story = row.status === 'ready' && row.storyId ? await service.byId(row.storyId) : undefined;
    return c.json({ success: true, job, ...(story ? { story } : {}) } satisfies TDailyJobResponse);
  });

  app.put(`/api/admin/daily-story/${ID}/schedule`, requireAdmin, async (c) => {
    const { publishDate } = parseInput(ZDailyScheduleRequest, await readJson(c));
    const story = await service.schedule(c.req.param('id'), publishDate);
    await audit.record(auditActor(c.get('user')), {
      action: 'daily.schedule',
      targetId: story.id,
      details: { publishDate: story.date },
    });
    return c.json({ success: true, story, message: ADMIN_MESSAGES.scheduled(publishDate) });
  });

  app.delete('/api/admin/daily-story/date/:date', requireAdmin, async (c) => {
    const date = c.req.param('date');
    if (!isIsoDate(date)) throw AppError.badRequest(DAILY_UI.dateInvalid);
    const removed = await service.remove({ date });
    await audit.record(auditActor(c.get('user')), {
      action: 'daily.delete',
      targetId: removed.id,
      details: { date, title: removed.title },
    });
    return c.json({ success: true, message: ADMIN_MESSAGES.dailyDeleted });
  });

  app.delete(`/api/admin/daily-story/id/${ID}`, requireAdmin, async (c) => {
    const removed = await service.remove({ id: c.req.param('id') });
    await audit.record(auditActor(c.get('user')), {
      action: 'daily.delete',
      targetId: removed.id,
      details: { title: removed.title },
    });
    return c.json({ success: true, message: ADMIN_MESSAGES.storyDeleted });
  });

  app.get('/api/admin/daily-stories', requireAdmin, async (c) => {
    const raw = c.req.query('status') ?? 'all';
    const filter = DAILY_STATUS_FILTERS.find((f) => f === raw);
    if (!filter) throw AppError.badRequest(DAILY_UI.chooseFromList('Status'));
    return c.json({ success: true, stories: await service.list(filter) });
  });

  app.get('/api/admin/daily-story', requireAdmin, async (c) => c.json(await service.current()));

  /** The automatic story's switch (issue 26): kept in the database, so every server obeys it. */
  app.get('/api/admin/daily-story/settings', requireAdmin, async (c) =>
    c.json({ success: true, settings: await autoPublish.settings() }),
  );

  app.put('/api/admin/daily-story/settings', requireAdmin, async (c) => {
    const { autoPublish: on } = parseInput(ZDailySettings, await readJson(c));
    const settings = await autoPublish.setAutoPublish(on, c.get('user').id);
    await audit.record(auditActor(c.get('user')), { action: 'daily.settings', details: { autoPublish: on } });
    return c.json({ success: true, settings });
  });

  /** How long generating takes here, measured from recent jobs (issue 26). */
  app.get('/api/admin/daily-story/estimates', requireAdmin, async (c) =>
    c.json({ success: true, estimates: await generation.estimates() }),
  );

  app.get('/api/admin/daily-story/stats', requireAdmin, async (c) =>
    c.json({ success: true, stats: await service.stats() }),
  );

  /** Any daily story's narration, drafts included (the admin player fetches it with the token). */
  app.get(`/api/admin/daily-story/${ID}/audio`, requireAdmin, async (c) => {
    const file = await service.audioFile({ id: c.req.param('id') });
    if (!file) throw AppError.notFound(DAILY_UI.noSuchStory);
    return audioResponse(
      c.req.header('range'),
      file.size,
      (r) => narration.stream(file.key, r),
      'private, no-store',
    );
  });

  return app;
}
