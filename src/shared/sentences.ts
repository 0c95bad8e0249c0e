/**
 * Paragraphs (split on newlines, blank lines skipped, as the reader shows them) of sentences.
 * One splitter for the offline voice, the recorder's one-sentence-at-a-time screen and the
 * server that joins the recorded takes: sentence n means the same words everywhere.
 */
export function splitIntoSentences(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) =>
      (p.match(/[^.!?…]+(?:[.!?…]+["'”’)\]]*|$)/g) ?? []).map((s) => s.trim()).filter((s) => /\w/.test(s)),
    )
    .filter((sentences) => sentences.length > 0);
}

/** One word of a sentence: its letters and digits (inner apostrophes, hyphens, points kept). */
export interface SentenceWord {
  text: string;
  /** Where it starts and ends in the sentence (code units, end exclusive). */
  from: number;
  to: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/**
 * The words of a sentence, punctuation left out ("time," is "time", "Kofi's" one word). One
 * splitter for the voices that time words and the reader that marks them, so word n of a
 * sentence is the same word on both sides.
 */
export function sentenceWords(sentence: string): SentenceWord[] {
  return [...sentence.matchAll(WORD)].map((m) => ({ text: m[0], from: m.index, to: m.index + m[0].length }));
}
