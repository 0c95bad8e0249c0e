import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { readSetting } from './read/setting.js';
import { readTwist } from './read/twist.js';

/**
 * Issue 24, blind panel 72: what fifteen new requests showed when read aloud.
 */
const pack = loadPack();

const { request, many } = panelTeller(
  {
    childName: 'Noor',
    age: 7,
    readingLevel: 'intermediate',
    interests: ['stars'],
    fears: [],
    theme: 'adventure',
    storyLength: 'medium',
    seed: 7200,
    pronouns: 'she/her',
  },
  pack,
);

const roleLines = (t: ReturnType<typeof many>[number], role: string) =>
  t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === role);

describe("the parent's setting, said with more after it", () => {
  it.each([
    ['a jungle full of parrots', 'jungle'],
    ['a castle made of ice', 'castle'],
    ['a forest where the trees whisper', 'enchanted-forest'],
    ['a riding stables by the sea', 'farm'],
  ])('"%s" is the pack\'s %s, in the parent\'s words', (setting, id) => {
    const read = readSetting(setting, pack);
    expect(read?.entry?.id).toBe(id);
    expect(read?.in).toContain(setting);
  });

  it('"a jungle full of parrots" is never where the child comes home to after a trip under the sea', () => {
    for (const t of many({ setting: 'a jungle full of parrots', theme: 'adventure' }, 12))
      expect(t.plan.worlds).not.toContain('sea');
  });

  it('"a treehouse in the garden" and "a farm by the sea" stay a treehouse and a farm', () => {
    expect(readSetting('a treehouse in the garden', pack)?.entry).toMatchObject({
      id: 'cozy-treehouse',
      world: 'home',
    });
    expect(readSetting('a farm by the sea', pack)?.entry).toMatchObject({ id: 'farm', world: 'land' });
  });
});

describe('family words from home', () => {
  it.each([
    ['his taid who keeps sheep', 'grandpa', 'Taid'],
    ['her nain', 'grandma', 'Nain'],
  ])('"%s" is read, not left out with a notice', (familyFriends, relation, said) => {
    const brief = readBrief(request({ familyFriends }, 0), pack);
    expect(brief.notices).toEqual([]);
    expect(brief.family[0]?.relation).toBe(relation);
    const told = many({ familyFriends }, 6);
    expect(told.filter((t) => t.story.content.includes(said)).length).toBe(told.length);
  });
});

describe('a best friend who moved to another school', () => {
  it.each([
    'Her best friend Priya moved to a new school',
    'her best friend Priya has moved schools',
    'his best friend Sam goes to a different school now',
  ])('"%s" is the worry of a friend missed, not a friend at lunch today', (customPrompt) => {
    const brief = readBrief(request({ customPrompt }, 0), pack);
    expect(brief.worry?.entry.id).toBe('friend-moved');
  });

  it('is missed in the story and looked forward to at bedtime', () => {
    for (const t of many({ customPrompt: 'Her best friend Priya moved to a new school' }, 18)) {
      expect(t.story.notices).toEqual([]);
      expect(t.story.content).not.toMatch(/Priya had told at lunch/);
      expect(roleLines(t, 'worry.closing').length, t.plan.id).toBe(1);
    }
  });

  it('a friend still to move is the friend-moving worry', () => {
    const brief = readBrief(
      request({ customPrompt: 'her best friend Priya is moving away next month' }, 0),
      pack,
    );
    expect(brief.worry?.entry.id).toBe('friend-moving');
  });
});

describe('scared to get back on after a fall', () => {
  it.each([
    'She fell off her pony last week and is a bit scared to ride again',
    'he fell off his bike and does not want to ride it now',
    'she came off her scooter yesterday',
  ])('"%s" is a worry of its own', (customPrompt) => {
    const brief = readBrief(request({ customPrompt }, 0), pack);
    expect(brief.worry?.entry.id).toBe('after-a-fall');
    expect(brief.notices).toEqual([]);
  });

  it('is mentioned, felt or spoken to, and at bedtime a small go tomorrow', () => {
    let felt = 0;
    const told = many(
      { customPrompt: 'She fell off her pony last week and is a bit scared to ride again' },
      24,
    );
    for (const t of told) {
      expect(t.story.notices).toEqual([]);
      expect(roleLines(t, 'worry.mention').length, t.plan.id).toBe(1);
      expect(roleLines(t, 'worry.closing').length, t.plan.id).toBe(1);
      expect(t.story.content).toMatch(/\bher pony\b/);
      if (roleLines(t, 'worry.felt').length > 0) felt++;
    }
    expect(felt).toBeGreaterThan(told.length / 2);
  });
});

describe('"the tent is bigger on the inside"', () => {
  it.each(['the tent is bigger on the inside', 'the wardrobe is much bigger inside than outside'])(
    '"%s" is its own shape, not a giant to ride on',
    (twist) => {
      expect(readTwist(twist, pack)?.shape).toBe('bigger-inside');
    },
  );

  it('is the premise, helps in the thick of it, and is wondered about at bedtime', () => {
    for (const t of many({ randomTwist: 'the tent is bigger on the inside' }, 18)) {
      expect(t.story.notices).toEqual([]);
      expect(t.story.content).toMatch(/\btent\b/);
      expect(t.story.content).toMatch(
        /ballroom|palace|room for|roomy|as big as a|(?:big|enormous|huge) inside/i,
      );
      expect(t.story.content).not.toMatch(/rode (?:up high|way up) on the tent|tent reached up/);
    }
  });
});

describe('"the fire engine is scared of water"', () => {
  it('is told where fire engines are, never in space', () => {
    for (const t of many(
      { randomTwist: 'the fire engine is scared of water', interests: ['fire engines'], theme: 'adventure' },
      18,
    ))
      expect(t.world.id).not.toBe('space');
  });
});

describe('"a snail who is always late"', () => {
  it('is late in the story, and just in time at the end', () => {
    const brief = readBrief(request({ favoriteCharacter: 'a snail who is always late' }, 0), pack);
    expect(brief.character?.trait?.id).toBe('late');
    for (const t of many({ favoriteCharacter: 'a snail who is always late' }, 12)) {
      expect(roleLines(t, 'character.trait').length, t.plan.id).toBe(1);
      expect(t.story.content).toMatch(/\blate\b/);
    }
  });
});

describe('once the child is under the covers', () => {
  it('nobody kicks off wet boots or shakes off the rain', () => {
    const { many: rainy } = panelTeller(
      {
        childName: 'Eli',
        age: 5,
        readingLevel: 'beginner',
        interests: ['snails', 'rain'],
        fears: [],
        theme: 'bedtime',
        storyLength: 'short',
        seed: 7211,
        customPrompt: 'it is a rainy evening',
      },
      pack,
    );
    for (const t of rainy({}, 30)) {
      const text = t.story.content;
      const bed = text.search(/(?:curled|snuggled|tucked) up under the (?:covers|quilt|duvet)/);
      if (bed < 0) continue;
      expect(text.slice(bed)).not.toMatch(/kicked off (?:his|her|their) (?:wet )?boots|shook the raindrops/);
    }
  });
});

describe('the golden riddle door', () => {
  it('opens once: the party is said before it, and the door is not opened again after the answer', () => {
    for (const t of many({ theme: 'fantasy', setting: 'a castle made of ice' }, 40).filter(
      (x) => x.plan.id === 'dream-golden-key-riddle',
    )) {
      expect(t.story.content.match(/\b(?:swung|slid) open\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
      const at = t.paragraphs.findIndex((p) => p.roles.includes('plan.resolution'));
      const before = t.paragraphs
        .slice(0, at)
        .flatMap((p) => p.lines.filter((l) => l.role !== 'plan.resolution'));
      expect(at).toBeGreaterThan(0);
      expect(before.some((l) => /\bparty\b/.test(l.text))).toBe(true);
    }
  });
});

describe('a twist read no further than its words allow', () => {
  it('"the clock only ticks when it rains" is never a thing called "clock ticks when it"', () => {
    expect(readTwist('the clock only ticks when it rains', pack)?.x?.noun ?? 'clock').toBe('clock');
  });

  it('a thing noticed on the way is not "noticed at once" straight after it was caught sight of', () => {
    for (const t of many({ randomTwist: 'the lighthouse has forgotten how to shine', theme: 'ocean' }, 24))
      expect(t.story.content).not.toMatch(/caught sight of [^.]+\.\s+\p{Lu}\p{L}+ noticed it at once/u);
  });
});

describe('a learning goal the interests table knows', () => {
  it.each([
    ['what morse code is', 'secret-codes', /Morse/],
    ['volcanoes', 'volcanoes', /volcan/i],
  ])('"%s" is taught with the table\'s own fact, with no notice', (learningGoals, interest, named) => {
    const brief = readBrief(request({ learningGoals, interests: ['drawing'] }, 0), pack);
    expect(brief.learning?.entry.id).toBe('own-known');
    expect(brief.learning?.known?.id).toBe(interest);
    expect(brief.notices).toEqual([]);
    for (const t of many({ learningGoals, interests: ['drawing'] }, 12)) {
      const facts = roleLines(t, 'learning.fact');
      expect(facts.length, t.plan.id).toBe(1);
      expect(facts[0]?.text).toMatch(named);
    }
  });

  it('a question the table has no facts for is still asked and left for the family, with its notice', () => {
    const brief = readBrief(request({ learningGoals: 'why Saturn has rings' }, 0), pack);
    expect(brief.learning?.entry.id).toBe('own-question');
    expect(brief.notices.length).toBe(1);
  });
});

describe('far lands: the jungle, the savanna, the desert and the Arctic are worlds of their own', () => {
  it.each([
    ['a jungle full of parrots', 'jungle'],
    ['the Amazon', 'jungle'],
    ['a rainforest', 'jungle'],
    ['a safari', 'savanna'],
    ['the savanna', 'savanna'],
    ['a desert', 'desert'],
    ['a campsite in the desert', 'desert'],
    ['the Arctic', 'arctic'],
    ['the North Pole', 'arctic'],
    ['an igloo', 'arctic'],
  ])('"%s" is told in the %s world, never among hedgerows and sheep', (setting, world) => {
    for (const t of many({ setting, theme: 'adventure' }, 9)) {
      expect(t.world.id, t.plan.id).toBe(world);
      // Counting sheep in bed is the child's own, at home.
      const out = t.paragraphs.filter((p) => p.kind !== 'bedtime').map((p) => p.text);
      expect(out.join(' ')).not.toMatch(/\b(?:hedgerows?|sheep|meadow|blackberr(?:y|ies)|haystack|cows?)\b/i);
    }
  });

  it("the South Pole is the penguins' sea, never polar bears or reindeer", () => {
    for (const t of many({ setting: 'the South Pole', theme: 'animals' }, 9)) {
      expect(t.world.id).not.toBe('arctic');
      expect(t.story.content).not.toMatch(/polar bear|reindeer/i);
    }
  });

  it("a campsite in the desert keeps the campsite, said in the parent's words", () => {
    for (const t of many({ setting: 'a campsite in the desert' }, 9))
      expect(t.story.content).toMatch(/campsite in the desert|the campsite/);
  });

  it('an animals story with no setting goes to the far lands some nights, and stays at home and in the fields on most', () => {
    const worlds = many({ theme: 'animals', interests: ['drawing'] }, 90).map((t) => t.world.id);
    const far = worlds.filter((w) => ['jungle', 'savanna', 'desert', 'arctic'].includes(w)).length;
    expect(far).toBeGreaterThan(5);
    expect(far).toBeLessThan(45);
  });
});

describe("the child's own animal is the one helped, where a plot has it", () => {
  it.each([
    ['sloths', 'the Amazon rainforest', 'jungle-baby-sloth-own-branch'],
    ['giraffes', 'on safari in Kenya', 'savanna-shy-giraffe-watering-hole'],
  ])('"%s" at "%s" is mostly the %s plot', (interest, setting, plot) => {
    const told = many({ interests: [interest], setting, theme: 'animals' }, 12);
    expect(told.filter((t) => t.plan.id === plot).length).toBeGreaterThan(6);
  });
});
