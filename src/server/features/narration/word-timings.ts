import { sentenceWords } from '../../../shared/sentences.js';
import type { SpokenSentence } from './chunks.js';
import type { WordTiming } from './port.js';

/**
 * Word timings of one sentence from the times the voice gave for the words it said. The voice says
 * `spoken` (names respelled); the reader shows `text`: word n of one is word n of the other when
 * both have as many words, else there are no word timings for the sentence (it is still marked
 * whole). `timeOf` answers, for a word's place in `spoken`, when the voice said it, or undefined
 * when it cannot tell: then the sentence gets no word timings either.
 */
export function wordTimingsOf(
  sentence: SpokenSentence,
  timeOf: (word: { from: number; to: number }, index: number) => { start: number; end: number } | undefined,
): WordTiming[] | undefined {
  const shown = sentenceWords(sentence.text);
  const said = sentence.spoken === sentence.text ? shown : sentenceWords(sentence.spoken);
  if (shown.length === 0 || said.length !== shown.length) return undefined;
  const out: WordTiming[] = [];
  for (const [i, word] of said.entries()) {
    const t = timeOf(word, i);
    if (!t || !(t.end >= t.start)) return undefined;
    out.push({ start: t.start, end: t.end, text: shown[i]!.text });
  }
  return out;
}

/** Word timings moved by `offset` seconds and kept within [lo, hi] (a part's place in the file). */
export function shiftWords(words: WordTiming[], offset: number, lo: number, hi: number): WordTiming[] {
  const round = (s: number) => Math.round(s * 1000) / 1000;
  return words.map((w) => {
    const start = Math.min(Math.max(lo, w.start), hi);
    const end = Math.min(Math.max(start, w.end), hi);
    return { start: round(offset + start), end: round(offset + end), text: w.text };
  });
}
