import type { Rng } from './prng.js';

/**
 * A tiny phrase language for the pools, so one line of source yields many different sentences
 * (that is what keeps two stories for the same child from sharing phrases):
 *   [a|b|c]   pick one alternative (alternatives may be empty, and may nest)
 *   {name}    a variable: a string, or a list to pick from (lexicon values may contain markup)
 *   <...>     an optional richer clause, kept with probability `rich` (0 for beginners)
 * User text never contains these characters (sanitize strips them), so it cannot inject markup.
 */
export type VarValue = string | readonly string[];
export type Vars = Readonly<Record<string, VarValue>>;

export interface ExpandContext {
  rng: Rng;
  vars: Vars;
  /** Probability of keeping each <...> clause. */
  rich: number;
}

const OPEN_TO_CLOSE: Readonly<Record<string, string>> = { '[': ']', '<': '>' };

/** Index of the bracket closing the one at `start`, honouring nesting of the same kind. */
function findClose(tpl: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < tpl.length; i++) {
    const c = tpl[i];
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  throw new Error(`Unclosed ${open} in template: ${tpl}`);
}

/** Split on top-level "|" only (a nested [..] keeps its own bars). */
function splitAlternatives(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '[' || c === '<') depth++;
    else if (c === ']' || c === '>') depth--;
    else if (c === '|' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
  out.push(body.slice(from));
  return out;
}

function needsExpansion(s: string): boolean {
  return s.includes('[') || s.includes('{') || s.includes('<');
}

/**
 * A template read once into its parts, so expanding it again (the engine draws each template
 * several times per story, and the same templates in every story) costs no parsing: the same
 * random draws, in the same order, as reading the text each time would make.
 */
type Part =
  | string
  | { kind: 'var'; key: string }
  | { kind: 'choice'; alternatives: readonly Part[][] }
  | { kind: 'rich'; body: readonly Part[] };

function parse(tpl: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  while (i < tpl.length) {
    const at = nextSpecial(tpl, i);
    if (at > i) parts.push(tpl.slice(i, at));
    if (at === tpl.length) break;
    const c = tpl[at] as string;
    if (c === '{') {
      const end = tpl.indexOf('}', at);
      parts.push({ kind: 'var', key: tpl.slice(at + 1, end) });
      i = end + 1;
    } else {
      const end = findClose(tpl, at, c, OPEN_TO_CLOSE[c] as string);
      const body = tpl.slice(at + 1, end);
      parts.push(
        c === '['
          ? { kind: 'choice', alternatives: splitAlternatives(body).map(parse) }
          : { kind: 'rich', body: parse(body) },
      );
      i = end + 1;
    }
  }
  return parts;
}

function nextSpecial(tpl: string, from: number): number {
  for (let i = from; i < tpl.length; i++) {
    const c = tpl.charCodeAt(i);
    if (c === 91 || c === 60 || c === 123) return i; // [ < {
  }
  return tpl.length;
}

/** Parsed templates (and variable values with markup): the pools are fixed, so this stays small. */
const parsed = new Map<string, Part[] | Error>();

function partsOf(tpl: string): Part[] {
  let p = parsed.get(tpl);
  if (p === undefined) {
    try {
      p = parse(tpl);
    } catch (e) {
      p = e instanceof Error ? e : new Error(String(e));
    }
    // Parent text never has markup (sanitize strips it), so only the engine's own text is kept.
    if (parsed.size > 50_000) parsed.clear();
    parsed.set(tpl, p);
  }
  if (p instanceof Error) throw p;
  return p;
}

export function expand(tpl: string, ctx: ExpandContext, depth = 0): string {
  return expandParts(partsOf(tpl), tpl, ctx, depth);
}

function expandParts(parts: readonly Part[], tpl: string, ctx: ExpandContext, depth: number): string {
  if (depth > 6) throw new Error(`Template nesting too deep: ${tpl}`);
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'var') {
      const value = ctx.vars[part.key];
      if (value === undefined) throw new Error(`Unknown template variable {${part.key}}`);
      const chosen = typeof value === 'string' ? value : ctx.rng.pick(value);
      out += needsExpansion(chosen) ? expand(chosen, ctx, depth + 1) : chosen;
    } else if (part.kind === 'choice')
      out += expandParts(ctx.rng.pick(part.alternatives), tpl, ctx, depth + 1);
    else if (ctx.rng.chance(ctx.rich)) out += expandParts(part.body, tpl, ctx, depth + 1);
  }
  return out;
}

/** Verbs that make "Pop! went the cork" one sentence: the sound is what they say or do. */
const TAG_VERBS =
  /^(?:went|goes|said|says|cried|called|whispered|sang|asked|answered|laughed|shouted|replied|added|sighed|giggled|squeaked|chirped|hummed|puffed|rang|chimed|tinkled|beeped|boomed|rumbled|creaked|clicked|popped|buzzed)$/;

/** Words after a capital "A" that show it is the letter, not the article ("A is for apple"). */
const LETTER_A = /^(?:is|and|to|or|for|was|b)$/i;

/**
 * The article agrees with the word after it, both ways: "a amber shell" → "an amber shell",
 * "an coral-pink starfish" → "a coral-pink starfish" (a template's "An [orange|coral-pink]").
 */
export function fixArticles(s: string): string {
  // Word edges by Unicode letters, not \b (ASCII only): the "a" that ends "Léa" or "María" is
  // part of the name, not an article ("sent Léa a kiss" must not become "sent Léan a kiss").
  return s.replace(/(?<![\p{L}\p{N}'’])([Aa])(n?) (\p{L}+)/gu, (m, art: string, n: string, word: string) => {
    if (art === 'A' && LETTER_A.test(word)) return m;
    const w = word.toLowerCase();
    // A capital letter said as a letter: "an X on the map", "an F", "a U", "a B".
    if (/^[A-Z]$/.test(word)) {
      const letter = /^[AEFHILMNORSX]$/.test(word) ? 'n' : '';
      return letter === n ? m : `${art}${letter} ${word}`;
    }
    const vowel =
      // "a one-eyed owl", "a ewe", "a euro": a vowel letter with a "w" or "y" sound.
      (/^[aeio]/.test(w) && !/^(?:one|once|eu|ewe)/.test(w)) ||
      // "a unicorn", "a useful map", "a utensil", but "an umbrella", "an urn".
      (/^u/.test(w) && !/^u(?:ni|se|su|ti|te|ra|ro|ke|ku)/.test(w)) ||
      /^(?:hour|honest|honou?r|heir)/.test(w);
    const want = vowel ? 'n' : '';
    return want === n ? m : `${art}${want} ${word}`;
  });
}

const ADDRESSED =
  /\b(Thank you|Thanks|Good night|Goodnight|Goodbye|Hello|Hi|Bye|Sleep tight|Sleep well|See you soon|See you|Night, night|Sweet dreams|Well done|Come on|Look), the (\p{Ll}+)(?=[!?.,]["”])/gu;

/** Tidy spacing left by empty alternatives and dropped clauses, then capitalise. */
export function finishSentence(raw: string): string {
  let s = raw
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .replace(/,([.!?])/g, '$1')
    // "..., and [b|<a richer clause>]." told without the clause leaves "and." at the end (a panel
    // heard "worked through it slowly, and."): the clause and its "and" go together.
    .replace(/,?\s*\band([.!?])/g, '$1')
    // "[a|<a richer clause>], [b]" told without the clause leaves two commas: one is meant.
    .replace(/,(?:\s*,)+/g, ',')
    // "[Just then|], the owl yawned": an empty opening leaves no comma behind.
    .replace(/^\s*,\s*/, '')
    .replace(/([.!?]["”]?),\s*/g, '$1 ');
  s = fixArticles(s.trim());
  // "Thank you, the dragon!": a companion with no name of its own is called by its kind.
  s = s.replace(ADDRESSED, '$1, $2');
  // A template may hold two sentences ("And there it was! The lantern..."): capitalise both.
  // After a closing quote the next word is a dialogue tag ("Wow!" said Mia), so leave it; so is
  // a verb of saying or sounding after an exclamation ("Splish! went the brush").
  s = s.replace(/([.!?] ["“]?)(\p{Ll})(\p{L}*)/gu, (m, before: string, letter: string, rest: string) =>
    before.endsWith('! ') && TAG_VERBS.test(letter + rest) ? m : before + letter.toUpperCase() + rest,
  );
  // A quotation that ends its own sentence ("Help wanted, please.") is no dialogue tag's: what
  // follows opens the next sentence (a panel heard '"Help wanted, please." a small bird ...').
  s = s.replace(/(\.["”] )(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
  // A sentence may open with a quotation: its first word is capitalized too.
  return s.replace(/^(["“]?)(\p{Ll})/u, (_m, quote: string, letter: string) => quote + letter.toUpperCase());
}

const renderingsKnown = new Map<string, number>();

/**
 * How many texts a template can give, variables aside ("[a|b] [c|d]" gives 4, a plain sentence
 * 1): a template with few renderings is the same sentence in every story that tells it.
 */
export function renderingCount(tpl: string): number {
  const known = renderingsKnown.get(tpl);
  if (known !== undefined) return known;
  let n = 1;
  let i = 0;
  while (i < tpl.length && n < 1000) {
    const c = tpl[i] as string;
    if (c === '[' || c === '<') {
      const end = findClose(tpl, i, c, OPEN_TO_CLOSE[c] as string);
      const body = tpl.slice(i + 1, end);
      n *=
        c === '<'
          ? 1 + renderingCount(body)
          : splitAlternatives(body).reduce((a, b) => a + renderingCount(b), 0);
      i = end + 1;
    } else i++;
  }
  if (renderingsKnown.size > 20_000) renderingsKnown.clear();
  renderingsKnown.set(tpl, n);
  return n;
}

/**
 * Whether every telling of a template uses one of `keys` (a member line names the member
 * whichever alternatives are drawn): a variable outside any choice, or in every alternative of
 * one choice. An optional <...> clause is never counted on.
 */
export function alwaysUses(tpl: string, keys: readonly string[]): boolean {
  const always = (parts: readonly Part[]): boolean =>
    parts.some(
      (p) =>
        typeof p !== 'string' &&
        ((p.kind === 'var' && keys.includes(p.key)) || (p.kind === 'choice' && p.alternatives.every(always))),
    );
  return always(partsOf(tpl));
}
