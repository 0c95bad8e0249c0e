import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../../writer/types.js';
import { loadPack } from '../pack/index.js';
import { readBrief } from './brief.js';

/**
 * Issue 24, a blind panel: "our dog Pepper" was later "its tail", "it wagged". A named pet is
 * "he" or "she" only when the parent said so, otherwise "they"; an unnamed one is "it".
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Mia',
  age: 6,
  readingLevel: 'intermediate',
  interests: [],
  fears: [],
  theme: 'adventure',
  storyLength: 'medium',
  seed: 1,
  pronouns: 'she/her',
};
const pronoun = (customPrompt: string, over: Partial<StoryWriterInput> = {}) =>
  readBrief({ ...base, customPrompt, ...over }, pack).pets[0]?.pronoun;

describe('a pet’s pronoun, as the parent said it', () => {
  it.each([
    ['our dog Pepper', 'they'],
    ['her hamster Nugget', 'they'],
    ['Max is our dog', 'they'],
    ['our rabbit Daisy sleeps in a hutch', 'they'],
    ['Our cat Luna, she sleeps on my bed.', 'she'],
    ['our dog Rex, he follows her everywhere', 'he'],
    ['Our dog Biscuit is a good boy.', 'he'],
    ['Our cat Mabel is a very fluffy girl.', 'she'],
    ['We have a dog called Pepper. He loves sticks.', 'he'],
    ['We have a dog. He is called Bruno.', 'he'],
    ['we have a dog', 'it'],
  ])('"%s" → %s', (said, expected) => {
    expect(pronoun(said)).toBe(expected);
  });

  it('"She ..." after the pet is the child, when the child is "she"', () => {
    expect(pronoun('Her dog is called Pepper. She loves drawing.')).toBe('they');
    expect(pronoun('Her dog is called Pepper. She loves drawing.', { pronouns: 'he/him' })).toBe('she');
  });

  // Panel 33: "Pickle rested their nose" for a boy's dog the parent called "he".
  it('"and he" right after naming the pet is the pet, whoever the child is', () => {
    const said = 'our dog is called Pickle and he is always hungry';
    expect(pronoun(said, { pronouns: 'he/him' })).toBe('he');
    expect(pronoun(said)).toBe('he');
  });
});
