import type { TMainThemeId } from '../../../../../shared/story-options.js';
import type { World } from '../plans/types.js';
import type { ThemeContent } from './types.js';

function theme(match: RegExp, worlds: readonly World[], planThemes: readonly string[]): ThemeContent {
  return { match, worlds, planThemes };
}

/**
 * Main themes: the worlds a theme's story may happen in, only those that truly fit it (a space
 * story is told in space, never the sky; an ocean story under the sea, never a meadow), and the
 * plan theme words it prefers, its own id first, then the nearest of the parent's nine themes
 * so a plan written for "animals" also serves "safari" and "farm".
 */
export const THEMES: Readonly<Record<TMainThemeId, ThemeContent>> = {
  // Specific themes first, so "space adventure" finds space before adventure.
  'treasure-hunt': theme(
    /treasure|\bx marks/i,
    ['land', 'sea', 'home'],
    ['treasure-hunt', 'pirates', 'adventure', 'mystery'],
  ),
  pirates: theme(/pirate|\bahoy|shipwreck/i, ['sea'], ['pirates', 'treasure-hunt', 'ocean', 'adventure']),
  mermaids: theme(/merm(aid|an)/i, ['sea'], ['mermaids', 'ocean', 'magic', 'fantasy']),
  dinosaurs: theme(
    /\bdino|saur(s|us)?\b|t[- ]?rex|jurassic/i,
    ['land', 'home'],
    ['dinosaurs', 'animals', 'adventure'],
  ),
  dragons: theme(/dragon/i, ['land', 'sky', 'dream'], ['dragons', 'fantasy', 'magic', 'adventure']),
  fairies: theme(/fair(y|ies)|pixie/i, ['land', 'home', 'dream'], ['fairies', 'magic', 'fantasy', 'nature']),
  unicorns: theme(/unicorn/i, ['land', 'sky', 'dream'], ['unicorns', 'magic', 'fantasy']),
  castles: theme(/castle|knight|kingdom/i, ['land', 'dream'], ['castles', 'fantasy', 'adventure']),
  princesses: theme(
    /princess|prince\b|royal/i,
    ['land', 'dream', 'home'],
    ['princesses', 'fantasy', 'friendship'],
  ),
  superheroes: theme(/super ?hero|\bhero/i, ['land', 'home', 'sky'], ['superheroes', 'adventure', 'courage']),
  robots: theme(/robot/i, ['home', 'space', 'land'], ['robots', 'inventions', 'science', 'adventure']),
  trains: theme(/\btrains?\b|railway/i, ['land', 'home'], ['trains', 'vehicles', 'adventure']),
  vehicles: theme(
    /\bcars?\b|truck|vehicle|\bbus\b|tractor|fire ?engine/i,
    ['land', 'home'],
    ['vehicles', 'construction', 'adventure'],
  ),
  construction: theme(
    /digger|construct|build|crane|bulldozer/i,
    ['land', 'home'],
    ['construction', 'vehicles', 'inventions'],
  ),
  farm: theme(/\bfarm|barn/i, ['land', 'home'], ['farm', 'animals', 'nature']),
  jungle: theme(/jungle|rain ?forest/i, ['land'], ['jungle', 'animals', 'adventure', 'nature']),
  safari: theme(/safari|savann?ah?|\blions?\b|giraffe|zebra/i, ['land'], ['safari', 'animals', 'adventure']),
  arctic: theme(/arctic|polar|penguin|north pole|igloo/i, ['land', 'sea'], ['arctic', 'winter', 'animals']),
  winter: theme(/winter|\bsnow|christmas|frost/i, ['land', 'home'], ['winter', 'nature', 'bedtime']),
  spring: theme(/spring(time)?\b|blossom|easter/i, ['land', 'home'], ['spring', 'nature', 'garden']),
  summer: theme(
    /summer|sunshine|holiday by the sea/i,
    ['land', 'sea', 'home'],
    ['summer', 'beach', 'nature', 'adventure'],
  ),
  autumn: theme(
    /autumn|\bfall\b|fallen leaves|harvest|pumpkin/i,
    ['land', 'home'],
    ['autumn', 'nature', 'forest'],
  ),
  'rainy-day': theme(
    /rain|puddle|umbrella|wellies|rain boots/i,
    ['home', 'land'],
    ['rainy-day', 'weather', 'nature', 'bedtime'],
  ),
  weather: theme(/weather|cloud|wind|sunny/i, ['sky', 'land'], ['weather', 'nature', 'rainbows']),
  moon: theme(/\bmoon/i, ['space', 'sky', 'dream'], ['moon', 'space', 'bedtime', 'stars']),
  stars: theme(
    /\bstars?\b|constellation|starry/i,
    ['space', 'sky', 'dream'],
    ['stars', 'space', 'bedtime', 'magic'],
  ),
  rainbows: theme(/rainbow/i, ['sky', 'land', 'dream'], ['rainbows', 'art', 'magic', 'nature']),
  forest: theme(/forest|woods?\b|woodland/i, ['land'], ['forest', 'nature', 'animals', 'adventure']),
  mountains: theme(/mountain|\bhills?\b|\bpeak/i, ['land'], ['mountains', 'adventure', 'nature']),
  beach: theme(/beach|seaside|sand|shell|rock ?pool/i, ['land', 'sea'], ['beach', 'ocean', 'summer']),
  islands: theme(/island/i, ['land', 'sea'], ['islands', 'ocean', 'adventure', 'treasure-hunt']),
  camping: theme(/camp(ing|fire|site)?|\btent\b/i, ['land'], ['camping', 'nature', 'forest', 'adventure']),
  garden: theme(/garden|flower|plant|seed/i, ['home', 'land'], ['garden', 'nature', 'bugs']),
  bugs: theme(
    /\bbugs?\b|insect|butterfl|ladybug|beetle|caterpillar|\bbees?\b/i,
    ['land', 'home'],
    ['bugs', 'garden', 'nature', 'animals'],
  ),
  birds: theme(/\bbirds?\b|\bowls?\b|robin|nest/i, ['land', 'sky', 'home'], ['birds', 'animals', 'nature']),
  pets: theme(
    /\bpets?\b|puppy|kitten|hamster|goldfish/i,
    ['home', 'land'],
    ['pets', 'animals', 'friendship'],
  ),
  'teddy-bears': theme(
    /tedd(y|ies)|picnic/i,
    ['home', 'land', 'dream'],
    ['teddy-bears', 'toys', 'friendship', 'bedtime'],
  ),
  toys: theme(/\btoys?\b|doll/i, ['home', 'dream'], ['toys', 'friendship', 'magic']),
  music: theme(/music|\bsong|sing|instrument/i, ['home', 'land', 'dream'], ['music', 'dance', 'friendship']),
  dance: theme(/danc|ballet/i, ['home', 'land', 'dream'], ['dance', 'music', 'friendship']),
  art: theme(/\bart\b|paint|draw|colou?r/i, ['home', 'land', 'dream'], ['art', 'rainbows', 'magic']),
  inventions: theme(
    /invent|gadget|machine|engineer/i,
    ['home', 'land', 'space'],
    ['inventions', 'science', 'robots'],
  ),
  science: theme(
    /scien|discover|experiment/i,
    ['home', 'land', 'space'],
    ['science', 'inventions', 'nature', 'space'],
  ),
  books: theme(/\bbooks?\b|librar|reading|stories/i, ['home', 'dream'], ['books', 'magic', 'adventure']),
  cooking: theme(
    /cook|bak(e|ing)|kitchen|food|recipe/i,
    ['home', 'land'],
    ['cooking', 'family', 'friendship'],
  ),
  sports: theme(
    /sport|game|soccer|football|\bball\b|race/i,
    ['land', 'home'],
    ['sports', 'friendship', 'courage'],
  ),
  mystery: theme(
    /myster|detective|clue|riddle|puzzle|secret/i,
    ['home', 'land', 'dream'],
    ['mystery', 'treasure-hunt', 'adventure'],
  ),
  birthday: theme(
    /birthday|\bparty/i,
    ['home', 'land', 'dream'],
    ['birthday', 'holidays', 'family', 'friendship'],
  ),
  holidays: theme(
    /holiday|celebrat|festival|christmas|hanukkah|diwali|eid|new year/i,
    ['home', 'land'],
    ['holidays', 'family', 'birthday'],
  ),
  family: theme(
    /famil|grand(ma|pa|parent)|sibling|\bmom\b|\bdad\b/i,
    ['home', 'land'],
    ['family', 'friendship', 'bedtime'],
  ),
  kindness: theme(
    /kind|caring|helping|gentle/i,
    ['home', 'land', 'dream'],
    ['kindness', 'friendship', 'animals'],
  ),
  courage: theme(
    /courag|brave|bold|fearless/i,
    ['land', 'home', 'dream'],
    ['courage', 'adventure', 'friendship'],
  ),
  dreams: theme(/dream/i, ['dream', 'sky', 'home'], ['dreams', 'bedtime', 'magic', 'fantasy']),
  // The parent's nine, widest last.
  space: theme(
    /space|planet|rocket|astronaut|galax|solar system|alien/i,
    ['space'],
    ['space', 'stars', 'moon', 'adventure'],
  ),
  ocean: theme(
    /ocean|\bsea\b|under ?water|\bfish|whale|dolphin|coral/i,
    ['sea'],
    ['ocean', 'beach', 'animals'],
  ),
  animals: theme(/animal|creature|\bzoo\b/i, ['land', 'home', 'sea'], ['animals', 'nature', 'friendship']),
  nature: theme(
    /nature|outdoor|\btrees?\b|leaves/i,
    ['land', 'home'],
    ['nature', 'forest', 'garden', 'animals'],
  ),
  magic: theme(
    /magic|wizard|spell|wand|enchant|witch/i,
    ['dream', 'land', 'home'],
    ['magic', 'fantasy', 'fairies'],
  ),
  fantasy: theme(
    /fantasy|fairy ?tale|once upon|mythical|legend/i,
    ['dream', 'land', 'sky'],
    ['fantasy', 'magic', 'dragons', 'castles'],
  ),
  friendship: theme(/friend/i, ['home', 'land', 'dream'], ['friendship', 'kindness', 'family']),
  bedtime: theme(
    /bed ?time|sleep|night ?night|lullaby|goodnight/i,
    ['home', 'dream', 'sky'],
    ['bedtime', 'dreams', 'moon', 'stars'],
  ),
  adventure: theme(
    /adventur|explor|quest|journey|expedition/i,
    ['land', 'sky', 'sea', 'space'],
    ['adventure', 'courage', 'treasure-hunt'],
  ),
};
