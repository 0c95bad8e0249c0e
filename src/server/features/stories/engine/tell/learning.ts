import type { TText } from '../pack/schema.js';
import { LEVELS, linesAt } from '../pack/text.js';

/**
 * A learning goal is told as a scene, not a lecture: someone asks, someone answers in a line or
 * two, and the child uses it. Of a goal's templates at a reading level, the ones where a question
 * is asked aloud or someone speaks are told; a narrated list of facts only where the goal has
 * nothing else.
 */
const ASKED = /"[^"]*\?[^"]*"/;
const SPOKEN = /"[^"]*"/;

/** Whether a template tells the goal as a scene: a question asked aloud, with the companion there. */
export function isScene(template: string): boolean {
  return ASKED.test(template) && template.includes('{companion.');
}

// Scenes and spoken lines together: a goal with one question-and-answer scene would otherwise
// tell that one scene in every story about it.
function preferred(templates: readonly string[]): string[] {
  const kept = templates.filter((t) => isScene(t) || SPOKEN.test(t));
  return kept.length > 0 ? kept : [...templates];
}

/** The learning scene's Text with, at each level, only its most scene-like templates. */
export function asScene(text: TText): TText {
  if (Array.isArray(text)) return preferred(text);
  const [beginner, intermediate, advanced] = LEVELS.map((level) => preferred(linesAt(text, level)));
  return { beginner: beginner ?? [], intermediate: intermediate ?? [], advanced: advanced ?? [] };
}
