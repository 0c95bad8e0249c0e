import { splitIntoSentences } from './sentences.js';

/**
 * A story as one structured document (issue 27): paragraphs of sentences, each with an id that
 * names its place ("p2s3": paragraph 2, sentence 3). A saved story's text never changes, so its
 * ids never do: the reader, the narration's sentence timings, search and the printed book all
 * point at the same sentence by the same id. Zod-free, so the reader's first paint carries none.
 */
export interface TStorySentence {
  id: string;
  text: string;
}
export interface TStoryParagraph {
  id: string;
  sentences: TStorySentence[];
}
export interface TStoryDocument {
  paragraphs: TStoryParagraph[];
}

/** The document of a story's text: split as the voices and the recorder split it (sentences.ts). */
export function storyDocument(content: string): TStoryDocument {
  return {
    paragraphs: paragraphsOf(content).map((sentences, p) => ({
      id: `p${p + 1}`,
      sentences: sentences.map((text, s) => ({ id: `p${p + 1}s${s + 1}`, text })),
    })),
  };
}

/**
 * The splitter's paragraphs with nothing dropped: a piece without a letter or digit (a lone
 * dash, a closing quote after a space) stays with the sentence before it, so the document reads
 * exactly as the text; the sentences the voices time are the same, in the same order.
 */
function paragraphsOf(content: string): string[][] {
  const spoken = splitIntoSentences(content);
  const lines = content
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\w/.test(line));
  return spoken.map((sentences, p) => withLeftovers(lines[p] ?? sentences.join(' '), sentences));
}

function withLeftovers(line: string, sentences: string[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const sentence of sentences) {
    const found = line.indexOf(sentence.replace(/\s+/g, ' '), at);
    if (found === -1) return sentences; // never expected: the splitter's words are the line's
    const before = line.slice(at, found).trim();
    if (before && out.length > 0) out[out.length - 1] += ` ${before}`;
    out.push(before && out.length === 0 ? `${before} ${sentence}` : sentence);
    at = found + sentence.length;
  }
  const rest = line.slice(at).trim();
  // Closing marks the splitter left alone (a quote after a space): kept on the last sentence.
  if (rest && out.length > 0) out[out.length - 1] += ` ${rest}`;
  return out;
}

/** The document's paragraphs as text (one sentence after another), as the reader shows them. */
export function paragraphTexts(document: TStoryDocument): string[] {
  return document.paragraphs.map((p) => p.sentences.map((s) => s.text).join(' '));
}

/** Every sentence of the document, in reading order. */
export function documentSentences(document: TStoryDocument): TStorySentence[] {
  return document.paragraphs.flatMap((p) => p.sentences);
}

/**
 * Sentence timings keyed to the document: each timing gets the id of the sentence it says, found
 * in order (a timing whose sentence is no longer there keeps no id and shifts nothing).
 */
export function keyTimings<T extends { text: string; sentenceId?: string }>(
  document: TStoryDocument,
  timings: readonly T[],
): T[] {
  const sentences = documentSentences(document);
  let next = 0;
  return timings.map((timing) => {
    const said = timing.text.replace(/\s+/g, ' ').trim();
    for (let i = next; i < sentences.length; i++) {
      if (sentences[i]!.text.startsWith(said) || sentences[i]!.text.endsWith(said)) {
        next = i + 1;
        return { ...timing, sentenceId: sentences[i]!.id };
      }
    }
    return timing;
  });
}
