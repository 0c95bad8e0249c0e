import { z } from 'zod';
import { ZSentenceTiming } from './stories.js';
import { RECORDING_MAX_SENTENCES, RECORDER_NAME_MAX, RECORDING_MESSAGES } from './recordings-ui.js';

export * from './recordings-ui.js';

/**
 * Family voices (issue 29): a parent records a story sentence by sentence; the server joins the
 * takes into one MP3 with exact sentence timings. Limits, API shapes and every message here.
 */

export const ZRecordingCreate = z.strictObject({
  name: z
    .string({ error: RECORDING_MESSAGES.nameRequired })
    .trim()
    .min(1, RECORDING_MESSAGES.nameRequired)
    .max(RECORDER_NAME_MAX, RECORDING_MESSAGES.nameTooLong),
});
export type TRecordingCreate = z.infer<typeof ZRecordingCreate>;

/** A sentence index in a take's URL. */
export const ZSentenceIndex = z.coerce
  .number({ error: RECORDING_MESSAGES.sentenceOutOfRange })
  .int(RECORDING_MESSAGES.sentenceOutOfRange)
  .min(0, RECORDING_MESSAGES.sentenceOutOfRange)
  .max(RECORDING_MAX_SENTENCES - 1, RECORDING_MESSAGES.sentenceOutOfRange);

/** A recorded narration as its owner sees it (in progress: which sentences are taken). */
export const ZRecording = z.object({
  id: z.string(),
  storyId: z.string(),
  name: z.string(),
  status: z.enum(['recording', 'ready']),
  sentences: z.number().int(),
  /** Sentence indexes with a take uploaded (a recording in progress resumes from here). */
  taken: z.array(z.number().int()),
  duration: z.number().nullable(),
  audioUrl: z.string().nullable(),
  createdAt: z.string(),
  /** False: a relative's voice waiting for the parent's approval (the child is not offered it). */
  approved: z.boolean(),
  /** Recorded through this invitation (a relative's voice), else null (the parent's own). */
  invitationId: z.string().nullable(),
});
export type TRecording = z.infer<typeof ZRecording>;

/** PUT take answer. */
export const ZTakeSaved = z.object({ sentence: z.number().int(), seconds: z.number() });
export type TTakeSaved = z.infer<typeof ZTakeSaved>;

/** A finished recording as the story carries it (the stored summary on the story row). */
export const ZStoredVoice = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.number(),
  size: z.number(),
  timings: z.array(ZSentenceTiming),
});
export type TStoredVoice = z.infer<typeof ZStoredVoice>;
