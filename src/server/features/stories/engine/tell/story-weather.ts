import { wordForms } from '../pack/check.js';
import type { TSeason } from '../pack/schema.js';
import { keepsSeason } from './season.js';

/**
 * The evening's weather or season, once the story itself has said it ("on a slow, rainy evening",
 * "it was a mild spring evening", "snow was falling"): kept from then on, as the parent's setting
 * is (tell/season.ts). Panel 85 heard "a rainy evening" and, three lines on, "one mild spring
 * evening": two evenings in one story. Only where the world has weather of its own to say (not
 * space, a dream or under the sea). The parent's setting's season counts as said (tell/story.ts),
 * and what it contradicts is already kept out.
 */
const EVENING_SAID =
  /\b(?:a|an|one|on a|on an|it was a|it was an)\s+(?:\p{L}+,?\s+)?(\p{L}+)\s+(?:(?:spring|summer|autumn|winter)\s+)?(?:evening|night|afternoon|day)\b/iu;
const FALLING_SAID =
  /\b(?:it was (raining|snowing|drizzling|pouring)|(rain|snow) (?:was falling|fell|pattered|drummed|tapped|was tapping|was pattering|swirled))\b/i;
/** A word of the evening that says no season ("a quiet evening", "one special night"). */
const NO_SEASON_WORDS = /^(?:mild|warm|cool|cold)$/i;

export type StoryWeather = readonly TSeason[];

/** What the weather's checks read and keep of the story told so far (tell/line-checks.ts). */
interface WeatherContext {
  told: Set<string>;
  outOfSeason?: RegExp;
  storyWeather?: StoryWeather;
}

function seasonSaid(text: string, seasons: StoryWeather): TSeason | undefined {
  const evening = EVENING_SAID.exec(text);
  const falling = FALLING_SAID.exec(text);
  const words = [
    ...(evening === null ? [] : evening[0].split(/[\s,]+/).slice(1)),
    ...(falling === null ? [] : [falling[1] ?? falling[2] ?? '']),
  ].filter((w) => w !== '' && !NO_SEASON_WORDS.test(w));
  return seasons.find((s) => words.some((w) => saidOf(s).test(w)));
}

const said = new WeakMap<TSeason, RegExp>();
function saidOf(season: TSeason): RegExp {
  const found = said.get(season) ?? wordForms(season.said);
  said.set(season, found);
  return found;
}

const WEATHER_IDEA = 'idea:weather:';
/** The season said so far, as the story's told ideas keep it. */
export const weatherIdea = (season: TSeason): string => `${WEATHER_IDEA}${season.id}`;

/** A line of the story's own telling says the evening's weather: what it contradicts is kept out from now on. */
export function noteWeather(text: string, role: string, ctx: WeatherContext): void {
  const seasons = ctx.storyWeather;
  if (seasons === undefined || !keepsSeason(role) || ctx.outOfSeason !== undefined) return;
  const season = seasonSaid(text, seasons);
  if (season === undefined) return;
  ctx.told.add(weatherIdea(season));
  ctx.outOfSeason = wordForms(season.clashes);
}

/** Another season's evening, once the story has said one ("a rainy evening", then "one mild spring evening"). */
export function anotherEvening(text: string, role: string, ctx: WeatherContext): boolean {
  const seasons = ctx.storyWeather;
  if (seasons === undefined || !keepsSeason(role)) return false;
  const season = seasonSaid(text, seasons);
  return season !== undefined && [...seasons].some((s) => s !== season && ctx.told.has(weatherIdea(s)));
}
