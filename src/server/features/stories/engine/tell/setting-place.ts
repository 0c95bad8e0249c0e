import type { TCastEntity, TSetting } from '../pack/schema.js';

const lastWord = (noun: string): string => (noun.trim().split(/\s+/).at(-1) ?? '').toLowerCase();

/**
 * Whether a plot's place is the parent's setting: the setting's own entry, a place the setting
 * lists (`places` in settings.yaml: the lighthouse is told at lighthouse island), or a place of
 * the same kind by its last word ("a castle" is the cloud castle, "a beach" the seal beach).
 * A panel heard "a castle in the clouds" said once at home and then a wood with no castle in it.
 *
 * `said`: the parent's own phrase ("paper village"). A word before the place that says what kind
 * of place it is, not how it looks, is the parent's: "a paper village at the top of a bookshelf"
 * is not the fairy village under the toadstools (panel 68 heard it told as nothing else).
 */
export function takesSetting(
  place: Pick<TCastEntity, 'id' | 'noun'>,
  setting: TSetting,
  said?: string,
): boolean {
  if (said !== undefined && ownKind(said, place.noun, setting)) return false;
  return (
    place.id === setting.id ||
    place.noun === setting.place.noun ||
    setting.places.includes(place.id) ||
    (lastWord(place.noun) === lastWord(setting.place.noun) && !twoKinds(place.noun, setting.place.noun))
  );
}

/** Words before a place that say how it looks or feels, not what kind of place it is. */
const LOOKS =
  /^(?:big|little|small|tiny|huge|giant|great|old|new|ancient|cozy|cosy|magic|secret|hidden|beautiful|lovely|pretty|quiet|busy|dark|bright|golden|silver|faraway|distant|lost|friendly|happy|wild|green|blue|red|white|pink|purple|tall|deep|high|long|wide|far|warm|cold|hot|wet|dry|calm|lonely|peaceful|special|strange|wonderful|favourite|favorite)$/;
/** Kinds of place that end in -y, -ed or -al like a word of looks ("a fairy castle", "a toy town"). */
const KIND =
  /^(?:fairy|candy|toy|party|city|sky|jelly|honey|pony|bunny|teddy|daisy|berry|ivy|holly|lolly|cherry|country|factory|bakery|nursery|library|pottery|story|lily|dairy|valley|festival|carnival|royal|crystal|coral|metal|animal|hospital)$/;
const describes = (word: string): boolean =>
  LOOKS.test(word) || (/(?:y|ed|al|ful|ous)$/.test(word) && !KIND.test(word));

/** The parent's phrase names its own kind of place, and this place is another kind. */
function ownKind(said: string, placeNoun: string, setting: TSetting): boolean {
  const words = said
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .split(/\s+/);
  const head = words.at(-1) ?? '';
  const kinds = words.slice(0, -1).filter((w) => !describes(w));
  if (kinds.length === 0 || head !== lastWord(placeNoun)) return false;
  const own = `${kinds.join(' ')} ${head}`;
  // The pack's own words for this setting ("mountain village") are its entry's, not another kind.
  const packs = setting.match.some((m) => m.toLowerCase().replace(/^(?:the|a|an)\s+/, '') === own);
  return !packs && !placeNoun.toLowerCase().includes(own);
}

/**
 * "fairy village" and "fishing village": one word each of two kinds, never one place (panel 66
 * heard "a foggy old harbour town" told as the fairy village at the bottom of the meadow). A
 * plain "castle" is any castle, the cloud castle too.
 */
function twoKinds(a: string, b: string): boolean {
  return (
    a.trim().includes(' ') && b.trim().includes(' ') && a.trim().toLowerCase() !== b.trim().toLowerCase()
  );
}
