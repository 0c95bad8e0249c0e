import type { TText } from '../pack/schema.js';
import { LEVELS, linesAt } from '../pack/text.js';

/**
 * A learning goal is told as a scene, not a lecture: someone asks, someone answers in a line or
 * two, and the child uses it. Of a goal's templates at a reading level, the ones where a question
 * is asked aloud are told when there are a few; else the ones where someone speaks; a narrated list
 * of facts only where the goal has nothing else.
 */
const ASKED = /"[^"]*\?[^"]*"/;
const SPOKEN = /"[^"]*"/;

/** Whether a template tells the goal as a scene: a question asked aloud, with the companion there. */
export function isScene(template: string): boolean {
  return ASKED.test(template) && template.includes('{companion.');
}

/**
 * Fewer question scenes than this at a level, and the goal's other spoken lines join them: a level
 * with one question scene told only that one scene in every story with that goal (sentences heard
 * in more than one of 900 stories: 24.8% with questions alone, 23.7% with this).
 */
const ENOUGH_SCENES = 3;

// Question scenes where a level has enough; else every spoken line (the scenes among them);
// narrated facts only where the goal has nothing else.

function preferred(templates: readonly string[]): string[] {
  const scenes = templates.filter(isScene);
  if (scenes.length >= ENOUGH_SCENES) return scenes;
  const spoken = templates.filter((t) => SPOKEN.test(t));
  return spoken.length > 0 ? spoken : [...templates];
}

/** The learning scene's Text with, at each level, only its most scene-like templates. */
export function asScene(text: TText): TText {
  if (Array.isArray(text)) return preferred(text);
  const [beginner, intermediate, advanced] = LEVELS.map((level) => preferred(linesAt(text, level)));
  return { beginner: beginner ?? [], intermediate: intermediate ?? [], advanced: advanced ?? [] };
}

/**
 * A question the parent wrote as it would follow "I wonder" ("why penguins can't fly"), asked
 * aloud: "why can't penguins fly". Panel 70 heard "Here's a puzzle: why penguins can't fly?".
 * Only a question whose verb is a helper ("can't", "is", "do") is turned round; any other is
 * asked as written.
 */
const EMBEDDED =
  /^(why|how|where|when|what|which|whether)\s+(.+?)\s+(can't|cannot|can|couldn't|could|don't|do|doesn't|does|didn't|did|isn't|is|aren't|are|wasn't|was|weren't|were|won't|will|haven't|have|hasn't|has|shouldn't|should)\b(.*)$/i;
export function askedAloud(goal: string): string {
  const m = EMBEDDED.exec(goal.trim());
  if (m === null) return goal;
  const [, wh = '', subject = '', helper = '', rest = ''] = m;
  // "how many legs a spider has": the subject would be "many legs a spider" (a question word
  // with its own noun): asked as written.
  if (/^(?:many|much|long|far|big|old)\b/i.test(subject)) return goal;
  return `${wh} ${helper} ${subject}${rest}`;
}
