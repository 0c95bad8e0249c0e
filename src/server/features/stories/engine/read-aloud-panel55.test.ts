import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { tell, type ToldStory } from './tell/story.js';
import { loadPack } from './pack/index.js';
import { linesAt } from './pack/text.js';
import { optionalChoiceAfter } from './pack/lint-sense.js';
import { storyRequests } from '../../../../../tests/support/story-requests.js';

/**
 * Issue 24, read aloud at d6a7f58f before panel 55: "Just then, Wren spotted a dragon. Just then
 * Wren noticed the dragon, looking very small"; streetlights whispering in an apple orchard and
 * sleepy traffic lights tucked up in one; a dragon afraid of butterflies that never met one.
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

function told(over: Partial<StoryWriterInput>, seeds: number): ToldStory[] {
  return Array.from({ length: seeds }, (_, i) =>
    tell(
      {
        childName: 'Wren',
        pronouns: 'she/her',
        age: 6,
        readingLevel: LEVELS[i % 3],
        interests: ['kites'],
        fears: [],
        storyTone: 'calming',
        theme: 'adventure',
        storyLength: 'medium',
        seed: 900 + i,
        ...over,
      } as StoryWriterInput,
      pack,
    ),
  );
}

const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);
const MEET = /\b(?:met|noticed|came upon|saw|spotted|found|spied|caught sight of)\b/;

describe('a twist thing new to the story is met once', () => {
  const twists = [
    ['the dragon is afraid of butterflies', 'dragon'],
    ['the teapot only sings when you smile', 'teapot'],
    ['the fox wants to fly', 'fox'],
  ] as const;
  for (const [twist, noun] of twists)
    it(`never met twice in a row: "${twist}"`, () => {
      let met = 0;
      for (const t of told({ randomTwist: twist }, 36)) {
        const all = sentences(t.story.content);
        all.forEach((s, i) => {
          const next = all[i + 1] ?? '';
          const first = new RegExp(`${MEET.source}[^.!?]*\\ban? ${noun}\\b`);
          if (!first.test(s)) return;
          met += 1;
          expect(next, `${s} ${next}`).not.toMatch(new RegExp(`${MEET.source} the ${noun}\\b`));
        });
      }
      expect(met).toBeGreaterThan(0);
    });
});

describe('street things are outside the window at home, not in the woods', () => {
  const AWAY = new Set(['problem', 'attempt', 'help', 'solve', 'arrive']);
  const cases = [
    { randomTwist: 'the streetlights whisper secrets', theme: 'nature', interests: ['fire engines'] },
    { randomTwist: 'the traffic lights are sleepy', theme: 'animals', interests: ['skateboards'] },
    { randomTwist: 'the lampposts can dance', theme: 'adventure' },
  ];
  for (const over of cases)
    it(`"${over.randomTwist}"`, () => {
      for (const t of told(over, 24)) {
        if (!t.plan.worlds.includes('land')) continue;
        const twistIn = t.paragraphs.filter((p) => p.roles.some((r) => r.startsWith('twist.')));
        expect(twistIn.length, t.story.content).toBeGreaterThan(0);
        for (const p of twistIn) expect(AWAY.has(p.kind), `${p.kind}: ${p.text}`).toBe(false);
        expect(t.story.content).not.toMatch(/\b(?:some|a) (?:streetlights?|traffic lights?|lampposts?)\b/);
      }
    });
});

describe('what an afraid creature fears comes at last, small and kind', () => {
  const cases = [
    ['the lion is afraid of butterflies', /\bbutterfly\b/],
    ['the bear is frightened of thunder', /\b(?:thunder|rumble)\b/],
    ['the elephant is scared of mice', /\bmouse\b/],
    ['the owl is afraid of the dark', /\bstars\b/],
  ] as const;
  for (const [twist, thing] of cases)
    it(`"${twist}"`, () => {
      let faced = 0;
      for (const t of told({ randomTwist: twist, theme: 'nature' }, 18)) {
        const line = t.paragraphs.flatMap((p) => p.lines.map((l) => ({ ...l, kind: p.kind })));
        const met = line.filter((l) => l.role === 'twist.faced');
        // Where these are met; the savanna since a wild creature's twist goes where it lives
        // (panel 76: "the lion" in a nature story is on the savanna, butterflies and all).
        if (!t.plan.worlds.some((w) => ['land', 'dream', 'savanna', 'jungle'].includes(w))) continue;
        expect(met.length, t.story.content).toBe(1);
        faced += 1;
        // Once the trouble is over, after the creature found it could be brave.
        expect(met[0]?.kind).toBe('resolution');
        expect(met[0]?.text).toMatch(thing);
        expect(line.findIndex((l) => l.role === 'twist.faced')).toBeGreaterThan(
          line.findIndex((l) => l.role === 'twist.solve'),
        );
      }
      expect(faced).toBeGreaterThan(10);
    });

  it('never where it cannot be (a butterfly in space or under the sea)', () => {
    for (const theme of ['space', 'ocean'])
      for (const t of told({ randomTwist: 'the dragon is afraid of butterflies', theme }, 12))
        expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('twist.faced');
  });

  it('never what the child is afraid of too', () => {
    // The parent's own twist still says bees; no bee comes buzzing by for a child afraid of insects.
    for (const t of told(
      { randomTwist: 'the lion is afraid of bees', theme: 'nature', fears: ['insects'] },
      12,
    )) {
      expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('twist.faced');
      expect(t.story.content).not.toMatch(/\bbuzz|\bbumblebee|\bhive\b/i);
    }
  });
});

/** A template as a pattern of what it can say: each choice or variable matches anything. */
function saidBy(template: string): RegExp {
  const parts = template.split(/\[[^\]]*\]|\{[^}]*\}/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*?')}$`, 's');
}

describe("an older child's fix is told at their own level", () => {
  it('never with a beginner\'s interest help ("She giggled and wiggled. Wiggle, giggle!")', () => {
    const young: string[] = [];
    let helped = 0;
    // A short story with everything typed is told in simpler words to fit its 300 (tell/fit.ts).
    for (const input of storyRequests(240, 5_500)) {
      const older = { ...input, readingLevel: 'advanced' as const, age: 9, storyLength: 'long' as const };
      const t = tell(older, pack);
      const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
      const entry = t.brief.interests[0]?.entry;
      const text = entry?.help[t.plan.kind];
      if (help === undefined || text === undefined || Array.isArray(text)) continue;
      helped += 1;
      const beginnerOnly = linesAt(text, 'beginner').filter((b) => !linesAt(text, 'advanced').includes(b));
      if (beginnerOnly.some((b) => saidBy(b).test(help.text))) young.push(help.text);
    }
    expect(helped).toBeGreaterThan(100);
    expect(young).toEqual([]);
  });
});

describe('a twist about a thing of the plot takes its pronoun', () => {
  it('"the moon has lost its key" on a night whose moon is "she" is her key', () => {
    let shes = 0;
    for (const theme of ['fantasy', 'space', 'bedtime'])
      for (const t of told({ randomTwist: 'the moon has lost its key', theme }, 30)) {
        const moon = t.cast.object;
        if (moon?.noun !== 'moon' || moon.pronoun !== 'she') continue;
        shes += 1;
        expect(t.story.content).not.toMatch(/\bits key\b/);
        expect(t.story.content).toMatch(/\bher key\b/);
      }
    expect(shes).toBeGreaterThan(0);
  });
});

describe('a sentence a short telling cannot leave unfinished', () => {
  it('story:lint finds an optional choice after a word that needs what follows', () => {
    // Panel 55: "made a snug little nest for the manatee and shared so much of what he loved about origami that."
    expect(
      optionalChoiceAfter('{Name} talked so much that [the shivers stopped|<it forgot the cold>].'),
    ).toBe('that [the shivers stopped|<it forgot the cold>]');
    expect(optionalChoiceAfter('{Name} smiled [at the moon|<and waved>].')).toBeUndefined();
    expect(
      optionalChoiceAfter('{Name} talked so much that [the shivers stopped|it forgot the cold].'),
    ).toBeUndefined();
  });
});

describe('a quality the parent typed is shown, not only named', () => {
  it('"the teapot is ticklish" giggles when brushed against, in the premise and again in the middle', () => {
    for (const t of told({ randomTwist: 'the teapot is ticklish', theme: 'space' }, 12)) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const premise = lines.find((l) => l.role === 'twist.premise')?.text ?? '';
      expect(premise).toMatch(/brushed against the teapot[^.]*\bgiggled and wriggled|giggled and wriggled/);
      const middle = lines.find((l) => l.role === 'twist.middle')?.text;
      if (middle !== undefined) expect(middle).toMatch(/giggled and wriggled/);
    }
  });

  it('"the clouds are bouncy" says it of many ("boinged", never "was")', () => {
    for (const t of told({ randomTwist: 'the clouds are bouncy', theme: 'adventure' }, 12))
      for (const l of t.paragraphs.flatMap((p) => p.lines))
        if (l.role.startsWith('twist.')) expect(l.text).not.toMatch(/\bclouds,? (?:still bouncy, )?was\b/);
  });
});

describe('one parent away', () => {
  it('"Mum and Dad" with "Dad is away on a work trip" is Mum at home and Dad away', () => {
    for (const t of told({ familyFriends: 'Mum and Dad', customPrompt: 'Dad is away on a work trip' }, 9)) {
      expect(t.brief.family.map((m) => [m.name, m.far])).toEqual([
        ['Mum', false],
        ['Dad', true],
      ]);
      expect(t.story.content).not.toMatch(/\bMum and Dad\b/);
    }
  });

  it('"two dads, Papa and Daddy" with "Dad is away" is Daddy away, never a third dad', () => {
    for (const t of told(
      { familyFriends: 'two dads, Papa and Daddy', customPrompt: 'Dad is away on a work trip' },
      9,
    )) {
      expect(t.brief.family.map((m) => [m.name, m.far])).toEqual([
        ['Papa', false],
        ['Daddy', true],
      ]);
      expect(t.story.content).not.toMatch(/\bDad\b/);
    }
  });

  it('"Nana and Nan" are two grandmothers: only a parent said short is the same one', () => {
    for (const t of told({ familyFriends: 'Nana and Nan' }, 3))
      expect(t.brief.family.map((m) => m.name)).toEqual(['Nana', 'Nan']);
  });
});

describe('something just learned is a thing done', () => {
  it('"just learned to use the potty" is proud, never "Nearly!" or a day still to come', () => {
    for (const t of told({ customPrompt: 'just learned to use the potty', age: 3, theme: 'bedtime' }, 9)) {
      expect(t.brief.worry?.entry.id).toBe('learned-to');
      expect(t.story.content).toMatch(/\buse the potty\b/);
      expect(t.story.content).not.toMatch(/Nearly!|Almost!|would use the potty|learning to use the potty/);
    }
    for (const t of told({ customPrompt: 'is learning to ride a bike' }, 3))
      expect(t.brief.worry?.entry.id).toBe('learning-to');
  });
});
