import type { TText } from '../pack/schema.js';

/**
 * A twist's thing new to the story is met before it is "the teapot" (issue 24: the panel heard
 * "nodding at the teapot" with no teapot before it). A premise line that names the thing as
 * known first ({twist.x}), or where a creature lives ({twist.place}) when that place is new, is
 * told after the pack's `first_sight` ("Just then, Ada spotted a teapot."); a line that meets it
 * itself ({twist.a}, {twist.first}) is told as written.
 */
const MENTION = /\{twist\.(x|X|x\.noun|a|A|first|place|from)\}/g;
const KNOWN = new Set(['x', 'X', 'x.noun']);
const PLACE = new Set(['place', 'from']);

export interface NewToStory {
  thing: boolean;
  place: boolean;
}

function needsSight(template: string, fresh: NewToStory): boolean {
  const said = [...template.matchAll(MENTION)].map((m) => m[1] ?? '');
  if (fresh.place) {
    const at = said.findIndex((v) => PLACE.has(v));
    const met = said.indexOf('first');
    return at >= 0 && (met < 0 || met > at);
  }
  const first = said.find((v) => !PLACE.has(v));
  return fresh.thing && first !== undefined && KNOWN.has(first);
}

/** The sight's templates for a level as one template of alternatives ("[Just then, ...|Close by, ...]"). */
function oneOf(sight: TText, level: 'beginner' | 'intermediate' | 'advanced'): string {
  const all = Array.isArray(sight) ? sight : (sight[level] ?? sight.intermediate);
  return all.length === 1 ? (all[0] ?? '') : `[${all.join('|')}]`;
}

export function metFirst(text: TText, sight: TText | undefined, fresh: NewToStory): TText {
  if (sight === undefined || (!fresh.thing && !fresh.place)) return text;
  const levels = Array.isArray(text) ? { beginner: text, intermediate: text, advanced: text } : text;
  const out: Record<string, string[]> = {};
  for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
    const templates = levels[level];
    if (templates === undefined) continue;
    out[level] = templates.map((t) => (needsSight(t, fresh) ? `${oneOf(sight, level)} ${t}` : t));
  }
  return out as TText;
}
