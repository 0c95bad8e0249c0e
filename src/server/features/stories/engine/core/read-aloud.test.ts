import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CHARACTER_TYPE_OPTIONS,
  LEARNING_OPTIONS,
  MAIN_THEME_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
  type TMainThemeId,
} from '../../../../../shared/story-options.js';
import { FEAR_EXAMPLES, fearConcepts, fearWordsIn } from '../../fears.js';
import type { StoryWriterInput } from '../../writer/types.js';
import type { World } from '../plans/types.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { MIA_REQUEST, requestArb } from '../test-fixtures.js';
import { smoothConnectives } from './seams.js';
import { finishSentence } from '../template.js';
import { Rng } from '../prng.js';
import { readRequest } from './request.js';
import { select } from './select.js';
import { writeDetailed } from './write.js';

/**
 * Faults found by reading stories aloud as a parent at bedtime; each test pins one of them.
 */
const lib = DEFAULT_LIBRARY;
const base = MIA_REQUEST;
const THEMES = ['adventure', 'space', 'ocean', 'magic', 'animals', 'bedtime'] as const;
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** Property tests over hundreds of stories: room for a busy machine. */
const HEAVY = 180_000;
vi.setConfig({ testTimeout: HEAVY });

/** A spread of requests around one change: every theme, level and length, a few seeds. */
function spread(change: Partial<StoryWriterInput>): StoryWriterInput[] {
  const out: StoryWriterInput[] = [];
  let seed = 1;
  for (const theme of THEMES)
    for (const readingLevel of LEVELS)
      for (const storyLength of ['short', 'long'] as const)
        out.push({
          ...base,
          theme,
          readingLevel,
          storyLength,
          age: readingLevel === 'advanced' ? 9 : 6,
          seed: seed++,
          ...change,
        });
  return out;
}

describe('family relations read naturally', () => {
  it('"my little brother Sam" is introduced as "her little brother Sam", then called Sam', () => {
    for (const input of spread({ familyFriends: 'my little brother Sam', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/Little Brother/);
      const first = text.indexOf('Sam');
      expect(first, text).toBeGreaterThan(0);
      expect(text.slice(Math.max(0, first - 24), first), text).toMatch(/(?:\b[Hh]er|Mia's) little brother $/);
      // The relation is said once; after that he is Sam.
      expect(text.match(/little brother/g)?.length, text).toBe(1);
    }
  });

  it("uses the child's own pronouns for the relation, and the name when none are given", () => {
    for (const input of spread({ familyFriends: 'big sister Lily', pronouns: 'he/him', childName: 'Leo' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).toMatch(/(?:\b[Hh]is|Leo's) big sister Lily/);
      expect(text).not.toMatch(/\b[Hh]er big sister/);
    }
    for (const input of spread({ familyFriends: 'my best friend Sam' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).toMatch(/(?:\b[Tt]heir|Mia's) best friend Sam/);
    }
  });

  it('capitalizes a relation at the start of a sentence and nowhere else', () => {
    for (const input of spread({ familyFriends: 'my little sister and the baby', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      for (const sentence of text.split(/(?<=[.!?]["”]?)\s+/)) {
        expect(sentence.slice(1), sentence).not.toMatch(
          /(?<![.!?:"“] )\b(?:Her Little|Little Sister|The baby)\b/,
        );
        expect(sentence, text).not.toMatch(/^(?:her|the baby|little)\b/);
      }
    }
  });

  it('a pair of grown-ups takes a plural verb: "Mom and Dad were", never "Mom and Dad was"', () => {
    for (const input of spread({ familyFriends: 'Mom and Dad', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/\b(?:Mom and Dad|Grandma and Grandpa) (?:was|has|is|always was)\b/);
    }
    for (const input of spread({ familyFriends: 'Grandma and Grandpa' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/\b(?:Mom and Dad|Grandma and Grandpa) (?:was|has|is|always was)\b/);
    }
  });
});

/** A past participle after "had": "had spent", "had wrapped", "had been" (not "had cocoa ready"). */
const PARTICIPLE =
  /^(?:\w+ed|been|spent|made|done|gone|taught|told|said|brought|found|left|kept|built|won|seen|fallen|given|taken|written|grown|begun|known|shown|thought|caught|held|heard|put|set|run|come|become|sat|stood|slept|read|lost|got|gotten|forgotten|hidden|chosen|drawn|flown|thrown|worn|torn|woken|broken|spoken|stuck|swept|felt|meant|sent|lent|bent|dug|hung|spun|won|shone)$/;
const CONNECTIVE =
  /^(?:["“]?)(?:Just then|Then|Soon|After that|Next|Meanwhile|Suddenly|All at once|At that moment),? /;

/** The seams a read-aloud stumbles on, one message per seam found. */
export function seams(text: string): string[] {
  const out: string[] = [];
  const doubled = /\b(\p{L}+) \1\b/iu.exec(text);
  if (doubled !== null) out.push(`doubled word: ${doubled[0]}`);
  if (/ {2,}/.test(text)) out.push('double space');
  const before = /\S\s+[,.!?;:]/.exec(text);
  if (before !== null) out.push(`space before punctuation: ${before[0]}`);
  if (/\bnodded an? (?:\w+ )?smile/.test(text)) out.push('nodded a smile');
  if (/\bsmiled out loud\b/.test(text)) out.push('smiled out loud');
  // The article agrees with the next word: "an coral-pink starfish", "a orange starfish".
  const article =
    /(?<!\p{L})(?:[Aa] (?!one|once|uni|use|usu|eu|ur[aeiou])[aeiou]|[Aa]n (?!hour|honest|honou?r|heir|[FHLMNRSX]\b)[b-df-hj-np-tv-z])/iu.exec(
      text,
    );
  if (article !== null) out.push(`article: ${article[0]}`);
  const agree = /\b(?:she were|he were|they was|They was|She were|He were)\b/.exec(text);
  if (agree !== null) out.push(`pronoun and verb: ${agree[0]}`);
  for (const para of text.split('\n\n'))
    for (const [i, sentence] of para.split(/(?<=[.!?]["”]?)\s+/).entries()) {
      // After a closing quote the sentence may go on: '"I know!" said Mia.'
      const afterQuote = i > 0 && /["”]$/.test(para.split(/(?<=[.!?]["”]?)\s+/)[i - 1] ?? '');
      if (/^["“]?\p{Ll}/u.test(sentence) && !(afterQuote && !/^["“]/.test(sentence)))
        out.push(`lowercase start: ${sentence}`);
      const opener = CONNECTIVE.exec(sentence);
      if (opener !== null) {
        // "Just then, Mom had spent the afternoon…": a sudden moment cannot open a past perfect.
        const words = sentence.slice(opener[0].length).split(/\s+/);
        const had = words.findIndex((w) => w === 'had');
        if (had >= 1 && had <= 4 && PARTICIPLE.test((words[had + 1] ?? '').replace(/\W+$/, '')))
          out.push(`connective with past perfect: ${sentence}`);
      }
      if (/^By then\b/.test(sentence) && /\bnow\b/.test(sentence))
        out.push(`"By then" with "now": ${sentence}`);
    }
  return out;
}

describe('no seams a parent stumbles on when reading aloud', () => {
  it('finds the seams it looks for', () => {
    expect(seams('Just then, Mom had spent the day baking.')).toHaveLength(1);
    expect(seams('By then the stars were out now.')).toHaveLength(1);
    expect(seams('They ran and and ran.')).toHaveLength(1);
    expect(seams('She nodded a slow smile.')).toHaveLength(1);
    expect(seams('He smiled out loud.')).toHaveLength(1);
    expect(seams('An coral-pink starfish slept.')).toHaveLength(1);
    expect(seams('A orange starfish slept.')).toHaveLength(1);
    expect(seams('After that she were sleepy.')).toHaveLength(1);
    expect(seams('An orange starfish met a unicorn and a coral-pink crab.')).toEqual([]);
    expect(seams('It was late. the end .')).toHaveLength(2);
    expect(seams('Soon Grandma had cocoa ready. Just then, a bird sang.')).toEqual([]);
  });

  it('over hundreds of random requests: no doubled words, tense seams, stray spaces or lowercase starts', () => {
    const bad: string[] = [];
    for (const input of fc.sample(requestArb, { numRuns: 200, seed: 4242 })) {
      const { story } = writeDetailed(input, lib);
      for (const s of seams(story.content)) bad.push(s);
    }
    expect(bad).toEqual([]);
  });
});

describe('articles agree with the word that follows', () => {
  it('turns "An coral-pink" into "A coral-pink" and "a amber" into "an amber", and leaves the letter A alone', () => {
    expect(finishSentence('An coral-pink starfish slept.')).toBe('A coral-pink starfish slept.');
    expect(finishSentence('She found a amber shell and an red one.')).toBe(
      'She found an amber shell and a red one.',
    );
    expect(finishSentence('A unicorn and an hour.')).toBe('A unicorn and an hour.');
    expect(finishSentence('A is for apple.')).toBe('A is for apple.');
    expect(finishSentence('An ewe, an utensil, a owl and a umbrella.')).toBe(
      'A ewe, a utensil, an owl and an umbrella.',
    );
    // A letter said as a letter: "where an X should be" (heard as "a X" on a moon map).
    expect(finishSentence('Where a X should be, a riddle; an B nearby.')).toBe(
      'Where an X should be, a riddle; a B nearby.',
    );
  });
});

describe('smoothConnectives', () => {
  it('drops a connective that does not fit its sentence, and only then', () => {
    expect(smoothConnectives('Just then, Mom had spent the day baking.')).toBe(
      'Mom had spent the day baking.',
    );
    expect(smoothConnectives('It was late. Soon enough, the wind had knocked it down.')).toBe(
      'It was late. The wind had knocked it down.',
    );
    expect(smoothConnectives('Then the red fox had made a bed.')).toBe('The red fox had made a bed.');
    expect(smoothConnectives('By then the moon was up, and now it shone.')).toBe(
      'The moon was up, and now it shone.',
    );
    expect(smoothConnectives('Just then, a bird sang. Soon Grandma had cocoa ready.')).toBe(
      'Just then, a bird sang. Soon Grandma had cocoa ready.',
    );
  });
});

describe('the theme chooses a world that fits it', () => {
  // What a parent expects from each theme: a space story in space, an ocean story under the sea.
  const FITS: Record<TMainThemeId, readonly World[]> = {
    adventure: ['land', 'sky', 'sea', 'space'],
    fantasy: ['dream', 'land', 'sky'],
    friendship: ['home', 'land', 'dream'],
    nature: ['land', 'home'],
    space: ['space'],
    ocean: ['sea'],
    magic: ['dream', 'land', 'home'],
    animals: ['land', 'home', 'sea'],
    bedtime: ['home', 'dream', 'sky'],
    dreams: ['dream', 'sky', 'home'],
    dinosaurs: ['land', 'home'],
    dragons: ['land', 'sky', 'dream'],
    fairies: ['land', 'home', 'dream'],
    unicorns: ['land', 'sky', 'dream'],
    mermaids: ['sea'],
    pirates: ['sea'],
    castles: ['land', 'dream'],
    princesses: ['land', 'dream', 'home'],
    superheroes: ['land', 'home', 'sky'],
    robots: ['home', 'space', 'land'],
    trains: ['land', 'home'],
    vehicles: ['land', 'home'],
    construction: ['land', 'home'],
    farm: ['land', 'home'],
    jungle: ['land'],
    safari: ['land'],
    arctic: ['land', 'sea'],
    winter: ['land', 'home', 'sky'],
    spring: ['land', 'home'],
    summer: ['land', 'sea', 'home'],
    autumn: ['land', 'home', 'sky'],
    'rainy-day': ['home', 'land'],
    weather: ['sky', 'land'],
    moon: ['space', 'sky', 'dream'],
    stars: ['space', 'sky', 'dream'],
    rainbows: ['sky', 'land', 'dream'],
    forest: ['land'],
    mountains: ['land'],
    beach: ['land', 'sea'],
    islands: ['land', 'sea'],
    camping: ['land'],
    garden: ['home', 'land'],
    bugs: ['land', 'home'],
    birds: ['land', 'sky', 'home'],
    pets: ['home', 'land'],
    toys: ['home', 'dream'],
    'teddy-bears': ['home', 'land', 'dream'],
    music: ['home', 'land', 'dream', 'sky', 'sea', 'space'],
    dance: ['home', 'land', 'dream'],
    art: ['home', 'land', 'dream'],
    science: ['home', 'land', 'space'],
    inventions: ['home', 'land', 'space'],
    books: ['home', 'dream'],
    cooking: ['home', 'land'],
    sports: ['land', 'home'],
    'treasure-hunt': ['land', 'sea', 'home', 'dream'],
    mystery: ['home', 'land', 'dream'],
    family: ['home', 'land'],
    kindness: ['home', 'land', 'dream'],
    courage: ['land', 'home', 'dream'],
    birthday: ['home', 'land', 'dream'],
    holidays: ['home', 'land'],
  };

  it('picks, for every theme of the shared list, a plan of a world that fits it', () => {
    const bad: string[] = [];
    for (const option of MAIN_THEME_OPTIONS)
      for (const theme of [option.id, option.label])
        for (let seed = 1; seed <= 8; seed++) {
          const input = { ...base, theme, seed, readingLevel: LEVELS[seed % 3] as (typeof LEVELS)[number] };
          const selection = select(lib, readRequest(input, lib), undefined, new Rng(seed));
          if (!FITS[option.id].includes(selection.world))
            bad.push(`${theme} (seed ${seed}): ${selection.world} ${selection.plan.id}`);
        }
    expect(bad).toEqual([]);
  });

  it('space is told in space and the ocean under the sea, for every level and length', () => {
    for (const input of spread({ theme: 'space' }))
      expect(writeDetailed(input, lib).selection.world).toBe('space');
    for (const input of spread({ theme: 'ocean' }))
      expect(writeDetailed(input, lib).selection.world).toBe('sea');
  });

  it('a setting that clashes with the theme wins, and the story bridges to it', () => {
    for (const [theme, setting, world] of [
      ['space', 'The back garden', 'home'],
      ['ocean', 'A sunny meadow', 'land'],
      ['bedtime', 'Under the sea', 'sea'],
      ['animals', 'A space station', 'space'],
    ] as const) {
      const { selection, paragraphs } = writeDetailed({ ...base, theme, setting }, lib);
      expect(selection.world, `${theme} in ${setting}`).toBe(world);
      if (selection.bridge) expect(paragraphs.some((p) => p.marks.includes('bridge'))).toBe(true);
    }
  });
});

describe('fears by concept rule out scenes, family actions and cast', () => {
  it('for every fear concept, over random requests with every option: nothing the concept rules out', () => {
    const bad: string[] = [];
    const requests = fc.sample(requestArb, { numRuns: FEAR_EXAMPLES.length * 2, seed: 909 });
    requests.forEach((r, i) => {
      const fear = FEAR_EXAMPLES[i % FEAR_EXAMPLES.length] as string;
      const input: StoryWriterInput = {
        ...r,
        fears: [fear],
        learningGoals: LEARNING_OPTIONS[i % LEARNING_OPTIONS.length]?.label,
        favoriteCharacter: CHARACTER_TYPE_OPTIONS[i % CHARACTER_TYPE_OPTIONS.length]?.label,
        setting: i % 3 === 0 ? SETTING_OPTIONS[i % SETTING_OPTIONS.length]?.label : undefined,
        randomTwist: TWIST_OPTIONS[i % TWIST_OPTIONS.length]?.label,
        familyFriends: 'Grandma, my big brother Max and the baby',
      };
      const concepts = fearConcepts(input.fears);
      const ruled = new Set<string>(concepts.flatMap((c) => c.tags));
      const { story, selection, paragraphs } = writeDetailed(input, lib);
      const where = `${fear} / ${selection.plan.id}`;
      const words = fearWordsIn(`${story.title}\n${story.content}`, concepts);
      if (words.length > 0) bad.push(`${where}: words ${words.join(', ')}`);
      for (const t of selection.plan.tags) if (ruled.has(t)) bad.push(`${where}: plan tag ${t}`);
      for (const e of Object.values(selection.cast))
        for (const t of e.tags) if (ruled.has(t)) bad.push(`${where}: cast ${e.noun} ${t}`);
      const learning = lib.matchLearning(input.learningGoals ?? '');
      if (paragraphs.some((p) => p.marks.includes('learning')))
        for (const t of learning?.tags ?? [])
          if (ruled.has(t)) bad.push(`${where}: learning ${input.learningGoals} ${t}`);
    });
    expect(bad).toEqual([]);
  });

  it('fear of the dark: no night-time learning scene, even when the parent asks for one', () => {
    for (const learningGoals of ['Why we have day and night', 'Phases of the moon', 'a bedtime routine'])
      for (const input of spread({ fears: ['the dark'], learningGoals })) {
        const { paragraphs, story } = writeDetailed(input, lib);
        expect(
          paragraphs.some((p) => p.marks.includes('learning')),
          story.content,
        ).toBe(false);
        expect(story.content).not.toMatch(/\b(?:dark|darkness|shadows?)\b/i);
      }
  });
});

describe('the favorite character is in the plot', () => {
  const CASES = [
    ...CHARACTER_TYPE_OPTIONS.map((o) => o.label),
    'dragon',
    'unicorn',
    'Elsa',
    'Spider-Man',
    'a dragon called Sparky',
  ];
  // Bedtime and space pick many plans with a fixed companion (a sleepy cloud, a robot named Bleep).
  const THEMES_WITH_FIXED = ['bedtime', 'space', 'ocean', 'fantasy'] as const;

  it('joins as the companion or comes to help, introduced before it is named, for every character type', () => {
    const bad: string[] = [];
    let seed = 1;
    for (const favoriteCharacter of CASES)
      for (const theme of THEMES_WITH_FIXED) {
        const input: StoryWriterInput = {
          ...base,
          favoriteCharacter,
          theme,
          seed: seed++,
          readingLevel: LEVELS[seed % 3] as (typeof LEVELS)[number],
        };
        const { selection, paragraphs, story } = writeDetailed(input, lib);
        const where = `${favoriteCharacter} / ${theme} / ${selection.plan.id}`;
        if (selection.characterCompanion) continue;
        const at = paragraphs.findIndex((p) => p.marks.includes('character'));
        if (at < 0) {
          bad.push(`${where}: no favorite character`);
          continue;
        }
        const helper = selection.helper;
        if (helper === undefined) {
          bad.push(`${where}: no helper`);
          continue;
        }
        // Introduced ("a small, friendly dragon", "Elsa") where first named, then acting.
        const text = story.content;
        const word = helper.name ?? helper.noun;
        // As a word: "owl" is not named by "a bowl of stars".
        const named = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
        const first = named.exec(text)?.index ?? -1;
        if (first < 0) bad.push(`${where}: ${word} never named`);
        else if (
          helper.name === undefined &&
          !/\b(?:an?|toy|little)\b[^.!?]{0,30}$/i.test(text.slice(0, first))
        )
          bad.push(
            `${where}: "${word}" named before it is introduced: ${text.slice(first - 40, first + 20)}`,
          );
        if (!paragraphs.slice(0, at).every((p) => !named.test(p.text)) && helper.name === undefined)
          bad.push(`${where}: named before the scene that introduces it`);
        const scene = paragraphs[at]?.text ?? '';
        // The scene names it and it does something for the plot.
        const acts =
          scene.includes(word) &&
          /\b(?:held|helped|pointed|showed|lent|kept|steadied|lifted|shone|cleared|pulled|pushed|found|gave)\b/.test(
            scene,
          );
        if (!acts) bad.push(`${where}: does nothing: ${scene}`);
      }
    expect(bad).toEqual([]);
  });

  it('is preferred as the companion where a plot has room for one', () => {
    // Plans that give it a smaller part (a helper) are drawn a third as often (select.ts,
    // drawBest): over 1,280 such requests it is the companion in 80% of stories.
    let joined = 0;
    let seed = 100;
    for (let round = 0; round < 4; round++)
      for (const favoriteCharacter of ['dragon', 'unicorn', 'Robots', 'Teddy bears'])
        for (const theme of ['adventure', 'magic', 'friendship', 'bedtime'])
          if (
            writeDetailed({ ...base, favoriteCharacter, theme, seed: seed++ }, lib).selection
              .characterCompanion
          )
            joined++;
    expect(joined).toBeGreaterThanOrEqual(45);
  });
});

describe('family members do something that fits the story', () => {
  it('every member acts at least once, in a sentence that also names the child or the problem', () => {
    const bad: string[] = [];
    for (const familyFriends of [
      'Grandma, my best friend Lily and the baby',
      'our neighbor and Dad',
      'my teacher and my cousins',
    ])
      for (const input of spread({ familyFriends, childName: 'Leo', pronouns: 'he/him' })) {
        const { story, request, selection } = writeDetailed(input, lib);
        const sentences = story.content.split(/(?<=[.!?]["”]?)\s+/);
        const cast = Object.values(selection.cast).flatMap((e) => [
          e.noun,
          ...(e.name === undefined ? [] : [e.name]),
        ]);
        const about = new RegExp(
          `\\b(?:Leo|he|him|his|${cast.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
          'i',
        );
        for (const p of request.family) {
          const name = p.name.replace('{nameS} ', '');
          const lines = sentences.filter((s) => s.toLowerCase().includes(name.toLowerCase()));
          if (lines.length === 0) bad.push(`${familyFriends}: ${name} never acts`);
          else if (!lines.some((s) => about.test(s.replaceAll(name, ''))))
            bad.push(`${familyFriends}: ${name} acts apart from the story: ${lines.join(' | ')}`);
        }
      }
    expect(bad).toEqual([]);
  });
});
