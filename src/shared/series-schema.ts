import { z } from 'zod';
import { CHILD_MESSAGES } from './messages.js';
import {
  SERIES_MAX_CHAPTERS,
  SERIES_MESSAGES,
  SERIES_MIN_CHAPTERS,
  SERIES_STATUSES,
  type TSeries,
} from './series.js';
import { MAX_STORY_CHILDREN, SIBLING_MESSAGES } from './siblings.js';
import { STORY_OPTION_FIELDS, ZStoryOptions, ZStorySummary } from './stories.js';

/** The zod side of series.ts: the server parses requests with these. */

/** POST /api/series: the children (Family: up to three), the chapters, the story options. */
export const ZSeriesCreateRequest = z.strictObject(
  {
    childIds: z
      .array(z.uuid({ error: CHILD_MESSAGES.notFound }), { error: SERIES_MESSAGES.childIdsInvalid })
      .min(1, SERIES_MESSAGES.childIdsInvalid)
      .max(MAX_STORY_CHILDREN, SIBLING_MESSAGES.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, SIBLING_MESSAGES.duplicate),
    chapters: z
      .number({ error: SERIES_MESSAGES.chaptersInvalid })
      .int(SERIES_MESSAGES.chaptersInvalid)
      .min(SERIES_MIN_CHAPTERS, SERIES_MESSAGES.chaptersInvalid)
      .max(SERIES_MAX_CHAPTERS, SERIES_MESSAGES.chaptersInvalid),
    ...STORY_OPTION_FIELDS,
  },
  {
    error: (issue: { code?: string; keys?: string[] }) =>
      issue.code === 'unrecognized_keys'
        ? CHILD_MESSAGES.unknownField((issue.keys ?? []).join(', '))
        : undefined,
  },
);
export type TSeriesCreateRequest = z.infer<typeof ZSeriesCreateRequest>;

export const ZSeries = z.object({
  id: z.string(),
  childIds: z.array(z.string()),
  /** The children's first names together ("Mia and Leo"), as the chapters are shelved. */
  childName: z.string(),
  chapters: z.number().int(),
  /** Chapters written so far (a chapter deleted later still counts: it was written). */
  written: z.number().int(),
  options: ZStoryOptions,
  /** Chapter 1's title once it is written. */
  title: z.string().nullable(),
  status: z.enum(SERIES_STATUSES),
  createdAt: z.string(),
});
/** What ZSeries parses to is a TSeries of series.ts (zod-free, for the page): the build fails if not. */
type Assignable<A extends B, B> = A;
export type TSeriesParsed = Assignable<z.infer<typeof ZSeries>, TSeries>;

/** A chapter on the series shelf: the story's summary and its number. */
export const ZSeriesChapter = ZStorySummary.extend({ chapter: z.number().int() });

/** GET /api/series/{id}: the series with its chapters in order. */
export const ZSeriesDetail = ZSeries.extend({ stories: z.array(ZSeriesChapter) });
