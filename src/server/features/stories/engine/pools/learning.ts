/**
 * The learning focus is shown through something the child does, never preached. Known goals
 * map (by keyword) to small action scenes; anything else gets a scene that puts the parent's
 * words into practice ("{goal}" is the cleaned goal text).
 */
interface GoalScene {
  keywords: RegExp;
  scenes: readonly string[];
}

export const GOAL_SCENES: readonly GoalScene[] = [
  {
    keywords: /shar|generos|giv/,
    scenes: [
      '{Name} [broke|split] [the last cookie|a snack|an apple] in two and [gave|handed] [half|a piece] to {guideThe}.',
      'There was only one [blanket|cushion|lantern], so {Name} [shared it with|spread it over] everyone<, and it was [big|wide] enough [after all|for all of them]>.',
    ],
  },
  {
    keywords: /brav|courag|fear|scar|confiden/,
    scenes: [
      '{nameS} knees [wobbled|shook] a [little|bit], but {Name} took a [deep|big] breath and [stepped forward|went first] anyway.',
      '{Name} [felt|had] a [flutter|wobble] inside, [held|squeezed] {guideThe} tight, and [took the first step|went ahead] all the same.',
    ],
  },
  {
    keywords: /kind|nice|gentle|car(?:e|ing)|empath/,
    scenes: [
      '{Name} [tucked|wrapped] a [scarf|blanket|leaf] around {guideThe} to keep [it|everyone] warm.',
      'When a [tiny|small] [snail|beetle|mouse] [was|got] in the way, {Name} [carried|moved] it [gently|softly] to a safe spot.',
    ],
  },
  {
    keywords: /patien|wait|calm/,
    scenes: [
      '{Name} [waited|sat still] and counted [slowly|softly] to ten<, even though waiting was [hard|not easy]>.',
      'It took a [long time|long while], but {Name} [waited|kept waiting], [calm and still|one slow breath at a time], until it was ready.',
    ],
  },
  {
    keywords: /count|number|math/,
    scenes: [
      '{Name} counted [the steps|the stones|the lights] [out loud|aloud]: [one, two, three, four, five|two, four, six, eight, ten|one, two, three, four].',
      '{Name} [counted|added up] [two and two|three and two] to [find|work out] how many [were left|they needed].',
    ],
  },
  {
    keywords: /colou?r|shape/,
    scenes: [
      '{Name} named [each|every] colour [they passed|one by one]: [red, orange, yellow|pink, purple, white|green, gold, grey] and [blue|brown].',
      '{Name} [pointed to|found] a [circle|ring], a square and a [triangle|star] [along the way|in the stones].',
    ],
  },
  {
    keywords: /sorry|apolog|forgiv/,
    scenes: [
      'When {Name} [bumped|knocked over] {guideThe}\'s [basket|pile of pebbles], {Name} said, "[I am sorry|Sorry]," and helped [fix|tidy] it.',
      '{Name} [stepped|trod] on a [flower|toe] by mistake, said sorry [right away|at once], and [got|earned] a smile back.',
    ],
  },
  {
    keywords: /hones|truth|lie|lying/,
    scenes: [
      '{Name} [told the truth|was honest] about [the spilled berries|the broken twig], and {guideThe} [smiled|said thank you].',
      'It would have been [easy|simple] to [fib|pretend], but {Name} [told the truth|was honest], and that [felt|was] [good|right].',
    ],
  },
  {
    keywords: /listen|attent|focus/,
    scenes: [
      '{Name} [stopped|stayed quiet] and [listened|listened closely] to {guideThe}<, and that is [how|the way] the [answer|solution] was [found|discovered]>.',
      '{Name} [sat|waited] [quietly|still] and [listened|heard] [every word|the whole plan] before [starting|jumping in].',
    ],
  },
  {
    keywords: /team|together|cooperat|help/,
    scenes: [
      '{Name} [held|pulled] one end while {guideThe} [held|pulled] the other<, and together it was [easy|simple]>.',
      'Everyone [took|had] a job: [one|some] to [hold|carry], [one|some] to [push|point], and {Name} to [lead|help].',
    ],
  },
  {
    keywords: /try|trie|persever|persist|practi|mistake|give up|resilien/,
    scenes: [
      'The first [try|go] did not work, and [neither did|nor did] the second, but {Name} tried [a third time|again].',
      '{Name} [slipped|missed] once, [laughed|smiled], and [tried again|had another go]<, a little more carefully>.',
    ],
  },
  {
    keywords: /manner|please|thank|grateful|gratitude|polite/,
    scenes: [
      '{Name} [remembered|did not forget] to say "please" and "thank you"<, which made {guideThe} [smile|beam]>.',
      '"Thank you for [showing me|the help|the ride]," {Name} said [to|kindly to] {guideThe}.',
    ],
  },
  {
    keywords: /feel|emotion/,
    scenes: [
      '{Name} [noticed|saw] that {guideThe} looked [worried|quiet] and [asked|said], "How do you feel?"',
      '{Name} said [what|how] {Name} felt [out loud|in words], and [it helped|that helped] a lot.',
    ],
  },
  {
    keywords: /tidy|clean|mess/,
    scenes: [
      '{Name} [put|tidied] [every|each] [toy|stone|shell] back [in its place|where it belonged], one by one.',
      'Before [leaving|going], {Name} [picked up|tidied up] everything<, leaving {placeThe} neater than before>.',
    ],
  },
  {
    keywords: /read|letter|alphabet|spell|word/,
    scenes: [
      '{Name} read the [sign|map|note] out loud, one [letter|word] at a time.',
      '{Name} [sounded out|read] the [words|letters] on the [door|sign], and it [opened|pointed the way].',
    ],
  },
  {
    keywords: /new food|eat|vegetable|food/,
    scenes: [
      '{Name} [tried|tasted] a [moonberry|star fruit|sea-grape], [a new food|something new], and it tasted like [honey|sunshine].',
    ],
  },
  {
    keywords: /friend|social|play/,
    scenes: [
      '{Name} [smiled|waved] at a [shy|small] [rabbit|mouse|bird] and [asked|said], "[Do you want|Would you like] to play?"',
      '{Name} [asked|invited] a [shy|quiet] [bird|fox] to [join in|come along], and it [did|came].',
    ],
  },
];

/** For goals no keyword matches: the goal's own words, put into action. */
export const GOAL_FALLBACK: readonly string[] = [
  '[So|And so] {Name} [practised|showed] {goal} [right there|then and there], [one small step at a time|a little at a time|bit by bit].',
  '{Name} [remembered|thought about] {goal}, and [tried it out|put it to work] [right away|then and there].',
];

/** With no goal given, a small unnamed lesson still shows up in what the child does. */
export const DEFAULT_GOAL_WORDS = ['kindness', 'teamwork', 'trying again', 'patience', 'sharing'] as const;
