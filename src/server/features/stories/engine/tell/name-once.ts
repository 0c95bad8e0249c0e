import { sentencesOf } from '../grammar/lint.js';
import { cap } from '../pack/text.js';
import type { Child } from '../read/types.js';

/** Who else the sentence before may name: then "she" could be them, so the name stays. */
// eslint-disable-next-line no-control-regex -- family members are control-character tokens until resolved
const MEMBER_TOKEN = /\u0001/;
const QUOTE = /["“”]/;

/**
 * A child named at the start of two sentences running is named once: "Mei tried once more. She
 * had a soft, warm scarf." A panel (33) heard "Mei" twenty times in a 340-word story and "Benji"
 * nineteen; a picture book says the name, then "she". Only for "she" and "he": a singular "they"
 * next to a companion or a crowd reads as all of them, and a child with no pronouns is always
 * named. Never a paragraph's first sentence, never after dialogue or a sentence that names
 * someone else, never "Mei and Priya", and never twice running: "Mei ... She ... Mei ..." keeps
 * it plain who the story is about.
 */
export function nameThenPronoun(text: string, child: Child, others: ReadonlySet<string>): string {
  const they = child.pronouns?.they;
  if (they !== 'she' && they !== 'he') return text;
  const their = child.pronouns?.their ?? '';
  const name = child.name;
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return text;
  const opensWithName = (s: string) => s.startsWith(`${name} `) || s.startsWith(`${name}'s `);
  // "So Mei tried once more." is about Mei as much as "Mei tried once more." is.
  const about = (s: string) => opensWithName(s.replace(/^(?:So|Then|Now|Soon|Next|And) /, ''));
  const namesAnother = (s: string) =>
    MEMBER_TOKEN.test(s) ||
    s.split(/[^\p{L}'-]+/u).some((w) => w !== name && w !== `${name}'s` && others.has(w.replace(/'s$/, '')));
  let changed = false;
  for (let i = 1; i < sentences.length; i++) {
    const before = sentences[i - 1] as string;
    const now = sentences[i] as string;
    if (!opensWithName(now) || !about(before) || QUOTE.test(before) || namesAnother(before)) continue;
    const own = now.startsWith(`${name}'s `);
    const rest = now.slice(own ? name.length + 3 : name.length + 1);
    // "Mei drew", "Mei's eyes": a verb or a thing of hers next, never "Mei and Priya" or "Mei, who".
    if (!/^\p{Ll}/u.test(rest) || /^(?:and|or|with|too|also)\b/.test(rest) || QUOTE.test(now.slice(0, 1)))
      continue;
    sentences[i] = `${cap(own ? their : they)} ${rest}`;
    // The next sentence, if it opens with the name too, keeps it: this one no longer opens with it.
    changed = true;
  }
  return changed ? sentences.join(' ') : text;
}
