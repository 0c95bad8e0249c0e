import type { TReadingLevel } from '../../../../shared/constants.js';

/**
 * Word lists by reading level. Beginners get short, common (mostly one-syllable) words;
 * intermediate readers get those plus a second tier; advanced readers get the second tier
 * plus richer, still child-friendly words. Level changes vocabulary without new templates.
 */
interface Tiered {
  b: readonly string[];
  i: readonly string[];
  a: readonly string[];
}

const LEXICON: Readonly<Record<string, Tiered>> = {
  soft: {
    b: ['soft', 'calm', 'still', 'hushed', 'slow'],
    i: ['gentle', 'quiet', 'peaceful', 'mellow'],
    a: ['velvety', 'tranquil', 'serene', 'unhurried', 'feathery'],
  },
  bright: {
    b: ['bright', 'gold', 'warm', 'pale', 'white'],
    i: ['glowing', 'shining', 'silver', 'golden'],
    a: ['shimmering', 'luminous', 'glimmering', 'radiant', 'opal'],
  },
  small: {
    b: ['small', 'tiny', 'wee', 'snug'],
    i: ['little', 'teeny', 'pocket-sized'],
    a: ['delicate', 'dainty', 'miniature'],
  },
  big: {
    b: ['big', 'tall', 'huge', 'vast'],
    i: ['enormous', 'giant', 'mighty'],
    a: ['towering', 'magnificent', 'gigantic', 'colossal'],
  },
  glad: {
    b: ['glad', 'happy', 'proud', 'pleased'],
    i: ['cheerful', 'joyful', 'thankful'],
    a: ['delighted', 'overjoyed', 'contented', 'elated'],
  },
  kind: {
    b: ['kind', 'good', 'sweet', 'warm'],
    i: ['friendly', 'caring', 'gentle'],
    a: ['thoughtful', 'generous', 'considerate', 'good-natured'],
  },
  sleepy: {
    b: ['sleepy', 'snug', 'warm', 'slow'],
    i: ['cozy', 'drowsy', 'yawning'],
    a: ['slumbering', 'heavy-lidded', 'contented', 'dreamy'],
  },
  walked: {
    b: ['walked', 'went', 'stepped', 'hopped', 'strolled'],
    i: ['wandered', 'tiptoed', 'skipped', 'trotted'],
    a: ['ambled', 'meandered', 'ventured', 'journeyed'],
  },
  looked: {
    b: ['looked', 'peeked', 'gazed'],
    i: ['peered', 'glanced', 'stared'],
    a: ['marvelled', 'squinted', 'observed'],
  },
  said: {
    b: ['said', 'asked', 'called'],
    i: ['whispered', 'answered', 'replied'],
    a: ['murmured', 'exclaimed', 'suggested'],
  },
  smiled: {
    b: ['smiled', 'grinned', 'beamed'],
    i: ['giggled', 'chuckled', 'nodded'],
    a: ['brightened', 'chortled', 'glowed with pride'],
  },
  quickly: {
    b: ['fast', 'at once', 'right then'],
    i: ['quickly', 'swiftly', 'straight away'],
    a: ['eagerly', 'without hesitating', 'in a twinkling'],
  },
  shine: {
    b: ['shone', 'glowed', 'lit up'],
    i: ['twinkled', 'sparkled', 'gleamed'],
    a: ['glimmered', 'shimmered', 'flickered'],
  },
  sound: {
    b: ['a soft hum', 'a low song', 'a tap tap tap', 'a small chime'],
    i: ['a gentle whistle', 'a faraway tune', 'a quiet jingle'],
    a: ['a melodious murmur', 'a tinkling melody', 'a lilting chorus'],
  },
  color: {
    b: ['blue', 'pink', 'gold', 'green', 'red', 'plum'],
    i: ['silver', 'purple', 'orange', 'yellow', 'lilac'],
    a: ['turquoise', 'lavender', 'amber', 'emerald', 'violet', 'coral'],
  },
  nice: {
    b: ['nice', 'fine', 'grand', 'sweet'],
    i: ['lovely', 'wonderful', 'special'],
    a: ['marvellous', 'extraordinary', 'splendid', 'remarkable'],
  },
};

export type LexiconVars = Record<string, readonly string[]>;

function merge(level: TReadingLevel): LexiconVars {
  const out: LexiconVars = {};
  for (const [key, t] of Object.entries(LEXICON)) {
    out[key] = level === 'beginner' ? t.b : level === 'intermediate' ? [...t.b, ...t.i] : [...t.i, ...t.a];
  }
  return out;
}

// Merged once at load: building a story only looks these up.
const BY_LEVEL: Readonly<Record<TReadingLevel, LexiconVars>> = {
  beginner: merge('beginner'),
  intermediate: merge('intermediate'),
  advanced: merge('advanced'),
};

export function lexiconFor(level: TReadingLevel): LexiconVars {
  return BY_LEVEL[level];
}
