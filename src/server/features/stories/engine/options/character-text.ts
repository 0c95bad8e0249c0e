import { CHARACTER_TYPE_OPTIONS } from '../../../../../shared/story-options.js';
import { matchCharacterType } from './match.js';
import type { CharacterTypeContent } from './types.js';

/**
 * The parent's favourite character as typed: the catalogue gives its type (the worlds it lives
 * in, its skill, its pronoun), but the story keeps the parent's own kind and adjectives, so
 * "a kind whale" is a kind whale (not the catalogue's dolphin) and "a sleepy giraffe" a sleepy
 * giraffe. A label from the list ("Dolphins") keeps the catalogue's words.
 */

/** Words that say nothing about which character it is (so never its kind or adjective). */
const NOT_A_KIND =
  /^(?:friendly|animals?|creatures?|critters?|woodland|super|hero|heroes|superhero|superheroes|cape|stuffed|plush|toys?|figure|action|talking|space|little|green|ufo|engine|royal|choo|cub|paw patrol)$/i;
const DETERMINER =
  /^(?:a|an|the|my|our|his|her|their|some|favorite|favourite|toy|of|and|with|who|is|called|named)$/i;

const an = (word: string): string =>
  /^[aeiou]/i.test(word) && !/^(?:uni|use|eu|one)/i.test(word) ? 'an' : 'a';

function singular(word: string): string {
  const w = word.toLowerCase();
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:x|ch|sh|ss)es$/.test(w)) return w.slice(0, -2);
  if (/(?:wol|cal|hal|lea)ves$/.test(w)) return w.slice(0, -3) + 'f';
  if (/s$/.test(w) && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function characterFromText(
  text: string,
): { content: CharacterTypeContent; name?: string } | undefined {
  const m = matchCharacterType(text);
  if (m === undefined) return undefined;
  // A known character keeps its own pronoun (Spider-Man is "he" though the superhero type says "she").
  const c = m.pronoun === undefined ? m.content.companion : { ...m.content.companion, pronoun: m.pronoun };
  const result = { content: { ...m.content, companion: c }, name: m.name };
  if (CHARACTER_TYPE_OPTIONS.some((o) => normal(o.label) === normal(text) || o.id === normal(text)))
    return result;
  const re = new RegExp(m.content.match.source, m.content.match.flags.replace('g', ''));
  const found = re.exec(text);
  if (found === null) return result;
  // The whole word the pattern landed in ("dino" in "dinosaurs"), and the words before it.
  const start = text.slice(0, found.index).search(/[\p{L}'-]*$/u);
  const endMatch = /^[\p{L}'-]*/u.exec(text.slice(found.index + found[0].length));
  let end = found.index + found[0].length + (endMatch?.[0].length ?? 0);
  // A kind of two words, typed last ("a cuddly teddy bear", "a big polar bear").
  const next = /^\s+(\p{Ll}+)\s*(?:[.!,]|$|called\b|named\b)/u.exec(text.slice(end));
  if (next !== null && !DETERMINER.test(next[1] as string))
    end += next[0].match(/^\s+\p{Ll}+/u)?.[0].length ?? 0;
  const word = text.slice(start, end);
  // A capitalised word that is part of the typed name ("Elsa", "Thomas") is not a kind; "Pig" in "Peppa Pig" is.
  const inName = m.name !== undefined && m.name.toLowerCase().includes(word.toLowerCase());
  const kind =
    /^\p{L}{3,}(?: \p{L}{3,})?$/u.test(word) && !NOT_A_KIND.test(word) && !inName
      ? singular(word.toLowerCase())
      : '';
  const before = text
    .slice(0, start)
    .split(/\s+/)
    .filter((w) => w !== '');
  const adjectives: string[] = [];
  for (let i = before.length - 1; i >= 0 && adjectives.length < 2; i--) {
    const w = before[i] as string;
    if (DETERMINER.test(w) || !/^\p{Ll}[\p{Ll}-]*$/u.test(w)) break;
    adjectives.unshift(w);
  }
  const noun = kind !== '' ? kind : c.noun;
  if (noun === c.noun && adjectives.length === 0) return result;
  let a: string;
  if (adjectives.length > 0) a = `${an(adjectives[0] as string)} ${adjectives.join(' ')} ${noun}`;
  else {
    // The catalogue's description with the parent's kind: "a playful young whale".
    const swapped = c.a.replace(new RegExp(`\\b${c.noun}\\b`), noun);
    const rest = swapped.replace(/^an? /, '');
    a = swapped === c.a ? `${an(noun)} ${noun}` : `${an(rest)} ${rest}`;
  }
  const adjective = adjectives.length > 0 ? adjectives.join(' ') : undefined;
  return {
    ...result,
    content: { ...result.content, companion: { ...c, a, the: `the ${noun}`, noun, adjective } },
  };
}
