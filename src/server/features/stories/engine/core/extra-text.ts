import type { ProblemKind, Variants, World } from '../plans/types.js';

/**
 * The engine's own lines: the way home and the sleepy ending for plans that have none, and
 * the lines for what the parent's notes bring (a pet, a worry, a thing to include).
 * Same phrase language and variables as the plans; {pet} is the pet ("Biscuit the dog" or
 * "the dog"), {Pet} capitalised; {thing} a thing from the notes.
 */

export const HOME: Record<World, Variants> = {
  home: {
    beginner: [
      'When it [got late|grew dark|was nearly bedtime], {Name} [put the day away|tidied up|put the toys back|made things neat] with {companion.the}.',
      'The house grew [quiet|still|calm|hushed] [and dim|and warm|at last|room by room], [so it was|and it was nearly|because it was] [time for {bed}|bedtime|time to rest].',
      '[The lights went low|The curtains were shut|The toys were put away] [one by one|in every room|all over the house], and [bedtime|the night|sleepy time] [was here|had come|crept in].',
      "[The clock|The kitchen clock|The big clock|The hall clock] [said|showed|chimed] [bedtime|it was late|nearly bedtime|eight o'clock]. {Name} [yawned|stretched|put the last toy away|rubbed {their} eyes].",
    ],
    intermediate: [
      'The house grew [quiet|still|hushed], and [the two friends|the pair of them|{Name} and {companion.the}] [padded|tiptoed|crept] upstairs [with the day tucked away behind them|yawning on every step|whispering about the day|one sleepy step at a time].',
      'Evening [settled|crept|drifted] over the house, [the lamps came on one by one|the curtains were drawn|the kitchen went dark], and {Name} [knew|felt] it was nearly [bedtime|time to rest].',
      'By the time the lamps were low, {Name} [knew|felt] the day had been a good one, and {companion.the} seemed to know it too.',
      '[Soon|Before long] the [windows|curtains] [glowed|were drawn] [gold|against the evening], [the toys were back on their shelves|the last cup was put away], and [{Name} gave a huge yawn|{nameS} eyes began to droop] [without meaning to|right in the middle of a sentence].',
    ],
    advanced: [
      'The house settled into its evening hush, the kind that makes [every|each] room feel softer, and {Name} climbed the stairs [still smiling about what {they} had done|with the whole day still glowing inside {them}].',
      '[Later|That evening|Afterward], with [the dishes dry and the curtains drawn|the lamps low and the toys put away|supper cleared and the house gone quiet], {Name} thought back over the whole [strange|bright|unexpected] [afternoon|day] and decided it had been [one of the good ones|a day worth keeping|among the best in a while].',
      '[By the time|When] the [curtains were drawn|lamps were lit|house lights came on one by one], [the day|the afternoon] had [already begun|started] [to feel like a story|turning into something {Name} would remember], [the kind {they} might tell {companion.the} again tomorrow|the good kind, with a happy ending].',
      '[The evening|Night] [came on|arrived] [softly|unhurriedly], [room by room|lamp by lamp], and {Name} [found|noticed] that {their} [feet|legs] were [heavy|ready for bed] [and {their} head full of the day|in the pleasantest possible way].',
    ],
  },
  land: {
    beginner: [
      '[Then|Soon|At last] it was time to [go|walk|head] [home|back] [for supper|for tea|at last|]. The path [led|went|wound] back to the [door|gate|house|garden].',
      '{Name} walked home [slowly|happily|with a skip]. The sun was [going down|low and red|sinking|setting] [behind the hill|over the trees|far away].',
      '[The light went gold.|The sky turned pink.|The first star came out.|The air grew cool.|The sun sank low.|Birds sang good night.] [Home they went|Back they walked|They headed home], [over the hill|down the lane|past the gate].',
      '{Name} [waved|said] goodbye to the [fields|meadow|trees]. [The lane|The path|The track] [took|led] {them} [home|back] [at a slow walk|step by step|in the evening sun].',
      '[Crunch, crunch|Tap, tap|Tramp, tramp] went {their} [boots|shoes|feet] [all the way home|on the path home|down the lane]. [The gate|The door|The garden] was [just ahead|in sight|right there].',
    ],
    intermediate: [
      'The path wound home past the [hedges|fences|stone walls] and the [gate|old gate|stile], and the evening air smelled of [cut grass|hay|wood smoke].',
      'As the sun slipped low, [the two friends|the pair of them|they both] [followed|took] the path home, their shadows [long|stretched] on the ground.',
      '[Home they went|Back they walked|They headed home] [over the little hill|along the lane|across the fields], [as the first star came out|while the birds sang their evening song|with the sky turning pink behind them].',
      'By the time the [gate|garden|front door] came into sight, the [sun|light] was [low and orange|nearly gone|sinking behind the trees], and {nameS} legs felt [pleasantly tired|heavy and happy|ready for bed].',
    ],
    advanced: [
      'They took the long way home as the light turned gold, past the hedges and the [old gate|leaning fence], talking over every part of the day.',
      'The walk home was slow and easy, the evening [settling|folding] over the fields, and {Name} found {themself} humming without quite meaning to.',
      '[The lane home|The way back] [was familiar|held no surprises] [in the best possible way|and that was a comfort], [every hedge and gatepost|each bend and stile] [exactly where {Name} had left it|just as it should be], [while the sky cooled to lilac|as swallows stitched the dusk].',
      '[Dusk came down|Evening arrived|Twilight gathered] [by degrees|slowly|without hurry|gently], [softening the edges of the fields|turning the hedges to dark lace|blurring the far hills|drawing the color from the lane], and by the time they reached the [door|garden gate|front step], the [first star|evening star] had [appeared|taken its place|come out].',
    ],
  },
  sky: {
    beginner: [
      'Then they [floated|drifted|sank] down, [soft and slow|slow and soft|gently]. Home was there, [safe|warm|cozy] and [bright|glowing].',
      'The clouds let them down [gently|softly]. {Name} was home again.',
      '[Down, down, down|Slow and soft|Lower and lower] they [came|floated|sank]. [There was the garden!|The roof came close.|Bump, home again.]',
      'The [wind|breeze] [set them down|brought them back|let them land] [on the grass|by the door|in the garden]. [Home!|What a ride.|Safe and sound.]',
    ],
    intermediate: [
      'They drifted down through the soft evening clouds until the roof of home appeared, [warm|golden] windows and all.',
      'The sky turned [peach|pink|gold] and then [lavender|lilac|deep blue] as they sank gently back towards home.',
      '[Down|Lower] and [down|lower] they [floated|drifted|glided], past [a sleepy bird|the tallest tree|the chimney pots], until [the garden grass|the back step|the front path] was right beneath them.',
      'The wind [carried|eased|nudged] them home [like a careful hand|as gently as a feather|without a single bump], and [the garden|the lawn] [welcomed them back|was cool and soft underfoot].',
    ],
    advanced: [
      'The descent was slow and unhurried, the clouds thinning to wisps until the familiar roof appeared below, its windows lit like a welcome.',
      'They came down with the sunset, [the whole sky|the sky around them] shading from peach to lavender, and touched down as gently as a falling leaf.',
      '[Coming down|The way down] [took|was] [a long, lazy while|an unhurried spiral], [the town rising to meet them|the rooftops growing from toys to houses], until [the garden|the lawn] [received them|took them back] [without so much as a bump|as softly as a cushion].',
      'The [evening|dusk] [air|wind] [bore|carried] them [homeward|back down] [with great tact|in slow, wide circles], and [the lit windows of home|the porch light] [grew|swelled] from a pinprick to a [welcome|warm square of gold].',
    ],
  },
  space: {
    beginner: [
      'Then they [flew|zoomed|glided] back to Earth. It looked [blue and round|small and blue|like a marble].',
      'Home was a [blue|little blue] dot. They [zoomed|glided] back to it.',
      '[Zoom, zoom|Whoosh|Swish], [back to Earth|down through the clouds|home they went]. [There was the house!|The roof was right below.|Bump, a soft landing.]',
      'The [stars|moon|planets] [waved|winked|twinkled] goodbye. [Then|Soon] {Name} was [home|back in {their} room|by {their} own window].',
    ],
    intermediate: [
      'They turned for home, and the Earth grew from a blue dot to a bright, round world full of sleeping towns.',
      'The stars slid past the window as they glided back towards Earth and the little house that waited there.',
      '[Back|Home] they [zoomed|glided|sailed], [past the moon|past a sleepy comet|around a ringed planet], until [the blue Earth|home] [filled the window|was close enough to wave at].',
    ],
    advanced: [
      'The journey back was quiet, the Earth swelling from a blue speck into a great bright globe, its night side [sprinkled|dusted] with the lights of sleeping towns.',
      'They set a course for home, and {Name} watched the constellations wheel slowly past the window, each one a little more familiar than before.',
      '[The journey home|The return] [was quiet|passed in a hush], [the Earth filling the window|the blue planet growing] [until|and then] [the clouds closed softly around them|they slipped back through the clouds], and [the garden|the rooftops of home] [rose up to meet them|came into view].',
    ],
  },
  sea: {
    beginner: [
      'Then they swam [up to the top|up and up|to the light]. The [beach|shore|sand] was [close|near|right there].',
      'The water was [warm|calm|still]. They swam [home|back] to the [shore|beach] [slowly|side by side].',
      '[Up, up, up|Bubble by bubble|Slow and easy] they [rose|swam|floated]. [Pop! There was the sky.|The sun said hello.|The sand was warm.]',
      '[The fish|A crab|The little waves] [waved|said] goodbye. {Name} [walked|paddled|stepped] [up the beach|onto the sand|back to the shore].',
    ],
    intermediate: [
      'They rose slowly through the green water until the surface shimmered above and the shore was close.',
      'The gentle current carried them back towards the shore, where the sand was still warm from the day.',
      '[Up|Higher] they [swam|floated|drifted], past [a curious fish|a waving frond of kelp|a sleepy crab], until [the light grew bright|the waves rocked them] and the [beach|shore] was [close|right there].',
    ],
    advanced: [
      'They let the slow current carry them upward, through layers of green light, until the surface broke into evening air and the shore lay close.',
      'The way back was an easy glide over the sandy floor, the water warming as it grew shallow, until the beach rose to meet them.',
      '[The surface|The shining ceiling of the sea] [drew closer|came nearer] [with every slow kick|as they rose], [bright|gold] with [evening light|the last of the sun], and [then|at last] [the air|the shore] [welcomed them back|was there], [warm and salty|smelling of sand and sun].',
    ],
  },
  dream: {
    beginner: [
      'Then the magic [went soft|grew soft]. {Name} was back in [bed|the bedroom].',
      'The bright place [faded|went|melted|drifted] away, [slow and soft|soft and slow|bit by bit|like a bubble]. [Home was right there.|There was home.|And there was home.|Home was close now.]',
      '[[Pop|Pop, pop|Plop]!|Poof!|Swish!] [The magic place|The bright land|The dream] [went soft and small|folded up like a map|faded like a bubble]. {Name} was [home|in {their} room|back in bed].',
      'The [sparkles|lights|colors] [went|grew] [dim|soft|slow]. [There was {nameS} room.|The lamp was still on.|Home again.]',
    ],
    intermediate: [
      'Little by little the bright place faded like a soap bubble, and the bedroom came back, soft and familiar.',
      'The magic folded itself away, gentle as a blanket, and {Name} was home again.',
      'The [sparkles|colors|lights] [faded|softened|dimmed] [one by one|like stars at dawn|very slowly], and there [was|stood] {nameS} [room|own bedroom], [with the lamp still on|just as {they} had left it|quiet and warm].',
    ],
    advanced: [
      'The enchanted place began to thin like morning mist, its colors softening one by one, until the ordinary bedroom stood around {them} again.',
      'There was no sudden ending, only a slow fading, the way a dream loosens its hold, and then the familiar walls of home.',
      '[Like a page turning|Like a bubble loosening from a wand], the [enchanted place|dream-country] [let {them} go|released {them}] [gently|without a sound], and {Name} [found {themself}|was] [back among the familiar shapes of {their} room|home, the lamp still glowing].',
    ],
  },
};

/** The sleepy ending: calm whatever the tone; the older voice talks less of tucking in. */
export const SLEEP: Variants = {
  beginner: [
    '{Name} [got|climbed|hopped|wriggled] into {bed} [with a yawn|and pulled up the covers|and lay very still|and sighed]. [Slowly, sleep came close.|The room was so still.|The night was soft and dark.|Sleep was near now.] [Goodnight|Sleep tight|Sweet dreams|Night night], {Name}.',
    '[It was time to sleep.|The day was done.|The lamp went off.] {Name} [yawned a big yawn|gave a sleepy yawn|stretched and yawned|yawned like a lion] [in bed|on the pillow|and shut {their} eyes]. [Soon|Before long|In no time] {they_were} [fast asleep|sound asleep|dreaming|snoring softly].',
    'The moon [looked in|peeked in|shone in] [at the window|on the bed|with a smile]. {Name} [snuggled down|curled up|got cozy] [under the blanket|like a cat|with a teddy], and sleep came [soft and slow|quiet and warm|gently].',
    'The [stars|night|wind] said [hush|shh|sleep now] [to {Name}|over the roof|at the window]. {Name} [closed {their} eyes|hugged {their} pillow|held {their} teddy] [and smiled|and sighed|one last time]. [Goodnight|Sleep tight|Night night], {Name}.',
  ],
  intermediate: [
    'Snug under the covers, {Name} let out a long, sleepy sigh. The moon kept watch [at the window|over the roof|through the curtains], and soon {they} drifted off to sleep.',
    'The room was [quiet and warm|warm and still|dim and cozy]. {Name} closed {their} eyes, thinking of the day, and sleep came gently, like [a tide coming in|snow falling|a feather drifting down].',
    'With one last yawn, {Name} curled up in {bed}. Outside, the night was [calm|still|soft], and before long {they_were} [dreaming|fast asleep|sound asleep].',
    '{Name} [nestled|snuggled] into the pillow and listened to the [quiet|hush] of the house, and [one slow breath at a time|little by little], sleep [arrived|came].',
  ],
  advanced: [
    'Much later, lying in the soft [blue|silver] quiet of {their} room, {Name} turned the day over once more, and somewhere in the middle of the thought, sleep arrived.',
    'The house ticked and settled around {them}. {Name} meant to stay awake a little longer to think it all through, but the quiet had other plans, and {they} slept.',
    'There would be other days and other [puzzles|adventures]. For now there was only the steady hush of the night, and {Name}, at last, asleep.',
    'The last thought of the day [drifted|floated] past like a [leaf on a stream|lantern on a pond], and {Name}, [warm and safe|snug and content], let it go and slept.',
  ],
};

/** The pet in the opening and at the end. */
export const PET_OPENING: Variants = {
  beginner: [
    '{Pet} was [asleep|curled up|snoozing] on the [rug|sofa|mat].',
    '{Pet} [sat by the door|looked up and yawned|wagged hello|stretched out long] [in the sun|on the mat|by {Name}|near the stairs].',
  ],
  intermediate: [
    '{Pet} was stretched out on the [rug|sofa|windowsill], one ear twitching as if listening to everything.',
    '{Pet} looked up from a [cozy|sunny|warm] spot by the [door|window], then settled back down.',
    '{Pet} [padded|wandered|trotted] [into the room|down the hall|past the sofa], [had a good sniff at everything|looked at {Name}|found a patch of sun], and [lay down with a thump|curled up for a nap|settled by {their} feet].',
    '[Under the table|On the windowsill|By the warm radiator], {pet} [snoozed|napped|dozed], [paws twitching|whiskers twitching|one eye half open] [as if dreaming of adventures|at every little sound|in the quiet].',
  ],
  advanced: [
    '{Pet} lay stretched across the [rug|sofa], keeping one sleepy eye on the proceedings.',
    '{Pet} was dozing in the [warmest|sunniest] spot in the house, as usual.',
    '{Pet} [supervised|observed|kept watch over] [the afternoon|everything] from [the windowsill|the arm of the sofa|a cushion by the door], [with the air of someone in charge of the house|entirely unbothered|stirring only to stretch].',
    '[Somewhere under the table|In a patch of sunlight|On the bottom stair], {pet} [was napping|had settled] [with great dedication|in a perfect curl|as only a well-loved animal can].',
  ],
};
/**
 * The pet at an opening out of doors (a walk in the orchard, a meadow): it came along, it did
 * not wander into a room. Only pets that go for walks (see PET_WALKERS in compose.ts).
 */
export const PET_ALONG: Variants = {
  beginner: [
    '{Pet} [trotted|ran|padded] along [beside {Name}|close by|just ahead], [tail up|nose down|sniffing at everything].',
    '{Pet} had come [too|along too], and [sniffed the air|chased its own tail|wagged and wagged|ran in a circle].',
  ],
  intermediate: [
    '{Pet} had come along too, [trotting just ahead|nose to the ground|stopping to sniff every tuft and stone], [tail wagging|ears up|as happy as could be].',
    '{Pet} [trotted|padded|bounded] along beside {Name}, [stopping now and then to sniff the air|looking back to check {they_were} still coming|tail swishing at every new smell].',
  ],
  advanced: [
    '{Pet} had insisted on coming along, and trotted a few steps ahead, inspecting every [tuft|stone|smell] with [great|tremendous] seriousness.',
    '{Pet} [ranged|roamed] back and forth across the path, [nose busy|tail high], returning every so often to make sure {Name} was keeping up.',
  ],
};

export const PET_SLEEP: Variants = {
  beginner: [
    '{Pet} curled up [close by|at the end of the bed|on the rug|by the door|in a round ball] [with a sigh|and yawned|nose to tail|and shut both eyes].',
    '{Pet} [went to sleep too|yawned and slept|was asleep already|was snoring a tiny snore] [on the rug|by the bed|in the warm spot|near the door].',
  ],
  intermediate: [
    '{Pet} curled up at the foot of the bed, [already half asleep|tail tucked in|with a happy sigh].',
    '{Pet} [hopped up|climbed up|padded in] [and found a warm spot|and settled by {nameS} feet|and curled into a ball], [sleepy and content|warm as toast|ready for the night].',
    '[Nearby|By the door|On the rug|Close by], {pet} settled down with a [small|soft|long] [sigh|yawn|grumble], [content|happy|quite at home] [at last|for the night|and warm].',
  ],
  advanced: [
    '{Pet} had long since curled up at the foot of the bed, breathing [slow and deep|softly].',
    'At the foot of the bed, {pet} gave a [small|soft], contented sigh and settled for the night.',
    '{Pet} [turned around three times|circled twice|stretched one last time] [on the rug|at the foot of the bed|in the doorway] [before settling|and lay down], [nose tucked under a paw|with the sigh of a long day done|keeping watch until sleep won].',
    '[Downstairs|Out in the hall|On the landing], {pet} [settled|curled] into [a warm|a familiar|the usual] spot, and the house [went quiet|grew still] around [them both|everyone].',
  ],
};

/** A worry from the notes, met gently near the end; never made into the plot. */
export const WORRY: Record<string, Variants> = {
  school: {
    beginner: [
      '[Tomorrow|In the morning] [was|came] a new school. New things can feel [big|a bit big|strange] [at first|on day one|for a while]. Then they feel [just right|like home|easy|fine].',
      'Tomorrow {Name} would [go to|start at] a new school. [There would be|{Name} would find|Soon there would be] new [friends|faces] to [meet|say hi to|play with].',
      'The new school [was|came] [tomorrow|in the morning]. [{Name} had a new bag.|{Their} shoes were by the door.|{Their} lunch box was ready.] [It would be a good day.|Someone would say hi.|There would be paint and songs.]',
      '[A new school!|New school day!|Tomorrow, a new class!] {Name} [felt a flutter|felt a bit wobbly|felt brave and small]. [That is okay.|Lots of kids feel that.|The flutter will fly off.]',
    ],
    intermediate: [
      '[Tomorrow was the first day at the new school|The new school started in the morning|Tomorrow {Name} would start at the new school], and that felt [a little big|a bit big|like a lot] [tonight|at bedtime|just now]. [But new places become [familiar|friendly|cozy] places, one day at a time.|But every school was new to everyone once.|But by lunchtime, new things usually feel much smaller.|Still, new places have a way of turning into old friends.]',
      '{Name} [thought about|pictured|wondered about] the new school [tomorrow|in the morning]. [There would be new faces, and somewhere among them|Among all the new faces there would be|Somewhere in that classroom there might be] [a new friend|a friend or two|someone who liked the same games|someone to share a crayon box with].',
      '[{Their} new school bag|A brand new lunch box|{Their} new school shoes] [waited|sat ready] by the door for tomorrow. {Name} [felt a little flutter about it|was a bit nervous], [and that was fine|which is what brave feels like at first|but flutters fly away by lunchtime].',
      'Tomorrow {Name} would walk into a new classroom, [and|where] [a new teacher|somebody kind] would [smile and say hello|show {them} where to hang {their} coat|know {their} name by the end of the day].',
    ],
    advanced: [
      '[Tomorrow there was the new school to think about|The new school was the next thing on the calendar|There was still the new school to think about]. It felt [big|enormous|rather large] [tonight|at this hour], but big things have a way of shrinking to their proper size once you are [in the middle of them|actually there|through the door].',
      'The new school was waiting for [tomorrow|the morning]. {Name} decided it could wait a little longer; there would be time to get to know it, [one ordinary day at a time|a corridor and a coat peg at a time|the way you get to know any new friend].',
      '[Somewhere across town|Not far away], a new classroom was [waiting in the dark|sitting quietly], [chairs on desks|its pegs empty], [ready for|expecting] {Name} in the morning; {they} [found|discovered] the thought was [less|not as] [alarming|daunting] than it had been [at teatime|that afternoon].',
      '{Name} [let the new school|allowed tomorrow] [wait where it was|stay in tomorrow], [reasoning|deciding] that [every|each] friend {they} had [ever made|now] had once been a stranger [on a first day|at a first hello].',
    ],
  },
  baby: {
    beginner: [
      'Soon a new baby would come home. There is lots of love for everyone.',
      'A baby was coming soon. {Name} would be a big helper.',
    ],
    intermediate: [
      'Soon there would be a new baby in the house. Families have room for everyone, and love does not run out.',
      '{Name} thought about the new baby who was coming. There would be a lot of love to go around, enough for everyone.',
    ],
    advanced: [
      'There would be a new baby soon, and the house would change a little. Love, though, is not a cake that gets smaller with each slice; it simply grows.',
      '{Name} thought about the baby on the way. Things would be different, but different could turn out to be good.',
    ],
  },
  moving: {
    beginner: [
      'Soon they would move to a new house. Home is where your family is.',
      'A new house was coming. {Name} would take {their} teddy too.',
    ],
    intermediate: [
      'Soon they would move to a new house. But home is not only a building; it is the people you love, and they were all coming too.',
      '{Name} thought about the new house. The rooms would be different, but the hugs would be just the same.',
    ],
    advanced: [
      'The move to the new house was not far off. A house is only walls, {Name} thought; home was the people, and every one of them was coming along.',
      'There would be boxes soon, and a new room to learn by heart. The important things, though, would all be packed and carried along.',
    ],
  },
  checkup: {
    beginner: [
      '[Tomorrow|In the morning|Soon|After breakfast] there was a [check-up|little check-up|quick check-up] [to go to|for {Name}|at the clinic|]. It would be [quick|short|over fast|done in a blink] [and easy|and fine|]. Then [home again|back home|a nice day|a walk home|a treat] [after|for {Name}|with a hug|].',
      'A check-up was [coming|next|on the way|soon]. Someone [kind|nice|gentle|friendly] would [help|be there|hold {their} hand|say hello] [the whole time|all the way|at every step|].',
    ],
    intermediate: [
      '[There was a check-up tomorrow|Tomorrow there was a check-up|A check-up was coming in the morning]. It would be [quick|over fast|short], and [a kind grown-up would be there the whole time|someone gentle would stay close|a friendly nurse would explain every step].',
      '{Name} [remembered|thought about] the check-up tomorrow. It would be over [quickly|soon|in a blink], and then there would be [the rest of the day|a walk home|a treat after].',
      "[The check-up|Tomorrow's check-up] [would only take a little while|was only a little visit]; [Mom would hold a hand|a grown-up would be right there|someone kind would be there], [and that was enough|so it would be fine|and then home again].",
    ],
    advanced: [
      'The check-up tomorrow would be [short|brief|over quickly]; {Name} knew that, and knew there would be someone [kind|gentle|patient] right there [throughout|the whole time|from start to finish].',
      'Tomorrow held a check-up, nothing more than a [small|short|quick] [appointment|visit] between [breakfast|the morning] and the rest of the day.',
      '[As for|And] the check-up tomorrow: [a few minutes|a little while], a [friendly|patient] [nurse|doctor] who explained everything, and then the whole [afternoon|day] free.',
    ],
  },
  sleepover: {
    beginner: [
      'Soon there was a sleepover. It would be fun. Home would be here after.',
      'A sleepover was coming. {Name} could bring {their} teddy.',
    ],
    intermediate: [
      'Soon there would be a sleepover somewhere new. It might feel strange at first, and then it would feel like fun.',
      '{Name} thought about the sleepover. New places feel less new with a favorite teddy tucked under one arm.',
    ],
    advanced: [
      'The sleepover was coming up. The first night anywhere new feels a little odd, and then, quite quickly, it does not.',
      '{Name} thought about sleeping somewhere new. It would be an adventure of a small, friendly kind.',
    ],
  },
  general: {
    beginner: [
      'Some things feel big. Then they get [small|little] again.',
      'Big feelings are [okay|allowed]. They do not stay [forever|for long].',
    ],
    intermediate: [
      'Sometimes things feel big at bedtime. By morning, they are usually a more manageable size.',
      'Worries are like clouds; they drift in, and then they drift on.',
    ],
    advanced: [
      'Some thoughts feel enormous at bedtime and ordinary by breakfast. {Name} let this one drift off like a cloud.',
      'Worries, {Name} had noticed, are always biggest at night. In the morning they would be the right size again.',
    ],
  },
};

/** Something the parent asked to include, seen on the way. */
export const INCLUDE: Variants = {
  beginner: [
    '{Name} [spotted|saw|found] {thing} and [smiled|clapped|laughed].',
    'There was {thing} [too|nearby|by the path]. {Name} [liked it|loved it|waved at it].',
  ],
  intermediate: [
    '{Name} [spotted|noticed] {thing} and smiled, because it was one of {their} [favorite|very favorite] things.',
    'There was {thing} [nearby|just ahead|by the way], which {Name} pointed out [at once|right away|with a grin].',
    'Look, {thing}, {they} [thought|whispered], and [it made the day even better|it felt like a good sign].',
  ],
  advanced: [
    '{Name} noticed {thing} [nearby|along the way], which seemed like a [good|lucky|cheerful] sign.',
    'At one point {Name} spotted {thing} and pointed it out with [delight|a grin|great satisfaction].',
  ],
};

/**
 * The favourite character comes to help at the solve beat, when the plot's companion is fixed:
 * one piece that introduces it ({helper.a}: "a small, friendly dragon", "Elsa the princess")
 * and has it do something for the plot, just before the child's own idea.
 */
export const HELPER: Variants = {
  beginner: [
    'Then {helper.a} came to help. {helper.The} [held {companion.the} steady|held the light up high|lifted the heavy end|held the other end].',
    '"I can help," said {helper.a}. {helper.The} [held on tight|held the lamp|moved the big rock|kept {companion.the} still].',
    '{helper.A} [came by|popped in|came over] with a [smile|wave|grin]. {helper.The} [helped {them} look|held the other end|cleared a space].',
    'Look, it was {helper.a}! {helper.The} [held {companion.the} close|held up a lamp|steadied {companion.the}] [and smiled|and nodded|with a grin].',
  ],
  intermediate: [
    'Right then, {helper.a} arrived with a friendly wave. "Let me help," {helper.it} said, and {helper.it} [held {companion.the} steady|held the light up high|lifted the heaviest part out of the way].',
    'At that moment {helper.a} came [hurrying|skipping|bounding] over, and {helper.the} [held everything steady|held a lamp close|kept {companion.the} warm and still] while {they} thought.',
    'It was {helper.a}, who had come to help! {helper.The} [cleared a space|held the other end|lifted the heavy bit] so {they} could try {their} idea.',
    'Along came {helper.a}, [just in time|right on time|with a happy grin], and {helper.the} [held the other end|cleared the clutter away|held everything steady].',
  ],
  advanced: [
    'Right then, {helper.a} appeared, as if {helper.it} had heard there was work to do, and {helper.it} [steadied {companion.the}|held the light exactly where it was needed|cleared a space] without a word.',
    'Help arrived in the shape of {helper.a}, who [took one look at the problem|listened carefully|asked exactly one question] and [held everything steady|lifted the awkward end clear|held a lamp where the light was needed].',
    'It was {helper.a} who came to help, [unhurried and kind|calm as anything|cheerful as ever], and {helper.the} [held the other end|steadied {companion.the}|cleared a space to work] while {they} worked it out.',
    'Along came {helper.a}, [just in time|right on cue|as if invited], and {helper.the} [lent a careful hand|steadied {companion.the}|held the light up high] while the idea took shape.',
  ],
};

/** The favourite character that cannot be in this world (a unicorn in space): the child's toy of it helps. */
export const TOY_HELPER: Variants = {
  beginner: [
    '{Name} had {their} {helper.adj}toy {helper.noun} along [today|as always|in a pocket|]. [Holding {helper.obj} up|Giving {helper.obj} a squeeze|Holding {helper.obj} tight] helped {them} [think|feel brave|be calm].',
    '{Name} [held|hugged] {their} {helper.adj}toy {helper.noun}. [Holding {helper.obj} helped {them} think.|It steadied {their} hands.|Holding {helper.obj} up helped {them} feel brave.]',
  ],
  intermediate: [
    '{Name} had brought {their} {helper.adj}toy {helper.noun} along, and holding {helper.obj} up [steadied {their} hands|helped {them} think clearly].',
    'Out of a pocket came {their} {helper.adj}toy {helper.noun}; {they} held {helper.obj} up and [felt brave enough to try|{their} hands grew steady].',
  ],
  advanced: [
    '{Name} had brought {their} {helper.adj}toy {helper.noun} along, and holding {helper.obj} up helped {them} see the problem [clearly|from a new side].',
    'Out of a pocket came {their} {helper.adj}toy {helper.noun}; {Name} held {helper.obj} up, and [the way forward seemed clearer at once|a plan began to take shape].',
  ],
};

/**
 * The parent's setting, where the plot's own place is fixed (the train station): the story
 * starts in the setting, so the place the plot needs is somewhere near it. {setting} is "the forest".
 */
export const SETTING_START: Variants = {
  beginner: [
    'That day, {Name} was [playing|out] in {setting}.',
    '{Name} [loved|liked] {setting}. [It was a [good|great|fine|happy] place to [play|run|explore|be].|There was [so much|lots|a lot] to [see|do|look at] [there|every day|all around].]',
    '[This|The] story [starts|begins] in {setting}.',
  ],
  intermediate: [
    'It all began in {setting}, where {Name} [had spent|was spending] a [happy|long, happy] afternoon.',
    '{Name} [was exploring|had wandered all over] {setting} [that day|that afternoon], and it was there the adventure [began|started].',
    'The day [started|began] in {setting}, [one of|which was one of] {nameS} favorite places [in the whole world|of all].',
  ],
  advanced: [
    'The afternoon had found {Name} in {setting}, [exploring|wandering] with no plan at all, which is exactly when adventures tend to begin.',
    '{setting_The} was one of {nameS} [favorite|best-loved] places, and that afternoon it was where everything began.',
    'It began, as the best days often do, in {setting}, with {Name} [poking about|exploring] and nothing particular in mind.',
  ],
};

/**
 * What the child's idea did, by problem kind, for solutions that suit any problem ("sang a
 * steady song and {fix}"): the solve always says concretely what was done. Past tense, after a
 * subject; the slots are filled before it is used.
 */
export const FIX: Record<ProblemKind, readonly string[]> = {
  faded: [
    'brought the color back to {object.the}',
    'made {object.the} bright again',
    'put the shine back in {object.the}',
  ],
  missing: ['found {object.the}', 'tracked down {object.the}', 'spotted {object.the} at last'],
  stuck: ['freed {object.the}', 'worked {object.the} loose', 'got {object.the} unstuck'],
  broken: ['mended {object.the}', 'fixed {object.the}', 'put {object.the} back together'],
  quiet: [
    'got {object.the} singing again',
    'woke the song in {object.the}',
    'brought back the sound of {object.the}',
  ],
  sleepless: [
    'helped {companion.the} drift off to sleep',
    'soothed {companion.the} to sleep',
    'settled {companion.the} down to rest',
  ],
  sad: [
    'cheered {companion.the} up',
    'made {companion.the} smile again',
    'brought back the smile of {companion.the}',
  ],
  scattered: [
    'gathered up every one of {object.the}',
    'collected all of {object.the}',
    'got {object.the} back in one place',
  ],
  puzzle: [
    'opened {object.the}',
    'cracked the riddle of {object.the}',
    'worked out the secret of {object.the}',
  ],
  cold: [
    'warmed {companion.the} right up',
    'got {companion.the} warm and cozy',
    'chased the chill from {companion.the}',
  ],
};
