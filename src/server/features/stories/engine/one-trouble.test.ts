import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';
import { PLAIN_REQUEST } from '../../../../../tests/support/story-requests.js';

/**
 * Issue 24, coherence: a twist that is a trouble of its own ("the moon is stuck in a tree", "the
 * dragon has the hiccups") is met, tried and put right in one place, before the plot's own trouble
 * is tried. Panel 61 heard the moon freed in the same breath as a lost seed was found: two errands
 * woven through one night, each half told.
 */
const pack = loadPack();

/** The plot's own try and fix: nothing of the twist's trouble may come between them. */
const PLOT_WORK = new Set([
  'plan.attempt',
  'frame.attempts',
  'interest.help',
  'plan.solve',
  'frame.try_again',
]);

const TROUBLES = [
  'the moon is stuck in a tree',
  'the dragon has the hiccups',
  'the sun has a cold',
  'the owl is sad',
  "the lighthouse door won't open",
  'the old clock has stopped',
  'the little star lost its way',
];

describe('a twist that is a trouble of its own', () => {
  it.each(TROUBLES)('"%s" is put right where it is met, before the plot is tried', (randomTwist) => {
    let told = 0;
    for (let i = 0; i < 30; i++) {
      const input: StoryWriterInput = {
        ...PLAIN_REQUEST,
        theme: ['adventure', 'space', 'magic', 'ocean', 'animals'][i % 5] ?? 'adventure',
        randomTwist,
        seed: 300 + i,
      };
      const t = tell(input, pack);
      const roles = t.paragraphs.flatMap((p) => p.roles);
      const premise = roles.indexOf('twist.premise');
      const cure = roles.indexOf('twist.solve');
      if (premise < 0 || cure < 0) continue;
      told++;
      const where = `${t.plan.id}: ${roles.join(' ')}`;
      // Seen from home (the tree outside the window on a night in space): eased once home.
      if (t.paragraphs.find((p) => p.roles.includes('twist.premise'))?.kind === 'opening') {
        const lastWork = roles.reduce((last, r, at) => (PLOT_WORK.has(r) ? at : last), -1);
        expect(cure, where).toBeGreaterThan(lastWork);
        continue;
      }
      const between = roles.slice(premise, cure).filter((r) => PLOT_WORK.has(r));
      expect(between, where).toEqual([]);
      const plotTried = roles.findIndex((r) => PLOT_WORK.has(r));
      if (plotTried >= 0) expect(cure, where).toBeLessThan(plotTried);
    }
    // Most nights tell the whole of it: premise and cure.
    expect(told).toBeGreaterThan(20);
  });

  it('"the moon is stuck in a tree" on a night in space is the tree outside the window, seen from home', () => {
    let seen = 0;
    for (let i = 0; i < 20; i++) {
      const t = tell(
        { ...PLAIN_REQUEST, theme: 'space', randomTwist: 'the moon is stuck in a tree', seed: 500 + i },
        pack,
      );
      if (t.world.id !== 'space') continue;
      const premise = t.paragraphs.find((p) => p.roles.includes('twist.premise'));
      if (premise === undefined) continue;
      seen++;
      expect(premise.kind, t.story.content).toBe('opening');
    }
    expect(seen).toBeGreaterThan(10);
  });
});
