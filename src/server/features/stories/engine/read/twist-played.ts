import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TwistUse } from './types.js';

/** Who the story can tell doing a job: "the lighthouse keeper", never "everyone" or "grandma". */
const NOBODY_IN_PARTICULAR =
  /^(?:everyone|everybody|anyone|anybody|someone|somebody|nobody|people|we|i|you|he|she|they|us|me|him|her|them|it|grown-ups|children|kids)$/;

/** "walrus", "friendly penguin": a creature the pack knows (twists.yaml's lists, characters, pets). */
function aCreature(y: string, pack: Pack): boolean {
  const last = matchKey(y.split(' ').at(-1) ?? y);
  if ([...pack.twists.creatures, ...pack.twists.feared].some((w) => matchKey(w) === last)) return true;
  const known = pack.characterIndex.find(last) ?? pack.petIndex.find(last);
  return known !== undefined && known.key === last;
}

/**
 * "the lighthouse keeper is a walrus", "the teacher is a penguin": a person's job done by a
 * creature (twists.yaml `played-by`). Panel 38's "the lighthouse keeper is a walrus" was reported
 * as a twist the engine could not build around. Only a job (a teacher, a king: not family, not "everyone") and one
 * creature of a word or three; anything else is reported to the parent.
 */
export function playedBy(
  text: string,
  x: TwistUse['x'],
  y: string | undefined,
  pack: Pack,
  isPerson: boolean,
): TwistUse | undefined {
  if (x === undefined || y === undefined || x.plural || x.own || !isPerson) return undefined;
  if (NOBODY_IN_PARTICULAR.test(x.noun)) return undefined;
  // A teacher or a coach has a job; grandma and a brother are family, not a job to play.
  const family = pack.family.relations.some(
    (r) =>
      r.group !== 'grown-up' && r.group !== 'toy' && r.match.some((w) => matchKey(w) === matchKey(x.noun)),
  );
  if (family || y.split(' ').length > 3 || !aCreature(y, pack)) return undefined;
  return { text, shape: 'played-by', x, y, after: `the ${y} ${x.noun}` };
}
