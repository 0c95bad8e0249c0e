import nlp, { keptReading } from '../nlp.js';

export interface VerbForms {
  past: string;
  gerund: string;
}

/**
 * The past tense and the -ing form of a verb the parent typed ("fly": "flew", "flying"), as
 * compromise conjugates it after "they" (alone, "swap" is read as a noun). Undefined when it
 * cannot: the twist is then reported to the parent (read/twist.ts), never told misspelt.
 */
export const conjugate = keptReading((verb: string): VerbForms | undefined => formsOf(verb.toLowerCase()));

/**
 * Verbs whose past is the verb itself: the only ones where compromise's past may say it back.
 * A closed class of English, not story content.
 */
const SAME_PAST = new Set(
  'bet bid broadcast burst cast cost cut fit forecast hit hurt let put quit read rid set shed shut slit split spread thrust upset wet'.split(
    ' ',
  ),
);

/**
 * Verbs compromise only ever reads as nouns in the present ("when you water them"), whose regular
 * past it knows. English, not story content; a closed list, since any noun would pass ("teapotted").
 */
const ALSO_NOUNS = new Set(
  'water dust wash brush comb polish feed pat paint kiss hug stroke tickle knock whistle hum sing dance clap blow shout call cuddle tap wave'.split(
    ' ',
  ),
);

function formsOf(verb: string): VerbForms | undefined {
  if (!/^\p{L}+$/u.test(verb)) return undefined;
  // "they tidy" reads "tidy" as the adjective; with something to tidy it is the verb.
  // "water": compromise reads it as a noun in the present whatever follows, but knows "watered".
  const regularPast = ALSO_NOUNS.has(verb)
    ? [`they ${verb.endsWith('e') ? `${verb}d` : `${verb}ed`} the room`]
    : [];
  const c = [`they ${verb}`, `they ${verb} the room`, ...regularPast]
    .map((said) => nlp(said).verbs().conjugate()[0] as Record<string, string | undefined> | undefined)
    .find((x) => x?.Infinitive === verb);
  if (c === undefined) return undefined;
  // compromise sometimes gives one form back unchanged ("skip" as its past, "zap" as its -ing
  // form) while the other is right ("skipping", "zapped"): the right one says the stem.
  const past =
    c.PastTense !== undefined && (c.PastTense !== verb || SAME_PAST.has(verb)) ? c.PastTense : undefined;
  const gerund = c.Gerund?.endsWith('ing') === true ? c.Gerund : undefined;
  if (past !== undefined && gerund !== undefined) return { past, gerund };
  if (gerund !== undefined) {
    const stem = gerund.slice(0, -3);
    return { past: stem === verb && verb.endsWith('e') ? `${verb}d` : `${stem}ed`, gerund };
  }
  if (past?.endsWith('ed') === true && past !== verb) return { past, gerund: `${past.slice(0, -2)}ing` };
  return undefined;
}
