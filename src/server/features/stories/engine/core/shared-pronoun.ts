import type { CastEntity } from '../plans/types.js';

/**
 * A girl with a princess for a companion (or a boy with a knight) shares "she" ("he") with it:
 * "She hummed a bouncy song. She danced instead!" cannot be told apart when read aloud. Then
 * the companion's subject pronouns are tokens, like the child's (names.ts), decided once the
 * text is final: the pronoun only where the companion is plainly still the one acting, else
 * the companion is named. The child's side is in resolveNames (`samePronoun`).
 *
 * Tokens: \u0001 + c (she) / C (She) / h (he) / H (He) + \u0002. They count as one word.
 */
const LETTER = { she: 'c', he: 'h' } as const;
// eslint-disable-next-line no-control-regex -- the tokens are control characters on purpose
export const COMPANION_TOKEN = /\u0001([cChH])\u0002/g;
// eslint-disable-next-line no-control-regex -- see above
const CHILD_TOKEN = /\u0001[NStTmpPxwW]\u0002/;

/** The child's subject pronoun when the companion shares it ("she", "he"), else undefined. */
export function sharedPronoun(
  companion: CastEntity | undefined,
  childThey: string | undefined,
): 'she' | 'he' | undefined {
  const p = companion?.pronoun;
  return (p === 'she' || p === 'he') && p === childThey ? p : undefined;
}

/** The companion's subject pronoun variables as tokens (the rest of its pronouns stay words). */
export function companionPronounVars(slot: string, p: 'she' | 'he'): Record<string, string> {
  const c = LETTER[p];
  return { [`${slot}.it`]: `\u0001${c}\u0002`, [`${slot}.It`]: `\u0001${c.toUpperCase()}\u0002` };
}

/** For memory keys and checks: the token as the pronoun it stands for. */
export function pronounOfToken(letter: string): string {
  return { c: 'she', C: 'She', h: 'he', H: 'He' }[letter] ?? 'it';
}

/** Openers that leave the sentence's subject still to come ("Then she", "But she"). */
const OPENER = /^["“]?(?:(?:And|So|Then|But|Yet|Soon|Still|Next|First|Now|At last|And so|Just then)[,]?\s+)?/;

/** Words that name the companion: its name, "the fox", "the little fox", or its token. */
function companionWords(e: CastEntity): RegExp {
  const noun = e.noun.split(' ').at(-1) ?? e.noun;
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `the` may hold markup ("the [little |]fox"): the noun after up to two words stands for it.
  const names = [`the (?:[\\w-]+ ){0,2}?${esc(noun)}`, ...(e.name === undefined ? [] : [esc(e.name)])];
  return new RegExp(`\\u0001[cChH]\\u0002|\\b(?:${names.join('|')})\\b`, 'gi');
}

/** Where in `text` the companion was last named (-1 if not). */
function lastAt(re: RegExp, text: string): number {
  let at = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) at = m.index;
  return at;
}

/** Where in `text` the child was last named (-1 if not). */
function childAt(text: string): number {
  for (let i = text.length - 1; i >= 0; i--)
    if (text[i] === '\u0001' && CHILD_TOKEN.test(text.slice(i, i + 3))) return i;
  return -1;
}

/**
 * Replaces the companion's pronoun tokens. At a sentence's start (after an opener such as
 * "Then"), the pronoun stays only when the sentence before was the companion's own (it opened
 * with the companion and did not name the child); mid-sentence, only when the companion was
 * named after the child so far in this sentence. Otherwise (and at a paragraph's start) the
 * companion is named.
 */
export function resolveCompanion(paragraphs: readonly string[], e: CastEntity): string[] {
  const words = companionWords(e);
  const opensWith = (s: string) => {
    const rest = s.replace(OPENER, '');
    words.lastIndex = 0;
    const m = words.exec(rest);
    return m !== null && m.index === 0;
  };
  const name = e.name ?? `the ${e.noun}`;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return paragraphs.map((para) => {
    // Sentences at even places, the spaces between them at odd ones (kept as they were).
    const parts = para.split(/((?<=[.!?]["”]?)\s+)/);
    // A paragraph opens with the companion named.
    let before = '';
    for (let i = 0; i < parts.length; i += 2) {
      const s = parts[i] as string;
      const prev = before;
      parts[i] = s.replace(COMPANION_TOKEN, (_m, c: string, offset: number) => {
        const pronoun = pronounOfToken(c);
        const sofar = s.slice(0, offset);
        const atStart = sofar.replace(OPENER, '') === '';
        const keep = atStart ? opensWith(prev) && childAt(prev) < 0 : lastAt(words, sofar) > childAt(sofar);
        if (keep) return pronoun;
        // As the template wrote it: "It" opens a sentence; "it" goes on one, even after a
        // quotation ('"Stomp, stomp!" the toy dinosaur went').
        return c === c.toUpperCase() ? cap(name) : name;
      });
      // The sentence as first written (with its tokens) tells who acted in it.
      before = s;
    }
    return parts.join('');
  });
}
