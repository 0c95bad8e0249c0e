import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { STORY_NOTICES } from '../../../../shared/messages.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';
import { joinShortSentences } from './grammar/join.js';
import { isClause } from './nlp.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { readTwist } from './read/twist.js';
import type { FittedParagraph } from './tell/fit.js';
import { varyOpenings } from './tell/openings.js';
import type { Rendered } from './tell/render-context.js';

/**
 * Issue 24, panel 43 (15 new requests read aloud at f69f5699): "Finn poringed over his atlas";
 * "Oscar hummed along and had hurt his arm"; the puddles that are doorways and the mountain that
 * snores were left out; the stars that are fireflies became fireflies hiding; a child afraid of
 * the dark lost her owls and the moon's shapes.
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = { childName: 'Freya', pronouns: 'she/her', interests: ['hedgehogs'] };

describe('twists said in more ways', () => {
  it('reads things that are doorways, a thing that is asleep and snores, and what the stars really are', () => {
    expect(readTwist('the puddles are doorways to other places', pack)).toMatchObject({
      shape: 'leads-to',
      x: { noun: 'puddles', plural: true },
      y: 'other places',
    });
    expect(readTwist('the mountain is asleep and snores', pack)).toMatchObject({
      shape: 'can-do',
      x: { noun: 'mountain' },
      verb: 'snore',
    });
    // What the stars are, never "the fireflies" hiding.
    expect(readTwist('the stars are fireflies that got lost', pack)).toMatchObject({
      shape: 'made-of',
      x: { noun: 'stars' },
      y: 'fireflies',
    });
    // "the one who ate it" says nothing of what the dog is.
    expect(readTwist('the dog is the one who ate it', pack)).toBeUndefined();
  });

  it('tells the puddles as the way through, and the snoring mountain, with no notice', () => {
    const puddles = tellAtLevels(
      pack,
      BASE,
      { theme: 'nature', randomTwist: 'the puddles are doorways to other places' },
      9,
    );
    for (const t of puddles) {
      expect(t.story.notices).not.toContain(
        STORY_NOTICES.twistNotUsed('the puddles are doorways to other places'),
      );
    }
    expect(
      puddles.filter((t) => /\bpuddles\b[^.]*\bthrough\b|\bthrough the puddles\b/i.test(t.story.content))
        .length,
    ).toBeGreaterThan(4);
    const snores = tellAtLevels(
      pack,
      { ...BASE, childName: 'Jonah', pronouns: 'he/him', interests: ['volcanoes'] },
      { theme: 'adventure', randomTwist: 'the mountain is asleep and snores' },
      6,
    );
    for (const t of snores) expect(t.story.content).toMatch(/\bmountain\b[^.]*\bsnor/i);
  });
});

describe('a child afraid of the dark who loves owls and the stars', () => {
  it('keeps her owls, her stars and the moon-phases goal; the dark stays out of every line', () => {
    const input = {
      ...BASE,
      childName: 'Noor',
      interests: ['owls', 'stargazing'],
      fears: ['the dark'],
      learningGoals: 'why the moon changes shape',
      theme: 'nature',
    };
    const brief = readBrief(
      { ...input, age: 8, readingLevel: 'intermediate', storyLength: 'medium', seed: 1 } as StoryWriterInput,
      pack,
    );
    expect(brief.interests.map((i) => i.entry.id)).toEqual(['owls', 'stars']);
    expect(brief.learning?.entry.id).toBe('moon-phases');
    for (const t of tellAtLevels(pack, input, {}, 9)) {
      expect(t.story.notices.join(' ')).not.toMatch(/stayed out|couldn't make a scene/);
      expect(t.story.content).not.toMatch(/\bdark(?:ness)?\b/i);
    }
    // A plot set out in the dark is still kept out, and bats for a child afraid of bats.
    const bats = readBrief(
      {
        ...input,
        interests: ['bats'],
        fears: ['bats'],
        age: 8,
        readingLevel: 'intermediate',
        storyLength: 'medium',
        seed: 1,
      } as StoryWriterInput,
      pack,
    );
    expect(bats.notices).toContain(STORY_NOTICES.interestAvoided('bats'));
  });
});

describe('short sentences joined for a young listener', () => {
  const names = new Set(['Oscar']);
  it('never joins what had happened before to what is done now, nor a fragment with no verb', () => {
    expect(joinShortSentences('Oscar hummed along. Oscar had hurt his arm.', names, true, isClause)).toBe(
      'Oscar hummed along. Oscar had hurt his arm.',
    );
    expect(
      joinShortSentences('Oscar snuggled down. A little better every night.', names, true, isClause),
    ).toBe('Oscar snuggled down. A little better every night.');
    // Two things done, one after the other, still read as one.
    expect(
      joinShortSentences('The grass was green. Tiny bugs marched through it.', names, true, isClause),
    ).toBe('The grass was green, and tiny bugs marched through it.');
    expect(joinShortSentences('Oscar sat up. Oscar hugged his bear.', names, true, isClause)).toBe(
      'Oscar sat up and hugged his bear.',
    );
  });
});

describe('an opening told in the plain past', () => {
  it('tells "was poring over" as "pored over", never "poringed"', () => {
    const line = (text: string): Rendered => ({ text, words: text.split(' ').length }) as Rendered;
    const paragraphs: FittedParagraph[] = [
      {
        kind: 'opening',
        lines: [
          line('Finn was drawing a pirate flag in white crayon.'),
          line('Finn was poring over his atlas by the lamp.'),
          line('Finn was inventing a secret code.'),
        ],
      },
    ];
    varyOpenings(paragraphs, 'Finn', false, 0);
    const text = paragraphs[0]!.lines.map((l) => l.text).join(' ');
    expect(text).not.toMatch(/poringed/);
    expect(text).toMatch(/Finn pored over his atlas/);
  });
});
