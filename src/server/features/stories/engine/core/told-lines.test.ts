import { describe, expect, it } from 'vitest';
import { ToldLines, contentWords, retells } from './retell.js';

describe('ToldLines', () => {
  it('answers as retells would against every line told', () => {
    const told = [
      'Up close the moon was vast and silver, its craters like thumbprints in clay.',
      'The floorboards sighed softly under their feet, like a tune.',
      'Each yawn made a warm puff.',
      'There were stars below.',
    ].map(contentWords);
    const lines = new ToldLines();
    for (const t of told) lines.add(t);
    const asked = [
      'The moon drifted close enough to see its craters, gentle hollows as if someone had pressed thumbs into clay.',
      'Each yawn released a warm puff.',
      'Little stars were below.',
      'The old floorboards creaked politely under every step.',
      'A kite danced over the meadow.',
      '',
    ].map(contentWords);
    for (const a of asked) expect(lines.retold(a)).toBe(told.some((t) => retells(a, t)));
    expect(asked.map((a) => lines.retold(a))).toEqual([true, true, true, false, false, false]);
  });
});
