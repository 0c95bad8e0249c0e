import { respell, splitIntoSentences } from './text.js';

/** One sentence as the reader shows it (`text`) and as the voice is asked to say it (`spoken`). */
export interface SpokenSentence {
  text: string;
  spoken: string;
}

/**
 * A piece of the story sent to a provider in one request: whole sentences (a paragraph break
 * is a blank line, so the voice pauses there), no longer than the provider's limit.
 */
export interface SpeechChunk {
  sentences: SpokenSentence[];
  /** What is sent. */
  text: string;
  /** Where each sentence starts in `text`. */
  offsets: number[];
}

/** Splits an over-long sentence at spaces into pieces of at most `max` characters. */
function pieces(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > 0 ? cut : max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The story as provider requests: sentences kept whole and in order, each request within
 * `maxChars` of spoken text. Names are respelled for the voice only.
 */
export function chunkStory(text: string, maxChars: number, hints: Map<string, string>): SpeechChunk[] {
  const chunks: SpeechChunk[] = [];
  let current: SpeechChunk | null = null;
  for (const paragraph of splitIntoSentences(text)) {
    let firstInParagraph = true;
    for (const sentence of paragraph) {
      // A respelling may lengthen the sentence: split on the spoken length, with room to spare.
      const parts = respell(sentence, hints).length <= maxChars ? [sentence] : pieces(sentence, maxChars / 2);
      for (const part of parts) {
        const spoken = respell(part, hints);
        if (spoken.length > maxChars) throw new Error('a sentence is longer than the provider allows');
        const separator = current && current.text.length > 0 ? (firstInParagraph ? '\n\n' : ' ') : '';
        if (!current || current.text.length + separator.length + spoken.length > maxChars) {
          current = { sentences: [], text: '', offsets: [] };
          chunks.push(current);
        }
        const gap = current.text.length > 0 ? separator : '';
        current.offsets.push(current.text.length + gap.length);
        current.text += gap + spoken;
        current.sentences.push({ text: part, spoken });
        firstInParagraph = false;
      }
    }
  }
  return chunks;
}

/**
 * Sentence timings within a part of `duration` seconds when the provider gives none: time is
 * shared in proportion to each sentence's spoken length (speech rate is close to constant).
 */
export function estimateTimings(chunk: SpeechChunk, duration: number): { start: number; end: number }[] {
  const total = chunk.sentences.reduce((n, s) => n + s.spoken.length, 0);
  let at = 0;
  return chunk.sentences.map((s) => {
    const start = at;
    at += (s.spoken.length / total) * duration;
    return { start, end: at };
  });
}
