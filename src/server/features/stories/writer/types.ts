import type { TChildPronouns } from '../../../../shared/children.js';
import type { WriterBrief } from '../../../../shared/writer-brief.js';
import type { TCastEntity } from '../engine/pack/schema.js';
import type { Requirements } from '../engine/read/requirements.js';

/**
 * What a story writer is given: the brief (shared with the admin's daily generator) and what the
 * child's profile adds. No surname, e-mail or account data ever reaches a writer.
 */
export interface StoryWriterInput extends WriterBrief {
  /** The child's pronouns when the parent gave them; otherwise the story uses the name. */
  pronouns?: TChildPronouns;
  /** What this child heard recently (the last 30 stories), so the engine can avoid repeating it. */
  memory?: StoryMemory;
  /** Same seed + same input = same story (tests pin stories with it). */
  seed: number;
  /**
   * The other children of a story for siblings (issue 27), each a hero beside the first. Their
   * fears are already in `fears`; `age` and `readingLevel` above are the youngest child's.
   */
  siblings?: StorySibling[];
  /** A chapter of a series (issue 27): what it keeps of the chapters before. */
  series?: StorySeriesChapter;
}

/**
 * A chapter of a series: its number (1-based) of how many, what chapter 1 chose and every chapter
 * keeps, the last chapter's event for the "Last time, ..." opening, and the plots told so far.
 */
export interface StorySeriesChapter {
  chapter: number;
  chapters: number;
  keep?: SeriesKeep;
  /** What the heroes did in the last chapter, said after their names: "helped the star lantern shine again". */
  lastEvent?: string;
  /** The title of the last chapter on the shelf (what an LLM is told when no event is known). */
  lastTitle?: string;
  /** Plots already told in this series: never told again. */
  planIds?: readonly string[];
}

/** What a series keeps from chapter 1 (the local engine's choices; an LLM's chapter 1 keeps none). */
export interface SeriesKeep {
  /** The companion as the engine cast it (its chosen name included). */
  companion?: TCastEntity;
  /** The world id (land, sea, sky, space, home, dream). */
  world?: string;
  /** The series arc of series.yaml. */
  arc?: string;
}

/** A brother or sister in the same story: the same first-name-only rule as the first child. */
export interface StorySibling {
  childName: string;
  age: number;
  pronouns?: TChildPronouns;
  interests: string[];
}

/** Per-child memory of recent stories, newest first. */
export interface StoryMemory {
  planIds: readonly string[];
  titles: readonly string[];
  /** Hashes of normalised sentences (see the engine's sentenceKey). */
  sentenceKeys: readonly string[];
  /** Plots the child's brothers and sisters heard lately (the parent read them): avoided when another fits. */
  familyPlanIds?: readonly string[];
}

export interface WrittenStory {
  title: string;
  /** Paragraphs separated by a blank line ("\n\n"). */
  content: string;
  wordCount: number;
  /** Minutes, rounded up, at READING_WORDS_PER_MINUTE. */
  readingTime: number;
  /** The local engine's plot plan id (the LLM writer leaves it out); kept for the child's memory. */
  planId?: string;
  /** Keys of the story's sentences, for the child's memory. */
  sentenceKeys?: string[];
  /**
   * What the parent is told about how their words were used (a twist that could not be used, a
   * theme moved because of a fear): STORY_NOTICES in src/shared/messages.ts.
   */
  notices?: string[];
  /** A series chapter by the local engine: what the next chapters keep, and this chapter's event. */
  continuity?: { keep: SeriesKeep; event: string };
}

export interface WriteOptions {
  /** Called with each new piece of text as it is written (for streaming to the browser). */
  onText?: (chunk: string) => void;
  signal?: AbortSignal;
  /** A retry after a refused draft: what was wrong, so an LLM can fix exactly that. */
  feedback?: DraftFeedback;
  /** What the story must hold of the parent's words (an LLM is told them as requirements). */
  requirements?: Requirements;
}

export interface DraftFeedback {
  draft: string;
  problems: readonly string[];
}

/** The port: the local engine and the OpenAI-compatible LLM writer both implement it. */
export interface StoryWriter {
  readonly name: 'local' | 'llm';
  write(input: StoryWriterInput, options?: WriteOptions): Promise<WrittenStory>;
  /**
   * An optional second opinion after the safety check passed (the LLM judge): the problems it
   * found, empty when the story may be shown.
   */
  review?(story: WrittenStory, input: StoryWriterInput, signal?: AbortSignal): Promise<string[]>;
}
