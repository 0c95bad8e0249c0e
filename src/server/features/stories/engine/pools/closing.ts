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
  '{Name} [climbed|slipped|crept] [back into bed|under the covers], [warm|snug] and [safe|cozy].',
  '[Soon|Before long|In a moment], {Name} was [back|tucked up] in bed<, with the {toy} [close by|nearby]>.',
  'The [bed|pillow] felt [soft|warm|cool] and [just right|perfect|lovely] as {Name} [lay|snuggled|settled] down.',
];

export const SLEEPY_DETAILS: readonly string[] = [
  '{nameS} eyes [grew heavy|began to close|fluttered].',
  'A [big|long|slow] yawn [came|crept] [out|along]<, the [biggest|longest] of the [whole|entire] night>.',
  'The [moon|stars] [kept watch|glowed softly|shone gently] [outside|through the window|over the roof].',
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
  '{nameS} [breathing|breaths] grew [slow and deep|slower and deeper].',
  'The day [floated|drifted] [away|off] like a [boat|balloon]<, [far|gently] away>.',
  'A [car|bicycle] [hummed|went] [by|past] [far away|down the road|out in the street]<, and then all was quiet>.',
  '[The|A] [clock|little clock] [ticked|tocked] [slowly|softly] [in the hall|downstairs].',
];

/** Small moments on the way home, before the trip back ends. */
export const HOMEWARD_DETAILS: readonly string[] = [
  'The [stars|moon] [followed|watched] them [home|all the way back].',
  '{Name} [yawned|rubbed both eyes] [once|twice] [on the way|as they went]<, and nobody minded>.',
  '{guideThe} [hummed|sang] a [sleepy|soft] [tune|song] [as they went|on the way back].',
  'Everything [looked|seemed] [smaller|quieter] [now|on the way back]<, tucked in for the night>.',
  '[Below|Beneath] them, the [town|street] [lights|windows] [blinked|went] out one by one.',
  '{Name} [waved|called] [goodnight|good night] to [every|each] [star|cloud|tree] they passed.',
];

/** The very last sentence: always about sleep. */
export const FINAL_LINES: readonly string[] = [
  'And [with|after] one last [yawn|sigh|smile], {Name} [drifted|floated|slipped] [off|away] to sleep.',
  '[Soon|Before long] {Name} was [fast|sound] asleep, [dreaming|and dreamed] of {dream}.',
  '[Goodnight|Sleep tight], {Name}. Sweet dreams.',
  '{Name} fell [fast|sound] asleep<, [warm|cozy] and safe,> [all night long|until morning|till the sun came up].',
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
