import pluralize from 'pluralize';
import { wholeWordSource } from '../pack/text.js';
import type { InterestUse } from '../read/types.js';

/**
 * An interest entry that covers several animals (`kinds` in the pack: big cats are lions, tigers,
 * cheetahs...): a parent who typed "cheetahs" asked for cheetahs, so a line naming a tiger or a
 * snow leopard is not told. The test finds the other kinds' words, longest first, so that
 * "snow leopard" is not read as a leopard; undefined when the parent named no one kind.
 */
export function otherKinds(use: InterestUse): ((text: string) => boolean) | undefined {
  return keptFor(others, use, otherKindsOf);
}

function otherKindsOf(use: InterestUse): ((text: string) => boolean) | undefined {
  const kinds = use.entry.kinds;
  if (kinds === undefined || use.generic) return undefined;
  const own = kindOf(use.said, kinds);
  // "kathak dance": a kind the table does not list is the parent's too, so no listed kind is
  // told (panel 62 heard an Irish jig for a girl who dances kathak).
  if (own === undefined && !unlistedKind(use)) return undefined;
  const words = kinds
    .flatMap((k, i) => k.map((w) => ({ w: w.toLowerCase(), i })))
    .sort((a, b) => b.w.length - a.w.length);
  const others = words.filter((x) => x.i !== own).map((x) => x.w);
  if (others.length === 0) return undefined;
  // The own kind's words are matched too (first, where longer): "snow leopard" is not a leopard.
  const all = words.map((x) => `${wholeWordSource(x.w)}|${wholeWordSource(pluralize.plural(x.w))}`).join('|');
  const found = new RegExp(all, 'giu');
  const other = new Set(others.flatMap((w) => [w, pluralize.plural(w)]));
  return (text) => [...text.matchAll(found)].some((m) => other.has(m[0].toLowerCase()));
}

/**
 * Each test made once per interest entry and parent's words: a story asks for it line after line
 * (each made a pattern of every kind's words again).
 */
type Test = ((text: string) => boolean) | undefined;
type Kept = WeakMap<InterestUse['entry'], Map<string, { test: Test }>>;
const others: Kept = new WeakMap();
const owns: Kept = new WeakMap();
function keptFor(kept: Kept, use: InterestUse, make: (use: InterestUse) => Test): Test {
  if (use.entry.kinds === undefined) return undefined;
  let bySaid = kept.get(use.entry);
  if (bySaid === undefined) {
    bySaid = new Map();
    kept.set(use.entry, bySaid);
  }
  const key = `${use.generic ? 1 : 0}\u0000${use.said}`;
  let hit = bySaid.get(key);
  if (hit === undefined) {
    // Bounded: the parent's words are many over a long run, the entries few.
    if (bySaid.size > 500) bySaid.clear();
    hit = { test: make(use) };
    bySaid.set(key, hit);
  }
  return hit.test;
}

/**
 * "bharatanatyam dance": the parent named a kind of the interest that the table has no lines for,
 * so the table's lines say only "dance". The story says the parent's own words first (panel 64
 * heard a whole story of "her silliest dance song" for a girl who dances bharatanatyam).
 */
export function namesUnlistedKind(use: InterestUse): boolean {
  const kinds = use.entry.kinds;
  return kinds !== undefined && !use.generic && kindOf(use.said, kinds) === undefined && unlistedKind(use);
}

/** Words that say how or how often, never which kind: "dance lessons", "doing ballet". */
const NO_KIND = new Set(
  'a an the my his her their our and or of with to at in on doing playing going loves love lots little big new fun time club class classes lesson lessons school practice really very'.split(
    ' ',
  ),
);

/**
 * The parent's words name a kind the entry does not list: a word beside the interest's own that
 * is none of its words ("kathak" of "kathak dance", "salsa" of "salsa dancing").
 */
function unlistedKind(use: InterestUse): boolean {
  const known = new Set(
    [...use.entry.match, ...use.entry.words, use.entry.label].flatMap((w) => w.toLowerCase().split(/\s+/)),
  );
  return use.said
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .some((w) => w !== '' && !NO_KIND.has(w) && !known.has(w) && !known.has(pluralize.singular(w)));
}

/** The kind the parent's words name ("cheetahs" → cheetah's), the longest word winning. */
/**
 * The parent named a kind of the entry other than the one its label says: "hopscotch" of the
 * skipping entry (labelled "jumping rope") is hopscotch, never "a song about jumping rope".
 */
export function saysAnotherKind(use: InterestUse): boolean {
  const kinds = use.entry.kinds;
  if (kinds === undefined || use.generic) return false;
  const own = kindOf(use.said, kinds);
  return own !== undefined && own !== kindOf(use.entry.label, kinds);
}

function kindOf(said: string, kinds: readonly (readonly string[])[]): number | undefined {
  let best: { i: number; length: number } | undefined;
  kinds.forEach((k, i) => {
    for (const w of k)
      if (new RegExp(`${wholeWordSource(w)}|${wholeWordSource(pluralize.plural(w))}`, 'iu').test(said))
        if (best === undefined || w.length > best.length) best = { i, length: w.length };
  });
  return best?.i;
}

/**
 * The parent's own kind, for a template to be told first: a child who does Irish dancing hears of
 * a jig before a ribbon stick (both are dancing; the jig is what the parent typed). Undefined when
 * the parent named no one kind. Told first, not only: a line heard lately still gives way.
 */
export function ownKind(use: InterestUse): ((template: string) => boolean) | undefined {
  return keptFor(owns, use, ownKindOf);
}

function ownKindOf(use: InterestUse): ((template: string) => boolean) | undefined {
  const kinds = use.entry.kinds;
  if (kinds === undefined || use.generic) return undefined;
  const own = kindOf(use.said, kinds);
  const words = own === undefined ? undefined : kinds[own];
  if (words === undefined) return undefined;
  const found = new RegExp(
    words.map((w) => `${wholeWordSource(w)}|${wholeWordSource(pluralize.plural(w))}`).join('|'),
    'iu',
  );
  return (template) => found.test(template);
}

const ownWords = new WeakMap<InterestUse['entry'], Map<string, RegExp | undefined>>();

/**
 * "potions" of the wizards entry (labelled "wizards and magic"): the parent's own word, one of the
 * entry's words its label does not say, for the templates that say it to be told first (panel 87
 * heard spells and a wand, and never a potion). Undefined when the label says it already.
 */
export function ownWord(use: InterestUse): ((template: string) => boolean) | undefined {
  if (use.generic) return undefined;
  let bySaid = ownWords.get(use.entry);
  if (bySaid === undefined) {
    bySaid = new Map();
    ownWords.set(use.entry, bySaid);
  }
  if (!bySaid.has(use.said)) {
    if (bySaid.size > 500) bySaid.clear();
    bySaid.set(use.said, ownWordOf(use));
  }
  const found = bySaid.get(use.said);
  return found === undefined ? undefined : (template) => found.test(template);
}

function ownWordOf(use: InterestUse): RegExp | undefined {
  const label = use.entry.label.toLowerCase();
  const said = use.said
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((w) => pluralize.singular(w));
  const word = use.entry.words.find(
    (w) => said.includes(w.toLowerCase()) && !label.includes(w.toLowerCase()),
  );
  if (word === undefined) return undefined;
  return new RegExp(`${wholeWordSource(word)}|${wholeWordSource(pluralize.plural(word))}`, 'iu');
}
