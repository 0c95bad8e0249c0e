import { z } from 'zod';
import type { TGeneratedAnswer } from './stories.js';

export * from './briefs-ui.js';

/**
 * A story brief (issue 27 part 1): a parent's story request as the generation job reads it. The
 * POST /api/stories/generate answer carries its id in the BRIEF_HEADER response header (the JSON
 * and the stream keep the spec's shapes); a client that reloads follows it through
 * GET /api/stories/briefs/{id}/events.
 */
export const STORY_BRIEF_STATUSES = ['queued', 'writing', 'done', 'failed'] as const;
export const ZStoryBriefStatus = z.enum(STORY_BRIEF_STATUSES);
export type TStoryBriefStatus = z.infer<typeof ZStoryBriefStatus>;

/** GET /api/stories/briefs/{id}: where a brief is. */
export const ZStoryBriefView = z.object({
  id: z.string(),
  status: ZStoryBriefStatus,
  storyId: z.string().nullable(),
});
export type TStoryBriefView = z.infer<typeof ZStoryBriefView>;

/**
 * The change feed of one brief (GET /api/stories/briefs/{id}/events), server-sent events:
 *   status {id, status, storyId}  where the brief is (first event, and at each change)
 *   text   {chunk} / reset {}     the checked text: what is written so far, then as it comes
 *   done   {data: Story, notices?} the saved story (as POST /api/stories/generate answers it)
 *   error  {error, code, ...}      the generation failed; the credit was given back
 */
export type TStoryBriefEvent =
  | { event: 'status'; data: TStoryBriefView }
  | { event: 'text'; data: { chunk: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: TGeneratedAnswer }
  | { event: 'error'; data: { error: string; code: string } & Record<string, unknown> };
