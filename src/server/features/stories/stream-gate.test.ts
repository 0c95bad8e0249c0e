import { describe, expect, it } from 'vitest';
import { createStreamGate } from './stream-gate.js';
import { parseStoryText, toWrittenStory } from './writer/llm-parse.js';
import type { StoryWriterInput } from './writer/types.js';

const input: StoryWriterInput = {
  childName: 'Mia',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['boats'],
  fears: [],
  theme: 'ocean',
  storyLength: 'short',
  seed: 1,
};

const RAW =
  'Title: The Moon Boat\n\nMia *smiled* at the **moon**.\nIt smiled back.\n\nShe slept, warm and safe.\n';

describe('the stream gate', () => {
  it('shows a model’s paragraphs as they will be saved: no title line, no markdown, and no jump at the end', () => {
    const shown: string[] = [];
    const gate = createStreamGate(input, (c) => shown.push(c), { modelText: true });
    for (const word of RAW.match(/\S+\s*/g) ?? []) gate.push(word);
    expect(shown).toEqual(['Mia smiled at the moon. It smiled back.\n\n']);
    const saved = toWrittenStory(parseStoryText(RAW, 'x'));
    expect(gate.finish(saved.content)).toBe(true);
    expect(shown.join('')).toBe(saved.content);
  });

  it('passes the engine’s own text through as written, a paragraph at a time', () => {
    const shown: string[] = [];
    const gate = createStreamGate(input, (c) => shown.push(c));
    gate.push('Mia looked up.\n\nThe moon');
    gate.push(' smiled.');
    expect(shown).toEqual(['Mia looked up.\n\n']);
    expect(gate.finish('Mia looked up.\n\nThe moon smiled.')).toBe(true);
    expect(shown.join('')).toBe('Mia looked up.\n\nThe moon smiled.');
  });
});
