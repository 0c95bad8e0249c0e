import type { TStoryLength, TStoryTheme } from './constants.js';
import type { TStorySummary } from './stories.js';

/**
 * A series (issue 27): three to seven chapters, one a night, for one child or siblings. Each
 * chapter is a story (one story credit) written with the series' children and options; it keeps
 * chapter 1's companion and world, opens with "Last time, ..." and the last one closes the story.
 * No zod here: the web page imports this file (the request and answer schemas are in
 * series-schema.ts).
 */
export const SERIES_MIN_CHAPTERS = 3;
export const SERIES_MAX_CHAPTERS = 7;
export const SERIES_DEFAULT_CHAPTERS = 5;
/** A chapter may run this many words over its length: its "Last time" and arc lines are always told. */
export const SERIES_EXTRA_WORDS = 40;

export const SERIES_STATUSES = ['open', 'finished', 'ended'] as const;
export type TSeriesStatus = (typeof SERIES_STATUSES)[number];

export const SERIES_MESSAGES = {
  notFound: 'Series not found',
  chaptersInvalid: `A series has ${SERIES_MIN_CHAPTERS} to ${SERIES_MAX_CHAPTERS} chapters`,
  childIdsInvalid: 'childIds must be a list of one to three child profile ids',
  finished: 'This series is finished: every chapter has been written.',
  ended: 'This series has ended because one of its children was removed.',
  chapterTaken: 'That chapter was just written. Open the series to read it.',
  // The web page
  formLegend: 'A story over several nights',
  formToggle: 'Make it a series',
  formHint: 'A few chapters, one each night, with the same friend. Each chapter uses one story.',
  formChapters: 'How many chapters',
  chaptersOption: (n: number) => `${n} chapters`,
  start: 'Start the series',
  starting: 'Starting the series…',
  shelfTitle: 'Series',
  shelfLabel: (title: string) => `Series: ${title}`,
  untitled: 'A new series',
  progress: (written: number, chapters: number) => `Chapter ${written} of ${chapters}`,
  chapterLabel: (n: number) => `Chapter ${n}`,
  chapterLink: (n: number, title: string) => `Read chapter ${n}: ${title}`,
  writeNext: 'Write the next chapter',
  writeNextLabel: (n: number, title: string) => `Write the next chapter: chapter ${n} of ${title}`,
  writing: 'Writing the next chapter…',
  finishedNote: 'The end: every chapter is written.',
  endedNote: 'This series has ended.',
  writeFailed: 'The chapter could not be written. Please try again.',
  loadFailed: 'The series could not be loaded.',
} as const;

/** The story options a series keeps for every chapter (as ZStoryOptions parses them). */
export interface TSeriesOptions {
  storyType: 'personalized_text' | 'personalized_audio';
  theme: TStoryTheme;
  storyLength: TStoryLength;
  setting?: string | undefined;
  randomTwist?: string | undefined;
  familyFriends?: string | undefined;
  learningGoals?: string | undefined;
  customPrompt?: string | undefined;
}

/** POST /api/series's answer and each entry of the list. */
export interface TSeries {
  id: string;
  childIds: string[];
  /** The children's names together ("Mia and Leo"), as the chapters are shelved. */
  childName: string;
  chapters: number;
  /** Chapters written so far (a chapter deleted later still counts: it was written). */
  written: number;
  options: TSeriesOptions;
  /** Chapter 1's title once it is written. */
  title: string | null;
  status: TSeriesStatus;
  createdAt: string;
}

/** A chapter on the series shelf: the story's summary and its number. */
export type TSeriesChapter = TStorySummary & { chapter: number };

/** GET /api/series/{id}: the series with its chapters in order (GET /api/series: a list of them). */
export interface TSeriesDetail extends TSeries {
  stories: TSeriesChapter[];
}

/** POST /api/series. */
export interface TSeriesCreateBody extends Partial<TSeriesOptions> {
  childIds: string[];
  chapters: number;
}

export const SERIES_PATH = '/api/series';
export const seriesPath = (id: string) => `${SERIES_PATH}/${encodeURIComponent(id)}`;
