import { mapText, textPreferring } from '../pack/text.js';
import type { TText } from '../pack/schema-text.js';
import type { Pack } from '../pack/compile.js';

type Shape = Pack['twists']['shapes'][number];

/**
 * What a child or a companion can have a go at too, or do "toward" a spot: singing, dancing,
 * hopping. "The map changes every time you look at it" had the robot "try changing with the map,
 * and was soon very good at it", and a wishing teapot's friend "wanted to wish as well" (panel 16).
 * English verbs of doing and sounding, not story content.
 */
const COPYABLE =
  /^(?:sing|dance|hum|whistle|play|twirl|hop|jump|skip|juggle|paint|draw|laugh|giggle|talk|tell|swim|spin|bounce|wiggle|clap|march|tap|drum|knit|bake|cook|whisper|read|write|cartwheel|somersault|roll|skate|sway|waltz|yodel|rap|chant|tiptoe|wave|wink|smile|build|count|rhyme|recite|do|fly|float|waddle|stomp|shuffle|glide|jive|tango|boogie|beatbox|chirp|tweet|hoot|purr|roar|squeak|honk|quack|moo|bark|meow|miaow|neigh)$/i;

/** A line in which someone other than the thing does what it does, or it does it toward a spot. */
const COPIED =
  /(?:\b(?:tried|try|trying|wanted|began|attempted|had a go at|learn)\b[^.]*?\{twist\.verb(?:ing)?\}|\{twist\.verbed\} toward|\{twist\.verbing\} \[under the covers|\[ask\|beg\] \{twist\.x\} to)/;

export function copyable(verb: string): boolean {
  // "roll by themselves" is the hay bales' own doing: "Osei tried to roll by themselves" (panel 47).
  if (/\b(?:themselves|itself|himself|herself)\b/i.test(verb)) return false;
  return COPYABLE.test(verb.split(' ')[0] ?? '');
}

/** A can-do shape whose verb nobody else can do: without the lines that copy it (kept if none is left). */
export function doneOnlyByItself(shape: Shape): Shape {
  return {
    ...shape,
    ...(shape.middle === undefined ? {} : { middle: textPreferring(shape.middle, COPIED) }),
    ...(shape.solve === undefined ? {} : { solve: textPreferring(shape.solve, COPIED) }),
    echo: textPreferring(shape.echo, COPIED),
  };
}

/**
 * Verbs of going about: "Round and round the trees whispered" was heard (the twenty-second panel),
 * so the lines that send the thing round and round, back and forth, are told only with these.
 */
const MOVING =
  /^(?:dance|twirl|hop|jump|skip|spin|bounce|wiggle|march|swim|skate|sway|waltz|fly|float|waddle|stomp|shuffle|glide|jive|tango|boogie|roll|tiptoe|run|walk|race|zoom|gallop|slide|swing|drift|wander|scurry|scuttle|climb|somersault|cartwheel|whirl|wobble|bob|hover|flutter|prance|trot|crawl|wriggle|zip|dart)$/i;
const GOING_ABOUT = /\[Round and round\|/;

export function movesAbout(verb: string): boolean {
  return MOVING.test(verb.split(' ')[0] ?? '');
}

/** A can-do shape whose thing stays where it is (whispers, shines): without the going-about lines. */
export function inPlace(shape: Shape): Shape {
  return {
    ...shape,
    premise: textPreferring(shape.premise, GOING_ABOUT),
    ...(shape.middle === undefined ? {} : { middle: textPreferring(shape.middle, GOING_ABOUT) }),
    ...(shape.solve === undefined ? {} : { solve: textPreferring(shape.solve, GOING_ABOUT) }),
    echo: textPreferring(shape.echo, GOING_ABOUT),
  };
}

/** "[happily|merrily|]" after the verb: how it is done, said only of a verb without an object. */
const MANNER_AFTER_VERB = /(\{twist\.verb(?:ed|ing|s)?\}) \[([^\][]*)\]/g;
const MANNER = /^(?:(?:very |so )?[a-z]+ly|slow and (?:soft|low)|)$/;

function plainVerb(line: string): string {
  // Only the ways of doing it go: "[right there|very softly|for {Name}|]" keeps where and for whom.
  return line.replace(MANNER_AFTER_VERB, (_all: string, verb: string, choices: string) => {
    const kept = choices.split('|').filter((c) => c === '' || !MANNER.test(c));
    return kept.every((c) => c === '') ? verb : `${verb} [${kept.join('|')}]`;
  });
}

/**
 * A can-do verb with an object ("win a race", "eat vegetables"): told without how it is done, so
 * never "the tortoise won a race sweetly" or "ate vegetables very gracefully" (panel 58).
 */
export function withoutManner(shape: Shape): Shape {
  const plain = (text: TText): TText => mapText(text, plainVerb);
  return {
    ...shape,
    premise: plain(shape.premise),
    ...(shape.middle === undefined ? {} : { middle: plain(shape.middle) }),
    ...(shape.solve === undefined ? {} : { solve: plain(shape.solve) }),
    ...(shape.solve_gentle === undefined ? {} : { solve_gentle: plain(shape.solve_gentle) }),
    echo: plain(shape.echo),
  };
}
