import pluralize from 'pluralize';
import type { InterestUse, TwistUse } from './types.js';

/** Never anyone's own, whatever the child loves: the moon, the sea, a castle. */
const NOBODYS =
  /^(?:moon|sun|star|planet|sky|cloud|rain|snow|wind|rainbow|sea|ocean|river|lake|tree|forest|wood|mountain|hill|volcano|castle|island|world|night)$/;

/**
 * "the robot is afraid of the dark" for a child who loves robotics: the robot is the child's own,
 * at home before it is afraid (panel 17 heard Oscar build a robot, then "close by, Oscar noticed
 * a robot"). The thing is the interest's own main word ("robot" for robots, "dinosaur" for
 * dinosaurs), one of it, and nothing that is nobody's to own.
 */
export function ownedByInterest(
  twist: TwistUse | undefined,
  interests: readonly InterestUse[],
): TwistUse | undefined {
  const x = twist?.x;
  if (twist === undefined || x === undefined || x.own || x.plural) return twist;
  const noun = pluralize.singular(x.noun.toLowerCase());
  if (NOBODYS.test(noun)) return twist;
  const loved = interests.some((i) => !i.generic && pluralize.singular(i.entry.words[0] ?? '') === noun);
  return loved ? { ...twist, x: { ...x, own: true } } : twist;
}
