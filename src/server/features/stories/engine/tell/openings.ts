import nlp from '../nlp.js';
import { escapeRegExp } from '../pack/text.js';
import { conjugate } from './verbs.js';
import type { FittedParagraph } from './fit.js';

/**
 * "Alfie was studying a chess puzzle... Alfie was perfecting birdsong...": the opening set up each
 * interest the same way, and a panel heard three stacked "[Name] was [doing]" sentences as a list.
 * A second one is told as what the afternoon held: "Alfie had spent most of the evening
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

/** Where the child is, said as "was": "was snuggled in bed", "was stretched out on the rug". */
const STATES =
  'snuggled|curled|stretched|tucked|sprawled|perched|settled|busy|occupied|deep in|in (?:bed|the bath)';

/** The lines that take the child out of the house in the opening. */
const GOES_OUT = /^(?:frame\.out_first|frame\.along|member\.along(?:_set_off)?)$/;

export function varyOpenings(
  paragraphs: FittedParagraph[],
  name: string,
  beginner: boolean,
  /** Words the story may still grow by: the fitting has already kept it within its range. */
  room: number,
): void {
  if (beginner) return;
  let left = room;
  const was = new RegExp(`^${escapeRegExp(name)} was (\\p{Ll}+ing)\\b`, 'u');
  // "Arjun was showing the teddy his forward defensive shot in the hall. Arjun was stretched out
  // on the rug": where the child already is counts too, and so does any line before (panel 78
  // heard three things at once in three places, a line between them).
  const placed = new RegExp(`^${escapeRegExp(name)} was (?:${STATES})\\b`, 'u');
  for (const p of paragraphs.filter((x) => x.kind === 'opening')) {
    let before = false;
    let out = false;
    for (const l of p.lines) {
      // Once the child has gone out, "was building a sandcastle" is what happens out there, not
      // one more thing at home (panel 87 heard "had been building" after walking to the shore):
      // "Soon Leilani was building a sandcastle", or "Leilani built" with no word to spare.
      if (GOES_OUT.test(l.req.role)) {
        before = false;
        out = true;
        continue;
      }
      const m = was.exec(l.text);
      if (out && m !== null) {
        out = false;
        const did = left > 0 ? undefined : pastOf(m[1] ?? '');
        if (left > 0) {
          l.text = `Soon ${l.text}`;
          l.words += 1;
          left -= 1;
        } else if (did !== undefined) {
          l.text = `${name} ${did}${l.text.slice(m[0].length)}`;
          l.words -= 1;
          left += 1;
        }
        continue;
      }
      if (
        m !== null &&
        before &&
        !/^going to\b/.test(l.text.slice(m.index + m[0].length - (m[1]?.length ?? 0)))
      ) {
        const chosen = SPENT[l.text.length % SPENT.length] ?? 'had been';
        // The longer ways only where the story has room for them; "had been" costs one word.
        const spent = chosen.split(' ').length - 1 <= left ? chosen : 'had been';
        const more = spent.split(' ').length - 1;
        const rest = l.text.slice(m[0].length - (m[1]?.length ?? 0));
        if (more <= left) {
          left -= more;
          l.text = `${name} ${spent} ${rest}`;
          l.words += more;
        } else {
          // No room for more words: told in the plain past, a word shorter ("Tariq invented a
          // recipe"); never "They were...", which after "watching the seabirds" is the seabirds.
          const did = pastOf(m[1] ?? '');
          if (did === undefined) continue;
          l.text = `${name} ${did}${rest.slice((m[1] ?? '').length)}`;
          l.words -= 1;
          left += 1;
        }
        continue;
      }
      before ||= m !== null || placed.test(l.text);
    }
  }
}

/** "inventing" → "invented" (compromise's plain form, tell/verbs.ts's past). */
function pastOf(gerund: string): string | undefined {
  // "was lying on the rug" is always resting here: "lay on the rug" (panel 30's Sofia).
  if (gerund === 'lying') return 'lay';
  // "was being a baby triceratops" is pretend play: "became a baby triceratops".
  if (gerund === 'being') return 'became';
  const read = nlp(`they are ${gerund} it`).verbs().toInfinitive().text('normal').trim();
  // "poring": a verb compromise does not know comes back as it went in ("poringed", panel 43);
  // its base is the one whose -ing form it is ("pore").
  const base = read === gerund ? baseOfGerund(gerund) : read;
  // Only the verb itself ("invent" of "inventing").
  if (
    base === undefined ||
    base === '' ||
    base.includes(' ') ||
    !gerund.startsWith(base.slice(0, 2)) ||
    /^(?:be|lie)$/.test(base)
  )
    return undefined;
  return conjugate(base)?.past;
}

/** "poring" → "pore", "hopping" → "hop": the base whose -ing form the word is, if one is. */
function baseOfGerund(gerund: string): string | undefined {
  const stem = gerund.replace(/ing$/, '');
  if (stem === gerund) return undefined;
  return [`${stem}e`, stem, stem.slice(0, -1)].find((c) => c.length > 1 && conjugate(c)?.gerund === gerund);
}
