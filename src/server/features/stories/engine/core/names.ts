import { countWords } from '../../safety/readability.js';
import type { StoryRequest } from './request.js';
import { COMPANION_TOKEN, pronounOfToken } from './shared-pronoun.js';

/**
 * How a story refers to the child is decided last, over the whole text, so the name comes
 * naturally (about once per 40 words) and pronouns fill in between. While beats are composed,
 * each child variable is a token: \u0001 + a letter + \u0002 (it counts as one word, like
 * the name or pronoun it becomes).
 */
const T = (c: string) => `\u0001${c}\u0002`;
export const CHILD_TOKENS: Readonly<Record<string, string>> = {
  Name: T('N'),
  nameS: T('S'),
  they: T('t'),
  They: T('T'),
  them: T('m'),
  their: T('p'),
  Their: T('P'),
  themself: T('x'),
  they_were: T('w'),
  They_were: T('W'),
};
// eslint-disable-next-line no-control-regex -- the tokens are control characters on purpose (never in user text)
const TOKEN = /\u0001([NStTmpPxwW])\u0002/g;

/**
 * Family members are tokens too, \u0003 + their index + '|' + the name they go by + \u0004, so
 * the first mention that is actually told (after the length fitting) can say who they are
 * ("her little brother Sam") and the later ones just "Sam".
 */
export const memberToken = (index: number, name: string) => `\u0003${index}|${name}\u0004`;
// eslint-disable-next-line no-control-regex -- see above
const MEMBER_TOKEN = /\u0003(\d+)\|([^\u0004]*)\u0004/g;

/** The text with every child token as the name (for memory keys and safety checks). */
export function canonical(text: string, name: string): string {
  return text
    .replace(MEMBER_TOKEN, '$2')
    .replace(COMPANION_TOKEN, (_m, c: string) => pronounOfToken(c))
    .replace(TOKEN, (_m, c: string) =>
      c === 'S' || c === 'p' || c === 'P'
        ? `${name}'s`
        : c === 'x'
          ? 'themself'
          : c === 'w' || c === 'W'
            ? `${name} was`
            : name,
    );
}

/** A member as the story names them: `intro` the first time, `name` after; child tokens inside. */
export interface MemberNames {
  name: string;
  intro: string;
  plural: boolean;
}

const PLURAL_VERB: Readonly<Record<string, string>> = {
  was: 'were',
  is: 'are',
  has: 'have',
  does: 'do',
  "wasn't": "weren't",
  "isn't": "aren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

const MEMBER_WITH_VERB =
  // eslint-disable-next-line no-control-regex -- see above
  /\u0003(\d+)\|([^\u0004]*)\u0004(?:( (?:always |never |still |already |just )?)(was|is|has|does|wasn't|isn't|hasn't|doesn't)\b)?/g;

/** Before a token: it starts a sentence (or a quotation). */
const SENTENCE_START = /(?:^|[.!?]["”]?\s+["“]?|["“])$/;

/**
 * Family tokens in story order: the first told mention introduces the member, later ones use
 * the name. A name that starts a sentence is capitalized ("The baby", "Her little brother" is
 * left to resolveNames); a member who is several people takes a plural verb ("Mom and Dad were").
 */
export function resolveMembers(
  paragraphs: readonly string[],
  members: readonly MemberNames[],
  /** The child's possessive ("her"), if the child has pronouns: see below. */
  childPossessive?: string,
): string[] {
  const met = new Set<number>();
  return paragraphs.map((para) =>
    para.replace(
      MEMBER_WITH_VERB,
      (
        whole,
        i: string,
        _told: string,
        gap: string | undefined,
        verb: string | undefined,
        offset: number,
      ) => {
        const index = Number(i);
        const m = members[index];
        if (m === undefined) return whole;
        let word = met.has(index) ? m.name : m.intro;
        met.add(index);
        // "Mia's best friend Sam and Mia built a fort": where the sentence names the child too,
        // the intro says "Her best friend Sam" (the name alone would be told twice).
        if (
          word !== m.name &&
          childPossessive !== undefined &&
          namesChild(sentenceAround(para, offset, whole.length))
        )
          word = word.replace(CHILD_TOKENS.nameS as string, childPossessive);
        if (SENTENCE_START.test(para.slice(0, offset))) word = cap(word);
        if (verb === undefined) return word;
        return `${word}${gap ?? ''}${m.plural ? (PLURAL_VERB[verb] ?? verb) : verb}`;
      },
    ),
  );
}

/** The sentence a token at `offset` (of `length` characters) stands in, without the token. */
function sentenceAround(para: string, offset: number, length: number): string {
  const before = para.slice(0, offset);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1;
  const after = para.slice(offset + length);
  const end = after.search(/[.!?](?:["”]?\s|["”]?$)/);
  return before.slice(start) + (end < 0 ? after : after.slice(0, end));
}

const namesChild = (sentence: string) => sentence.includes(CHILD_TOKENS.Name as string);

const DEFAULT = { they: 'they', them: 'them', their: 'their', themself: 'themself', were: 'were' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Words since the name after which the name comes back (with pronouns; without, see below). */
const NAME_GAP = 40;
/** Without pronouns the name is the child's word, but not more than about once per 25 words. */
const NAME_GAP_NO_PRONOUNS = 25;

/** Words after which the child is the object: "gave {Name} a hug", "laughed at {Name}". */
const OBJECT_BEFORE =
  /\b(?:at|with|to|for|beside|behind|toward|towards|gave|hugged|tucked|kissed|told|showed|helped|held|watched|thanked|asked|handed|lifted|carried|called|followed|read|joined|pulled|passed|waved at|smiled at|nudged|tickled)\s+$/i;

/** The subject right after a sentence's connective ("And {Name} whispered"): "And she whispered". */
const AFTER_CONNECTIVE =
  /(?:^|[.!?]["”]?\s+["“]?)(?:And|So|Then|And so|But|Later,|After that,|Soon|At last|Just then,|Now)\s+$/;

/** Body parts that come in pairs or sets read as "both eyes", "all ten toes" without a pronoun. */
const SETS: Readonly<Record<string, string>> = {
  eyes: 'both',
  hands: 'both',
  feet: 'both',
  ears: 'both',
  arms: 'both',
  cheeks: 'both',
  shoulders: 'both',
  knees: 'both',
  toes: 'all ten',
  fingers: 'all ten',
};

/**
 * One's own body parts that "the" cannot stand for: "Noah tapped the chin" reads as someone
 * else's chin. Before these a child without pronouns gets "their" (said of one person, as
 * in "Noah tapped their chin"), the one possessive that names no gender.
 */
export const OWN_PARTS = new Set(
  'chin nose head face mouth lips forehead cheek hair tummy belly heart neck back shoulder hand arm leg foot knee ear eye thumb finger toe'.split(
    ' ',
  ),
);

/** A possessive that needs no pronoun, for a child without pronouns named earlier in the sentence. */
function bareDeterminer(rest: string, capital: boolean, name: string): string {
  const [, first = '', second = ''] = /^\s*([a-z]+)(?:\s+([a-z]+))?/i.exec(rest) ?? [];
  const next = first.toLowerCase();
  // "the little nose" is someone else's too: the part may follow one describing word.
  const part = OWN_PARTS.has(next) || OWN_PARTS.has(second.toLowerCase());
  const word = next === 'own' ? `${name}'s` : (SETS[next] ?? (part ? DEFAULT.their : 'the'));
  return capital ? cap(word) : word;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Resolves the tokens in story order. The name is used at first, then again once enough words
 * have passed; in between, the child's own pronouns. A child without pronouns is told by name:
 * "they" (their, them) stands for the child only where it cannot mean anyone else, that is when
 * neither this sentence so far nor the one before mentions another character (`others`: the
 * companion, family, pets); otherwise the name is used even if it came recently.
 */
export function resolveNames(
  paragraphs: readonly string[],
  req: Pick<StoryRequest, 'name' | 'pronouns'>,
  others: readonly string[] = [],
  /**
   * Others told with the child's own subject pronoun (a princess companion, Grandma, for a girl):
   * "The princess smiled. She asked about her home." cannot say who asked, so where the sentence
   * before (or this one so far) has one of them, the child's subject is the name. Their plain
   * "she" counts too: the child's own pronouns are still tokens here.
   */
  samePronoun: readonly string[] = [],
): string[] {
  const p = req.pronouns ?? DEFAULT;
  const sameRe =
    req.pronouns === undefined || samePronoun.length === 0
      ? undefined
      : new RegExp(`\\b(?:${[...samePronoun.map(escape), p.they].join('|')})\\b`, 'i');
  const noPronouns = req.pronouns === undefined;
  const gap = noPronouns ? NAME_GAP_NO_PRONOUNS : NAME_GAP;
  const name = req.name;
  const words = others.map((o) => o.trim()).filter((o) => o !== '' && o !== name);
  const otherRe = new RegExp(
    `\\b(?:${[...words.map(escape), 'they', 'them', 'their', 'both', 'together', 'each other'].join('|')})\\b`,
    'i',
  );
  let since = Number.POSITIVE_INFINITY;
  let lastTail = '';
  return paragraphs.map((para) => {
    const tail = para.split(/(?<=[.!?]["”]?)\s+/).at(-1) ?? '';
    let last = 0;
    const out = para.replace(TOKEN, (_m, c: string, offset: number) => {
      since += countWords(para.slice(last, offset));
      last = offset + 3;
      const before = para.slice(0, offset);
      const atStart = before === '' || /[.!?]["”]?\s+["“]?$|["“]$/.test(before);
      const sentences = before.split(/(?<=[.!?]["”]?)\s+/);
      // The child is already named in this sentence: "their eyes", never "Mia closed Mia's eyes".
      const inSentence = new RegExp(TOKEN.source).test(sentences.at(-1) ?? '');
      // Without pronouns: a pronoun only where it can mean no one else (no other character, and
      // no plural "they", in this sentence so far or the last).
      let ambiguous = false;
      if (noPronouns) {
        // At a paragraph's start, the last paragraph's last sentence is still near.
        const near = (sentences.length < 2 ? [lastTail, ...sentences] : sentences).slice(-2).join(' ');
        ambiguous = otherRe.test(near.replace(TOKEN, ''));
      } else if (sameRe !== undefined && 'NTtWw'.includes(c) && (atStart || AFTER_CONNECTIVE.test(before))) {
        const near = (sentences.length < 2 ? [lastTail, ...sentences] : sentences).slice(-2).join(' ');
        ambiguous = sameRe.test(near);
      }
      // Without pronouns there is no "they" for the child at all (it reads as the companion, or as
      // a choice the parent did not make): the name, or for a possessive next to the name in the
      // same sentence, a plain determiner ("Mia shared the scarf", "Mia closed both eyes").
      if (noPronouns) {
        since = 0;
        const rest = para.slice(offset + 3);
        const nameFollows = (rest.split(/[.!?]/)[0] ?? '').includes(CHILD_TOKENS.Name as string);
        // {nameS} introduces relations ("Mia's best friend Sam"): always the name.
        if (c === 'S') return `${name}'s`;
        if ('pPS'.includes(c) && (inSentence || nameFollows))
          return bareDeterminer(rest, c === 'P' || atStart, name);
        if (c === 'x') return name;
        if (c === 'w' || c === 'W') return `${name} was`;
        if ('pPS'.includes(c)) return `${name}'s`;
        return name;
      }
      const far = (since >= gap || ambiguous) && !(inSentence && 'mpPS'.includes(c));
      // "They and the fox" reads as two people: the name.
      const andFollows = p.they === 'they' && /^\s+and\b/.test(para.slice(offset + 3));
      // "Mia yawned and was asleep" is written for one child: "They yawned and was" cannot be
      // mended as "They was" is (below), so a later singular verb in the sentence keeps the name.
      const singularLater =
        p.they === 'they' &&
        /\b(?:and|but|then)\s+(?:\w+ly\s+)?(?:was|is|has|does|wasn't|isn't|hasn't|doesn't)\b/.test(
          para.slice(offset + 3).split(/[.!?]/)[0] ?? '',
        );
      let word: string;
      switch (c) {
        case 'N':
          // Mid-sentence the name stays, except as a plain object ("Mom hugged {Name}"): a pronoun
          // reads better there while the name is fresh.
          word =
            far || andFollows || singularLater
              ? name
              : atStart
                ? cap(p.they)
                : AFTER_CONNECTIVE.test(before)
                  ? p.they
                  : OBJECT_BEFORE.test(before) && !/^\s*(?:and|'s)\b/.test(para.slice(offset + 3))
                    ? p.them
                    : name;
          break;
        case 'S': {
          // "In {nameS} pajamas, {Name} looked out": the name comes once, after the pronoun.
          const rest = para.slice(offset + 3).split(/[.!?]/)[0] ?? '';
          const nameFollows = rest.includes(CHILD_TOKENS.Name as string);
          word = far && !nameFollows ? `${name}'s` : atStart ? cap(p.their) : p.their;
          break;
        }
        case 't':
        case 'T':
          word = far ? name : c === 'T' || atStart ? cap(p.they) : p.they;
          break;
        case 'm':
          word = far ? name : p.them;
          break;
        case 'p':
        case 'P':
          word = far ? `${name}'s` : c === 'P' || atStart ? cap(p.their) : p.their;
          break;
        case 'x':
          word = p.themself;
          break;
        default:
          word = far ? `${name} was` : `${c === 'W' || atStart ? cap(p.they) : p.they} ${p.were}`;
      }
      if (word.startsWith(name)) since = 0;
      since += 1;
      return word;
    });
    lastTail = tail;
    // "they" with a verb written for the name: "They was" → "They were".
    return out.replace(
      /\b([Tt]hey) (?:(always|never|still|already|just) )?(was|is|has|does|wasn't|isn't|hasn't|doesn't)\b/g,
      (_m, t: string, adv: string | undefined, v: string) => {
        const fix: Record<string, string> = {
          was: 'were',
          is: 'are',
          has: 'have',
          does: 'do',
          "wasn't": "weren't",
          "isn't": "aren't",
          "hasn't": "haven't",
          "doesn't": "don't",
        };
        return `${t} ${adv !== undefined ? `${adv} ` : ''}${fix[v] ?? v}`;
      },
    );
  });
}
