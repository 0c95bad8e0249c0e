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
export function playBeforeBed(
  paragraphs: FittedParagraph[],
  names: ReadonlySet<string>,
  /** Words the story may still take: "Later," is one. */
  room: number,
): void {
  for (const p of paragraphs.filter((x) => x.kind === 'opening')) {
    const bed = p.lines.findIndex((l) => l.req.role === 'plan.opening' && IN_BED.test(l.text));
    if (bed < 0) continue;
    const lastPlay = p.lines.findLastIndex((l, i) => i > bed && PLAY.has(l.req.role) && !IN_BED.test(l.text));
    if (lastPlay >= 0) {
      const [opening] = p.lines.splice(bed, 1);
      if (opening !== undefined) p.lines.splice(lastPlay, 0, opening);
    }
    if (room >= 1) laterInBed(p, names);
  }
}

const ALREADY_LATER = /^(?:Later|Now|At last|Soon|By then|After|Afterwards|When|Then|Once|Snug|Tucked)\b/;

/**
 * "Jonah was finishing his railway round the legs of the bed. Jonah was tucked up in bed": a
 * panel heard both at once (74). Bed after play is said to come later.
 */
function laterInBed(p: FittedParagraph, names: ReadonlySet<string>): void {
  const bed = p.lines.findIndex((l) => l.req.role === 'plan.opening' && IN_BED.test(l.text));
  if (bed < 1 || !p.lines.slice(0, bed).some((l) => PLAY.has(l.req.role))) return;
  const line = p.lines[bed];
  if (line === undefined || ALREADY_LATER.test(line.text)) return;
  // Only a line that starts with the child in bed: "Later, the old wardrobe had always been a
  // little mysterious" says the wardrobe was mysterious later (panel 76).
  const first = /^\S+/.exec(line.text)?.[0] ?? '';
  if (!names.has(first.replace(/['’]s$/, ''))) return;
  p.lines[bed] = { ...line, text: `Later, ${line.text}`, words: line.words + 1 };
}

const WALKED_HOME = /^(?:member|frame)\.along_home$/;
/** A way home that ends indoors: "Back inside they went", "Dara took off their boots" (panel 81). */
const INDOORS =
  /\b(?:back inside|inside it was|indoors|took off (?:his|her|their) boots|kicked off (?:his|her|their)|warmed (?:his|her|their) toes)\b/i;

/**
 * "Clementine slipped back under the covers... Back they went, Clementine and Grandpa Walter,
 * yawning all the way": a panel heard her in bed before the walk home (80), and Dara indoors
 * before "All the way back, Mama told riddles" (81). The walk home with the grown-up is told
 * before a way home that ends in bed or indoors.
 */
export function walkBeforeBed(paragraphs: FittedParagraph[]): void {
  for (const p of paragraphs) {
    const bed = p.lines.findIndex(
      (l) => l.req.role === 'plan.home' && (IN_BED.test(l.text) || INDOORS.test(l.text)),
    );
    if (bed < 0) continue;
    const walks = p.lines.filter((l, i) => i > bed && WALKED_HOME.test(l.req.role));
    if (walks.length === 0) continue;
    p.lines = [
      ...p.lines.slice(0, bed).filter((l) => !walks.includes(l)),
      ...walks,
      ...p.lines.slice(bed).filter((l) => !walks.includes(l)),
    ];
  }
}
