import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { readTwist } from './read/twist.js';
import { plotSeasonClash } from './tell/season.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, read before blind panel 66: what new requests showed when read aloud.
 */
const pack = loadPack();

const { request, many } = panelTeller(
  {
    childName: 'Ezra',
    age: 4,
    readingLevel: 'beginner',
    interests: ['submarines'],
    fears: [],
    theme: 'ocean',
    storyLength: 'medium',
    seed: 6600,
    pronouns: 'he/him',
  },
  pack,
);

describe('home by boat', () => {
  it('a young child rowed home by the grown-up who steered is not walked home', () => {
    const ONE_FOOT = /\b(?:walk\w*|feet|path|ambled|front door came into sight|porch light)\b/i;
    let afloat = 0;
    for (const over of [{}, { familyFriends: 'his grandpa Joe' }, { interests: ['drawing maps'] }])
      for (const t of many(over, 80)) {
        if (t.cast.vehicle?.tags.includes('boats') !== true || t.world.id === 'dream') continue;
        const home = t.paragraphs.flatMap((p) => p.lines).filter((l) => /along_home$/.test(l.role));
        if (home.length > 0) afloat++;
        for (const l of home) expect(l.text, `${t.plan.id} ${l.role}`).not.toMatch(ONE_FOOT);
      }
    expect(afloat).toBeGreaterThan(10);
  });
});

describe('a twist that only moves about', () => {
  it.each(['the tree house can walk', 'the map draws itself', 'the sofa can roll'])(
    '"%s": not seen doing it beside the child as decoration in the thick of it',
    (randomTwist) => {
      for (const t of many({ randomTwist, theme: 'adventure', interests: ['skateboarding'] }, 30)) {
        const roles = t.paragraphs.flatMap((p) => p.roles);
        expect(roles, t.plan.id).toContain('twist.premise');
        expect(roles, `${t.plan.id}: ${t.story.content}`).not.toContain('twist.middle');
      }
    },
  );

  it('"the lamp can glow": what it does lends a real hand, so it is not also seen glowing beside the child for show', () => {
    for (const t of many({ randomTwist: 'the lamp can glow', theme: 'magic', interests: ['painting'] }, 30)) {
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles, t.plan.id).toContain('twist.solve');
      expect(roles, `${t.plan.id}: ${t.story.content}`).not.toContain('twist.middle');
    }
  });

  it('"the tree house can walk": never met in the kitchen (a big thing is met outdoors)', () => {
    for (const theme of ['friendship', 'bedtime', 'magic'])
      for (const t of many({ randomTwist: 'the tree house can walk', theme }, 30))
        expect(t.plan.indoors, `${theme} ${t.plan.id}`).toBe(false);
  });
});

describe('back in bed', () => {
  it('once a line has the child back in bed, no later line is on the way home', () => {
    const BACK = /\bback in (?:bed|(?:his|her|their) (?:own )?bed)\b/i;
    const ON_THE_WAY =
      /\b(?:all the way (?:back|home)|the whole way (?:back|home)|on the way (?:back|home))\b/i;
    let inBed = 0;
    // Read aloud: "Back in bed, Pia tucked the shell ticket under the pillow", then "All the way
    // back, Pia went over each bit of the adventure".
    const pia = tell(
      {
        childName: 'Pia',
        age: 6,
        pronouns: 'she/her',
        interests: ['horses'],
        theme: 'animals',
        storyLength: 'medium',
        readingLevel: 'intermediate',
        fears: [],
        customPrompt: 'our dog Rolo is scared of the hoover',
        familyFriends: 'her dad and her big sister Lotte',
        seed: 8802,
      },
      pack,
    );
    const told = [
      pia,
      ...many({ theme: 'ocean', interests: ['horses'] }, 120),
      ...many({ theme: 'bedtime', interests: ['dolls'] }, 120),
    ];
    for (const t of told) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const at = lines.findIndex((l) => BACK.test(l.text));
      if (at < 0) continue;
      inBed++;
      for (const l of lines.slice(at + 1)) expect(l.text, `${t.plan.id} ${l.role}`).not.toMatch(ON_THE_WAY);
    }
    expect(inBed).toBeGreaterThan(5);
  }, 60_000);
});

describe('what the thing runs on', () => {
  it.each([
    ['the train runs on lemonade', 'train', 'lemonade'],
    ['the rocket is powered by jelly beans', 'rocket', 'jelly beans'],
    ['the robot runs on jam', 'robot', 'jam'],
  ])('"%s" is read as what it goes on, never as something it does', (text, x, y) => {
    const use = readTwist(text, pack);
    expect(use?.shape).toBe('runs-on');
    expect(use?.x?.noun).toBe(x);
    expect(use?.y).toBe(y);
    expect(use?.verb).toBeUndefined();
  });

  it('"the rocket is powered by jelly beans": the night\'s rocket is filled up once it has carried them, and hums home full', () => {
    let ridden = 0;
    for (const t of many({ randomTwist: 'the rocket is powered by jelly beans', theme: 'space' }, 30)) {
      const text = t.story.content;
      expect(text, t.plan.id).toMatch(/jelly beans/);
      expect(text, t.plan.id).not.toMatch(
        /\b(?:began|started) to run on\b|\bran on jelly beans (?:near|beside|softly)/,
      );
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const premise = lines.findIndex((l) => l.role === 'twist.premise');
      expect(premise, t.plan.id).toBeGreaterThanOrEqual(0);
      if (t.cast.vehicle?.noun.endsWith('rocket') !== true) continue;
      ridden++;
      // The rocket is there before it is filled up.
      const rocket = lines.findIndex((l) => /\brocket\b/i.test(l.text));
      expect(rocket, t.plan.id).toBeLessThan(premise);
      expect(lines.some((l) => l.role === 'twist.back')).toBe(true);
    }
    expect(ridden).toBeGreaterThan(15);
  });
});

describe('a thing that talks backwards', () => {
  it('"the parrot only speaks backwards": it talks, every word back to front, and the child turns it round', () => {
    expect(readTwist('the parrot only speaks backwards', pack)?.shape).toBe('backwards');
    expect(readTwist('the owl talks back to front', pack)?.shape).toBe('backwards');
    for (const t of many({ randomTwist: 'the parrot only speaks backwards', interests: ['pirates'] }, 24)) {
      const twist = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('twist.'));
      expect(
        twist.map((l) => l.role),
        t.plan.id,
      ).toContain('twist.premise');
      expect(twist.map((l) => l.text).join(' '), t.plan.id).toMatch(/backwards|back to front|turned it/i);
    }
  });
});

describe("the parent's setting", () => {
  it('"a foggy old harbour town" is said, never taken by the fairy village at the bottom of the meadow', () => {
    for (const theme of ['fantasy', 'adventure', 'nature', 'magic'])
      for (const t of many({ setting: 'a foggy old harbour town', theme, interests: ['owls'] }, 12))
        expect(t.story.content, `${theme} ${t.plan.id}`).toMatch(/harbou?r|fishing village/i);
  });
});

describe('when one away comes home', () => {
  it.each([
    ['his mum works away on an oil rig and comes home on Saturday', 'on Saturday'],
    ['dad is away for work and back next week', 'next week'],
  ])('"%s": the day is read and said', (customPrompt, back) => {
    expect(readBrief(request({ customPrompt }, 0), pack).worry?.member?.back).toBe(back);
    const stories = many({ customPrompt, theme: 'animals', interests: ['football'] }, 24);
    const saying = stories.filter((t) => t.story.content.includes(`home ${back}`));
    expect(saying.length, stories[0]?.story.content).toBeGreaterThan(20);
  });
});

describe('what a grandparent taught', () => {
  it('"his grandpa Sven who taught him bird calls": what he taught is read, and said', () => {
    const familyFriends = 'his grandpa Sven who taught him bird calls';
    expect(readBrief(request({ familyFriends }, 0), pack).family[0]?.taught).toBe('do bird calls');
    const stories = many({ familyFriends, interests: ['bird watching'], theme: 'nature' }, 24);
    const saying = stories.filter((t) => /\bbird calls\b/.test(t.story.content));
    expect(saying.length, stories[0]?.story.content).toBeGreaterThan(18);
  });

  it('beside the child at the fix, the one who taught it is there, never "remembered"', () => {
    const familyFriends = 'his grandpa Sven who taught him bird calls';
    let along = 0;
    for (const t of many({ familyFriends, interests: ['bird watching'], theme: 'nature', age: 6 }, 40)) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      if (!lines.some((l) => l.role === 'member.along')) continue;
      const taught = lines.find((l) => l.role === 'member.taught');
      if (taught === undefined) continue;
      along++;
      expect(taught.text, t.plan.id).not.toMatch(/\b(?:remembered|thought of)\b/);
    }
    expect(along).toBeGreaterThan(3);
  });
});

describe('a frosty plot keeps its season', () => {
  it('by the frosty gate, no warm wind, no summer and no fireflies', () => {
    const FROSTY = new Set([
      'home-frosty-robin',
      'home-snow-day-warm-up',
      'land-goat-kid-frozen-bell',
      'land-marmot-woke-too-soon',
      'sky-snowflake-basket',
    ]);
    const CLASH = /\bwarm (?:wind|breeze|evening|night)\b|\bsummer\b|\bfireflies\b|\bsunflowers?\b/i;
    let frosty = 0;
    for (const theme of ['animals', 'nature', 'bedtime', 'adventure'])
      for (const t of many({ theme, interests: ['robins'], childName: 'Sam' }, 80)) {
        if (!FROSTY.has(t.plan.id)) continue;
        frosty++;
        for (const l of t.paragraphs.flatMap((p) => p.lines))
          if (!/^(?:interest|learning|twist|worry|character|member)/.test(l.role))
            expect(l.text, `${t.plan.id} ${l.role}`).not.toMatch(CLASH);
      }
    expect(frosty).toBeGreaterThan(5);
  });

  it("the plot's own frosty evening is its season when the parent gave none", () => {
    const robin = pack.plans.find((p) => p.id === 'home-frosty-robin');
    const home = pack.worlds.find((w) => w.id === 'home');
    expect(robin).toBeDefined();
    expect(home).toBeDefined();
    if (robin === undefined || home === undefined) return;
    const clash = plotSeasonClash(robin, pack.frame.seasons, home);
    expect(clash?.test('The warm wind swayed the trees like a cradle.')).toBe(true);
    expect(clash?.test('Up rose the fireflies, all at once.')).toBe(true);
    const lighthouse = pack.plans.find((p) => p.id === 'sea-lighthouse-lamp');
    const sea = pack.worlds.find((w) => w.id === 'sea');
    if (lighthouse !== undefined && sea !== undefined)
      expect(plotSeasonClash(lighthouse, pack.frame.seasons, sea)).toBeUndefined();
  });
});

describe('a companion for an older child, read by panel 67', () => {
  it('from eight, no toy or talking tractor comes when the plot has another who can', () => {
    const TOY = /\b(?:toy|teddy|rag doll|stuffed|plush|wind-up|clockwork|tin|tractor)\b/i;
    let older = 0;
    for (const theme of ['animals', 'friendship', 'adventure', 'bedtime'])
      for (const t of many({ theme, age: 9, interests: ['football'] }, 30)) {
        const pool = t.plan.cast.companion ?? [];
        const others = pool.filter((id) => !TOY.test(pack.cast.get(id)?.a ?? ''));
        if (t.brief.character !== undefined || others.length === 0 || t.cast.companion === undefined)
          continue;
        older++;
        expect(t.cast.companion.a, `${theme} ${t.plan.id}`).not.toMatch(TOY);
      }
    expect(older).toBeGreaterThan(10);
  });
});
