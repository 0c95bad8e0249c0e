/**
 * "the door won't open", "the music box can't play", "all the clocks in town stopped at
 * midnight", "the carousel broke down": a thing that is stuck, shut or stopped, said with a verb
 * rather than "is stuck". Each is read again as the `unwell` shape's condition (twists.yaml
 * `stuck`, `shut`, `stopped`), and told in the parent's own words ("would not open", "had
 * stopped at midnight"), never only "was stuck".
 */

const CANNOT = String.raw`(?:won't|wont|will not|wouldn't|would not|can't|cant|cannot|can not|couldn't|could not)`;

/** What a thing that will not do it is: shut, stuck or stopped. */
const WONT: readonly { said: RegExp; as: string }[] = [
  { said: /^(?:open|unlock|come open)$/, as: 'is shut' },
  {
    said: /^(?:budge|move|turn|lift|close|shut|come (?:down|out|off|free|loose|up)|get (?:out|down|free|up))$/,
    as: 'is stuck',
  },
  { said: /^(?:start|go|work|tick|ring|chime|play|spin|light up)$/, as: 'has stopped' },
];

/** A voice or a light a thing cannot use: what it has lost ("roar" for "can't roar"). */
const LOST_BY_VERB: Readonly<Record<string, string>> = {
  roar: 'roar',
  squeak: 'squeak',
  bark: 'bark',
  miaow: 'miaow',
  meow: 'meow',
  moo: 'moo',
  quack: 'quack',
  tweet: 'tweet',
  hoot: 'hoot',
  sing: 'song',
  shine: 'shine',
  glow: 'glow',
  sparkle: 'sparkle',
};

const WONT_DO = new RegExp(
  String.raw`^(.+?)\s+${CANNOT}\s+(\w+(?:\s+(?:up|down|out|off|free|loose|open))?)\b(.*)$`,
  'i',
);

const STOPPED =
  /^(.+?)\s+(?:(?:has|have|had|just|suddenly|all)\s+)*(stopped|stops|broke down|breaks down|ran down|runs down)\b(.*)$/i;

const AT_A_TIME =
  /\s+(?:at|by|just before|just after|on the stroke of|at the stroke of) (?:midnight|noon|midday|night|dawn|\w+ o'clock|the same time|exactly \w+)\b/i;

const STOPPED_PAST: Record<string, string> = {
  stopped: 'stopped',
  stops: 'stopped',
  'broke down': 'broken down',
  'breaks down': 'broken down',
  'ran down': 'run down',
  'runs down': 'run down',
};

/** "the door won't open" said again as "the door is shut", with what the parent said it had. */
export function wontSaid(text: string): { again: string; had: string } | undefined {
  const wont = WONT_DO.exec(text.trim().replace(/[.!]+$/, ''));
  if (wont !== null) {
    const [, x = '', verb = '', rest = ''] = wont;
    // "the lion can't roar": it has lost its roar (the lost-voice condition), and could not roar.
    const lost = LOST_BY_VERB[verb.toLowerCase()];
    if (lost !== undefined && rest.trim() === '')
      return { again: `${x} lost its ${lost}`, had: `could not ${verb}`.toLowerCase() };
    const as = WONT.find((w) => w.said.test(verb.toLowerCase()))?.as;
    // "the penguin can't fly" is what a creature cannot do, not a stuck thing: not read here.
    if (as === undefined) return undefined;
    return { again: `${x} ${as}`, had: `would not ${verb}${rest}`.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}

/** "all the clocks stopped at midnight" said again as "... has stopped", in the parent's words. */
export function stoppedSaid(text: string): { again: string; had: string } | undefined {
  const stopped = STOPPED.exec(text.trim().replace(/[.!]+$/, ''));
  if (stopped !== null) {
    const [, x = '', verb = '', rest = ''] = stopped;
    const past = STOPPED_PAST[verb.toLowerCase()] ?? 'stopped';
    // "the rain stopped" or "the music stops when ..." are not a trouble to put right.
    if (/\b(?:rain|snow|wind|storm|thunder|noise|crying|hiccups?)$/i.test(x) || /\bwhen\b/i.test(rest))
      return undefined;
    // "at midnight" is not said: the story is told at bedtime, before midnight comes.
    const when = rest.replace(AT_A_TIME, '');
    return { again: `${x} has stopped`, had: `had ${past}${when}`.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}

const LOST_WAY =
  /^(.+?)\s+(?:(?:has|have|had|just)\s+)*(lost|loses|lose|can't find|cannot find|can not find|couldn't find|could not find|can't remember|forgot|forgets)\s+(its|their|his|her|the)\s+way(\s+(?:home|back(?:\s+home)?))?(.*)$/i;

/**
 * "the little star lost its way", "the owl can't find its way home": a creature lost, the
 * `lost-way` condition (never the lost-thing shape: the way home is not found behind a stone).
 */
export function lostWaySaid(text: string): { again: string; had: string } | undefined {
  const lost = LOST_WAY.exec(text.trim().replace(/[.!]+$/, ''));
  if (lost === null) return undefined;
  const [, x = '', verb = '', whose = '', home = '', rest = ''] = lost;
  const past = /^(?:lost|loses|lose)$/i.test(verb)
    ? 'had lost'
    : /^(?:forgot|forgets)$/i.test(verb)
      ? 'had forgotten'
      : /remember/i.test(verb)
        ? 'could not remember'
        : 'could not find';
  return {
    again: `${x} is lost and far from home`,
    had: `${past} ${whose} way${home === '' ? ' home' : home}${rest}`.trim(),
  };
}

const WENT_OUT =
  /^(.+?)\s+(?:(?:has|have|had|just|suddenly|all)\s+)*(went out|goes out|gone out|blew out|blown out|flickered out|fizzled out)\b(.*)$/i;

/**
 * "the dragon's fire went out", "the stars went out": a light gone out is a light that has lost
 * its glow (the `forgot-shine` condition, whose cure brings a glow back), told as "had gone out".
 */
export function wentOutSaid(text: string): { again: string; had: string } | undefined {
  const out = WENT_OUT.exec(text.trim().replace(/[.!]+$/, ''));
  if (out === null) return undefined;
  const [, x = '', , rest = ''] = out;
  const when = rest.replace(AT_A_TIME, '');
  // "the dragon's fire went out": the dragon lost its fire, and the dragon is helped to glow again.
  const whose = /^(.+)'s\s+(fire|flame|light|lamp|glow|spark|sparkle|shine)$/i.exec(x.trim());
  if (whose !== null) {
    const flame = /^(?:fire|flame|spark)$/i.test(whose[2] ?? '');
    return {
      again: `${whose[1]} has lost its ${flame ? 'fire' : 'glow'}`,
      had: `had lost {twist.x.its} ${whose[2]}${when}`.trim(),
    };
  }
  return { again: `${x} has lost its glow`, had: `had gone out${when}`.trim() };
}

const LOST_THING =
  /^(.+?)\s+(?:(?:has|have|had)\s+)?(?:lost|misplaced|mislaid)\s+(?:her|his|its|their|my|our)\s+(?:(?:favourite|favorite|best|special|lucky|new|old|magic|little|glass|golden|silver)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu;
/** What is lost that is not a thing to find: a voice or a glow is a condition, the way a lost way. */
const NOT_FOUND_AGAIN =
  /^(?:voices?|shine|sparkle|glow|light|lights|roar|song|squeak|bark|miaow|meow|moo|quack|tweet|hoot|way|temper|smile|colou?rs?|memory|appetite|balance|courage|hiccups|sleep|mind|marbles)$/i;

/**
 * "the princess has lost her shoes": her shoes are missing, and found (the `hiding` shape: a
 * panel heard it refused). Said again with the owner's name ("the princess's shoes are lost"), so
 * the shoes found are hers. A voice, a glow or a way home is not a thing behind a stone.
 */
export function lostThingSaid(text: string): string | undefined {
  const lost = LOST_THING.exec(text.trim().replace(/[.!]+$/, ''));
  if (lost === null) return undefined;
  const [, owner = '', thing = ''] = lost;
  if (NOT_FOUND_AGAIN.test(thing.split(/\s+/).at(-1) ?? '')) return undefined;
  const whose = isPluralOwner(owner) ? `${owner}'` : `${owner}'s`;
  const are = /s$/i.test(thing) && !/ss$/i.test(thing) ? 'are' : 'is';
  return `${whose} ${thing} ${are} lost`;
}

/** "the fairies" (their wands: "the fairies' wands"); "the princess" is one ("the princess's"). */
function isPluralOwner(owner: string): boolean {
  return /(?:ies|[^s]s)$/i.test(owner.split(/\s+/).at(-1) ?? '') && !/(?:ss|us|is)$/i.test(owner);
}
