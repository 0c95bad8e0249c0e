import type { TFrame } from '../pack/schema.js';
import { textWithout } from '../pack/text.js';
import { countingSong } from './counting.js';
import type { Scene } from './scene.js';
import { line, lines, type LineReq } from './scene-lines.js';

/** A toddler's (four or under) long story that travels counts what it meets on the way. */
export function counts(s: Scene): boolean {
  return (
    s.young && s.brief.child.age <= 4 && s.travels && s.brief.length === 'long' && s.world.counting.length > 0
  );
}

/** What happens on the way there: a small happening, or a toddler's counting song. */
export function onTheWayLines(s: Scene): LineReq[] {
  const counting = counts(s);
  const said: LineReq[] = [
    ...(counting ? line(countingSong(s.frame.counting, s.world.counting), 'frame.counting', 2) : []),
    ...(s.travels && s.outdoors
      ? lines(onTheWay(s), 'frame.on_the_way', counting ? 1 : s.young ? 3 : 2)
      : []),
  ];
  for (const l of said) {
    l.inWorld = true;
    if (s.notOnTheWay !== undefined && l.notHere === undefined) l.notHere = s.notOnTheWay;
  }
  return said;
}

/**
 * Met away, the friend is not there yet on the way: "Mateo held on to the seahorse" was heard on
 * the way to the seahorse who was hiding under a shell.
 */
function onTheWay(s: Scene): TFrame['on_the_way'] | undefined {
  const text = s.frame.on_the_way;
  return s.away && text !== undefined ? textWithout(text, '{companion.') : text;
}
