import { describe, expect, it } from 'vitest';
import { buildStoryRequest } from './llm-prompt.js';
import type { StoryWriterInput } from './types.js';

/** A series chapter reaches an LLM as requirements (issue 27): keep, open with, end how. */
const base: StoryWriterInput = {
  childName: 'Mia',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['drawing'],
  storyTone: 'calming',
  fears: [],
  theme: 'space',
  storyLength: 'short',
  seed: 1,
};

const companion = {
  id: 'star-fox-pip',
  kind: 'companion' as const,
  a: 'a little star fox named Pip',
  the: 'the star fox',
  noun: 'star fox',
  name: 'Pip',
  pronoun: 'he' as const,
  plural: false,
  mechanism: false,
  water: false,
  body: 'paw' as const,
  tags: [],
  also: [],
  names: [],
};

describe('a series chapter in the LLM prompt', () => {
  it('asks a middle chapter to keep the companion and world, recap the last event and leave some for tomorrow', () => {
    const request = buildStoryRequest({
      ...base,
      series: {
        chapter: 2,
        chapters: 5,
        keep: { companion, world: 'space', arc: 'map-of-dots' },
        lastEvent: 'helped the star lantern shine again',
        planIds: ['space-dim-star-lantern'],
      },
    });
    expect(request.series).toMatchObject({
      chapter: 2,
      chapters: 5,
      keepCompanion: 'Pip the star fox',
      keepWorld: 'space',
    });
    const series = request.series as Record<string, string>;
    expect(series.openWith).toMatch(/Last time/);
    expect(series.openWith).toContain('helped the star lantern shine again');
    expect(series.ending).toMatch(/tomorrow/);
  });

  it('closes the series in the last chapter, and recaps by title when no event is known', () => {
    const request = buildStoryRequest({
      ...base,
      series: { chapter: 3, chapters: 3, lastTitle: 'Mia and the Moon' },
    });
    const series = request.series as Record<string, string>;
    expect(series.ending).toMatch(/last chapter/);
    expect(series.openWith).toContain('Mia and the Moon');
    expect(series.keepCompanion).toBeUndefined();
  });

  it('leaves the series out of a story that is not a chapter', () => {
    expect(buildStoryRequest(base).series).toBeUndefined();
  });
});
