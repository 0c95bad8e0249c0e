/**
 * The wind-down: home again, into bed, slower and quieter, and a last line about sleep.
 * Every story ends here so the final paragraph is always clearly bedtime.
 */

export const LEAVE_LINES: readonly string[] = [
  'It was [time|nearly time] to go home<, and [everyone|everybody] [knew it|could tell]>.',
  '{Name} [waved|said] goodbye to {placeThe}<, promising to visit again>.',
  'The [moon was high|night had grown late], and [eyes were getting heavy|yawns were getting bigger].',
];

export const IN_BED: readonly string[] = [
  '[Back|Home again] in bed, {Name} [snuggled|curled up] under the [warm|soft] [blanket|covers|quilt].',
  '{Name} [climbed|slipped] [back into bed|under the covers], [warm|snug] and [safe|cozy].',
  '[Soon|Before long], {Name} was [back|tucked up] in bed<, with the {toy} close by>.',
  'The [bed|pillow] felt [soft|warm] and [just right|perfect] as {Name} [lay|snuggled] down.',
];

export const SLEEPY_DETAILS: readonly string[] = [
  '{nameS} eyes [grew heavy|began to close|fluttered].',
  'A [big|long|slow] yawn [came|crept] [out|along]<, the [biggest|longest] of the [whole|entire] night>.',
  'The [moon|stars] [kept watch|glowed softly] [outside|through the window].',
  '[Downstairs|Somewhere], someone [hummed|sang] a [soft|quiet] [tune|song].',
  'The house [creaked|sighed] [softly|a sleepy sigh]<, [settling|getting] [down|ready] for the night>.',
  'Everything was [quiet|still|calm] and [warm|snug|safe].',
  '^[One|A] [slow|soft] breath in, [one|a] [slow|soft] breath out.',
  '{guideThe} [whispered|said], "[Goodnight|Sleep well|Sweet dreams], {Name}."',
  'The {toy} [snuggled|cuddled] [close|in]<, ready for dreams too>.',
  '{Name} [thought|dreamed a little] about {dream} one last time.',
  'Far away, {placeThe} was [going to sleep|settling down] too.',
  'Toes [wiggled|curled] [once|twice], and then they [were still|lay still|stopped].',
  'The [pillow|blanket] [smelled|felt] [clean|fresh] and [soft|warm]<, like [sunshine|a hug]>.',
  '[Outside|Beyond the window], the [trees|leaves] [rustled|swayed] [slowly|softly].',
  '{nameS} [breathing|breaths] grew [slow|slower] and [deep|deeper].',
  'The day [floated|drifted] [away|off] like a [boat|balloon]<, [far|gently] away>.',
  'A [car|bicycle] [hummed|went] [by|past] [far away|down the road|out in the street]<, and then all was quiet>.',
  '[The|A] [clock|little clock] [ticked|tocked] [slowly|softly] [in the hall|downstairs].',
];

/** The very last sentence: always about sleep. */
export const FINAL_LINES: readonly string[] = [
  'And [with|after] one last [yawn|sigh|smile], {Name} [drifted|floated|slipped] off to sleep.',
  '[Soon|Before long] {Name} was [fast|sound] asleep, [dreaming|and dreamed] of {dream}.',
  '[Goodnight|Sleep tight], {Name}. Sweet dreams.',
  '{Name} fell [fast|sound] asleep<, warm and safe,> [all night long|until morning].',
  '[And so|And that is how], {Name} [went to sleep|fell asleep]<, smiling,> [with a happy heart|under the {bright} moon].',
];

/** Very short, very plain sentences used to keep beginner text easy to read. */
export const TINY: readonly string[] = [
  'It was [late|calm|still|warm|quiet].',
  'The [sky|night|air] was [calm|still|soft|warm].',
  '{Name} [smiled|grinned|hummed].',
  'All was [well|good|calm].',
  'The [stars|moon] [shone|glowed].',
  'What a [fun|good|grand] [time|trip|night]!',
  'They [went on|kept on|walked on].',
  'It was [fun|nice|so good].',
  '^[Hop|Skip|Step], [hop|skip|step].',
  '{Name} [felt|was] [glad|good|warm].',
];
