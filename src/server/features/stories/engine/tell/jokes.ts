import { cap } from '../pack/text.js';
import type { Pack } from '../pack/compile.js';
import type { Brief } from '../read/types.js';
import type { Placed } from './personal.js';

/**
 * A real knock-knock joke, told by whoever the parent said tells jokes (read/jokes.ts): a family
 * member at home, where their habit is told; the twist's thing or the child when the trouble is
 * over and everyone is glad (the resolution), so it never interrupts the problem.
 */
export function jokeLines(
  brief: Brief,
  pack: Pack,
  /** The companion falls asleep once helped: the child's joke is told while it is still awake. */
  companionSleeps = false,
): Placed[] {
  const joke = brief.joke;
  const jokes = pack.twists.jokes;
  if (joke === undefined || jokes === undefined || jokes.list.length === 0) return [];
  const chosen = jokes.list[joke.pick % jokes.list.length];
  if (chosen === undefined) return [];
  const parts = { 'joke.who': chosen.who, 'joke.punch': chosen.punch };
  // A funny tone's joke gives way to a worry the parent wrote, never the other way round.
  const priority = joke.byTone === true && brief.worry !== undefined ? 2 : 1;
  // Panel 82 heard a knock-knock joke told to a kitten that had just fallen asleep, "Everyone
  // giggled", then "The kitten snored softly": one who will sleep hears it when first met.
  if (joke.teller === 'child')
    return [
      {
        where: companionSleeps ? 'call' : 'resolution',
        line: { text: jokes.child_tells, role: 'joke', priority, vars: parts },
      },
    ];
  const teller = joke.teller === 'member' ? joke.member?.name : brief.twist?.x?.the;
  if (teller === undefined) return [];
  const vars = { ...parts, 'joke.teller': teller, 'joke.Teller': cap(teller) };
  // A grandpa who always tells jokes tells one at home, where his habit is; the owl, once all is well.
  const where = joke.teller === 'member' ? 'opening' : 'resolution';
  return [{ where, line: { text: jokes.telling, role: 'joke', priority: 1, vars } }];
}
