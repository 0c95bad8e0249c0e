import { describe, expect, it } from 'vitest';
import { checkStory } from '../safety/check.js';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { tell, type ToldStory } from './tell/story.js';

/**
 * A child's "why" or "how" question is answered in the story, truly and simply, at the child's
 * reading level: the parent's phrasing (either spelling, with or without a question mark) finds
 * the topic, and the scene says the heart of the answer. A question no topic knows is wondered
 * about together and left for a grown-up tomorrow, with nothing made up.
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
};
const topicOf = (goal: string) => readBrief({ ...base, learningGoals: goal }, pack).learning?.entry.id;

const LEVELS = [
  ['beginner', 4],
  ['intermediate', 7],
  ['advanced', 10],
] as const;
type Level = (typeof LEVELS)[number][0];

const sceneOf = (t: ToldStory) => t.paragraphs.find((p) => p.roles.includes('learning.scene'))?.text ?? '';

function told(goal: string, level: Level, age: number, seed: number): ToldStory {
  return tell({ ...base, age, readingLevel: level, learningGoals: goal, seed }, pack);
}

describe('a question matches its topic, in the ways parents ask it', () => {
  it.each([
    ['why leaves change colour', 'leaves-change-color'],
    ['why leaves change color', 'leaves-change-color'],
    ['Why do the leaves change colour in autumn?', 'leaves-change-color'],
    ['why do leaves change color in the fall', 'leaves-change-color'],
    ['Why is the sky blue?', 'sky-blue'],
    ['the colour of the sky', 'sky-blue'],
    ['the color of the sky', 'sky-blue'],
    ['how do caterpillars turn into butterflies', 'butterfly-life-cycle'],
    ['how does a caterpillar become a butterfly', 'butterfly-life-cycle'],
    ['where does rain come from', 'water-cycle'],
    ['why does the moon change shape', 'moon-phases'],
    ['why do we need sleep', 'why-sleep'],
    ['where does the sun go at night', 'day-and-night'],
    ['how are rainbows made', 'how-rainbows-form'],
    ['how rainbows form', 'how-rainbows-form'],
    ['why do we wash our hands', 'washing-hands'],
    ['how do birds fly', 'how-birds-fly'],
    ['why do birds fly south for the winter', 'bird-migration'],
    ['how do fish breathe underwater', 'fish-breathe'],
    ['what makes thunder', 'thunder'],
    ['why is the sea salty', 'salty-sea'],
    ['how do snowflakes form', 'snowflakes'],
    ['how does a seed become a tree', 'seed-to-tree'],
    ['why do cats purr', 'cats-purr'],
    ['how bees talk by dancing', 'bee-dance'],
    ['how frogs grow from tadpoles', 'frog-life-cycle'],
    ['what did dinosaurs eat', 'dinosaur-fossils'],
    ['how do we know about dinosaurs', 'dinosaur-fossils'],
    ['why do stars twinkle', 'stars-twinkle'],
    ['why do we have seasons', 'why-seasons'],
    ['the seasons in order', 'seasons'],
    ['why does the moon follow us', 'moon-follows-us'],
    ['how are shadows made', 'shadows'],
    ['why do animals hibernate', 'hibernation'],
    ['how do chicks hatch', 'chicks-hatch'],
    ['how do spiders make webs', 'spider-webs'],
    ['where does the wind come from', 'wind'],
    ['why does ice melt', 'melting-freezing'],
    ['what is an echo', 'echoes'],
    ['how does my heart work', 'heartbeat'],
    ['why do baby teeth fall out', 'baby-teeth'],
    ['why do flowers smell nice', 'flowers-and-bees'],
    ['why are owls awake at night', 'nocturnal-animals'],
  ])('"%s" is %s', (goal, id) => {
    expect(topicOf(goal)).toBe(id);
  });
});

describe('the answer is told at every reading level', () => {
  // A key fact of each answer, as each level says it.
  const cases: [string, Record<Level, RegExp>][] = [
    [
      'why leaves change colour',
      {
        beginner: /\bgreen\b[^.]*\b(?:fades?|goes away|stops)|\b(?:fades?|stops making) green|green fades/i,
        intermediate: /\bgreen\b.*\b(?:fades?|stops making)/i,
        advanced: /\bchlorophyll\b/,
      },
    ],
    [
      'Why is the sky blue?',
      {
        beginner: /\bblue\b.*\bbounc/i,
        intermediate: /\b(?:bounc|scatter)/i,
        advanced: /\bscatter/i,
      },
    ],
    [
      'how do caterpillars turn into butterflies',
      { beginner: /\bchrysalis\b/i, intermediate: /\bchrysalis\b/i, advanced: /\bchrysalis\b/i },
    ],
    [
      'what makes thunder',
      {
        beginner: /\b(?:sound|noise|rumble)\b/i,
        intermediate: /\b(?:sound|noise)\b/i,
        advanced: /\bsound\b/i,
      },
    ],
    [
      'how do fish breathe underwater',
      {
        beginner: /\bgills?\b/i,
        intermediate: /\bgills?\b/i,
        advanced: /\bgills?\b.*\boxygen|\boxygen\b.*\bgills?\b/i,
      },
    ],
    [
      'why is the sea salty',
      {
        beginner: /\brivers?\b.*\bsalt\b|\bsalt\b.*\brivers?\b/i,
        intermediate: /\brivers?\b.*\bsalt\b|\bsalt\b.*\brivers?\b/i,
        advanced: /\brocks?\b/i,
      },
    ],
    [
      'why do we have seasons',
      { beginner: /\blean/i, intermediate: /\b(?:lean|tipped|tilt)/i, advanced: /\btilt|\blean/i },
    ],
  ];

  it.each(cases)('"%s"', (goal, facts) => {
    for (const [level, age] of LEVELS)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const t = told(goal, level, age, seed);
        const scene = sceneOf(t);
        expect(scene, `${level} seed ${seed}`).not.toBe('');
        expect(scene, `${level} seed ${seed}`).toMatch(facts[level]);
        expect(
          checkStory(
            t.story,
            { ...base, age, readingLevel: level, learningGoals: goal, seed },
            { engine: true },
          ),
        ).toEqual({
          ok: true,
        });
      }
  });

  it('a new topic is never told to a child who fears what it is about', () => {
    const input = { ...base, learningGoals: 'what makes thunder', fears: ['thunder'] };
    expect(readBrief(input, pack).learning).toBeUndefined();
  });
});

describe('a question no topic knows', () => {
  it("is wondered about together and left for a grown-up tomorrow, in the parent's words", () => {
    const goal = 'why do zebras have stripes';
    expect(topicOf(goal)).toBe('own-question');
    for (const [level, age] of LEVELS)
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const scene = sceneOf(told(goal, level, age, seed));
        expect(scene, `${level} seed ${seed}`).toContain(goal);
        expect(scene, `${level} seed ${seed}`).toMatch(/\bgrown-up\b/);
        expect(scene, `${level} seed ${seed}`).toMatch(/\btomorrow\b|\bmorning\b|\bat breakfast\b/i);
      }
  });
});
