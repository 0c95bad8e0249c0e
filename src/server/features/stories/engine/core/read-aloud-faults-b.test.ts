import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { StoryWriterInput } from '../../writer/types.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { TWISTS } from '../options/index.js';
import type { CastEntity } from '../plans/types.js';
import { MIA_REQUEST, requestArb } from '../test-fixtures.js';
import { CHILD_TOKENS, resolveNames } from './names.js';
import { readRequest } from './request.js';
import { companionPronounVars, resolveCompanion } from './shared-pronoun.js';
import { suitsObject } from './went-dark.js';
import { writeDetailed } from './write.js';

/**
 * More faults a parent found reading aloud (issue 8): each test fails if its fault comes back.
 */
const lib = DEFAULT_LIBRARY;
vi.setConfig({ testTimeout: 180_000 });
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);
const only = (id: string) => ({ ...lib, plans: lib.plans.filter((p) => p.id === id) });

describe('a girl and a companion who is also "she": the reader can tell who is who', () => {
  const dino: CastEntity = {
    id: 'dino',
    kind: 'companion',
    worlds: ['land'],
    tags: [],
    a: 'a baby dinosaur',
    the: 'the baby dinosaur',
    noun: 'baby dinosaur',
    pronoun: 'she',
  };
  const N = CHILD_TOKENS.Name as string;
  const vars = companionPronounVars('companion', 'she');
  const SHE = vars['companion.It'] as string;
  const she = vars['companion.it'] as string;
  const req = readRequest({ ...MIA_REQUEST, pronouns: 'she/her' }, lib);
  const tell = (para: string) =>
    resolveNames(resolveCompanion([para], dino), req, ['baby dinosaur'], ['baby dinosaur'])[0];

  it('names the companion where the subject switches to it, and keeps "she" where it is still acting', () => {
    expect(tell(`${N} hummed a bouncy song. ${SHE} danced instead!`)).toBe(
      'Mia hummed a bouncy song. The baby dinosaur danced instead!',
    );
    expect(tell(`${N} sang. But ${she} could not sleep.`)).toBe(
      'Mia sang. But the baby dinosaur could not sleep.',
    );
    expect(tell(`${N} waved. The baby dinosaur yawned. ${SHE} curled up.`)).toBe(
      'Mia waved. The baby dinosaur yawned. She curled up.',
    );
    expect(tell(`${N} waved. "Stomp, eep!" ${she} went.`)).toBe(
      'Mia waved. "Stomp, eep!" the baby dinosaur went.',
    );
    expect(tell(`${N} waved. The baby dinosaur jumped as high as ${she} could.`)).toBe(
      'Mia waved. The baby dinosaur jumped as high as she could.',
    );
  });

  it('names the child where the subject switches back from the companion', () => {
    expect(tell(`${N} waved. The baby dinosaur smiled. ${N} asked about the moon.`)).toBe(
      'Mia waved. The baby dinosaur smiled. Mia asked about the moon.',
    );
  });

  it('in beginner stories, a "She" after a sentence naming the companion is the companion’s own', () => {
    const bad: string[] = [];
    for (const favoriteCharacter of ['Elsa', 'Peppa Pig', 'a princess'])
      for (let seed = 1; seed <= 16; seed++) {
        const input: StoryWriterInput = {
          ...MIA_REQUEST,
          age: 4,
          readingLevel: 'beginner',
          pronouns: 'she/her',
          favoriteCharacter,
          theme: ['friendship', 'magic', 'animals', 'adventure'][seed % 4] as string,
          seed,
        };
        const d = writeDetailed(input, lib);
        const c = d.selection.cast.companion;
        if (c?.pronoun !== 'she') continue;
        const names = new RegExp(
          `\\b(?:${[c.noun.split(' ').at(-1) as string, ...(c.name === undefined ? [] : [c.name])].join('|')})\\b`,
          'i',
        );
        for (const para of d.story.content.split('\n\n')) {
          const ss = sentencesOf(para);
          for (let i = 1; i < ss.length; i++) {
            const [prev, cur] = [ss[i - 1] as string, ss[i] as string];
            if (!/^(?:(?:And|So|Then|But) )?[Ss]he\b/.test(cur) || !names.test(prev)) continue;
            // Allowed only as the companion going on: the sentence before was its own.
            const own = new RegExp(
              `^(?:(?:And|So|Then|But) )?(?:the (?:[\\w-]+ ){0,2}?)?${names.source}`,
              'i',
            ).test(prev);
            if (!own || /\bMia\b/.test(prev)) bad.push(`${d.selection.plan.id}: ${prev} | ${cur}`);
          }
        }
      }
    expect(bad).toEqual([]);
  });
});

describe('the wind chimes', () => {
  it('are never "quiet without a sound", and never oiled, sprung or geared back to life', () => {
    const bad: string[] = [];
    const chimes = only('land-silent-wind-chimes');
    for (let seed = 1; seed <= 24; seed++)
      for (const readingLevel of LEVELS) {
        const input: StoryWriterInput = {
          ...MIA_REQUEST,
          readingLevel,
          seed,
          storyLength: 'long',
          interests: ['robots'],
        };
        const { story } = writeDetailed(input, chimes);
        for (const s of sentencesOf(story.content)) {
          if (/\bquiet\b[^.!?]*\bwithout a sound\b|\bwithout a sound\b[^.!?]*\bquiet\b/i.test(s)) bad.push(s);
          if (/\b(?:oil(?:ed)?|springs?|gears?|bolts?)\b/i.test(s)) bad.push(s);
        }
      }
    expect(bad).toEqual([]);
  });

  it('a mechanic’s fix suits only an object with working parts', () => {
    const musicBox = lib.cast.find((e) => e.id === 'music-box');
    const chimes = lib.cast.find((e) => e.id === 'wind-chimes');
    expect(musicBox?.mechanism).toBe(true);
    expect(suitsObject('{Name} oiled the part that stuck.', musicBox)).toBe(true);
    expect(suitsObject('{Name} oiled the part that stuck.', chimes)).toBe(false);
    expect(suitsObject('{Name} gave the chimes a careful tap.', chimes)).toBe(true);
  });
});

describe('titles name the story’s own place', () => {
  it('the moon map’s treasure is on the moon, and so is its title', () => {
    const map = only('space-moon-map-riddle');
    for (let seed = 1; seed <= 30; seed++) {
      const d = writeDetailed({ ...MIA_REQUEST, theme: 'space', seed }, map);
      expect(d.selection.cast.place?.noun).toBe('moon');
      expect(d.story.title).not.toMatch(/planet/i);
    }
  });
});

describe('a twist’s consequence is undone by someone', () => {
  it('the colors go back because the child or the companion does something', () => {
    const echo = TWISTS['colors-swap']?.echo;
    expect(echo).toBeDefined();
    for (const level of LEVELS)
      for (const t of echo?.[level] ?? []) expect(t, t).toMatch(/\{Name\}|\{companion\.The\}/);
  });
});

describe('a child without pronouns is not given "their" for their own hair or ear', () => {
  it('over random requests, no "their hair", "their ear", "their chin"… for a child without pronouns', () => {
    const bad: string[] = [];
    for (const input of fc.sample(requestArb, { numRuns: 500, seed: 31 })) {
      if (input.pronouns !== undefined) continue;
      const { story } = writeDetailed(input, lib);
      for (const s of sentencesOf(story.content))
        if (/\btheir (?:hair|ear|chin|nose|head|cheek|hand)\b/i.test(s)) bad.push(s);
    }
    expect(bad).toEqual([]);
  });
});

describe('plans are drawn evenly among those that fit', () => {
  it('over 800 random requests, no plan is told more than 11% of the time', () => {
    // Taking only the top score let one small bonus decide: over 1,000 random requests the kite
    // plan was 12.8% of all picks and the hedgehog 8.4%. Drawn from every plan as good as the best
    // (see drawBest in select.ts, where a plan that gives the favourite character only a helper's
    // part is drawn a third as often), the most told is the kite at 10.1%, and under 11% on these 800.
    const counts = new Map<string, number>();
    const requests = fc.sample(requestArb, { numRuns: 800, seed: 777 });
    for (const input of requests) {
      const id = writeDetailed(input, lib).selection.plan.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const [top, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number];
    expect(n / requests.length, top).toBeLessThan(0.11);
  });
});
