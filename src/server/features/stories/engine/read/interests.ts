import nlp, { keptReading } from '../nlp.js';
import pluralize from 'pluralize';
import { matchKey, type Pack } from '../pack/compile.js';
import { keptOutOfTalk, type StoryTag } from '../pack/tags.js';
import type { InterestUse } from './types.js';

/**
 * The child's interests against the knowledge table: "train timetables" finds its own entry
 * before "trains", "Lego" and "lego" are one, plurals match singulars. An entry is used only when
 * it names what the phrase is about: "Egyptian hieroglyphs" is about hieroglyphs, not the history
 * entry that "Egyptian" would find, and "the planet Neptune" is Neptune, not planets in general.
 * An interest the table does not know keeps the parent's words through the generic entry, never
 * another interest's. One a fear rules out (whales for a child afraid of deep water) is left out.
 */
export function readInterests(
  items: readonly string[],
  pack: Pack,
  ruledOut: ReadonlySet<StoryTag>,
  /** What a fear rules out is said here, in the parent's words, for the answer's notices. */
  leftOut: string[] = [],
): InterestUse[] {
  const out: InterestUse[] = [];
  for (const said of items) {
    const found = entryAbout(said, pack);
    if (found !== undefined && found.id !== pack.genericInterest?.id) {
      if (keptOutOfTalk(found.tags, ruledOut)) {
        leftOut.push(said);
        continue;
      }
      if (!out.some((o) => o.entry.id === found.id)) out.push({ entry: found, said, generic: false });
    } else if (pack.genericInterest !== undefined) {
      out.push({ entry: pack.genericInterest, said: asTyped(said), generic: true });
    }
  }
  // No interest given (or none the fears allow): the child helps the way any child can, by
  // kindness, so the story still has its solving and never a hollow one.
  if (out.length === 0) {
    const helping = pack.interests.find((i) => i.id === DEFAULT_INTEREST);
    if (helping !== undefined) out.push({ entry: helping, said: helping.label, generic: false });
  }
  // The first interest solves the problem: one the table knows does it by its own means, so it
  // goes first when the first the parent typed is not in the table (the fourteenth panel heard
  // "talked about detective stories for a moment" fix a boat while the Morse code was left unused).
  const known = out.findIndex((o) => !o.generic);
  if (out[0]?.generic === true && known > 0) out.unshift(...out.splice(known, 1));
  return out.slice(0, 3);
}

/** The interest whose help a story uses when the parent gave none. */
export const DEFAULT_INTEREST = 'helping';

type Entry = Pack['interests'][number];

/** Words that end the phrase's own part: "swimming in the sea" is about swimming. */
const ENDS_HEAD = new Set(['in', 'of', 'on', 'at', 'with', 'from', 'for', 'about', 'by', 'under', 'like']);
/** Nouns that only say the form an interest comes in: "dinosaur books" are about dinosaurs. */
const FORM_WORDS = new Set(
  'book stuff thing toy game video show film movie set fact picture cartoon kit story song'.split(' '),
);
/** An activity ("baking", "horse riding"): the entry for what is done, or what it is done to. */
const ACTIVITY = /^\p{L}{3,}ing$/u;

/**
 * Each entry's match phrases as written (lower case): "crickets" the insects and "cricket" the
 * game read alike once plurals are made singular, so the form the parent typed decides first.
 */
const writtenIndex = new WeakMap<Pack, ReadonlyMap<string, Entry>>();
function asWritten(said: string, pack: Pack): Entry | undefined {
  let index = writtenIndex.get(pack);
  if (index === undefined) {
    const map = new Map<string, Entry>();
    for (const entry of pack.interests)
      for (const m of entry.match) if (!map.has(m.toLowerCase())) map.set(m.toLowerCase(), entry);
    writtenIndex.set(pack, map);
    index = map;
  }
  return index.get(said.trim().toLowerCase().replace(/\s+/g, ' '));
}

function entryAbout(said: string, pack: Pack): Entry | undefined {
  const written = asWritten(said, pack);
  if (written !== undefined) return written;
  const words = matchKey(said).split(' ');
  const head = headOf(words);
  const spans = pack.interestIndex.spans(said);
  const exact = spans.find((s) => s.from === 0 && s.to === words.length);
  if (exact !== undefined) return exact.value;
  // "Harry Potter", "Paw Patrol", "Peppa Pig": a name is its own thing, not the potter's clay.
  if (isTitle(said)) return undefined;
  // What the phrase is about first: "drawing maps" is about maps, "riding her bike" about a bike
  // (a panel heard drawing for the first; the second read as horse riding). Then the activity.
  const about = spans.find((span) => span.from <= head && head < span.to);
  if (about !== undefined) return about.value;
  const activity = spans.find(
    (span) => isActivity(words[head] ?? '') || (span.from === 0 && isActivity(words[0] ?? '')),
  );
  return activity?.value;
}

/**
 * A word of doing ("baking", "riding"), never a noun that ends alike: "lightning mcqueen" is a
 * racing car, not the storms entry's lightning (panel 85).
 */
const isActivity = keptReading(
  (word: string): boolean => ACTIVITY.test(word) && nlp(`they are ${word}`).has('#Gerund'),
);

/** Small words a title leaves in lower case: "Bob the Builder", "Beauty and the Beast". */
const TITLE_LINKS = new Set(['the', 'a', 'an', 'and', 'of', 'in', 'on', 'at', 'to', 'with']);

/** Two or more words, each with a capital but the small ones between: a show, a book, a character. */
function isTitle(said: string): boolean {
  const words = said.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return (
    words.length >= 2 &&
    /^\p{Lu}/u.test(words[0] ?? '') &&
    /^\p{Lu}/u.test(words.at(-1) ?? '') &&
    words.every((w) => /^\p{Lu}/u.test(w) || TITLE_LINKS.has(w))
  );
}

/** Words that only frame what follows: "the history of pirates" is about pirates. */
const FRAME_WORDS = new Set(['history', 'the', 'a', 'all', 'learning', 'reading', ...FORM_WORDS]);

/** The word the phrase is about: the last before a preposition, skipping words of form. */
function headOf(words: readonly string[]): number {
  const stop = words.findIndex((w, i) => i > 0 && ENDS_HEAD.has(w));
  // "facts about sharks", "the history of pirates", "books about space": what follows.
  if (stop > 0 && stop < words.length - 1 && words.slice(0, stop).every((w) => FRAME_WORDS.has(w)))
    return stop + 1 + headOf(words.slice(stop + 1));
  let head = (stop < 0 ? words.length : stop) - 1;
  while (head > 0 && FORM_WORDS.has(words[head] ?? '')) head -= 1;
  return Math.max(0, head);
}

/**
 * The parent's words as they typed them, with a capital that only began the field lowered
 * ("Trampolines" → "trampolines"), and kept where it names something ("the planet Neptune",
 * "Minecraft", "Egyptian hieroglyphs").
 */
function asTyped(said: string): string {
  const first = said.split(/\s+/)[0] ?? '';
  if (!/^\p{Lu}\p{Ll}/u.test(first) || isTitle(said)) return said;
  const named = nlp(said).terms().first().has('(#ProperNoun|#Person|#Place|#Demonym|#Organization)');
  const lexicon = (nlp.model() as { one?: { lexicon?: Record<string, string> } }).one?.lexicon ?? {};
  const unknownName =
    lexicon[first.toLowerCase()] === undefined &&
    pluralize.singular(first.toLowerCase()) === first.toLowerCase();
  return named || unknownName ? said : first.charAt(0).toLowerCase() + said.slice(1);
}

/** An interest the table knows by its own entry (not the generic one): "beekeeper" is bees. */
export function knownInterest(said: string, pack: Pack): boolean {
  const found = entryAbout(said, pack);
  return found !== undefined && found.id !== pack.genericInterest?.id;
}
