import nlp from '../nlp.js';
import { verbBase } from './words.js';
import type { TwistUse } from './types.js';

/**
 * "the oven only bakes at midnight", "the fountain only sings on Sundays", "the garden can only
 * grow at night": a thing that does what it does only at its own time (only-at). Read from the
 * can-do reading (read/twist.ts), which cannot tell it: its lines had the oven "begin to bake at
 * midnight" at bedtime and bake "at midnight twice as fast". The time is kept as the parent said it.
 */
const TIMES =
  '(?:midnight|night|night-?time|bedtime|dawn|dusk|sunset|sunrise|sundown|twilight|teatime|tea time|lunchtime|dinnertime|suppertime|daybreak|(?:a |the )?full moon|(?:a |the )?new moon|(?:a |the )?blue moon|moonlight|starlight|the dark|the morning|the evening|the afternoon|the night|the moonlight|night time|winter|summer|spring|autumn|christmas(?: eve)?|halloween|easter|(?:the )?weekends?|birthdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|one night a year|full-moon nights)';
const WHEN = new RegExp(
  `\\s((?:at|on|in|during|after|before|under|by|every)\\s${TIMES}(?:\\s(?:time|nights?))?)\\s*[.!]?$`,
  'i',
);

/**
 * "the map changes when nobody is looking", "the statues dance while everyone is asleep": a
 * thing that does it only out of sight (unseen). Read from the can-do reading, which told the
 * map changing in plain view, "as calm as you like".
 */
export const UNSEEN =
  /\s+(?:only\s+)?(?:when|while|whenever|if|as soon as)\s+(?:(?:nobody|no one|no-one|nobody's|no one's)\s+(?:is\s+|are\s+)?(?:looking|watching|around|there|about)|(?:you|we|they)(?:'re|\s+are)\s+not\s+(?:looking|watching)|(?:you|we|they)\s+(?:look|looks|turn|turns)\s+away|(?:everyone|everybody)(?:'s|\s+is|\s+are)\s+(?:asleep|sleeping|in bed|not looking)|(?:the\s+)?lights?\s+(?:is|are|go|goes)\s+(?:off|out))\s*[.!]?$/i;

/** The twist said without its "when nobody is looking", or undefined when it has none. */
export function withoutUnseen(said: string): string | undefined {
  const found = UNSEEN.exec(said.trim());
  return found === null || found.index === 0 ? undefined : said.trim().slice(0, found.index);
}

const OWN_TIME = /\b(?:midnight|(?:full|new|blue) moon)\b/i;

/**
 * "the oven sings when it is happy": a mood is the thing's own time too (panel 16 heard "every
 * time Clementine looked worried, the oven sang a little faster"). Told in the past, with the
 * parent's pronoun for the thing: "only sang when it was happy".
 */
const MOOD =
  /\s(when(?:ever)?)\s+(it|he|she|they)(?:'s|'re|\s+is|\s+are|\s+feels?|\s+gets?)\s+((?:very\s+|really\s+)?(?:happy|glad|pleased|excited|cheerful|joyful|proud|calm|sleepy|tired|in a good mood|in love))\s*[.!]?$/i;

function moodOf(said: string): { found: string; when: string } | undefined {
  const m = MOOD.exec(said.trim());
  if (m === null) return undefined;
  const [found, when = '', who = '', mood = ''] = m;
  const was = /^(?:they)$/i.test(who) ? 'were' : 'was';
  return {
    found: found.trim(),
    when: `${when.toLowerCase()} ${who.toLowerCase()} ${was} ${mood.toLowerCase()}`,
  };
}

export function onlyAt(said: string, use: TwistUse): TwistUse | undefined {
  if (use.shape !== 'can-do' || use.x === undefined || use.verb === undefined) return undefined;
  const mood = moodOf(said);
  if (mood !== undefined) {
    const act = use.verb.toLowerCase().endsWith(` ${mood.found.toLowerCase()}`)
      ? use.verb.slice(0, -(mood.found.length + 1))
      : use.verb;
    return act.trim() === ''
      ? undefined
      : { text: use.text, shape: 'only-at', x: use.x, verb: act, act, when: mood.when };
  }
  // As said ("on Sundays"), but for its first word, told mid-sentence.
  const found = WHEN.exec(said.trim())?.[1];
  if (found === undefined) return undefined;
  // "the library books swap places at midnight": midnight or a full moon is the thing's own time
  // even without "only" (the fourteenth panel heard them "begin to swap places at midnight" at
  // bedtime); "the flowers sing at night" is tonight's story (read/twist.ts atNightAnyway).
  if (!/\bonly\b/i.test(said) && !OWN_TIME.test(found)) return undefined;
  const when = found.charAt(0).toLowerCase() + found.slice(1);
  // "bake at midnight" (the can-do reading kept the time with the verb) → "bake".
  const act = use.verb.toLowerCase().endsWith(` ${when.toLowerCase()}`)
    ? use.verb.slice(0, -(when.length + 1))
    : use.verb;
  if (act.trim() === '' || WHEN.test(` ${act}`)) return undefined;
  return { text: use.text, shape: 'only-at', x: use.x, verb: act, act, when };
}

/**
 * "the clock tower only chimes at midnight", said as "the clock tower can chime at midnight": the
 * tagger reads "chimes" after a noun as another noun, so the can-do reading gets the verb in its
 * base form after "can", where it cannot be mistaken. Undefined when it is not a thing that only
 * does something at its time.
 */
export function saidAsCanDo(said: string): string | undefined {
  return onlyAsCanDo(said) ?? plainlyAsCanDo(said) ?? keepsAsCanDo(said) ?? doesAsCanDo(said);
}

/**
 * "the mountain is asleep and snores": what it is like, then what it does; the doing is the
 * twist ("the mountain can snore"). Panel 43's volcano-loving ten-year-old lost it to a notice.
 */
function doesAsCanDo(said: string): string | undefined {
  const found =
    /^(.+?)\s+(?:is|are|was|were)\s+(?:(?:very|really|always|fast|so)\s+)?\p{Ll}+\s+and\s+(\p{Ll}+s\b.*)$/u.exec(
      said.trim(),
    );
  if (found === null) return undefined;
  const [, x = '', does = ''] = found;
  return plainlyAsCanDo(`${x} ${does}`);
}

/**
 * "the robot can't stop hiccupping", "the kettle keeps singing", "the owl won't stop yawning":
 * the thing and what it does again and again. "can't stop" is not a thing left undone (panel 52
 * heard the hiccupping robot left out with a notice).
 */
const KEPT =
  /^(.+?)\s+(?:keeps|keep|kept|(?:can't|can’t|cannot|can not|won't|won’t|couldn't|couldn’t|just can't|just can’t)\s+stop|never stops|never stop)\s+(?:on\s+)?(\p{Ll}+ing)\b(.*)$/u;

export function keptDoing(
  said: string,
): { x: string; doing: string; rest: string; cannotStop: boolean } | undefined {
  const found = KEPT.exec(said.trim().replace(/[.!]+$/, ''));
  if (found === null) return undefined;
  const [whole, x = '', doing = '', rest = ''] = found;
  // "keeps giggling" is what it does (a giggling teapot); "can't stop giggling" is the giggles.
  return { x, doing, rest, cannotStop: /\bstops?\b/.test(whole.slice(x.length, whole.length - rest.length)) };
}

/**
 * "the treasure map keeps changing", "the stairs keep moving": what it does, again and again. The
 * tagger takes "changing" after "keeps" for an adjective, so no shape found it (the twenty-fourth
 * panel's map was left out); said as "the treasure map can change" it is what the thing does.
 */
function keepsAsCanDo(said: string): string | undefined {
  const found = keptDoing(said);
  if (found === undefined) return undefined;
  const { x, doing, rest } = found;
  const doc = nlp(doing);
  doc.tag('Gerund');
  const base = doc.verbs().toInfinitive().text('normal');
  if (base === '' || base.includes(' ') || STATES.test(base)) return undefined;
  return `${x} can ${base}${rest}`;
}

/**
 * "the scarecrow moves", "the kettle whistles": after a noun the tagger reads the verb as a
 * plural noun ("scarecrow moves"), so no shape found it. Said as "the scarecrow can move" it is
 * read as a verb. Only a word that is a verb after "it", and the thing said with "the" or "my".
 */
/** What a thing is or has, not something it does in a scene ("the cat wears boots"). */
const STATES =
  /^(?:be|have|do|wear|own|like|love|know|want|need|live|belong|contain|hold|keep|seem|mean|look|smell|taste|feel|weigh|cost|lack|hate|prefer|remember|forget)$/;

function plainlyAsCanDo(said: string): string | undefined {
  const found =
    /^((?:the|my|our|her|his|their|a|an)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s+(\p{Ll}+s)\b(.*)$/u.exec(
      said.trim(),
    );
  if (found === null) return undefined;
  const [, x = '', verb = '', rest = ''] = found;
  // "the bowling pins are secretly ninjas": before "are", the -s word is the thing's own last
  // word, not what it does (panel 85 heard "the bowling was really pinning are secretly ninjas").
  if (/^\s+(?:is|are|was|were)\b/.test(rest)) return undefined;
  const base = verbBase(verb);
  if (base === '' || base.includes(' ') || base === verb || STATES.test(base)) return undefined;
  return `${x} can ${base}${rest}`;
}

function onlyAsCanDo(said: string): string | undefined {
  const found = /^(.+?)\s+(?:can\s+)?only\s+(?:can\s+)?([a-z]+)\b(.*)$/i.exec(said.trim());
  if (found === null || !WHEN.test(said.trim())) return undefined;
  const [, x = '', verb = '', rest = ''] = found;
  const base = verbBase(verb);
  if (base === '' || base.includes(' ')) return undefined;
  return `${x} can ${base}${rest}`;
}

/**
 * What a thing does with something, said plainly: "the volcano sneezes glitter". The tagger reads
 * "sneezes" after a noun as a second noun and "glitter" as the verb, so the thing became "the
 * volcano sneezes" and went on the pillow as a toy (panel 47). These verbs of the body and of
 * sound, and of making and telling ("the teapot tells fortunes" was "the teapot tells were truly
 * fortuning", panel 48), are never the last word of a thing's name, so the thing ends before them.
 */
const DOES_WITH_OBJECT =
  /^((?:the|my|our|her|his|their|a|an)\s+(?:[\p{L}'-]+\s+)?[\p{L}'-]+?)\s+(sneezes|sneeze|burps|burp|hiccups|coughs|cough|spits|spit|blows|blow|breathes|breathe|sings|hums|whistles|giggles|laughs|snores|yawns|cries|drips|leaks|squirts|sprays|puffs|bakes|knits|sprinkles|pours|shoots|tells|paints|draws|writes|reads|grows|catches|juggles|chases|grants|brews|weaves|spins|plays|makes|builds|eats)\s+(\p{Ll}.*)$/u;

/** The same verbs after things said in the plural: "the board games play themselves" (not "the board"). */
const MANY_DO =
  /^((?:the|my|our|her|his|their)\s+(?:[\p{L}'-]+\s+)?[\p{L}'-]+s)\s+(sneeze|burp|hiccup|cough|spit|blow|breathe|sing|hum|whistle|giggle|laugh|snore|yawn|drip|leak|squirt|spray|puff|bake|knit|sprinkle|pour|shoot|tell|paint|draw|write|read|grow|catch|juggle|chase|grant|brew|weave|spin|play|make|build|eat|dance|march|talk|swap)\s+(\p{Ll}.*)$/u;

export function doesWithObject(said: string): string | undefined {
  const many = MANY_DO.exec(said.trim());
  if (many !== null && !/\b(?:can|could|will|would|only)\b/.test(said))
    return `${many[1] ?? ''} can ${many[2] ?? ''} ${many[3] ?? ''}`;
  const found = DOES_WITH_OBJECT.exec(said.trim());
  if (found === null || /\b(?:can|could|will|would|only)\b/.test(said)) return undefined;
  const [, x = '', verb = '', rest = ''] = found;
  const base = verbBase(verb);
  return base === '' || base.includes(' ') ? undefined : `${x} can ${base} ${rest}`;
}

/** What a child makes, by the verb for making it: "whatever you draw" is the drawings. */
const MADE: Readonly<Record<string, string>> = {
  draw: 'drawings',
  paint: 'paintings',
  colour: 'pictures',
  color: 'pictures',
  doodle: 'doodles',
  sketch: 'sketches',
  build: 'models',
  knit: 'knitted animals',
  sew: 'sewn toys',
  sculpt: 'clay models',
  mould: 'clay models',
  mold: 'clay models',
  write: 'stories',
  fold: 'paper animals',
  bake: 'cakes',
};

/**
 * "whatever you draw comes alive", "everything she paints comes to life": the child's own
 * drawings come alive (panel 53's request read "the whatever you" as a thing that could "draw
 * comes alive"). Undefined when not said this way; '' for a making the table does not know.
 */
export function madeComesAlive(said: string): string | undefined {
  const found =
    /^(?:whatever|everything|anything|all (?:that|the things)|what)\s+(?:you|she|he|they|i|we)\s+(\p{Ll}+?)(?:s|es)?\s+(?:comes?|turns?|springs?|becomes?)\s+(?:alive|to life|real)\s*[.!]?$/iu.exec(
      said.trim(),
    );
  if (found === null) return undefined;
  const made = MADE[(found[1] ?? '').toLowerCase()];
  // Said this way but of a making the table does not know ("whatever you sing"): not a thing.
  return made === undefined ? '' : `my ${made} come alive`;
}
