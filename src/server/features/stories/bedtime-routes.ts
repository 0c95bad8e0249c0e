import { Hono } from 'hono';
import {
  ZBedtimeFeedbackRequest,
  ZBedtimeLearningRequest,
  type TBedtimeFeedback,
} from '../../../shared/bedtime.js';
import { CHILD_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { ChildFinder } from './abilities.js';
import type { BedtimeStore } from './bedtime.js';

const STORY_ID = uuidParam('id');

/**
 * Bedtime that learns: how last night's story went (`GET`/`PUT /api/stories/{id}/bedtime`) and
 * the child's switch for the adjustments (`PUT /api/stories/{id}/bedtime/learning`). A story that
 * is not the parent's is a 404, as everywhere; a story whose child was deleted has no one to
 * learn for (404 with the child message).
 */
export function bedtimeRoutes(deps: { bedtime: BedtimeStore; children: ChildFinder; guards: Guards }) {
  const { bedtime, children, guards } = deps;
  const app = new Hono<AppEnv>();

  async function answer(userId: string, storyId: string): Promise<TBedtimeFeedback> {
    const childId = await bedtime.storyChild(userId, storyId);
    if (childId === undefined) throw AppError.notFound(STORY_MESSAGES.notFound);
    const child = childId === null ? null : await children.findOwned(userId, childId);
    if (childId === null || child === null) throw AppError.notFound(CHILD_MESSAGES.notFound);
    return {
      storyId,
      childId,
      outcome: await bedtime.outcomeOf(storyId, childId),
      learning: child.bedtimeLearning !== false,
    };
  }

  app.get(`/api/stories/${STORY_ID}/bedtime`, guards.requireVerifiedUser, async (c) =>
    c.json({ data: await answer(c.get('user').id, c.req.param('id')) }),
  );

  app.put(`/api/stories/${STORY_ID}/bedtime`, guards.requireVerifiedUser, async (c) => {
    const { outcome } = parseInput(ZBedtimeFeedbackRequest, await readJson(c));
    const userId = c.get('user').id;
    const before = await answer(userId, c.req.param('id'));
    await bedtime.record(userId, before.storyId, before.childId, outcome);
    return c.json({ data: { ...before, outcome } satisfies TBedtimeFeedback });
  });

  app.put(`/api/stories/${STORY_ID}/bedtime/learning`, guards.requireVerifiedUser, async (c) => {
    const { enabled } = parseInput(ZBedtimeLearningRequest, await readJson(c));
    const userId = c.get('user').id;
    const before = await answer(userId, c.req.param('id'));
    if (!children.setBedtimeLearning || !(await children.setBedtimeLearning(userId, before.childId, enabled)))
      throw AppError.notFound(CHILD_MESSAGES.notFound);
    return c.json({ data: { ...before, learning: enabled } satisfies TBedtimeFeedback });
  });

  return app;
}
