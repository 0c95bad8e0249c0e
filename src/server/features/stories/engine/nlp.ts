import nlp from 'compromise';

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
const parsed = new Map<string, Token[]>();
/** Patterns come from code and the pack, never from a parent: the map stays small. */
const MAX_PATTERNS = 5_000;

one.parseMatch = (input, opts, world) => {
  if (typeof input !== 'string') return parseOnce(input, opts, world);
  const key = opts === undefined || opts === null ? input : `${input}\u0000${JSON.stringify(opts)}`;
  let regs = parsed.get(key);
  if (regs === undefined) {
    regs = parseOnce(input, opts, world);
    if (parsed.size < MAX_PATTERNS) parsed.set(key, regs);
  }
  return regs.map((token) => ({ ...token }));
};

export default nlp;

/**
 * A reading of one short phrase ("fly", "the baker"), kept: the words parents type for what a
 * thing does or who someone is come from a small vocabulary, and each reading costs a whole parse
 * (a third of a millisecond). The table is emptied when it fills, so it never grows with traffic.
 */
export function keptReading<T>(read: (phrase: string) => T, max = 2_000): (phrase: string) => T {
  const kept = new Map<string, T>();
  return (phrase) => {
    if (kept.has(phrase)) return kept.get(phrase) as T;
    const value = read(phrase);
    if (kept.size >= max) kept.clear();
    kept.set(phrase, value);
    return value;
  };
}
