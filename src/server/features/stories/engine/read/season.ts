import type { Pack } from '../pack/compile.js';
import { wordForms } from '../pack/check.js';
import type { TSeason } from '../pack/schema.js';

/**
 * The season or weather the parent's setting says ("a snowy village", "a rainy city with trams",
 * "a hot desert"): the pack's first season (frame.yaml `seasons`) whose words the setting has.
 * The story keeps it: nothing at the setting contradicts it (tell/season.ts), and it is felt.
 */
export function readSeason(setting: string, pack: Pack): TSeason | undefined {
  if (setting === '') return undefined;
  return pack.frame.seasons.find((s) => saidOf(s).test(setting));
}

const said = new WeakMap<TSeason, RegExp>();
function saidOf(season: TSeason): RegExp {
  let pattern = said.get(season);
  if (pattern === undefined) {
    pattern = wordForms(season.said);
    said.set(season, pattern);
  }
  return pattern;
}
