import type { Brief } from '../read/types.js';
import { wholeWordSource, cap } from '../pack/text.js';
import type { FittedParagraph } from './fit.js';

/**
 * A pet is said to be one the first time it is named: a second pet whose opening line the length
 * left out was first met at bedtime as "Sumo curled up in the curve of Yui's arm", and a parent
 * could not tell a cat from a cousin. When the first line that names a pet does not say what it is,
 * it becomes "Yui's cat Sumo" (or "her cat Sumo" after the child's name), never inside dialogue.
 */
export function introducePets(paragraphs: FittedParagraph[], brief: Brief): void {
  const lines = paragraphs.flatMap((p) => p.lines);
  for (const pet of brief.pets) {
    if (pet.name === undefined) continue;
    const named = new RegExp(wholeWordSource(pet.name), 'u');
    const first = lines.find((l) => named.test(l.text));
    if (first === undefined || new RegExp(wholeWordSource(pet.word), 'iu').test(first.text)) continue;
    const at = named.exec(first.text)?.index ?? -1;
    const before = first.text.slice(0, at);
    // Never inside what someone says ("Good night, Sumo").
    if (at < 0 || (before.match(/["“”]/g) ?? []).length % 2 === 1) continue;
    const sentence = before.split(/[.!?]["”]?\s+/).at(-1) ?? '';
    // "Yui whispered into Sumo's ear" → "into her cat Sumo's ear"; a sentence's start is "Yui's cat".
    const their = brief.child.pronouns?.their;
    const owner =
      sentence.includes(brief.child.name) && their !== undefined ? their : `${brief.child.name}'s`;
    const kind = `${sentence.trim() === '' ? cap(owner) : owner} ${pet.word} `;
    first.text = `${before}${kind}${first.text.slice(at)}`;
    first.words += 2;
  }
}
