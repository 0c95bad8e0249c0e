import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';
import { childFallsAsleep } from './tell/asleep.js';
import { takesSetting } from './tell/setting-place.js';

/**
 * Issue 24, blind panel 68: what fifteen new requests showed when read aloud.
 */
const pack = loadPack();

const { many } = panelTeller(
  {
    childName: 'Ottilie',
    age: 6,
    readingLevel: 'intermediate',
    interests: ['beekeeping'],
    fears: [],
    theme: 'nature',
    storyLength: 'medium',
    seed: 6800,
    pronouns: 'she/her',
  },
  pack,
);

const { request } = panelTeller(
  {
    childName: 'Mateo',
    age: 5,
    readingLevel: 'intermediate',
    interests: ['pirates'],
    fears: [],
    theme: 'ocean',
    storyLength: 'medium',
    seed: 6810,
    pronouns: 'he/him',
  },
  pack,
);

const roleLines = (t: ReturnType<typeof many>[number], role: string) =>
  t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === role);

describe('a favourite character of a kind the plot names', () => {
  it.each([
    ['a snail named Sir Slowly', 'Sir Slowly'],
    ['a fox called Rusty', 'Rusty'],
    ['a seagull called Captain Chips', 'Captain Chips'],
  ])(
    '"%s" is called by the parent\'s name only, never "named Sherbet named Sir Slowly"',
    (favoriteCharacter, name) => {
      let named = 0;
      for (const t of many({ favoriteCharacter, theme: 'friendship', interests: ['gardening'] }, 40)) {
        expect(t.story.content).not.toMatch(/\b(?:named|called) [A-Z][\w ]*? (?:named|called) /);
        if (t.story.content.includes(name)) named++;
      }
      expect(named).toBeGreaterThan(30);
    },
  );
});

describe("the parent's own kind of place", () => {
  const village = pack.settings.find((s) => s.id === 'mountain-village');
  const fairyVillage = { id: 'fairy-village-place', noun: 'fairy village' };

  it('"a paper village" is not the fairy village under the toadstools; "a village" or "a tiny village" is', () => {
    expect(village).toBeDefined();
    if (village === undefined) return;
    expect(takesSetting(fairyVillage, village, 'the paper village')).toBe(false);
    expect(takesSetting(fairyVillage, village, 'the village')).toBe(true);
    expect(takesSetting(fairyVillage, village, 'the tiny village')).toBe(true);
    expect(takesSetting(fairyVillage, village, 'the snowy village')).toBe(true);
    expect(takesSetting(fairyVillage, village)).toBe(true);
  });

  it('"a paper village at the top of a bookshelf" is said in the story, in the parent\'s words', () => {
    const told = many(
      { setting: 'a paper village at the top of a bookshelf', theme: 'fairy tale', interests: ['origami'] },
      30,
    );
    const said = told.filter((t) => t.story.content.includes('paper village'));
    expect(said.length).toBe(told.length);
  });
});

describe('a twist about something eaten', () => {
  it('"the honey glows in the dark": the honey is never a keepsake waiting on the pillow', () => {
    let premise = 0;
    for (const t of many({ randomTwist: 'the honey glows in the dark' }, 40)) {
      expect(roleLines(t, 'twist.intro'), t.plan.id).toEqual([]);
      expect(t.story.content).not.toMatch(
        /\bhoney\b[^.]*(?:a little worn|much loved|on the pillow|under (?:her|his|their) arm)/i,
      );
      if (roleLines(t, 'twist.premise').length > 0) premise++;
    }
    expect(premise).toBeGreaterThan(30);
  });
});

describe('nerves about a big day coming', () => {
  it('"her first dance show on Sunday" is felt out there and met with a brave go, not only said at the start and the end', () => {
    let felt = 0;
    const told = many(
      {
        customPrompt: 'she has her first dance show on Sunday and feels wobbly about it',
        interests: ['kathak dancing'],
        theme: 'magic',
      },
      40,
    );
    for (const t of told) {
      const lines = roleLines(t, 'worry.felt');
      if (lines.length === 0) continue;
      felt++;
      expect(lines[0]?.text).toMatch(/first dance show on Sunday/);
    }
    expect(felt).toBeGreaterThan(told.length / 2);
  });
});

describe('the child falls asleep once', () => {
  it.each([
    'The last thing Ottilie pictured before sleep was the honey, glowing in the dark among the stars.',
    "Aunt Marguerite leaned in the doorway humming very softly, until Ottilie's breathing slowed right down.",
    'Ottilie knew that everything she loved was right there, resting too, which made it easy to close her eyes.',
    // Panel 71: "Somewhere between one dream and the next, Felix ... did not wake at all", then
    // "Just before sleep, Felix pictured his school play".
    'Somewhere between one dream and the next, Ottilie hugged her pillow closer and did not wake at all.',
    'Just before sleep, Ottilie pictured her school play on Thursday going just right, and smiled.',
  ])('"%s" is a falling asleep', (line) => {
    expect(childFallsAsleep(line, { childName: 'Ottilie' })).toBe(true);
  });

  it('a bedtime ends on one falling asleep, not three or four', () => {
    for (const t of many(
      {
        familyFriends: 'her aunt Marguerite',
        randomTwist: 'the honey glows in the dark',
        customPrompt: 'our cat Biscotti sleeps in the laundry basket',
      },
      40,
    )) {
      const bedtime = t.paragraphs.filter((p) => p.kind === 'bedtime').flatMap((p) => p.lines);
      const asleep = bedtime.filter((l) => childFallsAsleep(l.text, { childName: 'Ottilie' }));
      expect(asleep.length, bedtime.map((l) => l.text).join('\n')).toBeLessThanOrEqual(1);
    }
  });
});

describe('the treasure chest under the sea', () => {
  const chest = { ...pack, plans: pack.plans.filter((p) => p.id === 'sea-treasure-chest-lock') };

  it('is ridden home ("rode the submarine up"), never "went the submarine up"', () => {
    let home = 0;
    for (let i = 0; i < 80; i++) {
      const t = tell(request({}, i), chest);
      expect(t.story.content).not.toMatch(
        /\b(?:Mateo|he) went (?:the|a|an) [\w -]*?(?:submarine|boat|bubble|shell|turtle|seahorse)\b/,
      );
      if (/\brode (?:the|a|an) /.test(t.story.content)) home++;
    }
    expect(home).toBeGreaterThan(2);
  });

  it('opened with an X, it is never "the riddle of the little chest" afterwards', () => {
    let told = 0;
    for (let i = 0; i < 60; i++) {
      const t = tell(request({}, i), chest);
      const close = roleLines(t, 'shape.told_close')[0]?.text;
      if (close === undefined) continue;
      told++;
      const before = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role !== 'shape.told_close');
      if (/riddle/i.test(close)) expect(before.some((l) => /riddle/i.test(l.text))).toBe(true);
    }
    expect(told).toBeGreaterThan(5);
  });
});

describe('an interest the table keeps beside another', () => {
  it('"hopscotch" is hopscotch, never a skipping rope or "a song about jumping rope"', () => {
    const told = many({ interests: ['hopscotch'] }, 40);
    for (const t of told)
      expect(t.story.content).not.toMatch(/\b(?:jump(?:ing)? rope|skipping rope|rope)\b/i);
    expect(told.filter((t) => /hopscotch/i.test(t.story.content)).length).toBe(told.length);
  });
});

describe('a grandparent who tells stories at bedtime', () => {
  it('"her grandad Olaf who tells sea stories" tells them tonight, at bedtime, and that is his good night', () => {
    let tonight = 0;
    const told = many({ familyFriends: 'her grandad Olaf who tells sea stories', theme: 'mystery' }, 30);
    for (const t of told) {
      const habit = roleLines(t, 'member.habit');
      if (habit.length === 0) continue;
      expect(habit[0]?.text).toMatch(/told sea stories/);
      expect(habit[0]?.text).not.toMatch(/Everyone knew|loved that about/);
      expect(roleLines(t, 'member.bedtime')).toEqual([]);
      tonight++;
    }
    expect(tonight).toBeGreaterThan(told.length / 2);
  });
});

describe('the grown-up who walks out with a child of seven or more', () => {
  it('walks beside them, never "Holding a grown-up\'s hand, Kwame tiptoed out"', () => {
    const ALONG = /^(?:frame|member)\.along(?:_home|_help)?$/;
    let along = 0;
    for (const age of [7, 8, 9])
      for (const t of many(
        {
          age,
          readingLevel: 'intermediate',
          childName: 'Kwame',
          pronouns: 'he/him',
          theme: 'adventure',
          interests: ['football'],
        },
        30,
      )) {
        const lines = t.paragraphs.flatMap((p) => p.lines).filter((l) => ALONG.test(l.role));
        along += lines.length;
        for (const l of lines) expect(l.text).not.toMatch(/\bhands?\b/i);
      }
    expect(along).toBeGreaterThan(20);
  });
});
