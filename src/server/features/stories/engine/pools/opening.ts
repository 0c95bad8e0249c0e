/**
 * The opening: the child at home at bedtime, in a world that fits their age.
 * Age bands: 0-2 toddlers, 3-5 preschool, 6-8 early school, 9-12 older children.
 */

export const AGE_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

export interface AgeBand {
  /** Past-participle phrases: "{Name} had {day}". */
  days: readonly string[];
  toys: readonly string[];
}

export const AGE_BANDS: readonly AgeBand[] = [
  {
    days: [
      'splashed [in the bath|with the bath toys]',
      'clapped along to [songs|silly songs]',
      'crawled [all over|around] the [rug|garden]',
      'stacked [soft|big] blocks',
      'waved bye-bye to the [birds|ducks]',
      'played peekaboo [with Dad|with Mum|behind the sofa]',
    ],
    toys: ['teddy', 'soft bunny', 'cuddly duck', 'blanket with the [satin|silky] edge'],
  },
  {
    days: [
      'built a [tower|castle] of blocks',
      'drawn a [picture|rainbow] with [crayons|chalk]',
      'played on the [swings|slide]',
      'jumped in [puddles|leaves]',
      'helped bake [cookies|muffins]',
      'sung [songs|silly songs] at [nursery|playgroup]',
    ],
    toys: ['teddy', 'toy dinosaur', 'stuffed bunny', 'knitted elephant'],
  },
  {
    days: [
      'read a [chapter|page or two] of a book',
      'ridden a [bike|scooter]',
      'learned [new|five new] spelling words',
      'played tag [at school|in the park]',
      'built a den in the [garden|yard]',
      'painted a [picture|rainbow]',
    ],
    toys: ['teddy', 'toy robot', 'stuffed fox', 'sock puppet'],
  },
  {
    days: [
      'finished a [chapter book|long book]',
      'practised the [piano|violin|recorder]',
      'built a [model rocket|paper plane]',
      'sketched in a [notebook|sketchbook]',
      'played [football|basketball] with friends',
      'solved a [tricky|hard] puzzle',
    ],
    toys: ['old teddy', 'stuffed owl', 'favourite blanket', 'lucky pebble'],
  },
];

export function ageBand(age: number): AgeBand {
  const i = age <= 2 ? 0 : age <= 5 ? 1 : age <= 8 ? 2 : 3;
  return AGE_BANDS[i] as AgeBand;
}

/** "a tiny baby", "one year old", "seven years old". */
export function ageText(age: number): string {
  const a = Math.max(0, Math.min(12, Math.round(age)));
  if (a === 0) return 'a tiny baby';
  if (a === 1) return 'one year old';
  return `${AGE_WORDS[a] ?? String(a)} years old`;
}

export const INTROS: readonly string[] = [
  '[It was|This was] [bedtime|nearly bedtime|almost time for bed] [at|in] {nameS} [house|home]<, and the [stars|moon] had come out to [watch|peek]>.',
  'The moon was [up|rising] [over the roofs|outside the window], and {Name} was [in pajamas|ready for bed|tucked in].',
  '[One evening|One night|Once upon a bedtime], {Name} was [getting ready for bed|brushing teeth|putting on pajamas].',
  '[The day was done|Day was over], and {Name} [yawned|stretched] in [soft|warm|cozy] pajamas.',
  '[Night|Evening|Bedtime] had come to {nameS} [street|town|house]<, [soft|quiet] and slow like a [cat|sleepy cat]>.',
];

export const AGE_LINES: readonly string[] = [
  '[Today|That day|Earlier], {Name} had {day}.',
  '{Name} was {ageText} and had {day} [today|that day|this afternoon].',
  '[What a day|It had been a {nice} day]: {Name} had {day}.',
  'Being {ageText}, {Name} had [lots|plenty] to do, and today {Name} had {day}.',
];

export const INTEREST_LINES: readonly string[] = [
  '[More than anything|Above all], {Name} loved {interest}.',
  '{Name} [was thinking|dreamed|could not stop thinking] [about|all about] {interest}.',
  '[All day|Today], {Name} had [talked|been thinking] about {interest}<, and now it was [time|the moment] to [dream|have a dream] about it>.',
  'If you [asked|had asked] {Name} what was [best|the best thing] in the [world|whole world], the answer [would be|was] {interest}.',
];

export const CHARACTER_LINES: readonly string[] = [
  '[On the shelf|Next to the pillow|By the bed] [sat|was] a [picture of|book about] {char}, {nameS} [favourite|very favourite] [character|hero].',
  '{Name} [loved|adored] {char}<, and [wished|hoped] for [an adventure|a trip] together [one day|some day]>.',
  '{nameS} [favourite|best-loved] [friend|hero] was {char}<, who was [always|forever] [up for|ready for] [fun|a game]>.',
];

export const HOME_DETAILS: readonly string[] = [
  '{nameS} {toy} [sat|lay] on the pillow<, [ready|waiting] for a story>.',
  'Teeth were brushed, and [the bath was done|faces were washed|hair was combed].',
  'The [night-light|lamp] [glowed|shone] {soft} and {color}.',
  'Outside, the [wind|trees] [whispered|made] {sound}.',
  'A [cup|mug] of warm milk [sat|waited] on the [table|shelf]<, still [warm|cosy] from the [kitchen|stove]>.',
  '[Mum|Dad|A grown-up] had read a [story|book]<, and now the [house|home] was [quiet|still|hushed]>.',
  'The curtains [swayed|moved] [a little|gently]<, as if saying goodnight>.',
  '{Name} [wiggled|snuggled] [down|in] under the [blanket|covers|quilt].',
  '[Soft|Warm] [socks|slippers] [sat|waited] by the bed<, side by side>.',
  'A [book|picture book] [lay|sat] open [on the rug|by the bed]<, [still|already] [showing|open at] the [last|best] page>.',
  '[Pajamas|Pyjamas] with [stars|stripes|moons] on them [felt|were] [soft|warm] and [snug|cozy].',
  'The [window|curtain] [let in|showed] a [slice|strip] of {bright} [moonlight|starlight].',
  'Someone [had tucked|tucked] the [blanket|quilt] in [just right|nice and tight].',
  '[Downstairs|In the kitchen], a [kettle|tap] [sang|hummed] [softly|quietly].',
];

/** Someone special joins the adventure (optional sentence in the call paragraph). */
export const CHARACTER_JOINS: readonly string[] = [
  '[And then|What is more], {charThe} [came|arrived|joined them] too<, just as {Name} had [always|secretly] [hoped|wished]>!',
  '{charThe} [waved|smiled] from the [doorway|window] and [came along|joined in] [too|as well].',
];

export const CHARACTER_DETAILS: readonly string[] = [
  '{charThe} [waved|smiled] at {Name}<, like old friends do>.',
  '{charThe} [told|shared] a [story|joke] about [a faraway place|the best day ever].',
  '{Name} and {charThe} [raced|skipped] ahead [together|side by side].',
  '{charThe} [hummed|sang] a [song|tune] that {Name} knew [by heart|all the words to].',
];

export const INTEREST_DETAILS: readonly string[] = [
  '{Name} [thought|dreamed happily] about {interest}<, and [wished|hoped] [everyone|the whole family] [at home|back home] could see this>.',
  'It reminded {Name} of {interest}<, which made {Name} smile>.',
  '{Name} [told|taught] {guideThe} all about {interest}<, and {guideThe} listened with wide eyes>.',
  '[Somewhere|Some day], {Name} [thought|was sure], there [would|might] be a [trip|story] all about {interest} too.',
];
