import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { wordForms } from './pack/check.js';
import { loadPack } from './pack/index.js';
import type { TInterest, TPlan } from './pack/schema.js';
import { linesAt } from './pack/text.js';
import { Rng } from './prng.js';
import { expand } from './template.js';
import { ADA, tellPlot } from '../../../../../tests/support/story-plot.js';

/**
 * Issue 24, sixth panel: an interest's help is written per kind of problem, not per plot, so
 * "Every railway line has a station at the end" sent a hatchling to the sea along a path it never
 * made, and "Sailors follow the North Star" was said before sunset. A plot names what it does not
 * have (`out_of_place`); the help told there never says it. When none of the interest's own lines
 * can be told without it, the generic help is told in the interest's name instead.
 */
const pack = loadPack();
const base: StoryWriterInput = { ...ADA, seed: 3 };

const anyVar = new Proxy({}, { get: (_t, k) => (typeof k === 'string' ? `<${k}>` : undefined) });
const rng = new Rng(11);

/** Whether some telling of the template avoids the words (the test's own sampling of its picks). */
function canAvoid(template: string, words: RegExp): boolean {
  for (let i = 0; i < 16; i++)
    if (!words.test(expand(template, { rng, vars: anyVar as Record<string, string>, rich: 0.5 })))
      return true;
  return false;
}

interface Case {
  plan: TPlan;
  words: RegExp;
  interest: string;
  /** None of the interest's own lines at the level avoids the words. */
  none: boolean;
}

/** What a line told in this plot may not say for a child who loves this interest. */
function wordsFor(plan: TPlan, interest: TInterest): RegExp | undefined {
  const world = pack.worlds.find((w) => w.id === plan.worlds[0]);
  // The world's scenery words that are the child's own interest are the child's to talk about.
  const own = interest.label.toLowerCase();
  const inWorld = (world?.out_of_place ?? []).filter((w) => !wordForms([w]).test(own));
  const list = [...inWorld, ...plan.out_of_place];
  return list.length === 0 ? undefined : wordForms(list);
}

/** Per plot, up to two interests none of whose help lines fit it and one with a line that does not. */
function cases(): Case[] {
  const out: Case[] = [];
  for (const plan of pack.plans) {
    let none = 0;
    let some = 0;
    for (const e of pack.interests) {
      const help = e.help[plan.kind];
      const words = wordsFor(plan, e);
      if (help === undefined || words === undefined || e.id === 'generic') continue;
      const templates = linesAt(help, 'intermediate');
      const fits = templates.filter((t) => canAvoid(t, words)).length;
      // An intermediate reader is told a line of the nearest levels before the generic one.
      const near = [...linesAt(help, 'beginner'), ...linesAt(help, 'advanced')];
      if (fits === 0 && !near.some((t) => canAvoid(t, words)) && none++ < 2)
        out.push({ plan, words, interest: e.label, none: true });
      else if (fits > 0 && fits < templates.length && some++ < 1)
        out.push({ plan, words, interest: e.label, none: false });
    }
  }
  return out;
}

describe('an interest helps in a way this plot allows', () => {
  const all = cases();

  it('finds plots where an interest has no fitting help of its own (or the test checks nothing)', () => {
    expect(all.filter((c) => c.none).length).toBeGreaterThan(20);
  });

  it('never tells the help with a word the plot or its world has not got', () => {
    const bad: string[] = [];
    for (const c of all) {
      const told = tellPlot(c.plan, { ...base, interests: [c.interest] }, pack);
      const help = told.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'interest.help');
      // The interest's own name is the child's, whatever the plot ("skiing and sledding").
      for (const l of help)
        if (c.words.test(l.text.split(c.interest).join(' ')))
          bad.push(`${c.plan.id} / ${c.interest}: ${l.text}`);
    }
    expect(bad).toEqual([]);
  });

  it("tells the generic help, by the interest's name, where none of its own lines fits", () => {
    const none = all.filter((c) => c.none).slice(0, 12);
    expect(none.length).toBeGreaterThan(0);
    for (const c of none) {
      const told = tellPlot(c.plan, { ...base, interests: [c.interest] }, pack);
      const help = told.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
      expect(help?.text, `${c.plan.id} / ${c.interest}`).toMatch(new RegExp(c.interest, 'i'));
    }
  });
});
