import type { PlotPlan } from '../plans/types.js';

/**
 * The season a story is in, kept like its world: once snow has fallen, the grass is not warm
 * with summer, and falling leaves do not meet new spring buds. Each season is known by a few
 * words that only it uses; a sentence naming none of them fits any season.
 */
export type Season = 'winter' | 'spring' | 'summer' | 'autumn';

const WORDS: Readonly<Record<Season, RegExp>> = {
  winter: /\b(?:snow\w*|frost\w*|icicles?|winter\w*|sled(?:s|ding)?|sledges?|blizzards?)\b/i,
  spring:
    /\b(?:spring ?time|spring (?:morning|day|afternoon|sun\w*|breeze|air|rain|showers?|flowers?|grass)|of spring|in spring|blossom\w*|new buds|lambs)\b/i,
  summer:
    /\b(?:summer\w*|sunflowers?(?! seeds)|lemonade|sunburn\w*|heat ?waves?|sweltering|paddling pool|ice lollies|ice pops?)\b/i,
  autumn:
    /\b(?:autumn\w*|fall(?:en|ing)? leaves|leaves (?:fell|were falling|drifted down|tumbled down)|conkers?|harvest\w*)\b/i,
};

/** Seasons that cannot follow one another inside one bedtime story. */
const CLASH: Readonly<Record<Season, readonly Season[]>> = {
  winter: ['spring', 'summer'],
  spring: ['winter', 'autumn'],
  summer: ['winter', 'autumn'],
  autumn: ['spring', 'summer'],
};

const SEASONS = Object.keys(WORDS) as Season[];

/** Any season's words at all: one test that most sentences fail, before the four. */
const ANY = new RegExp(SEASONS.map((s) => WORDS[s].source).join('|'), 'i');

export function seasonsIn(text: string): Season[] {
  if (!ANY.test(text)) return [];
  return SEASONS.filter((s) => WORDS[s].test(text));
}

/** Does this text name a season that clashes with one the story is already in? */
export function clashesWith(text: string, story: ReadonlySet<Season>): boolean {
  if (story.size === 0) return false;
  for (const s of seasonsIn(text)) for (const c of CLASH[s]) if (story.has(c)) return true;
  return false;
}

const planCache = new WeakMap<PlotPlan, ReadonlySet<Season>>();

/** The seasons a plot's own text names (sunflowers and lemonade: summer). */
export function planSeasons(plan: PlotPlan): ReadonlySet<Season> {
  let out = planCache.get(plan);
  if (out === undefined) {
    const found = new Set<Season>();
    for (const beat of plan.beats)
      for (const level of ['beginner', 'intermediate', 'advanced'] as const)
        for (const t of beat.variants?.[level] ?? []) for (const s of seasonsIn(t)) found.add(s);
    out = found;
    planCache.set(plan, out);
  }
  return out;
}

/** Does the plot's own season clash with snow (a snowy twist)? */
export function clashesWithSnow(plan: PlotPlan): boolean {
  for (const s of planSeasons(plan)) if (CLASH.winter.includes(s)) return true;
  return false;
}
