import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';

/** Issue 24, blind panel 86: what the parent typed, said but not done. */
const pack = loadPack();
const base = {
  childName: 'Emeka',
  age: 7,
  readingLevel: 'intermediate' as const,
  interests: [],
  fears: [],
  theme: 'friendship',
  storyLength: 'medium' as const,
  seed: 8610,
};

describe('a favourite character who tells riddles or jokes tells one', () => {
  // Panel 86: "The giraffe told riddles more than once", and the story held no riddle at all.
  it.each([
    ['a giraffe who tells riddles', /"What (?:has|gets|goes)\b[^"]*\?"/],
    ['a penguin who tells jokes', /"(?:Why|What)\b[^"]*\?[^"]*!"/],
  ])('"%s": one in the middle and one at the end, each with its answer', (favoriteCharacter, asked) => {
    for (const t of panelTeller({ ...base, favoriteCharacter }, pack).many({}, 18)) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      for (const role of ['character.trait', 'character.end'])
        expect(
          lines.filter((l) => l.role === role && asked.test(l.text)).length,
          `${role}: ${t.story.content}`,
        ).toBe(1);
    }
  });

  it("a riddle is asked with its own answer, never another riddle's", () => {
    const answers: Record<string, string> = {
      'hands but cannot clap': 'A clock',
      'keys but cannot open': 'A piano',
      'neck but no head': 'A bottle',
      'teeth but cannot bite': 'A comb',
      'wetter the more it dries': 'A towel',
      'an eye but cannot see': 'A needle',
      'goes up and never comes down': 'Your age',
      'a face': 'A clock',
      'keys, yet cannot open': 'A piano',
    };
    let asked = 0;
    for (const t of panelTeller({ ...base, favoriteCharacter: 'an owl who tells riddles' }, pack).many(
      {},
      30,
    ))
      for (const l of t.paragraphs.flatMap((p) => p.lines).filter((x) => x.role.startsWith('character.'))) {
        const riddle = Object.keys(answers).find((q) => l.text.includes(q));
        if (riddle === undefined) continue;
        asked++;
        expect(l.text).toContain(`"${answers[riddle]}!"`);
      }
    expect(asked).toBeGreaterThan(30);
  });
});

describe('lines that stumbled read aloud', () => {
  // Panel 86: "Good old the hedgehog!" (a character without a name), "not everyone knows marbles
  // when he meet them".
  it('a character with no name is never "good old the ...", and no child "meet" anything', () => {
    const told = [
      ...panelTeller({ ...base, favoriteCharacter: 'a hedgehog who sneezes' }, pack).many({}, 18),
      ...panelTeller({ ...base, randomTwist: 'the planets are secretly marbles', theme: 'space' }, pack).many(
        {},
        18,
      ),
    ];
    for (const t of told)
      expect(t.story.content).not.toMatch(/\bGood old the\b|\b(?:he|she) (?:meet|see) them\b/);
  });
});

describe('an interest is what its words are about', () => {
  // Panel 85: "lightning mcqueen", typed in lower case, was told as thunderstorms.
  it('"lightning mcqueen" is not the storms entry; "baking cakes" is still baking', () => {
    const interest = (said: string) =>
      readBrief({ ...base, interests: [said], seed: 1 }, pack).interests.map((i) => i.entry.id);
    expect(interest('lightning mcqueen')).not.toContain('storms');
    expect(interest('baking cakes')).toEqual(['baking']);
    expect(interest('horse riding')).toEqual(['horses']);
  });
});

describe("the parent's setting by the parent's own word", () => {
  // Panel 86: "a foggy marsh in autumn" was told as a round pond on a warm evening, the marsh never named.
  it('"a foggy marsh in autumn": the marsh is named, and the autumn evening is never warm', () => {
    const told = panelTeller(
      {
        ...base,
        childName: 'Rafferty',
        age: 8,
        readingLevel: 'advanced',
        interests: ['beetles'],
        theme: 'nature',
        setting: 'a foggy marsh in autumn',
      },
      pack,
    ).many({}, 24);
    for (const t of told) {
      expect(t.story.content).toMatch(/\bmarsh\b/);
      expect(t.story.content).not.toMatch(/\b(?:evening was warm|warm evening)\b/);
    }
  });
});
