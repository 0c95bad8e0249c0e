import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, a blind panel: "our dog Pepper" came back as "its tail" and "it wagged". A named pet
 * is never "it": "he" or "she" as the parent said, or "they" (with "they were", never "they was").
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Ada',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['painting'],
  fears: [],
  theme: 'animals',
  storyLength: 'medium',
  seed: 1,
};
const PARTS = '(?:tail|nose|paws?|ears?|eyes|chin|head|mouth|basket|blanket|fur|whiskers)';
const DOES = '(?:wagged|purred|curled|barked|sniffed|thumped|yawned)';
const THEMES = ['animals', 'adventure', 'bedtime', 'magic', 'space'] as const;

/** The pet's sentences: those naming it, and the one after (where a pronoun would stand for it). */
function petSentences(text: string, name: string): string[] {
  const sentences = text.split(/(?<=[.!?]["”]?)\s+/);
  return sentences.flatMap((s, i) => (s.includes(name) ? [s, sentences[i + 1] ?? ''] : []));
}

describe('a named pet is never "it"', () => {
  for (const [notes, name, wrong] of [
    ['our dog Pepper', 'Pepper', new RegExp(`\\b(?:its ${PARTS}|it ${DOES})\\b`)],
    ['her cat Luna, she sleeps on the bed', 'Luna', new RegExp(`\\b(?:(?:its|his) ${PARTS}|it ${DOES})\\b`)],
    ['our old dog Rex, he follows her everywhere', 'Rex', new RegExp(`\\b(?:its ${PARTS}|it ${DOES})\\b`)],
  ] as const)
    it(`"${notes}"`, () => {
      for (const theme of THEMES)
        for (let seed = 1; seed <= 8; seed++) {
          const t = tell({ ...base, customPrompt: notes, theme, seed }, pack);
          const petLines = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('pet.'));
          for (const l of petLines) {
            expect(l.text, `${notes} / ${theme} / ${seed}`).not.toMatch(wrong);
            expect(l.text).not.toMatch(/\bthey was\b/i);
            // "Ada was teaching Ada's dog Pepper": after her name, her dog.
            expect(l.text).not.toMatch(/\bAda\b[^.!?]*\bAda's (?:dog|cat)\b/);
          }
          for (const s of petSentences(t.story.content, name))
            expect(s).not.toMatch(/\bits (?:tail|nose|paws?|ears?|eyes)\b/);
        }
    });
});

describe('a pet sleeps at bedtime where the parent said it does', () => {
  // The fifth panel: "our cat Saffron sleeps on her feet" was told "curled up in the curve of Noor's arm".
  it.each([
    ['Our cat Saffron sleeps on her feet every night.', 'Saffron', /on Ada's feet|on her feet/],
    [
      'We have a dog called Biscuit. He always naps at the end of her bed.',
      'Biscuit',
      /at the end of (?:Ada's|her) bed/,
    ],
    ['our rabbit Clover curls up under the bed', 'Clover', /under the bed/],
    // The fourteenth panel: "in a basket by the door" was told "stretched out in the hutch".
    ['our rabbit Marmalade sleeps in a basket by the door', 'Marmalade', /in the basket by the door/],
  ] as const)('"%s"', (notes, name, where) => {
    for (const theme of THEMES)
      for (let seed = 1; seed <= 6; seed++) {
        const t = tell({ ...base, customPrompt: notes, theme, seed, pronouns: 'she/her' }, pack);
        const bedtime = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'pet.bedtime');
        expect(bedtime.length, t.story.content).toBe(1);
        expect(bedtime[0]?.text, t.story.content).toContain(name);
        expect(bedtime[0]?.text, t.story.content).toMatch(where);
        expect(t.story.content).not.toMatch(/curve of Ada's arm/);
      }
  });

  it('a place said with "my" or "our" is the parent\'s, and a pet with none keeps its own bedtime line', () => {
    for (const notes of ['our cat Luna sleeps on my bed', 'our cat Luna is very fluffy']) {
      const t = tell({ ...base, customPrompt: notes, seed: 3 }, pack);
      expect(t.brief.pets[0]?.sleeps, notes).toBeUndefined();
    }
  });
});

describe('a pet does what the parent said it always does', () => {
  // The eleventh panel: "our dog Waffles chews everything" was left out without a word.
  it.each([
    ['our dog Waffles chews everything', 'Waffles', /Waffles chewed everything/],
    ['Her cat Pepper follows her everywhere.', 'Pepper', /Pepper followed (?:her|Ada) everywhere/],
    // "his wheel" is the hamster's, and the habit's own time is not tonight's.
    [
      'his hamster Nugget runs on his wheel all night',
      'Nugget',
      /Nugget ran on (?:his|their|its) wheel[ ,.]/,
    ],
    // Met in the same sentence as Ada's name ("Ada's dog Rex stole their slippers"), "their" is hers.
    ['The dog steals her slippers. His name is Rex.', 'Rex', /stole (?:her|Ada's|their) slippers/],
    // The sixteenth panel heard the parent's own "we": "Mango copied everything we say".
    ['our parrot Mango copies everything we say', 'Mango', /Mango copied everything anyone said/],
    // The fourteenth panel: the favourite was dropped, and "and he" left the tortoise "their".
    [
      'our tortoise is called Sheldon and he loves strawberries',
      'Sheldon',
      /Sheldon had some strawberries, his favourite/,
    ],
    // The twenty-fifth panel: "Clover thumped her feet", and no carrot.
    [
      'our rabbit Clover thumps her feet when she wants a carrot',
      'Clover',
      /Clover thumped her feet when she wanted a carrot/,
    ],
  ] as const)('"%s"', (notes, name, said) => {
    for (const readingLevel of ['beginner', 'intermediate', 'advanced'] as const)
      for (const theme of THEMES) {
        const t = tell({ ...base, customPrompt: notes, theme, readingLevel, seed: 2 }, pack);
        const habit = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'pet.habit');
        expect(habit.length, t.story.content).toBe(1);
        expect(habit[0]?.text, t.story.content).toContain(name);
        expect(t.story.content).toMatch(said);
        expect(t.story.content).not.toMatch(/wheel all night|Ada's wheel/);
      }
  });

  // Panel 17: "thumps her foot" for a boy was "Clover thumped their foot".
  it('"Clover thumps her foot" for a boy: Clover is "she"', () => {
    for (const theme of THEMES) {
      const notes = 'our rabbit Clover thumps her foot when she is cross';
      const t = tell(
        { ...base, childName: 'Kai', pronouns: 'he/him', customPrompt: notes, theme, seed: 2 },
        pack,
      );
      expect(t.brief.pets[0]?.pronoun).toBe('she');
      expect(t.story.content).toMatch(/Clover thumped her foot/);
    }
  });

  it.each([
    // The twentieth panel: Waffles was "neither deaf nor a loud snorer"; "Peanut escaped a lot".
    ['Our old dog Waffles is a bit deaf and snores very loudly.', 'snored very loudly'],
    ['Our dog Biscuit is very naughty and chews everything.', 'chewed everything'],
    ['Her hamster Peanut escapes a lot.', 'escaped'],
  ])('"%s": the habit after what the pet is, without "a lot"', (notes, habit) => {
    const t = tell({ ...base, customPrompt: notes, seed: 3 }, pack);
    expect(t.brief.pets[0]?.habit).toBe(habit);
    expect(t.story.content).toContain(habit);
  });

  it('two cats by name own things as "Salt and Pepper\'s", and a boy\'s rabbit who thumps his foot is "he"', () => {
    // The twenty-first panel: "as if it had been Salt and Pepper' bed", "Bramble thumped their foot".
    for (let seed = 1; seed <= 30; seed++) {
      const t = tell(
        { ...base, seed, customPrompt: 'Our two cats, Salt and Pepper, sleep on her bed.' },
        pack,
      );
      expect(t.story.content).not.toMatch(/Pepper'(?!s)/);
    }
    const b = tell(
      {
        ...base,
        pronouns: 'he/him',
        customPrompt: 'Our rabbit Bramble thumps his foot when he is cross.',
        seed: 3,
      },
      pack,
    ).brief;
    expect(b.pets[0]?.pronoun).toBe('he');
  });

  it('being, having, sleeping and what is "my" or "our" are not habits', () => {
    for (const notes of [
      'our cat is called Pepper',
      'Our dog Biscuit is old',
      'our cat Luna sleeps on her bed',
      'our cat Luna sits on my keyboard',
      'our dog Max loves walks',
    ])
      expect(
        tell({ ...base, customPrompt: notes, seed: 3 }, pack).brief.pets[0]?.habit,
        notes,
      ).toBeUndefined();
  });
});

describe('a pet goes "along the way" only when there is a way', () => {
  // The twelfth panel: "Sheldon munched a snack from Otis's pocket along the way", in a story at home.
  it('in a plot with no journey, no pet line says on the way, along the way or as they went', () => {
    let homeStories = 0;
    for (const notes of ['Our tortoise Sheldon is 40 years old', 'our dog Biscuit', 'her pony Pip'])
      for (const theme of [...THEMES, 'dinosaurs', 'friendship'])
        for (let seed = 1; seed <= 8; seed++) {
          const t = tell(
            { ...base, customPrompt: notes, theme, seed, readingLevel: 'beginner', age: 5 },
            pack,
          );
          if (pack.plans.find((p) => p.id === t.story.planId)?.journey !== undefined) continue;
          homeStories++;
          const along = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'pet.along');
          for (const l of along)
            expect(l.text, t.story.content).not.toMatch(/on the way|along the way|as they went|they passed/);
        }
    expect(homeStories).toBeGreaterThan(5);
  });
});

describe('a pet that acts out there was seen going', () => {
  it('the main pet helping or cheering on the adventure is told coming along first, at every length', () => {
    let acts = 0;
    for (const customPrompt of ['our tortoise is called Biscotti', 'our dog Pepper', 'her cat Luna'])
      for (const storyLength of ['short', 'medium', 'long'] as const)
        for (const theme of THEMES)
          for (let seed = 1; seed <= 4; seed++) {
            const t = tell({ ...base, customPrompt, storyLength, theme, seed }, pack);
            const roles = t.paragraphs.flatMap((p) => p.roles);
            const out = roles.findIndex((r) => r === 'pet.help' || r === 'pet.joins');
            if (out < 0) continue;
            acts++;
            const along = roles.indexOf('pet.along');
            expect(
              along,
              `${customPrompt} ${storyLength} ${theme} ${seed}: ${t.story.content}`,
            ).toBeGreaterThanOrEqual(0);
            expect(along).toBeLessThan(out);
          }
    expect(acts).toBeGreaterThan(60);
  });
});

describe('an old, sleepy pet, as the parent said', () => {
  // The twenty-second panel: "Our dog Pickle is very old and sleeps a lot" padded in with a squeaky
  // ball held high and ran ahead on the way.
  it.each(['Our dog Pickle is very old and sleeps a lot.', 'Our tortoise Pickle is very old and slow.'])(
    '%s dozes at home and never goes on the adventure',
    (customPrompt) => {
      for (let seed = 1; seed <= 24; seed++) {
        const t = tell(
          { ...base, customPrompt, theme: THEMES[seed % THEMES.length] ?? 'animals', seed },
          pack,
        );
        const roles = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('pet.'));
        expect(
          roles.map((l) => l.role),
          t.story.content,
        ).not.toContain('pet.along');
        expect(
          roles.map((l) => l.role),
          t.story.content,
        ).not.toContain('pet.joins');
        expect(
          roles.map((l) => l.role),
          t.story.content,
        ).not.toContain('pet.help');
        const opening = roles.find((l) => l.role === 'pet.opening')?.text ?? '';
        expect(opening, t.story.content).toMatch(/\bold\b|doz|snooz|nap|asleep/i);
        for (const l of roles)
          expect(l.text).not.toMatch(/squeaky ball|ran (?:a bit )?ahead|bounded|scampered/i);
        // It stayed at home: nothing at bedtime of where it never went, or of how it helped.
        const bedtime = roles.find((l) => l.role === 'pet.bedtime')?.text ?? '';
        expect(bedtime).not.toMatch(/smelling faintly of|helper|helped|adventure|brave/i);
      }
    },
  );
});

describe('"our old dog" said fondly', () => {
  it('still goes along when the parent says he follows her everywhere', () => {
    const along = Array.from({ length: 24 }, (_, i) =>
      tell({ ...base, customPrompt: 'Our old dog, Pickle, follows her everywhere', seed: i + 1 }, pack),
    ).filter((t) => t.paragraphs.some((p) => p.roles.includes('pet.along')));
    expect(along.length).toBeGreaterThan(6);
  });
});
