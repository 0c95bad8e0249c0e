import nlp from 'compromise';
import { createLru } from '../../../platform/lru.js';

/**
 * compromise, as every part of the engine uses it. One change to the library's defaults: a match
 * pattern given as a string ("[<species>#Species+]") is parsed into its token list on every
 * `match`, `has` or `not`, and the engine runs the same few hundred patterns over every parent's
 * words; parsing them was a tenth of the time it takes to read a brief. Parsed patterns are kept,
 * keyed by the pattern and its options, and each caller gets its own copy of the token list:
 * compromise's `growLeft` and `growRight` mark the first or last token of what they were given
 * (`start`, `end`), which must not reach the next `match` of the same pattern.
 */
type Token = Record<string, unknown>;
type ParseMatch = (input: unknown, opts: unknown, world: unknown) => Token[];
const one = (nlp.world() as { methods: { one: { parseMatch: ParseMatch } } }).methods.one;
const parseOnce = one.parseMatch;
/**
 * Patterns come from code and the pack (a few hundred), and now and then from a parent's words (a
 * name matched as it was typed): the least recently used go first, so the table stays bounded.
 */
const parsed = createLru<string, Token[]>(5_000);

one.parseMatch = (input, opts, world) => {
  if (typeof input !== 'string') return parseOnce(input, opts, world);
  const key = opts === undefined || opts === null ? input : `${input}\u0000${JSON.stringify(opts)}`;
  let regs = parsed.get(key);
  if (regs === undefined) {
    regs = parseOnce(input, opts, world);
    parsed.set(key, regs);
  }
  return regs.map((token) => ({ ...token }));
};

export default nlp;

/**
 * A reading of one short phrase ("fly", "the baker"), kept: the words parents type for what a
 * thing does or who someone is come from a small vocabulary, and each reading costs a whole parse
 * (a third of a millisecond). The platform's LRU keeps the table bounded whatever the traffic.
 */
export function keptReading<T>(read: (phrase: string) => T, max = 2_000): (phrase: string) => T {
  // Boxed: a reading may be undefined or false, which the LRU does not hold.
  const kept = createLru<string, { value: T }>(max);
  return (phrase) => {
    const hit = kept.get(phrase);
    if (hit !== undefined) return hit.value;
    const value = read(phrase);
    kept.set(phrase, { value });
    return value;
  };
}

/**
 * Whether a sentence says something happen ("The grass was green." does; "A little better every
 * night." does not). A past form or a common verb says so at once; only the rest are read whole,
 * which kept the beginner's joining of short sentences from costing a fifth of a story's time.
 */
export const isClause = (sentence: string): boolean => PLAIN_VERB.test(sentence) || hasVerb(sentence);
const PLAIN_VERB =
  /\b(?:\p{L}{2,}ed|was|were|is|are|had|has|did|does|went|said|sat|ran|came|got|saw|made|took|gave|felt|knew|found|told|could|would|can|will|began|fell|held|kept|lay|left|slept|stood|thought|heard|brought|caught|drew|flew|grew|hid|rode|sang|swam|threw|woke|wore|wrote|ate|blew|built|fed|hung|led|lit|met|sent|shook|spun|won)\b/iu;
const hasVerb = keptReading((sentence: string): boolean => nlp(sentence).has('#Verb'));
