import pluralize from 'pluralize';
import { STORY_NOTICES } from '../../../../../shared/messages.js';
import { saysWhole } from '../pack/text.js';
import { matchKey, type Pack } from '../pack/compile.js';
import { lovesSaid } from '../read/notes-said.js';
import type { Brief } from '../read/types.js';
import { saysWorry } from '../read/worry.js';
import { notesNotHeard } from './notes-heard.js';

/**
 * The last step: what the parent typed that the finished story does not hold is named in its
 * notices, never dropped without a word. `told` is the title and the text; `roles` the roles of
 * the lines told.
 */
export function tellWhatWasLeftOut(
  notes: string | undefined,
  told: string,
  brief: Brief,
  roles: ReadonlySet<string>,
  pack: Pack,
  /** The learning goal as the parent typed it. */
  learningSaid?: string,
): void {
  tellInterestsLeftOut(brief, roles, told);
  // A goal whose scene no telling could carry tonight is said so, never only echoed at bedtime.
  if (brief.learning !== undefined && !roles.has('learning.scene') && learningSaid !== undefined) {
    const notice = STORY_NOTICES.learningNotUsed(learningSaid.trim());
    if (!brief.notices.includes(notice)) brief.notices.push(notice);
  }
  const heardOtherwise = (sentence: string): boolean => {
    const worry = brief.worry;
    const worryTold = [...roles].some((r) => r.startsWith('worry.'));
    if (worry !== undefined && !worry.fromFears && worryTold && saysWorry(sentence, worry.entry, pack))
      return true;
    // "her grandma lives in Turkey and they video call on Sundays": the far member's calls told it.
    if (roles.has('member.far') && farMemberSaid(sentence, brief, pack)) return true;
    // "She loves seashells": the shells interest's own lines told it, in its own words ("shell").
    return lovesSaid(sentence).some((loved) => {
      const at = brief.interests.findIndex((i) => !i.generic && matchKey(i.said) === matchKey(loved));
      return at >= 0 && interestTold(at, roles);
    });
  };
  // Quoted when safe; a sentence that names a fear or an unsafe word is said to be kept out, unquoted.
  for (const sentence of notesNotHeard(notes, told, brief.child.name, brief.notices, heardOtherwise)) {
    const quoted = sentence.length <= 90 ? sentence : `${sentence.slice(0, 87).replace(/\s+\S*$/u, '')}…`;
    const notice = brief.isSafe(sentence) ? STORY_NOTICES.noteNotUsed(quoted) : STORY_NOTICES.notesAvoided;
    if (!brief.notices.includes(notice)) brief.notices.push(notice);
  }
}

/** The sentence names a member who is far away, by name or by a word for their relation ("grandma"). */
function farMemberSaid(sentence: string, brief: Brief, pack: Pack): boolean {
  const says = (w: string) => saysWhole(sentence, w);
  return brief.family.some(
    (m) =>
      m.far &&
      (says(m.name) || (pack.family.relations.find((r) => r.id === m.relation)?.match ?? []).some(says)),
  );
}

/** The interest at `at` (0: the first) has a line in the story: "interest.help", "interest2.setup". */
const interestTold = (at: number, roles: ReadonlySet<string>): boolean => {
  const prefix = `interest${at === 0 ? '' : at + 1}.`;
  return [...roles].some((r) => r.startsWith(prefix));
};

/**
 * A second or third interest the fitting had no room for (a panel missed Kai's owls). The first
 * always solves the problem.
 */
function tellInterestsLeftOut(brief: Brief, roles: ReadonlySet<string>, told: string): void {
  if (brief.heroes.length > 1) return;
  brief.interests.forEach((interest, at) => {
    if (at > 0 && !interestTold(at, roles) && !saidIn(interest.said, told))
      brief.notices.push(STORY_NOTICES.interestNotUsed(interest.said));
  });
}

/**
 * The interest's own word is in the story anyway (the sheep of the twist, Mochi the cat): panel 40
 * read "'sheep' did not fit in tonight's story" under a story with a bouncing sheep in it.
 */
function saidIn(said: string, told: string): boolean {
  const words = said.trim().toLowerCase();
  if (words === '') return false;
  // "bath time" is told as "bathtime" too (panel 58).
  const joined = [words, words.replace(/\s+/g, ''), words.replace(/\s+/g, '-')];
  // "mud" is in a story with a muddy piglet in it, "snow" in a snowy one (panel 61).
  const like = /^\p{L}{3,}$/u.test(words) ? [`${words}y`, `${words}${words.slice(-1)}y`] : [];
  const forms = new Set([...joined.flatMap((w) => [w, pluralize.singular(w), pluralize.plural(w)]), ...like]);
  return [...forms].some((f) => saysWhole(told, f));
}
