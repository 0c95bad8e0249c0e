import { z } from 'zod';
import { PROBLEM_KINDS, STORY_TAGS } from './tags.js';

/** What every part of a pack's schema is made of: a Text (lines per reading level), ids, tags. */

const ZTemplates = z.array(z.string().trim().min(1, 'an empty line')).min(1, 'needs at least one line');

/** Lines per reading level; advanced falls back to intermediate. */
export const ZLevelText = z
  .object({
    beginner: ZTemplates,
    intermediate: ZTemplates,
    advanced: ZTemplates.optional(),
  })
  .strict();

/** A plain list is used at every level. */
export const ZText = z.union([ZTemplates, ZLevelText]);
export type TText = z.infer<typeof ZText>;

export const ZId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by dashes');
export const ZTag = z.enum(STORY_TAGS);
export const ZTags = z.array(ZTag).default([]);
export const ZProblemKind = z.enum(PROBLEM_KINDS);

/** The kinds of puzzle a plot may set: a riddle to answer, or marks (buttons, dots, wheels) to work out. */
export const PUZZLES = ['riddle', 'marks'] as const;

/** A Text for each problem kind (an interest's help, a sibling's idea). */
export const ZKindTexts = z.object(
  Object.fromEntries(PROBLEM_KINDS.map((k) => [k, ZText])) as Record<
    (typeof PROBLEM_KINDS)[number],
    typeof ZText
  >,
);
