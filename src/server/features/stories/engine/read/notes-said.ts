import nlp from '../nlp.js';
import type { Doc } from './words.js';

/**
 * Three things parents often write in the notes that no other reader takes: what the child loves
 * ("she loves unicorns", "he is obsessed with trains"), what they want to be ("she wants to be a
 * beekeeper when she grows up") and where the family has just been ("we just visited Hadrian's
 * Wall"). Read with compromise's match patterns; each sentence of the notes on its own.
 */

/** A note's sentences: "Our cat is Pepper. She wants to be a beekeeper!" is two. */
export const sentences = (notes: string): string[] =>
  notes
    .split(/(?<=[.!?;])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

/** Words that end what is loved or where they went: "unicorns and rainbows at the moment". */
const TAIL =
  /\s+(?:at the moment|right now|these days|lately|recently|today|yesterday|this (?:week|weekend|morning|afternoon)|last (?:week|weekend|night)|so much|a lot|very much|more than anything|most of all|when (?:she|he|they) grows? up|one day|with (?:us|me|the family|grandma|grandpa|granny|grandad|nana|mum|dad|mummy|daddy)|for (?:her|his|their) birthday)\b.*$/iu;

const COLOURS =
  /^(?:red|orange|yellow|green|blue|purple|violet|pink|white|black|brown|gr[ae]y|gold|silver|turquoise|lilac)$/iu;

function tidy(phrase: string): string {
  return phrase
    .replace(TAIL, '')
    .replace(/[.!?,;:]+$/u, '')
    .replace(/^(?:all things|anything to do with|everything about)\s+/iu, '')
    .trim();
}

/** "she loves unicorns and rainbows": unicorns, rainbows (what a reader of interests is given). */
export function lovesSaid(notes: string | undefined): string[] {
  if (notes === undefined) return [];
  const out: string[] = [];
  for (const s of sentences(notes)) {
    const m = nlp(s).match(
      '(loves|adores|likes|love|adore|like|enjoys|enjoy|is obsessed with|is into|is mad about|is crazy about|is fascinated by|is fascinated with|really loves|really likes) [<what>.+]',
    );
    if (!m.found) continue;
    const what = tidy((m.groups('what') as Doc | undefined)?.text() ?? '');
    // "she loves it when Grandma visits", "he likes to be tucked in": not a thing loved.
    if (what === '' || /^(?:it|to|when|that|being|how|the way|you|me|us|them|her|him)\b/iu.test(what))
      continue;
    // "loves her cat Pepper", "likes her teddy": the pet and toy readers have those.
    if (/^(?:her|his|their|our|my)\s/iu.test(what)) continue;
    for (const part of what.split(/\s*(?:,|\band\b|\bor\b|&)\s*/u)) {
      // "the colour purple" is purple.
      const thing = part
        .replace(/^(?:the|a|an)\s+/iu, '')
        .replace(/^colou?r\s+/iu, '')
        .trim();
      // A favourite colour is not an interest the table or its generic lines can tell ("something new about purple").
      if (thing !== '' && thing.split(/\s+/u).length <= 4 && !COLOURS.test(thing)) out.push(thing);
    }
  }
  return out;
}

/** "she wants to be a beekeeper when she grows up": beekeeper (without its article). */
export function dreamSaid(notes: string | undefined): string | undefined {
  if (notes === undefined) return undefined;
  for (const s of sentences(notes)) {
    const m = nlp(s).match(
      '(wants|want|wanted|would like|hopes|dreams|dreamed|is going|plans) (to|of) (be|become|being|becoming) (a|an) [<job>#Adjective? #Noun+]',
    );
    if (!m.found) continue;
    const job = tidy((m.groups('job') as Doc | undefined)?.text() ?? '');
    if (job !== '' && job.split(/\s+/u).length <= 3) return job.toLowerCase();
  }
  return undefined;
}

/** "a holiday in Spain", "visiting family in Egypt": where they went (Spain, Egypt). */
function awayTo(said: string): string {
  return said
    .replace(
      /^(?:(?:a|an|our|the|his|her|their)\s+)?(?:(?:family|summer|long|big|lovely|great|school)\s+)?(?:trip|holiday|holidays|visit|vacation|stay|camping trip)\s+(?:to|in|at)\s+/iu,
      '',
    )
    .replace(/^(?:holiday|holidays|vacation)\s+(?:in|at)\s+/iu, '')
    .replace(/^visiting\s+(?:[\p{L}']+\s+){1,2}?(?:in|at)\s+/iu, '');
}

/** "we just visited Hadrian's Wall", "we went to the zoo today": Hadrian's Wall, the zoo. */
export function outingSaid(notes: string | undefined): string | undefined {
  if (notes === undefined) return undefined;
  for (const s of sentences(notes)) {
    const doc = nlp(s);
    let m = doc.match(
      '(we|she|he|they) (just|have|had|all)? (visited|went to|were at|was at|been to|went on a trip to) [<where>.+]',
    );
    if (!m.found)
      m = doc.match(
        '(we|she|he|they) (just|all)? (had|spent) (a|the) (lovely|great|fun|long)? (day|trip|morning|afternoon|weekend|day out) (at|to|in) [<where>.+]',
      );
    // "we just came back from visiting family in Egypt", "got back from holiday in Spain" (panel 59).
    if (!m.found)
      m = doc.match(
        '(we|she|he|they) (have|had|all)? (just)? (came|come|got|are|were) back from [<where>.+]',
      );
    if (!m.found) continue;
    const said = m.groups('where') as Doc | undefined;
    // "the farm and fed the lambs": where they went, not what they did there.
    const then = said?.match('(and|then|to|where) #Verb').first();
    const text = said?.text() ?? '';
    // "Warwick Castle on Saturday and he loved the knights": the place, not when or what else.
    const place = (then?.found === true ? text.slice(0, text.indexOf(then.text())) : text).split(
      /\s+(?:on|last|this|and|but|with|because)\s+|,/iu,
    )[0];
    const where = tidy(awayTo(place ?? ''));
    // "went to bed", "went to school", "was at Grandma's": a daily thing, or a person the family reader has.
    if (where === '' || /^(?:bed|sleep|school|nursery|work|see|visit)\b/iu.test(where)) continue;
    if (where.split(/\s+/u).length <= 5) return where;
  }
  return undefined;
}

/** Where the family lives, as the notes say it: "on a farm" (`in`), "on the farm" (`back`). */
export interface HomePlace {
  in: string;
  back: string;
}

/**
 * "We live on a farm", "she lives by the sea", "we live in a flat in the city": where home is,
 * said at home and at bedtime (the theme still says where tonight's adventure goes). A move
 * ("we are moving to a new house") is the worry reader's, and "live with Grandma" the family's.
 * "Grandma lives in a little village far away" is Grandma's home, not the child's (`someoneElse`
 * says which names are the family's).
 */
export function homeSaid(
  notes: string | undefined,
  someoneElse: (name: string) => boolean = () => false,
): HomePlace | undefined {
  if (notes === undefined) return undefined;
  for (const s of sentences(notes)) {
    const m =
      /\b(we|she|he|they|[A-Z][a-z]+)\s+(?:all\s+)?(?:live|lives|are living|is living)\s+((?:on|in|by|near|beside|next to|at)\s+[^,.;!?]+)/u.exec(
        s,
      );
    if (m === null || someoneElse(m[1] ?? '')) continue;
    // "our rabbit Thumper lives in the garden" is where the rabbit lives (panel 44 heard "Hattie
    // lived in the garden"): the one who lives there opens the sentence or a clause of it.
    const before = s.slice(0, m.index).trim();
    if (before !== '' && !/(?:[,;:]|\b(?:and|but|so|because|now))$/iu.test(before)) continue;
    // "in London with her two dads", "by the sea and she loves the beach": the place only.
    const place = tidy(
      (m[2] ?? '').split(/\s+(?:with|and|but|so|because|where|which|who|since|for|now)\b/iu)[0] ?? '',
    );
    const words = place.split(/\s+/u);
    // "live with", "live in hope": not a place; a whole clause is not one either.
    if (words.length < 2 || words.length > 7 || /^(?:in|on|at)\s+(?:hope|fear|peace|harmony)\b/iu.test(place))
      continue;
    return {
      in: place,
      back: place.replace(/^((?:on|in|by|near|beside|next to|at)\s+)(?:a|an)\s+/iu, '$1the '),
    };
  }
  return undefined;
}
