import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import type { TCastEntity } from './pack/schema.js';
import { wordForms } from './pack/check.js';
import { linesAt } from './pack/text.js';
import { matterOf, notDoneTo } from './tell/matter.js';
import { ADA, tellPlot } from '../../../../../tests/support/story-plot.js';

/**
 * Issue 24, coherence: an interest's help is written per kind of trouble, mostly for a lantern or a
 * toy, and was told of a bird and the sky: "Ada rubbed the peacock smooth and round", "gave the
 * peacock a panda shake", "wound bright yarn round the rainbow", "polished the nebula for race
 * day". What the one in trouble is (living, vast, a thing) says what a fix never does to it.
 */
const pack = loadPack();

function objectOf(planId: string): TCastEntity {
  const plan = pack.plans.find((p) => p.id === planId);
  const id = plan?.cast.object?.[0];
  const entity = [...pack.worlds.flatMap((w) => w.cast), ...(plan?.new_cast ?? [])].find((c) => c.id === id);
  if (plan === undefined || entity === undefined) throw new Error(`no object for ${planId}`);
  return entity;
}

describe('what the one in trouble is', () => {
  it('is living for a creature, and what the pack says for plants and the sky', () => {
    expect(matterOf(objectOf('land-peacock-tail'))).toBe('living');
    expect(matterOf(objectOf('land-faded-bluebells'))).toBe('living');
    expect(matterOf(objectOf('sky-faded-rainbow'))).toBe('vast');
    expect(matterOf(objectOf('space-dim-star-lantern'))).toBe('thing');
  });
});

describe("the thing's own name", () => {
  // Panel 29: "Ivy drew gardening in the air with a finger" for the faded bluebell patch: the
  // gardener's watering help said "patch", a word no fix may say of a living thing.
  it('is never counted against the help: the bluebell patch is watered, not drawn in the air', () => {
    const plan = pack.plans.find((p) => p.id === 'land-faded-bluebells');
    if (plan === undefined) throw new Error('no bluebells');
    for (let seed = 1; seed <= 6; seed++) {
      const t = tellPlot(plan, { ...ADA, interests: ['gardening'], seed }, pack);
      const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
      // The gardener's own help: watered, or (since panel 78's lines for living things) hummed to.
      expect(help?.text).toMatch(/\b(?:drink|water\w*|sprinkl\w*|shower|hum\w*|sang|song)\b/i);
      expect(help?.text).not.toMatch(/\bin the air\b/i);
    }
  });
});

describe('a fix never done to what the one in trouble is', () => {
  const plans = [
    'land-peacock-tail',
    'sea-cuttlefish-colors',
    'sky-faded-rainbow',
    'space-nebula-colors-faded',
  ];
  const interests = pack.interests.filter((e) => e.id !== 'generic');

  for (const id of plans)
    it(`${id}: no interest's help polishes, sews or ties it`, () => {
      const plan = pack.plans.find((p) => p.id === id);
      const listed = notDoneTo(pack.frame, objectOf(id), 'faded');
      const words = wordForms(listed);
      if (plan === undefined || listed.length === 0) throw new Error(`nothing to check for ${id}`);
      let told = 0;
      for (const e of interests)
        for (const readingLevel of ['beginner', 'intermediate'] as const) {
          const said = e.match[0] ?? e.label;
          const t = tellPlot(plan, { ...ADA, interests: [said], readingLevel, age: 7, seed: 5 }, pack);
          const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
          if (help === undefined) continue;
          told++;
          // The child's own interest is named in the plain help ("Ada thought of sewing").
          expect(help.text.split(said).join(' '), `${e.id}: ${help.text}`).not.toMatch(words);
        }
      expect(told).toBeGreaterThan(interests.length);
    });
});

/**
 * A riddle carved on a clam was "solved" by "the old clam had five buttons", and a lock of colored
 * dots by "The riddle asked, 'What has a bucket?'" (a panel heard both): a puzzle plot says which
 * kind of puzzle it sets, and the help solves that kind.
 */
describe('a puzzle is solved the way it was set', () => {
  const interests = pack.interests.filter((e) => e.id !== 'generic');
  const cases = [
    ['sea-giant-clam-riddle', /\b(?:buttons?|pressed|dots)\b/i],
    ['land-squirrel-door', /\b(?:buttons?|pressed|dots)\b/i],
    ['home-attic-puzzle-box', /\briddles?\b/i],
    ['sky-rainbow-cupboard', /\briddles?\b/i],
  ] as const;
  for (const [id, never] of cases)
    it(`${id}: the help never says what another kind of puzzle has`, () => {
      const plan = pack.plans.find((p) => p.id === id);
      if (plan === undefined) throw new Error(`no plot ${id}`);
      let told = 0;
      for (const e of interests) {
        const said = e.match[0] ?? e.label;
        const t = tellPlot(plan, { ...ADA, interests: [said], age: 7, seed: 9 }, pack);
        const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
        if (help === undefined) continue;
        told++;
        expect(help.text.split(said).join(' '), `${e.id}: ${help.text}`).not.toMatch(never);
      }
      expect(told).toBeGreaterThan(interests.length / 2);
    });
});

/**
 * Panels 28-30 heard riddles that happened to want the child's interest ("What lifts a bin and
 * goes whoosh?" "A garbage truck!"; a comet's chest opened by "A skateboard!"). A riddle the
 * interest answers is a magic one that asks each reader about what they know best, said before
 * the help; and at a riddle the help is a riddle answered, never a ramp or a button.
 */
describe('a riddle answered by what the child loves is the riddle’s own magic', () => {
  const plots = pack.plans.filter((p) => p.puzzle === 'riddle' && p.solve === undefined);
  const riddling = pack.interests.filter(
    (e) =>
      e.id !== 'generic' &&
      e.help.puzzle !== undefined &&
      linesAt(e.help.puzzle, 'intermediate').some((t) => /\briddle/i.test(t)),
  );
  it('the riddle asks each reader about what they know best, before the interest answers it', () => {
    expect(plots.map((p) => p.id)).toContain('space-old-comet-chest-puzzle');
    let told = 0;
    for (const plan of plots)
      for (const e of riddling.slice(0, 40)) {
        const said = e.match[0] ?? e.label;
        const t = tellPlot(plan, { ...ADA, interests: [said], age: 7, seed: 11 }, pack);
        const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
        const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
        const rule = roles.indexOf('frame.riddle');
        if (help === undefined || rule < 0) continue;
        told++;
        expect(help.text, `${plan.id} ${e.id}`).toMatch(/\briddle/i);
        expect(rule).toBeLessThan(roles.indexOf('interest.help'));
      }
    expect(told).toBeGreaterThan(plots.length * 30);
  });
});
