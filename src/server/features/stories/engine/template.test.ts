import { describe, expect, it } from 'vitest';
import { Rng } from './prng.js';
import { alwaysUses, expand, finishSentence, renderingCount } from './template.js';

const ctx = (seed: number, rich = 1, vars: Record<string, string | readonly string[]> = {}) => ({
  rng: new Rng(seed),
  vars,
  rich,
});

describe('expand', () => {
  it('draws every alternative, nested ones too, and nothing else', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(expand('a [b|c [d|e]|] f', ctx(seed)));
    expect([...seen].sort()).toEqual(['a  f', 'a b f', 'a c d f', 'a c e f']);
  });

  it('keeps a <rich> clause with its probability: always at 1, never at 0', () => {
    expect(expand('x<, y [z|z]> w', ctx(1, 1))).toBe('x, y z w');
    expect(expand('x<, y [z|z]> w', ctx(1, 0))).toBe('x w');
  });

  it('expands variables, lists and markup inside their values', () => {
    const vars = { who: ['[Mia|Mia]'], where: 'the {place}', place: 'moon' };
    expect(expand('{who} went to {where}.', ctx(3, 0, vars))).toBe('Mia went to the moon.');
  });

  it('is the same text for the same seed, and uses its parse again', () => {
    const tpl = '[one|two|three] [red|blue] <big >[fox|owl]';
    for (let seed = 0; seed < 20; seed++)
      expect(expand(tpl, ctx(seed, 0.5))).toBe(expand(tpl, ctx(seed, 0.5)));
  });

  it('refuses what it cannot read, every time it is asked', () => {
    expect(() => expand('{nope}', ctx(1))).toThrow('Unknown template variable {nope}');
    expect(() => expand('a [b|c', ctx(1))).toThrow('Unclosed [');
    expect(() => expand('a [b|c', ctx(1))).toThrow('Unclosed [');
    expect(() => expand('[[[[[[[[x]]]]]]]]', ctx(1))).toThrow('Template nesting too deep');
  });
});

describe('renderingCount', () => {
  it('counts alternatives and optional clauses', () => {
    expect(renderingCount('plain')).toBe(1);
    expect(renderingCount('[a|b] [c|d|e]')).toBe(6);
    expect(renderingCount('x<y [a|b]>')).toBe(3);
  });
});

describe('alwaysUses', () => {
  const names = ['member', 'Member'];
  it('a variable outside every choice, or in every alternative of one, is always told', () => {
    expect(alwaysUses('{Member} smiled.', names)).toBe(true);
    expect(alwaysUses('[{member} waved|{Member} smiled] at [a|b].', names)).toBe(true);
    expect(alwaysUses('[[{member}|{Member}] waved|{Member} smiled].', names)).toBe(true);
  });
  it('in only some alternatives, or only in an optional clause, it is not', () => {
    expect(alwaysUses('[{member} waved|a sigh came] softly.', names)).toBe(false);
    expect(alwaysUses('A sigh came<, from {member}>.', names)).toBe(false);
    expect(alwaysUses('[{member} waved|] softly.', names)).toBe(false);
  });
});

describe('finishSentence', () => {
  it('leaves no comma behind an empty opening alternative ("[Just then|], the owl yawned")', () => {
    expect(finishSentence(' , the owl yawned.')).toBe('The owl yawned.');
    expect(finishSentence('Mia grinned. , the owl yawned a slow yawn.')).toBe(
      'Mia grinned. The owl yawned a slow yawn.',
    );
    expect(finishSentence('"Hush!" , said the owl.')).toBe('"Hush!" said the owl.');
  });

  it('leaves no "and" behind a richer clause that was left out ("worked through it slowly, and.")', () => {
    expect(finishSentence('Maisie worked through it slowly, and .')).toBe('Maisie worked through it slowly.');
    expect(finishSentence('Mia tucked the cat into a pocket, for luck, and.')).toBe(
      'Mia tucked the cat into a pocket, for luck.',
    );
    // A word that only ends in "and" stays.
    expect(finishSentence('She held out her hand.')).toBe('She held out her hand.');
  });

  it('opens the sentence after a quotation that ended with a full stop ("Help wanted, please." A bird...)', () => {
    expect(finishSentence('A note said: "Help wanted, please." a small bird was waiting.')).toBe(
      'A note said: "Help wanted, please." A small bird was waiting.',
    );
    expect(finishSentence('"Wow!" said Mia.')).toBe('"Wow!" said Mia.');
    expect(finishSentence('"Look," said Mia.')).toBe('"Look," said Mia.');
  });

  // Panel 17: a favourite character with no name of its own ("a kind dragon").
  it('calls a companion with no name by its kind: "Thank you, dragon!", not "Thank you, the dragon!"', () => {
    expect(finishSentence('Poppy said, "Thank you, the dragon!"')).toBe('Poppy said, "Thank you, dragon!"');
    expect(finishSentence('"Good night, the bear," said Mia.')).toBe('"Good night, bear," said Mia.');
    expect(finishSentence('Thank you, the dragon said.')).toBe('Thank you, the dragon said.');
  });
});

describe('articles beside names with accents', () => {
  it('leaves the "a" that ends Léa, María or Lucía alone, and still mends a real article', () => {
    expect(finishSentence('Papa had sent Léa a kiss.')).toBe('Papa had sent Léa a kiss.');
    expect(finishSentence('Léa and the fort.')).toBe('Léa and the fort.');
    expect(finishSentence('María and Lucía ate a apple.')).toBe('María and Lucía ate an apple.');
    expect(finishSentence('Zoë found a owl.')).toBe('Zoë found an owl.');
  });
});
