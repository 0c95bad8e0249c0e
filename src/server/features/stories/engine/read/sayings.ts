import { cleanText } from '../sanitize.js';
import type { Member } from './types.js';

/**
 * What a grandparent always says, or calls the child, in their own words: "Nana Bridget, who says
 * 'God love you, pet'", "Teta, who calls her 'ya albi'". The words in quotation marks are theirs:
 * taken out before the family is read (the comma inside them made "pet" a stranger the parent was
 * told about), then given back to the member they belong to, who says them in the story.
 */
export interface Saying {
  /** The words before "who": who says it ("Nana Bridget"). */
  who: string;
  kind: 'says' | 'calls';
  words: string;
}

const SAYING =
  /\s*,?\s*\bwho\s+(?:always\s+|often\s+|still\s+|sometimes\s+)?(says|said|calls\s+(?:her|him|them|me|us))\s+["“‘'](.+?)["”’'](?=\s|$|[,.;!?)])/giu;

export function takeSayings(raw: string | undefined): { rest: string; sayings: Saying[] } {
  const sayings: Saying[] = [];
  if (raw === undefined) return { rest: '', sayings };
  const rest = raw.replace(SAYING, (_all, verb: string, words: string, at: number) => {
    const who =
      raw
        .slice(0, at)
        .split(/[,;]|\band\b/)
        .at(-1)
        ?.trim() ?? '';
    // Said in the story between quotation marks the lines close: no end mark of its own, and a
    // saying starts with a capital ("Slowly, slowly catches the monkey"); a name stays as typed.
    const clean = cleanText(words, 80, 12).replace(/[.!?,]+$/, '');
    const said = verb.startsWith('call') ? clean : clean.charAt(0).toUpperCase() + clean.slice(1);
    if (who !== '' && said !== '')
      sayings.push({ who, kind: verb.startsWith('call') ? 'calls' : 'says', words: said });
    return '';
  });
  return { rest, sayings };
}

/** Each saying to the member whose name or word the parent wrote before "who". */
export function giveSayings(
  family: Member[],
  sayings: readonly Saying[],
  isSafe: (t: string) => boolean,
): void {
  for (const s of sayings) {
    if (!isSafe(s.words)) continue;
    const who = s.who.toLowerCase();
    const m = family.find((x) => {
      const name = x.name.toLowerCase();
      return who.includes(name) || name.includes(who.split(/\s+/).at(-1) ?? who);
    });
    if (m === undefined) continue;
    if (s.kind === 'says') m.saying = s.words;
    else m.calls = s.words;
  }
}
