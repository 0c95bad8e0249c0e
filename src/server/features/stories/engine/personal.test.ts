import { describe, expect, it } from 'vitest';
import { checkStory } from '../safety/check.js';
import { wordForms } from './pack/check.js';
import { wholeWordSource } from './pack/text.js';
import { loadPack } from './pack/index.js';
import { tell, type ToldStory } from './tell/story.js';
import { Rng } from './prng.js';
import { expand } from './template.js';
import { toldCorpus } from '../../../../../tests/support/told-corpus.js';

/**
 * What the parent typed is the story: over a thousand varied requests (pets, family, worries,
 * twists of every shape, interests the table knows and ones it does not), each thing is there,
 * by name, doing something, where it belongs.
 */
const pack = loadPack();
const told = toldCorpus(1000, pack);
const requests = told.map(({ input }) => input);

const count = (text: string, word: string) =>
  (text.match(new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g')) ?? []).length;
const countAnyCase = (text: string, words: string) => count(text.toLowerCase(), words.toLowerCase());
const rolesOf = (t: ToldStory) => t.paragraphs.flatMap((p) => p.roles);

describe('every story', () => {
  it('never names the child twice in one breath ("Tariq and Tariq\'s big sister")', () => {
    for (const { input, t } of told) {
      const name = t.brief.child.name;
      expect(t.story.content, JSON.stringify(input)).not.toMatch(
        new RegExp(`${wholeWordSource(name)} and ${wholeWordSource(`${name}'s`)}`, 'u'),
      );
    }
  });

  it('is within its length range and passes the safety check', () => {
    for (const { input, t } of told)
      expect(checkStory(t.story, input, { engine: true }), JSON.stringify(input)).toEqual({ ok: true });
  });

  it('is the same story for the same request and seed', () => {
    for (const { input, t } of told.slice(0, 50)) expect(tell(input, pack).story).toEqual(t.story);
  });
});

describe('what the parent typed is in the story', () => {
  it('a pet is named at least twice and does something; its name is never a common noun', () => {
    let checked = 0;
    for (const { t } of told)
      for (const pet of t.brief.pets.slice(0, 1)) {
        const called = pet.name ?? `the ${pet.word}`;
        const mentions =
          pet.name === undefined
            ? count(t.story.content.toLowerCase(), pet.word)
            : count(t.story.content, pet.name);
        expect(mentions, `${called} in ${t.story.content}`).toBeGreaterThanOrEqual(2);
        const roles = rolesOf(t);
        expect(roles.filter((r) => r.startsWith('pet.')).length).toBeGreaterThanOrEqual(2);
        if (pet.name !== undefined)
          expect(t.story.content).not.toMatch(new RegExp(`\\b(?:a|an|the) ${pet.name.toLowerCase()}\\b`));
        checked++;
      }
    expect(checked).toBeGreaterThan(100);
  });

  it('the first interest solves the problem, by its own word, in the second half, after it was set up', () => {
    for (const { t } of told) {
      const use = t.brief.interests[0];
      if (use === undefined) continue;
      const index = t.paragraphs.findIndex((p) => p.roles.includes('interest.help'));
      expect(index, t.plan.id).toBeGreaterThanOrEqual(Math.floor(t.paragraphs.length / 2) - 1);
      const setup = t.paragraphs.findIndex((p) => p.roles.includes('interest.setup'));
      expect(setup).toBeGreaterThanOrEqual(0);
      expect(setup).toBeLessThan(index);
      const words = use.generic ? [use.said] : use.entry.words;
      const help = t.paragraphs[index]?.text ?? '';
      expect(
        wordForms(words).test(help) ||
          help.toLowerCase().includes(use.entry.label.toLowerCase()) ||
          // A plot's own fix (ZPlan.solve) names it in the parent's words.
          help.toLowerCase().includes(use.said.toLowerCase()),
        help,
      ).toBe(true);
    }
  });

  it('every family member is named at least twice in a medium or long story', () => {
    let checked = 0;
    for (const { input, t } of told) {
      if (input.storyLength === 'short') continue;
      for (const m of t.brief.family) {
        // "the new baby" is named as "The new baby" at the start of a sentence too.
        const named = /^\p{Ll}/u.test(m.name)
          ? countAnyCase(t.story.content, m.name)
          : count(t.story.content, m.name);
        expect(named, `${m.name}: ${t.story.content}`).toBeGreaterThanOrEqual(2);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the twist is the premise and comes back at the end; one it cannot use is reported', () => {
    for (const { input, t } of told) {
      if (input.randomTwist === undefined) continue;
      if (t.brief.twist === undefined) {
        expect(t.story.notices.join(' ')).toContain(input.randomTwist);
        continue;
      }
      const roles = rolesOf(t);
      expect(roles).toContain('twist.premise');
      expect(roles.some((r) => r === 'twist.echo')).toBe(true);
      const x = t.brief.twist.x?.noun;
      if (x !== undefined && t.brief.twist.catalogue === undefined)
        expect(
          count(t.story.content.toLowerCase(), x.toLowerCase()),
          `${x}: ${t.story.content}`,
        ).toBeGreaterThanOrEqual(2);
    }
  });

  it('a twist does something in the middle (the problem or its solving) and is there at the end', () => {
    const middle = new Set(['problem', 'attempt', 'help', 'solve', 'resolution']);
    const missing: string[] = [];
    const shaped = told.filter(({ t }) => t.brief.twist !== undefined);
    const flying = ['the bed can fly', 'the sofa can fly', 'my shoes can fly'].flatMap((randomTwist, i) =>
      [1, 2, 3, 4].map((seed) => {
        const input = { ...(requests[i] as (typeof requests)[number]), randomTwist, seed };
        return { input, t: tell(input, pack) };
      }),
    );
    for (const { input, t } of [...shaped, ...flying]) {
      const twistIn = (kinds: (k: string) => boolean) =>
        t.paragraphs.some((p) => kinds(p.kind) && p.roles.some((r) => r.startsWith('twist.')));
      if (!twistIn((k) => middle.has(k)) || !twistIn((k) => k === 'bedtime' || k === 'home'))
        missing.push(
          `${input.randomTwist} (seed ${input.seed}): ${t.paragraphs.map((p) => `${p.kind}[${p.roles.filter((r) => r.startsWith('twist.')).join(',')}]`).join(' ')}`,
        );
    }
    expect(missing.slice(0, 5)).toEqual([]);
  });

  it('a worry is spoken to early or in the middle, and again at bedtime (a short story: at bedtime)', () => {
    let checked = 0;
    for (const { input, t } of told) {
      if (t.brief.worry === undefined) continue;
      const roles = rolesOf(t);
      // A short story with many things typed may keep only the closing thought; so may a fear
      // from the fears list, which is kept out of the story and comforted at bedtime (panel 28).
      if (input.storyLength !== 'short' && t.brief.worry.fromFears !== true)
        expect(roles.some((r) => r === 'worry.mention' || r === 'worry.beat')).toBe(true);
      expect(t.paragraphs.filter((p) => p.kind === 'bedtime').flatMap((p) => p.roles)).toContain(
        'worry.closing',
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  // Panel 16: "Kofi is nervous about his first sleepover" was only declared solved ("a sleepover
  // would be easy"); out there, somewhere new, the child feels the same wobble and it passes.
  it('a worry with a moment of its own is felt out there, before it is solved', () => {
    let felt = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const t = tell(
        {
          ...(requests[0] as (typeof requests)[number]),
          customPrompt: 'Kofi is nervous about his first sleepover',
          storyLength: 'long',
          seed,
        },
        pack,
      );
      const kinds = t.paragraphs.filter((p) => p.roles.includes('worry.felt')).map((p) => p.kind);
      if (kinds.length === 0) continue;
      felt++;
      expect(kinds).toEqual(['problem']);
      expect(t.story.content).toMatch(/sleepover/);
    }
    expect(felt).toBeGreaterThan(10);
  });

  // Blind panel 27: a small "something in the corner" scare for a three-year-old whose parent put
  // the dark on the fears list. What the notes ask to help with is felt; a listed fear is not.
  it('a fear on the fears list is comforted at bedtime, never met in a small scary moment', () => {
    let notes = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const ask = { ...(requests[0] as (typeof requests)[number]), storyLength: 'long' as const, seed };
      const listed = tell({ ...ask, fears: ['the dark'] }, pack);
      expect(listed.brief.worry?.entry.id).toBe('dark-fear');
      expect(listed.paragraphs.flatMap((p) => p.roles)).not.toContain('worry.felt');
      const written = tell({ ...ask, customPrompt: 'She has been scared of the dark lately' }, pack);
      if (written.paragraphs.some((p) => p.roles.includes('worry.felt'))) notes++;
    }
    expect(notes).toBeGreaterThan(3);
  });

  // Panel 28: "His grandpa lives in Ghana and they video call on Sundays" became "the card Grandpa
  // had sent", "Grandpa's last parcel" and "his postcards arrived like clockwork".
  it('one far away keeps in touch the way the notes say, never by post the story made up', () => {
    let called = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const t = tell(
        {
          ...(requests[0] as (typeof requests)[number]),
          familyFriends: '',
          customPrompt: 'His grandpa lives in Ghana and they video call on Sundays',
          seed,
        },
        pack,
      );
      expect(t.brief.family[0]?.inTouch).toBe('calls');
      const said = t.paragraphs
        .flatMap((p) => p.lines)
        .filter((l) => l.role.startsWith('member.'))
        .map((l) => l.text)
        .join(' ');
      expect(said).not.toMatch(/\b(?:letters?|postcards?|parcels?|cards?)\b/i);
      if (/\bcall/i.test(said)) called++;
    }
    expect(called).toBeGreaterThan(5);
  });

  it('a learning goal is a scene, with its facts in the right order', () => {
    const orders: Record<string, string[]> = {
      'days-of-week': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      planets: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'],
    };
    for (const { t } of told) {
      const l = t.brief.learning;
      if (l === undefined) continue;
      expect(rolesOf(t), `${t.plan.id} ${l.entry.id}`).toContain('learning.scene');
      const scene = t.paragraphs.find((p) => p.roles.includes('learning.scene'))?.text ?? '';
      const order = orders[l.entry.id];
      // Every list in the scene ("Mercury, Venus, Earth and Mars") is in order; a puzzle or a single
      // fact may name one first ("Venus is the hottest, even though Mercury is closer").
      if (order !== undefined) {
        const item = `(?:${order.join('|')})`;
        // A colon opens a list, it does not join one: "to find Earth: Mercury, Venus, Earth!"
        const lists =
          scene.match(new RegExp(`${item}(?:(?:,| and|, and| then|!)\\s+${item}){2,}`, 'g')) ?? [];
        for (const list of lists) {
          const named = list.match(new RegExp(item, 'g')) ?? [];
          // Forward through the list; the week goes round (Sunday, then Monday), the planets do not.
          named.slice(1).forEach((n, i) => {
            const step = order.indexOf(n) - order.indexOf(named[i] ?? '');
            const wraps = l.entry.id === 'days-of-week' && step === 1 - order.length;
            expect(step >= 0 || wraps, `${list}: ${scene}`).toBe(true);
          });
        }
      }
      if (l.list !== undefined) expect(scene).toContain(l.list.split(' and ')[0]);
    }
  });

  it('the theme is kept: a space story is in space, an ocean story at sea, a magic story has magic', () => {
    const magic = /\b(?:magic|magical|spell|wand|enchanted|sparkl|shimmer|wish|fairy|fairies|dream)/i;
    for (const { input, t } of told) {
      if (t.story.notices.some((n) => /instead/.test(n)) || input.setting !== undefined) continue;
      if (input.theme === 'space') expect(t.world.id).toBe('space');
      if (input.theme === 'ocean') expect(t.world.id).toBe('sea');
      if (input.theme === 'space' || input.theme === 'ocean')
        expect(t.world.words.some((w) => count(t.story.content.toLowerCase(), w) > 0)).toBe(true);
      if (input.theme === 'magic') expect(t.story.content, t.plan.id).toMatch(magic);
    }
  });
});

describe('a family member who lives far away', () => {
  const base = requests[0] as (typeof requests)[number];
  const far = [
    'grandad Tariq lives in Karachi',
    'her nana lives far away',
    'Uncle Dev moved to Canada',
    'grandma lives with us and grandad Tariq lives in another country',
    'her dad is travelling for work',
    'Auntie May works away',
  ];
  it.each(far)('"%s": only far-away lines (a call, a letter, a gift), never at home', (familyFriends) => {
    for (let seed = 1; seed <= 12; seed++) {
      const input = {
        ...base,
        familyFriends,
        customPrompt: '',
        randomTwist: undefined,
        storyLength: (['short', 'medium', 'long'] as const)[seed % 3] ?? 'medium',
        seed,
      };
      const t = tell(input, pack);
      const away = t.brief.family.filter((m) => m.far);
      expect(away.length, familyFriends).toBe(1);
      const roles = rolesOf(t).filter((r) => r.startsWith('member.'));
      // A member who is home (grandma, who lives with us) acts as usual; the far one only from afar.
      if (t.brief.family.length === 1)
        expect(roles.every((r) => r === 'member.far' || r === 'member.help')).toBe(true);
      const name = (away[0] as (typeof away)[number]).name;
      for (const line of t.paragraphs.flatMap((x) => x.lines))
        if (line.role === 'member.help' && line.text.includes(name))
          expect(line.text).toMatch(/\b(?:call|message|letter|parcel|post|phone|far|sent)\b/);
    }
  });

  it('a member who lives with the child is not far away', () => {
    const t = tell({ ...base, familyFriends: 'grandma Rosa lives with us', customPrompt: '', seed: 3 }, pack);
    expect(t.brief.family[0]?.far).toBe(false);
  });
});

/** Twelve stories (each length in turn) for one family and note, every other input as request 0. */
function twelveStories(familyFriends: string, customPrompt: string): { t: ToldStory; length: string }[] {
  const base = requests[0] as (typeof requests)[number];
  return Array.from({ length: 12 }, (_, i) => {
    const seed = i + 1;
    const storyLength = (['short', 'medium', 'long'] as const)[seed % 3] ?? 'medium';
    const input = { ...base, familyFriends, customPrompt, randomTwist: undefined, storyLength, seed };
    return { t: tell(input, pack), length: storyLength };
  });
}

describe('a member the worry says is away close by (in hospital, working nights)', () => {
  it.each([
    ['Morfar Lars, Mum Ingrid', 'grandpa is in hospital', 'Morfar Lars'],
    ['', 'Papa works nights at the bakery', 'Papa'],
  ])('%s / "%s": never at home or at bedtime, never far away', (familyFriends, customPrompt, name) => {
    for (const { t } of twelveStories(familyFriends, customPrompt)) {
      // "Morfar" is a grandpa: the grandpa in hospital is Morfar Lars, not another one at home.
      expect(t.brief.family.filter((m) => m.relation === 'grandpa' || m.relation === 'papa').length).toBe(1);
      const lines = t.paragraphs.flatMap((x) => x.lines);
      for (const line of lines)
        if (line.text.includes(name)) expect(line.role.startsWith('member.'), line.text).toBe(false);
      expect(t.story.content).not.toMatch(/\bGrandpa\b|far away tonight|away this week|on a trip/);
    }
  });
});

/** A promise of when, or of getting well, that no parent's note about someone away or unwell makes. */
const PROMISED =
  /\b(?:was|is) getting better|better each day|would be home soon|will be home soon|not long (?:to wait )?now|for a few (?:days|sleeps|nights)|only a few|not many (?:now|left|at all)|few more sleeps|hardly any|(?:soon|before long),? \S+(?: \S+)? would be (?:home|back|well|better)/i;

describe('a worry is told as the parent said it, never with a promise the parent did not make', () => {
  it.each(['parent-away', 'hospital-member', 'poorly-member'])(
    'no telling of %s can promise one, whatever it draws',
    (id) => {
      const worry = pack.worries.find((w) => w.id === id);
      expect(worry).toBeDefined();
      // Every template, drawn many times: a promise in any of its alternatives is told some night.
      const templates: string[] = [];
      const walk = (v: unknown): void => {
        if (typeof v === 'string') templates.push(v);
        else if (Array.isArray(v)) v.forEach(walk);
        else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
      };
      walk({ ...worry, match: [] });
      const vars = new Proxy(
        {},
        { get: (_t, key) => (String(key).startsWith('member') ? 'Grandma' : 'Mia') },
      );
      const rng = new Rng(7);
      const promised = templates.flatMap((t) =>
        Array.from({ length: 60 }, () => expand(t, { rng, vars, rich: 1 })).filter((told) =>
          PROMISED.test(told),
        ),
      );
      expect(templates.length).toBeGreaterThan(20);
      expect(promised).toEqual([]);
    },
  );

  it.each([
    ['Mummy', 'Mummy is in hospital'],
    ['', 'Daddy is working away'],
  ])('%s / "%s": no recovery, no "home soon", no length of time invented', (familyFriends, customPrompt) => {
    for (const { t } of twelveStories(familyFriends, customPrompt)) {
      const worry = t.paragraphs
        .flatMap((x) => x.lines)
        .filter((l) => l.role.startsWith('worry.'))
        .map((l) => l.text)
        .join(' ');
      expect(worry, t.story.content).not.toMatch(PROMISED);
    }
  });
});

describe('a worry said with its own day', () => {
  // The twenty-second panel: "trying not to think too hard about her piano recital on Saturday tonight".
  it('is never followed by another time ("on Saturday tonight", "on Saturday at bedtime")', () => {
    const base = requests[0] as (typeof requests)[number];
    const customPrompt = 'She is nervous about her piano recital on Saturday.';
    for (const readingLevel of ['beginner', 'intermediate', 'advanced'] as const)
      for (let seed = 1; seed <= 40; seed++) {
        const input = { ...base, age: 8, readingLevel, customPrompt, randomTwist: undefined, seed };
        const t = tell({ ...input, pronouns: 'she/her' }, pack);
        expect(t.brief.worry?.about).toBe('her piano recital on Saturday');
        expect(t.story.content).not.toMatch(/on Saturday,? (?:tonight|at bedtime|this evening)/);
      }
  });
});

describe('a grandparent far away is told as the parent said it', () => {
  // The twenty-second panel: "Her grandma in Pakistan is unwell" was "Grandma had moved far away
  // not long ago".
  it('one who lives far off never "moved away"; one who moved away may have', () => {
    const base = requests[0] as (typeof requests)[number];
    const told = (customPrompt: string) =>
      Array.from({ length: 30 }, (_, i) =>
        tell({ ...base, familyFriends: undefined, customPrompt, randomTwist: undefined, seed: i + 1 }, pack),
      );
    for (const t of told('Her grandma in Pakistan is unwell and she misses her.')) {
      expect(t.brief.worry?.entry.id).toBe('grandparent-far');
      const said = t.paragraphs
        .flatMap((p) => p.lines)
        .filter((l) => /^(?:worry|member)\./.test(l.role))
        .map((l) => l.text)
        .join(' ');
      expect(said, t.story.content).not.toMatch(/\bmoved\b|now lived|lived far away now|used to/);
    }
    const moved = told('Her grandma just moved away and she misses her.');
    expect(moved.some((t) => /\bmoved\b/.test(t.story.content))).toBe(true);
  });
});

describe('a worry that would hurt if told the wrong way round', () => {
  it('parents who live apart are never a pair at home tonight', () => {
    for (const { t } of twelveStories('', 'parents are separating; she lives in two homes now')) {
      expect(t.brief.worry?.entry.id).toBe('two-homes');
      expect(t.story.content).not.toMatch(/\b(?:Mom|Mum) and Dad\b|\bparents\b/);
      expect(t.story.content).toMatch(/two homes|both of \w+ homes|both your homes/);
    }
  });

  it('a friend the child fell out with is only in the worry, never playing happily tonight', () => {
    for (const { t } of twelveStories('', 'had a falling-out with best friend Luca over a game')) {
      expect(t.brief.worry?.entry.id).toBe('falling-out');
      expect(t.story.content).toContain('Luca');
      // Lines name a member by a token the story resolves last (tell/story.ts).
      const at = t.brief.family.findIndex((m) => m.name === 'Luca');
      const token = new RegExp(`\u0001[mM]${at}\u0002|Luca`);
      const lines = t.paragraphs.flatMap((x) => x.lines).filter((l) => token.test(l.text));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.role.startsWith('worry.'), line.text).toBe(true);
    }
  });

  it('a move that has happened is told as done, never "a few nights left"', () => {
    for (const { t } of twelveStories('', 'we just moved to a new house and he misses the old garden')) {
      expect(t.brief.worry?.entry.id).toBe('moved-in');
      expect(t.story.content).not.toMatch(/few nights left|soon, new walls|boxes were packed/i);
    }
  });
});

describe('someone the family has lost is only remembered', () => {
  it.each([
    ['', 'Farfar (grandfather) died last spring, he misses him', 'Farfar'],
    ['Mama, Grandpa Joe', 'Grandpa Joe passed away in June', 'Grandpa Joe'],
    ['', 'our dog Max died last month', 'Max'],
  ])(
    '%s / "%s": named, never at home, never far away, never the one who acts',
    (familyFriends, customPrompt, name) => {
      for (const { t, length } of twelveStories(familyFriends, customPrompt)) {
        expect(t.brief.worry?.entry.id).toMatch(/^grief-/);
        expect(t.brief.family.map((m) => m.name)).not.toContain(name);
        expect(t.brief.pets.map((p) => p.name)).not.toContain(name);
        const lines = t.paragraphs.flatMap((x) => x.lines).filter((l) => l.text.includes(name));
        expect(lines.length, t.story.content).toBeGreaterThanOrEqual(length === 'short' ? 1 : 2);
        for (const line of lines) expect(line.role.startsWith('worry.'), line.text).toBe(true);
        // "Farfar (grandfather)" is one person, said once: not "Farfar Grandfather".
        expect(t.story.content).not.toMatch(/Farfar Grandfather|far away tonight|on a trip/);
      }
    },
  );
});

describe('a pet is cared for as its kind is', () => {
  it('a rabbit is never washed or scrubbed (rabbits keep clean themselves, with no water)', () => {
    const rabbit = pack.pets.find((p) => p.id === 'rabbit');
    expect(JSON.stringify(rabbit)).not.toMatch(/\bbedtime wash|\bscrub|\bbath(?:ed|e)\b/i);
  });
});

describe('interests the table learned (vehicles at work, more animals, more play)', () => {
  // What parents type, UK and US words and plurals, and the entry each must find (never generic).
  const phrasings: readonly (readonly [string, string])[] = [
    ['bin lorries', 'garbage-trucks'],
    ['garbage trucks', 'garbage-trucks'],
    ['rubbish trucks', 'garbage-trucks'],
    ['dustcarts', 'garbage-trucks'],
    ['police cars', 'police-cars'],
    ['ambulances', 'ambulances'],
    ['monster trucks', 'monster-trucks'],
    ['motorbikes', 'motorbikes'],
    ['motorcycles', 'motorbikes'],
    ['tow trucks', 'tow-trucks'],
    ['submarines', 'submarines'],
    ['hot-air balloons', 'hot-air-balloons'],
    ['hot air balloons', 'hot-air-balloons'],
    ['wolves', 'wolves'],
    ['otters', 'otters'],
    ['bats', 'bats'],
    ['sloths', 'sloths'],
    ['snakes', 'snakes'],
    ['lizards', 'lizards'],
    ['bearded dragons', 'lizards'],
    ['axolotls', 'axolotls'],
    ['flamingos', 'flamingos'],
    ['hippos', 'hippos'],
    ['rhinos', 'rhinos'],
    ['llamas', 'llamas'],
    ['alpacas', 'llamas'],
    ['reindeer', 'deer'],
    ['aliens', 'aliens'],
    ['friendly monsters', 'monsters'],
    ['ninjas', 'ninjas'],
    ['cowgirls', 'cowboys'],
    ['slime', 'slime'],
    ['roller skating', 'roller-skating'],
    ['swings', 'playgrounds'],
    ['the park', 'playgrounds'],
    ['ice cream', 'ice-cream'],
    ['pizza', 'pizza'],
    ['fairy tales', 'fairy-tales'],
  ];
  const base = requests[0] as (typeof requests)[number];

  it.each(phrasings)(
    '"%s" finds its own entry (%s) and helps by its own word in the second half',
    (said, id) => {
      const input = {
        ...base,
        interests: [said],
        fears: [],
        randomTwist: undefined,
        customPrompt: '',
        seed: 3,
      };
      const t = tell(input, pack);
      const use = t.brief.interests[0];
      expect(use?.generic).toBe(false);
      expect(use?.entry.id).toBe(id);
      const index = t.paragraphs.findIndex((p) => p.roles.includes('interest.help'));
      expect(index).toBeGreaterThanOrEqual(Math.floor(t.paragraphs.length / 2) - 1);
      const help = t.paragraphs[index]?.text ?? '';
      expect(wordForms(use?.entry.words ?? []).test(help), help).toBe(true);
    },
  );
});

describe('the favourite character is what the parent said it is like', () => {
  it('"a forgetful wizard" forgets, and the child reminds (the nineteenth panel: he never forgot anything)', () => {
    let forgets = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = tell(
        {
          childName: 'Alfie',
          age: 8,
          readingLevel: (['beginner', 'intermediate', 'advanced'] as const)[seed % 3] ?? 'intermediate',
          interests: ['rockets'],
          fears: [],
          theme: 'magic',
          storyLength: 'long',
          seed,
          favoriteCharacter: 'a forgetful wizard',
        },
        pack,
      );
      expect(t.brief.character?.trait?.id).toBe('forgetful');
      const trait = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'character.trait');
      if (
        trait !== undefined &&
        /forg|remind|remember|lost the thread|What were we|where did it go|gone!|here a minute ago/i.test(
          trait.text,
        )
      )
        forgets++;
    }
    expect(forgets).toBeGreaterThanOrEqual(10);
  });
});

describe('what a member taught the child', () => {
  const base = {
    childName: 'Ravi',
    age: 7,
    pronouns: 'he/him' as const,
    fears: [],
    theme: 'adventure',
    storyLength: 'medium' as const,
  };

  // The twenty-fourth panel: "his grandad in Mumbai taught him to bowl", and Ravi bowled the
  // pufferfish free with never a word of Grandad.
  it('is remembered just before the child does it to put the trouble right', () => {
    let remembered = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const level = (['beginner', 'intermediate', 'advanced'] as const)[seed % 3]!;
      const t = tell(
        {
          ...base,
          seed,
          readingLevel: level,
          interests: ['cricket'],
          customPrompt: 'his grandad in Mumbai taught him to bowl',
        },
        pack,
      );
      const roles = rolesOf(t);
      const fix = roles.indexOf('interest.help');
      if (fix < 0) continue;
      // The cricket fix: a bowl, or a bat Grandad's bowling lessons came with.
      expect(roles.indexOf('member.taught'), t.story.content).toBe(fix - 1);
      expect(t.story.content).toMatch(/Grandad[^.]*taught him to bowl/);
      remembered++;
    }
    expect(remembered).toBeGreaterThan(20);
  });

  it('is told at home when it is not what fixes the trouble', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const t = tell(
        {
          ...base,
          seed,
          readingLevel: 'intermediate',
          interests: ['dinosaurs'],
          familyFriends: 'Nana, who taught him how to knit',
        },
        pack,
      );
      const opening = t.paragraphs
        .slice(0, 2)
        .map((p) => p.text)
        .join(' ');
      expect(opening, t.story.content).toMatch(
        /Nana had taught Ravi to knit|Nana who had taught Ravi to knit/,
      );
    }
  });
});

describe("a member's bedtime habit", () => {
  // The twenty-fifth panel: "Grandpa Kofi, who tells the best stories" told none; his habit was
  // said as the evening began, and then he only held her hand.
  it('is told at bedtime; another habit at home', () => {
    const at = (familyFriends: string, seed: number) => {
      const t = tell(
        {
          childName: 'Amara',
          age: 6,
          pronouns: 'she/her',
          readingLevel: 'intermediate',
          interests: [],
          fears: [],
          theme: 'ocean',
          storyLength: 'medium',
          familyFriends,
          seed,
        },
        pack,
      );
      return t.paragraphs.findIndex((p) => p.roles.includes('member.habit')) - (t.paragraphs.length - 1);
    };
    for (let seed = 1; seed <= 10; seed++) {
      expect(at('Grandpa Kofi who tells the best stories', seed)).toBe(0);
      expect(at('Grandpa Kofi who tells terrible jokes', seed)).toBeLessThan(-3);
    }
  });
});
