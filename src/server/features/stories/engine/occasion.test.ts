import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { allLines } from './pack/text.js';
import { keepTheNightWhole } from './tell/shape.js';
import type { Rendered } from './tell/render-context.js';
import { tell, type ToldStory } from './tell/story.js';

/**
 * Issue 24, variety: a blind panel heard one skeleton in every story (a call, the trouble, the
 * fix, home). Some are now told on a night that comes once a year in their world (the worlds'
 * `occasions`): the child knows at home what tonight is, and once the trouble is put right it
 * begins, a paragraph of its own, before the way home.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Ines',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['beetles'],
  fears: [],
  theme: 'space',
  storyLength: 'long',
  seed: 1,
  pronouns: 'she/her',
};
const themes = ['space', 'ocean', 'nature', 'bedtime', 'magic', 'animals', 'adventure'] as const;
const levels = [
  { readingLevel: 'beginner', age: 4 },
  { readingLevel: 'intermediate', age: 7 },
  { readingLevel: 'advanced', age: 10 },
] as const;
const told: ToldStory[] = [];
for (let seed = 1; seed <= 24; seed++)
  for (const theme of themes)
    told.push(
      tell({ ...base, ...levels[seed % 3], theme, seed, storyLength: seed % 2 ? 'medium' : 'long' }, pack),
    );

const kinds = (t: ToldStory) => t.paragraphs.map((p) => p.kind);
const awaited = (t: ToldStory) => t.shape.occasion === 'awaited';

describe('a night of the year', () => {
  it('is promised at home before the call and begins once the trouble is put right, before the way home', () => {
    const nights = told.filter(awaited);
    expect(nights.length).toBeGreaterThan(told.length * 0.15);
    expect(nights.length).toBeLessThan(told.length * 0.6);
    // More than one world's nights are heard.
    expect(new Set(nights.map((t) => t.world.id)).size).toBeGreaterThan(2);
    for (const t of nights) {
      const where = `${t.plan.id} ${t.brief.child.level}`;
      expect(
        t.world.occasions.map((o) => o.id),
        where,
      ).toContain(t.shape.occasionId);
      const promised = t.paragraphs.findIndex((p) => p.roles.includes('shape.tonight'));
      const begins = t.paragraphs.findIndex((p) => p.kind === 'occasion');
      expect(t.paragraphs[promised]?.kind, where).toBe('opening');
      // The child knows what tonight is before anyone comes for them.
      const call = kinds(t).indexOf('call');
      if (call >= 0) expect(promised, where).toBeLessThan(call);
      expect(t.paragraphs[begins]?.roles, where).toEqual(['shape.begins']);
      expect(begins, where).toBeGreaterThan(kinds(t).indexOf('resolution'));
      for (const after of ['home', 'bedtime']) {
        const at = kinds(t).indexOf(after);
        if (at >= 0) expect(begins, where).toBeLessThan(at);
      }
      // It names only the child: the one helped may be asleep already.
      for (const e of [t.cast.companion, t.cast.object])
        if (e?.name !== undefined) expect(t.paragraphs[begins]?.text, where).not.toContain(e.name);
    }
  });

  it('stories told without one are unchanged by it: none says what tonight is', () => {
    for (const t of told.filter((x) => !awaited(x))) {
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles).not.toContain('shape.tonight');
      expect(kinds(t)).not.toContain('occasion');
    }
  });

  it("is never told with the storyteller's bookend, for siblings or in a series chapter", () => {
    for (const t of told) if (t.shape.opening === 'told') expect(t.shape.occasion).toBe('none');
    for (let seed = 1; seed <= 30; seed++) {
      const sibs = tell(
        { ...base, seed, siblings: [{ childName: 'Bram', age: 5, interests: ['drums'] }] },
        pack,
      );
      expect(sibs.shape.occasion).toBe('none');
      const chapter = tell({ ...base, seed, series: { chapter: 2, chapters: 3 } }, pack);
      expect(chapter.shape.occasion).toBe('none');
    }
  });

  // A child afraid of the dark hears no night of the year at all (read-aloud-panel64.test.ts).
  it('says nothing the child is afraid of: a child afraid of owls hears no night that names them', () => {
    let nights = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const t = tell(
        { ...base, theme: themes[seed % themes.length] ?? 'space', seed, fears: ['owls'] },
        pack,
      );
      if (!awaited(t)) continue;
      nights++;
      const occasion = t.world.occasions.find((o) => o.id === t.shape.occasionId);
      for (const text of [occasion?.tonight, occasion?.soon, occasion?.begins])
        if (text !== undefined)
          for (const l of allLines(text)) expect(t.brief.isSafe(l.template), l.template).toBe(true);
    }
    expect(nights).toBeGreaterThan(0);
  });

  it("shows no shooting stars when the parent's twist has the stars hiding", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const t = tell({ ...base, seed, randomTwist: 'the stars are hiding' }, pack);
      if (awaited(t)) expect(t.shape.occasionId, t.plan.id).not.toBe('meteor-shower');
    }
  });

  it('at home, where the child may be out in the garden, is not watched "through the window"', () => {
    // A panel heard Beatrix mend the apple blossom in the garden, then smile at the night-flower
    // "through the window".
    let outside = 0;
    for (let seed = 1; seed <= 900 && outside < 12; seed++) {
      const t = tell({ ...base, ...levels[seed % 3], theme: seed % 2 ? 'nature' : 'bedtime', seed }, pack);
      if (!awaited(t) || t.world.id !== 'home' || t.plan.indoors) continue;
      outside++;
      const begins = t.paragraphs.find((p) => p.kind === 'occasion')?.text ?? '';
      expect(begins, t.plan.id).not.toMatch(/\b(?:through|from|out of) the window\b|\bback door\b/i);
    }
    expect(outside).toBeGreaterThan(3);
  });

  it('is told whole or not at all: a promise whose beginning could not be told goes too', () => {
    const req = (role: string) => ({ req: { role }, text: role, words: 1 }) as unknown as Rendered;
    const paragraphs = [
      { kind: 'opening', lines: [req('plan.opening'), req('shape.tonight')] },
      { kind: 'problem', lines: [req('plan.problem'), req('shape.soon')] },
      { kind: 'occasion', lines: [] as Rendered[] },
      { kind: 'home', lines: [req('plan.home')] },
    ];
    keepTheNightWhole(paragraphs);
    expect(paragraphs.map((p) => [p.kind, p.lines.map((l) => l.req.role)])).toEqual([
      ['opening', ['plan.opening']],
      ['problem', ['plan.problem']],
      ['home', ['plan.home']],
    ]);
  });
});

describe('a plot told on a night of its own', () => {
  const ownNight = /\b(?:once a year|one night of the year|night of the year|once every year)\b/i;
  const plans = pack.plans;
  const says = (plan: (typeof plans)[number]) =>
    Object.values(plan).some(
      (v) => typeof v === 'object' && v !== null && JSON.stringify(v).match(ownNight) !== null,
    );

  it('says so in its file (own_night), so that no second night of the year is told on it', () => {
    const marked = plans.filter(says);
    expect(marked.length).toBeGreaterThan(3);
    for (const plan of marked) expect(plan.own_night, plan.id).toBe(true);
  });

  it("is never told on a world's night of the year too", () => {
    let own = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const t = tell({ ...base, ...levels[seed % 3], theme: seed % 2 ? 'space' : 'ocean', seed }, pack);
      if (!t.plan.own_night) continue;
      own++;
      expect(t.shape.occasion, t.plan.id).toBe('none');
    }
    expect(own).toBeGreaterThan(5);
  });
});
