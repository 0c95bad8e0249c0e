import type { Pack } from '../pack/compile.js';
import { PhraseIndex } from '../pack/compile.js';
import { memberOf } from './family.js';
import type { Member, WorryUse } from './types.js';
import { matches, type Doc } from './words.js';

/**
 * A worry or a life event in the parent's notes (a new school, a new baby, moving house, a
 * grandparent far away, a parent travelling, a hospital visit, a lost tooth, a birthday), read by
 * the worries' own patterns. One about a family member ("her grandma just moved away") finds
 * that member, or makes them one, and marks them far away: they take part from afar.
 */
export function readWorry(doc: Doc, pack: Pack, family: Member[], child: string): WorryUse | undefined {
  const relations = new PhraseIndex(pack.family.relations, (r) => r.match);
  for (const entry of pack.worries)
    for (const pattern of entry.match) {
      const m = matches(doc, pattern)[0];
      if (m === undefined) continue;
      if (!entry.about_member) return { entry };
      const relation = relations.find(m.who ?? '')?.value;
      if (relation === undefined) continue;
      let member = family.find((f) => f.relation === relation.id);
      if (member === undefined) {
        member = memberOf(relation, m.who ?? relation.called, undefined, child, doc);
        if (family.length < 3) family.push(member);
      }
      member.far = true;
      return { entry, member };
    }
  return undefined;
}
