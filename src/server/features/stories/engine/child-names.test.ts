import { describe, expect, it } from 'vitest';
import { CHILD_TOKENS, resolveNames } from './core/names.js';

const { Name, they, They, their, them } = CHILD_TOKENS as Record<string, string>;
const noPronouns = { name: 'Mia', pronouns: undefined };
const she = {
  name: 'Mia',
  pronouns: { they: 'she', them: 'her', their: 'her', themself: 'herself', were: 'was' },
};

describe('how the story names the child', () => {
  it('without pronouns, "they" never stands for the child where the companion is near', () => {
    const [text] = resolveNames(
      [`${Name} met the fox. The fox smiled. ${They} tugged on ${their} sleeve.`],
      noPronouns,
      ['fox'],
    );
    expect(text).toBe('Mia met the fox. The fox smiled. Mia tugged on the sleeve.');
  });

  // "They" for a child is the parent's choice (they/them); with no pronouns set it is always the name.
  it('without pronouns, "they" never stands for the child, even with no one else near', () => {
    const [text] = resolveNames([`${Name} woke up early. ${They} stretched and smiled.`], noPronouns, [
      'fox',
    ]);
    expect(text).toBe('Mia woke up early. Mia stretched and smiled.');
  });

  it('never "They and the fox": the name, when the child is one of two', () => {
    const [text] = resolveNames([`${Name} yawned. ${Name} and the fox went home.`], noPronouns, ['fox']);
    expect(text).toBe('Mia yawned. Mia and the fox went home.');
  });

  it('a plain object becomes the pronoun while the name is fresh', () => {
    const [text] = resolveNames([`${Name} smiled. Grandma gave ${Name} a hug.`], she, ['Grandma']);
    expect(text).toBe('Mia smiled. Grandma gave her a hug.');
    expect(resolveNames([`${Name} sang. The fox sang with ${them}.`], she)[0]).toBe(
      'Mia sang. The fox sang with her.',
    );
  });

  it('the child already in the sentence keeps the pronoun for what is theirs', () => {
    const [text] = resolveNames([`${'word '.repeat(50)}end. ${Name} closed ${their} eyes.`], she, []);
    expect(text).toMatch(/Mia closed her eyes\.$/);
    expect(resolveNames([`${Name} ran. ${they} ran.`], she)[0]).toBe('Mia ran. She ran.');
  });
});
