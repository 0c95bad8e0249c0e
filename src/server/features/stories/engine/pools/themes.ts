import { OCEAN, SPACE } from './themes-a.js';
import { ANIMALS, NATURE } from './themes-a2.js';
import { ADVENTURE, FANTASY } from './themes-b.js';
import { FRIENDSHIP, MAGIC } from './themes-b2.js';
import { BEDTIME, GENERIC } from './themes-c.js';
import type { ThemePack } from './theme-type.js';

export type { ThemePack } from './theme-type.js';
export { GENERIC } from './themes-c.js';

const PACKS: Readonly<Record<string, ThemePack>> = {
  adventure: ADVENTURE,
  fantasy: FANTASY,
  friendship: FRIENDSHIP,
  nature: NATURE,
  space: SPACE,
  ocean: OCEAN,
  magic: MAGIC,
  animals: ANIMALS,
  bedtime: BEDTIME,
};

/**
 * Words the admin generator (or an older client) may send that clearly mean one of the nine
 * themes. Anything else ("dinosaurs", "trains") gets the generic world built around the word.
 */
const ALIASES: Readonly<Record<string, string>> = {
  sea: 'ocean',
  seas: 'ocean',
  beach: 'ocean',
  underwater: 'ocean',
  mermaid: 'ocean',
  mermaids: 'ocean',
  pirates: 'adventure',
  pirate: 'adventure',
  treasure: 'adventure',
  explore: 'adventure',
  exploring: 'adventure',
  adventures: 'adventure',
  stars: 'space',
  planets: 'space',
  rocket: 'space',
  rockets: 'space',
  astronaut: 'space',
  astronauts: 'space',
  galaxy: 'space',
  moon: 'space',
  forest: 'nature',
  garden: 'nature',
  trees: 'nature',
  woods: 'nature',
  seasons: 'nature',
  flowers: 'nature',
  dragons: 'fantasy',
  dragon: 'fantasy',
  knights: 'fantasy',
  castle: 'fantasy',
  castles: 'fantasy',
  princess: 'fantasy',
  fairytale: 'fantasy',
  wizards: 'magic',
  wizard: 'magic',
  spells: 'magic',
  unicorns: 'magic',
  fairies: 'magic',
  magical: 'magic',
  pets: 'animals',
  farm: 'animals',
  zoo: 'animals',
  animal: 'animals',
  wildlife: 'animals',
  friends: 'friendship',
  kindness: 'friendship',
  sleep: 'bedtime',
  dreams: 'bedtime',
  night: 'bedtime',
  lullaby: 'bedtime',
};

export interface ResolvedTheme {
  pack: ThemePack;
  /** The free theme word, for the generic world; empty for the named themes. */
  topic: string;
}

export function resolveTheme(theme: string): ResolvedTheme {
  const key = theme.trim().toLowerCase();
  const direct = PACKS[key] ?? PACKS[ALIASES[key] ?? ''];
  if (direct !== undefined) return { pack: direct, topic: '' };
  return { pack: GENERIC, topic: key };
}

export function themePack(id: string): ThemePack {
  return PACKS[id] ?? GENERIC;
}
