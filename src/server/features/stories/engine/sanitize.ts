/**
 * Free text from parents (and the admin) is only ever a hint. Everything that goes into a
 * story is cleaned here first: control characters and markup go, template syntax cannot get
 * through ([ ] { } < > are removed), lengths are capped, and only words-and-punctuation remain.
 */

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;
const TAGS = /<[^>]*>/g;
/** Letters, digits, spaces and a few harmless punctuation marks survive. */
const DISALLOWED = /[^\p{L}\p{M}\p{N} ',.\-&!?]/gu;

export function cleanText(raw: string | undefined, maxChars: number, maxWords: number): string {
  if (raw === undefined) return '';
  let s = raw.slice(0, maxChars * 4).normalize('NFC');
  // A phone types a curly apostrophe (keeper’s): the same mark, not a gap in the word.
  s = s
    .replace(CONTROL, ' ')
    .replace(TAGS, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(DISALLOWED, ' ');
  // Runs of punctuation ("!!!", "...") read as shouting or markup; keep a single mark.
  s = s
    .replace(/([',.\-&!?])[',.\-&!?]+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const words = s.split(' ').slice(0, maxWords);
  s = words.join(' ');
  if (s.length > maxChars) s = s.slice(0, maxChars).replace(/\s+\S*$/, '');
  // Trailing or leading punctuation would break the sentence it is placed in.
  return s.replace(/^[\s,.\-&!?']+|[\s,.\-&!?']+$/g, '');
}

/** A first name: letters, marks, spaces, hyphens and apostrophes; each part capitalised. */
export function cleanName(raw: string): string {
  const s = cleanText(raw, 30, 3)
    .replace(/[^\p{L}\p{M}\s'-]/gu, '')
    .trim();
  return s
    .split(' ')
    .filter((p) => p !== '')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' ');
}

/** Possessive form: "Mia" → "Mia's", "James" → "James's" (both are standard). */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** A noun phrase as a first mention; "elephants" stays bare, "enchanted forest" gets "the". */
export function asPhrase(s: string): string {
  if (s === '') return s;
  if (/^(?:a|an|the|some|my|our|his|her|their)\s/i.test(s)) return s;
  if (/^\p{Lu}/u.test(s)) return s;
  return s.endsWith('s') ? s : `the ${s}`;
}

/** A later mention of a phrase: "a friendly dragon" → "the friendly dragon". */
export function laterMention(s: string): string {
  return s.replace(/^(?:a|an|some)\s+/i, 'the ');
}

/**
 * A short later mention of a long phrase: "a small robot named Bleep" → "Bleep",
 * "a wise tortoise who knew all about trains" → "the wise tortoise",
 * "a star garden past the clouds" → "the star garden".
 */
export function shortMention(s: string): string {
  const named = /\bnamed (\p{Lu}[\p{L}'-]*)$/u.exec(s);
  if (named !== null) return named[1] as string;
  const cut = s.replace(
    /\s(?:who|with|in a|in the|past|beyond|behind|under|deep|on the|at the|by the|down the|full of|made of|shaped like|piled high|as big|lit by|that|where|over a|inside|at the back)\b.*$/,
    '',
  );
  return laterMention(cut.split(' ').length >= 2 ? cut : s);
}

/** "my sister Lily" reads from the child's side: "Mia's sister Lily". */
export function fromChildSide(s: string, name: string): string {
  return s.replace(/\b(?:my|our)\b/gi, possessive(name)).replace(/\bme\b/gi, name);
}

/** Split comma/semicolon lists ("trains, dinosaurs") into cleaned items; "and" is kept
 * because it is often part of one interest ("arts and crafts"). */
export function splitList(items: readonly string[], maxItems: number): string[] {
  const out: string[] = [];
  for (const item of items) {
    for (const part of item.split(/[,;]/)) {
      const c = cleanText(part, 40, 4);
      if (c !== '' && !out.includes(c)) out.push(c);
      if (out.length >= maxItems) return out;
    }
  }
  return out;
}
