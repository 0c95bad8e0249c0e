import type { TChildPronouns } from '../../../../../shared/children.js';
import type { StoryWriterInput } from '../../writer/types.js';

/**
 * The child's pronouns when the profile has none but the parent's own words say them: "her big
 * brother Alfie", "his uncle Yusuf", notes that begin "She loves...". A panel heard "Hattie looked
 * for their boots" from a parent who had written "she has a favourite yellow jumper". Only words
 * that can only be the child's: what the family field or the notes begin with (the family is the
 * child's; the notes are about the child), and only when they say one and never the other. A story
 * for siblings is left alone.
 */
const WHOSE =
  '(?:big |little |baby |older |younger |twin |best |new |)(?:brother|sister|sibling|mum|mom|mummy|mommy|mama|dad|daddy|papa|grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|nana|nanna|nan|gran|abuela|abuelo|uncle|aunt|auntie|cousin|friend|friends|teacher|family|dog|cat|puppy|kitten|teddy|rabbit|bunny|hamster|guinea pig|tortoise|pony|horse|goldfish|fish|budgie|parrot|hens|chickens|lizard|snake|first|favourite|favorite|new|best)';
// At the start of what the parent typed: "Mum and her sister Jo" is Mum's sister, not a clue.
const HERS = new RegExp(`^\\s*her ${WHOSE}\\b`, 'i');
const HIS = new RegExp(`^\\s*his ${WHOSE}\\b`, 'i');
/**
 * The family field is the child's people, whatever the word: "her nanna", "his abuela", "her
 * godmother". (The notes keep the word list: "Her teacher says..." is the child's, "Her cooking"
 * may not be about the child at all.)
 */
const HERS_FAMILY = /^\s*her\s+\p{L}/iu;
const HIS_FAMILY = /^\s*his\s+\p{L}/iu;
const SHE_FIRST = /^\s*(?:she|she's|she is)\b/i;
/**
 * Anywhere in the family or notes, words that can only be about the child: a twin or a big
 * brother ("Mum, Dad and his twin sister Isla"), a first tooth ("lost her first tooth today").
 * A grown-up's sister is "her sister", never "her twin sister" or "her little brother" in a family field.
 */
const CHILDS_OWN =
  /\b(her|his)\s+(?:(?:twin|big|little|baby|older|younger|new baby)\s+(?:brother|sister|brothers|sisters)|(?:first|wobbly|front|loose)\s+(?:tooth|teeth)|(?:first|new)\s+(?:day|school|class|teacher|nursery|bike|tooth))\b/gi;
const HE_FIRST = /^\s*(?:he|he's|he is)\b/i;

export function pronounsSaid(input: StoryWriterInput): TChildPronouns | undefined {
  if (input.pronouns !== undefined || (input.siblings?.length ?? 0) > 0) return undefined;
  const family = input.familyFriends ?? '';
  const notes = input.customPrompt ?? '';
  // Each sentence of the notes is about the child: "Our cat Mango sleeps. Her best friend Lila...".
  const sentences = notes.split(/(?<=[.!?])\s+/);
  const owns = [...`${family} ${notes}`.matchAll(CHILDS_OWN)].map((m) => (m[1] ?? '').toLowerCase());
  const she =
    HERS_FAMILY.test(family) ||
    sentences.some((n) => HERS.test(n) || SHE_FIRST.test(n)) ||
    owns.includes('her');
  const he =
    HIS_FAMILY.test(family) || sentences.some((n) => HIS.test(n) || HE_FIRST.test(n)) || owns.includes('his');
  if (she === he) return undefined;
  return she ? 'she/her' : 'he/him';
}
