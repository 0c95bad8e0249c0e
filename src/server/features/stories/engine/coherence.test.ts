import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberingTell } from '../../../../../tests/support/remembered-tell.js';
import { storyRequests } from '../../../../../tests/support/story-requests.js';
import type { StoryWriterInput } from '../writer/types.js';
import { doubledStemFindings, sentencesOf, unfinishedLine, unnamedTwice } from './grammar/lint.js';
import { checkLines, memberPresentFindings } from './pack/check.js';
import { loadPack } from './pack/index.js';
import { packDir } from './pack/load.js';
import { planProblems, setupObjectProblems } from './pack/lint-pack.js';
import {
  daytimeProblems,
  daytimeWord,
  openingOutdoorsProblems,
  openingPlaceProblems,
  strangerProblems,
} from './pack/lint-night.js';
import { owningUpProblems, owningUpWithoutMistake } from './pack/lint-sense.js';
import type { TPlan } from './pack/schema.js';
import { readBrief } from './read/brief.js';
import { companionPool, heardAs } from './tell/cast.js';
import { isScene } from './tell/learning.js';
import { petLines } from './tell/pet-lines.js';
import { fromPocket } from './tell/pocket.js';
import { tell as tellStory } from './tell/story.js';
import { STORY_LENGTHS } from '../../../../shared/constants.js';
import { toldCorpus } from '../../../../../tests/support/told-corpus.js';

/**
 * Issue 24, coherence: what a parent reading aloud notices when a story does not hang together.
 * The vehicle home is the one that took the child there; one stem is not said twice in a clause;
 * what the setup brings in comes back; one problem gets one fix; a learning goal is a scene; a
 * member who is not on the adventure is remembered there, never acting.
 */
const pack = loadPack();
// Some tests read requests another has told (the same theme and seed): each is told once.
const tell = rememberingTell(tellStory);
const base: StoryWriterInput = {
  childName: 'Wren',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['drums'],
  fears: [],
  theme: 'adventure',
  storyLength: 'medium',
  seed: 1,
  pronouns: 'she/her',
};
const planOf = (id: string): TPlan => {
  const plan = pack.plans.find((p) => p.id === id);
  if (plan === undefined) throw new Error(`no plan ${id}`);
  return plan;
};
/** The sights seen on the way or on arrival (tell/scenes.ts sightLines). */
const sightsOf = (t: ReturnType<typeof tell>) =>
  t.paragraphs
    .flatMap((p) => p.lines)
    .filter((l) =>
      /^(?:interest\.sight|frame\.(?:on_the_way|wonder|chat|refrain)|world\.sights)$/.test(l.role),
    );
const messages = (problems: readonly { message: string }[]) => problems.map((p) => p.message);

describe('the vehicle home is the one that took the child there', () => {
  it('the lint refuses a plot whose home names a vehicle that a journey line never introduced', () => {
    const plan = planOf('sky-rainbow-cupboard');
    const broken: TPlan = {
      ...plan,
      journey: {
        beginner: ['They floated up through a cloud to {place.a}.'],
        intermediate: ['Up they went to {place.a}.'],
      },
    };
    const found = messages(planProblems({ plans: [broken], worlds: pack.worlds }, new Map()));
    expect(found.some((m) => /names the vehicle/.test(m))).toBe(true);
    expect(messages(planProblems({ plans: [plan], worlds: pack.worlds }, new Map()))).toEqual([]);
  });

  it('no plot of the pack names its vehicle only on the way home', () => {
    expect(messages(planProblems(pack, new Map())).filter((m) => /vehicle/.test(m))).toEqual([]);
  });

  it('in told stories, a vehicle named on the way home was named on the way there', () => {
    const bad: string[] = [];
    for (const theme of ['space', 'ocean', 'bedtime', 'rainbows'] as const)
      for (const readingLevel of ['beginner', 'intermediate', 'advanced'] as const)
        for (let seed = 1; seed <= 12; seed++) {
          const t = tell({ ...base, theme, readingLevel, seed }, pack);
          const vehicle = t.cast.vehicle;
          if (vehicle === undefined) continue;
          const at = t.paragraphs.findIndex((p) => p.kind === 'home');
          if (at < 0 || !t.paragraphs[at]!.text.toLowerCase().includes(vehicle.noun)) continue;
          // Introduced by its noun or by its first mention ("a little boat with a sail of starlight").
          const said = [vehicle.noun, vehicle.a.toLowerCase().replace(/^an? /, '')];
          const before = t.paragraphs.slice(0, at).map((p) => p.text.toLowerCase());
          if (!before.some((text) => said.some((s) => text.includes(s))))
            bad.push(`${theme} ${readingLevel} ${seed} ${t.plan.id}`);
        }
    expect(bad).toEqual([]);
  });
});

describe('one word stem is not said twice in a short clause', () => {
  it('finds a verb and its own noun together', () => {
    expect(doubledStemFindings('Wren rested on the moon for a rest.').map((f) => f.text)).toEqual([
      'rested … rest',
    ]);
    expect(doubledStemFindings('The lantern smiled a big smile.')).toHaveLength(1);
    expect(doubledStemFindings('The bath gurgled one last gurgle.')).toHaveLength(1);
  });

  it('leaves alone what reads well: the same noun twice, a verb after a subject, separate clauses', () => {
    expect(doubledStemFindings('Wren watched the ants in her ant farm.')).toEqual([]);
    expect(doubledStemFindings('She stroked the lantern the way you stroke a kitten.')).toEqual([]);
    expect(doubledStemFindings('Wren rested on the moon. It was a good rest.')).toEqual([]);
    expect(doubledStemFindings('Wren gave a big smile.')).toEqual([]);
  });
});

describe('what the setup brings in comes back', () => {
  const plan = planOf('sky-rainbow-cupboard');
  const withCall = (call: string, resolution?: string): TPlan => ({
    ...plan,
    call: [call],
    ...(resolution === undefined ? {} : { resolution: [resolution] }),
  });
  const problemsOf = (p: TPlan) => messages(setupObjectProblems({ plans: [p] }, new Map()));

  it('a key found in the call that no later beat uses is reported; one the resolution uses is not', () => {
    const call = '{Name} found a tiny silver key on {their} pillow, and {companion.a} came in.';
    expect(problemsOf(withCall(call)).some((m) => /"key"/.test(m))).toBe(true);
    expect(problemsOf(withCall(call, 'The silver key turned, and {object.the} swung open.'))).toEqual([]);
  });

  it('a simile sets nothing up, and a note read out at once is used', () => {
    expect(problemsOf(withCall('{companion.a} held a leaf as though it were a map.'))).toEqual([]);
    expect(problemsOf(withCall('A tiny note said, "Help, please!" and {companion.a} waved.'))).toEqual([]);
    expect(problemsOf(withCall('A tiny scroll lay on the step. {companion.a} waved.')).length).toBe(1);
  });

  it('no plot of the pack leaves a setup object behind', () => {
    expect(messages(setupObjectProblems(pack, new Map()))).toEqual([]);
  });
});

describe('one problem gets one fix', () => {
  it('when the interest solves it, the pet joins in rather than solving it first', () => {
    let joined = 0;
    for (const theme of ['adventure', 'space', 'ocean', 'animals'] as const)
      for (let seed = 1; seed <= 15; seed++) {
        const t = tell({ ...base, theme, seed, customPrompt: 'our dog is called Pickle' }, pack);
        const roles = t.paragraphs.flatMap((p) => p.roles);
        if (!roles.includes('interest.help')) continue;
        expect(roles, `${theme} ${seed} ${t.plan.id}`).not.toContain('pet.help');
        if (roles.includes('pet.joins')) joined++;
      }
    expect(joined).toBeGreaterThan(20);
  });

  it('with no interest to solve it, the pet may be the fix', () => {
    const brief = readBrief({ ...base, customPrompt: 'our dog is called Pickle' }, pack);
    const roles = (solves: boolean) =>
      petLines(brief, 'stuck', solves).map((p) => `${p.where}:${p.line.role}`);
    expect(roles(false)).toContain('help:pet.help');
    expect(roles(true)).toContain('help:pet.joins');
    expect(roles(true).some((r) => r.endsWith('pet.help'))).toBe(false);
  });
});

describe('a learning goal is told as a scene', () => {
  it('the planets and why leaves fall: a question asked aloud and answered, at every level', () => {
    for (const learningGoals of ['the planets in order', 'why leaves fall'])
      for (const readingLevel of ['beginner', 'intermediate', 'advanced'] as const)
        for (let seed = 1; seed <= 8; seed++) {
          const t = tell({ ...base, theme: 'bedtime', learningGoals, readingLevel, seed }, pack);
          const scene = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'learning.scene');
          expect(scene, `${learningGoals} ${readingLevel} ${seed}`).toBeDefined();
          expect(scene?.text, `${learningGoals} ${readingLevel} ${seed}`).toMatch(/"[^"]*\?"/);
        }
  });

  it('a narrated list of facts is not a scene; a question and its answer with the companion is', () => {
    expect(isScene('{Name} named the planets: Mercury, Venus, Earth and Mars.')).toBe(false);
    expect(isScene('"Which one is Earth?" {Name} asked. "The third," said {companion.the}.')).toBe(true);
  });
});

describe('a member who is not on the adventure is remembered there, never acting', () => {
  it('finds a member acting or speaking as if there', () => {
    expect(
      memberPresentFindings('Grandma planted seeds with gentle hands. Mia went slowly too.'),
    ).toHaveLength(1);
    expect(memberPresentFindings('"Try again," said Grandma.')).toHaveLength(1);
  });

  it('leaves alone a memory, a habit or a thought of them', () => {
    expect(memberPresentFindings('Grandma always planted seeds with gentle hands.')).toEqual([]);
    expect(memberPresentFindings('Mia remembered what Grandma said: "Try again."')).toEqual([]);
    expect(memberPresentFindings("Grandma would be so proud. Mia said Grandma's magic words.")).toEqual([]);
  });
});

describe('the companion is one of a kind in its story', () => {
  it('scenery never brings in another of the companion\'s kind ("A crab walked by" beside Rocco the crab)', () => {
    const scenery = new Set(['world.sights', 'frame.on_the_way', 'frame.wonder', 'world.arrive']);
    let crabs = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell(
        { ...base, theme: 'ocean', seed, storyLength: 'long', readingLevel: 'beginner', age: 4 },
        pack,
      );
      const head = t.cast.companion?.noun.split(' ').at(-1) ?? '';
      if (head === 'crab') crabs++;
      for (const line of t.paragraphs.flatMap((p) => p.lines))
        if (scenery.has(line.role))
          expect(line.text, t.story.content).not.toMatch(
            new RegExp(`\\b(?:a|an|another)\\s+(?:\\w+\\s+){0,2}${head}s?\\b`, 'i'),
          );
    }
    expect(crabs).toBeGreaterThan(0);
  });
});

describe('the story is told in the evening, and no one who is not family calls the child out', () => {
  const plan = planOf('land-mole-way-home');
  const withOpening = (opening: string): TPlan => ({ ...plan, opening: [opening] });
  const daytime = (p: TPlan) => messages(daytimeProblems({ plans: [p] }, new Map()));

  it('the lint refuses an afternoon, lunch or the sunshine before bedtime', () => {
    expect(daytime(withOpening('It was a warm afternoon. {Name} put on {their} shoes.'))).toHaveLength(1);
    expect(daytime(withOpening('{Name} was out in the garden in the last of the sunshine.'))).toHaveLength(1);
    expect(daytime(withOpening('On a bright autumn morning, {Name} set off.'))).toHaveLength(1);
    expect(daytime(withOpening('After lunch, {Name} set off.'))).toHaveLength(1);
  });

  it('and leaves alone a morning that is over or still to come, and a low evening sun', () => {
    for (const ok of [
      'The mole had been digging all morning. The sun was low and gold.',
      'Grandma promised pancakes in the morning.',
      'It was pink this morning, and now it was gray.',
    ])
      expect(daytime(withOpening(ok)), ok).toEqual([]);
  });

  it('no line of the pack told before bedtime says it is daytime', () => {
    expect(messages(daytimeProblems(pack, new Map()))).toEqual([]);
  });

  it('in told stories, no plot, frame or world line says it is daytime', () => {
    const said: string[] = [];
    for (const theme of ['animals', 'ocean', 'adventure', 'nature', 'space'] as const)
      for (let seed = 1; seed <= 30; seed++) {
        const t = tell({ ...base, theme, seed, readingLevel: seed % 2 ? 'beginner' : 'advanced' }, pack);
        for (const l of t.paragraphs.flatMap((p) => p.lines))
          if (/^(?:plan|frame|world|shape|siblings)\./.test(l.role) && daytimeWord(l.text) !== undefined)
            said.push(`${t.plan.id} ${l.role}: ${l.text}`);
      }
    expect(said).toEqual([]);
  });

  it("a beginner's long story counts what it meets on the way (one, two, three, four), in place of small talk", () => {
    let sung = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const young = tell({ ...base, seed, readingLevel: 'beginner', age: 3, storyLength: 'long' }, pack);
      const song = young.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'frame.counting');
      if (song !== undefined) {
        sung++;
        expect(song.text).toMatch(/\bone\b[^.]*\.[^]*\btwo\b[^]*\bthree\b[^]*\bfour\b/);
        // Its steps stay short sentences: never joined into "Hoo, hoo, they passed two frogs".
        expect(song.text).not.toMatch(/!,|, (?:they|along came)\b/);
      }
      const older = tell({ ...base, seed, storyLength: 'long' }, pack);
      expect(older.paragraphs.flatMap((p) => p.roles)).not.toContain('frame.counting');
    }
    expect(sung).toBeGreaterThan(10);
  });

  it("a beginner's refrain comes back word for word, as a picture book's does", () => {
    let twice = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const t = tell({ ...base, seed, readingLevel: 'beginner', age: 3, storyLength: 'long' }, pack);
      const refrains = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'frame.refrain');
      if (refrains.length > 1) twice++;
      expect(new Set(refrains.map((l) => l.text)).size).toBeLessThanOrEqual(1);
      // Twice, never three times ("We can do it," said three times went round in circles).
      expect(refrains.length, t.story.content).toBeLessThanOrEqual(2);
    }
    expect(twice).toBeGreaterThan(5);
  });

  it('once the moon is up, the scenery has no sunshine ("The moon came up... A stripe of sun lay on the stairs")', () => {
    const said: string[] = [];
    let nights = 0;
    // 60 seeds a theme (was 40): panel 78's new lines moved which nights the moon comes up on, and
    // the check needs more than 20 such nights to mean something.
    for (const theme of ['bedtime', 'animals', 'adventure', 'nature'] as const)
      for (let seed = 1; seed <= 60; seed++) {
        const t = tell({ ...base, theme, seed, readingLevel: 'beginner', age: 3, storyLength: 'long' }, pack);
        let night = false;
        for (const l of t.paragraphs.flatMap((p) => p.lines)) {
          if (night && /^(?:world\.sights|frame\.on_the_way|frame\.wonder|world\.arrive)$/.test(l.role)) {
            nights++;
            if (/\b(?:sun|sunlight|sunshine|sunbeams?|sunny)\b/i.test(l.text))
              said.push(`${t.plan.id}: ${l.text}`);
          }
          if (/\bthe moon (?:came up|was up|rose|was rising|was out|peeked in)\b/i.test(l.text)) night = true;
        }
      }
    expect(nights).toBeGreaterThan(20);
    expect(said).toEqual([]);
  });

  it('the lint refuses a person who is not family calling at the window of a plot that starts at home', () => {
    const home = planOf('sea-iceberg-penguin-chick');
    expect(home.meet).toBe('home');
    const strangers = (p: TPlan) =>
      messages(strangerProblems({ plans: [p], worlds: pack.worlds }, new Map()));
    expect(strangers({ ...home, cast: { ...home.cast, companion: ['keeper-mariam'] } })).toHaveLength(1);
    const knock = 'Knock, knock: a kind old fisherman was at the window. "Come with me," he said.';
    expect(strangers({ ...home, call: [knock] })).toHaveLength(1);
    // The companion's words, or a game the child plays, bring in no one.
    expect(strangers({ ...home, call: ['{companion.a} popped up. "I need a captain!"'] })).toEqual([]);
    expect(messages(strangerProblems(pack, new Map()))).toEqual([]);
  });

  it('a person in the cast is only ever met on arrival, never at the window at night', () => {
    const people = [...pack.cast.values()].filter((e) => e.human === true).map((e) => e.id);
    expect(people).toEqual(expect.arrayContaining(['keeper-mariam', 'astronaut-cosmo', 'friend-rosa']));
    for (const p of pack.plans.filter((x) => x.meet === 'home'))
      for (const world of p.worlds) {
        const w = pack.worldById.get(world);
        if (w === undefined) continue;
        for (const id of companionPool(p, w, pack)) expect(people, `${p.id}: ${id}`).not.toContain(id);
      }
  });
});

describe('a plot that opens away from home tells the evening at home first', () => {
  it('the bath, the pajamas and the interest at home come before the beach or the orchard', () => {
    let away = 0;
    const jumps: string[] = [];
    for (const theme of ['nature', 'ocean', 'animals', 'adventure'] as const)
      for (let seed = 1; seed <= 40; seed++) {
        const t = tell({ ...base, theme, seed }, pack);
        if (!t.plan.opens_away) continue;
        away++;
        const roles = t.paragraphs.flatMap((p) => p.roles);
        if (roles.indexOf('plan.opening') < roles.indexOf('interest.setup')) jumps.push(t.plan.id);
      }
    expect(away).toBeGreaterThan(5);
    expect(jumps).toEqual([]);
  });

  it('the evening at home before going out is not told from bed (never "snuggled into bed", then the tide pools)', () => {
    const inBed: string[] = [];
    let away = 0;
    for (const theme of ['nature', 'ocean', 'animals', 'adventure'] as const)
      for (let seed = 1; seed <= 60; seed++) {
        const interests = [['skateboarding', 'drums', 'books', 'space', 'knitting'][seed % 5] as string];
        const t = tell(
          { ...base, theme, seed, interests, customPrompt: 'We have a dog called Pickle.' },
          pack,
        );
        if (!t.plan.opens_away || t.world.id === 'dream') continue;
        away++;
        const lines = t.paragraphs.flatMap((p) => p.lines);
        const out = lines.findIndex((l) => l.role === 'plan.opening');
        for (const l of lines.slice(0, out))
          if (
            /\b(?:(?:into|in) bed|snuggled (?:down|in|into)|under the covers|tucked (?:up|in))\b/i.test(
              l.text,
            )
          )
            inBed.push(`${t.plan.id}: ${l.text}`);
      }
    expect(away).toBeGreaterThan(10);
    expect(inBed).toEqual([]);
  });

  it('the lint refuses the child out on the grass in an opening told before the evening at home', () => {
    const plan = planOf('sky-quiet-cloud-bells');
    const outside = { beginner: ['{Name} lay on the grass and watched the clouds.'], intermediate: [] };
    expect(openingOutdoorsProblems({ plans: [{ ...plan, opening: outside }] })).toHaveLength(1);
    expect(openingOutdoorsProblems({ plans: [{ ...plan, opening: outside, opens_away: true }] })).toEqual([]);
    expect(openingOutdoorsProblems(pack)).toEqual([]);
  });

  it('the lint asks a plot that opens at its place to say so', () => {
    const plan = planOf('land-orchard-apples');
    expect(openingPlaceProblems({ plans: [{ ...plan, opens_away: false }] })).toHaveLength(1);
    expect(openingPlaceProblems(pack)).toEqual([]);
  });
});

describe('the child falls asleep once, at the end', () => {
  it('over 400 varied requests, at most a few stories say the child fell asleep twice', () => {
    // "its gentle creak carried Yui off to sleep", then "she drifted into sleep" two lines later.
    const asleep = /\b(?:asleep|drift\w* off|doz\w* off|off to sleep|into (?:a |deep )*sleep)\b/i;
    // Someone else asleep, in a sentence naming the child: "the night Amara helped the sleepy
    // dragon drift off", "asked whether the moon was asleep yet".
    const another =
      /\bhelped (?:the|a) [^.]*?(?:drift\w* off|fall asleep|off to sleep)|\b(?:moon|sun|stars?) (?:was|were) asleep/i;
    let twice = 0;
    for (const { t } of toldCorpus(400, pack)) {
      const name = t.brief.child.name;
      const saying = t.story.content
        .split(/(?<=[.!?]["”]?)\s+/)
        .filter(
          (s) =>
            asleep.test(s) &&
            !another.test(s) &&
            (s.includes(name) || /^(?:she|he|they)\b/i.test(s) || /both of them/i.test(s)),
        );
      if (saying.length > 1) twice += 1;
    }
    // Before the fix: 44 of 400 (after the lullaby, with the cat, as the octopus spoke, counting sheep).
    expect(twice).toBeLessThanOrEqual(4);
  }, 180_000);
});

describe('what helps was set up before it helps', () => {
  it('a thing the child takes from a pocket to fix the problem was put in that pocket first', () => {
    const interests = [
      'chess',
      'rocks',
      'robots',
      'lego',
      'rockets',
      'boats',
      'flags',
      'bikes',
      'acorns',
      'cars',
      // Their fixes tie the pieces "with some string from his pocket" (panel 16: "tied them snug!"
      // with nothing); planted at home as "some string", never "his string".
      'garbage trucks',
      'otters',
    ];
    const themes = ['adventure', 'nature', 'magic', 'friendship', 'space', 'animals'];
    let fixes = 0;
    const unplanted: string[] = [];
    // 540 requests: the far lands joined the animals theme and took some of the pocket fixes' nights.
    for (let seed = 1; seed <= 540; seed++) {
      const storyLength = (['short', 'medium', 'long'] as const)[seed % 3] ?? 'medium';
      const t = tell(
        {
          ...base,
          seed,
          age: 4 + (seed % 8),
          readingLevel: seed % 3 === 0 ? 'beginner' : 'intermediate',
          interests: [interests[seed % interests.length] ?? 'chess'],
          theme: themes[seed % themes.length] ?? 'adventure',
          storyLength,
        },
        pack,
      );
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const help = lines.findIndex((l) => l.role === 'interest.help' && fromPocket(l.text) !== undefined);
      if (help < 0) continue;
      fixes += 1;
      const planted = lines.slice(0, help).some((l) => /\bpockets?\b/i.test(l.text));
      if (!planted) unplanted.push(`seed ${seed}: ${lines[help]?.text ?? ''}`);
      expect(t.story.content).not.toMatch(/\b(?:his|her|their|\p{L}+'s) string\b/u);
      expect(t.story.wordCount).toBeLessThanOrEqual(STORY_LENGTHS[storyLength].maxWords);
    }
    expect(fixes).toBeGreaterThan(5);
    expect(unplanted).toEqual([]);
  });
});

describe('the companion is not the same animal as the pet', () => {
  it('with a hamster called Biscuit at home, the companion is never another hamster', () => {
    const nouns: string[] = [];
    for (let seed = 1; seed <= 150; seed++) {
      const t = tell(
        {
          ...base,
          seed,
          theme: ['bedtime', 'animals', 'friendship'][seed % 3] ?? 'bedtime',
          customPrompt: 'she has a hamster called Biscuit',
        },
        pack,
      );
      nouns.push(t.cast.companion?.noun ?? '');
    }
    expect(nouns.filter((n) => /hamster/i.test(n))).toEqual([]);
  });
});

describe('a twist about wild creatures meets them out there', () => {
  it('"the whales can sing" never has the child bring their own whales from the pillow; a robot still comes along', () => {
    const intro = (randomTwist: string, seed: number) =>
      tell({ ...base, seed, theme: 'ocean', randomTwist }, pack)
        .paragraphs.flatMap((p) => p.lines)
        .some((l) => l.role === 'twist.intro');
    const whales = Array.from({ length: 20 }, (_, i) =>
      intro('the whales can sing any song you ask for', i + 1),
    );
    expect(whales.filter(Boolean)).toEqual([]);
    const robots = Array.from({ length: 20 }, (_, i) => intro('the robot can talk', i + 1));
    expect(robots.some(Boolean)).toBe(true);
  });
});

describe('a pet is said to be one the first time it is named', () => {
  it('a second pet first met at bedtime is "Yui\'s cat Sumo", never a bare name a parent cannot place', () => {
    const bare: string[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell(
        {
          ...base,
          childName: 'Yui',
          seed,
          storyLength: (['short', 'medium'] as const)[seed % 2] ?? 'short',
          customPrompt: 'We have a hamster called Mochi and a lazy old cat named Sumo',
        },
        pack,
      );
      for (const [name, kind] of [
        ['Mochi', 'hamster'],
        ['Sumo', 'cat'],
      ] as const) {
        const first = t.paragraphs.flatMap((p) => p.lines).find((l) => l.text.includes(name));
        if (first !== undefined && !first.text.includes(kind)) bare.push(`seed ${seed}: ${first.text}`);
      }
    }
    expect(bare).toEqual([]);
  });
});

describe('a story that hangs together when read aloud (issue 24, second coherence panel)', () => {
  it('the lint refuses owning up to a mistake the line never told; a mistake told first is fine', () => {
    expect(
      owningUpWithoutMistake('"Who ate the last cookie?" asked {companion.the}. "It was me," said {Name}.'),
    ).toBeDefined();
    expect(owningUpWithoutMistake('{Name} told the truth about the spilled berries.')).toBeDefined();
    expect(
      owningUpWithoutMistake('{Name} [knocked over|bumped] the tower. "It was me," said {Name}.'),
    ).toBeUndefined();
    // A jump that worked and a saying about owning up are not confessions.
    expect(owningUpWithoutMistake('Over went the sheep. "I did it!" she said.')).toBeUndefined();
    expect(owningUpWithoutMistake('"If something goes wrong, you own up," said {Name}.')).toBeUndefined();
  });

  it('no line of the pack owns up to a mistake it never told', () => {
    expect(messages(owningUpProblems(pack, new Map()))).toEqual([]);
  });

  it('a young child never walks out or home alone at dusk: a grown-up goes along, the companion says goodbye at the door', () => {
    let walked = 0;
    let garden = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const t = tell(
        { ...base, age: 4, readingLevel: 'beginner', theme: seed % 2 ? 'animals' : 'garden', seed },
        pack,
      );
      const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      const onFoot =
        t.plan.journey !== undefined && t.plan.cast.vehicle === undefined && t.world.id !== 'dream';
      // Down the garden at night counts (panel 29: a four-year-old went with only a kitten).
      if (!onFoot || t.plan.indoors) continue;
      if (t.world.indoors) garden++;
      walked++;
      // Met at home too: a panel heard a four-year-old go down the lane at night with a pony.
      expect(roles, `${seed} ${t.plan.id}`).toContain('frame.along');
      const home = roles.indexOf('plan.home');
      const goodbye = roles.indexOf('frame.goodbye');
      if (home >= 0 && goodbye >= 0) expect(goodbye, `${seed} ${t.plan.id}`).toBeGreaterThan(home);
    }
    expect(walked).toBeGreaterThan(10);
    expect(garden).toBeGreaterThan(2);
  });

  // Panels 29 and 31: a seven-year-old alone in a city park, or the woods, in the evening.
  it('up to eight, a child walking out into the evening has a grown-up along too', () => {
    let walked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const age = 7 + (seed % 2);
      const t = tell({ ...base, age, readingLevel: 'intermediate', theme: 'nature', seed }, pack);
      const onFoot =
        t.plan.journey !== undefined && t.plan.cast.vehicle === undefined && t.world.id !== 'dream';
      if (!onFoot || t.plan.indoors) continue;
      walked++;
      expect(
        t.paragraphs.flatMap((p) => p.roles).some((r) => /^(?:frame|member)\.along$/.test(r)),
        `${age} ${seed} ${t.plan.id}`,
      ).toBe(true);
    }
    expect(walked).toBeGreaterThan(10);
  });

  it('the grown-up who goes along is one the parent named, by name, not "a grown-up from home" beside Grandad Joe', () => {
    let walked = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const input = { ...base, age: 4, readingLevel: 'beginner' as const, theme: 'animals', seed };
      const t = tell({ ...input, familyFriends: 'Grandad Joe and her baby brother Max' }, pack);
      const along = t.paragraphs.flatMap((p) => p.lines).find((l) => /along$/.test(l.role));
      if (along === undefined) continue;
      walked++;
      expect(along.role, `${seed} ${t.plan.id}`).toBe('member.along');
      const told = t.paragraphs.find((p) => p.lines.includes(along))?.text ?? '';
      expect(told, `${seed} ${t.plan.id}`).toContain('Grandad Joe');
      expect(t.story.content, `${seed} ${t.plan.id}`).not.toMatch(/a grown-up/i);
      // With only a baby at home, a grown-up from home still goes.
      const baby = tell({ ...input, familyFriends: 'her baby brother Max' }, pack);
      const roles = baby.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      if (baby.plan.id === t.plan.id) expect(roles).toContain('frame.along');
    }
    expect(walked).toBeGreaterThan(5);
  });

  it('out on the water, the grown-up who steers is one the parent named, never "a grown-up from home"', () => {
    // Panel 29: "a grown-up from home had come along and did the steering" for Oscar of Dad and Papa.
    let aboard = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const input = { ...base, age: 6, theme: 'ocean', seed, familyFriends: 'Dad and Papa' };
      const t = tell(input, pack);
      const steers = t.paragraphs.flatMap((p) => p.lines).find((l) => /aboard$/.test(l.role));
      if (steers === undefined) continue;
      aboard++;
      expect(steers.role, `${seed} ${t.plan.id}`).toBe('member.aboard');
      expect(t.story.content, `${seed} ${t.plan.id}`).not.toMatch(/a grown-up from home/i);
    }
    expect(aboard).toBeGreaterThan(3);
  });

  it("the child gets into bed before the last thoughts: the tuck-in before the worry's closing", () => {
    let both = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const t = tell({ ...base, seed, customPrompt: 'she starts at a new school on Monday' }, pack);
      const roles = t.paragraphs.flatMap((p) => p.roles);
      const tuck = roles.indexOf('frame.tuck_in');
      const after = ['worry.closing', 'learning.echo'].map((r) => roles.indexOf(r)).filter((i) => i >= 0);
      if (tuck < 0 || after.length === 0) continue;
      both++;
      for (const i of after) expect(tuck, `${seed} ${t.plan.id}: ${roles.join(' ')}`).toBeLessThan(i);
    }
    expect(both).toBeGreaterThan(3);
  });

  it('a companion is never named like the child: "Hattie" meets no calf called "Hettie"', () => {
    // The tenth panel's request: the calf was "Hettie", too close to tell apart read aloud.
    const panel: StoryWriterInput = {
      childName: 'Hattie',
      age: 4,
      readingLevel: 'beginner',
      interests: ['ladybirds', 'puddles'],
      fears: [],
      theme: 'nature',
      familyFriends: 'Mum and Granny Pat',
      customPrompt: 'she has a favourite yellow jumper',
      storyLength: 'short',
      storyTone: 'calming',
      seed: 1000,
    };
    for (let seed = 1000; seed <= 1060; seed++) {
      const t = tell({ ...panel, seed }, pack);
      expect(t.story.content, `${seed} ${t.plan.id}`).not.toMatch(/\bHettie\b/);
    }
    expect(heardAs('hattie', 'hettie')).toBe(true);
    expect(heardAs('mia', 'mila')).toBe(true);
    expect(heardAs('ada', 'pip')).toBe(false);
    // Short names are not one letter from every other: Bo and Jo are two children.
    expect(heardAs('bo', 'jo')).toBe(false);
  });

  it('a young child never goes out on the water alone: a grown-up from home steers the boat; an older child may sail', () => {
    const boats = (t: ReturnType<typeof tell>) => t.cast.vehicle?.tags.includes('boats') === true;
    let afloat = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const t = tell({ ...base, age: 3, readingLevel: 'beginner', theme: 'ocean', seed }, pack);
      if (!boats(t)) continue;
      afloat++;
      const journey = t.paragraphs.find((p) => p.lines.some((l) => l.role === 'plan.journey'));
      const roles = journey?.lines.map((l) => l.role) ?? [];
      expect(roles, `${seed} ${t.plan.id}`).toContain('frame.aboard');
      expect(roles.indexOf('frame.aboard'), `${seed}`).toBeGreaterThan(roles.indexOf('plan.journey'));
      expect(journey?.text, `${seed} ${t.plan.id}`).toMatch(/\bgrown-ups?\b/);
    }
    expect(afloat).toBeGreaterThan(5);
    // The eighth panel: an eight-year-old rowing across the bay alone at dusk. Under ten, a grown-up steers.
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell({ ...base, age: 8, readingLevel: 'advanced', theme: 'ocean', seed }, pack);
      if (!boats(t)) continue;
      const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      expect(roles, `${seed} ${t.plan.id}`).toContain('frame.aboard');
    }
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell({ ...base, age: 11, readingLevel: 'advanced', theme: 'ocean', seed }, pack);
      const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      expect(roles, `${seed}`).not.toContain('frame.aboard');
    }
  });

  it('on the water, the way there has no path, stepping stones or snail crossing the road', () => {
    const onFoot =
      /\b(?:on the path|in the way|stepping stones|crossed the (?:road|path|way)|secret way past the trees)\b/i;
    let afloat = 0;
    for (const age of [4, 7])
      for (let seed = 1; seed <= 80; seed++) {
        const t = tell(
          { ...base, age, theme: 'ocean', interests: ['helping'], storyLength: 'long', seed },
          pack,
        );
        if (t.cast.vehicle?.tags.includes('water') !== true) continue;
        afloat++;
        const sights = sightsOf(t);
        for (const l of sights) expect(l.text, `${age} ${seed} ${t.plan.id} ${l.role}`).not.toMatch(onFoot);
      }
    expect(afloat).toBeGreaterThan(10);
  });

  it('deep under the water, the way there has no clouds sailing by, gulls or glowing windows', () => {
    const above = /\b(?:clouds?|gulls?|seagulls?|glowing windows|rooftops|chimneys)\b/i;
    let deep = 0;
    for (const interests of [['trains'], ['birds'], ['helping']])
      for (let seed = 1; seed <= 60; seed++) {
        const t = tell({ ...base, theme: 'ocean', interests, storyLength: 'long', seed }, pack);
        if (t.cast.vehicle?.tags.includes('deep-water') !== true) continue;
        deep++;
        const sights = sightsOf(t);
        for (const l of sights)
          expect(l.text, `${interests[0]} ${seed} ${t.plan.id} ${l.role}`).not.toMatch(above);
      }
    expect(deep).toBeGreaterThan(5);
  });

  it('a companion that lives in water never hops over a stream, walks or holds hands', () => {
    const onLand =
      /\b(?:hop(?:ped|s)?|skip(?:ped|s)?|walked|marched|tiptoed|climbed|stepping stones|(?:across|over) a little stream|held hands|hand in hand|sat down)\b/i;
    let swims = 0;
    for (const [age, readingLevel] of [
      [4, 'beginner'],
      [7, 'intermediate'],
      [10, 'advanced'],
    ] as const)
      for (let seed = 1; seed <= 60; seed++) {
        const t = tell({ ...base, age, readingLevel, theme: 'ocean', storyLength: 'long', seed }, pack);
        const companion = t.cast.companion;
        if (companion?.water !== true) continue;
        swims++;
        const named = new RegExp(
          `\\b(?:${[companion.noun, ...companion.names, companion.name ?? companion.noun].join('|')})\\b`,
          'i',
        );
        const extras = t.paragraphs
          .flatMap((p) => p.lines)
          .filter((l) => /^frame\.(?:on_the_way|chat|celebrate|wonder|refrain)$/.test(l.role));
        for (const l of extras)
          for (const sentence of sentencesOf(l.text))
            if (named.test(sentence))
              expect(sentence, `${age} ${seed} ${t.plan.id} ${l.role}`).not.toMatch(onLand);
      }
    expect(swims).toBeGreaterThan(30);
  });

  it('a worry\'s closing never recalls a gift the story did not give ("thought of Hazel\'s brave breath")', () => {
    const gifts = /\bbrave[- ](?:breath|wink|wiggle|stomp)\b|\bgood words\b/i;
    for (const [age, readingLevel] of [
      [4, 'beginner'],
      [7, 'intermediate'],
    ] as const)
      for (let seed = 1; seed <= 40; seed++) {
        const t = tell(
          {
            ...base,
            age,
            readingLevel,
            customPrompt: 'She is nervous about the school play on Friday.',
            seed,
          },
          pack,
        );
        const lines = t.paragraphs.flatMap((p) => p.lines);
        const closing = lines.find((l) => l.role === 'worry.closing');
        const gift = closing?.text.match(gifts)?.[0];
        if (gift === undefined) continue;
        const before = lines.slice(0, lines.indexOf(closing as (typeof lines)[number])).map((l) => l.text);
        expect(before.join(' '), `${age} ${seed}: ${closing?.text}`).toMatch(
          new RegExp(gift.replace('-', '[- ]'), 'i'),
        );
      }
  });

  it('an eleven-year-old seldom gets a plot of little ones (the baby comets); a four-year-old still does', () => {
    const littleOnes = (age: number, readingLevel: 'beginner' | 'advanced') => {
      let n = 0;
      for (const theme of ['space', 'ocean', 'nature', 'animals'])
        for (let seed = 1; seed <= 45; seed++)
          if (tell({ ...base, age, readingLevel, theme, seed }, pack).plan.little_ones) n++;
      return n;
    };
    const young = littleOnes(4, 'beginner');
    const older = littleOnes(11, 'advanced');
    expect(young).toBeGreaterThan(8);
    expect(older).toBeLessThan(young / 3);
  });

  it('a creature that cannot leave the water is never met on the dry sand of a beach at night', () => {
    let ashore = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const t = tell({ ...base, theme: 'ocean', seed }, pack);
      if (!t.plan.ashore) continue;
      ashore++;
      expect(t.cast.companion?.water, `${seed} ${t.plan.id} ${t.cast.companion?.id}`).not.toBe(true);
    }
    expect(ashore).toBeGreaterThan(5);
    // The parent's shy seahorse gets a plot under the sea.
    for (let seed = 1; seed <= 40; seed++) {
      const t = tell({ ...base, theme: 'ocean', favoriteCharacter: 'a shy seahorse', seed }, pack);
      expect(t.plan.ashore, `${seed} ${t.plan.id}`).toBe(false);
    }
  });

  it('no birds sing on the way home at night', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell({ ...base, age: 4, readingLevel: 'beginner', theme: 'nature', seed }, pack);
      const home = t.paragraphs
        .filter((p) => p.kind === 'home')
        .map((p) => p.text)
        .join(' ');
      expect(home, `${seed} ${t.plan.id}`).not.toMatch(/\bbirds? (?:were singing|sang|singing)\b/i);
    }
  });

  it('on the adventure in space or under the sea, the kitchen is remembered, never right there', () => {
    let said = 0;
    // The child at the oven door, the dough or the drying paint, as if the kitchen were right there.
    const atTheKitchen =
      /\b(?:nose to the oven|oven door|cake in the oven|watched the bread dough|at the paint drying)\b/i;
    for (const theme of ['space', 'ocean'])
      for (let seed = 1; seed <= 40; seed++) {
        const t = tell({ ...base, theme, interests: ['baking'], learningGoals: 'patience', seed }, pack);
        const away = t.paragraphs
          .filter((p) => ['journey', 'problem', 'attempt', 'help', 'solve', 'resolution'].includes(p.kind))
          .flatMap((p) => p.text.split(/(?<=[.!?]["”]?)\s+/));
        said += away.filter((s) => /\b(?:oven|dough)\b.*\bat home\b/i.test(s)).length;
        expect(
          away.filter((s) => atTheKitchen.test(s)),
          `${theme} ${seed}`,
        ).toEqual([]);
      }
    // The patience scene remembers the kitchen at home instead.
    expect(said).toBeGreaterThan(3);
  });

  it('a turtle hatchling finds its way to the sea, never by a faraway light, a bright house or its footprints back', () => {
    let told = 0;
    for (const interest of ['beach', 'boats'])
      for (let seed = 1; seed <= 120; seed++) {
        const t = tell({ ...base, age: 7, theme: 'animals', interests: [interest], seed }, pack);
        if (t.plan.id !== 'sea-turtle-hatchling-way') continue;
        told++;
        const help = t.paragraphs.flatMap((p) =>
          p.lines.filter((l) => l.role === 'interest.help').map((l) => l.text),
        );
        expect(help.join(' '), `${interest} ${seed}`).not.toMatch(
          /footprints|lighthouse|faraway (?:light|glow)|something bright|ride them in|toward the shore/i,
        );
      }
    expect(told).toBeGreaterThan(2);
  });

  it('the lint refuses a line one of whose tellings ends with no mark (the next line ran on from it)', () => {
    const lineJob = (template: string) => ({ text: [template], allowed: ['Name'], what: 'family/test' });
    const found = messages(
      checkLines([lineJob('Dad kissed {Name} and [left the hall light on|said, "Night."]')], new Map(), 2),
    );
    expect(found.some((m) => /ends with no mark/.test(m))).toBe(true);
    const fine = messages(
      checkLines([lineJob('Dad kissed {Name} and [left the hall light on.|said, "Night."]')], new Map(), 2),
    );
    expect(fine.filter((m) => /ends with no mark/.test(m))).toEqual([]);
    expect(unfinishedLine('and left the hall light on')).toBe(true);
    expect(unfinishedLine('He said, "Night."')).toBe(false);
  });

  it('a twist about a big thing ends as a big thing: the lighthouse never curls up at the foot of the bed', () => {
    const smallAtHome =
      /curl\w* up|snuggl\w*|foot of the bed|end of the bed|on the rug|from the rug|very own house/i;
    const echoes = (twist: string, level: 'intermediate' | 'advanced') =>
      Array.from({ length: 30 }, (_v, i) =>
        tell(
          {
            ...base,
            readingLevel: level,
            age: level === 'advanced' ? 10 : 7,
            randomTwist: twist,
            seed: i + 1,
          },
          pack,
        ),
      ).flatMap((t) =>
        t.paragraphs.flatMap((p) => p.lines.filter((l) => l.role === 'twist.echo').map((l) => l.text)),
      );
    for (const level of ['intermediate', 'advanced'] as const) {
      const big = echoes('the lighthouse is secretly a rocket', level);
      expect(big.length).toBeGreaterThan(10);
      expect(big.filter((e) => smallAtHome.test(e))).toEqual([]);
    }
    // Panel 87: the talking barn met on a mountain path said good night "from the shelf".
    const inTheRoom = /shelf|across the room|end of the bed|(?:by|beside|next to|under) the bed/i;
    const barn = (level: 'beginner' | 'intermediate') =>
      Array.from({ length: 30 }, (_v, i) =>
        tell({ ...base, readingLevel: level, age: 5, randomTwist: 'the barn can talk', seed: i + 1 }, pack),
      ).flatMap((t) =>
        t.paragraphs.flatMap((p) => p.lines.filter((l) => l.role === 'twist.echo').map((l) => l.text)),
      );
    for (const level of ['beginner', 'intermediate'] as const) {
      const said = barn(level);
      expect(said.length).toBeGreaterThan(10);
      expect(said.filter((e) => inTheRoom.test(e))).toEqual([]);
    }
    // A small thing still may: the teddy curls up at the foot of the bed as before.
    expect(echoes('the teddy is secretly a dragon', 'intermediate').some((e) => smallAtHome.test(e))).toBe(
      true,
    );
  });

  it('in a beginner story, who is talking is clear: never two lines of dialogue in a row with no speaker named', () => {
    expect(unnamedTwice('"Orange, yellow, green!" "Then blue, indigo!" The fox clapped.')).toBeDefined();
    expect(unnamedTwice('"Orange, yellow, green! Then blue, indigo!" The fox clapped.')).toBeUndefined();
    expect(unnamedTwice('"Where is home?" "North!" said the comet.')).toBeUndefined();
    const lineJob = (template: string) => ({
      text: { beginner: [template], intermediate: ['Fine.'] },
      allowed: ['Name'],
      what: 'x',
    });
    expect(
      messages(
        checkLines([lineJob('{Name} took a map. "Where is home?" "North!" They went.')], new Map(), 2),
      ).some((m) => /no speaker named/.test(m)),
    ).toBe(true);
    const bare = /^["“][^"”]*["”]$/;
    let pairs = 0;
    let beginners = 0;
    for (const { t } of toldCorpus(300, pack)) {
      if (t.brief.child.level !== 'beginner') continue;
      beginners++;
      // A knock-knock joke's turns are its form ("Knock, knock!" "Who's there?"): every child knows whose.
      const said = t.paragraphs.flatMap((p) =>
        p.lines.filter((l) => l.role !== 'joke').flatMap((l) => sentencesOf(l.text)),
      );
      pairs += said.filter((s, i) => i > 0 && bare.test(s) && bare.test(said[i - 1] ?? '')).length;
    }
    expect(beginners).toBeGreaterThan(100);
    expect(pairs).toBe(0);
  }, 120_000);
});

describe('missing someone who died is the quiet last word of its paragraph', () => {
  it('no interest fact or celebration comes right after the grief beat', () => {
    let beats = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const t = tell(
        {
          ...base,
          seed,
          age: 9,
          interests: ['astronomy', 'basketball', 'jollof rice'],
          storyLength: 'long',
          customPrompt: 'His grandmother passed away last month; they were very close.',
        },
        pack,
      );
      for (const p of t.paragraphs) {
        const at = p.roles.indexOf('worry.beat');
        if (at < 0) continue;
        beats += 1;
        expect(p.roles.slice(at + 1), `seed ${seed}: ${p.text}`).toEqual([]);
      }
    }
    expect(beats).toBeGreaterThan(5);
  });
});

describe('the same rocket and tractor do not turn up in every family’s story (issue 24, a blind panel)', () => {
  it('the rocket and the tractor are described in several ways across families', () => {
    const seen = (theme: string, interests: string[], pattern: RegExp) => {
      const found = new Set<string>();
      for (let seed = 1; seed <= 40; seed++) {
        const t = tell({ ...base, theme, interests, seed }, pack);
        for (const m of t.story.content.matchAll(pattern)) found.add(m[0].toLowerCase());
      }
      return found;
    };
    expect(seen('space', ['drums'], /\ba (?:[\w-]+ ){1,2}rocket\b/gi).size).toBeGreaterThanOrEqual(3);
    expect(seen('nature', ['tractors'], /\ba little \w+ tractor\b/gi).size).toBeGreaterThanOrEqual(2);
  });
});

describe('a stuck thing comes free once', () => {
  // The fourteenth panel: "With a soft pop, it came free." then "the pumpkin came free and trundled".
  it('the fix frees it, and the resolution tells what happened next', () => {
    const FREED = /\b(?:came|popped|slipped|sprang|wriggled|slid) (?:free|loose)\b/gi;
    const twice: string[] = [];
    let stuck = 0;
    for (const interests of [['volcanoes'], ['diggers'], ['knots'], ['otters']])
      for (let seed = 1; seed <= 40; seed++) {
        const input = {
          ...base,
          age: 9,
          readingLevel: 'advanced' as const,
          interests,
          theme: 'nature',
          storyLength: 'long' as const,
          seed,
        };
        const t = tell(input, pack);
        if (t.plan.kind !== 'stuck') continue;
        stuck += 1;
        if ((t.story.content.match(FREED) ?? []).length > 1) twice.push(t.story.content);
      }
    expect(stuck).toBeGreaterThan(10);
    expect(twice).toEqual([]);
  });
});

describe('a grown-up sends the child out by the door, never the window', () => {
  // The twenty-first panel: "Mum held the window wide for Lottie", a thing a small child could copy.
  it('no line of the pack has someone hold a window open for the child, or the child climb through one', () => {
    const dir = packDir('en');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    const found = files.flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) =>
          /held the window|window (?:wide|open) for|(?:climbed|crept|tiptoed|slipped) (?:back )?(?:in|out)?\s*through the window/i.test(
            l,
          ),
        )
        .map((l) => `${f}: ${l.trim().slice(0, 100)}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});

describe('on the way', () => {
  // The twenty-third panel: "they were halfway before they knew it" after they had reached the nook.
  it('is told before they get there, never after the arrival or the meeting', () => {
    let told = 0;
    for (const { input, t } of toldCorpus(400, pack)) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const way = lines.findIndex((l) => l.role === 'frame.on_the_way');
      if (way < 0) continue;
      told++;
      for (const after of ['world.arrive', 'plan.problem'] as const) {
        const at = lines.findIndex((l) => l.role === after);
        if (at >= 0) expect(way, `${JSON.stringify(input)}\n${t.story.content}`).toBeLessThan(at);
      }
    }
    expect(told).toBeGreaterThan(10);
  });
});

describe('a friend met on arrival', () => {
  // The twenty-fourth panel: on the way to the shy seahorse hiding under a shell, "Mateo held on
  // to the seahorse" and "Tilly shared a cookie"; once met, "Out they went side by side" at the
  // very party, and "Hand in fin, off they went" straight after "I am too shy".
  it('is not on the way there, nobody sets off again once met, and the refrain does not walk on', () => {
    let away = 0;
    for (const { t } of toldCorpus(500, pack)) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      for (const l of lines.filter((x) => x.role === 'frame.refrain'))
        expect(l.text, t.story.content).not.toMatch(
          /\b(?:(?:off|on|away|along|onward) (?:they )?went|went on|kept (?:on )?going|onward|did not stop)\b/i,
        );
      const companion = t.cast.companion;
      if (t.plan.meet !== 'away' || companion === undefined) continue;
      const call = lines.findIndex((l) => l.role === 'plan.call');
      const friend = new RegExp(`\\b(?:${[companion.noun, ...companion.names].join('|')})\\b`, 'i');
      lines.slice(0, call).forEach((l) => {
        if (l.role === 'frame.on_the_way') expect(l.text, t.story.content).not.toMatch(friend);
      });
      expect(lines.map((l) => l.role)).not.toContain('frame.set_off');
      away++;
    }
    expect(away).toBeGreaterThan(20);
  });
});

describe('under the sea', () => {
  // The twenty-fourth panel: in a kelp forest, Ravi "came across a steady light gliding across the
  // stars"; at the party under the sea "the stars twinkled all at once".
  it('the scenery and the sights have no sky and no stars', () => {
    let sea = 0;
    const starry = ['rockets', 'stars', 'astronauts', 'the moon', 'planets'];
    const requests = storyRequests(300, 2525).map((r, i) => ({
      ...r,
      theme: 'ocean',
      interests: [starry[i % starry.length]!],
    }));
    for (const input of requests) {
      const t = tell(input, pack);
      if (t.world.id !== 'sea') continue;
      sea++;
      for (const l of t.paragraphs.flatMap((p) => p.lines))
        if (/^(?:interest\.sight|frame\.(?:on_the_way|wonder)|world\.sights)$/.test(l.role))
          expect(l.text, t.story.content).not.toMatch(/\bthe (?:stars|sky)\b/i);
    }
    expect(sea).toBeGreaterThan(100);
  });
});
