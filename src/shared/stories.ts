import { z } from 'zod';
import {
  DEFAULT_STORY_LENGTH,
  DEFAULT_STORY_TYPE,
  DEFAULT_THEME,
  STORY_LENGTH_KEYS,
  STORY_THEMES,
  STORY_TYPES,
} from './constants.js';
import { CHILD_MESSAGES, STORY_MESSAGES, VALIDATION_MESSAGES } from './messages.js';
import { MAX_STORY_CHILDREN, SIBLING_MESSAGES } from './siblings.js';

/** Spec §3 Story and Story generation request, §5 story generation form. */

export const CUSTOM_PROMPT_MAX = 500;
/** setting, randomTwist, familyFriends, learningGoals: short option words or a phrase. */
export const STORY_OPTION_MAX = 100;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;

/** What a parent may ask for; daily_audio belongs to the admin's daily story. */
export const PERSONAL_STORY_TYPES = ['personalized_text', 'personalized_audio'] as const;
export type TPersonalStoryType = (typeof PERSONAL_STORY_TYPES)[number];

function optionText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, CHILD_MESSAGES.textTooLong(label, max))
      .nullish()
      // '' and null mean "not chosen".
      .transform((v) => (v ? v : undefined))
  );
}

const childIdText = z
  .string({ error: VALIDATION_MESSAGES.selectChildFirst })
  .trim()
  .min(1, VALIDATION_MESSAGES.selectChildFirst);

/**
 * The story options of a generate request (and of a series, which keeps them for every chapter):
 * type, theme, setting, twist, family and friends, learning focus, notes and length.
 */
export const STORY_OPTION_FIELDS = {
  storyType: z
    .enum(PERSONAL_STORY_TYPES, { error: STORY_MESSAGES.storyTypeInvalid })
    .default(DEFAULT_STORY_TYPE as TPersonalStoryType),
  theme: z.enum(STORY_THEMES, { error: STORY_MESSAGES.themeInvalid }).default(DEFAULT_THEME),
  setting: optionText('Setting', STORY_OPTION_MAX),
  randomTwist: optionText('Story twist', STORY_OPTION_MAX),
  familyFriends: optionText('Family and friends', STORY_OPTION_MAX),
  learningGoals: optionText('Learning focus', STORY_OPTION_MAX),
  customPrompt: optionText('Additional notes', CUSTOM_PROMPT_MAX),
  storyLength: z
    .enum(STORY_LENGTH_KEYS, { error: STORY_MESSAGES.lengthInvalid })
    .default(DEFAULT_STORY_LENGTH),
};
export const ZStoryOptions = z.object(STORY_OPTION_FIELDS);
export type TStoryOptions = z.infer<typeof ZStoryOptions>;

/**
 * POST /api/stories/generate. `childIds` (one to three children, siblings in one story) may come
 * besides or instead of the spec's `childId`; the parsed request always has both, the child whose
 * credit is spent first in `childIds`.
 */
export const ZStoryGenerateRequest = z
  .strictObject(
    {
      childId: childIdText.optional(),
      childIds: z
        .array(childIdText, { error: SIBLING_MESSAGES.childIdsInvalid })
        .min(1, VALIDATION_MESSAGES.selectChildFirst)
        .max(MAX_STORY_CHILDREN, SIBLING_MESSAGES.tooMany)
        .optional(),
      ...STORY_OPTION_FIELDS,
      /** A series' next chapter (issue 27): the series' children and options are used, not these. */
      seriesId: z.uuid({ error: STORY_MESSAGES.seriesIdInvalid }).optional(),
    },
    {
      error: (issue: { code?: string; keys?: string[] }) =>
        issue.code === 'unrecognized_keys'
          ? CHILD_MESSAGES.unknownField((issue.keys ?? []).join(', '))
          : undefined,
    },
  )
  .superRefine((v, ctx) => {
    // A series' chapter names no child: the series has its children.
    if (v.childId === undefined && v.childIds === undefined && v.seriesId === undefined)
      ctx.addIssue({ code: 'custom', path: ['childId'], message: VALIDATION_MESSAGES.selectChildFirst });
    if (v.childIds !== undefined && new Set(v.childIds).size !== v.childIds.length)
      ctx.addIssue({ code: 'custom', path: ['childIds'], message: SIBLING_MESSAGES.duplicate });
    if (v.childId !== undefined && v.childIds !== undefined && !v.childIds.includes(v.childId))
      ctx.addIssue({ code: 'custom', path: ['childId'], message: SIBLING_MESSAGES.firstNotListed });
  })
  .transform(({ childId, childIds, ...rest }) => {
    const first = childId ?? childIds?.[0] ?? '';
    return { ...rest, childId: first, childIds: [first, ...(childIds ?? []).filter((id) => id !== first)] };
  });
export type TStoryGenerateRequest = z.infer<typeof ZStoryGenerateRequest>;

/** Read-along: one word's place in the narration, in seconds (word n of `sentenceWords`). */
export const ZWordTiming = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TWordTiming = z.infer<typeof ZWordTiming>;

/**
 * Read-along: one sentence's place in the narration, in seconds. `words` only where the voice
 * itself told when each word is said (ElevenLabs' alignment, Flite's segments); it is absent for
 * estimated timings, so the reader then marks whole sentences only.
 */
export const ZSentenceTiming = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  /** The sentence of the story's document it says (story-document.ts), when it is still there. */
  sentenceId: z.string().optional(),
  words: z.array(ZWordTiming).optional(),
});
export type TSentenceTiming = z.infer<typeof ZSentenceTiming>;

/** Spec §3 Audio object (filled by the narration feature in a later issue). */
export const ZStoryAudio = z.object({
  audioUrl: z.string().optional(),
  audioBase64: z.string().optional(),
  mimeType: z.string().default('audio/mpeg'),
  delivery: z.string().optional(),
  duration: z.number().optional(),
  voiceId: z.string().optional(),
  size: z.number().optional(),
  /** Sentence timings for the read-along highlight (issue 9). */
  timings: z.array(ZSentenceTiming).optional(),
});
export type TStoryAudio = z.infer<typeof ZStoryAudio>;

/** A family member's recorded narration (issue 29): `audio` plays like the story's own narration. */
export const ZRecordedVoice = z.object({ id: z.string(), name: z.string(), audio: ZStoryAudio });
export type TRecordedVoice = z.infer<typeof ZRecordedVoice>;

/** Spec §3 Story as the API answers it; `audio` is absent when the story has none. */
/** The story as paragraphs of sentences with stable ids (story-document.ts). */
export const ZStoryDocument = z.object({
  paragraphs: z.array(
    z.object({
      id: z.string(),
      sentences: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});

export const ZStory = z.object({
  id: z.string(),
  /** null once the child profile has been deleted (the story stays, with childName kept). */
  childId: z.string().nullable(),
  childName: z.string(),
  title: z.string(),
  content: z.string(),
  /**
   * The same text as paragraphs and sentences with ids (issue 27), in the answers that carry one
   * story (read, generate); lists leave it out: `storyDocument(content)` gives the same.
   */
  document: ZStoryDocument.optional(),
  theme: z.string(),
  setting: z.string().nullable(),
  storyType: z.enum(STORY_TYPES),
  storyLength: z.enum(STORY_LENGTH_KEYS),
  wordCount: z.number().int(),
  /** Minutes. */
  readingTime: z.number().int(),
  createdAt: z.string(),
  audio: ZStoryAudio.optional(),
  /** Recorded family voices, oldest first; absent when there are none. */
  voices: z.array(ZRecordedVoice).optional(),
});
export type TStory = z.infer<typeof ZStory>;

/**
 * Server-sent events of POST /api/stories/generate with `Accept: text/event-stream`:
 *   text  {chunk}            checked story text, in order, as it is written
 *   reset {}                 forget the text so far: the first draft failed the check and is being rewritten
 *   done  {data: Story, audioStatus?}  the saved story (same as the JSON answer)
 *   error {error, code, ...} the generation failed; the credit was given back
 */
export const STORY_STREAM_EVENTS = { text: 'text', reset: 'reset', done: 'done', error: 'error' } as const;
export type TStoryStreamEvent =
  | { event: 'text'; data: { chunk: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: TGeneratedAnswer }
  | { event: 'error'; data: { error: string; code: string } & Record<string, unknown> };

/**
 * The answer to POST /api/stories/generate (JSON, or the stream's `done` event): the saved story;
 * for personalized_audio still narrating, how far it is; and `notices`, when something the parent
 * typed could not be used as asked (a twist the story could not take, a theme a fear moved).
 */
export interface TGeneratedAnswer {
  data: TStory;
  audioStatus?: TAudioJobStatus;
  notices?: string[];
}

export function generatedAnswer(
  story: TStory,
  audioStatus?: TAudioJobStatus,
  notices?: string[],
): TGeneratedAnswer {
  return {
    data: story,
    ...(audioStatus !== undefined && story.audio === undefined ? { audioStatus } : {}),
    ...(notices !== undefined && notices.length > 0 ? { notices } : {}),
  };
}

/** GET /api/stories/{id}/audio/status: a narration job as a client follows it. */
export const ZAudioJobStatus = z.object({
  status: z.enum(['none', 'queued', 'running', 'ready', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().optional(),
});
export type TAudioJobStatus = z.infer<typeof ZAudioJobStatus>;

/** GET /api/stories: the library, newest first, one page at a time (issue 14). */
export const STORY_PAGE_DEFAULT = 50;
export const STORY_PAGE_MAX = 100;
/** The featured story shows the first 300 characters of content (spec §2 Library screen). */
export const STORY_EXCERPT_LENGTH = 300;
export const STORY_AUDIO_FILTERS = ['with', 'without'] as const;
export type TStoryAudioFilter = (typeof STORY_AUDIO_FILTERS)[number];

export const ZStoryListQuery = z.object({
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(300, STORY_MESSAGES.pageCursorInvalid).optional(),
  limit: z.coerce
    .number({ error: STORY_MESSAGES.pageLimitInvalid })
    .int(STORY_MESSAGES.pageLimitInvalid)
    .min(1, STORY_MESSAGES.pageLimitInvalid)
    .max(STORY_PAGE_MAX, STORY_MESSAGES.pageLimitInvalid)
    .default(STORY_PAGE_DEFAULT),
  childId: z.uuid({ error: STORY_MESSAGES.childFilterInvalid }).optional(),
  theme: z.string().max(100, STORY_MESSAGES.themeFilterInvalid).optional(),
  audio: z.enum(STORY_AUDIO_FILTERS, { error: STORY_MESSAGES.audioFilterInvalid }).optional(),
});
export type TStoryListQuery = z.infer<typeof ZStoryListQuery>;

/** What the library list needs of a story's audio (the player fetches the file by its URL). */
export const ZStoryAudioSummary = z.object({
  hasAudio: z.boolean(),
  /** Seconds. */
  duration: z.number().nullable(),
  audioUrl: z.string().nullable(),
});
export type TStoryAudioSummary = z.infer<typeof ZStoryAudioSummary>;

/** One story in the library list: everything but the full text (GET /api/stories/{id} has it). */
export const ZStorySummary = z.object({
  id: z.string(),
  title: z.string(),
  childId: z.string().nullable(),
  childName: z.string(),
  theme: z.string(),
  createdAt: z.string(),
  /** Minutes. */
  readingTime: z.number().int(),
  audio: ZStoryAudioSummary,
  /** Whose recorded voices the story has (issue 29), oldest first; absent when none. */
  voiceNames: z.array(z.string()).optional(),
  /** A cover image URL; null until stories have covers. */
  cover: z.string().nullable(),
  /** The first STORY_EXCERPT_LENGTH characters of the content. */
  excerpt: z.string(),
});
export type TStorySummary = z.infer<typeof ZStorySummary>;

export const ZStoryPage = z.object({
  data: z.array(ZStorySummary),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The distinct themes of all the family's stories, sorted (the theme chips). */
  themes: z.array(z.string()),
});
export type TStoryPage = z.infer<typeof ZStoryPage>;
