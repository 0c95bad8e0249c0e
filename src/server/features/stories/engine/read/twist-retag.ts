import pluralize from 'pluralize';
import { conjugate } from '../tell/verbs.js';
import { lexicon, type Doc } from './words.js';

/**
 * The tagger's reading of a twist, mended where it takes a verb for a noun or a noun for a verb
 * ("the library books swap places", "the stars hum a lullaby", "the jellyfish glow in the dark"),
 * before the twist's shapes are matched (read/twist.ts).
 */
/** "swap places", "trade hats": the tagger reads the verb as a noun before another noun. */
const SWAP_VERBS = '(swap|swaps|swapped|switch|switches|switched|trade|trades|traded|change|changes|changed)';
const SWAP_OBJECTS = '(places|place|sides|homes|hats|shapes|colors|colours|jobs|clothes|seats|beds|bodies)';

/**
 * Which way something goes, never what it does: compromise tags "uphill" a noun and "they uphill"
 * a verb alike, so the few words of direction are named here (a closed class, not a lexicon).
 */
const DIRECTIONS = new Set(
  'uphill downhill backwards backward upwards upward downwards downward sideways upside-down inside-out homeward homewards'.split(
    ' ',
  ),
);

/** Verbs in their -s form that may take a bare verb after them ("the robot helps clean"). */
const TAKES_A_VERB = new Set(['helps', 'lets', 'makes', 'dares', 'goes', 'comes']);

/**
 * "the sand dunes sing", "the sand dunes can sing", "the sand dunes are dragons": after a thing,
 * an -s word the tagger took for a verb, followed by "can", "are" or a bare verb, is the plural
 * end of the thing ("sand dunes"): one thing's own verb is never followed by another verb (panel
 * 87 heard "The sand duned sing").
 */
function pluralBeforeVerb(doc: Doc): void {
  const pattern =
    '^#Determiner? #Adjective? (#Singular|#Uncountable) [<noun>#PresentTense] [<next>(#Modal|#Copula|#Infinitive)]';
  doc.match(pattern).forEach((m) => {
    const found = m.match(pattern);
    const noun = found.groups('noun') as Doc;
    const next = found.groups('next') as Doc;
    const word = noun.text('normal');
    if (!/[^s]s$/.test(word) || TAKES_A_VERB.has(word) || pluralize.singular(word) === word) return;
    // "the moon is", "the cat was": only a plural's "are" or "were" tells a plural thing.
    if (next.has('#Copula') && !/^(are|were)$/.test(next.text('normal'))) return;
    if (next.has('#Infinitive') && /s$/.test(next.text('normal'))) return;
    noun.unTag('Verb').tag('Plural');
  });
}

export function retag(doc: Doc): Doc {
  doc.match(`[${SWAP_VERBS}] ${SWAP_OBJECTS}`, 0).tag('PresentTense');
  doc.match(`${SWAP_VERBS} [${SWAP_OBJECTS}]`, 0).tag('Plural');
  // "the library books swap places": after one thing, a word listed only as a plural ("books")
  // that the sentence took for a verb, before a word only a verb can be ("swap"), is part of the
  // thing ("library books"); the word after that is what they do, and the next its object.
  const pluralThing =
    '#Singular [<noun>#PresentTense] [<verb>(#Singular|#PresentTense)] [<object>#PresentTense]?';
  doc.match(pluralThing).forEach((m) => {
    const found = m.match(pluralThing);
    const noun = found.groups('noun') as Doc;
    const verb = found.groups('verb') as Doc;
    const word = verb.text('normal');
    if (lexicon[noun.text('normal')] !== 'Plural' || lexicon[word] !== undefined) return;
    // "the river runs uphill": "uphill" is no verb, so "runs" stays what the river does (panel 29
    // heard "Rufus's river runs traveled everywhere with him").
    if (conjugate(word) === undefined || DIRECTIONS.has(word)) return;
    noun.unTag('Verb').tag('Plural');
    verb.unTag('Noun').tag('PresentTense');
    const object = found.groups('object') as Doc | undefined;
    if (object?.found === true) object.unTag('Verb').tag('Plural');
  });
  pluralBeforeVerb(doc);
  // "the animals swap voices": after several things, a word the tagger took for a noun that is a
  // verb after "they" (and no noun of its word list) is what they do, and the next word its object.
  const doing = '#Plural [<verb>#Singular] [<object>(#Plural|#PresentTense)]';
  doc.match(doing).forEach((m) => {
    // A match's own groups: matching the pattern again inside it (forEach views keep none).
    const found = m.match(doing);
    const verb = found.groups('verb') as Doc;
    const word = verb.text('normal');
    if (lexicon[word] !== undefined || conjugate(word) === undefined) return;
    verb.unTag('Noun').tag('PresentTense');
    (found.groups('object') as Doc).unTag('Verb').tag('Plural');
  });
  // "the stars hum a lullaby", "the trees hum": the same, before an article, a number or the end
  // (panel 38: "hum" was read as a noun, and the twist reported as one the engine could not use).
  const doingA = '#Plural [<verb>#Singular] (#Determiner|#Value|#Possessive)?$';
  const doingB = '#Plural [<verb>#Singular] (#Determiner|#Value|#Possessive)';
  // "the jellyfish glow in the dark", "the sheep dance at night": a thing the same in the plural,
  // then what they do, before where or when (panel 77: "glow" was read as a noun, and refused).
  const doingC = '^#Determiner? #Uncountable [<verb>#Singular] #Preposition';
  for (const pattern of [doingA, doingB, doingC])
    doc.match(pattern).forEach((m) => {
      const verb = m.match(pattern).groups('verb') as Doc;
      const word = verb.text('normal');
      // After a thing the same in the plural and before "in" or "at", a word that is both ("glow")
      // can only be what they do.
      const listed = lexicon[word] !== undefined && pattern !== doingC;
      if (listed || conjugate(word) === undefined) return;
      verb.unTag('Noun').tag('PresentTense');
    });
  // "the teapot grants one wish a night": after one thing, a plural the tagger took for a noun
  // ("grants") whose singular is a verb, followed by a number or a determiner, is what it does,
  // and the word after those ("wish", read as a verb) is its object. "the castle walls sing" is
  // left alone: a verb, not a number, follows "walls".
  const givesIt = '#Singular [<verb>#Plural] [<object>(#Value|#Determiner) #Adjective? (#Noun|#Verb)]';
  doc.match(givesIt).forEach((m) => {
    const found = m.match(givesIt);
    const verb = found.groups('verb') as Doc;
    const word = pluralize.singular(verb.text('normal'));
    const listed = lexicon[word];
    // Never a word the tagger knows as a noun ("grant" is listed only as a first name).
    const aVerb = listed === undefined || !/Noun|Singular|Plural|Uncountable|Adjective/.test(listed);
    if (!aVerb || conjugate(word) === undefined) return;
    verb.unTag('Noun').tag('PresentTense');
    (found.groups('object') as Doc).terms().last().unTag('Verb').tag('Singular');
  });
  // "the teapot grants wishes": the same, with a plural object and nothing between ("wishes",
  // read as a verb). "the castle walls sing" is left alone: "sing" is no plural of anything.
  const givesThem = '#Singular [<verb>#Plural] [<object>#PresentTense]';
  doc.match(givesThem).forEach((m) => {
    const found = m.match(givesThem);
    const verb = found.groups('verb') as Doc;
    const object = found.groups('object') as Doc;
    const word = pluralize.singular(verb.text('normal'));
    const things = object.text('normal');
    const listed = lexicon[word];
    const aVerb = listed === undefined || !/Noun|Singular|Plural|Uncountable|Adjective/.test(listed);
    const aPlural = pluralize.isPlural(things) && pluralize.singular(things) !== things;
    // "the chess pieces are secretly ninjas": "are" is never a thing given (panel 85 heard "the
    // chess was really piecing are secretly ninjas").
    if (object.has('#Copula')) return;
    if (!aVerb || !aPlural || lexicon[verb.text('normal')] === 'Plural' || conjugate(word) === undefined)
      return;
    verb.unTag('Noun').tag('PresentTense');
    object.unTag('Verb').tag('Plural');
  });
  // "the toys are pirates": no verb follows "are" in its -s form, so the tagger's "pirates" is
  // a plural thing (panel 85 heard "the toys are secretly pirates" refused).
  doc.match('#Copula #Adverb? [<thing>#PresentTense]$').forEach((m) => {
    const thing = m.match('#Copula #Adverb? [<thing>#PresentTense]$').groups('thing') as Doc;
    const word = thing.text('normal');
    if (thing.has('#Copula') || !/s$/.test(word) || pluralize.singular(word) === word) return;
    thing.unTag('Verb').tag('Plural');
  });
  return doc;
}
