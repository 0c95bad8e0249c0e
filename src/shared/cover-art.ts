import { escapeHtml } from './html-escape.js';

/**
 * Cover art for every story, drawn on the machine with no model: a small SVG scene from the
 * story's world, its companion and its time of night, in the product's palette. Deterministic per
 * story (the story id seeds every choice), small (a few KB) and described in words for screen
 * readers. An image model can fill a story's cover later; until then this scene is the cover.
 * Pure code, no DOM: the web client renders it as an <img> data URL, the server could too.
 */

export const COVER_WORLDS = ['space', 'sea', 'forest', 'sky', 'home', 'dream'] as const;
export type TCoverWorld = (typeof COVER_WORLDS)[number];

export const COVER_COMPANIONS = [
  'owl',
  'fox',
  'bunny',
  'bear',
  'cat',
  'whale',
  'turtle',
  'dragon',
  'robot',
  'star',
] as const;
export type TCoverCompanion = (typeof COVER_COMPANIONS)[number];

export const COVER_TIMES = ['dusk', 'night', 'late'] as const;
export type TCoverTime = (typeof COVER_TIMES)[number];

export interface TCoverScene {
  world: TCoverWorld;
  companion: TCoverCompanion;
  time: TCoverTime;
  seed: number;
}

/** What a story offers the cover; every field but the id is optional. */
export interface TCoverSource {
  id: string;
  title?: string;
  theme?: string;
  setting?: string | null;
  content?: string;
}

// Words that place a story in a world, checked in order (the first world with a hit wins), so
// "a rocket to the moon" is space even though the moon is also in the sky.
const WORLD_WORDS: readonly [TCoverWorld, RegExp][] = [
  ['space', /\b(space|rocket|planet|galax|comet|astronaut|orbit|asteroid|constellation|stars?)\b/],
  ['sea', /\b(ocean|sea|under ?water|mermaid|coral|reef|whale|beach|island|pirate|shell|fish)\w*/],
  ['dream', /\b(dream|magic|fair(y|ies)|unicorn|dragon|castle|enchant|wizard|rainbow|princess|prince)\w*/],
  ['sky', /\b(sky|cloud|balloon|kite|bird|wind|weather|fly|flying|moon)\w*/],
  [
    'forest',
    /\b(forest|wood|tree|garden|meadow|farm|jungle|safari|camp|mountain|nature|bug|butterfl|autumn|spring|snow|arctic|winter|dinosaur)\w*/,
  ],
  ['home', /\b(home|bed|house|room|kitchen|toy|teddy|book|library|cook|bak|family|birthday)\w*/],
];

const COMPANION_WORDS: readonly [TCoverCompanion, RegExp][] = [
  ['owl', /\bowls?\b/],
  ['fox', /\bfox(es)?\b/],
  ['bunny', /\b(bunny|bunnies|rabbits?|hares?)\b/],
  ['bear', /\b(bears?|teddy|cubs?)\b/],
  ['cat', /\b(cats?|kittens?|kitty)\b/],
  ['whale', /\b(whales?|dolphins?)\b/],
  ['turtle', /\b(turtles?|tortoises?)\b/],
  ['dragon', /\b(dragons?|dino\w*)\b/],
  ['robot', /\b(robots?|rockets?)\b/],
];

/** 32-bit FNV-1a: a stable number from the story id. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic random stream. */
function random(seed: number): () => number {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads the story's world, companion and time of night from its own words. */
export function describeCover(source: TCoverSource): TCoverScene {
  const seed = hashSeed(source.id);
  // What the parent chose (setting, theme) decides before the title's words: an ocean story
  // called "the Little Lost Sea Star" is under the sea, not in space.
  const chosen = `${source.setting ?? ''} ${source.theme ?? ''}`.toLowerCase();
  const title = (source.title ?? '').toLowerCase().replace(/\bsea ?stars?\b|\bstarfish\b/g, 'sea');
  // The library's summaries carry the first 300 characters: read no more, so card and reader agree.
  const opening = (source.content ?? '').slice(0, 300).toLowerCase();
  const world =
    WORLD_WORDS.find(([, re]) => re.test(chosen))?.[0] ??
    WORLD_WORDS.find(([, re]) => re.test(title))?.[0] ??
    WORLD_WORDS.find(([, re]) => re.test(opening))?.[0] ??
    (['home', 'forest', 'sky'] as const)[seed % 3]!;
  const text = `${source.title ?? ''} ${opening}`.toLowerCase();
  const companion =
    COMPANION_WORDS.find(([, re]) => re.test(text))?.[0] ??
    (world === 'sea' ? 'whale' : world === 'space' ? 'robot' : 'star');
  const time = COVER_TIMES[(seed >>> 8) % COVER_TIMES.length]!;
  return { world, companion, time, seed };
}

const WORLD_WORDS_FOR_ALT: Record<TCoverWorld, string> = {
  space: 'among the stars and planets',
  sea: 'under the sea',
  forest: 'in a moonlit forest',
  sky: 'up among the clouds',
  home: 'in a cozy bedroom',
  dream: 'in a dreamy, magical land',
};
const COMPANION_FOR_ALT: Record<TCoverCompanion, string> = {
  owl: 'an owl',
  fox: 'a fox',
  bunny: 'a bunny',
  bear: 'a bear',
  cat: 'a cat',
  whale: 'a whale',
  turtle: 'a turtle',
  dragon: 'a little dragon',
  robot: 'a little robot',
  star: 'a friendly star',
};
const TIME_FOR_ALT: Record<TCoverTime, string> = {
  dusk: 'at dusk',
  night: 'at night',
  late: 'late at night',
};

/** The text alternative: what the picture shows, in words. */
export function coverAlt(scene: TCoverScene, title?: string): string {
  const what = `${COMPANION_FOR_ALT[scene.companion]} ${WORLD_WORDS_FOR_ALT[scene.world]} ${TIME_FOR_ALT[scene.time]}`;
  return title ? `Cover of “${title}”: ${what}` : `Story cover: ${what}`;
}

// The product's night palette, shifted per world so worlds are told apart at a glance.
const PALETTES: Record<TCoverWorld, { sky: [string, string]; ground: string; accent: string; soft: string }> =
  {
    space: { sky: ['#080b22', '#252e6c'], ground: '#141a45', accent: '#f6c25b', soft: '#b9c8ff' },
    sea: { sky: ['#06283d', '#0f5e73'], ground: '#d9c38f', accent: '#a6e8c6', soft: '#7fd3e0' },
    forest: { sky: ['#0e1230', '#2c3f6b'], ground: '#12331f', accent: '#ffd584', soft: '#a6e8c6' },
    sky: { sky: ['#2a2466', '#8c7bd1'], ground: '#f8efdf', accent: '#ffb0a6', soft: '#f8efdf' },
    home: { sky: ['#2b1f3d', '#4a3560'], ground: '#6b4a3a', accent: '#f6c25b', soft: '#ffe29a' },
    dream: { sky: ['#3a1f5c', '#c17bb8'], ground: '#6d4c9e', accent: '#ffe29a', soft: '#ffb0a6' },
  };
const TIME_DIM: Record<TCoverTime, number> = { dusk: 0, night: 0.15, late: 0.3 };

const r1 = (n: number) => Math.round(n);

type TRandom = () => number;

function stars(rnd: TRandom, count: number, maxY: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rnd() * 320);
    const y = r1(rnd() * maxY);
    const size = rnd() < 0.15 ? 2 : 1;
    out += `<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

function moon(rnd: TRandom, color: string): string {
  const x = r1(40 + rnd() * 240);
  const y = r1(30 + rnd() * 30);
  // A crescent as one path (outer arc, then a flatter inner arc back), so it sits on any sky.
  const inner = r1(2 + rnd() * 6);
  return `<path d="M${x} ${y - 18}A18 18 0 1 0 ${x} ${y + 18}A${inner} 18 0 1 1 ${x} ${y - 18}Z" fill="${color}"/>`;
}

function cloud(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="${r1(28 * s)}" ry="${r1(10 * s)}"/><circle cx="${r1(x - 10 * s)}" cy="${r1(y - 6 * s)}" r="${r1(10 * s)}"/><circle cx="${r1(x + 8 * s)}" cy="${r1(y - 9 * s)}" r="${r1(13 * s)}"/></g>`;
}

/** Each world's own shapes: what makes a sea cover a sea cover. */
const WORLD_SCENERY: Record<TCoverWorld, (rnd: TRandom, p: (typeof PALETTES)[TCoverWorld]) => string> = {
  space: (rnd, p) => {
    const px = r1(200 + rnd() * 80);
    const py = r1(70 + rnd() * 40);
    return (
      stars(rnd, 46, 200, '#f8efdf') +
      `<circle cx="${px}" cy="${py}" r="26" fill="${p.soft}"/><ellipse cx="${px}" cy="${py}" rx="44" ry="9" fill="none" stroke="${p.accent}" stroke-width="3" transform="rotate(-18 ${px} ${py})"/>` +
      `<path d="M${r1(30 + rnd() * 60)} ${r1(40 + rnd() * 40)}l60 16" stroke="${p.accent}" stroke-width="2" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M0 200Q160 160 320 200Z" fill="${p.ground}"/>`
    );
  },
  sea: (rnd, p) => {
    let weeds = '';
    for (let i = 0; i < 5; i++) {
      const x = r1(20 + rnd() * 280);
      const h = r1(40 + rnd() * 50);
      weeds += `<path d="M${x} 200q-10 -${r1(h / 2)} 0 -${h}q10 ${r1(h / 3)} 4 ${h}" fill="${p.accent}" opacity=".75"/>`;
    }
    let bubbles = '';
    for (let i = 0; i < 9; i++)
      bubbles += `<circle cx="${r1(rnd() * 320)}" cy="${r1(20 + rnd() * 140)}" r="${r1(2 + rnd() * 4)}" fill="none" stroke="${p.soft}" stroke-width="1.5" opacity=".7"/>`;
    return (
      `<path d="M60 0L110 200H80L40 0ZM180 0L240 200H215L160 0Z" fill="${p.soft}" opacity=".08"/>` +
      bubbles +
      `<path d="M0 188Q80 176 160 186T320 182V200H0Z" fill="${p.ground}"/>` +
      weeds
    );
  },
  forest: (rnd, p) => {
    let trees = '';
    for (let i = 0; i < 7; i++) {
      const x = r1(i * 48 + rnd() * 20);
      const h = r1(60 + rnd() * 50);
      trees += `<path d="M${x} 196l18 -${h}l18 ${h}Z" fill="#0b2616"/>`;
    }
    let flies = '';
    for (let i = 0; i < 8; i++)
      flies += `<circle cx="${r1(rnd() * 320)}" cy="${r1(110 + rnd() * 70)}" r="2" fill="${p.accent}" opacity=".9"/>`;
    return (
      stars(rnd, 24, 100, '#f8efdf') +
      moon(rnd, '#f8efdf') +
      `<path d="M0 170Q90 130 180 160T320 150V200H0Z" fill="${p.ground}"/>` +
      trees +
      flies
    );
  },
  sky: (rnd, p) => {
    const bx = r1(60 + rnd() * 200);
    const by = r1(60 + rnd() * 30);
    return (
      stars(rnd, 14, 80, '#f8efdf') +
      moon(rnd, '#fff6e0') +
      cloud(r1(40 + rnd() * 60), r1(150 + rnd() * 20), 1.3, p.soft) +
      cloud(r1(200 + rnd() * 80), r1(130 + rnd() * 30), 1, p.soft) +
      `<ellipse cx="${bx}" cy="${by}" rx="22" ry="26" fill="${p.accent}"/><path d="M${bx - 18} ${by + 12}l12 22h12l12 -22" fill="none" stroke="${p.ground}" stroke-width="1.5"/><rect x="${bx - 7}" y="${by + 33}" width="14" height="10" rx="2" fill="#8a5a3c"/>`
    );
  },
  home: (rnd, p) => {
    const wx = r1(30 + rnd() * 40);
    return (
      `<rect x="${wx}" y="24" width="90" height="100" rx="8" fill="#0e1230" stroke="${p.soft}" stroke-width="4"/>` +
      `<path d="M${wx + 45} 24v100M${wx} 74h90" stroke="${p.soft}" stroke-width="3"/>` +
      `<circle cx="${wx + 66}" cy="48" r="11" fill="#f8efdf"/><circle cx="${wx + 71}" cy="45" r="10" fill="#0e1230"/>` +
      `<circle cx="${wx + 20}" cy="40" r="1.5" fill="#f8efdf"/><circle cx="${wx + 30}" cy="96" r="1.5" fill="#f8efdf"/>` +
      `<circle cx="262" cy="70" r="46" fill="${p.accent}" opacity=".16"/><path d="M250 60h24l-6 -22h-12Z" fill="${p.accent}"/><rect x="260" y="60" width="4" height="60" fill="${p.soft}" opacity=".6"/>` +
      `<rect x="0" y="160" width="320" height="40" fill="${p.ground}"/><ellipse cx="170" cy="184" rx="90" ry="10" fill="${p.soft}" opacity=".25"/>`
    );
  },
  dream: (rnd, p) => {
    let sparkles = '';
    for (let i = 0; i < 10; i++) {
      const x = r1(rnd() * 320);
      const y = r1(rnd() * 150);
      sparkles += `<path d="M${x} ${y - 5}l1.5 3.5l3.5 1.5l-3.5 1.5l-1.5 3.5l-1.5 -3.5l-3.5 -1.5l3.5 -1.5Z" fill="${p.accent}"/>`;
    }
    const ix = r1(170 + rnd() * 60);
    return (
      sparkles +
      `<ellipse cx="${ix}" cy="96" rx="56" ry="12" fill="${p.ground}"/><path d="M${ix - 56} 96q56 50 112 0" fill="${p.ground}" opacity=".8"/>` +
      `<path d="M${ix - 26} 96v-34h10v-10h8v10h16v-10h8v10h10v34Z" fill="${p.soft}" opacity=".85"/><path d="M${ix - 4} 52l4 -12l4 12Z" fill="${p.accent}"/>` +
      `<path d="M0 180Q80 150 160 178T320 170V200H0Z" fill="${p.ground}"/>` +
      cloud(r1(50 + rnd() * 40), 140, 0.9, '#fff6f0')
    );
  },
};

/** The companion, drawn from a few round shapes at the bottom left, looking at the scene. */
function companionShape(
  kind: TCoverCompanion,
  x: number,
  y: number,
  p: (typeof PALETTES)[TCoverWorld],
): string {
  const eye = (ex: number, ey: number) => `<circle cx="${ex}" cy="${ey}" r="2" fill="#141a45"/>`;
  switch (kind) {
    case 'owl':
      return `<ellipse cx="${x}" cy="${y}" rx="16" ry="20" fill="#8a6a4f"/><ellipse cx="${x}" cy="${y + 5}" rx="10" ry="12" fill="#d9c3a0"/><circle cx="${x - 6}" cy="${y - 8}" r="6" fill="#f8efdf"/><circle cx="${x + 6}" cy="${y - 8}" r="6" fill="#f8efdf"/>${eye(x - 6, y - 8)}${eye(x + 6, y - 8)}<path d="M${x - 3} ${y - 3}h6l-3 4Z" fill="${p.accent}"/>`;
    case 'fox':
      return `<ellipse cx="${x}" cy="${y + 4}" rx="18" ry="14" fill="#e0874a"/><path d="M${x + 14} ${y + 8}q22 -4 20 -20q-6 14 -20 12Z" fill="#e0874a"/><circle cx="${x - 4}" cy="${y - 10}" r="11" fill="#e0874a"/><path d="M${x - 14} ${y - 16}l2 -12l8 8ZM${x + 6} ${y - 16}l-2 -12l-8 8Z" fill="#e0874a"/><path d="M${x - 10} ${y - 6}q6 8 12 0Z" fill="#f8efdf"/>${eye(x - 8, y - 12)}${eye(x, y - 12)}`;
    case 'bunny':
      return `<ellipse cx="${x}" cy="${y + 4}" rx="15" ry="14" fill="#e8e2f0"/><circle cx="${x}" cy="${y - 12}" r="10" fill="#e8e2f0"/><ellipse cx="${x - 5}" cy="${y - 30}" rx="3.5" ry="11" fill="#e8e2f0"/><ellipse cx="${x + 5}" cy="${y - 30}" rx="3.5" ry="11" fill="#e8e2f0"/>${eye(x - 4, y - 13)}${eye(x + 4, y - 13)}<circle cx="${x}" cy="${y - 8}" r="1.5" fill="${p.soft}"/>`;
    case 'bear':
      return `<ellipse cx="${x}" cy="${y + 4}" rx="18" ry="16" fill="#9b6b47"/><circle cx="${x}" cy="${y - 14}" r="12" fill="#9b6b47"/><circle cx="${x - 10}" cy="${y - 24}" r="5" fill="#9b6b47"/><circle cx="${x + 10}" cy="${y - 24}" r="5" fill="#9b6b47"/><ellipse cx="${x}" cy="${y - 10}" rx="5" ry="4" fill="#d9b48f"/>${eye(x - 5, y - 17)}${eye(x + 5, y - 17)}`;
    case 'cat':
      return `<ellipse cx="${x}" cy="${y + 4}" rx="15" ry="14" fill="#5a5f7a"/><circle cx="${x}" cy="${y - 12}" r="10" fill="#5a5f7a"/><path d="M${x - 9} ${y - 16}l1 -12l8 7ZM${x + 9} ${y - 16}l-1 -12l-8 7Z" fill="#5a5f7a"/><path d="M${x + 14} ${y + 10}q16 0 12 -22" fill="none" stroke="#5a5f7a" stroke-width="4" stroke-linecap="round"/><circle cx="${x - 4}" cy="${y - 13}" r="2" fill="${p.accent}"/><circle cx="${x + 4}" cy="${y - 13}" r="2" fill="${p.accent}"/>`;
    case 'whale':
      return `<path d="M${x - 26} ${y}q4 -22 30 -20q22 2 24 18q-28 12 -54 2Z" fill="#5b7fd6"/><path d="M${x + 26} ${y - 2}l12 -10v18Z" fill="#5b7fd6"/><path d="M${x - 22} ${y + 2}q26 8 48 -2" fill="none" stroke="#b9c8ff" stroke-width="2"/>${eye(x - 14, y - 8)}<path d="M${x - 6} ${y - 22}q-2 -8 -8 -10M${x - 6} ${y - 22}q2 -8 8 -10" fill="none" stroke="${p.soft}" stroke-width="2"/>`;
    case 'turtle':
      return `<ellipse cx="${x}" cy="${y}" rx="20" ry="13" fill="#4f9a6e"/><path d="M${x - 12} ${y - 4}h24M${x} ${y - 12}v16" stroke="#a6e8c6" stroke-width="1.5" opacity=".7"/><circle cx="${x + 24}" cy="${y - 2}" r="7" fill="#7cc49a"/>${eye(x + 26, y - 4)}<ellipse cx="${x - 12}" cy="${y + 12}" rx="5" ry="3" fill="#7cc49a"/><ellipse cx="${x + 12}" cy="${y + 12}" rx="5" ry="3" fill="#7cc49a"/>`;
    case 'dragon':
      return `<ellipse cx="${x}" cy="${y + 4}" rx="17" ry="14" fill="#6fbf8f"/><circle cx="${x + 6}" cy="${y - 12}" r="10" fill="#6fbf8f"/><path d="M${x - 8} ${y - 4}l-16 -16l4 18Z" fill="#9fdcb5"/><path d="M${x + 2} ${y - 22}l2 -6l3 6M${x + 8} ${y - 22}l2 -6l3 6" fill="${p.accent}"/><path d="M${x - 16} ${y + 10}q-14 2 -16 -10" fill="none" stroke="#6fbf8f" stroke-width="4" stroke-linecap="round"/>${eye(x + 9, y - 13)}`;
    case 'robot':
      return `<rect x="${x - 14}" y="${y - 6}" width="28" height="24" rx="5" fill="#b9c8ff"/><rect x="${x - 11}" y="${y - 28}" width="22" height="18" rx="4" fill="#cdd7ff"/><circle cx="${x - 5}" cy="${y - 19}" r="3" fill="${p.accent}"/><circle cx="${x + 5}" cy="${y - 19}" r="3" fill="${p.accent}"/><path d="M${x} ${y - 28}v-7" stroke="#cdd7ff" stroke-width="2"/><circle cx="${x}" cy="${y - 36}" r="2.5" fill="${p.accent}"/><rect x="${x - 6}" y="${y + 2}" width="12" height="6" rx="2" fill="#333d85"/>`;
    case 'star':
      return `<path d="M${x} ${y - 24}l7 14l15 2l-11 10l3 15l-14 -7l-14 7l3 -15l-11 -10l15 -2Z" fill="${p.accent}"/>${eye(x - 4, y - 6)}${eye(x + 4, y - 6)}<path d="M${x - 4} ${y}q4 4 8 0" fill="none" stroke="#141a45" stroke-width="1.5"/>`;
  }
}

/** The cover as SVG markup (320×200, scales to any card). `title` becomes its <title>. */
export function renderCoverSvg(scene: TCoverScene, title?: string): string {
  const rnd = random(scene.seed);
  const p = PALETTES[scene.world];
  const dim = TIME_DIM[scene.time];
  const gradient = `c${(scene.seed % 1e6).toString(36)}`;
  const label = escapeXml(coverAlt(scene, title));
  const cx = r1(44 + rnd() * 30);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
    `<rect width="320" height="200" fill="url(#${gradient})"/>` +
    WORLD_SCENERY[scene.world](rnd, p) +
    // Later in the night the scene dims; the companion stays bright in front of it.
    (dim > 0 ? `<rect width="320" height="200" fill="#050716" opacity="${dim}"/>` : '') +
    companionShape(scene.companion, cx, 168, p) +
    `</svg>`
  );
}

const escapeXml = escapeHtml;

/** A data URL for <img src> and the Media Session artwork. */
export function coverDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The cover of a story: its scene, the SVG and the words for it. */
export function storyCover(source: TCoverSource) {
  const scene = describeCover(source);
  const svg = renderCoverSvg(scene, source.title);
  return { scene, svg, alt: coverAlt(scene, source.title), url: coverDataUrl(svg) };
}
