// The splitter lives in src/shared: the recorder in the browser cuts the story the same way.
export { splitIntoSentences } from '../../../shared/sentences.js';

/** `Siobhan=Shivawn;Aoife=Eefa` → a name → respelling map (bad entries are ignored). */
export function parsePronunciations(spec: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of (spec ?? '').split(';')) {
    const [name, sound] = entry.split('=').map((s) => s.trim());
    if (name && sound && /^[\p{L}' -]+$/u.test(name)) map.set(name.toLowerCase(), sound);
  }
  return map;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces whole words (any case, also before 's) with their respelling, for the voice only. */
export function respell(sentence: string, hints: Map<string, string>): string {
  let out = sentence;
  for (const [name, sound] of hints) {
    out = out.replace(new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'giu'), sound);
  }
  return out;
}
