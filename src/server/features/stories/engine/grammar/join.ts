import { phraseTwice, sentencesOf } from './lint.js';

/** Words a sentence may start with that are not names, so joining can lower their capital. */
const COMMON_START =
  /^(?:The|A|An|It|Its|They|She|He|His|Her|Their|There|This|That|These|Those|Everything|Everyone|All|Some|Every|Each|Nothing|Something|Our|We|You|Your|My|Little|Tiny|Big|Soft|Warm)\b/;
/** A sentence that opens with one of these carries its own link, or is a call, and stays alone. */
const OWN_LINK =
  /^(?:Then|But|So|Now|Soon|At|When|After|Before|Next|First|Still|Yet|Or|Because|If|Just|Oh|Look|Yes|No|Off|Up|Down|Away|Out|In|Here|There|What|How|Where|Who|Why|Good|Sweet|Sleep|Hello|Thank|Please|Wow|Hooray|Together|Slowly|Gently|Quietly|Finally|Even|Only|Not|Never|Back|Home|Over|Under|Round|Around|Past|Through|On|With|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)\b/;

const words = (s: string) => s.split(/\s+/).length;
/** A good night said: never joined to what comes before or after ("a vet: night, night", panel 35). */
const GOOD_NIGHT = /^(?:Good ?night|Night,? night|Sleep tight|Sweet dreams|Good-?bye|Bye-bye)\b/i;
/**
 * "Sigh.", "Oh dear.", "Sniff, sniff.": a word on its own or a cry is said, not told; joined it
 * reads "Sigh, and a scarecrow looked at the sparrows" (a panel stumbled on it).
 */
const exclaimed = (s: string) =>
  words(s) === 1 ||
  /^(?:Oh|Ah|Sigh|Sniff|Hmm|Phew|Ooh|Aha|Uh|Oops|Yawn|Wow|Hooray|Shh|Hush|Ahh|Aww)\b/.test(s) ||
  // "What a clever heron.", "How lovely.": an exclamation, never "What a clever heron, and the fox ...".
  /^(?:What an?|How|Such an?)\b/.test(s) ||
  // "All fixed.", "All done.": joined it read "dusted their hands on the grass, and all fixed" (panel 33).
  /^All \p{L}+[.!]$/u.test(s) ||
  // "Good night, and Lila was tucked in" (panel 34): a good night is said, not told.
  GOOD_NIGHT.test(s);
/**
 * "Warm and snug.", "Soft and slow.": two words and an "and", said on their own after a line.
 * Joined they read "settled down on the bed, and warm and snug." (a panel heard it).
 */
const pairFragment = (s: string) => /^\p{L}+ and \p{L}+[.!]$/u.test(s);
/**
 * A cry, not a sound: "Score!", "Hooray!" are said, and stay a sentence of their own. So is a
 * color called out ("Pink! Blue! Gold!"): joined it read "Gold, the old tapestry was bright again".
 */
// A doing called out ("Squeeze!", "Hug!") is no sound either: joined it read "Squeeze, the hare
// smiled" (panel 73).
const CRY =
  /^(?:Hooray|Hurray|Yay|Yes|Score|Goal|Wow|Whee|Yippee|Ta-da|Tada|Bravo|Hello|Hi|Look|Oh|Ah|Aha|Ooh|Oops|Done|Perfect|Ready|Found|Home|Click|Red|Orange|Yellow|Green|Blue|Purple|Pink|Gold|Silver|White|Violet|Indigo|Squeeze|Hug|Snuggle|Cuddle|Push|Pull|Heave|Lift|Stretch|Squash|Squish)\b/;
/** A told sentence: not dialogue, not a sound or a list ("Purr, purr, purr."), not yet joined. */
const plain = (s: string) => s.endsWith('.') && !/^["“]/.test(s) && !/["”]\.?$/.test(s) && !s.includes(',');
/** The longest sentence two joined ones may make, in words (a beginner's line stays short). */
const JOINED_MAX = 13;

/** The first word of a sentence, without a possessive "'s" ("Mia's" is Mia). */
const firstWord = (s: string) => (/^[\p{L}'-]+/u.exec(s)?.[0] ?? '').replace(/'s$/, '');

function continuing(s: string, names: ReadonlySet<string>): string {
  if (/^And /.test(s)) return s.slice(4);
  // A pet called Tiny or a fox called Little keeps its capital.
  return COMMON_START.test(s) && !names.has(firstWord(s)) ? `${s.charAt(0).toLowerCase()}${s.slice(1)}` : s;
}

/**
 * Picture-book text connects its short sentences: "The grass was green. Tiny bugs marched
 * through it." reads as "The grass was green, and tiny bugs marched through it." A sentence of
 * under five words joins the one before it, or else the one after, when the two stay short;
 * dialogue, sounds, lists and sentences that open with their own link ("Then...") stay alone.
 */
export function joinShortSentences(
  text: string,
  names: ReadonlySet<string> = new Set(),
  /** Sounds join only inside one line: across lines "Up, up, away!" has nothing to do with the next. */
  sounds = true,
  /**
   * Whether a sentence says something happen (a verb): "A little better every night." does not,
   * and joined it read "Oscar snuggled down, and a little better every night." (panel 43).
   */
  isClause: (sentence: string) => boolean = () => true,
): string {
  const joined = joinStatements(text, names, isClause, !sounds);
  return sounds ? joinSounds(joined, names) : joined;
}

/** A sentence that may follow a comma: it opens with a common word (lowered) or a name (kept). */
function joinable(s: string, names: ReadonlySet<string>): boolean {
  if (OWN_LINK.test(s)) return false;
  if (COMMON_START.test(s)) return true;
  return names.has(firstWord(s));
}

const said = (s: string) => /^["“]/.test(s) || /["”]\.?$/.test(s) || /["”][!?]?$/.test(s);
/** The sentence said after a colon or comma: lowered, unless it opens with "I" or a name. */
function lower(s: string, names: ReadonlySet<string>): string {
  const first = firstWord(s);
  if (first === 'I' || names.has(first)) return s;
  return `${s.charAt(0).toLowerCase()}${s.slice(1)}`;
}

/**
 * Sound words join the sentence they belong to: "Swish! A star went by." becomes "Swish, a star
 * went by." and "Ada brushed the pony. Brush, brush, brush." becomes "Ada brushed the pony:
 * brush, brush, brush." The rhythm stays; the line is no longer a string of tiny sentences.
 */
/** "Purr, purr, purr.", "Hush, hush.": a word said again is a sound, not a statement. */
/** "Tap, tap!", "Swish!": one sound, said once or more (not "Waddle, waddle, quack!"). */
function oneSound(s: string): boolean {
  return new Set(soundWords(s)).size === 1;
}

/** "Roll, roll!" after "He rolled up on stage": the sound of what the sentence before it did. */
function echoes(s: string, last: string | undefined): boolean {
  const word = soundWords(s)[0] ?? '';
  if (last === undefined || word.length < 3) return false;
  return new RegExp(`\\b${word.slice(0, 4)}`, 'i').test(last);
}

const soundWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .split(/\s+/)
    .filter((w) => w !== '');

function isSound(s: string): boolean {
  const ws = s
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .split(/\s+/);
  return new Set(ws).size < ws.length;
}

function joinSounds(text: string, names: ReadonlySet<string>): string {
  const sentences = sentencesOf(text);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as string;
    const next = sentences[i + 1];
    const last = out.at(-1);
    const tiny = words(s) <= 4 && !said(s);
    if (
      tiny &&
      s.endsWith('!') &&
      // A sound ("Swish!", "Tap, tap!"), never a two-word cry: "Found them, the air smelled of
      // cinnamon" is a comma splice.
      (isSound(s) || (words(s) === 1 && !CRY.test(s))) &&
      // "Rub, rub, shine!" or "Roll, roll!" after "He rolled up on stage" is the last line's sound,
      // never the next one's: "Rub, rub, shine, Felix climbed up close" (panel 35's own reading).
      oneSound(s) &&
      !echoes(s, last) &&
      next !== undefined &&
      // "Hooray! Marnie raced to the gate." is not "Hooray, Marnie raced ..." (heard as said to her).
      !(words(s) === 1 && names.has(firstWord(next))) &&
      next.endsWith('.') &&
      !said(next) &&
      words(next) <= 12 &&
      joinable(next, names)
    ) {
      out.push(`${s.slice(0, -1)}, ${continuing(next, names)}`);
      i++;
      continue;
    }
    if (
      tiny &&
      s.endsWith('.') &&
      isSound(s) &&
      !GOOD_NIGHT.test(s) &&
      last !== undefined &&
      last.endsWith('.') &&
      !said(last) &&
      !last.includes(':')
    ) {
      out[out.length - 1] = `${last.slice(0, -1)}: ${lower(s, names)}`;
      continue;
    }
    out.push(s);
  }
  return out.join(' ');
}

/**
 * Two sentences as one: "The grass was green, and tiny bugs marched through it." The same child
 * twice is said once: "Anya listened hard and built a train", never "Anya listened hard, and
 * Anya built a train" (panel 31's own reading).
 */
function joined2(first: string, second: string, names: ReadonlySet<string>): string {
  const who = firstWord(first);
  if (names.has(who) && firstWord(second) === who && second.startsWith(`${who} `)) {
    const rest = second.slice(who.length + 1);
    if (
      /^\p{Ll}+ed\b|^(?:was|had|made|built|went|sat|ran|gave|took|found|saw|held|told|felt|got|put|said|sent|slept|drew|knew|thought|came|stood|kept|left|lay|sang|swam|flew|ate|woke|wore|wrote|heard|began|caught|brought|fell|hid|rode|threw|spun|shook|blew|grew|dug|swung|crept|knelt|read|led|hung|lit|fed|met|won|sold|spent)\b/u.test(
        rest,
      )
    )
      return `${first.slice(0, -1)} and ${rest}`;
  }
  return `${first.slice(0, -1)}, and ${continuing(second, names)}`;
}

/**
 * "Oscar hummed along. Oscar had hurt his arm.": what had happened before is not the next thing
 * done, and joined it read "Oscar hummed along and had hurt his arm." (panel 43).
 */
const EARLIER =
  /^(?:[\p{Lu}][\p{L}'-]*\s+)?(?:had|'d)\s+(?:been|\p{Ll}+ed|\p{Ll}+en|hurt|cut|broken|lost|made|found|left|put|got|gone|done|seen)\b/u;

/** Two sentences that read as one: both say something happen, one after the other. */
function joinsWith(first: string, second: string, isClause: (s: string) => boolean): boolean {
  if (EARLIER.test(second) && !EARLIER.test(first)) return false;
  return isClause(first) && isClause(second);
}

/**
 * Across two lines, what is joined on goes on about someone ("Evie", "She"): "Evie tucked it
 * away. It was a big evening." are two lines' thoughts, and joined they read "Evie tucked it
 * away, and it was a big evening" (panel 44).
 */
const goesOnAbout = (s: string, names: ReadonlySet<string>) =>
  names.has(firstWord(s)) || /^(?:She|He|They)\b/.test(s);

function joinStatements(
  text: string,
  names: ReadonlySet<string>,
  isClause: (s: string) => boolean,
  /** The text is several lines: only a sentence that goes on about someone joins the one before. */
  acrossLines = false,
): string {
  const follows = (second: string) => !acrossLines || goesOnAbout(second, names);
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return text;
  const out: string[] = [];
  const joined: boolean[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as string;
    const short = plain(s) && words(s) < 5 && !exclaimed(s) && !pairFragment(s);
    const last = out.at(-1);
    if (
      short &&
      last !== undefined &&
      !joined.at(-1) &&
      plain(last) &&
      !pairFragment(last) &&
      !exclaimed(last) &&
      !/^But\b/.test(last) &&
      joinable(s, names) &&
      words(last) + words(s) <= JOINED_MAX &&
      // "The whole garden looked gray, and the garden looked pale": two told apart.
      phraseTwice(`${last} ${s}`.replace(/[.!?]\s/, ' ')) === undefined &&
      joinsWith(last, s, isClause) &&
      follows(s)
    ) {
      out[out.length - 1] = joined2(last, s, names);
      joined[joined.length - 1] = true;
      continue;
    }
    const next = sentences[i + 1];
    if (
      short &&
      // "But he wriggled off, and they dimmed the light": what follows a "but" is the next step.
      !/^But\b/.test(s) &&
      next !== undefined &&
      plain(next) &&
      !pairFragment(next) &&
      joinable(next, names) &&
      words(s) + words(next) <= JOINED_MAX &&
      phraseTwice(`${s} ${next}`.replace(/[.!?]\s/, ' ')) === undefined &&
      joinsWith(s, next, isClause) &&
      follows(next)
    ) {
      out.push(joined2(s, next, names));
      joined.push(true);
      i++;
      continue;
    }
    out.push(s);
    joined.push(false);
  }
  return out.join(' ');
}
