/** Theme-free journey details, added as needed to reach the chosen length. */
export const JOURNEY_DETAILS: readonly string[] = [
  'The [path|way] [curved|wound|turned] [left|right|around a {big} rock]<, and then on again>.',
  '[Somewhere|Far off], a bell [rang|chimed]<, clear and {soft}>.',
  '{Name} [skipped|hopped] [a little|ahead]<, just because it [felt good|was fun]>.',
  '{guideThe} [pointed|nodded] at [something|a light] [ahead|far away].',
  'The [stars|moon] [followed|watched] them<, like a [night-light|lamp] in the [sky|window]>.',
  'A [breeze|wind] [tickled|brushed] {nameS} [nose|cheeks|ears].',
  '{Name} stayed [close to|next to] {guideThe}<, step for step>.',
  'They [stopped|paused] to [rest|catch their breath] on a [rock|bench|log].',
  'It was [quiet|calm|still] except for {sound}.',
  '{Name} felt [brave|happy|glad] and [light|warm] inside.',
  'Everything looked {nice} in the {bright} light.',
  '{guideThe} [hummed|sang] a [little|tiny] [tune|song] as they [went|walked].',
  'They [shared|ate] a [snack|berry|biscuit] [on the way|as they went].',
  '[Every|Each] [step|hop] made {Name} a little [braver|happier].',
  '[Up|Down] [a hill|a path] and [round|along] a [bend|corner] they went.',
  'A [sleepy|small] [owl|bird] [hooted|peeped] hello from a branch.',
  'The [ground|grass] felt [soft|springy|cool] under {nameS} [feet|slippers].',
  '{Name} [laughed out loud|smiled to nobody in particular|hummed a happy tune].',
  'There was [so much|lots] to [see|look at] that {Name} [forgot|did not even think] to yawn.',
  '{guideThe} told {Name} [a secret|something funny] about {placeThe}.',
  'A [lantern|lamp] [swung|bobbed] [ahead of them|on a post]<, {color} and {bright}>.',
  '{Name} [waved|nodded] at [a frog|a moth|the moon]<, just to be friendly>.',
];

/** How a hint from the parent's notes shows up: one small, safe noun as a detail. */
export const HINT_LINES: readonly string[] = [
  '[Along the way|On the path|Near a {big} rock], {Name} [spotted|found|noticed] a [little|tiny|bright] {hint}.',
  'There was even a {hint} [there|nearby]<, just like the one [at home|in {nameS} room]>.',
  '{Name} [smiled|grinned] at a {hint} that [seemed|looked] to [wave|say hello].',
];
