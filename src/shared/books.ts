import { z } from 'zod';
import {
  MAX_BOOK_STORIES,
  BOOK_PAGE_SIZES,
  type TBookPageSize,
  type TBookStatus,
  BOOK_MESSAGES,
} from './books-ui.js';

export * from './books-ui.js';

/**
 * Issue 30, a printed book: the parent picks stories in the library and downloads a picture-book
 * PDF. The request, the job's status and every word the parent sees, shared by server and web.
 */

export const ZBookRequest = z.object({
  storyIds: z
    .array(z.uuid({ error: BOOK_MESSAGES.badStoryId }), { error: BOOK_MESSAGES.pickStories })
    .min(1, BOOK_MESSAGES.pickStories)
    .max(MAX_BOOK_STORIES, BOOK_MESSAGES.tooManyStories)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      message: BOOK_MESSAGES.duplicateStories,
    }),
  pageSize: z.enum(BOOK_PAGE_SIZES, { error: BOOK_MESSAGES.badPageSize }),
});
export type TBookRequest = z.infer<typeof ZBookRequest>;

export interface TBookCreated {
  id: string;
}

export interface TBook {
  id: string;
  status: TBookStatus;
  /** 0..1: the share of stories laid out. */
  progress: number;
  pageCount?: number;
  storyCount: number;
  pageSize: TBookPageSize;
}
