import type { FittedParagraph } from './fit.js';
import { IN_BED } from './scenes-home.js';

/** The evening's play at home: the interests set up there. */
const PLAY = new Set(['interest.setup', 'interest2.setup']);

/**
 * "Rory was lying in bed listening to the waves. Rory was gliding across the rug like a penguin":
 * a panel heard the child in two places at once. When the plot's opening has the child in bed
 * already, the evening's play is told before it, and bed comes after: play, then bed, as a
 * bedtime goes (in place, after the fitting, which kept every line).
 */
export function playBeforeBed(paragraphs: FittedParagraph[]): void {
  for (const p of paragraphs.filter((x) => x.kind === 'opening')) {
    const bed = p.lines.findIndex((l) => l.req.role === 'plan.opening' && IN_BED.test(l.text));
    if (bed < 0) continue;
    const lastPlay = p.lines.findLastIndex((l, i) => i > bed && PLAY.has(l.req.role) && !IN_BED.test(l.text));
    if (lastPlay < 0) continue;
    const [opening] = p.lines.splice(bed, 1);
    if (opening !== undefined) p.lines.splice(lastPlay, 0, opening);
  }
}
