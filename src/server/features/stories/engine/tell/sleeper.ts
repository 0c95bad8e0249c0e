import { sentencesOf } from '../grammar/lint.js';
import type { VarMap } from './vars.js';
import { patternOf } from '../pack/text.js';

/**
 * Once asleep, asleep: a panel heard a baby dragon fall asleep at the resolution and then "dance in
 * circles" with the child, wave goodbye and look impressed. Whoever the story put to sleep (the
 * sleepless one, or a companion a plot's resolution lulls off) may snore, smile in its sleep or be
 * tucked in afterwards, never dance, talk or wave. Lines after the solve are told another way.
 */
export interface Sleepers {
  /** Words a sentence names the sleeper by ("Puff", "dragon"): lower case. */
  refs: string[];
  /** The companion is asleep: "they danced" (the child and the companion) is an awake act too. */
  companion: boolean;
}

/** The lines that tell someone falling asleep: after them, that one sleeps. */
export const SLEEP_TOLD: ReadonlySet<string> = new Set(['interest.help', 'plan.resolution', 'twist.solve']);

const AWAKE =
  '(?:danc\\w*|twirl\\w*|spun|spin\\w*|hopped|hops?|skip\\w*|jump\\w*|ran|run\\w*|cheer\\w*|laugh\\w*|giggl\\w*|sang|sings?|said|says?|call\\w*|cried|cries|ask\\w*|whisper\\w*|answer\\w*|repl\\w*|promis\\w*|declar\\w*|announc\\w*|wav\\w*|hug\\w*|bowed|nodd\\w*|grinn\\w*|clap\\w*|gave|gives?|thank\\w*|told|walk\\w*|bounc\\w*|bobb\\w*|look\\w*|flew|swam|tilt\\w*|press\\w*|tuck\\w* something|wiggl\\w*|wriggl\\w*|did a|could not keep still|beamed|high-fived)';
const SPEECH =
  '(?:said|cried|called|whispered|sang|asked|answered|replied|promised|declared|announced|added)';
// The sleep words in the same clause as the name, soon after it, not denied ("could not fall asleep"),
// and not about another of its kind ("the crab who had been passing earlier had fallen asleep").
const ASLEEP =
  /^(?!\s+who\b)(?:(?!\b(?:not|never|n't|cannot)\b)[^.!?,;:]){0,60}?\b(?:asleep|slept|sleeping|snor(?:ed|ing|es)|eyes (?:grew heavy and )?(?:closed|shut)|closed (?:his|her|its|their) eyes|drift\w* off|doz\w* off)\b/i;
/** The pair as one subject: the child and the sleeping companion. */
const PAIR = /\b(?:they|the two (?:of them|friends)|both of them)\s+(?:\w+\s+){0,3}?/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a slot's entity is named by in a rendered line: its own name, its noun's last word. */
export function refsOf(vars: VarMap, slot: 'companion' | 'object'): string[] {
  const head = vars[`${slot}.noun`]?.split(' ').at(-1);
  const name = vars[`${slot}.name`];
  return [name, head]
    .filter((w): w is string => w !== undefined && w.length > 2 && !w.includes(' '))
    .map((w) => w.toLowerCase());
}

/** The line says this one falls asleep ("the baby dragon ... was fast asleep", "his eyes grew heavy and closed"). */
export function saysAsleep(text: string, refs: readonly string[]): boolean {
  return sentencesOf(text).some((s) =>
    refs.some((r) => {
      const at = s.toLowerCase().search(patternOf(`\\b${escape(r)}\\b`, ''));
      return at >= 0 && ASLEEP.test(s.slice(at + r.length));
    }),
  );
}

/** The line has a sleeper doing something awake: "Puff did a happy dance", "cried the dragon". */
export function sleeperActs(text: string, sleepers: Sleepers): boolean {
  if (sleepers.refs.length === 0) return false;
  const refs = sleepers.refs.map(escape).join('|');
  const acts = patternOf(
    `\\b(?:${refs})(?:'s)?\\s+(?:\\w+ly\\s+|also\\s+|too\\s+|then\\s+|just\\s+){0,2}(?:began to |started to )?${AWAKE}\\b|\\b${SPEECH}\\s+(?!to\\b|at\\b)(?:\\w+\\s+){0,3}(?:${refs})\\b`,
    'i',
  );
  const pair = patternOf(`${PAIR.source}${AWAKE}\\b`, 'i');
  return sentencesOf(text).some((s) => acts.test(s) || (sleepers.companion && pair.test(s)));
}
