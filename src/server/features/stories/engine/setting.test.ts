import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { missedRequirements, requirementsOf } from './read/requirements.js';
import { readSetting } from './read/setting.js';
import { mustInclude } from '../writer/llm-prompt.js';
import { tell } from './tell/story.js';
import { settingClash } from './tell/setting-clash.js';
import { PLAIN_REQUEST } from '../../../../../tests/support/story-requests.js';

/**
 * Issue 24: the parent's setting is never dropped. A panel's "houseboat" matched nothing and was
 * never said; "a pirate ship" was read as a space station ("ship").
 */
const pack = loadPack();
const base: StoryWriterInput = { ...PLAIN_REQUEST, childName: 'Ines', age: 7, pronouns: 'she/her' };

describe('the parent’s setting', () => {
  it('is read with its preposition and a later mention, known to the pack or not', () => {
    expect(readSetting('a houseboat on the canal', pack)).toMatchObject({
      in: 'on a houseboat on the canal',
      the: 'the houseboat',
      back: 'on the houseboat',
    });
    expect(readSetting('Paris', pack)).toMatchObject({ in: 'in Paris', back: 'in Paris' });
    // A possessive takes no article, and a relation is a name (a panel read "in a grandpa's allotment").
    expect(readSetting("grandpa's allotment", pack)).toMatchObject({
      in: "in Grandpa's allotment",
      back: "in Grandpa's allotment",
    });
    expect(readSetting('igloo', pack)?.entry?.id).toBe('arctic');
    // "ship" is not a spaceship, "place" is not Grandma's house; "a big city" is a city on land,
    // never the cloud kingdom (panel 47).
    for (const said of ['on a pirate ship', 'a magical place'])
      expect(readSetting(said, pack)?.entry).toBeUndefined();
    expect(readSetting('a big city', pack)?.entry).toMatchObject({ id: 'city', world: 'land' });
  });

  it('keeps the parent words around a place the pack knows, and finds the place by its head word', () => {
    // A blind panel read "a snowy forest in Norway" told as "an enchanted forest".
    expect(readSetting('a snowy forest in Norway', pack)).toMatchObject({
      entry: { id: 'enchanted-forest' },
      in: 'in a snowy forest in Norway',
      the: 'the snowy forest',
    });
    expect(readSetting("Grandma's farm in Kenya", pack)).toMatchObject({
      entry: { id: 'farm' },
      in: "on Grandma's farm in Kenya",
    });
    // What the place is: a treehouse, not the garden it stands in; a name is its own place.
    expect(readSetting('a treehouse in the garden', pack)?.entry?.id).toBe('cozy-treehouse');
    // The sixth panel: "a fishing village by the sea" was a mountain village, its ocean story a meadow.
    expect(readSetting('a fishing village by the sea', pack)?.entry?.id).toBe('seaside-village');
    expect(readSetting('a seaside town', pack)?.entry?.id).toBe('seaside-village');
    expect(readSetting('a mountain village', pack)?.entry?.id).toBe('mountain-village');
    expect(readSetting('the Eiffel Tower', pack)).toMatchObject({
      in: 'in the Eiffel Tower',
      the: 'the Eiffel Tower',
    });
    expect(readSetting('the Eiffel Tower', pack)?.entry).toBeUndefined();
    // Said as the pack says it: the pack's own telling.
    expect(readSetting('the beach', pack)).toMatchObject({ entry: { id: 'beach' }, in: 'on the beach' });
  });

  it("the parent's own possessives are said as the child's, never in the narrator's voice", () => {
    // A panel heard "behind our flats": "our" in the narrator's voice is the narrator's.
    for (const [typed, child, said] of [
      ['the allotment behind our flats', 'Ada', "in the allotment behind Ada's flats"],
      ['a cabin by my lake', 'Tomás', "in a cabin by Tomás's lake"],
      ['her school playground', 'Priya', "at Priya's school playground"],
      ['on their narrowboat', 'Leo', "on Leo's narrowboat"],
      ["our grandma's farm", 'Ada', "on Grandma's farm"],
    ] as const)
      expect(readSetting(typed, pack, child)?.in, typed).toBe(said);
    for (let seed = 1; seed <= 8; seed++) {
      const t = tell({ ...base, setting: 'the allotment behind our flats', seed }, pack);
      expect(t.story.content).not.toMatch(/\bour flats\b/i);
      // Once the sentence has named her, they are her flats ("Ines was in ... behind her flats").
      expect(t.story.content).toMatch(/behind (?:Ines's|her) flats/);
      expect(t.story.content).not.toMatch(/\bInes\b[^.!?]*\bInes's flats/);
    }
  });

  it('a setting no plot can take is where the evening begins, and where a journey comes back to', () => {
    for (const setting of [
      'a houseboat on the canal',
      'on a pirate ship',
      'a lighthouse keeper’s cottage by the sea',
      'Paris',
    ])
      for (let seed = 1; seed <= 15; seed++)
        for (const theme of ['space', 'ocean', 'nature'] as const) {
          const t = tell({ ...base, setting, theme, seed }, pack);
          const said = readSetting(setting.replace('’', "'"), pack);
          const roles = t.paragraphs.flatMap((p) => p.roles);
          if (said?.entry !== undefined && t.cast.place?.noun === said.entry.place.noun) continue;
          expect(roles, `${setting} / ${theme} / ${seed}`).toContain('setting.opening');
          expect(t.story.content).toContain(said?.in.replace(/^(on|in|at) /, '') ?? '');
          if (roles.includes('plan.journey') && roles.includes('plan.home') && t.world.id !== 'home')
            expect(roles).toContain('setting.home');
        }
  });

  it('a plot that stays in the house never comes "back" to the setting it never left', () => {
    // The thirteenth panel: down the hall to the bathroom, then "back in the snowy mountain cabin".
    let inTheHouse = 0;
    for (let seed = 1; seed <= 40; seed++)
      for (const theme of ['bedtime', 'friendship', 'nature'] as const) {
        const t = tell({ ...base, setting: 'a snowy mountain cabin', theme, seed }, pack);
        if (t.world.id !== 'home') continue;
        inTheHouse++;
        expect(
          t.paragraphs.flatMap((p) => p.roles),
          t.story.content,
        ).not.toContain('setting.home');
      }
    expect(inTheHouse).toBeGreaterThan(3);
  });

  it('a setting the plot takes as its place is told there, not twice', () => {
    const t = tell({ ...base, setting: 'the moon', theme: 'space', seed: 3 }, pack);
    if (t.cast.place?.noun === 'moon')
      expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('setting.opening');
    expect(t.world.id).toBe('space');
  });
  it('a setting is the plot place of its kind: "a castle in the clouds" is a castle, "Mars" is Mars', () => {
    // The seventh panel: a castle in the clouds said once at home, then a wood; Mars told as "the moon".
    for (let seed = 1; seed <= 12; seed++) {
      const castle = tell({ ...base, setting: 'a castle in the clouds', theme: 'adventure', seed }, pack);
      expect(castle.cast.place?.noun, `castle ${seed}`).toMatch(/castle$/);
      const mars = tell({ ...base, setting: 'on Mars', theme: 'bedtime', seed }, pack);
      expect(mars.plan.cast.place, `Mars ${seed}`).toEqual(
        expect.arrayContaining([mars.cast.place?.id ?? 'none']),
      );
      expect(['mars-red-plain', 'mars-greenhouse']).toContain(mars.cast.place?.id);
      expect(mars.story.content).toMatch(/\bMars\b/);
      const island = tell({ ...base, setting: 'a lighthouse on an island', theme: 'ocean', seed }, pack);
      expect(island.cast.place?.id, `lighthouse ${seed}`).toBe('lighthouse-island');
    }
    expect(readSetting('Mars', pack)).toMatchObject({ entry: { id: 'mars' }, in: 'on Mars' });
  });

  it('an LLM is told the setting as a requirement, and a story without it is written again', () => {
    const r = requirementsOf(readBrief({ ...base, setting: 'a houseboat on the canal' }, pack), pack);
    expect(r.setting).toEqual({ said: 'on a houseboat on the canal', word: 'houseboat' });
    expect(mustInclude(r)).toMatchObject({ setting: 'on a houseboat on the canal' });
    expect(missedRequirements(r, 'Ines and the Moon', 'Ines flew to the moon.').join(' ')).toMatch(
      /houseboat/,
    );
    expect(
      missedRequirements(r, 'Ines and the Moon', 'On the houseboat, Ines yawned.').join(' '),
    ).not.toMatch(/houseboat/);
  });
  it('a setting in more than one world goes where the theme asks: a lighthouse in an ocean story is by the sea', () => {
    for (let seed = 1; seed <= 10; seed++) {
      expect(tell({ ...base, setting: 'a lighthouse', theme: 'ocean', seed }, pack).world.id).toBe('sea');
      expect(tell({ ...base, setting: 'a lighthouse', theme: 'nature', seed }, pack).world.id).toBe('land');
    }
  });

  it('never takes the place of a plot written for another kind of place (a cornfield is not a lighthouse)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const t = tell({ ...base, setting: 'a jungle', theme: 'nature', seed }, pack);
      const place = t.cast.place;
      if (place !== undefined && place.noun === 'jungle') expect(t.plan.cast.place).toContain(place.id);
    }
  });
});

/**
 * Issue 24, a blind panel: "--setting 'a rainy city with trams'" was said once, then the evening
 * went on down by the brook at the end of the garden. Where no plot place takes the parent's
 * setting, the evening at home is told without another home's garden, lane or farm (frame.yaml
 * setting_elsewhere); the story may travel from the setting and come back to it.
 */
describe('the parent’s setting is not contradicted by the evening at home', () => {
  const ELSEWHERE =
    /\b(?:garden|lawn|lane|gate|brook|stream|hedge|meadow|field|orchard|farm|barn|beach|harbor|holiday|back step)s?\b/i;
  // A companion's kind is not a place ("a slow old garden tortoise").
  const places = (text: string) => text.replace(/\bgarden tortoise\b/gi, 'tortoise');

  it('the opening never, and the call seldom, puts the child in another home’s garden or lane', () => {
    let told = 0;
    const openings: string[] = [];
    const calls: string[] = [];
    for (const setting of ['a flat above the launderette', 'a houseboat on a canal'])
      for (const theme of ['fantasy', 'space', 'ocean', 'nature', 'animals', 'bedtime', 'adventure', 'magic'])
        for (const [readingLevel, age] of [
          ['beginner', 4],
          ['intermediate', 6],
          ['advanced', 10],
        ] as const)
          for (let seed = 1; seed <= 3; seed++) {
            const t = tell({ ...base, setting, theme, readingLevel, age, seed }, pack);
            if (!t.paragraphs.some((p) => p.roles.includes('setting.opening'))) continue;
            told++;
            const lines = t.paragraphs.flatMap((p) => p.lines);
            for (const l of lines) {
              const at = `${setting} ${theme} ${readingLevel} ${seed} ${t.plan.id}: ${l.text}`;
              if (l.role === 'plan.opening' && ELSEWHERE.test(places(l.text))) openings.push(at);
              if (l.role === 'plan.call' && ELSEWHERE.test(places(l.text))) calls.push(at);
            }
          }
    expect(told).toBeGreaterThan(100);
    expect(openings).toEqual([]);
    // The call is told another way where it can be; a few plots have no other call.
    expect(calls.length).toBeLessThan(told * 0.08);
  });

  it('a setting the parent’s words name keeps its own places ("Grandma’s farm" may have its barn)', () => {
    const pattern = (setting: string) => settingClash(readBrief({ ...base, setting }, pack), pack) ?? /(?!)/;
    expect(pattern('a flat above the launderette').test('down by the farm gate')).toBe(true);
    expect(pattern("grandma's farm").test('down by the farm')).toBe(false);
    expect(settingClash(readBrief(base, pack), pack)).toBeUndefined();
  });
});

describe('a frozen lake', () => {
  // The fourteenth panel: "a frozen lake in the mountains" was told as a pink lake with ducks
  // splashing on it and a child skating on pebbles; it is ice, in the snow.
  it('is ice in the snowy mountains, never open water', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const t = tell(
        {
          ...base,
          seed,
          setting: 'a frozen lake in the mountains',
          interests: ['ice skating'],
          theme: 'magic',
        },
        pack,
      );
      expect(t.brief.setting?.id).toBe('frozen-lake');
      expect(t.story.content).not.toMatch(
        /\b(?:splash\w*|swimming|paddl\w*|ducks on the lake|lake lay smooth)\b/i,
      );
      expect(t.world.id).toBe('land');
    }
  });

  // Every "back garden" request was one of three garden plots, whatever the theme: a snow day for
  // a space story, a frosty robin for an ocean one (found measuring 900 requests, 5% each).
  it('a place in the house keeps the theme: "the back garden" in a space story goes to space', () => {
    for (let seed = 1; seed <= 12; seed++) {
      for (const [theme, world] of [
        ['space', 'space'],
        ['ocean', 'sea'],
      ] as const) {
        const t = tell({ ...base, setting: 'the back garden', theme, seed }, pack);
        expect(t.world.id, `${theme} ${seed}`).toBe(world);
        // Where the evening was spent, never where the child still is when the light goes off.
        expect(t.story.content).toMatch(/\bback garden\b/);
        expect(t.story.content).not.toMatch(/(?:starts|begins|was) in the back garden\b/);
      }
      const garden = tell({ ...base, setting: 'the back garden', theme: 'nature', seed }, pack);
      expect(garden.world.id, `nature ${seed}`).toBe('home');
    }
  });
});
