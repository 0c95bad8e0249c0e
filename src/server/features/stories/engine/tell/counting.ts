import type { TFrame, TWorld } from '../pack/schema.js';

/**
 * A beginner's counting song on the way (issue 24: a toddler's long story is long because more
 * happens, "a cumulative refrain, a counting song", never filler): one of the world's things,
 * then two of the next, then three... each step said the same way, as picture books do, then the
 * close. One line, so the length fitting keeps all of it or none. Each alternative uses one step
 * wording and starts at another of the world's things, so two stories of one world differ.
 */
export function countingSong(counting: TFrame['counting'], things: TWorld['counting']): string[] | undefined {
  if (counting === undefined) return undefined;
  const n = counting.numbers.length;
  if (things.length < n) return undefined;
  const versions = counting.steps.map((step, v) => {
    const told = counting.numbers.map((count, i) => {
      const thing = things[(v + i) % things.length];
      if (thing === undefined) return '';
      return step
        .replaceAll('{count}', count)
        .replaceAll('{things}', i === 0 ? thing.one : thing.many)
        .replaceAll('{sound}', thing.sound);
    });
    return told.join(' ');
  });
  return [`[${versions.join('|')}] ${counting.close}`];
}
