import { describe, expect, it } from 'vitest';
import { ADA } from '../../../../../../tests/support/story-plot.js';
import { loadPack } from '../pack/index.js';
import { laterMention, noteMention, type MentionContext } from './mentions.js';
import { tell } from './story.js';

describe('a companion with a long description, mentioned again', () => {
  it('is named in full first, then mostly by its kind, its full words every third time', () => {
    const ctx: MentionContext = {};
    const said: string[] = [];
    for (let i = 0; i < 6; i++) {
      const vars: Record<string, string> = { 'companion.the': 'the grumpy old owl', 'companion.noun': 'owl' };
      laterMention(vars, ctx);
      said.push(vars['companion.the'] ?? '');
      noteMention('{companion.The} hooted.', ctx);
    }
    expect(said).toEqual([
      'the grumpy old owl',
      'the owl',
      'the owl',
      'the grumpy old owl',
      'the owl',
      'the owl',
    ]);
  });

  it('keeps a name that is not a description, and a place the kind does not end', () => {
    const ctx: MentionContext = { companionThe: 1 };
    const plain: Record<string, string> = { 'companion.the': 'the fox', 'companion.noun': 'fox' };
    laterMention(plain, ctx);
    expect(plain['companion.the']).toBe('the fox');
    const island: Record<string, string> = {
      'companion.the': 'the [little |]island',
      'companion.noun': 'lighthouse island',
    };
    laterMention(island, ctx);
    expect(island['companion.the']).toBe('the [little |]island');
  });

  it('in told stories, a favourite character of several words is not said in full every time', () => {
    const pack = loadPack();
    let full = 0;
    let short = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const t = tell({ ...ADA, favoriteCharacter: 'a grumpy old owl', theme: 'nature', seed }, pack);
      full += (t.story.content.match(/\bthe grumpy old owl\b/gi) ?? []).length;
      short += (t.story.content.match(/\bthe owl\b/gi) ?? []).length;
    }
    expect(short).toBeGreaterThan(full);
  });
});
