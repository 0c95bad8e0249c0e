import type { TStoryTone } from '../../../../../shared/constants.js';

/**
 * A tone changes events as well as words: funny stories get silly mishaps, adventurous ones
 * leaps and climbs, calming ones slow breaths, educational ones true facts, magical ones
 * sparkles. {tadj} is the tone's adjective, used by shared templates.
 */
export interface TonePack {
  id: TStoryTone;
  adjectives: readonly string[];
  details: readonly string[];
  /** The child's reaction to the call to adventure. */
  reactions: readonly string[];
  /** The moment after the problem is solved. */
  celebrations: readonly string[];
}

const FUNNY: TonePack = {
  id: 'funny',
  adjectives: ['silly', 'giggly', 'wobbly', 'goofy', 'funny', 'bouncy'],
  details: [
    'A [snail|frog|mouse] [went by|hurried past] wearing a [tiny hat|sock|leaf] on its head.',
    '{guideThe} [sneezed|hiccupped], and out [came|popped] a [bubble|daisy|tiny cloud]<, which made everyone laugh>.',
    '{Name} [tripped over|stepped on] a [squeaky toy|rubber duck|banana peel] and [laughed|giggled] [and laughed|so hard].',
    'Somebody had put the [signpost|hill|door] on upside down<, and [nobody|no one] minded [one bit|at all]>.',
    'A [goat|cow|duck] tried to [juggle|dance|sing], but it only [did|managed] a [honk|wobble|hiccup].',
    '{guideThe} told a joke about a [pancake|sock|cloud]<, and {Name} laughed until [both cheeks|both ears] [were pink|turned pink]>.',
    'Every time {Name} [hopped|jumped], the [ground|grass] went [boing|squeak] like a toy.',
    'A [pig|bear|moose] in [pajamas|a tutu|rain boots] [waved|winked] at them<, as if this was [very|perfectly] [normal|ordinary]>.',
    '{nameS} [tummy|nose] made a [funny|silly|loud] noise, and {guideThe} [giggled|chuckled] for ages.',
  ],
  reactions: [
    '{Name} [giggled|laughed] so much that [a sock fell off|the pillow bounced|the bed wobbled].',
    '"[What a silly way to [start|begin] the night|Well, that is [new|odd]|How funny]!" {Name} [said|giggled].',
  ],
  celebrations: [
    'Everyone did a [wiggly|silly|funny] dance<, and {guideThe} did the [silliest|wiggliest] dance of all>.',
    'They laughed [so hard|so much] that [a bird|the moon|a cloud] [joined in|laughed too].',
  ],
};

const ADVENTUROUS: TonePack = {
  id: 'adventurous',
  adjectives: ['brave', 'bold', 'daring', 'plucky', 'mighty', 'fearless'],
  details: [
    '{Name} [leapt|jumped] [over|across] a [stream|log|ditch] in one big [jump|leap|bound].',
    'The wind [whooshed|rushed] past, and {Name} [held on tight|laughed into it].',
    '{Name} [checked|looked at] the [map|way ahead] and [said|called], "[This way|Onward|Follow me]!"',
    '[Higher|Further] and [higher|further] they [climbed|went]<, until the clouds were [at|around] their [feet|knees]>.',
    'They [zipped|slid] down a [long|steep|grassy] hill<, whooping all the way>.',
    '{Name} [spotted|found] a [hidden|secret] path that [nobody|no one] else had [seen|noticed].',
    'They [swung|crossed] on a [rope|vine] [from one side to the other|over a stream]<, like [real|true] explorers>.',
    '{Name} [led|went first], with {guideThe} [close behind|right behind|following].',
  ],
  reactions: [
    '{Name} [jumped|hopped] out of bed, ready for [anything|an adventure].',
    '"[Let us go|I am ready|Adventure time]!" {Name} [said|called], [putting on|pulling on] [slippers|a cape].',
  ],
  celebrations: [
    '{Name} [raised|lifted] both arms [high|up] and [cheered|shouted], "[Hooray|We did it]!"',
    'They [gave|shared] a big high five<, the kind only [real|true] explorers [give|know]>.',
  ],
};

const CALMING: TonePack = {
  id: 'calming',
  adjectives: ['soft', 'slow', 'quiet', 'peaceful', 'gentle', 'calm'],
  details: [
    'Everything [moved|went] slowly, like [honey|a cloud|a leaf on a pond].',
    '{Name} [took|breathed] a [long|slow|deep] breath in<, and a [long|slow] breath out>.',
    'The air was [warm|soft|still] and smelled of [lavender|clean sheets|warm milk].',
    'There was no [need|reason] to hurry<, so nobody did>.',
    'A [soft|gentle|warm] breeze [played|carried] {sound}.',
    'They [sat|rested] for a while and [watched|looked at] [the sky|the stars|the leaves].',
    'Their footsteps were [soft|quiet|hushed]<, as [soft|light] as a [cat|kitten] on a [rug|cushion]>.',
    '[Slow|Gentle] [ripples|clouds] [drifted|rolled] by<, one after another>.',
  ],
  reactions: [
    '{Name} [smiled|nodded] a [slow|soft|calm] smile and [got up|slipped out of bed|found some slippers].',
    '{Name} [yawned|stretched] a little, then [nodded|smiled]. [Why not?|It sounded nice.]',
  ],
  celebrations: [
    'Everyone [sat|lay] down [together|side by side] and [breathed|let out] a [happy|soft|long] sigh.',
    'They [smiled|hugged], and the whole place [felt|grew] [calm|still|quiet] and warm.',
  ],
};

const EDUCATIONAL: TonePack = {
  id: 'educational',
  adjectives: ['curious', 'clever', 'wise', 'bright', 'thoughtful'],
  details: [
    '{Name} [asked|wondered] a [big|good] question, and {guideThe} [was glad|loved] to answer it.',
    '{Name} [counted|named] [the colours|the shapes|the sounds] [along the way|one by one].',
    '[Hmm|Aha], thought {Name}, [noticing|seeing] a [pattern|clue] in the [stones|stars|leaves].',
    '{guideThe} [showed|taught] {Name} how to [read|use] the [stars|signs|map] to find the way.',
    '{Name} [guessed|wondered] what would happen next<, just like a [real|true] scientist>.',
  ],
  reactions: [
    '{Name} [sat up|hopped up], [curious|full of questions] and ready to learn.',
    '"[What is it|Where are we going]? [How does it work|What will we find]?" {Name} [asked|wondered].',
  ],
  celebrations: [
    '"[We worked it out|We figured it out]!" {Name} [said|cheered]<, feeling very clever>.',
    '{Name} [thought|smiled] about [everything|all] they had learned<, one [thing|fact] at a time>.',
  ],
};

const MAGICAL: TonePack = {
  id: 'magical',
  adjectives: ['sparkly', 'shimmering', 'twinkly', 'enchanted', 'glittery'],
  details: [
    'Glitter [fell|drifted|floated] like [snow|rain|dust] wherever they [walked|went].',
    'Every [step|footstep] {Name} took [left|made] a [tiny|little] {color} star on the ground.',
    'The [flowers|trees|stones] [played|made] {sound} as they passed.',
    '{nameS} [pajamas|slippers] began to [twinkle|sparkle|glow] {color}.',
    'A [wish|dream] [floated|drifted] past in a bubble<, and {Name} gave it a [gentle|soft] [push|nudge] on its way>.',
    'The [moon|stars] [bowed|winked] [hello|at them]<, as [polite|proper] as a [king|queen]>.',
    'A [ribbon|swirl] of {color} light [curled|danced] around {nameS} [fingers|wrist].',
  ],
  reactions: [
    '{nameS} [eyes|cheeks] [sparkled|glowed] as {Name} [slipped|climbed] out of bed.',
    '"[Is it magic|Is this real]?" {Name} [whispered|asked]. [It was|It was, a little].',
  ],
  celebrations: [
    '[Sparks|Stars|Glitter] [burst|popped|spun] into the air like [fireworks|confetti]<, but [quiet|soft] ones, for bedtime>.',
    'A [shower|rain] of {color} [stars|sparkles] [fell|floated] down [on everyone|all around].',
  ],
};

const TONES: Readonly<Record<TStoryTone, TonePack>> = {
  funny: FUNNY,
  adventurous: ADVENTUROUS,
  calming: CALMING,
  educational: EDUCATIONAL,
  magical: MAGICAL,
};

/** Admin stories may pass phrases like "gentle and magical": match by keyword, else calm. */
export function resolveTone(tone: string | undefined): TonePack {
  const t = (tone ?? '').toLowerCase();
  if (t in TONES) return TONES[t as TStoryTone];
  if (/magic|sparkl|enchant|fairy/.test(t)) return MAGICAL;
  if (/funn|silly|humou?r|laugh|goofy/.test(t)) return FUNNY;
  if (/adventur|brave|exciting|bold|daring/.test(t)) return ADVENTUROUS;
  if (/educat|learn|fact|science/.test(t)) return EDUCATIONAL;
  return CALMING;
}
