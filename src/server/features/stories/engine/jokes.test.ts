import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { grammarFindings } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * "He loves knock-knock jokes", "the owl tells knock-knock jokes", "Grandpa, who tells knock-knock
 * jokes": the panel never heard one (issue 24). Whoever the parent said tells jokes now tells a
 * real one from the pack, a different one on different nights.
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SEEDS = Array.from({ length: 12 }, (_v, i) => i * 15485863 + 17);
const PUNCHES = (pack.twists.jokes?.list ?? []).map((j) => j.punch);

function request(seed: number, over: Partial<StoryWriterInput>): StoryWriterInput {
  const level = LEVELS[seed % 3] ?? 'intermediate';
  return {
    childName: 'Kofi',
    age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
    readingLevel: level,
    pronouns: seed % 2 === 0 ? 'she/her' : 'he/him',
    interests: [],
    fears: [],
    theme: (['magic', 'animals', 'adventure', 'bedtime'] as const)[seed % 4] ?? 'magic',
    storyLength: seed % 3 === 0 ? 'short' : 'medium',
    seed,
    ...over,
  };
}

const jokeLine = (t: ReturnType<typeof tell>) =>
  t.paragraphs.flatMap((p) =>
    p.lines.filter((l) => l.role === 'joke').map((l) => ({ ...l, kind: p.kind })),
  )[0];

describe('knock-knock jokes the parent asked for are told', () => {
  it.each([
    [
      'the owl tells knock-knock jokes',
      { randomTwist: 'the owl tells knock-knock jokes' },
      /the owl|The owl/,
      'twist',
    ],
    ['a note: he loves knock-knock jokes', { customPrompt: 'he loves knock-knock jokes' }, /Kofi/, 'child'],
    [
      'a note: she tells jokes all day',
      { customPrompt: 'She is four. She tells jokes all day.' },
      /Kofi/,
      'child',
    ],
    [
      'family: Grandpa, who tells knock-knock jokes',
      { familyFriends: 'Grandpa, who tells knock-knock jokes' },
      /Grandpa/,
      'member',
    ],
    [
      'a note: Auntie May tells the best jokes',
      { familyFriends: 'Auntie May', customPrompt: 'Auntie May tells the best jokes' },
      /Auntie May/,
      'member',
    ],
  ] as const)('%s: a real joke, by the one who tells them', (_name, over, teller, who) => {
    const heard = new Set<string>();
    for (const seed of SEEDS) {
      const t = tell(request(seed, over), pack);
      expect(t.brief.joke?.teller, t.story.content).toBe(who);
      const line = jokeLine(t);
      expect(line?.text, t.story.content).toMatch(/"Knock, knock[,.!]"/);
      expect(line?.text).toMatch(/"Who's there\?"/);
      const punch = PUNCHES.find((p) => line?.text.includes(p));
      expect(punch, line?.text).toBeDefined();
      if (punch !== undefined) heard.add(punch);
      expect(line?.text).toMatch(teller);
      // At home where a grandpa's habit is; the owl and the child once the trouble is over, but
      // the child's joke to a companion who falls asleep once helped when they meet (panel 82
      // heard a joke told to a kitten that had just fallen asleep).
      const sleeps =
        (t.plan.kind === 'sleepless' || t.plan.sleeps_once_helped) && t.cast.object === t.cast.companion;
      expect(line?.kind).toBe(
        who === 'member' ? 'opening' : who === 'child' && sleeps ? 'call' : 'resolution',
      );
      expect(grammarFindings(t.story.content), t.story.content).toEqual([]);
    }
    // Not the same joke every night.
    expect(heard.size).toBeGreaterThanOrEqual(4);
  });

  it('no joke where nobody was said to tell them', () => {
    for (const seed of SEEDS) {
      const t = tell(
        request(seed, { randomTwist: 'the owl can talk', customPrompt: 'she loves owls' }),
        pack,
      );
      expect(t.brief.joke).toBeUndefined();
      expect(jokeLine(t)).toBeUndefined();
    }
  });
});
