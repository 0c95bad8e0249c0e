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
/**
 * A way home that ends indoors or at the door: "Back inside they went", "Dara took off their
 * boots" (panel 81), "went home to her warm bed", "Home again!", "reached the garden gate".
 */
const INDOORS =
  /\b(?:back inside|inside it was|indoors|took off (?:his|her|their) boots|kicked off (?:his|her|their)|warmed (?:his|her|their) toes|home to (?:a|his|her|their) (?:warm |cozy )?bed|home (?:again|at last|once more)|reached the (?:garden )?(?:gate|door)|(?:front|back) door)\b/i;

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

/** Going out: the grown-up's hand, the plot's way there. */
const DEPARTS =
  /^(?:frame\.along|member\.along|frame\.along_set_off|member\.along_set_off|frame\.set_off|plan\.journey)$/;
const CHILD_IN_BED =
  /\b(?:(?:into|in) (?:bed|(?:his|her|their) bed)|under the (?:covers|quilt|blanket|duvet)|tucked (?:up|in)|snuggled (?:down|in|into)|lay in bed)\b/i;
const GOT_UP =
  /\b(?:out of bed|got up|hopped up|jumped up|sat up|climbed out|slipped out|wriggled out|threw back the (?:covers|quilt|blanket|duvet)|feet on the floor)\b/i;

/**
 * "Later, Clementine was tucked up in bed with her teddy", then "down the step they went": a
 * panel heard her go out without getting up (83). A child in bed gets out of it before going.
 * Returns the words it added.
 */
export function outOfBed(paragraphs: FittedParagraph[], name: string, room: number): number {
  const lines = paragraphs.flatMap((p) => p.lines);
  const go = lines.findIndex((l) => DEPARTS.test(l.req.role));
  if (go < 1 || room < OUT_OF_BED_WORDS) return 0;
  const before = lines.slice(0, go);
  // The child themself in bed ("Mia was tucked up in bed"), never a teddy "on the pillow".
  const bed = before.findLastIndex((l) => CHILD_IN_BED.test(l.text) && l.text.includes(name));
  if (bed < 0 || before.slice(bed).some((l) => GOT_UP.test(l.text))) return 0;
  const line = lines[go];
  if (line === undefined || GOT_UP.test(line.text)) return 0;
  const at = paragraphs.find((p) => p.lines.includes(line));
  if (at === undefined) return 0;
  at.lines = at.lines.map((l) =>
    l === line
      ? { ...l, text: `${name} slipped out of bed. ${l.text}`, words: l.words + OUT_OF_BED_WORDS }
      : l,
  );
  return OUT_OF_BED_WORDS;
}

/** "Clementine slipped out of bed." */
export const OUT_OF_BED_WORDS = 5;
