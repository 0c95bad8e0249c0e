import type { Pack } from '../pack/compile.js';
import { saysWhole } from '../pack/text.js';
import type { Member } from './types.js';
import { matches, read } from './words.js';

/**
 * Where the family field says more about the members read from it (read/family.ts): who is far
 * away, and which parts named nobody, so the parent is told.
 */

/**
 * Where a member is far away, in the parent's words: "lives in Karachi", "lives far away", "moved
 * to Spain", "moved to another town", "is travelling", "works away", "lives in another country". A capitalised place after
 * "lives in" or "is in" is somewhere else (the child's own home is not named that way).
 */
const FAR_AWAY = new RegExp(
  [
    String.raw`\b(?:lives?|living|stays?|is|are|was|were)\s+(?:now\s+|still\s+)?(?:far\s+away|far|abroad|overseas|away|a\s+long\s+way\s+(?:away|off)|on\s+the\s+other\s+side\s+of\s+the\s+world|in\s+(?:another|a\s+different)\s+(?:city|country|town|state|place))\b`,
    String.raw`\b(?:lives?|living|stays?|is|are)\s+(?:now\s+)?in\s+(?!(?:The|A|An|Our|My|His|Her|Their|Bed|Year|Reception|Class|Grade|Kindergarten|Nursery|School|Preschool|Primary)\b)\p{Lu}\p{L}+`,
    // "her granny Maeve who lives by the sea", "Grandad lives on a farm": a home of their own, not
    // the child's (panel 78 heard Granny Maeve teach a card trick at bedtime).
    String.raw`\b(?:lives?|living)\s+(?:(?:by|at|near|on)\s+the\s+(?:sea|seaside|coast|beach|shore)|(?:on|in)\s+(?:a|an)\s+(?:farm|island|boat|houseboat|lighthouse)|in\s+the\s+(?:countryside|country|mountains|hills|highlands))\b`,
    // "his grandpa in Ghana is poorly": a member said with a place of their own, no verb between.
    String.raw`(?<=\p{L}\s)(?<bare>in)\s+(?!(?:The|A|An|Our|My|His|Her|Their|Bed|Year|Reception|Class|Grade|Kindergarten|Nursery|School|Preschool|Primary|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Summer|Autumn|Winter)\b)\p{Lu}\p{L}+`,
    String.raw`\b(?:moved|moving|has\s+moved|went|gone)\s+(?:far\s+)?(?:away|abroad|overseas|to\s+\p{Lu}\p{L}+|to\s+(?:another|a\s+different|a\s+new)\s+(?:city|country|town|state|place|house|home))`,
    String.raw`\b(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:travell?ing|on\s+a\s+(?:work\s+)?trip|away\s+(?:for|on)\s+work|works?\s+(?:away|abroad|overseas)|working\s+(?:away|abroad|overseas))\b`,
    // "is working on a ship for a month", "is at sea", "is on deployment", "away for two weeks".
    String.raw`\b(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:(?:working|works?)\s+(?:on|at|aboard)\s+(?:a|an|the)\s+(?:fishing\s+|cargo\s+|container\s+|big\s+)?(?:ship|boat|oil\s+rig|rig|trawler|research\s+station)|at\s+sea|on\s+(?:deployment|tour\s+of\s+duty)|deployed|(?:working|away)\s+for\s+(?:a|one|two|three|four|six|\d+|a\s+few|several)\s+(?:weeks?|months?))\b`,
  ].join('|'),
  'gu',
);
/** A verb that starts another clause about someone else: "grandma lives with us and ...". */
const CLAUSE_VERB = /\b(?:lives?|living|is|are|was|were|has|have|stays?|works?|loves?|likes?|moved)\b/giu;

/** The words that name a member in the parent's text: their name, its last word, their relation. */
export function mentionsOf(m: Member, pack: Pack): string[] {
  const relation = pack.family.relations.find((x) => x.id === m.relation);
  const last = m.name.split(' ').at(-1) ?? m.name;
  // "two dads, Papa and Daddy": the words for several of them name each one too.
  const several = pack.family.relations
    .filter((r) => r.plural && r.one === m.relation)
    .flatMap((r) => r.match);
  return [m.name, last, ...(relation?.match ?? []), ...several].filter((w) => w.length > 1);
}

const SIBLINGS = /^(?:big-sibling|little-sibling|baby)$/;

const BY_CALL =
  /\b(?:video[- ]?call\w*|facetime\w*|skype\w*|zoom\w*|phones?|phoned|calls?|called|calling|rings?)\b/i;
const BY_POST = /\b(?:letters?|postcards?|parcels?|writes|wrote|post)\b/i;

/**
 * How the notes say one far away keeps in touch: "they video call on Sundays" is calls, and the
 * story tells calls, never postcards it made up (panel 28 heard "his postcards arrived like
 * clockwork" for a grandpa the family video-calls). Both or neither said: undefined.
 */
export function inTouchBy(text: string): 'calls' | 'post' | undefined {
  const calls = BY_CALL.test(text);
  const post = BY_POST.test(text);
  return calls === post ? undefined : calls ? 'calls' : 'post';
}

/** Who each far phrase of the text is about, in the parent's words ("Dad", "Grandma and Grandad"). */
export function farSubjects(text: string): { subject: string; pair: boolean; bare: boolean; said: string }[] {
  const found: { subject: string; pair: boolean; bare: boolean; said: string }[] = [];
  for (const sentence of text.split(/[.;!?\n]|,\s*(?:but|while)\b|\bbut\b|\bwhile\b/u)) {
    for (const far of sentence.matchAll(FAR_AWAY)) {
      const before = sentence.slice(0, far.index);
      // Only the words after the last other verb: "grandma lives with us and grandad is away".
      const said = [...before.matchAll(CLAUSE_VERB)];
      // "Dad works on a farm and is away this week": one subject, two things said of it; the
      // verb before "and" is his too (panel 44 had Dad at home, away on a fishing boat).
      const sameSubject = /\band\s*$/u.test(before) && /^(?:is|are|was|were|lives?|stays?)\b/u.test(far[0]);
      const verbs = sameSubject ? said.slice(0, -1) : said;
      const lastVerb = verbs.at(-1);
      // "Mom, Dad and Nana who lives in Lagos": who lives there is the one just before "who".
      const who = /([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s*,?\s+(?:who|that)\s+$/u.exec(before)?.[1];
      // Said with no verb ("Aunt Jo in Leeds"), the place is only the words just before it; a
      // pair said alone is both of them ("Grandma and Grandad in Scotland": panel 25 had Grandma
      // at home sharing a pear), never the last of a list ("Mum, Dad and Nana in Lagos").
      const pair = /^\s*[^,]+?\s+and\s+[^,]+$/u.test(before) && !/\bwho\b/u.test(before);
      const bare =
        far.groups?.bare === undefined
          ? undefined
          : pair
            ? before
            : before.split(/,|\band\b|\bwho\b/u).at(-1);
      // Without "and ...": the words after the last other verb, up to the verb said of them.
      const from = lastVerb === undefined ? 0 : lastVerb.index + lastVerb[0].length;
      const to = sameSubject ? (said.at(-1)?.index ?? before.length) : before.length;
      // The far phrase with what follows it in its sentence: "lives in Lahore", "moved to New Zealand".
      const phrase = `${far[0]}${sentence.slice((far.index ?? 0) + far[0].length)}`;
      found.push({
        subject: bare ?? who ?? before.slice(from, to),
        pair,
        bare: bare !== undefined,
        said: phrase,
      });
    }
  }
  return found;
}

/**
 * Marks the members the text says are far away (each far phrase is about the ones just before it),
 * and where, when the phrase names the place ("her Nana Fatima who lives in Lahore": panel 64
 * heard only "a long way off").
 */
export function markFar(text: string, members: Member[], pack: Pack, isSafe: (t: string) => boolean): void {
  for (const { subject, pair, bare, said } of farSubjects(text))
    for (const m of members) {
      // Of a pair, a brother or sister lives at home ("his sister Zoe and Grandpa in Ghana").
      if (pair && bare && SIBLINGS.test(m.group)) continue;
      if (!mentionsOf(m, pack).some((w) => saysWhole(subject, w))) continue;
      m.far = true;
      const inTouch = inTouchBy(text);
      if (inTouch !== undefined) m.inTouch = inTouch;
      const where = placeSaid(said, pack, isSafe);
      if (where !== undefined) m.where ??= where;
    }
}

/**
 * "her grandad lives far away in Glasgow and she misses him": the place the parent named, in the
 * sentence that says the worry (compromise knows places: Osaka, Lebanon, New Zealand). Panel 61
 * heard only "a faraway place" for a grandma in Osaka.
 */
export function placeSaid(sentence: string, pack: Pack, isSafe: (t: string) => boolean): string | undefined {
  const where = matches(read(sentence, pack), '(in|to) [<where>#Place+]')[0]?.where?.trim();
  return where === undefined || where === '' || !isSafe(where) ? undefined : where;
}

/** A part that goes on about the one before it ("Bà Ngoại, who lives with us"), not someone new. */
const GOES_ON = /^(?:who|that|which|she|he|they|lives?|is|are|was|were|and|but|also|too)\b/iu;

/** ", a baker" after "Auntie Rosa": what the one before does (family.yaml `jobs`), not someone new. */
function aJob(part: string, pack: Pack): boolean {
  const job = /^(?:a|an|the)\s+(\p{Ll}+(?:\s+\p{Ll}+)?)$/u.exec(part)?.[1];
  return (
    job !== undefined && (pack.family.jobs[job] ?? pack.family.jobs[job.split(' ')[0] ?? '']) !== undefined
  );
}

/**
 * The parts of the family field (one per comma) that no member came from: the parent is told,
 * never left wondering where "Auntie Bee" went.
 */
export function familyLeftOut(familyText: string, members: readonly Member[], pack: Pack): string[] {
  return familyText
    .split(/[,;]/u)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !GOES_ON.test(part) && !aJob(part, pack))
    .filter(
      (part) =>
        !members.some((m) =>
          [...mentionsOf(m, pack), ...m.name.split(' ').filter((w) => w.length > 1)].some((w) =>
            saysWhole(part, w),
          ),
        ),
    );
}
