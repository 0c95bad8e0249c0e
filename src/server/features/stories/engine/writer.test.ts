import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import type { TStoryLength } from '../../../../shared/constants.js';
import { createLocalWriter, writeLocalStory } from './index.js';

const input: StoryWriterInput = {
  childName: 'Mia',
  age: 5,
  readingLevel: 'beginner',
  interests: ['trains'],
  fears: ['spiders'],
  theme: 'space',
  storyLength: 'short',
  seed: 11,
};

describe('createLocalWriter', () => {
  it('is the local writer and returns the same story as writeLocalStory', async () => {
    const writer = createLocalWriter();
    expect(writer.name).toBe('local');
    expect(await writer.write(input)).toEqual(writeLocalStory(input));
  });

  it('streams the content in many chunks that add up to exactly the content', async () => {
    const chunks: string[] = [];
    const story = await createLocalWriter().write(input, { onText: (c) => chunks.push(c) });
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(story.content);
  });

  it('yields to the event loop between chunks', async () => {
    let chunks = 0;
    const immediates: number[] = [];
    await createLocalWriter().write(
      { ...input, storyLength: 'long' },
      {
        onText: () => {
          chunks++;
          setImmediate(() => immediates.push(chunks));
        },
      },
    );
    // Each setImmediate queued in a chunk ran before the next chunk was written.
    expect(immediates.length).toBeGreaterThan(10);
    expect(new Set(immediates).size).toBe(immediates.length);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    let chunks = 0;
    const writing = createLocalWriter().write(input, {
      signal: controller.signal,
      onText: () => {
        chunks++;
        if (chunks === 3) controller.abort();
      },
    });
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toBe(3);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createLocalWriter().write(input, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  /** Space stories for a child with this fear, at every reading level by turns. */
  const spaceStoriesFearing = (
    fear: string,
    interests: string[],
    n: number,
    seedStep: number,
    storyLength: TStoryLength,
  ) =>
    Array.from({ length: n }, (_, i) => {
      const seed = i + 1;
      const levels = ['beginner', 'intermediate', 'advanced'] as const;
      return {
        seed,
        content: writeLocalStory({
          ...input,
          readingLevel: levels[seed % 3] ?? 'beginner',
          interests,
          fears: [fear],
          seed: seed * seedStep,
          storyLength,
        }).content,
      };
    });

  it('a space story for a child afraid of heights is never carried home past the clouds', () => {
    for (const { seed, content } of spaceStoriesFearing('heights', ['cricket', 'planets'], 60, 37, 'long'))
      expect(content, `seed ${seed}`).not.toMatch(/\b(?:past|above|through) the (?:sleeping )?clouds\b/i);
  });

  it('a space story for a child afraid of loud noises never blasts off', () => {
    for (const { seed, content } of spaceStoriesFearing(
      'loud noises',
      ['comets', 'drawing'],
      90,
      101,
      'medium',
    ))
      expect(content, `seed ${seed}`).not.toMatch(/\bblast(?:ed)?[- ]off\b/i);
  });

  // Panel 34: "Pop!" called out in a story for a child afraid of loud noises.
  it('a child afraid of loud noises hears no sudden sound called out ("Pop!", "Bang!")', () => {
    const themes = ['adventure', 'ocean', 'magic', 'animals', 'nature', 'bedtime'] as const;
    for (let seed = 1; seed <= 90; seed++) {
      const story = writeLocalStory({
        ...input,
        readingLevel: seed % 3 === 0 ? 'intermediate' : 'beginner',
        age: 4,
        interests: ['trucks', 'bubbles'],
        fears: ['loud noises'],
        theme: themes[seed % themes.length] ?? 'adventure',
        seed: seed * 101,
        storyLength: 'medium',
      });
      expect(story.content, `seed ${seed}`).not.toMatch(/\b(?:pop|bang|boom|kaboom)(?:, \w+)*!/i);
    }
  });
});
