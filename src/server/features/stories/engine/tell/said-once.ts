import type { FittedParagraph } from './fit.js';
import { sentencesOf } from '../grammar/lint.js';

/**
 * "...too interested to feel fluttery. But then the map led them to a big X": two lines that each
 * open with "But" side by side (a worry's moment, then the plot's trouble) say one "but" too many.
 * The second loses it ("Then the map led them"), a word shorter.
 */
export function oneButAtATime(paragraphs: readonly FittedParagraph[]): void {
  let lastOpensWithBut = false;
  for (const l of paragraphs.flatMap((p) => p.lines)) {
    if (lastOpensWithBut && /^But /.test(l.text)) {
      const rest = l.text.slice('But '.length);
      l.text = rest.charAt(0).toUpperCase() + rest.slice(1);
      l.words -= 1;
    }
    lastOpensWithBut = /^But\b/.test(sentencesOf(l.text).at(-1) ?? '');
  }
}

const BACK_IN_BED = /\bback (?:in|into|to) (?:(?:his|her|their) )?(?:own |cozy |snug |warm )?bed\b/i;
const OPENS_BACK_IN_BED = /^Back (?:in|into|to) (?:(?:his|her|their) )?(?:own |cozy |snug |warm )?bed, /;

/**
 * "Back in bed, Leon gave his teddy a squeeze ... Back in his own bed, Leon thought about Cog":
 * lines are rendered in the order the fitting asks for them, so the told-once check can miss the
 * second; in the story's order, a line that opens with it once it was said starts at its subject.
 */
export function oneBackInBed(paragraphs: readonly FittedParagraph[]): void {
  let said = false;
  for (const l of paragraphs.flatMap((p) => p.lines)) {
    const opens = OPENS_BACK_IN_BED.exec(l.text);
    if (said && opens !== null) {
      const rest = l.text.slice(opens[0].length);
      l.text = rest.charAt(0).toUpperCase() + rest.slice(1);
      l.words -= opens[0].trim().split(/\s+/).length;
    }
    said ||= BACK_IN_BED.test(l.text);
  }
}
