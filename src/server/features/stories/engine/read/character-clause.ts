import type { Pack } from '../pack/compile.js';
import type { TTrait } from '../pack/schema.js';
import { saysWhole, wholeWordSource } from '../pack/text.js';
import { habitInThePast } from './sayings.js';

/**
 * "a robot who wants to dance", "a parrot who can't fly", "a polar bear who loves tea": the traits
 * table's clause trait whose words start what follows "who" (a panel heard only "a robot"), and
 * the rest of it ("dance", "fly", "tea"), a few words at most.
 */
export function clauseOf(
  typed: string,
  pack: Pack,
): { trait: TTrait; what: string; did?: string } | undefined {
  const clause = /\s*,?\s+(?:who|which|that)\s+(.*)$/iu
    .exec(typed)?.[1]
    ?.trim()
    .replace(/[.!?]+$/, '')
    .replace(/\u2019/g, "'");
  if (clause === undefined || /\b(?:named|called)\b/i.test(clause)) return undefined;
  // "a snail who is always late": a trait said whole after "who" (panel 72 heard only "a snail").
  const state = clause.replace(/^(?:is|are|was)\s+/i, '').toLowerCase();
  const whole = pack.traits.find((t) => !t.clause && t.match.some((m) => m.includes(' ') && m === state));
  if (whole !== undefined) return { trait: whole, what: state };
  for (const trait of pack.traits) {
    // A "-yet" trait is read only through its own trait's "yet" (below).
    if (!trait.clause || trait.id.endsWith('-yet')) continue;
    const lead = trait.match.find((m) => new RegExp(`^${wholeWordSource(m)}\\s+`, 'iu').test(clause));
    if (lead === undefined) continue;
    const said = clause.slice(lead.length).trim();
    // "can't fly yet": she will, by the end (the trait's own "-yet" lines).
    const yet = /\s+yet$/i.test(said) ? pack.traits.find((t) => t.id === `${trait.id}-yet`) : undefined;
    const what = yet === undefined ? said : said.replace(/\s+yet$/i, '');
    const words = what.split(/\s+/).length;
    return words >= 1 && words <= 5 && /^[\p{L}' -]+$/u.test(what)
      ? { trait: actedOut(yet ?? trait, what), what }
      : undefined;
  }
  return habitOf(clause, pack);
}

/**
 * "a seahorse who hiccups", "a parrot who tells jokes": anything else it does, in a few words
 * (panel 85 met a seahorse who never once hiccupped). Being, having and living are not habits.
 */
function habitOf(clause: string, pack: Pack): { trait: TTrait; what: string; did: string } | undefined {
  const trait = pack.traits.find((t) => t.habit);
  const [verb = '', ...rest] = clause.split(/\s+/);
  if (trait === undefined || rest.length > 4 || !/^\p{Ll}+s$/u.test(verb) || NOT_HABITS.test(verb))
    return undefined;
  if (!/^[\p{L}' -]*$/u.test(rest.join(' '))) return undefined;
  // "giggles a lot" is what it does; how often goes ("giggled one last time", never "giggled a lot one last time").
  const did = habitInThePast(verb, rest.join(' ').replace(HOW_OFTEN, ''));
  return did === undefined ? undefined : { trait: actedOut(trait, clause), what: clause, did };
}

const HOW_OFTEN = /\s*\b(?:a lot|lots|loads|all the time|constantly|non-?stop|all day|all night)$/iu;

const NOT_HABITS =
  /^(?:is|was|has|does|lives|looks|seems|belongs|means|needs|gets|goes|comes|loves|likes|adores|enjoys|hates|dislikes|misses|wants|wishes|knows|thinks|says)$/;

/**
 * "a dragon who loves baking": the love done, not only said (panel 75 heard "I love baking"
 * three times and no baking). The trait's act for what is loved ends it, when it has one.
 */
function actedOut(trait: TTrait, what: string): TTrait {
  const act = trait.acts?.find((a) => a.match.some((m) => saysWhole(what, m)));
  return act === undefined ? trait : { ...trait, end: act.end, does: act.does ?? trait.does };
}
