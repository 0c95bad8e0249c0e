import type { Member } from '../read/types.js';
import { sentencesOf } from '../grammar/lint.js';
import type { FittedParagraph } from './fit.js';
import { countWords } from './render.js';

/**
 * What the fix brought about, said once. The child's fix often ends on its outcome ("By the end
 * of the first row, the tiny dormouse was asleep"), and the plot's resolution then says it again
 * ("...and the little dormouse began to snore"): the twentieth panel heard the dragon and the
 * tortoise each fall asleep twice, and a tapestry's colours come back twice. The resolution keeps
 * its other sentences (the mother drawing the marmot into the heap); a resolution that only said
 * the outcome again is left out, unless the story would then fall below its length.
 */
const OUTCOMES: readonly RegExp[] = [
  /(?<!\bhouse )\basleep\b|\b(?:drifted off|nodded off|dozing|snor(?:e|ed|ing)|eyes (?:grew heavy and )?(?:closed|shut))\b/i,
  /\bcolou?rs? (?:came|crept|flooded|swept|rushed|returned|were) back\b|\b(?:bright|colou?rful) again\b/i,
  // "Soon the little comet was warm." then "So the comet was warm now" (the twenty-first panel).
  /\b(?:was|were|felt) (?:warm|toasty|snug and warm|warm and snug)(?: again| at last| now| all over)?\b|\bno more shivers?\b/i,
];
/** "With the bear asleep, the North Star settled": what follows from it, not the outcome again. */
const WHAT_FOLLOWS = /^With\b[^,]*,/;

/** The lines in which the child (or a helper) does the fix. */
const FIXES = /^(?:interest2?\.help|plan\.solve|twist\.solve|member\.help|pet\.help)$/;

export function outcomeOnce(paragraphs: FittedParagraph[], min: number, members: readonly Member[]): void {
  const lines = paragraphs.flatMap((p) => p.lines);
  let total = lines.reduce((n, l) => n + l.words, 0);
  for (const outcome of OUTCOMES) {
    const fixAt = lines.findIndex((l) => FIXES.test(l.req.role) && outcome.test(l.text));
    if (fixAt < 0) continue;
    for (const p of paragraphs)
      p.lines = p.lines.filter((l) => {
        // Dialogue is left whole: a sentence cut out of it could leave a quotation open.
        if (l.req.role !== 'plan.resolution' || lines.indexOf(l) < fixAt || /["“”]/.test(l.text)) return true;
        const kept = sentencesOf(l.text).filter((s) => WHAT_FOLLOWS.test(s) || !outcome.test(s));
        const text = kept.join(' ');
        const words = kept.length === 0 ? 0 : countWords(text, members);
        if (total - l.words + words < min || text === l.text) return true;
        total += words - l.words;
        l.text = text;
        l.words = words;
        return kept.length > 0;
      });
  }
  // A paragraph that held only the resolution goes with it.
  for (let i = paragraphs.length - 1; i >= 0; i--)
    if (paragraphs[i]?.lines.length === 0) paragraphs.splice(i, 1);
}
