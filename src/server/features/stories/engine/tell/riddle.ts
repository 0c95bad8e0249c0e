import type { TText } from '../pack/schema.js';
import { linesAt } from '../pack/text.js';
import { otherKinds } from './kinds.js';
import { outOfPlaceIn } from './line-checks.js';
import type { Scene } from './scene.js';

const RIDDLE = /\briddles?\b/i;

/**
 * A riddle plot answered by the child's own interest. Panels 28-30 heard the answer land on what
 * the child loves by luck ("What lifts a bin and goes whoosh?" "A garbage truck!"). Here the
 * riddle is a magic one that asks each reader about what they know best (frame
 * `riddle_for_the_reader`, said with the problem), and the fix is one of the interest's riddles,
 * never a button or a ramp pressed at a riddle; an interest with none (or one the table does not
 * know) is asked about by its word (frame `riddle_generic`). Undefined when the plot has its own fix.
 */
export function riddleHelp(s: Scene): TText | undefined {
  const { plan, first } = s;
  if (plan.puzzle !== 'riddle' || plan.solve !== undefined || first === undefined) return undefined;
  // Every level of it, so a story cut to its length can tell it shorter.
  const plain = s.frame.riddle_generic;
  const help: TText | undefined = first.generic ? undefined : first.entry.help.puzzle;
  if (help === undefined) return plain;
  // "lions": a riddle whose answer is a tiger is no riddle of theirs (tell/kinds.ts).
  const another = otherKinds(first);
  // What the help may not say here (a button pressed at a riddle, string tied round a clam) counts
  // outside the riddle's own words: "I have four wheels" is asked, not turned like a dial.
  const notHere = s.helpNotHere;
  // Nor the words this world and plot have not got, even asked (a sky under the sea).
  const said = `${first.said} ${first.entry.label}`.toLowerCase();
  const notInWorld = outOfPlaceIn(s.world, plan, said);
  const riddles = linesAt(help, s.brief.child.level).filter(
    (t) =>
      RIDDLE.test(t) &&
      another?.(t) !== true &&
      notHere?.test(t.replace(/"[^"]*"/g, ' ')) !== true &&
      notInWorld?.test(t) !== true,
  );
  // An interest with no riddle of its own is asked about by its word: never a part turned at a
  // clam who asked a riddle (panel 62: "opened the moment he turned the last part the other way").
  return riddles.length === 0 ? plain : riddles;
}
