import type { TText } from '../pack/schema.js';
import { LEVELS, linesAt } from '../pack/text.js';

/**
 * A learning goal is told as a scene, not a lecture: someone asks, someone answers in a line or
 * two, and the child uses it. Of a goal's templates at a reading level, the ones where a question
 * is asked aloud are told; where a level has none, the ones where someone speaks; a narrated list
 * of facts only where the goal has nothing else.
 */
const ASKED = /"[^"]*\?[^"]*"/;
const SPOKEN = /"[^"]*"/;

/** Whether a template tells the goal as a scene: a question asked aloud, with the companion there. */
export function isScene(template: string): boolean {
  return ASKED.test(template) && template.includes('{companion.');
}

// Question scenes first; where a level has none, the spoken lines; narrated facts only where the
// goal has nothing else. (Where a level has a single question scene, every story with that goal
// tells it: the fix is more scenes in learning.yaml, not fewer questions.)
function preferred(templates: readonly string[]): string[] {
  for (const keep of [isScene, (t: string) => SPOKEN.test(t)]) {
    const kept = templates.filter(keep);
    if (kept.length > 0) return kept;
  }
  return [...templates];
}

/** The learning scene's Text with, at each level, only its most scene-like templates. */
export function asScene(text: TText): TText {
  if (Array.isArray(text)) return preferred(text);
  const [beginner, intermediate, advanced] = LEVELS.map((level) => preferred(linesAt(text, level)));
  return { beginner: beginner ?? [], intermediate: intermediate ?? [], advanced: advanced ?? [] };
}
