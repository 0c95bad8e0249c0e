/**
 * Read-along (issue 9 part 2): which words of the story belong to which timed sentence, and which
 * sentence the narration is at. Pure, so the reader only renders what these return.
 */
import { sentenceWords } from '../../../shared/sentences';
import type { TStoryDocument } from '../../../shared/story-document';
import type { TSentenceTiming, TWordTiming } from '../../../shared/stories';

/** A run of text of one paragraph: a timed sentence (its index in the timings) or the text between. */
export interface TReadAlongPiece {
  text: string;
  sentence: number | null;
  /** The document's id of the sentence this piece is (issue 27), when read from the document. */
  id?: string;
}

/**
 * The story's pieces for the read-along: from its document when every timing names its sentence
 * (narrations saved with sentence ids), else found by text in the story (older audio, the daily
 * story).
 */
export function readAlongPieces(
  content: string,
  document: TStoryDocument | undefined,
  timings: readonly TSentenceTiming[],
): TReadAlongPiece[][] {
  if (!document || !timings.every((t) => t.sentenceId !== undefined))
    return readAlongParagraphs(content, timings);
  const timed = new Map(timings.map((t, i) => [t.sentenceId, i]));
  return document.paragraphs.map((paragraph) =>
    paragraph.sentences.flatMap((s, k) => {
      const piece: TReadAlongPiece = { text: s.text, sentence: timed.get(s.id) ?? null, id: s.id };
      return k === 0 ? [piece] : [{ text: ' ', sentence: null }, piece];
    }),
  );
}

/**
 * The story's paragraphs (split on newlines, blank lines skipped, as the reader shows them), each
 * cut into pieces at the timed sentences. Sentences are found in order in the text, so a timing
 * whose text is no longer there (the story changed) is skipped instead of shifting the others.
 */
export function readAlongParagraphs(
  content: string,
  timings: readonly TSentenceTiming[],
): TReadAlongPiece[][] {
  const ranges: { from: number; to: number; sentence: number }[] = [];
  let cursor = 0;
  timings.forEach((timing, sentence) => {
    const text = timing.text.trim();
    if (text === '') return;
    const at = content.indexOf(text, cursor);
    if (at === -1) return;
    ranges.push({ from: at, to: at + text.length, sentence });
    cursor = at + text.length;
  });

  const out: TReadAlongPiece[][] = [];
  let r = 0;
  for (const line of content.matchAll(/[^\r\n]+/g)) {
    const raw = line[0];
    const lead = raw.length - raw.trimStart().length;
    const from = line.index + lead;
    const to = line.index + raw.trimEnd().length;
    if (to <= from) continue;
    const pieces: TReadAlongPiece[] = [];
    let at = from;
    while (r < ranges.length && ranges[r]!.from < to) {
      const range = ranges[r]!;
      if (range.from > at) pieces.push({ text: content.slice(at, range.from), sentence: null });
      pieces.push({ text: content.slice(range.from, range.to), sentence: range.sentence });
      at = range.to;
      r += 1;
    }
    if (at < to) pieces.push({ text: content.slice(at, to), sentence: null });
    out.push(pieces);
  }
  return out;
}

/**
 * The sentence being read at `time` seconds: the last one that has started (it stays marked
 * through the pause after it), or -1 before the first.
 */
export function sentenceIndexAt(timings: readonly { start: number }[], time: number): number {
  let lo = 0;
  let hi = timings.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (timings[mid]!.start <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Where to seek to hear a sentence: a hair after its start, so the mark lands on it, not the one before. */
export function seekTimeOf(timings: readonly TSentenceTiming[], sentence: number): number | null {
  const timing = timings[sentence];
  return timing ? timing.start + 0.01 : null;
}

/** A run of one sentence's text: a timed word (its index in the sentence's word timings) or the text between. */
export interface TWordPiece {
  text: string;
  word: number | null;
}

/**
 * A sentence's text cut at its timed words, or null when the narration did not time its words
 * (or they are not this text's words: the story changed), so the sentence is marked whole.
 */
export function wordPieces(text: string, words: readonly TWordTiming[] | undefined): TWordPiece[] | null {
  if (!words || words.length === 0) return null;
  const found = sentenceWords(text);
  if (found.length !== words.length || found.some((w, i) => w.text !== words[i]!.text)) return null;
  const out: TWordPiece[] = [];
  let at = 0;
  found.forEach((w, i) => {
    if (w.from > at) out.push({ text: text.slice(at, w.from), word: null });
    out.push({ text: w.text, word: i });
    at = w.to;
  });
  if (at < text.length) out.push({ text: text.slice(at), word: null });
  return out;
}

/**
 * The word being said at `time`: the last one that has started (it stays marked through the
 * short gap after it), or -1 before the first or when the sentence has no word timings.
 */
export function wordIndexAt(words: readonly TWordTiming[] | undefined, time: number): number {
  return words ? sentenceIndexAt(words, time) : -1;
}

/** Where the read-along is at `time`: the sentence being read and the word in it (-1 for none). */
export function readAlongAt(
  timings: readonly TSentenceTiming[],
  time: number,
  started: boolean,
): { sentence: number; word: number } {
  if (!started) return { sentence: -1, word: -1 };
  const sentence = sentenceIndexAt(timings, time);
  return { sentence, word: sentence >= 0 ? wordIndexAt(timings[sentence]?.words, time) : -1 };
}
