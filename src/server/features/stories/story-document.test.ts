import { describe, expect, it } from 'vitest';
import { splitIntoSentences } from '../../../shared/sentences.js';
import {
  documentSentences,
  keyTimings,
  paragraphTexts,
  storyDocument,
} from '../../../shared/story-document.js';
import { writeLocalStory } from './engine/index.js';
import { loadPack } from './engine/pack/index.js';

/** Issue 27: the story as one document of paragraphs and sentences with stable ids. */
const lines = (content: string) =>
  content
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => /\w/.test(l));

describe('the story document', () => {
  it('names every paragraph and sentence by its place, and reads exactly as the text', () => {
    const content =
      'Mia looked up. "Is that a star?" she asked!\n\n  The moon smiled…  \n\nMr. Fox yawned — and slept.';
    const doc = storyDocument(content);
    expect(doc.paragraphs.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(doc.paragraphs[0]?.sentences).toEqual([
      { id: 'p1s1', text: 'Mia looked up.' },
      { id: 'p1s2', text: '"Is that a star?"' },
      { id: 'p1s3', text: 'she asked!' },
    ]);
    expect(paragraphTexts(doc)).toEqual(lines(content));
    // The sentences are the ones the voices and the recorder say, in the same order.
    expect(documentSentences(doc).map((s) => s.text)).toEqual(splitIntoSentences(content).flat());
  });

  it('keeps a piece with no word in it (a trailing dash) on the sentence before', () => {
    const content = 'She sang "la la." And then she slept. —';
    // The voices say nothing for the dash...
    expect(splitIntoSentences(content).flat()).toEqual(['She sang "la la."', 'And then she slept.']);
    // ...but the reader shows it.
    const doc = storyDocument(content);
    expect(paragraphTexts(doc)).toEqual([content]);
    expect(doc.paragraphs[0]?.sentences.map((s) => s.id)).toEqual(['p1s1', 'p1s2']);
  });

  it('reads as the text for the engine’s own stories, every level and length', () => {
    const pack = loadPack();
    const levels = [
      { readingLevel: 'beginner', age: 3 },
      { readingLevel: 'intermediate', age: 7 },
      { readingLevel: 'advanced', age: 10 },
    ] as const;
    for (let seed = 1; seed <= 30; seed++) {
      const { content } = writeLocalStory(
        {
          childName: 'Tove',
          ...(levels[seed % 3] ?? levels[0]),
          interests: ['beetles', 'drums'],
          fears: [],
          theme: (['space', 'ocean', 'magic'] as const)[seed % 3] ?? 'space',
          storyLength: (['short', 'medium', 'long'] as const)[seed % 3] ?? 'medium',
          seed,
          pronouns: 'she/her',
          randomTwist: seed % 2 ? 'the moon is made of jelly' : undefined,
        },
        pack,
      );
      const doc = storyDocument(content);
      expect(paragraphTexts(doc)).toEqual(lines(content));
      const ids = documentSentences(doc).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keys narration timings to the sentences they say, in order, and skips one no longer there', () => {
    const doc = storyDocument('One fish. Two fish.\n\nRed fish. Blue fish.');
    const timings: { start: number; end: number; text: string; sentenceId?: string }[] = [
      { start: 0, end: 1, text: 'One fish.' },
      { start: 1, end: 2, text: 'Green fish.' },
      { start: 2, end: 3, text: 'Two fish.' },
      { start: 3, end: 4, text: 'Blue fish.' },
    ];
    expect(keyTimings(doc, timings).map((t) => t.sentenceId)).toEqual(['p1s1', undefined, 'p1s2', 'p2s2']);
  });
});
