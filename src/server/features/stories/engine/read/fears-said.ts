/**
 * Fears a parent writes in the notes rather than the fears field ("She is scared of the hoover",
 * "he's terrified of dogs"): kept out of the story the same way, since a parent who says so
 * expects it. Several in one phrase ("spiders and the dark") stay one phrase: the fear reader
 * finds each concept in it.
 */
const SAID = /\b(?:scared|afraid|frightened|terrified|fearful)\s+of\s+([^.;!?\n]+)/giu;
/** Where what they fear ends: "of the dark when the light goes out" is the dark. */
const ENDS = /\s+(?:when|because|but|so|if|since|at night|at bedtime|right now|lately|these days)\b.*$/iu;
const MAX_FEARS = 3;
/**
 * "scared of the dentist tomorrow", "afraid of starting school on Monday": an event coming up is
 * a worry the story speaks to (worries.yaml), never a fear it leaves out. Panel 83 heard the
 * dentist dropped, with a notice that blamed the fears list.
 */
const COMING_UP =
  /\b(?:tomorrow|tonight|today|this (?:week|weekend|morning|afternoon|evening)|next (?:week|weekend|month)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|in the morning|first day|soon)\b/iu;

export function fearsSaid(notes: string | undefined): string[] {
  if (notes === undefined) return [];
  const out: string[] = [];
  for (const m of notes.matchAll(SAID)) {
    if (COMING_UP.test(m[1] ?? '')) continue;
    const what = (m[1] ?? '')
      .replace(ENDS, '')
      .replace(/^(?:the|a|an|big|loud)\s+/iu, '')
      .trim();
    if (what !== '' && !out.includes(what)) out.push(what);
  }
  return out.slice(0, MAX_FEARS);
}
