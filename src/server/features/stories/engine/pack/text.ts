import type { TReadingLevel } from '../../../../../shared/constants.js';
import type { TText } from './schema.js';
import { createLru } from '../../../../platform/lru.js';

export const LEVELS: readonly TReadingLevel[] = ['beginner', 'intermediate', 'advanced'];

/** The templates of a Text at a reading level (advanced falls back to intermediate). */
export function linesAt(text: TText, level: TReadingLevel): readonly string[] {
  if (Array.isArray(text)) return text;
  if (level === 'advanced') return text.advanced ?? text.intermediate;
  return text[level];
}

/** Every template of a Text with the levels it is told at. */
export function allLines(text: TText): { level: TReadingLevel; template: string }[] {
  if (Array.isArray(text)) return LEVELS.flatMap((level) => text.map((template) => ({ level, template })));
  return LEVELS.flatMap((level) => linesAt(text, level).map((template) => ({ level, template })));
}

/** The first letter capitalised, to open a sentence with a word said mid-sentence elsewhere. */
/** A template as every rendering says it: what is inside a [a|b] choice may not be told. */
export const withoutChoices = (template: string) => template.replace(/\[[^\]]*\]/g, ' ');

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a regular expression matching `word` as a whole word. `\b` only knows ASCII
 * letters, so a name like "Zoë" or "Chloé" would never match; letters and digits of any script
 * count as word characters here. Use with the `u` flag.
 */
export function wholeWordSource(word: string): string {
  return `(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`;
}

/**
 * Whether `text` says `word` as a whole word, any case. The pattern is made once per word and
 * kept (the words are the pack's and the parent's few): making one for every test was a tenth
 * of the time a local story took to write.
 */
const wholeWords = createLru<string, RegExp>(5_000);
export function saysWhole(text: string, word: string): boolean {
  return wholeWordPattern(word, 'iu').test(text);
}

/**
 * The whole-word pattern of `word` with these flags, made once and kept the same way (a story
 * checks each of its few hundred tellings for the child's name and the cast's nouns). A 'g'
 * pattern is for `replace` and `match` only: they start it afresh, `test` and `exec` would not.
 */
export function wholeWordPattern(word: string, flags: 'iu' | 'giu' | 'gu' | 'u'): RegExp {
  return patternOf(wholeWordSource(word), flags);
}

/** A pattern made from words of this story (its names, its sleepers), kept like the ones above. */
export function patternOf(source: string, flags: string): RegExp {
  const key = `${flags}\u0000${source}`;
  let pattern = wholeWords.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(source, flags);
    wholeWords.set(key, pattern);
  }
  return pattern;
}

/**
 * A Text without the templates that say any of `needles` (a variable like "{object.", words like
 * "set off"), or undefined when a level would be left with none: the caller then tells no line
 * rather than a wrong one.
 */
/** Each template of a text rewritten, level by level. */
export function mapText(text: TText, f: (template: string) => string): TText {
  return Array.isArray(text)
    ? text.map(f)
    : {
        beginner: text.beginner.map(f),
        intermediate: text.intermediate.map(f),
        ...(text.advanced === undefined ? {} : { advanced: text.advanced.map(f) }),
      };
}

/**
 * A text's lines that `unwanted` does not match, level by level; a level keeps all of its lines
 * when none would be left (a story may tell a line that fits less well, never none).
 */
export function textPreferring(text: TText, unwanted: RegExp): TText {
  return preferring(text, (l) => !unwanted.test(l));
}

/** The templates that say `needle` (each level keeps all of its templates if none does). */
export function textSaying(text: TText, needle: string): TText {
  return preferring(text, (l) => l.includes(needle));
}

/** Each level's templates that `wanted` keeps, or all of that level's when it keeps none. */
function preferring(text: TText, wanted: (template: string) => boolean): TText {
  const keep = (lines: readonly string[]) => {
    const kept = lines.filter(wanted);
    return kept.length > 0 ? kept : [...lines];
  };
  if (Array.isArray(text)) return keep(text);
  return {
    beginner: keep(text.beginner),
    intermediate: keep(text.intermediate),
    ...(text.advanced === undefined ? {} : { advanced: keep(text.advanced) }),
  };
}

/** The templates that say none of the needles (a word, or a pattern), or undefined when a level keeps none. */
export function textWithout(text: TText, ...needles: (string | RegExp)[]): TText | undefined {
  const says = (l: string, n: string | RegExp) => (typeof n === 'string' ? l.includes(n) : n.test(l));
  const keep = (lines: readonly string[]) => lines.filter((l) => !needles.some((n) => says(l, n)));
  if (Array.isArray(text)) {
    const kept = keep(text);
    return kept.length > 0 ? kept : undefined;
  }
  const beginner = keep(text.beginner);
  const intermediate = keep(text.intermediate);
  const advanced = text.advanced === undefined ? undefined : keep(text.advanced);
  if (beginner.length === 0 || intermediate.length === 0 || advanced?.length === 0) return undefined;
  return { beginner, intermediate, ...(advanced === undefined ? {} : { advanced }) };
}
