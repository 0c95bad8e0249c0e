import { escapeRegExp } from '../pack/text.js';
import type { VarMap } from './vars.js';

/**
 * A companion with a long description is named in full once, then mostly by its kind: a panel
 * heard "the grumpy old owl" five times in one story and "the kind lighthouse keeper" three times
 * in a paragraph. After its first "{companion.the}", two mentions in three say "the owl"; the
 * third keeps the full words, so the parent's description is still heard.
 */
export interface MentionContext {
  /** How many lines so far said {companion.the} or {companion.name} (either capitalised). */
  companionThe?: number;
}

const DESCRIBED = '(?:with|wearing|in|on|holding|carrying|of|from) ';
const SAYS_THE = /\{companion\.(?:[Tt]he|[Nn]ame)\}/;

/** The shorter "the owl" for this line, when the description is long and was said already. */
export function laterMention(vars: VarMap, ctx: MentionContext): void {
  const told = ctx.companionThe ?? 0;
  if (told === 0 || told % 3 === 0) return;
  const the = vars['companion.the'];
  const noun = vars['companion.noun'];
  if (the === undefined || noun === undefined || noun.includes('[')) return;
  // Only where the words before the kind describe it ("the grumpy old owl", "the [|kind ]lighthouse
  // keeper"): "the little lighthouse island" is not "the island".
  const plain = the
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Or where words after it say what it has ("the alien with three eyes").
  const kindEnds = plain.endsWith(noun) || new RegExp(`\\b${escapeRegExp(noun)} ${DESCRIBED}`).test(plain);
  if (!plain.startsWith('the ') || !kindEnds || the === `the ${noun}`) return;
  const short = `the ${noun}`;
  // One with no name of its own is called by its "the" ({companion.name}), and once met its
  // "{companion.a}" says "the" too: each of them is the shorter one.
  for (const [key, value] of [
    ['the', short],
    ['name', short],
    ['a', short],
    ['The', `The ${noun}`],
    ['Name', `The ${noun}`],
  ] as const)
    if (key === 'the' || key === 'The' || vars[`companion.${key}`]?.toLowerCase() === the.toLowerCase())
      vars[`companion.${key}`] = value;
}

/** Counts a told line that said the companion's "the". */
export function noteMention(template: string, ctx: MentionContext): void {
  if (SAYS_THE.test(template)) ctx.companionThe = (ctx.companionThe ?? 0) + 1;
}

/**
 * The same rule over the finished story, in the order a parent reads it: lines are rendered in
 * the order the fitting asks for them, not the story's, so "the grumpy old owl" could come twice
 * running and then every line after. The first mention and every third keep the full words; the
 * others say "the owl" (never lengthened: the story was fitted with the words it has).
 */
export function evenMentions(lines: { text: string }[], vars: VarMap): void {
  const the = vars['companion.the'];
  const noun = vars['companion.noun'];
  if (the === undefined || noun === undefined || /[[\]]/.test(the + noun)) return;
  if (!the.startsWith('the ') || !the.endsWith(noun) || the === `the ${noun}`) return;
  const described = the.slice('the '.length);
  const mention = new RegExp(`\\b(?:([Tt]he) )?(${escapeRegExp(described)}|${escapeRegExp(noun)})\\b`, 'g');
  let k = 0;
  for (const line of lines)
    line.text = line.text.replace(mention, (found: string, article: string | undefined, said: string) => {
      // "a grumpy old owl" (met) and a bare "owl" count but stay as said.
      const full = said === described;
      if (article === undefined && !full) return found;
      const wantFull = k % 3 === 0;
      k++;
      // Only ever shortened: the story was fitted to its length with the words it has.
      if (article === undefined || wantFull || !full) return found;
      return `${article} ${noun}`;
    });
}
