import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { rememberingTell } from '../../../../../tests/support/remembered-tell.js';
import { STORY_THEMES } from '../../../../shared/constants.js';
import type { StoryWriterInput } from '../writer/types.js';
import { checkStory } from '../safety/check.js';
import { grammarFindings, verblessSentences } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { objectIsTheTwist } from './tell/cast.js';
import { tell as tellStory } from './tell/story.js';

/**
 * Twists a blind panel of parents typed that were dropped with only a notice (issue 24): "the
 * magic wand only works when you say please", "the dragon is afraid of the dark", "the villain
 * turns out to be a lonely lighthouse keeper", "the treasure map is drawn on a taco wrapper".
 * Each is now the story's premise, drives it in the middle or at the help point, and comes back
 * at bedtime, in the parent's own words.
 */
const pack = loadPack();
// Several tests read the same requests (a twist at each seed): each is told once.
const tell = rememberingTell(tellStory);
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SEEDS = Array.from({ length: 12 }, (_v, i) => i * 7919 + 5);

function request(randomTwist: string, seed: number, over: Partial<StoryWriterInput> = {}): StoryWriterInput {
  const level = LEVELS[seed % 3] ?? 'intermediate';
  return {
    childName: 'Noor',
    age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
    readingLevel: level,
    pronouns: seed % 2 === 0 ? 'she/her' : 'he/him',
    interests: [],
    fears: [],
    theme: STORY_THEMES[seed % STORY_THEMES.length] ?? 'adventure',
    storyLength: seed % 4 === 0 ? 'short' : 'medium',
    seed,
    randomTwist,
    ...over,
  };
}

const UNSEEN_SAID =
  /looked back|blinked|turned around|nobody (?:at all )?(?:was|is) looking|looked away|turned (?:away|round)|eye in the house closed/i;

/** The twist, its shape, the thing (or who they are once befriended) and what is said of it. */
const TWISTS: [twist: string, shape: string, x: RegExp, y: RegExp][] = [
  ['the magic wand only works when you say please', 'only-when', /magic wand/i, /please/i],
  ['the door only opens if you sing to it', 'only-when', /door/i, /\bs[ai]ng\b/i],
  ['the lamp only glows when you hug it', 'only-when', /lamp/i, /\bhugg?/i],
  ['the dragon is afraid of the dark', 'afraid', /dragon/i, /the dark/i],
  ['the monster is scared of spiders', 'afraid', /monster/i, /spiders/i],
  ['the lion is frightened of mice', 'afraid', /lion/i, /mice/i],
  [
    'the villain turns out to be a lonely lighthouse keeper',
    'kind-after-all',
    /baddie|lighthouse keeper/i,
    /lonely lighthouse keeper/i,
  ],
  ['the monster is actually friendly', 'kind-after-all', /monster/i, /friendly/i],
  ['the witch is really kind', 'kind-after-all', /witch/i, /kind/i],
  ['the grumpy troll just wants a friend', 'kind-after-all', /troll/i, /friend/i],
  ['the treasure map is drawn on a taco wrapper', 'written-on', /treasure map/i, /taco wrapper/i],
  ['the letter is written on a leaf', 'written-on', /letter/i, /\bleaf\b/i],
  ['the message is painted on a pebble', 'written-on', /message/i, /pebble/i],
  ['the little cloud wants to be a rainbow', 'wants-to', /little cloud/i, /rainbow/i],
  ['the snowman wants to see summer', 'wants-to', /snowman/i, /summer/i],
  // The fifth panel's "a squirrel has stolen the compass" was reported unusable.
  ['a squirrel has stolen the compass', 'took', /squirrel/i, /compass/i],
  ['the fox took my scarf', 'took', /fox/i, /scarf/i],
  ["a magpie ran off with Grandma's ring", 'took', /magpie/i, /Grandma's ring/],
  // The eleventh panel: the map "changes when nobody is looking" was told changing in plain view.
  ['the map changes when nobody is looking', 'unseen', /\bmap\b/i, UNSEEN_SAID],
  ['the statues dance when no one is watching', 'unseen', /statues/i, UNSEEN_SAID],
];

const linesOf = (t: ReturnType<typeof tell>, role: string) =>
  t.paragraphs.flatMap((p) => p.lines.filter((l) => l.role === role).map((l) => ({ ...l, kind: p.kind })));

describe('a twist that is a whole premise', () => {
  it.each(TWISTS)(
    "%s: the premise early, the echo at bedtime, both in the parent's words",
    (twist, shape, x, y) => {
      for (const seed of SEEDS) {
        const t = tell(request(twist, seed), pack);
        expect(t.brief.twist?.shape, twist).toBe(shape);
        expect(t.story.notices.join(' ')).not.toContain(twist);
        // The companion the twist is about ("a little pink cloud named Drift") is said by name.
        const companion = t.cast.companion;
        const thing =
          companion?.name !== undefined &&
          new RegExp(`\\b${x.source.split(' ').at(-1) ?? ''}`, 'i').test(companion.noun)
            ? new RegExp(`${x.source}|\\b${companion.name}\\b`, 'i')
            : x;
        const [premise] = linesOf(t, 'twist.premise');
        expect(premise?.text, t.story.content).toMatch(thing);
        expect(premise?.text, t.story.content).toMatch(y);
        const echo = linesOf(t, 'twist.echo');
        expect(echo.length, t.story.content).toBeGreaterThan(0);
        for (const l of echo) {
          expect(l.kind).toBe('bedtime');
          expect(l.text, t.story.content).toMatch(thing);
          expect(l.text, t.story.content).toMatch(y);
        }
        // Told before the middle and the help, which come before the echo.
        const order = t.paragraphs.flatMap((p, i) => p.roles.map((r) => [r, i] as const));
        const at = (role: string) => order.find(([r]) => r === role)?.[1];
        const premiseAt = at('twist.premise') ?? -1;
        for (const role of ['twist.middle', 'twist.solve']) {
          const i = at(role);
          if (i !== undefined) expect(i, `${role}: ${t.story.content}`).toBeGreaterThan(premiseAt);
        }
      }
    },
  );

  it.each(TWISTS)(
    '%s: drives the plot (its rule, its courage, a new friend, a clue at the help point)',
    (twist) => {
      let helped = 0;
      for (const seed of SEEDS) {
        const t = tell(request(twist, seed, { storyLength: 'medium' }), pack);
        if (linesOf(t, 'twist.solve').some((l) => l.kind === 'help')) helped++;
      }
      // A story short of room may leave the help line out; most tell it.
      expect(helped).toBeGreaterThan(SEEDS.length * 0.6);
    },
  );

  it('the child does what the rule says, in the past and in their own words', () => {
    const texts = SEEDS.map((seed) =>
      tell(request('the lights only come on when you clap your hands', seed), pack),
    );
    const all = texts.map((t) => t.story.content).join('\n');
    expect(all).toMatch(/only came on when you clapped your hands/);
    expect(all).toMatch(/Noor (?:turned to|looked at|faced) the lights and clapped (?:her|his) hands/);
    expect(all).not.toMatch(/and clapped your hands|comes on when you clapped|\bcame ons\b/);
    const kind = SEEDS.map(
      (seed) => tell(request('the wand works only when you are kind', seed), pack).story.content,
    );
    expect(kind.join('\n')).toMatch(/when you (?:are|were) kind/);
    expect(kind.join('\n')).not.toMatch(/you (?:be|was) kind|Noor (?:were|are|be) kind/);
  });

  it('a thing that does it only when nobody is looking is never seen doing it', () => {
    for (const seed of SEEDS) {
      const t = tell(request('the garden gnomes move when you look away', seed), pack);
      expect(t.brief.twist?.shape).toBe('unseen');
      const told = ['twist.premise', 'twist.middle', 'twist.solve', 'twist.echo'].flatMap((r) =>
        linesOf(t, r).map((l) => l.text),
      );
      expect(told.join(' '), t.story.content).toMatch(/nobody (?:at all )?(?:was|is) looking/i);
      expect(t.story.content).not.toMatch(
        /gnomes? (?:was|were) moving (?:right there|in front)|watched the garden gnomes move/,
      );
      expect(t.story.content).not.toMatch(/(?<!about )the garden gnomes (?:was|is)\b|they was\b/);
    }
  });

  it('a parrot that only speaks in rhymes says every line in rhyme', () => {
    // The fourteenth panel: it said "Hello down there!" and "That was a good try, Oscar!".
    for (const seed of SEEDS) {
      const t = tell(request('the parrot only speaks in rhymes', seed), pack);
      expect(t.brief.twist?.shape).toBe('rhymes');
      const said = ['twist.premise', 'twist.middle', 'twist.solve', 'twist.echo']
        .flatMap((r) => linesOf(t, r).map((l) => l.text))
        .flatMap((l) => [...l.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? ''));
      expect(said.length, t.story.content).toBeGreaterThan(0);
      // Each thing it says is one of the shape's couplets, never plain talk.
      const rhymes = JSON.stringify(pack.twists.shapes.find((sh) => sh.id === 'rhymes'));
      for (const q of said) expect(rhymes, q).toContain(q.slice(0, 14).replace(/"/g, '\\"'));
    }
  });

  it('what the twist has hiding is not shining in the scenery', () => {
    // The twelfth panel: "the stars did not twinkle but shone, steady as lighthouses. The stars were missing".
    let scenery = 0;
    for (const seed of SEEDS)
      for (const theme of ['space', 'bedtime', 'magic']) {
        const t = tell(request('the stars are hiding', seed, { theme }), pack);
        for (const role of ['world.arrive', 'world.sights', 'frame.on_the_way', 'frame.wonder'])
          for (const l of linesOf(t, role)) {
            scenery++;
            expect(l.text, t.story.content).not.toMatch(/\bstars?\b/i);
          }
      }
    expect(scenery).toBeGreaterThan(10);
  });

  it('the wand that works by its rule is never the wand the plot has broken', () => {
    for (let seed = 0; seed < 24; seed++) {
      const t = tell(
        request('the magic wand only works when you say please', seed, { theme: 'fantasy' }),
        pack,
      );
      const plan = pack.plans.find((p) => p.id === t.story.planId);
      expect(plan).toBeDefined();
      if (plan !== undefined) expect(objectIsTheTwist(plan, t.brief, pack), t.story.planId).toBe(false);
    }
  });

  it('a feared one is befriended and then helps, called by who they really are', () => {
    let named = 0;
    for (const seed of SEEDS) {
      const t = tell(request('the villain turns out to be a lonely lighthouse keeper', seed), pack);
      for (const l of linesOf(t, 'twist.solve')) {
        expect(l.text).not.toMatch(/baddie/);
        if (/lonely lighthouse keeper/.test(l.text)) named++;
      }
      // The story check refuses "villain" at bedtime: the gentler word tells it, never "it".
      expect(t.story.content).not.toMatch(
        /villain|baddie,? (?:and )?it\b|\bit was a lonely lighthouse keeper/i,
      );
    }
    expect(named).toBeGreaterThan(0);
  });

  it("the child's own fears are kept: the feared thing is never told, the parent is told why", () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const input = request('the monster is scared of spiders', seed, { fears: ['spiders'] });
      const t = tell(input, pack);
      expect(t.brief.twist).toBeUndefined();
      expect(t.story.notices.join(' ')).toContain('the monster is scared of spiders');
      expect(t.story.content).not.toMatch(/spider/i);
      // Afraid of the dark: a dragon afraid of mice is told without a word of the dark.
      const dark = request('the lion is frightened of mice', seed, { fears: ['the dark'] });
      const told = tell(dark, pack);
      expect(told.brief.twist?.shape).toBe('afraid');
      expect(checkStory(told.story, dark, { engine: true })).toEqual({ ok: true });
    }
  });

  it('several things agree: "the monsters were", "the clues were", never "was" or "it"', () => {
    for (const seed of SEEDS)
      for (const twist of [
        'the monsters are actually friendly',
        'the clues are written on leaves',
        'the lions are scared of mice',
      ]) {
        const t = tell(request(twist, seed), pack);
        expect(t.brief.twist?.x?.plural, twist).toBe(true);
        const told = t.paragraphs
          .flatMap((p) => p.lines)
          .filter((l) => l.role.startsWith('twist.'))
          .map((l) => l.text)
          .join(' ');
        expect(told, twist).not.toMatch(/\b(?:monsters|clues|lions) was\b|\bleaves, \w+ \w+, and on it\b/);
        expect(told, twist).not.toMatch(/\b(?:found it: leaves|who had made it|Don't lose it)\b/);
      }
  });

  it('the moon afraid of the dark is helped from where the child stands, never sat beside', () => {
    for (const seed of SEEDS)
      for (const theme of ['nature', 'animals'] as const) {
        const t = tell(request('the moon is afraid of the dark', seed, { theme }), pack);
        if (['space', 'sky', 'dream'].includes(t.world.id)) continue;
        const told = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('twist.'));
        for (const l of told)
          expect(l.text).not.toMatch(/hid behind|stay\w* close|sat by|right by|close to|beside|next to/);
      }
  });

  it('reads well aloud and passes the safety check, at every level', () => {
    const found: string[] = [];
    for (const [twist] of TWISTS)
      for (const seed of SEEDS.slice(0, 6)) {
        const input = request(twist, seed);
        const t = tell(input, pack);
        expect(checkStory(t.story, input, { engine: true }), `${twist}: ${t.story.content}`).toEqual({
          ok: true,
        });
        const told = t.paragraphs
          .flatMap((p) => p.lines)
          .filter((l) => l.role.startsWith('twist.'))
          .map((l) => l.text)
          .join(' ');
        for (const f of grammarFindings(told)) found.push(`${f.rule}: "${f.text}" (${twist})`);
        for (const s of verblessSentences(told, (plain) => nlp(plain).has('#Verb')))
          found.push(`no verb: "${s}" (${twist})`);
      }
    expect(found).toEqual([]);
  });
});

describe('a thing that does what it does only at its own time (only-at)', () => {
  const TIMED: [twist: string, x: RegExp, act: RegExp, when: RegExp][] = [
    // The fifth panel heard "the bakery's oven could bake at midnight, and baked at midnight very gracefully now".
    ["the bakery's oven only bakes at midnight", /bakery's oven/i, /\bbake/, /at midnight/],
    ['the fountain only sings on Sundays', /fountain/i, /\bs[ai]ng/, /on Sundays/],
    ['the garden can only grow at night', /garden/i, /\bgr[eo]w/, /at night/],
    // Read through "can chime": the tagger takes "chimes" after "clock tower" for a noun.
    ['the clock tower only chimes at midnight', /clock tower/i, /\bchime/, /at midnight/],
  ];

  it.each(TIMED)(
    '%s: known at home, thought of at bedtime, never done there and then',
    (twist, x, act, when) => {
      for (const seed of SEEDS) {
        const t = tell(request(twist, seed), pack);
        expect(t.brief.twist?.shape, twist).toBe('only-at');
        expect(t.story.notices.join(' ')).not.toContain(twist);
        const premise = linesOf(t, 'twist.premise');
        expect(premise.length, t.story.content).toBe(1);
        expect(premise[0]?.text, t.story.content).toMatch(x);
        expect(premise[0]?.text, t.story.content).toMatch(when);
        expect(premise[0]?.text, t.story.content).toMatch(/\bonly\b/);
        const echo = linesOf(t, 'twist.echo');
        expect(
          echo.map((l) => l.kind),
          t.story.content,
        ).toEqual(['bedtime']);
        expect(echo[0]?.text, t.story.content).toMatch(act);
        expect(echo[0]?.text, t.story.content).toMatch(when);
        // It is not its time: nobody sees it begin, nor do it "twice as fast".
        expect(t.story.content).not.toMatch(/began to \w+ at|twice as fast|very gracefully/);
      }
    },
  );

  it('"only ... when you" is still the rule the child keeps, and a plain "can" still does it', () => {
    expect(tell(request('the wand only works when you say please', 5), pack).brief.twist?.shape).toBe(
      'only-when',
    );
    expect(tell(request('the kettle can sing at night', 5), pack).brief.twist?.shape).toBe('can-do');
  });
});

describe('the creature that took something', () => {
  // The sixth panel: "a fox has stolen Grandpa's hat" ran along the sea floor.
  it('runs off where its kind lives: a fox on land, never under the sea', () => {
    for (const seed of SEEDS) {
      const t = tell(request("a fox has stolen Grandpa's hat", seed, { theme: 'animals' }), pack);
      expect(t.world.id, `${seed} ${t.plan.id}`).not.toBe('sea');
      expect(t.world.id, `${seed} ${t.plan.id}`).not.toBe('space');
    }
  });
});

/**
 * The seventh panel: "the teapot can sing" sang nearby and did nothing; "the snowman is secretly a
 * dragon" turned into one only once the problem was solved. What it can do, or what it really is,
 * now lends a hand at the help point, and the secret is out before it.
 */
describe('a thing that can do something, or is secretly something, helps', () => {
  it.each([
    ['the teapot can sing', 'can-do', /teapot/i],
    ['the trees can dance', 'can-do', /trees/i],
    ['the snowman is secretly a dragon', 'secretly', /snowman|dragon/i],
    ['my teddy is secretly a unicorn', 'secretly', /teddy|unicorn/i],
  ])('%s', (twist, shape, x) => {
    let helped = 0;
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed, { storyLength: 'medium' }), pack);
      expect(t.brief.twist?.shape).toBe(shape);
      const solve = linesOf(t, 'twist.solve').filter((l) => l.kind === 'help');
      if (solve.length > 0) helped++;
      for (const l of solve) expect(l.text).toMatch(x);
      // The secret is out before the problem is solved, never after.
      const order = t.paragraphs.flatMap((p, i) => p.roles.map((r) => [r, i] as const));
      const reveal = order.find(([r]) => r === 'twist.middle')?.[1];
      const solved = order.find(([r]) => r === 'plan.resolution')?.[1];
      if (reveal !== undefined && solved !== undefined) expect(reveal, t.story.content).toBeLessThan(solved);
    }
    expect(helped).toBeGreaterThan(SEEDS.length * 0.6);
  });
});
