import { escapeRegExp } from '../pack/text.js';
import type { FittedParagraph } from './fit.js';

/**
 * "Alfie was studying a chess puzzle... Alfie was perfecting birdsong...": the opening set up each
 * interest the same way, and a panel heard three stacked "[Name] was [doing]" sentences as a list.
 * A second one in a row is told as what the afternoon held: "Alfie had spent most of the evening
 * perfecting birdsong". Beginners keep their short, even lines.
 */
const SPENT = [
  'had been',
  'had spent ages',
  'had spent the afternoon',
  'had been happily',
  'had spent most of the evening',
  'had been busy all evening',
];

export function varyOpenings(
  paragraphs: FittedParagraph[],
  name: string,
  beginner: boolean,
  /** Words the story may still grow by: the fitting has already kept it within its range. */
  room: number,
  /** The child's "he", "she" or "they" (a child with none given is "they" in the story too). */
  they = 'they',
): void {
  if (beginner) return;
  let left = room;
  const was = new RegExp(`^${escapeRegExp(name)} was (\\p{Ll}+ing)\\b`, 'u');
  for (const p of paragraphs.filter((x) => x.kind === 'opening')) {
    let before = false;
    for (const l of p.lines) {
      const m = was.exec(l.text);
      if (
        m !== null &&
        before &&
        !/^going to\b/.test(l.text.slice(m.index + m[0].length - (m[1]?.length ?? 0)))
      ) {
        const spent = SPENT[l.text.length % SPENT.length] ?? 'had spent the afternoon';
        const more = spent.split(' ').length - 1;
        const rest = l.text.slice(m[0].length - (m[1]?.length ?? 0));
        if (more <= left) {
          left -= more;
          l.text = `${name} ${spent} ${rest}`;
          l.words += more;
        } else {
          // No room for more words: the same count, said with the pronoun ("He was perfecting...").
          l.text = `${cap(they)} ${they === 'they' ? 'were' : 'was'} ${rest}`;
        }
        before = false;
        continue;
      }
      before = m !== null;
    }
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
