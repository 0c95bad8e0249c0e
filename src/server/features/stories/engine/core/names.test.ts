import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY } from '../library.js';
import { requestArb } from '../test-fixtures.js';
import { CHILD_TOKENS, resolveNames } from './names.js';
import { writeDetailed } from './write.js';

const t = CHILD_TOKENS as Record<string, string>;
const they = { they: 'they', them: 'them', their: 'their', themself: 'themself', were: 'were' };
const she = { they: 'she', them: 'her', their: 'her', themself: 'herself', were: 'was' };

describe('how the child is referred to', () => {
  // Found reading aloud: a child with no pronouns set became "They gave a slow nod" and "Mia
  // shared their scarf", which reads as the companion, or as a choice the parent never made.
  const para = `${t.Name} looked at the fox. ${t.They} gave a slow nod. ${t.Name} shared ${t.their} scarf.`;

  it('without pronouns uses the name, never "they", and a plain determiner next to the name', () => {
    const [out] = resolveNames([para], { name: 'Mia' }, ['fox']);
    expect(out).toBe('Mia looked at the fox. Mia gave a slow nod. Mia shared the scarf.');
  });

  it('uses "they" only when the parent chose they/them, and she/he when set', () => {
    expect(resolveNames([para], { name: 'Mia', pronouns: they }, ['fox'])[0]).toMatch(/They gave a slow nod/);
    expect(resolveNames([para], { name: 'Mia', pronouns: she }, ['fox'])[0]).toMatch(/\bher scarf/);
  });

  it('with they/them, a sentence written for one child ("and was asleep") keeps the name', () => {
    const yawn = `${t.Name} looked at the fox. ${t.Name} gave a big yawn and was asleep in no time.`;
    const [out] = resolveNames([yawn], { name: 'Mia', pronouns: they }, ['fox']);
    expect(out).toBe('Mia looked at the fox. Mia gave a big yawn and was asleep in no time.');
    const [plain] = resolveNames([`${t.Name} looked at the fox. ${t.Name} gave a big yawn.`], {
      name: 'Mia',
      pronouns: they,
    });
    expect(plain).toBe('Mia looked at the fox. They gave a big yawn.');
  });

  it('pairs read as pairs without a pronoun: "both eyes", "all ten toes"', () => {
    const [out] = resolveNames([`${t.Name} closed ${t.their} eyes and wiggled ${t.their} toes.`], {
      name: 'Mia',
    });
    expect(out).toBe('Mia closed both eyes and wiggled all ten toes.');
  });

  it('a body part of one\'s own is never "the": "Noah tapped their chin", not "the chin"', () => {
    const [out] = resolveNames(
      [
        `${t.Name} tapped ${t.their} chin. ${t.Name} rubbed ${t.their} little nose and shared ${t.their} scarf.`,
      ],
      { name: 'Noah' },
    );
    expect(out).toBe('Noah tapped their chin. Noah rubbed their little nose and shared the scarf.');
  });

  it('over random stories without pronouns: the child is named, never "themself", never "their own"', () => {
    for (const input of fc.sample(requestArb, { numRuns: 40, seed: 808 })) {
      const { story, request } = writeDetailed({ ...input, pronouns: undefined }, DEFAULT_LIBRARY);
      expect(story.content, story.content).not.toMatch(/\bthemself\b|\btheir own\b/i);
      expect(story.content.split(request.name).length).toBeGreaterThan(2);
    }
  });
});
