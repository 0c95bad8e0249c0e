import pluralize from 'pluralize';
import type { Brief } from '../read/types.js';
import { wholeWordSource } from '../pack/text.js';
import type { FittedParagraph } from './fit.js';

/** What only shows or tells of a thing: a train book, a robot poster. */
const PICTURED =
  '(?:books?|pictures?|posters?|films?|videos?|songs?|pages?|magazines?|cards?|stickers?|wallpaper|pajamas|costumes?|games?|puzzles?|stories|story|drawings?|lessons?|club|whistles?|tracks?|tickets?|timetables?|drivers?|stations?|hats?|noises?|sounds?|facts?)\\b';

/** The lines that set the child's interests up at home. */
const SETUPS = new Set(['interest.setup', 'interest2.setup']);

/**
 * The child's own thing of the twist ("the robot is afraid of thunder") is introduced once. When
 * the interest already put it in the story ("Bram had a little wind-up robot in his pajama
 * pocket"), the twist's own introduction ("Bram's robot ... was waiting at the end of the bed")
 * is a second robot in a second place (panel 74): it is left out, and the robot is the one met.
 */
export function introducedOnce(paragraphs: FittedParagraph[], brief: Brief, min: number): void {
  const noun = brief.twist?.x?.noun;
  if (noun === undefined) return;
  const last = noun.split(/\s+/).at(-1) ?? noun;
  // A robot of theirs ("had a little wind-up robot", "her toy robot"), never one they pretend to
  // be ("walked like a robot") nor one of the table's ("A spoon for everyone").
  const nouns = `(?:${wholeWordSource(pluralize.singular(last))}|${wholeWordSource(pluralize.plural(last))})`;
  const theirs = `(?:\\b(?:his|her|their)|${wholeWordSource(brief.child.name)}'s|\\b(?:had|has|held|holding|hugged|built|made|carried|clutched)\\s+(?:a|an|the))`;
  // "his train book" is a book, not a train (panel 83 heard the chocolate train met as "the
  // train" with no train before it).
  const said = new RegExp(`${theirs}\\s+(?:[\\p{L}-]+\\s+){0,3}${nouns}(?!\\s+${PICTURED})`, 'iu');
  const lines = paragraphs.flatMap((p) => p.lines);
  const intro = lines.findIndex((l) => l.req.role === 'twist.intro');
  if (intro < 0) return;
  const before = lines.slice(0, intro).some((l) => SETUPS.has(l.req.role) && said.test(l.text));
  const total = lines.reduce((n, l) => n + l.words, 0);
  if (!before || total - (lines[intro]?.words ?? 0) < min) return;
  for (const p of paragraphs) p.lines = p.lines.filter((l) => l !== lines[intro]);
}
