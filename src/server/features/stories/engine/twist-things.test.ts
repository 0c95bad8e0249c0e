import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { rememberingTell } from '../../../../../tests/support/remembered-tell.js';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell as tellStory } from './tell/story.js';
import { twistPlaceFit } from './tell/cast.js';
import { grammarFindings, verblessSentences } from './grammar/lint.js';
import { checkStory } from '../safety/check.js';

/**
 * The twist's thing is really there (issue 24, from the panel: "the robot, finally revealed as a
 * dragon, comes with no robot"; "was some clouds made of candyfloss"; "the cranes never speak";
 * "Hana, Kenji and Mei Mends the Wand").
 */
const pack = loadPack();
// Several tests read the same requests: each is told once.
const tell = rememberingTell(tellStory);
const SEEDS = Array.from({ length: 40 }, (_v, i) => i * 7919 + 3);
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

function request(over: Partial<StoryWriterInput>, seed: number): StoryWriterInput {
  const level = LEVELS[seed % 3] ?? 'intermediate';
  return {
    childName: 'Elif',
    age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
    readingLevel: level,
    pronouns: 'she/her',
    interests: [],
    fears: [],
    theme: 'adventure',
    storyLength: 'medium',
    seed,
    ...over,
  };
}

describe("the twist's thing", () => {
  it('the child\'s own thing ("her robot") is at home with them before it is revealed', () => {
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'her robot is secretly a dragon' }, seed), pack);
      const paragraphs = t.paragraphs.map((p) => p.text);
      // Her robot's first mention (a plot's own line may speak of another robot, a Mars rover).
      const first = paragraphs.findIndex((p) => /\b(?:Elif's|her|the) robot\b/i.test(p));
      // The reveal is the twist's premise (a far-off opening may be about a baby dragon already).
      const revealed = t.paragraphs.findIndex((p) => p.roles.includes('twist.premise'));
      expect(first, t.story.content).toBeGreaterThanOrEqual(0);
      expect(paragraphs[first], t.story.content).toMatch(/Elif's robot|\b[Hh]er robot/);
      expect(first, t.story.content).toBeLessThan(revealed);
    }
  });

  // The twenty-second panel: "Juniper clapped along as the trees started to whisper, first slowly,
  // then faster"; a thing that stays put never goes round and round.
  it('a thing that whispers stays where it is, and nobody claps along to a whisper', () => {
    for (const seed of SEEDS)
      for (const randomTwist of ['the trees can whisper', 'the lamp can glow in every colour']) {
        const t = tell(request({ randomTwist }, seed), pack);
        const twist = t.paragraphs
          .flatMap((p) => p.lines)
          .filter((l) => l.role.startsWith('twist.'))
          .map((l) => l.text)
          .join(' ');
        expect(twist, t.story.content).not.toMatch(
          /round and round|back and forth|to and fro|up and down|here and there|this way and that|clapped along|then faster/i,
        );
      }
  });

  // The twenty-second panel: "the animals are having a secret party" was left out with a notice.
  it('a party the parent typed is found getting ready, goes on once all is well, and is thought of at bedtime', () => {
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'the animals are having a secret party' }, seed), pack);
      expect(t.story.notices ?? []).toEqual([]);
      const at = (role: string) => t.paragraphs.findIndex((p) => p.roles.includes(role));
      const [premise, middle, echo] = [at('twist.premise'), at('twist.middle'), at('twist.echo')];
      expect(premise, t.story.content).toBeGreaterThanOrEqual(0);
      expect(middle, t.story.content).toBeGreaterThan(premise);
      expect(echo, t.story.content).toBeGreaterThan(middle);
      expect(t.story.content.match(/secret party/g)?.length ?? 0, t.story.content).toBeGreaterThanOrEqual(3);
      expect(t.paragraphs[middle]?.roles.indexOf('twist.middle')).toBeGreaterThan(
        t.paragraphs[middle]?.roles.indexOf('plan.resolution') ?? Infinity,
      );
    }
  });

  // The twenty-third panel: "the teapot kept granting wishes", and nobody wished the door open.
  it("a thing that grants wishes is wished on first, and the fix is still the child's", () => {
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'the teapot can grant wishes', theme: 'magic' }, seed), pack);
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const wished = lines.findIndex((l) => l.role === 'twist.wished');
      const fixed = lines.findIndex((l) => l.role === 'interest.help');
      expect(wished, t.story.content).toBeGreaterThanOrEqual(0);
      if (fixed >= 0) expect(wished, t.story.content).toBeLessThan(fixed);
      expect(lines[wished]?.text, t.story.content).toMatch(/wish/i);
    }
  });

  // The twenty-second panel: "as the robot finally stopped pretending" never said it was a princess.
  it('the reveal says what it really is', () => {
    let reveals = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const t = tell(
        request({ randomTwist: 'the robot is secretly a princess', readingLevel: 'advanced', age: 9 }, seed),
        pack,
      );
      for (const line of t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'twist.middle')) {
        reveals++;
        expect(line.text, t.story.content).toMatch(/\bprincess\b/);
      }
    }
    expect(reveals).toBeGreaterThan(30);
  });

  it('a thing that stays where it is ("the bath can talk") is not carried along like a toy', () => {
    for (const seed of SEEDS.slice(0, 15))
      // The twenty-second panel: "all the clocks run backwards" became "Priya's clocks" on the pillow.
      for (const randomTwist of [
        'the bath can talk',
        'the scarecrow is secretly a wizard',
        'all the clocks run backwards',
        'every teapot can sing',
      ]) {
        const t = tell(request({ randomTwist }, seed), pack);
        expect(
          t.paragraphs.flatMap((p) => p.roles),
          t.story.content,
        ).not.toContain('twist.intro');
        expect(t.story.content).not.toMatch(/brought (?:it|the bath)|the bath (?:went|came) too/i);
      }
  });

  it('several things take "them", never "they", after a verb or a preposition', () => {
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'his paper cranes can talk', pronouns: 'he/him' }, seed), pack);
      expect(t.story.content).toMatch(/paper cranes/);
      expect(t.story.content).not.toMatch(
        /\b(?:without|with|took|gave|brought|kept|held|patted|to|at) they\b/,
      );
    }
  });

  it('of things that can talk, one speaks at a time ("one of the snowmen"), never all of them as one voice', () => {
    let oneSpoke = 0;
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'the snowmen can talk' }, seed), pack);
      // The thirteenth panel heard "The snowmen cleared their throat ... 'Excuse me. May I come too?'"
      expect(t.story.content).not.toMatch(
        /\b(?:said|whispered|murmured|called|asked) the snowmen\b|(?<!\bone of )\bthe snowmen (?:said|whispered|cleared)\b/i,
      );
      if (/\bone of the snowmen\b/i.test(t.story.content)) oneSpoke++;
    }
    expect(oneSpoke).toBeGreaterThan(SEEDS.length / 2);
  });

  it('a talking thing lends a hand in the thick of it, in its own words', () => {
    let helped = 0;
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'my teddy can talk' }, seed), pack);
      const help = t.paragraphs.filter((p) => p.roles.includes('twist.solve'));
      if (help.length > 0) helped++;
      for (const p of help) expect(p.text).toMatch(/teddy/);
    }
    // Told in the help scene unless the length had no room for it (a short beginner story).
    expect(helped).toBeGreaterThan(SEEDS.length / 2);
  });

  it('clouds made of candyfloss are beside the place, never "some clouds" standing for it', () => {
    for (const seed of SEEDS) {
      const t = tell(
        request({ randomTwist: 'the clouds are made of candyfloss', theme: 'fantasy' }, seed),
        pack,
      );
      expect(t.story.content).not.toMatch(/\b(?:was|at|to|reached) some clouds\b/);
      expect(t.story.content).toMatch(/candyfloss/);
    }
  });

  it('a castle made of cheese is told in plots whose place is a castle or open, not a lighthouse plot', () => {
    let fitting = 0;
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'the castle is made of cheese' }, seed), pack);
      const plan = pack.plans.find((p) => p.id === t.story.planId);
      expect(plan).toBeDefined();
      if (plan === undefined) continue;
      const fit = twistPlaceFit(plan, t.brief, pack);
      if (fit === 'same' || fit === 'open') fitting++;
      expect(t.story.content).toMatch(/castle/);
    }
    expect(fitting / SEEDS.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a title told of siblings', () => {
  it('agrees with all of them ("Hana, Kenji and Mei Mend the Kite")', () => {
    const verbs = new Set(
      pack.plans.flatMap((p) => p.titles.flatMap((t) => /\{Name\} ([A-Z][a-z]+s)\b/.exec(t)?.[1] ?? [])),
    );
    expect(verbs.size).toBeGreaterThan(5);
    let agreed = 0;
    for (const seed of Array.from({ length: 120 }, (_v, i) => i * 31 + 1)) {
      const t = tell(
        request(
          {
            childName: 'Hana',
            siblings: [
              { childName: 'Kenji', age: 6, interests: [] },
              { childName: 'Mei', age: 5, interests: [] },
            ],
          },
          seed,
        ),
        pack,
      );
      const verb = /^Hana, Kenji and Mei ([A-Z][a-z]+)\b/.exec(t.story.title)?.[1];
      expect(t.story.title).not.toMatch(/^[A-Z][a-z]+ Hana\b/);
      if (verb === undefined) continue;
      expect(verbs.has(verb), t.story.title).toBe(false);
      agreed++;
    }
    expect(agreed).toBeGreaterThan(0);
  });
  it('the moon made of cheese is never a place in a field, the sea or a garden: it stays in the sky', () => {
    for (const seed of SEEDS)
      for (const theme of ['nature', 'magic', 'ocean'] as const) {
        const t = tell(request({ randomTwist: 'the moon is made of cheese', theme }, seed), pack);
        if (['space', 'sky', 'dream'].includes(t.world.id)) continue;
        expect(t.cast.place?.noun ?? '', t.story.content).not.toMatch(/^moon$/);
        // Nobody leans on, taps or sniffs the moon from a field or a bay.
        expect(t.story.content).not.toMatch(
          /(?:lean\w*|tapp\w*|touch\w*|sniff\w*|patted|sat back|sat|rested \w+ back) (?:on |against )?the moon/,
        );
      }
  });
});

/**
 * A thing with a condition ("the moon has the hiccups"): the panel found the hiccups commented on
 * and doing nothing. Now the premise says it, the middle shows what it does, the child brings its
 * own gentle cure at the help point, and at bedtime it is better.
 */
describe('a twist where the thing has a condition (unwell)', () => {
  const CONDITIONS: [twist: string, condition: string, cure: RegExp, echo: RegExp][] = [
    ['the moon has the hiccups', 'hiccups', /breath|sip|count/i, /hiccup/i],
    ['the sun has a cold', 'cold', /scarf|warm|rest|honey/i, /sniffle|cold|scarf|blanket|sneeze/i],
    ['the dragon has the sniffles', 'cold', /scarf|warm|rest|honey/i, /sniffle|cold|scarf|blanket|sneeze/i],
    ['the owl has a wobbly tooth', 'wobbly-tooth', /new (?:one|tooth)|room|growing/i, /tooth/i],
    ['the stars have the giggles', 'giggles', /breath|song|tune/i, /giggle/i],
    ['the teddy has a tummy ache', 'tummy-ache', /rest|cuddle|water|rub|blanket/i, /tummy/i],
    ['the wind has lost its voice', 'lost-voice', /honey|rest|signs|talking/i, /voice/i],
  ];

  it.each(CONDITIONS)(
    '%s: met, tried and cured in one place before the plot is tried, better at bedtime',
    (twist, id, cure, echo) => {
      for (const seed of SEEDS.slice(0, 12)) {
        const t = tell(request({ randomTwist: twist }, seed), pack);
        expect(t.brief.twist?.shape).toBe('unwell');
        expect(t.brief.twist?.condition).toBe(id);
        const lines = t.paragraphs.flatMap((p) => p.lines.map((l) => ({ ...l, kind: p.kind })));
        const of = (role: string) => lines.filter((l) => l.role === role);
        const [premise] = of('twist.premise');
        expect(premise?.text, t.story.content).toContain(
          twist.replace(/ (?:has|have) /, ' had ').replace(/^the/, ''),
        );
        // One trouble at a time: the twist's own is put right before the plot's is tried.
        const order = lines.map((l) => l.role);
        const at = (role: string) => order.indexOf(role);
        expect(at('twist.premise'), t.story.content).toBeGreaterThanOrEqual(0);
        if (at('twist.middle') >= 0) expect(at('twist.middle')).toBeGreaterThan(at('twist.premise'));
        for (const l of of('twist.solve')) {
          expect(l.kind).not.toBe('help');
          expect(l.text).toMatch(cure);
          expect(at('twist.solve')).toBeGreaterThan(Math.max(at('twist.premise'), at('twist.middle')));
        }
        const better = of('twist.echo');
        expect(better.length, t.story.content).toBeGreaterThan(0);
        for (const l of better) {
          expect(l.kind).toBe('bedtime');
          expect(l.text).toMatch(echo);
        }
      }
    },
  );

  it("is cured where it is met, before the plot's own fix, in most stories (a short one may have no room)", () => {
    let cured = 0;
    for (const seed of SEEDS) {
      const t = tell(request({ randomTwist: 'the moon has the hiccups' }, seed), pack);
      const roles = t.paragraphs.flatMap((p) => p.roles);
      const fix = roles.findIndex((r) => r === 'interest.help' || r === 'plan.solve');
      const cure = roles.indexOf('twist.solve');
      if (cure >= 0 && (fix < 0 || cure < fix)) cured++;
    }
    expect(cured).toBeGreaterThan(SEEDS.length * 0.8);
  });

  it('a condition is cured by its own cure: hiccups never by a scarf, a cold never by counting', () => {
    const cureOf = (twist: string) =>
      SEEDS.flatMap((seed) =>
        tell(request({ randomTwist: twist }, seed), pack)
          .paragraphs.flatMap((p) => p.lines)
          .filter((l) => l.role === 'twist.solve')
          .map((l) => l.text),
      );
    const hiccups = cureOf('the moon has the hiccups');
    expect(hiccups.length).toBeGreaterThan(0);
    for (const text of hiccups) expect(text).not.toMatch(/scarf|blanket|honey|hanky|tooth/i);
    const cold = cureOf('the sun has a cold');
    expect(cold.length).toBeGreaterThan(0);
    for (const text of cold) expect(text).not.toMatch(/hiccup|count|tooth/i);
    const tooth = cureOf('the owl has a wobbly tooth');
    for (const text of tooth) expect(text).not.toMatch(/scarf|hiccup|lullaby/i);
  });

  it("a shining thing's condition shows in its light (the moon's hiccups make its light jump)", () => {
    let light = 0;
    for (const seed of SEEDS.slice(0, 20)) {
      const t = tell(request({ randomTwist: 'the moon has the hiccups' }, seed), pack);
      const middle = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'twist.middle');
      if (middle.some((l) => /light/.test(l.text))) light++;
    }
    expect(light).toBeGreaterThan(15);
  });

  it('the parent\'s words are kept ("is a bit sad": "was a bit sad") and agree with several things', () => {
    const sad = tell(request({ randomTwist: 'the moon is a bit sad' }, 5), pack);
    expect(sad.brief.twist?.condition).toBe('sad');
    expect(sad.story.content).toMatch(/the moon was a bit sad/i);
    for (const seed of SEEDS.slice(0, 10)) {
      const stars = tell(request({ randomTwist: 'the stars are sleepy' }, seed), pack);
      expect(stars.story.content).not.toMatch(/the stars was\b/i);
      expect(stars.story.content).toMatch(/the stars were sleepy/i);
    }
  });

  it('every condition reads well aloud and passes the safety check, at every level', () => {
    const twists = [
      'the moon has the hiccups',
      'the sun has a cold',
      'the sea has the sneezes',
      'the teddy has a tummy ache',
      'the stars have the giggles',
      'the wind has lost its voice',
      'the owl has a wobbly tooth',
      'the clock has the yawns',
      'the volcano has the grumps',
      'the stars are sad',
      'the sun is shy',
      'the mountains are asleep',
      'the stars forgot how to shine',
      'the kitten is poorly',
    ];
    const found: string[] = [];
    for (const randomTwist of twists)
      for (const seed of SEEDS.slice(0, 9)) {
        const input = request({ randomTwist }, seed);
        const t = tell(input, pack);
        expect(t.brief.twist?.shape, randomTwist).toBe('unwell');
        expect(checkStory(t.story, input, { engine: true }), randomTwist).toEqual({ ok: true });
        const twistLines = t.paragraphs
          .flatMap((p) => p.lines)
          .filter((l) => l.role.startsWith('twist.'))
          .map((l) => l.text)
          .join(' ');
        for (const f of grammarFindings(twistLines)) found.push(`${f.rule}: "${f.text}" (${randomTwist})`);
        for (const s of verblessSentences(twistLines, (plain) => nlp(plain).has('#Verb')))
          found.push(`no verb: "${s}" (${randomTwist})`);
      }
    expect(found).toEqual([]);
  });
});

describe("a talking thing's advice fits the trouble", () => {
  it('for someone sad or sleepless it is kindness, never "the trouble is where nobody has looked"', () => {
    let gentle = 0;
    for (const seed of SEEDS)
      for (const theme of ['friendship', 'bedtime', 'magic'] as const) {
        const t = tell(request({ randomTwist: 'the chess pieces come alive at night', theme }, seed), pack);
        if (t.plan.kind !== 'sad' && t.plan.kind !== 'sleepless') continue;
        const advice = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'twist.solve');
        for (const line of advice) {
          expect(line.text).not.toMatch(
            /wrong end|nobody has looked|gentler touch|try the other side|look down low/i,
          );
          gentle++;
        }
      }
    expect(gentle).toBeGreaterThan(5);
  });

  // Panel 30: the talking teapot said "think about the thing you love best, the answer is hiding
  // there", then at once "try the part nobody has looked at yet", and then gymnastics mended it.
  it('it encourages after the try and then points to what the child knows, just before the fix', () => {
    let prompts = 0;
    for (const seed of SEEDS.slice(0, 24))
      for (const theme of ['magic', 'space', 'ocean'] as const) {
        const t = tell(
          request({ randomTwist: 'the teapot can talk', interests: ['gymnastics'], theme }, seed),
          pack,
        );
        const lines = t.paragraphs.flatMap((p) => p.lines).filter((l) => !/^shape\./.test(l.role));
        for (const l of lines.filter((x) => x.role === 'twist.middle'))
          expect(l.text, t.story.content).not.toMatch(
            /\b(?:you love|your favou?rite|the answer|know about)\b/i,
          );
        const at = lines.findIndex((l) => l.role === 'twist.solve');
        if (at < 0 || !['broken', 'lost', 'stuck', 'quiet', 'dim'].includes(t.plan.kind)) continue;
        prompts++;
        expect(lines[at]?.text, t.story.content).not.toMatch(
          /wrong end|nobody has looked|start at the bottom|try the other side|look down low/i,
        );
        expect(lines[at + 1]?.role, t.story.content).toBe('interest.help');
      }
    expect(prompts).toBeGreaterThan(10);
  });
});

describe('a thing that does what nobody else can (panel 16)', () => {
  it('"the map changes" and "the teapot grants wishes": nobody else tries to change or grant wishes', () => {
    for (const randomTwist of ['the map changes', 'the teapot grants wishes'])
      for (const seed of SEEDS) {
        const t = tell(request({ randomTwist }, seed), pack);
        expect(t.story.content).not.toMatch(
          /\b(?:tried|trying|wanted|attempted|had a go at|have a go at)\b[^.]*\b(?:chang|grant|wish)\w*|\b(?:changed|granted wishes) toward/i,
        );
      }
  });

  it('"the kettle sings": a friend may still sing along', () => {
    const along = SEEDS.some((seed) =>
      /\b(?:tried|wanted|began|had a go at)\b[^.]*\bsing/i.test(
        tell(request({ randomTwist: 'the kettle sings' }, seed), pack).story.content,
      ),
    );
    expect(along).toBe(true);
  });
});

describe('a size is the thing\'s own (panel 15: "the dinosaur is tiny" was left out)', () => {
  it('a tiny dinosaur rides along and helps; the child never shrinks', () => {
    for (const seed of SEEDS.slice(0, 15)) {
      const t = tell(request({ randomTwist: 'the dinosaur is tiny' }, seed), pack);
      expect(t.brief.twist?.shape).toBe('tiny');
      expect(t.story.content).toMatch(/dinosaur (?:was|were) tiny/);
      expect(t.story.content).not.toMatch(/\b(?:Elif|she|they|everyone|everybody) (?:shrank|had shrunk)\b/);
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles).toContain('twist.middle');
      expect(roles).toContain('twist.echo');
    }
  });

  it("a kitten as big as a house is as big as a house, in the parent's words", () => {
    for (const seed of SEEDS.slice(0, 15)) {
      const t = tell(request({ randomTwist: 'the kitten is as big as a house' }, seed), pack);
      expect(t.brief.twist?.shape).toBe('giant');
      expect(t.story.content).toMatch(/as big as a house/);
    }
  });
});

describe('a collection is shown, added to and shared (panel 17)', () => {
  it('"the octopus collects buttons": never "collected buttons gracefully"; the collection is told', () => {
    for (const seed of SEEDS.slice(0, 15)) {
      const t = tell(request({ randomTwist: 'the octopus collects buttons', theme: 'ocean' }, seed), pack);
      expect(t.brief.twist?.shape).toBe('collects');
      expect(t.story.content).toMatch(/collection/);
      expect(t.story.content).not.toMatch(
        /collected buttons (?:very )?(?:gracefully|happily|softly|merrily)/,
      );
    }
  });
});

describe("the twist's thing is the child's own when it is what they love (panel 17)", () => {
  it('a child who loves robotics: "the robot is afraid of the dark" is her robot, never met as a stranger', () => {
    for (const seed of SEEDS.slice(0, 12)) {
      const t = tell(
        request(
          { interests: ['robotics'], randomTwist: 'the robot is afraid of the dark', theme: 'space' },
          seed,
        ),
        pack,
      );
      expect(t.brief.twist?.x?.own).toBe(true);
      // Hers: said so, or set up as hers at home by the interest (then never introduced a second
      // time, somewhere else: panel 74's robot was in the pocket and at the end of the bed).
      const setUp = t.paragraphs
        .flatMap((p) => p.lines)
        .some(
          (l) =>
            l.role === 'interest.setup' &&
            /(?<!\b(?:like|as) )\b(?:a|an|her|the) (?:[\w-]+ ){0,3}robot\b/.test(l.text),
        );
      if (!setUp)
        expect(t.story.content).toMatch(/Elif's (?:[\w-]+ ){0,2}robot|\b[Hh]er (?:[\w-]+ ){0,2}robot/);
      expect(t.story.content).not.toMatch(/\b(?:noticed|saw|spotted|found) a robot\b/);
    }
  });

  it('her own elephant, brought along and home again, is never "somewhere far away" at bedtime', () => {
    let brought = 0;
    for (const seed of SEEDS.slice(0, 24)) {
      const t = tell(
        request(
          { interests: ['elephants'], randomTwist: 'the elephant is afraid of mice', theme: 'animals' },
          seed,
        ),
        pack,
      );
      const lines = t.paragraphs.flatMap((p) => p.lines);
      // Brought: introduced by the twist, or by the interest's own setup (then only once).
      const hers = (l: { role: string; text: string }) =>
        l.role === 'twist.intro' || (l.role === 'interest.setup' && /\belephant\b/i.test(l.text));
      if (t.brief.twist?.x?.own !== true || !lines.some(hers)) continue;
      brought++;
      for (const l of lines.filter((x) => x.role.startsWith('twist.')))
        expect(l.text, t.story.content).not.toMatch(/\b(?:far away|far off|out there|out in the night)\b/i);
    }
    expect(brought).toBeGreaterThan(10);
  });

  // Panel 31's own reading: "Felix first caught sight of a rocket... made of cardboard" after
  // flying there in a little star-painted rocket.
  it('"the rocket is made of cardboard" on a night that goes by rocket is their own rocket', () => {
    let ridden = 0;
    for (const seed of SEEDS.slice(0, 30)) {
      const t = tell(request({ randomTwist: 'the rocket is made of cardboard', theme: 'space' }, seed), pack);
      if (!/rocket$/.test(t.cast.vehicle?.noun ?? '')) continue;
      ridden++;
      expect(t.story.content).not.toMatch(
        /\b(?:sight of|noticed|spotted|saw|found|came upon) (?:a|some) rocket\b/i,
      );
      expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('twist.intro');
    }
    expect(ridden).toBeGreaterThan(5);
  });

  it("the moon is nobody's own, whoever loves space", () => {
    const t = tell(request({ interests: ['space'], randomTwist: 'the moon has the hiccups' }, 3), pack);
    expect(t.brief.twist?.x?.own).toBe(false);
  });
});

describe('what is met on arrival waits for the companion met there (panel 17)', () => {
  it('the twist is never told with the companion before the companion is met', () => {
    let away = 0;
    for (const seed of SEEDS) {
      const t = tell(
        request({ randomTwist: 'the flowers giggle when you water them', theme: 'magic' }, seed),
        pack,
      );
      const roles = t.paragraphs.map((p) => p.roles);
      const call = roles.findIndex((r) => r.includes('plan.call'));
      const journey = roles.findIndex((r) => r.includes('plan.journey'));
      if (call < 0 || journey < 0 || journey > call) continue;
      away++;
      const premise = roles.findIndex((r) => r.includes('twist.premise'));
      if (premise >= 0) expect(premise, t.story.content).toBeGreaterThanOrEqual(call);
    }
    expect(away).toBeGreaterThan(3);
  });
});

describe("someone else's thing, and animals said as a kind", () => {
  // The twenty-fourth panel: "the castle's cake comes alive" was "Sunniva's castle's cake, which
  // went everywhere with her"; "the farm animals swap voices" were "Tobiah's farm animals, the
  // one he loved most", waiting at home.
  it('are never the child\'s own thing at home, nor "a castle\'s cake"', () => {
    for (const seed of SEEDS.slice(0, 24)) {
      for (const [randomTwist, noun] of [
        ["the castle's cake comes alive", "castle's cake"],
        ["the king's crown can talk", "king's crown"],
        ['the farm animals swap voices', 'farm animals'],
      ] as const) {
        const t = tell(request({ randomTwist, theme: seed % 2 ? 'fantasy' : 'animals' }, seed), pack);
        const text = t.story.content;
        expect(
          t.paragraphs.flatMap((p) => p.roles),
          text,
        ).not.toContain('twist.intro');
        expect(text, text).not.toContain(`Elif's ${noun}`);
        expect(text, text).not.toContain(`her ${noun}`);
        expect(text, text).not.toMatch(new RegExp(`\\ban? ${noun}`, 'i'));
        expect(text, text).toContain(noun);
      }
    }
  });
});

describe('a thing that turns into a vehicle', () => {
  // The twenty-fourth panel: "the bath turns into a boat" was a bath in the living room that
  // "shifted and sparkled" into a boat, then "settled by the window like a ball".
  it('turns at home and is the journey of a plot that goes that way', () => {
    const rode = new Map<string, number>();
    for (const seed of SEEDS.slice(0, 24))
      for (const [randomTwist, theme, y] of [
        ['the bath turns into a boat', 'ocean', 'boat'],
        ['my bed turns into a rocket', 'space', 'rocket'],
        // A bedtime story has no sea plot: in a dream the bath is a boat that sails anywhere.
        ['the bath turns into a boat', 'bedtime', 'boat'],
      ] as const) {
        const t = tell(request({ randomTwist, theme }, seed), pack);
        if (t.brief.twist?.shape !== 'rides') continue;
        rode.set(theme, (rode.get(theme) ?? 0) + 1);
        const lines = t.paragraphs.flatMap((p) => p.lines);
        const roles = lines.map((l) => l.role);
        const premise = roles.indexOf('twist.premise');
        // At home, after the evening there (met out there, the friend's call comes after the journey).
        expect(premise, t.story.content).toBeGreaterThan(roles.indexOf('plan.opening'));
        expect(roles.indexOf('twist.middle'), t.story.content).toBeGreaterThan(premise);
        expect(roles.indexOf('twist.middle')).toBeLessThan(roles.indexOf('plan.problem'));
        // The boat is the journey: no other boat, bubble or submarine takes them there.
        expect(roles, t.story.content).not.toContain('plan.journey');
        expect(lines[premise]?.text, t.story.content).toMatch(new RegExp(`\\b${y}\\b`));
        expect(roles).toContain('twist.echo');
      }
    for (const theme of ['ocean', 'space', 'bedtime']) expect(rode.get(theme), theme).toBeGreaterThan(10);
  });
});

describe('what is out of doors by nature, or animals of a kind', () => {
  // Panel 25: "Luca's volcano went everywhere with him"; "Rosalind's garden gnome was tucked in
  // beside her"; "Priya's elephants, which went everywhere with her, were tucked under her arm".
  it("is met out there, never the child's own thing waiting at home", () => {
    for (const seed of SEEDS.slice(0, 20))
      for (const [randomTwist, noun, theme] of [
        ['the volcano only erupts bubbles', 'volcano', 'adventure'],
        ['the garden gnome keeps sneezing', 'garden gnome', 'magic'],
        ['the elephants can paint', 'elephants', 'animals'],
        // Panel 30: "Kofi squeezed his seaweed against his cheek. The two of them went everywhere."
        ['the seaweed can dance', 'seaweed', 'ocean'],
        ['the streetlights are hiding', 'streetlights', 'adventure'],
      ] as const) {
        const t = tell(request({ randomTwist, theme }, seed), pack);
        const text = t.story.content;
        expect(
          t.paragraphs.flatMap((p) => p.roles),
          text,
        ).not.toContain('twist.intro');
        expect(text, text).not.toMatch(new RegExp(`\\b(?:Elif's|her) ${noun}`));
        expect(text, text).toContain(noun);
        // Seaweed is "some seaweed", never "a seaweed".
        expect(text, text).not.toMatch(/\ba seaweed\b/i);
      }
  });

  // Panel 30: "Close by, Rory caught sight of some streetlights" on a comet's back.
  it('streetlights hiding on a night in space are missed at home, out of the window', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const t = tell(request({ randomTwist: 'the streetlights are hiding', theme: 'space' }, seed), pack);
      if (t.plan.worlds.some((w) => w === 'land' || w === 'home')) continue;
      const where = t.paragraphs.filter((p) => p.roles.some((r) => /^twist\.(?:premise|middle)$/.test(r)));
      expect(
        where.map((p) => p.kind),
        t.story.content,
      ).toEqual(['opening', 'home']);
    }
  });
});

// Panel 33: "the treasure chest is full of socks" was left out with a notice ("can't be built
// around ... yet"): what a thing is full of is the surprise, seen, peeked at again, remembered.
describe('a thing full of something', () => {
  const twists = [
    ['the treasure chest is full of socks', 'socks'],
    ['the cave is filled with crystals', 'crystals'],
    ['the sky is full of balloons', 'balloons'],
    ['the teapot is stuffed with marshmallows', 'marshmallows'],
  ] as const;
  it('is told, never left out: seen full, peeked at again and remembered at bedtime, in plain sentences', () => {
    const found: string[] = [];
    for (const [randomTwist, what] of twists)
      for (const seed of SEEDS.slice(0, 12)) {
        const input = request({ randomTwist }, seed);
        const t = tell(input, pack);
        expect(t.brief.twist?.shape, randomTwist).toBe('full-of');
        expect(t.story.notices.join(' '), randomTwist).not.toMatch(/twist/i);
        expect(checkStory(t.story, input, { engine: true }), randomTwist).toEqual({ ok: true });
        const roles = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('twist.'));
        expect(
          roles.map((l) => l.role),
          t.story.content,
        ).toEqual(expect.arrayContaining(['twist.premise', 'twist.middle', 'twist.echo']));
        // The premise says what it is full of: "full of socks", never "full of the socks".
        const premise = roles.find((l) => l.role === 'twist.premise')?.text ?? '';
        expect(premise, t.story.content).toContain(what);
        expect(t.story.content).not.toMatch(new RegExp(`full of (?:a|the|some) ${what}`));
        const twistLines = roles.map((l) => l.text).join(' ');
        for (const f of grammarFindings(twistLines)) found.push(`${f.rule}: "${f.text}" (${randomTwist})`);
        for (const s of verblessSentences(twistLines, (plain) => nlp(plain).has('#Verb')))
          found.push(`no verb: "${s}" (${randomTwist})`);
      }
    expect(found).toEqual([]);
  });

  it('"the teacher is full of surprises" is about a person, and is reported rather than told as a thing', () => {
    const t = tell(request({ randomTwist: 'the teacher is full of surprises' }, 3), pack);
    expect(t.brief.twist?.shape).not.toBe('full-of');
  });
});
