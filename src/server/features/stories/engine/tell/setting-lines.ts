import type { Pack } from '../pack/compile.js';
import type { TSetting } from '../pack/schema.js';
import type { Brief } from '../read/types.js';
import type { Cast } from './cast.js';
import { line, type LineReq } from './scene-lines.js';
import { settingClash } from './setting-clash.js';
import { takesSetting } from './setting-place.js';

/**
 * The parent's setting, when the plot's places do not take it (a setting the pack does not know,
 * "a houseboat on the canal", or one the plot has no place for): where the evening begins, and
 * where a journey comes back to. Never silently dropped.
 */
export function settingLines(
  brief: Brief,
  cast: Cast,
  pack: Pack,
): { opening: LineReq[]; home: LineReq[]; here: LineReq[]; clash?: RegExp } {
  const said = brief.settingSaid;
  const entry = brief.setting;
  const isPlace =
    entry !== undefined &&
    cast.place !== undefined &&
    takesSetting(cast.place, entry, said?.the) &&
    inSettingWorld(cast.place.id, entry, pack) &&
    !namesMoreThan(said?.in, cast.place.a);
  if (said === undefined) return { opening: [], home: [], here: [] };
  const vars = { vars: { 'setting.in': said.in, 'setting.the': said.the, 'setting.back': said.back } };
  if (isPlace)
    return {
      opening: [],
      home: [],
      here: namedOtherwise(said.the, cast.place?.noun)
        ? line(pack.frame.setting_here, 'setting.here', 1, vars)
        : [],
    };
  const clash = settingClash(brief, pack);
  // A place of the child's own home (the back garden) in a story told in another world: where the
  // evening was spent, never where the child still is when the light goes off.
  const inHouse = entry?.own_home === true;
  const { frame } = pack;
  return {
    opening: line(
      (inHouse ? frame.setting_opening_home : undefined) ?? frame.setting_opening,
      'setting.opening',
      1,
      vars,
    ),
    home: line(
      (inHouse ? frame.setting_home_home : undefined) ?? frame.setting_home,
      'setting.home',
      1,
      vars,
    ),
    here: [],
    ...(clash === undefined ? {} : { clash }),
  };
}

/**
 * A place of the setting's own world: the coral garden under the sea is not "the back garden",
 * though both are gardens. A place the pack does not list (the setting's own) is its world's.
 */
function inSettingWorld(placeId: string, setting: TSetting, pack: Pack): boolean {
  const worlds = pack.cast.get(placeId)?.inWorlds;
  return worlds === undefined || worlds.some((w) => w === setting.world || setting.also.includes(w));
}

/**
 * The parent's setting names a place the plot's place does not ("a snowy forest in Norway" and
 * the plot's friendly wood): panel 84 heard Norway never named. Its name is then where the
 * evening begins, told as an unknown setting would be, and the plot's place is the forest there.
 */
function namesMoreThan(said: string | undefined, placeA: string): boolean {
  const names = (said ?? '')
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
  return names.some((n) => !new RegExp(`\\b${n.replace(/[^\p{L}'-]/gu, '')}\\b`, 'u').test(placeA));
}

/**
 * The plot's place is one of the setting's, by another name: "the foggy marsh" and the round
 * pond. The parent's own word for it is then said where the trouble is (frame.yaml `setting_here`).
 */
function namedOtherwise(said: string, placeNoun: string | undefined): boolean {
  const head = said.split(/\s+/).at(-1)?.toLowerCase();
  if (head === undefined || placeNoun === undefined) return false;
  const words = placeNoun.toLowerCase().split(/\s+/);
  return !words.some((w) => w === head || w === `${head}s` || `${w}s` === head);
}
