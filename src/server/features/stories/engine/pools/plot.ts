/**
 * The middle of the story grammar: a gentle problem (never a sad or frightening premise: a
 * light has gone dim, a treasure is misplaced), its matching fix, the twist and the help.
 * Problems and fixes are paired by kind so the resolution always answers the problem.
 */

export interface ProblemKind {
  problems: readonly string[];
  fixes: readonly string[];
}

export const PROBLEMS: readonly ProblemKind[] = [
  {
    problems: [
      '[Oh dear|Uh-oh]! {guideThe} had [lost|dropped|misplaced] {objThe}<, and without it [nobody|no one] in {placeThe} could [settle down|get to sleep] [for the night|tonight]>.',
      'But {objThe} was [missing|gone]. [Someone|Somebody] had [left|dropped] it [somewhere|along the way].',
      '{guideThe} [looked|searched] [high and low|everywhere] for {objThe}, but it was [nowhere to be found|not anywhere|gone].',
    ],
    fixes: [
      '{Name} [spotted|found] {objThe} [tucked|hidden] [under a leaf|behind a rock|in a cozy corner]<, [right|just] where [nobody|no one] had [thought|remembered] to look>.',
      'And there it was! {objThe} had been [safe|snug] [all along|the whole time], [glowing|twinkling] softly.',
      '[With one more look|Just then], {Name} [saw|noticed] a {bright} glow<, and there was {objThe}>.',
    ],
  },
  {
    problems: [
      'But {objThe} [had stopped glowing|had forgotten how to shine|had gone dim]<, and {placeThe} [was not|did not feel] the same without its [light|glow]>.',
      '{objThe} [usually|always] [lit up|glowed in] {placeThe}, but tonight it [was dim|had gone quiet|did not shine].',
      'Without the light of {objThe}, everyone in {placeThe} felt [a little lost|muddled|not quite right].',
    ],
    fixes: [
      'When {Name} [hummed|sang] a [soft|little|happy] song, {objThe} began to glow again<, brighter than ever>.',
      '{Name} [polished|rubbed|breathed on] {objThe} [gently|softly], and [slowly|little by little] the light came back.',
      'The [kind words|warm smiles] of everyone [filled|warmed] {objThe}, and it [shone|glowed] {bright} again.',
    ],
  },
  {
    problems: [
      '{objThe} was stuck [high|way up] in a [tree|tower|tall place], [too high|out of reach] for anyone.',
      'But {objThe} had [rolled|slipped] into a [narrow|tiny] gap, and nobody could [reach|get] it.',
      '{objThe} had [floated|bounced] up onto a [ledge|cloud|branch]<, [much|far] too high to [reach|grab]>.',
    ],
    fixes: [
      'Together they [made|built] a [ladder|tower] of [cushions|boxes|friends], and {Name} [reached up|stretched] and [got|caught] it.',
      '{Name} had a [clever|good] idea: [a long stick|a piece of string|a gentle shake], and out [came|slid|popped] {objThe}.',
      '{Name} [climbed|stood] on [a rock|a stool|tiptoes], [reached|stretched] as far as [possible|could be], and got {objThe} back.',
    ],
  },
  {
    problems: [
      '{guideThe} [had lost|could not find] the way home<, and it was getting [very|rather] [late|sleepy]>.',
      '[Oh no|Uh-oh], the [path|road] home [was missing|had vanished], and {guideThe} [was tired|needed to sleep].',
      '[Somewhere|Somehow] along the way, {guideThe} had [taken|followed] the wrong [turn|path] and [forgot|could not remember|lost track of] the [way|road] home.',
    ],
    fixes: [
      '{Name} [remembered|spotted] the [stars|lights|signs] they had passed, and [led|showed] everyone the way back.',
      'Holding {objThe} up [high|like a lamp], {Name} [found|lit] the path, and soon {guideThe} was home, [safe|snug] and sound.',
      '{Name} [followed|spotted] a line of {bright} [pebbles|flowers|footprints], and it led [right|all the way] home.',
    ],
  },
  {
    problems: [
      'All the [lullabies|bedtime songs] of {placeThe} had got [tangled|muddled] like [string|spaghetti]<, so [no one|nobody] could [sing|hum] them>.',
      '{objThe} was [tangled|wrapped up] in [a knot of|lots of] [vines|ribbons|string]<, and it could not [do its job|glow|help anyone]>.',
      'A [big|great] [knot|tangle] of [wool|ribbon|string] [blocked|filled] the way<, and [nobody|no one] could [get past|squeeze through]>.',
    ],
    fixes: [
      '[Slowly|Patiently|Carefully], {Name} [untied|unwound] [each|every] knot until [everything|it all] was [neat|straight] again.',
      '{Name} [found|pulled] the [loose end|end of the string], and [the whole knot|everything] came undone with one [tug|pull].',
      '[One loop at a time|Loop by loop|Bit by bit], {Name} [wound|rolled] the [string|ribbon] into a [neat|tidy|round] ball.',
    ],
  },
];

/** How the child takes up the problem (optional sentence after the problem). */
export const RESOLVE_TO_HELP: readonly string[] = [
  '"[Do not worry|We can fix this|I will help]," {Name} [said|promised]<, with a {kind} smile>.',
  '{Name} [thought|wondered] for a [moment|minute|second] and [decided|knew|worked out] what to do.',
  '[Right away|Straight away], {Name} [rolled up|pushed up] both pajama sleeves<, ready to help>.',
];

export const TWISTS: readonly string[] = [
  '[Then|Just then|All of a sudden], something [surprising|unexpected|very odd] happened: {twist}.',
  '[And guess what?|Then came a surprise.] {twistCap}!',
  '[Nobody|No one] [expected|saw|guessed] what came next: {twist}.',
];

export const TWIST_REACTIONS: readonly string[] = [
  '{Name} [blinked|gasped|laughed], [then|and then] [smiled|giggled|grinned].',
  'It was [strange|odd|surprising|a bit silly], but it [turned out|was] [fine|lovely|fun].',
  '"[Well|Wow|Oh my]!" [said|laughed] {Name}<, who had [never|not ever] seen anything [like it|so odd]>.',
];

export const HELP_FRIENDS: readonly string[] = [
  '[Just then|Right then|At that moment], {friends} [came along|came over|hurried over|arrived] to help.',
  '[Luckily|Happily], {friends} came too<, bringing [warm smiles|good ideas|helping hands]>.',
  '"We will help!" [called|said] {friends}, [and they did|rolling up their sleeves].',
];

export const HELP_CHARACTER: readonly string[] = [
  '{charThe} [knew|had] [just|exactly] the [right|perfect|cleverest] [idea|plan].',
  '{charThe} [came|stepped] [forward|up] and [helped|lent a hand]<, just [like|as] in {nameS} [favourite|best-loved] [stories|books]>.',
  '[Luckily|Happily|Thank goodness], {charThe} was [there|close by] to [help|lend a hand].',
];

export const HELP_GUIDE: readonly string[] = [
  '{guideThe} [helped|lent a hand] [too|as well]<, cheering everyone on>.',
  '{guideThe} [stayed close to|stood by] {Name}<, cheering [softly|quietly]>.',
];

export const TEAMWORK: readonly string[] = [
  'With [everyone|all of them] [helping|working together|pitching in], the [job|problem] [felt|seemed|looked] [smaller|much easier|half as big].',
  '[Many hands|Lots of help|All that help] [made|turned] the [work|job] [light|quick|easy].',
];
