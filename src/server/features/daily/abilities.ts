import type { TSentenceTiming } from '../../../shared/stories.js';
import type { WriterBrief } from '../../../shared/writer-brief.js';
import type { ByteRange } from '../../platform/http/range.js';

/**
 * What the daily story needs from other features, wired in context.ts (never imported from their
 * files): the stories feature writes and checks a story, the narration feature records it.
 */

/** The story writer's input without a child profile (the admin's generator fills it). */
export type DailyWriterInput = WriterBrief;

export interface DailyWrittenStory {
  title: string;
  content: string;
  wordCount: number;
  readingTime: number;
  writer: string;
}

export interface DailyAuthor {
  /** A story that passed the safety check, or null when both drafts were refused. */
  write(input: DailyWriterInput): Promise<DailyWrittenStory | null>;
}

export interface DailyNarration {
  /** Narrates and stores the text (content-addressed); the key names the stored file. */
  narrate(
    text: string,
    onProgress: (p: { done: number; total: number }) => void,
  ): Promise<{
    key: string;
    size: number;
    duration: number;
    voiceId: string;
    mimeType: string;
    timings?: TSentenceTiming[];
  }>;
  size(key: string): Promise<number | null>;
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
  /** Deletes a stored file unless a personal story shares it. */
  release(key: string): Promise<void>;
}
