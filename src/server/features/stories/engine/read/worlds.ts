import { STORY_NOTICES } from '../../../../../shared/messages.js';
import type { Pack } from '../pack/compile.js';
import type { TWorld } from '../pack/schema.js';
import type { Brief } from './types.js';
import { twistFoundIn } from '../tell/found-in.js';

function allowed(world: TWorld | undefined, brief: Brief): world is TWorld {
  return world !== undefined && !world.tags.some((t) => brief.ruledOut.has(t));
}

/**
 * The setting's worlds: among those it belongs to, the ones the theme asks for (a lighthouse in an
 * ocean story is by the sea, in a nature story on the cliffs), else its own.
 */
function settingWorlds(setting: NonNullable<Brief['setting']>, theme: Brief['theme']): string[] {
  const all = [setting.world, ...setting.also];
  const themed = theme === undefined ? [] : all.filter((w) => theme.worlds.includes(w));
  if (themed.length > 0) return themed;
  // A place of the child's own home ("the back garden", "my bedroom") is where every evening starts:
  // the theme says where the story goes from there (scene-lines.ts tells the setting as its start).
  // Before, "the back garden" in an ocean story was a frosty robin by the gate, never the sea.
  return setting.own_home && theme !== undefined && theme.worlds.length > 0
    ? [...theme.worlds]
    : [setting.world];
}

/**
 * "The lion can't roar" in an adventure: the savanna, where lions are, when the theme roams there
 * (panel 75 heard the lion by a tide pool). Only a world the theme lists under `roams`.
 */
function roamedTo(brief: Brief, pack: Pack): string[] {
  const roams = brief.theme?.roams ?? [];
  if (roams.length === 0) return [];
  const found = twistFoundIn(brief, pack) ?? [];
  return roams.filter((w) => found.includes(w) && !(brief.theme?.worlds.includes(w) ?? false));
}

/**
 * The worlds the story may happen in: the setting's, else the theme's, and the notice when a
 * fear ruled the theme's world out and the story moved to a nearby one (it names that one).
 */
export function worldsFor(
  brief: Brief,
  pack: Pack,
): { worlds: TWorld[]; movedTo?: (world: TWorld) => string } {
  const wanted =
    brief.setting !== undefined
      ? settingWorlds(brief.setting, brief.theme)
      : brief.theme !== undefined
        ? [...brief.theme.worlds, ...roamedTo(brief, pack)]
        : pack.worlds.map((w) => w.id);
  const ok = wanted.map((id) => pack.worldById.get(id)).filter((w) => allowed(w, brief));
  if (ok.length > 0) return { worlds: ok };
  const nearby = wanted
    .flatMap((id) => pack.worldById.get(id)?.nearby ?? [])
    .map((id) => pack.worldById.get(id))
    .filter((w) => allowed(w, brief));
  const worlds = nearby.length > 0 ? [...new Set(nearby)] : pack.worlds.filter((w) => allowed(w, brief));
  const fear = brief.fears.find((f) =>
    wanted.some((id) => pack.worldById.get(id)?.tags.some((t) => f.tags.includes(t))),
  );
  const theme = brief.theme?.id ?? brief.themeWord;
  // Said of the world the plot is told in, once chosen (panel 61 read "out in the fields and
  // woods instead" above a story up in the clouds).
  return { worlds, movedTo: (world) => STORY_NOTICES.themeMoved(theme, fear?.label ?? 'it', world.where) };
}
