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
import { firstName } from '../../../shared/children.js';

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

  /** Every child of the story that still exists, with their answer; 404 for another family's story. */
  async function answer(userId: string, storyId: string): Promise<TBedtimeFeedback> {
    const ids = await bedtime.storyChildren(userId, storyId);
    if (ids === undefined) throw AppError.notFound(STORY_MESSAGES.notFound);
    const found = await Promise.all(
      ids.map(async (childId) => {
        const child = await children.findOwned(userId, childId);
        if (child === null) return null;
        return {
          childId,
          name: firstName(child.name),
          outcome: await bedtime.outcomeOf(storyId, childId),
          learning: child.bedtimeLearning !== false,
        };
      }),
    );
    const each = found.filter((c) => c !== null);
    const [first] = each;
    if (first === undefined) throw AppError.notFound(CHILD_MESSAGES.notFound);
    return {
      storyId,
      childId: first.childId,
      outcome: first.outcome,
      learning: first.learning,
      children: each,
    };
  }

  /** The child an answer is for: one of the story's (the first by default), else a 404. */
  function childOf(before: TBedtimeFeedback, childId: string | undefined): string {
    const id = childId ?? before.childId;
    if (!before.children.some((c) => c.childId === id)) throw AppError.notFound(CHILD_MESSAGES.notFound);
    return id;
  }

  app.get(`/api/stories/${STORY_ID}/bedtime`, guards.requireVerifiedUser, async (c) =>
    c.json({ data: await answer(c.get('user').id, c.req.param('id')) }),
  );

  app.put(`/api/stories/${STORY_ID}/bedtime`, guards.requireVerifiedUser, async (c) => {
    const { outcome, childId } = parseInput(ZBedtimeFeedbackRequest, await readJson(c));
    const userId = c.get('user').id;
    const before = await answer(userId, c.req.param('id'));
    await bedtime.record(userId, before.storyId, childOf(before, childId), outcome);
    return c.json({ data: await answer(userId, before.storyId) });
  });

  app.put(`/api/stories/${STORY_ID}/bedtime/learning`, guards.requireVerifiedUser, async (c) => {
    const { enabled, childId } = parseInput(ZBedtimeLearningRequest, await readJson(c));
    const userId = c.get('user').id;
    const before = await answer(userId, c.req.param('id'));
    const id = childOf(before, childId);
    if (!children.setBedtimeLearning || !(await children.setBedtimeLearning(userId, id, enabled)))
      throw AppError.notFound(CHILD_MESSAGES.notFound);
    return c.json({ data: await answer(userId, before.storyId) });
  });

  return app;
}
