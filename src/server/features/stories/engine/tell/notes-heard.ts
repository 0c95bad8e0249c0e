import pluralize from 'pluralize';
import nlp from '../nlp.js';
import { saysWhole } from '../pack/text.js';
import { fearsSaid } from '../read/fears-said.js';
import { lovesSaid, sentences } from '../read/notes-said.js';

/**
 * Words a note names that say nothing of its own ("tonight", "a lot", "her"): a sentence made only
 * of these is not checked, and finding one of them in the story does not mean the note was heard.
 */
const EMPTY = new Set(
  (
    'today tonight tomorrow yesterday night nights day days morning mornings evening evenings week weeks ' +
    'weekend year years month months time times bedtime story stories thing things lot lots bit way ' +
    'everyone everything someone something anything nothing anyone one ones kind sort ' +
    // "His favourite number is seven": the tagger reads "favourite" as a noun, and a cat's "one of
    // its favourite people" is no sign the number was heard.
    'favourite favorite favourites favorites ' +
    // "His favourite number is seven": the seven is what to look for, not any "number" (panel 78's
    // new lines had Jupiter count "exactly the right number" of moons).
    'number numbers'
  ).split(' '),
);

/** What a sentence is about: its proper names, and the head word of each noun phrase. */
function thingsNamed(sentence: string, child: string): { names: string[]; nouns: string[] } {
  const doc = nlp(sentence);
  const own = (w: string) => w.toLowerCase() !== child.toLowerCase() && !EMPTY.has(w.toLowerCase());
  // "on Monday", "in June": when, not what.
  const names = (doc.match('#ProperNoun+').not('#Date').out('array') as string[])
    .map((n) =>
      n
        .replace(/[^\p{L}\p{N}' -]/gu, '')
        .replace(/'s$/u, '')
        .trim(),
    )
    .filter((n) => n !== '' && own(n) && !/^(?:i|mum|mom|dad|mummy|mommy|daddy)$/iu.test(n));
  // What the child loves is looked for too: "she loves the colour purple" is heard in "purple".
  const loved = lovesSaid(sentence).flatMap((l) => l.split(/\s+/u).slice(-1));
  const nouns = [
    ...(doc.match('(#Noun|#Relation|#Species)').not('(#Pronoun|#ProperNoun|#Date)').out('array') as string[]),
    ...loved,
  ]
    .map((n) => n.replace(/[^\p{L}\p{N}'-]/gu, '').replace(/'s$/u, ''))
    .filter((n) => n.length > 2 && own(n));
  // A sentence that names no thing but a value ("is seven") is looked for by its value.
  const values = nouns.length > 0 ? [] : (doc.match('#Value').out('array') as string[]).filter(own);
  return { names, nouns: [...nouns, ...values.map((v) => v.replace(/[^\p{L}\p{N}'-]/gu, ''))] };
}

/**
 * "our old dog Rufus snores": the tagger runs the name on into the verb ("Rufus snores"); the
 * capitalised words of it are the name (panel 52's parent was told the note about Rufus was left
 * out under a story where Rufus snored and carried a feather).
 */
function capitalsHeard(content: string, name: string): boolean {
  const words = name.split(/\s+/u);
  const capitals = words.filter((w) => /^\p{Lu}/u.test(w));
  return words.length > 1 && capitals.length > 0 && capitals.every((w) => heardIn(content, w));
}

function heardIn(content: string, word: string): boolean {
  const forms = [...new Set([word, pluralize.singular(word), pluralize.plural(word)])];
  return forms.some((f) => saysWhole(content, f));
}

/**
 * The sentences of the parent's notes the story shows no sign of (none of what they name is in
 * it), checked on the story as told, so nothing a parent wrote is dropped without a word: each
 * reader of the notes (pets, family, worries, keepsakes, jokes) is trusted only as far as the
 * story shows it. A sentence that names a fear is kept out on purpose and is not listed; a
 * sentence made only of empty words ("make it a calm one") has nothing to look for.
 */
export function notesNotHeard(
  notes: string | undefined,
  content: string,
  child: string,
  /** What the parent is told already (a pet left out, a worry kept out): not told twice. */
  told: readonly string[] = [],
  /** A sentence the story shows in its own words ("a new school" as "the new class"). */
  heardOtherwise: (sentence: string) => boolean = () => false,
): string[] {
  if (notes === undefined || notes.trim() === '') return [];
  return sentences(notes).filter((sentence) => {
    if (fearsSaid(sentence).length > 0 || heardOtherwise(sentence)) return false;
    const { names, nouns } = thingsNamed(sentence, child);
    if ([...names, ...nouns].some((w) => told.some((t) => heardIn(t, w)))) return false;
    if (names.length > 0) return !names.some((n) => heardIn(content, n) || capitalsHeard(content, n));
    return nouns.length > 0 && !nouns.some((n) => heardIn(content, n));
  });
}
