import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { wholeWordSource } from './pack/text.js';
import { tell } from './tell/story.js';
import type { StoryWriterInput } from '../writer/types.js';

/**
 * What a grown-up lends at the door pays off, and nothing is used that was never lent (the
 * twenty-second panel: "Zain dug out his best flashlight and gave it to Ayesha, saying, 'Don't
 * lose it, it's my lucky one'", and the flashlight was never heard of again).
 */
const pack = loadPack();
const things = pack.family.lent?.things ?? [];
const thingIn = (text: string) => things.find((t) => new RegExp(wholeWordSource(t), 'iu').test(text));
const FAMILIES = [
  'her big brother Zain',
  'her uncle Dev and cousin Mo',
  'Mum and Grandma Rose',
  'his little sister Bea',
];
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

function stories(): ReturnType<typeof tell>[] {
  return Array.from({ length: 240 }, (_, i) => {
    const input: StoryWriterInput = {
      childName: 'Ayesha',
      age: 4 + (i % 6),
      readingLevel: LEVELS[i % 3] ?? 'intermediate',
      theme: (['adventure', 'space', 'ocean', 'magic'] as const)[i % 4] ?? 'adventure',
      storyLength: (['short', 'medium', 'long'] as const)[i % 3] ?? 'medium',
      interests: ['origami'],
      fears: [],
      familyFriends: FAMILIES[i % FAMILIES.length],
      seed: 500 + i,
    };
    return tell(input, pack);
  });
}

describe('what was lent at the door', () => {
  const told = stories();

  it('is used or given back later in the story', () => {
    let lent = 0;
    for (const t of told) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const at = lines.findIndex((l) => l.role === 'member.send_off');
      const sendOff = lines[at];
      if (sendOff === undefined) continue;
      const given = /\b(?:lent|gave|pressed|handed|dug out|took off|unclipped|have my|take my)\b/i.test(
        sendOff.text,
      )
        ? thingIn(sendOff.text)
        : undefined;
      if (given === undefined) continue;
      lent++;
      const later = lines.slice(at + 1).map((l) => l.text);
      expect(
        later.some((text) => new RegExp(wholeWordSource(given), 'iu').test(text)),
        t.story.content,
      ).toBe(true);
    }
    expect(lent).toBeGreaterThan(10);
  });

  it('a help line that names a lent thing comes after it was lent', () => {
    for (const t of told) {
      const lines = t.paragraphs.flatMap((p) => p.lines);
      lines.forEach((l, i) => {
        if (l.role !== 'member.help') return;
        const named = thingIn(l.text);
        if (named === undefined) return;
        const before = lines.slice(0, i).map((x) => x.text);
        expect(
          before.some((text) => new RegExp(wholeWordSource(named), 'iu').test(text)),
          t.story.content,
        ).toBe(true);
      });
    }
  });
});
