import { wholeWordSource } from '../pack/text.js';
import type { Brief } from '../read/types.js';

/**
 * Siblings told together. Lines are written for one child ("Mia was sleepy"); told of "Mia and
 * Leo" the few present-tense and "was" forms agree ("Mia and Leo were sleepy"), and a list does
 * not stack its "and"s ("Mia, Leo and the Snow Fox", not "Mia and Leo and the Snow Fox").
 */
const PLURAL: Readonly<Record<string, string>> = {
  was: 'were',
  "wasn't": "weren't",
  is: 'are',
  "isn't": "aren't",
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
};

const patterns = new Map<string, RegExp>();

function patternFor(together: string): RegExp {
  let re = patterns.get(together);
  if (re === undefined) {
    re = new RegExp(
      `${wholeWordSource(together)}( (?:was|wasn't|is|isn't|has|hasn't|does|doesn't)\\b| and )`,
      'gu',
    );
    if (patterns.size > 200) patterns.clear();
    patterns.set(together, re);
  }
  return re;
}

export function agreeTogether(text: string, brief: Brief): string {
  if (brief.heroes.length < 2) return text;
  const names = brief.heroes.map((h) => h.child.name);
  const listed = names.join(', ');
  return text.replace(patternFor(brief.child.name), (_m, after: string) =>
    after === ' and ' ? `${listed} and ` : `${brief.child.name} ${PLURAL[after.trim()] ?? after.trim()}`,
  );
}
