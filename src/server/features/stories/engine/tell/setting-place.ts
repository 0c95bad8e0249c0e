import type { TCastEntity, TSetting } from '../pack/schema.js';

const lastWord = (noun: string): string => (noun.trim().split(/\s+/).at(-1) ?? '').toLowerCase();

/**
 * Whether a plot's place is the parent's setting: the setting's own entry, a place the setting
 * lists (`places` in settings.yaml: the lighthouse is told at lighthouse island), or a place of
 * the same kind by its last word ("a castle" is the cloud castle, "a beach" the seal beach).
 * A panel heard "a castle in the clouds" said once at home and then a wood with no castle in it.
 */
export function takesSetting(place: Pick<TCastEntity, 'id' | 'noun'>, setting: TSetting): boolean {
  return (
    place.id === setting.id ||
    place.noun === setting.place.noun ||
    setting.places.includes(place.id) ||
    (lastWord(place.noun) === lastWord(setting.place.noun) && !twoKinds(place.noun, setting.place.noun))
  );
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
