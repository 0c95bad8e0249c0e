import { describe, expect, it } from 'vitest';
import { ADA } from '../../../../../../tests/support/story-plot.js';
import type { StoryWriterInput } from '../../writer/types.js';
import { loadPack } from '../pack/index.js';
import type { RawPack } from '../pack/types.js';
import { britishSpellingProblems } from '../pack/lint-sense.js';
import { familyWords } from './family-words.js';
import { tell } from './story.js';

const pack = loadPack();
const NO_NAMES = new Set<string>();
const turn = (said: Partial<StoryWriterInput>, names: ReadonlySet<string> = NO_NAMES) =>
  familyWords({ ...ADA, interests: [], ...said }, pack.words, names);

const PACK_TEXT =
  'Ladybugs on her pajamas, a gray flashlight, her favorite colors, a cozier sweater and Mom’s neighbors.';

describe('the family’s own words (words.yaml)', () => {
  it('a parent who writes the British way hears the story the British way, every form and capital', () => {
    const british = turn({ customPrompt: 'She wears her pyjamas and her favourite colour is red' });
    expect(british(PACK_TEXT)).toBe(
      'Ladybirds on her pyjamas, a grey torch, her favourite colours, a cosier jumper and Mum’s neighbours.',
    );
  });

  it('leaves the text alone for a parent who writes the American way or gives no sign', () => {
    expect(
      turn({ customPrompt: 'her favorite color is teal', familyFriends: 'her neighbour Rosa' })(PACK_TEXT),
    ).toBe(PACK_TEXT);
    expect(turn({ interests: ['dinosaurs'], setting: 'a castle' })(PACK_TEXT)).toBe(PACK_TEXT);
  });

  it('a word of the parent’s own turns its pair even with no other sign; an ambiguous one turns only its pair', () => {
    expect(turn({ interests: ['ladybirds'] })('A ladybug and her favorite flashlight.')).toBe(
      'A ladybird and her favourite torch.',
    );
    expect(turn({ randomTwist: 'a torch that sings' })('A flashlight in her favorite color.')).toBe(
      'A torch in her favorite color.',
    );
    // Panel 29: "bin lorries" came back as "A garbage truck!"
    expect(turn({ interests: ['bin lorries'] })('"A garbage truck!" The garbage trucks rumbled by.')).toBe(
      '"A bin lorry!" The bin lorries rumbled by.',
    );
  });

  it('a word the parent wrote themselves is kept, and a name is never turned', () => {
    const said = turn({ customPrompt: 'his favourite pajamas' }, new Set(['Gray']));
    expect(said('Gray loved his gray pajamas and his favorite color.')).toBe(
      'Gray loved his grey pajamas and his favourite colour.',
    );
  });

  it('a whole story told for a British family says ladybird and pyjamas, never ladybug or pajamas', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const input: StoryWriterInput = {
        ...ADA,
        seed,
        interests: ['ladybirds'],
        customPrompt: 'she loves her new pyjamas',
      };
      const told = tell(input, pack);
      const text = `${told.story.title}\n${told.story.content}`;
      expect(text, `seed ${seed}`).not.toMatch(/ladybug|pajama|\bcolor|favorite|\bgray|\bmom\b/iu);
      expect(text, `seed ${seed}`).toMatch(/ladybird/iu);
    }
  });
});

describe('story:lint keeps the pack American, so the turn finds every word', () => {
  it('finds a British line, but not a match list, a pattern or a word Americans write too', () => {
    const lines = {
      lines: ['{pet.a} was getting cosy in a favourite corner.', 'The torch on the wall glowed all night.'],
      match: ['favourite colour'],
      pattern: ['(mum|mom) is away tonight with work'],
    };
    const found = britishSpellingProblems(
      { words: pack.words, plans: [lines] } as unknown as Partial<RawPack>,
      new Map(),
    );
    expect(found.map((p) => p.message)).toEqual([
      '"cosy" is British: the pack is American English (words.yaml turns it for a British family)',
    ]);
  });
});
