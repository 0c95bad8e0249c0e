/**
 * Whole-word, case-insensitive matching of word lists (fears, unsafe words) with simple plurals.
 * "Whole word" means the neighbours are not letters or digits, so "skill" never matches "kill"
 * and "class" never matches "ass", while "dog's" and "dogs" both match "dog".
 */

/** Function words that can never be a meaningful fear on their own. */
const STOPWORDS = new Set([
  'a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'on', 'at', 'be', 'being', 'my', 'i', 'is',
  'it', 'by', 'for', 'with', 'from', 'very', 'really', 'big', 'getting', 'going', 'when', 'too',
  'afraid', 'scared', 'fear',
]);

/** Lower-case, letters/digits/apostrophes/hyphens/spaces only, single spaces. */
export function normalizeTerm(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The singular and simple plural forms of the last word of a term. */
export function pluralVariants(term: string): string[] {
  const space = term.lastIndexOf(' ');
  const head = term.slice(0, space + 1);
  const w = term.slice(space + 1);
  const forms = new Set<string>([w]);
  if (w.length > 2) {
    if (w.endsWith('ies')) forms.add(w.slice(0, -3) + 'y');
    else if (/(?:s|x|z|ch|sh)es$/.test(w)) forms.add(w.slice(0, -2));
    if (w.endsWith('s') && !w.endsWith('ss')) forms.add(w.slice(0, -1));
    if (w.endsWith('ves')) {
      forms.add(w.slice(0, -3) + 'f');
      forms.add(w.slice(0, -3) + 'fe');
    }
  }
  for (const f of [...forms]) {
    if (/[^aeiou]y$/.test(f)) forms.add(f.slice(0, -1) + 'ies');
    if (/(?:s|x|z|ch|sh)$/.test(f)) forms.add(f + 'es');
    else forms.add(f + 's');
    if (f.endsWith('fe')) forms.add(f.slice(0, -2) + 'ves');
    else if (f.endsWith('f')) forms.add(f.slice(0, -1) + 'ves');
  }
  return [...forms].map((f) => head + f);
}

/**
 * The phrases the safety check looks for, for one fear as a parent typed it:
 * the phrase itself and, without leading articles, "the dark" → "dark".
 */
export function fearPhrases(fear: string): string[] {
  const norm = normalizeTerm(fear);
  if (norm === '' || STOPWORDS.has(norm)) return [];
  const out = new Set<string>([norm]);
  const stripped = norm.replace(/^(?:(?:the|a|an|of|being|big|my|getting|going)\s+)+/, '');
  if (stripped !== '' && !STOPWORDS.has(stripped)) out.add(stripped);
  return [...out];
}

/**
 * What the engine avoids for one fear: the check's phrases plus every content word of a
 * multi-word fear ("loud noises" → also "noises" and "loud"), because a story for a child who
 * fears loud noises should not dance around them either.
 */
export function fearWordsStrict(fear: string): string[] {
  const phrases = fearPhrases(fear);
  const out = new Set(phrases);
  for (const p of phrases) {
    for (const w of p.split(' ')) {
      if (w.length < 3 || STOPWORDS.has(w)) continue;
      out.add(w);
      // Near relatives of a feared word ("stormy", "darkness") are avoided too.
      const stem = w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
      for (const suffix of ['y', 'ness', 'ing', 'ed']) out.add(stem + suffix);
    }
  }
  return [...out];
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One compiled regex that finds any of the terms (with plural variants) as whole words.
 * Returns null for an empty list so callers can skip the scan entirely.
 */
export function buildTermRegex(terms: readonly string[]): RegExp | null {
  const alts = new Set<string>();
  for (const t of terms) {
    const norm = normalizeTerm(t);
    if (norm === '') continue;
    for (const v of pluralVariants(norm)) alts.add(escapeRegex(v).replace(/[ -]/g, '[\\s-]+'));
  }
  if (alts.size === 0) return null;
  // Longest first so "self harm" wins over a shorter overlapping term in the report.
  const body = [...alts].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');
}

/** Every distinct term found (lower-cased), for reporting. */
export function findTerms(text: string, regex: RegExp | null): string[] {
  if (regex === null) return [];
  const global = new RegExp(regex.source, 'giu');
  const found = new Set<string>();
  for (const m of text.matchAll(global)) found.add(m[0].toLowerCase());
  return [...found];
}
