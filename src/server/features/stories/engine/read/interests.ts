import type { Pack } from '../pack/compile.js';
import type { StoryTag } from '../pack/tags.js';
import type { InterestUse } from './types.js';

/**
 * The child's interests against the knowledge table: "train timetables" finds its own entry
 * before "trains", "Lego" and "lego" are one, plurals match singulars. An interest the table
 * does not know keeps the parent's words through the generic entry, never another interest's.
 * One a fear rules out (whales for a child afraid of deep water) is left out.
 */
export function readInterests(
  items: readonly string[],
  pack: Pack,
  ruledOut: ReadonlySet<StoryTag>,
): InterestUse[] {
  const out: InterestUse[] = [];
  for (const said of items) {
    const found = pack.interestIndex.find(said)?.value;
    if (found !== undefined) {
      if (found.tags.some((t) => ruledOut.has(t))) continue;
      if (!out.some((o) => o.entry.id === found.id)) out.push({ entry: found, said, generic: false });
    } else if (pack.genericInterest !== undefined) {
      out.push({ entry: pack.genericInterest, said: said.toLowerCase(), generic: true });
    }
  }
  // No interest given (or none the fears allow): the child helps the way any child can, by
  // kindness, so the story still has its solving and never a hollow one.
  if (out.length === 0) {
    const helping = pack.interests.find((i) => i.id === DEFAULT_INTEREST);
    if (helping !== undefined) out.push({ entry: helping, said: helping.label, generic: false });
  }
  return out.slice(0, 3);
}

/** The interest whose help a story uses when the parent gave none. */
export const DEFAULT_INTEREST = 'helping';
