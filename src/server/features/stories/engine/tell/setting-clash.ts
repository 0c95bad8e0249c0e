import type { Pack } from '../pack/compile.js';
import { wordForms } from '../pack/check.js';
import type { TPlan } from '../pack/schema.js';
import type { Brief } from '../read/types.js';

/**
 * The parent's setting is where the evening happens: a panel heard "Ada was in a rainy city with
 * trams", then the brook at the end of the garden and the oak trees down the lane. When no plot
 * place takes the setting, the evening at home is told without the places of another home
 * (frame.yaml `setting_elsewhere`), unless the parent's own words name them ("Grandma's farm").
 */
export function settingClash(brief: Brief, pack: Pack): RegExp | undefined {
  if (!clashOf.has(brief)) clashOf.set(brief, clashFor(brief, pack));
  return clashOf.get(brief);
}
const clashOf = new WeakMap<Brief, RegExp | undefined>();

function clashFor(brief: Brief, pack: Pack): RegExp | undefined {
  const said = brief.settingSaid?.in.toLowerCase();
  const words = pack.frame.setting_elsewhere ?? [];
  if (said === undefined || words.length === 0) return undefined;
  const kept = words.filter((w) => !wordForms([w]).test(said));
  return kept.length === 0 ? undefined : wordForms(kept);
}

/** How far a plot's evening at home is from the parent's setting: opens away, or names another home's places. */
export function settingClashOf(plan: TPlan, clash: RegExp | undefined): number {
  if (clash === undefined) return 0;
  const atHome = JSON.stringify([plan.opening ?? [], plan.call]);
  return (plan.opens_away === true ? 1 : 0) + (clash.test(atHome) ? 1 : 0);
}
