import type { TPlan, TSeason, TText, TWorld } from '../pack/schema.js';
import { wordForms } from '../pack/check.js';
import type { Brief } from '../read/types.js';
import { line, type LineReq } from './scene-lines.js';

/**
 * The season or weather of the parent's setting, kept (read/season.ts): a panel heard "a snowy
 * village" told with "a golden evening, the cornfield swaying", autumn leaves and warm sun. Lines
 * of scenery told at the setting never say what the season contradicts when another telling can,
 * plots whose evening needs another season are chosen less, and the season is felt at the
 * start and at the close (frame.yaml `seasons`).
 */
export function seasonClash(brief: Brief): RegExp | undefined {
  const season = brief.season;
  if (season === undefined) return undefined;
  let pattern = clashOf.get(season);
  if (pattern === undefined) {
    pattern = wordForms(season.clashes);
    clashOf.set(season, pattern);
  }
  return pattern;
}
const clashOf = new WeakMap<TSeason, RegExp>();

/** The clash where the story is told: none in a world with its own weather (space, a dream, under the sea). */
export function outOfSeasonIn(brief: Brief, world: TWorld): RegExp | undefined {
  return world.own_weather ? undefined : seasonClash(brief);
}

/**
 * A plot whose own evening is frosty (the shivering robin by the gate) keeps its season when the
 * parent gave none: panel 66 heard "the warm wind swayed the trees" after the frost. Only the
 * seasons a plot can be set in by its words alone (`PLOT_SEASONS`), when most tellings of its
 * problem or its way there say them.
 */
const PLOT_SEASONS: ReadonlySet<string> = new Set(['snowy']);
const PLOT_SEASON_SHARE = 0.5;

export function plotSeasonClash(plan: TPlan, seasons: readonly TSeason[], world: TWorld): RegExp | undefined {
  if (world.own_weather) return undefined;
  let found = plotSeasonOf.get(plan);
  if (found === undefined) {
    const season = seasons.find((s) => {
      if (!PLOT_SEASONS.has(s.id)) return false;
      const said = wordForms(s.said);
      return (['problem', 'journey'] as const).some((part) => {
        const text = plan[part];
        const lines = text === undefined ? [] : templatesOf(text);
        return (
          lines.length > 0 && lines.filter((l) => said.test(l)).length / lines.length >= PLOT_SEASON_SHARE
        );
      });
    });
    const clash = season === undefined ? undefined : (clashOf.get(season) ?? wordForms(season.clashes));
    if (season !== undefined && clash !== undefined) clashOf.set(season, clash);
    found = clash ?? null;
    plotSeasonOf.set(plan, found);
  }
  return found ?? undefined;
}
const plotSeasonOf = new WeakMap<TPlan, RegExp | null>();

/**
 * Lines in the parent's own words (an interest, the twist, a family member, a worry) say what
 * the parent asked for; only the scenery and the plot's telling keep to the season.
 */
const PARENTS_OWN = /^(?:interest\d?|learning|twist|worry|character|member|siblings)\./;
export function keepsSeason(role: string): boolean {
  return !PARENTS_OWN.test(role);
}

/** The season felt at the start (at home, before anyone arrives) and at the close. */
export function seasonLines(brief: Brief): { opening: LineReq[]; home: LineReq[] } {
  const season = brief.season;
  if (season === undefined) return { opening: [], home: [] };
  return {
    opening: line(season.opening, 'season.opening', 1),
    home: line(season.home, 'season.home', 1),
  };
}

/**
 * The parts of a plot every story tells (priority 0: never left out): when every telling of one
 * says what the season contradicts, it is told anyway, so the plot is a worse fit (and one whose
 * tellings mostly do, nearly as bad). Other lines are told another way or left out
 * (tell/render.ts), which costs the plot little.
 */
const PARTS = ['call', 'journey', 'problem', 'resolution'] as const;

const templatesOf = (text: TText): string[] => (Array.isArray(text) ? text : Object.values(text).flat());

/** How much of a plot's told-anyway parts, and how many of its own places, say what the season contradicts. */
export function seasonClashOf(plan: TPlan, clash: RegExp | undefined, worlds: readonly TWorld[]): number {
  if (clash === undefined || worlds.every((w) => w.own_weather)) return 0;
  let byClash = clashCount.get(plan);
  if (byClash === undefined) {
    byClash = new WeakMap();
    clashCount.set(plan, byClash);
  }
  let count = byClash.get(clash);
  if (count === undefined) {
    // Each part counts by the share of its tellings that clash: one the season fills counts one.
    const parts = PARTS.map((p) => plan[p]).reduce((n, t) => {
      const lines = t === undefined ? [] : templatesOf(t);
      return lines.length === 0 ? n : n + lines.filter((l) => clash.test(l)).length / lines.length;
    }, 0);
    const places = plan.new_cast.filter((e) => clash.test(`${e.a} ${e.noun}`));
    count = parts + places.length;
    byClash.set(clash, count);
  }
  return count;
}
const clashCount = new WeakMap<TPlan, WeakMap<RegExp, number>>();
