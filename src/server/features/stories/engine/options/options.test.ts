import { describe, expect, it } from 'vitest';
import {
  CHARACTER_TYPE_OPTIONS,
  FAMILY_OPTIONS,
  INTEREST_OPTIONS,
  LEARNING_OPTIONS,
  MAIN_THEME_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
  type TStoryOption,
} from '../../../../../shared/story-options.js';
import { STORY_THEMES } from '../../../../../shared/constants.js';
import { templateVars } from '../plans/check.js';
import { CHILD_VARS, PROBLEM_KINDS, STORY_TAGS, WORLDS, type Variants, type World } from '../plans/types.js';
import { Rng } from '../prng.js';
import { expand, finishSentence, type Vars } from '../template.js';
import {
  CHARACTER_TYPES,
  FAMILY_ACTIONS_BY_ROLE,
  FAMILY_MEMBERS,
  INTERESTS,
  LEARNING,
  matchCharacterType,
  matchFamily,
  matchInterest,
  matchLearning,
  matchSetting,
  matchTheme,
  matchTwist,
  SETTINGS,
  SKILLS,
  SOLUTIONS,
  THEMES,
  TWISTS,
} from './index.js';
import { PLANETS, RAINBOW } from './learning-a.js';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const OBJECT_KINDS = new Set(['faded', 'missing', 'stuck', 'broken', 'quiet', 'scattered', 'puzzle']);
const COMPANION = ['the', 'The', 'noun', 'it', 'It', 'its', 'obj', 'name'].map((f) => `companion.${f}`);
const OBJECT = ['the', 'The', 'noun', 'it', 'It', 'its', 'obj'].map((f) => `object.${f}`);
const MEMBER = ['member', 'member.it', 'member.its', 'member.obj'];

/** A value for every variable option text may use. */
const FIXTURE: Vars = {
  Name: 'Mia',
  nameS: "Mia's",
  they: 'she',
  They: 'She',
  them: 'her',
  their: 'her',
  Their: 'Her',
  themself: 'herself',
  they_were: 'she was',
  fix: ['found the red key', 'mended the kite'],
  They_were: 'She was',
  'companion.the': 'the star fox',
  'companion.The': 'The star fox',
  'companion.noun': 'star fox',
  'companion.it': 'she',
  'companion.It': 'She',
  'companion.its': 'her',
  'companion.obj': 'her',
  'companion.name': 'the star fox',
  'object.the': 'the lantern',
  'object.The': 'The lantern',
  'object.noun': 'lantern',
  'object.it': 'it',
  'object.It': 'It',
  'object.its': 'its',
  'object.obj': 'it',
  interest: 'painting',
  critter: 'squirrel',
  member: 'Grandma',
  'member.it': 'she',
  'member.its': 'her',
  'member.obj': 'her',
  setting: 'the back garden',
};

interface Text {
  where: string;
  level: (typeof LEVELS)[number];
  tpl: string;
  allowed: ReadonlySet<string>;
  worlds?: readonly World[];
}

function texts(where: string, v: Variants, allowed: readonly string[], worlds?: readonly World[]): Text[] {
  const set = new Set(allowed);
  return LEVELS.flatMap((level) => v[level].map((tpl) => ({ where, level, tpl, allowed: set, worlds })));
}

const BASE = [...CHILD_VARS, ...COMPANION];

function allTexts(): Text[] {
  const out: Text[] = [];
  for (const skill of SKILLS) {
    for (const [kind, v] of Object.entries(SOLUTIONS[skill])) {
      if (v === undefined) continue;
      // {fix}: what the idea did, for this kind of problem (core/extra-text.ts FIX).
      // {critter}: a small creature of the story's world (core/compose.ts CRITTER).
      const vars = [...BASE, 'interest', 'fix', 'critter', ...(OBJECT_KINDS.has(kind) ? OBJECT : [])];
      out.push(...texts(`solution ${skill}/${kind}`, v, vars));
    }
  }
  for (const [id, t] of Object.entries(TWISTS)) {
    out.push(...texts(`twist ${id} event`, t.event, BASE, t.worlds));
    out.push(...texts(`twist ${id} echo`, t.echo, BASE, t.worlds));
  }
  for (const [id, l] of Object.entries(LEARNING))
    out.push(...texts(`learning ${id}`, l.scene, BASE, l.worlds));
  for (const [id, s] of Object.entries(SETTINGS))
    out.push(...texts(`setting ${id}`, s.bridge, [...CHILD_VARS, 'setting'], [s.world]));
  for (const [role, actions] of Object.entries(FAMILY_ACTIONS_BY_ROLE)) {
    out.push(...texts(`family ${role}/opening`, actions.opening, [...CHILD_VARS, ...MEMBER], ['home']));
    out.push(...texts(`family ${role}/family`, actions.family, [...BASE, ...MEMBER]));
    out.push(...texts(`family ${role}/home`, actions.home, [...BASE, ...MEMBER], ['home']));
    out.push(...texts(`family ${role}/sleep`, actions.sleep, [...BASE, ...MEMBER], ['home']));
  }
  return out;
}

const ALL = allTexts();

function render(tpl: string, seed: number, rich: number, vars: Vars = FIXTURE): string {
  return finishSentence(expand(tpl, { rng: new Rng(seed), vars, rich }));
}

/** Every way a template can come out, near enough: many seeds, with and without rich clauses. */
function renders(tpl: string, vars: Vars = FIXTURE): string[] {
  const out = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) for (const rich of [0, 1]) out.add(render(tpl, seed, rich, vars));
  return [...out];
}

function checkLists(list: readonly TStoryOption[], catalogue: Readonly<Record<string, unknown>>) {
  const ids = list.map((o) => o.id);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
}

describe('option lists and catalogues', () => {
  it('hold about as many options as the spec asks, each with content', () => {
    expect(INTEREST_OPTIONS.length).toBeGreaterThanOrEqual(25);
    expect(CHARACTER_TYPE_OPTIONS.length).toBeGreaterThanOrEqual(25);
    expect(MAIN_THEME_OPTIONS.length).toBeGreaterThanOrEqual(60);
    expect(SETTING_OPTIONS.length).toBeGreaterThanOrEqual(45);
    expect(TWIST_OPTIONS.length).toBeGreaterThanOrEqual(40);
    expect(FAMILY_OPTIONS.length).toBeGreaterThanOrEqual(60);
    expect(LEARNING_OPTIONS.length).toBeGreaterThanOrEqual(100);
    checkLists(INTEREST_OPTIONS, INTERESTS);
    checkLists(CHARACTER_TYPE_OPTIONS, CHARACTER_TYPES);
    checkLists(MAIN_THEME_OPTIONS, THEMES);
    checkLists(SETTING_OPTIONS, SETTINGS);
    checkLists(TWIST_OPTIONS, TWISTS);
    checkLists(FAMILY_OPTIONS, FAMILY_MEMBERS);
    checkLists(LEARNING_OPTIONS, LEARNING);
  });

  it("starts the main themes with the parent's nine", () => {
    expect(MAIN_THEME_OPTIONS.slice(0, STORY_THEMES.length).map((o) => o.id)).toEqual([...STORY_THEMES]);
  });

  it('gives every skill an "any" solution, and every problem kind is solved by several skills', () => {
    for (const skill of SKILLS) expect(SOLUTIONS[skill].any, skill).toBeDefined();
    for (const kind of PROBLEM_KINDS) {
      const skills = SKILLS.filter((s) => SOLUTIONS[s][kind] !== undefined);
      expect(skills.length, `skills solving ${kind}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('maps every interest and character type to a known skill, worlds and tags', () => {
    for (const i of Object.values(INTERESTS)) {
      expect(SKILLS).toContain(i.skill);
      for (const t of i.tags ?? []) expect(STORY_TAGS).toContain(t);
    }
    for (const c of Object.values(CHARACTER_TYPES)) {
      expect(SKILLS).toContain(c.skill);
      expect(c.companion.worlds.length).toBeGreaterThan(0);
      for (const w of c.companion.worlds) expect(WORLDS).toContain(w);
      for (const t of c.companion.tags) expect(STORY_TAGS).toContain(t);
    }
    for (const t of Object.values(TWISTS)) for (const w of t.worlds) expect(WORLDS).toContain(w);
    for (const th of Object.values(THEMES)) {
      expect(th.worlds.length).toBeGreaterThan(0);
      expect(th.planThemes.length).toBeGreaterThan(0);
    }
  });
});

/** How many different sentences one template gives over many seeds, at the engine's richness. */
const RICH_AT = { beginner: 0, intermediate: 0.4, advanced: 0.8 } as const;
const MIN_RENDERINGS = { beginner: 4, intermediate: 6, advanced: 6 } as const;

function renderings(tpl: string, level: Text['level']): Set<string> {
  const out = new Set<string>();
  for (let seed = 1; seed <= 160; seed++) out.add(render(tpl, seed * 7919, RICH_AT[level]));
  return out;
}

describe('option text varies, so a child hearing a story every night does not hear it again', () => {
  // What a child hears in most stories: the solution, the family's actions, the echo of the twist
  // and the bridge to the setting. Each template alone must come out in many ways.
  const often = (t: Text) => /^(solution|family|setting) /.test(t.where) || / echo$/.test(t.where);

  it('gives every often-heard template at least 4 renderings for beginners and 6 for older readers', () => {
    const bad: string[] = [];
    for (const t of ALL.filter(often)) {
      const n = renderings(t.tpl, t.level).size;
      if (n < MIN_RENDERINGS[t.level]) bad.push(`${t.where} (${t.level}, ${n}): ${t.tpl}`);
    }
    expect(bad).toEqual([]);
  });

  it('gives every entry, twists and learning scenes included, many renderings per level', () => {
    const byEntry = new Map<string, Set<string>>();
    for (const t of ALL) {
      const key = `${t.where} (${t.level})`;
      const set = byEntry.get(key) ?? new Set<string>();
      for (const s of renderings(t.tpl, t.level)) set.add(s);
      byEntry.set(key, set);
    }
    const bad = [...byEntry]
      .filter(([key, set]) => set.size < MIN_RENDERINGS[key.endsWith('(beginner)') ? 'beginner' : 'advanced'])
      .map(([key, set]) => `${key}: ${set.size}`);
    expect(bad).toEqual([]);
  });
});

describe('option text', () => {
  it('has at least two variants per level everywhere', () => {
    const short: string[] = [];
    const groups = new Map<string, number>();
    for (const t of ALL) groups.set(`${t.where} ${t.level}`, (groups.get(`${t.where} ${t.level}`) ?? 0) + 1);
    for (const [k, n] of groups) if (n < 2) short.push(k);
    expect(short).toEqual([]);
  });

  it('uses only the variables allowed where it is used, never a first-mention {X.a}', () => {
    const bad: string[] = [];
    for (const t of ALL)
      for (const v of templateVars(t.tpl)) if (!t.allowed.has(v)) bad.push(`${t.where}: {${v}} in ${t.tpl}`);
    expect(bad).toEqual([]);
  });

  it('expands with no unknown variable and no leftover markup, family names included', () => {
    const bad: string[] = [];
    for (const t of ALL)
      for (const s of renders(t.tpl)) if (/[[\]{}<>]/.test(s)) bad.push(`${t.where}: ${s}`);
    const members = Object.values(FAMILY_MEMBERS);
    for (const m of members) {
      const vars = { ...FIXTURE, member: m.name };
      for (const s of renders('{member} smiled.', vars))
        if (/[[\]{}<>]/.test(s)) bad.push(`member ${m.name}: ${s}`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps beginner sentences short (about 4-9 words, a list of items excepted)', () => {
    const long: string[] = [];
    for (const t of ALL.filter((x) => x.level === 'beginner'))
      for (const s of renders(t.tpl))
        for (const sentence of s.split(/(?<=[.!?]["”]?)\s+/)) {
          const words = sentence.split(/\s+/).filter((w) => /\w/.test(w));
          if (words.length > 11) long.push(`${t.where}: ${sentence}`);
        }
    expect(long).toEqual([]);
  });

  it('is in US spelling and never scary', () => {
    const british =
      /\b(colou?rs?(?<!colors?)|colour\w*|favourite|pyjamas|grey|mum|neighbour\w*|centre|theatre|realise\w*|cosy|travell\w*|jewellery|ladybird|practise|mould|honour|behaviour|organise)\b/i;
    const scary =
      /\b(monsters?|villains?|wicked|witch(es)?|chas(e|ed|ing)|scream\w*|cages?|grab\w*|danger\w*|scar(y|ed|es)|terrif\w*|kill\w*|dead|death|die[sd]?|blood|hurt|injur\w*|cry(ing)?|lonely|abandon\w*|trapped|sharp|fangs?|claws?|ghosts?|nightmares?|angry|evil|thunder|lightning)\b/i;
    const bad: string[] = [];
    for (const t of ALL) {
      if (british.test(t.tpl)) bad.push(`${t.where} (spelling): ${t.tpl}`);
      if (scary.test(t.tpl)) bad.push(`${t.where} (scary): ${t.tpl}`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps to its worlds: nothing from land in space or under the sea', () => {
    const notIn: Partial<Record<World, RegExp>> = {
      space:
        /\b(grass\w*|trees?|leaf|leaves|flowers?|rain|rains|raining|rained|raindrops?|rainy|wind|breeze|birds?|puddles?|snow\w*|mud|squirrels?|meadow|garden|kitchen)\b/i,
      sea: /\b(grass\w*|trees?|leaf|leaves|wind|breeze|birds?|puddles?|snow\w*|mud|squirrels?|meadow|garden|kitchen|rain|rains|raining|rained|raindrops?|rainy|rainbows?|sky)\b/i,
    };
    const bad: string[] = [];
    for (const t of ALL) {
      // Text without worlds is used in every world.
      const worlds = t.worlds ?? WORLDS;
      for (const w of worlds) {
        const re = notIn[w];
        if (re?.test(t.tpl) === true) bad.push(`${t.where} (${w}): ${t.tpl}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('tags twists honestly: rain is rain, snow is snow, wind is wind, birds are birds', () => {
    const needs: [RegExp, string][] = [
      [/\brain\b|shower/i, 'rain'],
      [/\bsnow/i, 'snow'],
      [/\bwind\b|gust|breeze/i, 'wind'],
      [/\bbirds?\b|magpie|sparrow|\bchick\b/i, 'birds'],
      [/firefl/i, 'insects'],
      [/\bstream\b|\bsea\b|bottle|tide|\bwater\b|puddle/i, 'water'],
    ];
    const bad: string[] = [];
    for (const [id, t] of Object.entries(TWISTS)) {
      const all = [t.event, t.echo].flatMap((v) => LEVELS.flatMap((l) => [...v[l]])).join(' ');
      for (const [re, tag] of needs)
        if (re.test(all) && !(t.tags as readonly string[]).includes(tag)) bad.push(`${id} needs ${tag}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('learning scenes do the thing', () => {
  const everyRender = (id: keyof typeof LEARNING) =>
    LEVELS.flatMap((l) => LEARNING[id].scene[l].flatMap((tpl) => renders(tpl)));

  it('counting to ten counts from one to ten, in order, at every level', () => {
    const run =
      /one[,.!]?"? "?(?:and |then )?two[,.!]?"? "?(?:and |then )?three[,.!]?"? "?(?:and |then )?four[,.!]?"? "?(?:and |then )?five[,.!]?"? "?(?:and |then )?six[,.!]?"? "?(?:and |then )?seven[,.!]?"? "?(?:and |then )?eight[,.!]?"? "?(?:and |then )?nine[,.!]?"? "?(?:and |then )?ten\b/i;
    const texts = everyRender('counting-to-ten');
    expect(texts.length).toBeGreaterThan(5);
    for (const s of texts) expect(s).toMatch(run);
  });

  it('counting to twenty gets to twenty, and backwards goes from ten to one', () => {
    for (const s of everyRender('counting-to-twenty'))
      expect(s).toMatch(
        /nine[,.!]?"? "?(?:and |then )?ten[,.!]?"? "?(?:and |then )?eleven.*nineteen[,.!]?"? "?(?:and |then )?twenty/i,
      );
    for (const s of everyRender('counting-backwards'))
      expect(s).toMatch(
        /ten[,.!]?"? "?(?:and |then )?nine[,.!]?"? "?(?:and |then )?eight.*two[,.!]?"? "?(?:and |then )?one\b/i,
      );
  });

  it('names the planets in order', () => {
    const inOrder = new RegExp(PLANETS.join('[,.]?"? "?(?:and |then )?'));
    for (const s of everyRender('planets')) expect(s).toMatch(inOrder);
  });

  it('names the colors of the rainbow in order, and the alphabet from A to Z', () => {
    const rainbow = new RegExp(RAINBOW.join('[,.]?"? "?(?:and |then )?'), 'i');
    for (const s of everyRender('rainbow-colors')) expect(s).toMatch(rainbow);
    for (const s of everyRender('alphabet'))
      expect(s.replace(/[^A-Z]/g, '')).toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('names the days of the week in order', () => {
    for (const s of everyRender('days-of-week'))
      expect(s).toMatch(
        /Monday,?"? "?(?:and |then )?Tuesday,?"? "?(?:and |then )?Wednesday,?"? "?(?:and |then )?Thursday[,.]?"? "?(?:and |then )?Friday,?"? "?(?:and |then )?Saturday,?"? "?(and |then )?Sunday/,
      );
  });
});

describe('matching what a parent types', () => {
  it('finds every label of every list as its own entry', () => {
    const miss: string[] = [];
    const pairs: [readonly TStoryOption[], (t: string) => { id: string } | undefined][] = [
      [INTEREST_OPTIONS, matchInterest],
      [CHARACTER_TYPE_OPTIONS, matchCharacterType],
      [MAIN_THEME_OPTIONS, matchTheme],
      [SETTING_OPTIONS, matchSetting],
      [TWIST_OPTIONS, matchTwist],
      [LEARNING_OPTIONS, matchLearning],
    ];
    for (const [list, match] of pairs)
      for (const o of list) if (match(o.label)?.id !== o.id) miss.push(`${o.label} → ${match(o.label)?.id}`);
    for (const o of FAMILY_OPTIONS) {
      const found = matchFamily(o.label);
      if (found.length !== 1 || found[0]?.id !== o.id)
        miss.push(`${o.label} → ${found.map((f) => f.id).join('+')}`);
    }
    expect(miss).toEqual([]);
  });

  // Each pattern also matches a catalogue entry's own regex, so the engine's first-match reader
  // agrees for these (the free-text matchers here pick the longest match).
  const MATCHERS = {
    character: matchCharacterType,
    interest: matchInterest,
    learning: matchLearning,
    setting: matchSetting,
    twist: matchTwist,
    theme: matchTheme,
  } as const;
  const TABLE: [string, keyof typeof MATCHERS, string][] = [
    ['dinosaurs', 'character', 'dinosaurs'],
    ['dino', 'character', 'dinosaurs'],
    ['T-rex', 'character', 'dinosaurs'],
    ['a big T.Rex', 'character', 'dinosaurs'],
    ['Unicorns!!', 'character', 'unicorns'],
    ['puppy dogs', 'character', 'puppies'],
    ['Elsa', 'character', 'princesses'],
    ['Spider-Man', 'character', 'superheroes'],
    ['robots', 'character', 'robots'],
    ['mermaid', 'character', 'mermaids'],
    ['friendly dragons', 'character', 'dragons'],
    ['space aliens', 'character', 'aliens'],
    ['teddy', 'character', 'teddy-bears'],
    ['a hedgehog', 'character', 'friendly-animals'],
    ['painting', 'interest', 'painting'],
    ['she loves to draw', 'interest', 'painting'],
    ['Singing', 'interest', 'music'],
    ['ballet', 'interest', 'dancing'],
    ['LEGO', 'interest', 'building'],
    ['dinos', 'interest', 'dinosaurs'],
    ['rockets and planets', 'interest', 'space'],
    ['baking cookies', 'interest', 'cooking'],
    ['soccer', 'interest', 'sports'],
    ['bugs', 'interest', 'bugs'],
    ['jigsaws', 'interest', 'puzzles'],
    ['trains', 'interest', 'vehicles'],
    ['space adventures', 'interest', 'space'],
    ['adventures', 'interest', 'magical-adventures'],
    ['count to 10', 'learning', 'counting-to-ten'],
    ['counting to ten', 'learning', 'counting-to-ten'],
    ['Counting', 'learning', 'counting-to-ten'],
    ['numbers 1-10', 'learning', 'counting-to-ten'],
    ['count to 20', 'learning', 'counting-to-twenty'],
    ['count backwards', 'learning', 'counting-backwards'],
    ['ABCs', 'learning', 'alphabet'],
    ['the planets', 'learning', 'planets'],
    ['solar system', 'learning', 'planets'],
    ['rainbow colours', 'learning', 'rainbow-colors'],
    ['shapes', 'learning', 'shapes'],
    ['brush teeth', 'learning', 'brushing-teeth'],
    ['being kind', 'learning', 'kindness'],
    ['sharing toys', 'learning', 'sharing'],
    ['be patient', 'learning', 'patience'],
    ['saying sorry', 'learning', 'saying-sorry'],
    ['being brave', 'learning', 'bravery'],
    ['days of the week', 'learning', 'days-of-week'],
    ['eat your veggies', 'learning', 'vegetables'],
    ['deep breathing', 'learning', 'calming-down'],
    ['in the back yard', 'setting', 'back-garden'],
    ['a treehouse', 'setting', 'cozy-treehouse'],
    ['under the ocean', 'setting', 'under-the-sea'],
    ['the woods', 'setting', 'enchanted-forest'],
    ['on the moon', 'setting', 'moon'],
    ['grandmas house', 'setting', 'grandmas-house'],
    ['at the beach', 'setting', 'beach'],
    ['a castle', 'setting', 'castle'],
    ['it starts raining', 'twist', 'gentle-rain'],
    ['a rainbow', 'twist', 'rainbow-appears'],
    ['the toys come alive', 'twist', 'toys-alive'],
    ['a secret door', 'twist', 'secret-door'],
    ['snow!', 'twist', 'snow-falls'],
    ['the wind blows the map away', 'twist', 'wind-takes-map'],
    ['a surprise visitor', 'twist', 'surprise-visitor'],
    ['dinosaurs', 'theme', 'dinosaurs'],
    ['a space adventure', 'theme', 'space'],
    ['under the sea', 'theme', 'ocean'],
  ];

  it.each(TABLE)('%s (%s) → %s', (text, kind, id) => {
    expect(MATCHERS[kind](text)?.id).toBe(id);
  });

  it('keeps a name typed for a character', () => {
    expect(matchCharacterType('Elsa')?.name).toBe('Elsa');
    expect(matchCharacterType('a dragon called Sparky')?.name).toBe('Sparky');
    expect(matchCharacterType('dinosaurs')?.name).toBeUndefined();
    expect(matchCharacterType('Friendly dragons')?.name).toBeUndefined();
  });

  it('reads family and friends, keeping the names a parent gave', () => {
    const names = (t: string) => matchFamily(t).map((p) => `${p.id ?? '-'}:${p.name}:${p.pronoun}`);
    expect(names('Grandpa Joe')).toEqual(['grandpa:Grandpa Joe:he']);
    expect(names('grandpa joe')).toEqual(['grandpa:Grandpa Joe:he']);
    expect(names('Grandma and Grandpa')).toEqual(['grandparents:Grandma and Grandpa:they']);
    expect(names('grandma, grandpa')).toEqual(['grandma:Grandma:she', 'grandpa:Grandpa:he']);
    expect(names('my big sister Lily and Dad')).toEqual(['big-sister:Lily:she', 'dad:Dad:he']);
    // A relation with a name is introduced once as such ("her big sister Lily"), then named.
    expect(matchFamily('my big sister Lily')[0]?.intro).toBe('{nameS} big sister Lily');
    expect(matchFamily('baby Sam')[0]?.intro).toBe('baby Sam');
    expect(matchFamily('Grandpa Joe')[0]?.intro).toBe('Grandpa Joe');
    expect(matchFamily('Mom and Dad')[0]?.plural).toBe(true);
    expect(matchFamily('Grandma')[0]?.plural).toBe(false);
    expect(names('Mum')).toEqual(['mom:Mom:she']);
    expect(names('baby brother')).toEqual(['baby-brother:the baby:he']);
    expect(names('my best friend Sam')).toEqual(['best-friend:Sam:they']);
    expect(names('Aunt Sue & Uncle Bob')).toEqual(['aunt:Aunt Sue:she', 'uncle:Uncle Bob:he']);
    expect(names('Lily')).toEqual(['-:Lily:they']);
    // A relation without a typed name is not a name: "Mia's little sister", in lower case.
    expect(names('my little sister')).toEqual(['little-sister:{nameS} little sister:she']);
    expect(names('big brother')).toEqual(['big-brother:{nameS} big brother:he']);
    expect(names('my sister Lily')).toEqual(['sister:Lily:she']);
    expect(names('little sister Ava')).toEqual(['little-sister:Ava:she']);
    // Pets come from the notes, not the family field.
    expect(names('the family dog')).toEqual([]);
    expect(matchFamily('baby sister')[0]?.stayHome).toBe(true);
    expect(matchFamily('Mrs. Lopez')[0]?.role).toBe('distant');
  });
});
