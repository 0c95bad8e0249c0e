import type { StoryMemory } from '../../writer/types.js';
import type { Pack } from '../pack/compile.js';
import type { TPlan, TWorld } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import type { Brief } from '../read/types.js';
import { worldsFor } from '../read/worlds.js';
import { castable, settingFit } from './cast.js';

/**
 * Step two: where the story happens and which plot it tells. The setting wins over the theme;
 * the theme keeps the story in its worlds (a space story in space); a world a fear rules out
 * gives way to a nearby one the fear allows, and the parent is told. Among fitting plots, one
 * not told to this child in their last stories, then the best fit for the twist and character.
 */
export interface PlotChoice {
  plan: TPlan;
  world: TWorld;
}

function themeRank(plan: TPlan, brief: Brief): number {
  const plots = brief.theme?.plots ?? [brief.themeWord];
  const ranks = plan.themes.map((t) => plots.indexOf(t)).filter((i) => i >= 0);
  return ranks.length === 0 ? 99 : Math.min(...ranks);
}

/** How well a plot takes the parent's twist and favourite character (higher is better). */
function fit(plan: TPlan, brief: Brief, pack: Pack): number {
  let score = 0;
  const shape = brief.twist?.shape;
  if (plan.twist !== undefined) score += plan.twist === shape ? 8 : -100;
  if (shape === 'can-fly' && plan.journey !== undefined) score += 3;
  const character = brief.character?.entry;
  if (character !== undefined) {
    if (plan.worlds.some((w) => character.worlds.includes(w))) score += 2;
    if (character.companion.water && plan.meet === 'home' && !plan.worlds.includes('sea')) score -= 6;
  }
  score += settingFit(plan, brief, pack);
  if (plan.cast.object?.includes('companion') === true && brief.character !== undefined) score -= 1;
  return score;
}

export function choosePlot(
  brief: Brief,
  pack: Pack,
  memory: StoryMemory | undefined,
  rng: Rng,
): PlotChoice & { notice?: string } {
  const { worlds, notice } = worldsFor(brief, pack);
  const worldIds = new Set(worlds.map((w) => w.id));
  let candidates = pack.plans.filter(
    (p) =>
      p.worlds.some((w) => worldIds.has(w)) &&
      !p.tags.some((t) => brief.ruledOut.has(t)) &&
      castable(p, brief, pack),
  );
  if (candidates.length === 0) throw new Error('No plot fits this request');
  const bestTheme = Math.min(...candidates.map((p) => themeRank(p, brief)));
  if (bestTheme < 99) candidates = candidates.filter((p) => themeRank(p, brief) < 99);
  candidates = candidates.filter((p) => fit(p, brief, pack) > -50);
  const recent = memory?.planIds ?? [];
  const fresh = candidates.filter((p) => !recent.includes(p.id));
  // Every fitting plot was told lately: the one told longest ago.
  const pool =
    fresh.length > 0
      ? fresh
      : [...candidates].sort((a, b) => recent.indexOf(b.id) - recent.indexOf(a.id)).slice(0, 1);
  const scored = pool.map((p) => ({
    p,
    // The theme's own plots first (a trains story is about trains); broader ones when the
    // child has heard those lately (they are not fresh) or a twist fits another plot far better.
    score: fit(p, brief, pack) * 2 - themeRank(p, brief) * 6 + rng.next() * 3,
  }));
  scored.sort((a, b) => b.score - a.score);
  const top = scored.filter((s) => s.score >= (scored[0]?.score ?? 0) - 3);
  const plan = rng.pick(top).p;
  const world = rng.pick(
    plan.worlds.filter((w) => worldIds.has(w)).map((w) => pack.worldById.get(w) as TWorld),
  );
  return { plan, world, notice };
}
