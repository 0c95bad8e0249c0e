import { SETTING_OPTIONS } from '../../../../../shared/story-options.js';
import type { World } from '../plans/types.js';
import { matchSetting } from './match.js';
import { BRIDGES } from './settings.js';
import type { SettingContent } from './types.js';

/**
 * The parent's setting as the story's place. A setting from the list keeps the catalogue's
 * words; a free-text one that the catalogue knows keeps its world and fears but is told in the
 * parent's own words ("a forest" stays a forest, not "an enchanted forest"); one it does not know
 * ("the zoo") is told by name in the world its words suggest (indoors: home; else outdoors).
 */
const PREPOSITION =
  /^(?:under|in|on|at|inside|into|near|by|up|down|over|among|beneath|deep|far|high|across|through|beyond|below|above|behind|around|to|somewhere|anywhere|my|our|his|her|their)\b/i;
const INDOORS =
  /\b(?:room|house|home|school|shop|store|hall|kitchen|cafe|café|restaurant|bakery|hospital|cinema|theater|theatre|studio|office|flat|apartment|classroom|nursery|cottage|barn|museum|aquarium|library|attic|basement|cellar|garage)\b/i;
const SEA = /\b(?:sea|ocean|underwater|reef|seabed|submarine|mermaid)\b/i;
const SPACE = /\b(?:space|planet|moon|mars|galaxy|rocket|stars?|comet|asteroid)\b/i;
const SKY = /\b(?:sky|clouds?|rainbow|balloon)\b/i;

const an = (word: string): string =>
  /^[aeiou]/i.test(word) && !/^(?:uni|use|eu|one)/i.test(word) ? 'an' : 'a';

/** "a forest" → a forest / the forest / forest; undefined when the words do not make a place. */
function ownWords(text: string): { a: string; the: string; noun: string } | undefined {
  const t = text.replace(/[.!?,;:]+$/, '').trim();
  const words = t.split(/\s+/);
  if (t === '' || words.length > 6 || PREPOSITION.test(t) || !/^[\p{L}' -]+$/u.test(t)) return undefined;
  const article = /^(a|an|the)\s+(.+)$/i.exec(t);
  if (article !== null) {
    const rest = (article[2] as string).trim();
    if (rest === '') return undefined;
    const isThe = (article[1] as string).toLowerCase() === 'the';
    return { a: isThe ? `the ${rest}` : `${an(rest)} ${rest}`, the: `the ${rest}`, noun: rest };
  }
  // A proper name ("Paris", "Grandma's garden") needs no article.
  if (/^\p{Lu}/u.test(t)) return { a: t, the: t, noun: t };
  return { a: `${an(t)} ${t}`, the: `the ${t}`, noun: t };
}

function worldOf(text: string): World {
  if (SEA.test(text)) return 'sea';
  if (SPACE.test(text)) return 'space';
  if (SKY.test(text)) return 'sky';
  if (INDOORS.test(text)) return 'home';
  return 'land';
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function settingFromText(text: string): SettingContent | undefined {
  if (text.trim() === '') return undefined;
  const hit = matchSetting(text)?.content;
  // A label from the list (what the form's suggestions send) is told in the catalogue's words.
  const label = SETTING_OPTIONS.some((o) => normal(o.label) === normal(text) || o.id === normal(text));
  const own = label ? undefined : ownWords(text);
  if (hit !== undefined) return own === undefined ? hit : { ...hit, place: { ...own, tags: hit.place.tags } };
  if (own === undefined) return undefined;
  const world = worldOf(text);
  return { match: /$^/, world, place: { ...own, tags: [] }, bridge: BRIDGES[world] };
}
