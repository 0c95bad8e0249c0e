import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { ADA, tellPlot } from '../../../../../tests/support/story-plot.js';

/**
 * Issue 24, blind panel 28: a door whose riddle says "I open for the thing you love" was opened by
 * another riddle ("I have cities but no houses...") or "the last part turned the other way". A plot
 * whose problem says what puts it right tells its own fix (ZPlan.solve), with the child's interest.
 */
const pack = loadPack();

describe("a plot's own fix", () => {
  it('the golden door that opens for the thing you love is told what the child loves', () => {
    const plan = pack.plans.find((p) => p.id === 'dream-golden-key-riddle');
    if (plan?.solve === undefined) throw new Error('the golden door has no fix of its own');
    for (const [i, said] of ['knitting', 'rock pools', 'maps', 'teddy bears', 'Minecraft'].entries())
      for (const readingLevel of ['beginner', 'intermediate', 'advanced'] as const) {
        const t = tellPlot(plan, { ...ADA, interests: [said], readingLevel, seed: 20 + i }, pack);
        const help = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'interest.help');
        expect(help).toHaveLength(1);
        expect(help[0]?.text.toLowerCase()).toContain(said.toLowerCase());
        expect(help[0]?.text).not.toMatch(/\b(?:riddle asked|turned the last part|pressed)\b/i);
      }
  });
});
