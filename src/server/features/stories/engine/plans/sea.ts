import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans under the sea and on it: coral, kelp, shells, boats. Reached by bubble, submarine or sailboat. */
export const SEA_PLANS: readonly PlotPlan[] = [
  {
    id: 'sea-missing-pearl',
    worlds: ['sea'],
    themes: ['ocean', 'friendship', 'adventure', 'kindness'],
    tags: ['water', 'swimming', 'deep-water', 'fish', 'animals', 'lost'],
    problem: 'missing',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['bubble', 'submarine'] },
      place: { kind: 'place', ids: ['shell-village', 'coral-garden', 'kelp-forest'] },
      object: { kind: 'object', ids: ['pearl'] },
    },
    titles: ['{Name} and the {object.noun}', 'Where Is the Pink Pearl?', 'A Pearl for the {place.noun}'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} was at the beach. [|And ]the waves went swish.',
            '{Name} sat on the sand. [|And ]the sea [sparkled|glittered|shimmered].',
            '{Name} [dug|scooped|patted] the [sand|wet sand]. [{They} made a castle.|{They} made a moat.|A crab peeked out.]',
            '[The sun was warm.|The sky was blue.|Gulls called.] {Name} [paddled|splashed|hopped] [at the edge of the sea|in the little pools|by the rocks].',
          ],
          [
            '{Name} was building a sandcastle while the waves went swish, swish on the shore.',
            'The sea [sparkled|glittered|shimmered] in the sun, and {Name} was looking for shells along the shore.',
            '{Name} was [paddling in the shallows|poking about in the rock pools|decorating a sandcastle with shells], [while the tide crept in and out|with the sun warm on {their} back], [looking for anything that sparkled|humming to the sea].',
            '[The beach was nearly empty|It was a quiet afternoon at the beach], [just gulls and sunshine|with only the gulls for company], and {Name} [was counting the shells in {their} bucket|was drawing pictures in the wet sand].',
          ],
          [
            '{Name} was at the edge of the sea, where the waves came in with a long, lazy swish and went out [again|once more].',
            'The afternoon sun scattered sparkles across the sea, and {Name} was hunting for shells along the tide line.',
            '[Low tide had left the rock pools full of small wonders|The tide had gone out and left the beach glistening], and {Name} was [crouched over one of them|working {their} way along the rocks], [lifting weed to see what hid underneath|completely absorbed].',
            "{Name} [spent|had spent] [the whole afternoon|most of the day] [on the shore|at the water's edge], [building a castle the sea kept politely rearranging|collecting shells worn smooth by a thousand tides], [perfectly content|in no hurry at all].",
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'Up popped {companion.a}. "Can you help me?"',
            '{companion.a} waved from the waves.',
            '[Splash!|Plop!|Bloop!] [Out of the water came|Up came|There was] {companion.a}. [{companion.It} looked sad.|"Hello! Help, please!"]',
            '{companion.a} [swam|bobbed|paddled] up [close|to the shore|by the rocks]. "[I need help|Can you help|Please help]," {companion.it} [said|called].',
          ],
          [
            'Up from the waves popped {companion.a}, looking worried.',
            '"Hello," called {companion.a} from the shallow water. "I need a clever helper."',
            '[With a little splash|In a swirl of bubbles], {companion.a} [appeared|popped up] [in the nearest rock pool|at the edge of the shallows], [and said in a worried voice|waving {companion.its} {companion.limbs}], "[Please, we need a finder|Are you good at finding things]?"',
            '{companion.a} [swam|paddled] [right up to the shore|up to {nameS} toes] [and blinked up at {Name}|and took a deep breath]. "[Something precious has gone|Our treasure is gone], and [the party is tonight|nobody can find it]!"',
          ],
          [
            'Up through the sparkles rose {companion.a}, with the anxious look of someone on an important errand.',
            '{companion.a} surfaced just beyond the waves. "You look like a good finder of things," {companion.it} [said|whispered].',
            '[The water|A small wave] [parted|rippled], and {companion.a} [looked up at {Name}|rose into view], [with|wearing] [an expression of polite desperation|the worried frown of someone with a party to save], [and asked whether {Name} was, by any chance, good at finding things|and explained the trouble at once].',
            '{companion.a} [surfaced|bobbed up] [beside the rocks|in the shallows] [and wasted no time on hellos|without any fuss], [explaining|saying] that [something precious had vanished from under the sea|the village had a problem that needed a fresh pair of eyes].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} got into {vehicle.a}. Down they went to {place.a}.',
            'Down, down went {vehicle.a}. [|And ]there was {place.a}.',
            '{Name} [climbed|hopped|stepped] into {vehicle.a}. [Bloop, bloop!|Down, down!|Splash!] [Soon they saw {place.a}.|There was {place.a}!]',
            '[Under the water|Down in the blue], {vehicle.a} [went|sank|glided] [slowly|softly]. [Next came {place.a}.|They reached {place.a}.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} climbed into {vehicle.a}, and down they sank to {place.a}.',
            '{vehicle.a} [carried|brought] them [gently|softly|carefully] down through the blue to {place.a}.',
            "{vehicle.a} [bobbed|waited] at the water's edge, and [when {Name} climbed in|as soon as {Name} was inside], [it sank down|down they went] [through the green and then the blue|past waving weed], [all the way to|until they came to] {place.a}.",
            '[Inside|Aboard] {vehicle.a}, {Name} [watched|looked out at] [the water turn from green to blue|bubbles drifting past the window] [as they floated down|on the way down] to {place.a}, [which sparkled on the sea floor|where everyone was waiting].',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} settled into {vehicle.a}, and they sank [slowly|gently|unhurriedly] through layers of blue to {place.a}.',
            '{vehicle.a} [drifted|floated] down through the sunlit water until {place.a} came into view.',
            '{vehicle.a} [took|carried] them [down|downward] [through the shallows|past the rocks] [into the clear blue deep|where the water turned from green to sapphire], and [at last|presently] {place.a} [spread out below them|came into view], [bright with color|busy and beautiful].',
            'The [descent|trip down] in {vehicle.a} [was gentle|was slow and easy], [the light softening|the sunlight thinning to a blue glow] [as they went|around them], until {place.a} [appeared|rose up] [from the sea floor|out of the blue], [quiet and worried|festooned for a party that might not happen].',
          ],
        ),
        details: v(
          [
            'Little fish [swam|glided] by. [|And ]they were yellow and blue.',
            'Sunbeams [wiggled|wriggled] in the water.',
          ],
          [
            'Little yellow and blue fish darted past in a flash.',
            'Sunbeams [wiggled|wriggled] down through the water like golden ribbons.',
          ],
          [
            'Schools of [small|little] fish turned all at once, flashing silver and gold.',
            'Sunlight came down in wavering ribbons and [danced|twirled] on the sand below.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} was missing. [|And ]it was the village treasure.',
            '"We cannot find {object.a}," [said|whispered] [{companion.the}|{companion.name}].',
            '[No pearl!|[Oh no|Oh dear|Oh my]!|Where was it?] {object.a} [was gone|was not there|had gone]. [Everyone looked sad.|The party could not start.]',
            '[There was a little shell.|There was a soft bed.] But {object.a} was [not in it|gone|not there]!',
          ],
          [
            '[|Then |But then |Soon enough, ]everyone in {place.the} was sad: {object.a}, their greatest treasure, was missing.',
            '"{object.a} glows for our party tonight," [said|whispered] [{companion.the}|{companion.name}], "and it has gone missing."',
            '[In the middle of {place.the}|On a little stand of coral] was [an empty shell|a soft, empty cushion] [where {object.a} should have been|that was meant to hold {object.a}], and [everyone|all the fish] [looked very glum|were whispering about it].',
            '[{companion.The}|{companion.name}] [pointed to|swam over to] [an empty shell|the place of honor], [and|where] {object.a} [usually glowed|always sat], [and said|and sighed], "[It was here last night|We need it for the party], [and now it is gone|and now we cannot find it]."',
          ],
          [
            '{object.a}, which [glowed|shone|gleamed] at the center of every celebration in {place.the}, had gone missing the day before the party.',
            '"Without {object.a} there can be no party," [said|whispered] [{companion.the}|{companion.name}], "and everyone has looked everywhere."',
            '[At the heart of {place.the}|In the middle of the square] [stood|lay] [an open shell|a cushion of sea moss], [empty|vacant], [where|in which] {object.a} [had always rested|should have been glowing], [and the whole village|and everyone] [was gathered round it|stared at it] [in unhappy silence|as if it might reappear].',
            '"{object.a} [lights the party every year|is the heart of our celebration]," [said|explained] [{companion.the}|{companion.name}], [gesturing at|nodding to] [an empty shell|its empty resting place], "[and this morning it had simply gone|but last night it vanished, and nobody knows where]."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they looked in the sand. No pearl.',
            '[|First, |So ]they looked in a shell. [|And ]it was [|so |all ]empty.',
            'They [peeked|looked] [in the weed|under the coral|behind a rock]. [Only a snail.|Just a starfish.|No pearl there.]',
            '[{companion.The}|{companion.name}] [dug|sifted|looked] in the [sand|pebbles]. [Sand, sand, sand.|Only a button shell.|No glow.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they searched in the sand and under the rocks, but found no pearl.',
            '[|First, |To begin with, |Right away, ]they [peeked|peeped] into [every|each] shell, but each one was [|so |very ]empty.',
            'They [peered|swam] [in and out of the waving weed|between the coral branches], [calling "Pearl, pearl!"|searching every nook], but [found only|all they found was] [a sleepy starfish|a very surprised shrimp].',
            '[{companion.The}|{companion.name}] [turned over|lifted] [every pebble|the little stones] [one by one|in the square], but [there was no pink glow anywhere|the only thing that glowed was a curious fish].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they sifted through the sand and peered under every rock without success.',
            'Shell after shell turned out to be empty, or home to a [very|really|so] surprised crab.',
            '[The kelp|The weed beds] [seemed|looked] [a likely hiding place|promising], [so they combed through it strand by strand|and they searched every strand], but [found only|the search turned up] [a family of shrimps|a surprised seahorse] [who had seen nothing|and no pearl].',
            'They [turned over|lifted] [stones|pebbles] [in a widening circle|all around the square], [methodically|the way real detectives do], [and found|finding] [a great many interesting things|three buttons, a crab and a bottle cap] but [nothing that glowed|not the one thing they needed].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '[|And |So ]there was {object.the}! It [glowed|shone|gleamed] pink.',
            '[|And |So ]they [found|discovered] it. [|And ]everyone [cheered|clapped].',
            '[Look!|There!|Yes!] [A pink glow!|Something shone!] It was {object.the}! [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|Safe and sound!]',
            '{object.The} [was back|went back] in its shell. [It glowed so pink.|The party could start!]',
          ],
          [
            '[|And |At last, |And just like that, ]there was {object.the}, [glowing|shining] soft and pink, safe and sound.',
            '[|And |At last, |And just like that, ]everyone in {place.the} [cheered|clapped], and the party could begin.',
            '[Tucked|Hidden] [in a fold of weed|under a sleepy sea anemone|at the back of a little cave], [glowing softly pink|perfectly safe], was {object.the}, and [everyone|the whole village] [gasped and then cheered|swam in happy circles].',
            '[{companion.The}|{companion.name}] [carried|lifted] {object.the} [back|home] to its shell [very carefully|with both {companion.limbs}], and [as soon as it was in place|the moment it settled], [it glowed brighter than ever|the whole village lit up pink].',
          ],
          [
            'And there was {object.the}, [glowing|shining] rosy pink, exactly where it should never have been and perfectly safe.',
            'A cheer rippled through {place.the}, and the party began.',
            '[The pearl|{object.The}] [was|turned out to be] [exactly where nobody had thought to look|somewhere perfectly sensible], [resting|nestled] [in a fold of weed|inside a sleeping anemone], [glowing|shining] [calmly|serenely], [as if it had simply wanted a nap|untroubled by all the fuss].',
            '[When|As] {object.the} [was set back|settled back] [in its shell|into its place], its [soft|rosy] light [spread|spilled] [across {place.the}|over the square], [and|so that] [every face turned pink|even the crabs looked pleased], and the [party|celebration] [could|was at last able to] begin.',
          ],
        ),
        details: v(
          [
            'The fish [danced|twirled]. [|And ]the crabs [clapped|cheered].',
            '[|And ]it was a happy party.',
            'A [big|fat|friendly] [turtle|fish|crab] [did a dance|twirled|clapped]. [{Name} laughed.|It was so funny.|Everyone joined in.]',
          ],
          [
            '[|And ]the fish [danced|twirled] in circles and the crabs clicked their claws like clapping.',
            '[|And ]it was the happiest party the sea had seen in years.',
            '[A turtle|An old turtle|A very small octopus] [played a tune on shells|led the dancing], [and|while] [everyone|the whole village] [twirled|swayed] [in the pink light|until they were dizzy].',
          ],
          [
            '[|And ]the fish [danced|twirled] in shimmering loops, and the crabs clicked along in time.',
            '[|And ]the party lasted until the sunbeams turned orange.',
            '[The celebration|The party] [went on|lasted] [until the sunbeams slanted|well into the afternoon], [with dancing|complete with shell music and seaweed streamers], and {Name} was [made guest of honor|given the best seat, on a soft sponge].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [floated|drifted] up. [|And ]{Name} was on the beach.',
            'Up, up they went to the shore.',
            '[Up, up|Bubble, bubble] went {vehicle.the}. [Pop! The beach!|There was the sand!] {Name} [waved bye.|was home.]',
            '{Name} [waved|said bye] to {companion.the}. {vehicle.The} [rose|floated] [up|to the top]. [Warm sand!|Hello, sun!]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [floated|drifted] [gently|softly|carefully] back up and left {Name} on the warm sand.',
            'Up they rose through the blue, back to the beach.',
            "[With a wave|After a goodbye hug] from {companion.the}, {vehicle.the} [rose|floated] [up through the blue|toward the sunny surface], and [bobbed|left {Name}] [at the water's edge|on the warm sand], [just where the afternoon had begun|next to the sandcastle].",
            '[Up, up, up|Slowly upward] {vehicle.the} [carried|brought] {Name}, [past the waving weed|through the bright green shallows], [until|and then] [the beach|the shore] [was right there|appeared], [warm and golden|just as {they} had left it].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} rose through the water and set {Name} down [softly|gently|quietly] on the warm sand.',
            '[|Then |After that, |At last ]they [drifted|floated] back up toward the light until the beach [appeared|turned up|popped up], golden and [calm|peaceful|still].',
            '{vehicle.The} [rose|climbed] [through water that grew brighter and greener|toward the bright surface], and [set {Name} down|returned {Name}] [on the sand|at the tide line] [as if no time had passed|beside a sandcastle the sea had kindly left standing].',
            'The [way back up|journey home] [was slow|was unhurried], [the pink glow fading below them|the party music fading behind], until [{vehicle.the}|they] [broke the surface|came up] [into the late sunshine|beside the rocks] and {Name} [stepped onto|waded back to] the [warm|golden] sand.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} heard the waves. Swish, swish. [|And ]{they} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]the sea was [calm|peaceful|still]. So was {Name}, [fast asleep|asleep at last|sound asleep].',
            '[Hush, hush|Swish, swish], [said|went] the [sea|waves]. {Name} [yawned|snuggled in]. [A pink glow was in {their} dream.|Then {they} slept.]',
            '{Name} [put|set] a shell by {bed}. [It was pink like the pearl.|It shone a little.] [Good night, {Name}.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]]',
          ],
          [
            'That evening {Name} [fell asleep|drifted off to sleep|dozed off] to the swish of the waves, dreaming of a pink glow.',
            '[|Soon |Before long, |In a little while, ]the sea was [|so |very ]calm and so was {Name}, [fast asleep|sound asleep].',
            '[That night|At bedtime], {Name} [lay listening to|could hear] the [sea|tide] [far off|through the window], [swish and hush|soft and slow], and [thought of a pink glow under the water|imagined the party still going], [until sleep came|and was soon fast asleep].',
            '{Name} [put|set] {their} [bucket of shells|best shell] [by {bed}|on the windowsill] [and climbed under the covers|and snuggled down], [sandy-toed and sleepy|smelling faintly of the sea], [and|then] [drifted off|slept].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the sound of the waves [carried|brought] {Name} off to sleep, swish and hush, swish and hush.',
            'Somewhere under the water, a pearl was [glowing|shining], and {Name} [slept|dozed|dreamed].',
            '[The tide|The sea] [breathed|whispered] [in and out|against the shore] [outside the window|far off], [slow as sleep itself|like someone sleeping], and {Name} [matched|followed] it, [breath for breath|wave for wave], [until|and soon] [sleep came|{they} slept|there was nothing but dreams].',
            '[Sandy, sun-tired and happy|Pleasantly worn out by sun and sea], {Name} [fell asleep|slept] [almost before the lamp was off|at once], [dreaming of|with a dream of] [a party lit by a single pink pearl|fish dancing in rosy light].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-singing-shell',
    worlds: ['sea'],
    themes: ['ocean', 'music', 'magic', 'friendship'],
    tags: ['water', 'swimming', 'fish', 'animals'],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['bubble', 'submarine'] },
      place: { kind: 'place', ids: ['coral-garden', 'shell-village', 'sandy-cove'] },
      object: { kind: 'object', ids: ['singing-shell'] },
    },
    titles: ['{Name} and the {object.noun}', 'The Shell That Stopped Singing', 'A Song Under the Sea'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} held a shell to {their} ear. [|And ]it went whoosh.',
            '{Name} loved the sound of the sea.',
            '{Name} [found|picked up|held] a [big|pink|curly] shell. [It went whoosh, whoosh.|It sounded like the sea.|It hummed a little.]',
            '[Swish, hush|Whoosh, whoosh] went the sea. {Name} [listened|sat still|smiled]. [It was like a song.|{They} loved that sound.]',
          ],
          [
            '{Name} held a shell to {their} ear and heard the sea whooshing inside.',
            'More than anything, {Name} loved listening to the sea.',
            '[On the windowsill|By {nameS} bed] [sat|lay] a [big|curly|pink] shell from the beach, and [every evening|at bedtime] {Name} [held it to {their} ear|listened to it] [to hear the sea inside|before going to sleep].',
            '{Name} [liked to|loved to] [sit by the water|lie on the sand] [and just listen|with {their} eyes closed], [because the sea always sounded like it was singing|counting the swishes of the waves].',
          ],
          [
            '{Name} held a shell to {their} ear, listening to the far-off whoosh that sounds like the sea remembering itself.',
            'Of all the sounds in the world, {Name} liked the sea best.',
            '{Name} [kept|owned] a [large|spiraled] shell [on the bedroom windowsill|beside {their} bed], [and|which] [each night|most evenings] {they} [held|lifted] to {their} ear [to listen to|for] the [faint|distant] [rush|hush] of [a sea that was miles away|the sea inside it].',
            '[Some people find the sea noisy|The sea is never truly silent]; {Name} [had always found it|found it] [the most restful sound in the world|a kind of lullaby], [and liked nothing better than|and could spend whole evenings] [listening to it|listening] [with {their} eyes closed|through the hollow of a shell].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'A voice came from the shell. [|And ]it was {companion.a}!',
            '{companion.a} called out. "Please help us!"',
            '[Hello?|Psst!|Help!] said a [tiny|small|soft] voice. [It was in the shell!|It came from the shell.] It was {companion.a}.',
            'The shell [went|said] "[Hello|Help|Please]." {Name} [gasped|blinked|giggled]. [It was {companion.a}!|There was {companion.a}!]',
          ],
          [
            'From inside the shell came a [tiny|little] voice: it was {companion.a}, calling for help.',
            '[|Just then, |A moment later, |All at once, ]the whoosh became a voice, and the voice belonged to {companion.a}.',
            '[Instead of the sea|Under the whooshing], {Name} heard [a small, bubbly voice|someone calling {their} name], and [a moment later|then] {companion.a} [peeked out of|appeared in] the [shell|water], [looking very worried|asking for help].',
            '"[Can you hear me|Is anyone listening]?" [came|bubbled] a voice from the shell, and [when|as] {Name} [listened closer|held it tighter], {companion.a} [explained|said] that [the sea needed a helper|something had gone wrong under the waves].',
          ],
          [
            '[|Just then, |A moment later, |All at once, ]the whooshing turned into words, and the words belonged to {companion.a}, calling from far below.',
            'A [small|little] voice came through the shell: {companion.a}, asking for a helper.',
            '[The familiar hush|The sound of the sea] [shifted|changed] [in the shell|against {their} ear], [becoming|turning into] [a small, urgent voice|words], and {Name} [realized|understood] that {companion.a} was [speaking to {them}|calling] [from somewhere far beneath the waves|through the shell].',
            '{companion.a} [made contact|got in touch] [in the only way available|through the shell], [which|and it] [startled {Name} a little|took {Name} a moment to believe], [then|and then] [explained|told {them}] [there was trouble under the sea|a song had gone quiet].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} rode {vehicle.a}. Down {they} went to {place.a}.',
            '{vehicle.a} took {Name} down to {place.a}.',
            '[Bloop!|Splash!|[Pop|Pop, pop|Plop]!] {vehicle.a} [was there|came up]. {Name} [got in|hopped in]. [Down to {place.a}!|Off to {place.a}!]',
            '{vehicle.a} [sank|went|bobbed] [down, down|under the waves]. [Bubbles went up.|Fish said hi.] [There was {place.a}.|Hello, {place.a}!]',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down through the cool blue water to {place.a}.',
            'Down went {Name} in {vehicle.a}, all the way to {place.a}.',
            "{vehicle.a} [was bobbing|waited] [by the rocks|at the water's edge], and {Name} [climbed in|stepped inside], and [down they went|they sank] [through the sparkly water|past curious fish] to {place.a}.",
            '[Bubbles rose|Little fish swam] [all around|past the window] as {vehicle.a} [carried|took] {Name} [down|deep] to {place.a}, [which looked|where everything was] [quiet and worried|very still].',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down, past shoals of silver fish, to {place.a}.',
            '[|Soon |Before long, |After a while, ]they sank [gently|softly|carefully] in {vehicle.a} through the blue, and {place.a} opened out below them.',
            '{vehicle.a} [carried|took] {Name} [beneath the surface|under the water] and [downward|down] [through shafts of wavering light|past forests of gently swaying weed], [until|and] {place.a} [appeared below|came into view], [strangely hushed|silent in a way the sea should never be].',
            '[The|A] [descent|ride down] in {vehicle.a} [brought|took] {Name} [through all the blues there are|from bright turquoise to deep sapphire] to {place.a}, [where|and there] [even the fish seemed to be whispering|something was clearly missing].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]there was {object.a}. But it did not sing.',
            '[|Then |But then ][{companion.the}|{companion.name}] showed {them} {object.a}. [|And ]it was [|so |all ]quiet.',
            '{object.a} [lay|sat] [on the sand|by a rock]. [No song came out.|It was quiet.|Not one note.]',
            '"[Listen|Hear that?|Shh]," said {companion.the}. [They listened.|[Nothing.|Nothing at all.|Not a thing.]] {object.a} [was so quiet.|did not sing.]',
          ],
          [
            'In the middle lay {object.a}, but it had stopped singing.',
            '"{object.a} sings the sea to sleep," [said|whispered] [{companion.the}|{companion.name}], "but today it is silent."',
            '[On a bed of soft sand|In the middle of {place.the}] [rested|lay] {object.a}, [curled and beautiful|shining pink and white], but [no matter how close they listened|when they put their ears to it], [it made no sound at all|not a single note came out].',
            '[{companion.The}|{companion.name}] [swam|led {Name}] [to|over to] {object.a} and [sighed|said sadly], "[Every evening it sings|It always sings at sunset], [and tonight|but today] [it has not made a sound|it is silent]."',
          ],
          [
            'At the center [rested|relaxed] {object.a}, which had sung [every|each] evening for a hundred years and had now [fallen silent|gone quiet].',
            '"{object.a} sings the evening song for all of us," [{companion.the}|{companion.name}] explained, "and today it has no voice."',
            '{object.a} [lay|rested] [in its usual place|where it always had], [as lovely as ever|spiraled and pearly], [but|yet] [silent|quiet] [in a way that made the whole place feel wrong|as a closed book], [like a music box with no music|as if holding its breath].',
            '"[The song|Its song] [tells the reef when to rest|is how we know it is evening]," [said|explained] [{companion.the}|{companion.name}] [quietly|softly], [laying a {companion.limb} on|resting beside] {object.a}. "[And today there is no song at all|Without it, nobody knows when to sleep]."',
          ],
        ),
        details: v(
          [
            'The fish [swam|glided] in circles. [|And ]they missed the song.',
            '[|And ]everything was too quiet.',
          ],
          [
            '[|And ]the [little|small|tiny] fish [swam|glided] in worried circles, missing the song.',
            '[|And ]the [whole|entire] sea seemed to be holding its breath.',
          ],
          [
            'Little fish circled in confusion, missing the song that told them when to rest.',
            '[|And ]the [whole|entire] reef was strangely still, as if listening for something.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} blew into it. [|And ]it only went pff.',
            '[|First, |So ]they cleaned it. [|And ]it was still quiet.',
            'They [sang|hummed] to it. [La, la.|Hum, hum.] [But it did not sing back.|It stayed quiet.]',
            '{companion.The} [turned|rolled|rocked] it [gently|softly]. [[Nothing.|Nothing at all.|Not a thing.]|Still quiet.|Not a peep.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} blew into the shell, but it only made a [little|small|tiny] pff.',
            '[|First, |To begin with, |Right away, ]they brushed away the sand, but the shell stayed quiet.',
            'They [sang|hummed] [the evening song|a little tune] [to the shell|as sweetly as they could], [hoping it would join in|to remind it], but [it stayed silent|it did not answer].',
            '[{companion.The}|{companion.name}] [turned it|rolled it] [gently|very carefully] [toward the light|over in the sand], [in case it was just facing the wrong way|hoping that would wake it], but [still no song came|the shell kept quiet].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} blew [gently|softly|carefully] into the shell, which produced only a feeble pff.',
            '[|First, |To begin with, |Right away, ]they cleaned out every grain of sand, but the shell stayed mute.',
            'They [sang|tried singing] [the evening song|the tune it used to sing] [to the shell|aloud], [on the theory that songs can be reminded|as one might hum to a forgetful friend], but [it would not take up the melody|the shell stayed politely silent].',
            '[{companion.The}|{companion.name}] [tried|suggested] [turning the shell toward the current|placing it where the water flowed], [since songs need something to carry them|because that might help], but [the current passed through without a sound|no music came].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '[|And |So ]the shell [sang|hummed] [again|once more]! It was a [soft|gentle] song.',
            'La, la, la. [|And ]{object.the} [sang|hummed].',
            '[Hum, hum!|La, la, la!|Oooo!] {object.The} [sang|hummed] [again|at last]. [The fish swayed.|{companion.The} danced.]',
            'The song [came back|was back]. [It was soft and slow.|It went up and down.] [[Everyone|Everybody] [smiled|grinned|smiled and smiled].|The sea felt sleepy.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} [began to|started to] sing [again|once more], a soft, swaying song like the tide.',
            '[|And |At last, |And just like that, ]the song [came back|returned], and all the fish [danced|twirled] [slowly|gently|unhurriedly] along.',
            '[A hum|A soft note] [came from|rose out of] {object.the}, [then another|then a second one], [and|until] [the whole song|the evening song] [floated|spread] [across {place.the}|through the water], [slow and sweet|like a lullaby].',
            '[{object.The} began to sing|The song returned], [and|so] [the fish|all the little fish] [stopped|started] [swimming in circles|drifting] [and began to sway|in time with it], and [{companion.the}|{companion.name}] [clapped|twirled] [for joy|happily].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} found its voice [again|once more], and its song spread through the water, slow and swaying like the tide.',
            '[|And |At last, |And just like that, ]the fish [began to|started to] drift and sway in time, and the [whole|entire] reef seemed to sigh with relief.',
            '[The first note|The opening note] [came|rose] [faintly|uncertainly], [as if testing the water|like a voice after a long silence], [and then|then] [the whole song followed|the melody returned in full], [spreading|rolling] [across {place.the}|through the water] [in slow, swaying waves|like the tide coming home].',
            '{object.The} [found its song again|began to sing once more], and [everything|the whole of {place.the}] [seemed to breathe out|relaxed]: [the fish|small fish] [slowed|drifted] [into their evening dance|in lazy spirals], and [{companion.the}|{companion.name}] [hummed along|closed {companion.its} eyes to listen].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [floated|drifted] up. [|And ]{Name} was home.',
            'Up {they} went, back to the beach.',
            '[Bloop!|[Pop|Pop, pop|Plop]!|Splash!] {vehicle.The} [came up|rose up]. {Name} [stepped onto the sand|was on the beach]. [{They} hummed the song.|La, la, la.]',
            '{Name} [waved|said bye] to the [fish|reef]. [Up|Home] {they} went. [The song went too.|Hum, hum.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [floated|drifted] back up to the beach, with the song still playing below.',
            "Up {Name} went to the shore, humming the shell's song.",
            '[With the song playing behind them|While the shell sang], {vehicle.the} [floated|rose] [up, up, up|back toward the light], and [soon|before long] {Name} was [back on the beach|stepping onto the warm sand], [still humming|with the tune in {their} head].',
            "{Name} [waved goodbye|said good night] to {companion.the}, [and|then] {vehicle.the} [bobbed|carried {them}] [up to the surface|home to the shore] [as the song followed them|with the shell's song drifting up like bubbles].",
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} rose through the water and returned {Name} to the shore, the song still drifting up behind.',
            "[|Then |After that, |At last ]{Name} [came back|returned] to the beach, humming the shell's tune.",
            "{vehicle.The} [rose|climbed] [slowly|gently] [toward the surface|through the blue], [the song|the shell's song] [following|fading] [behind them|below] [like a scarf trailing in the water|until it was only a feeling], and {Name} [came ashore|stepped out] [into the evening|onto cool sand].",
            '[The journey up|The way back] [was|felt] [quick and quiet|like waking from a dream], and [soon|before long] {Name} [stood|was standing] on the [shore|beach] [with the shell in {their} hands|listening], [and through it|in which], [very faintly|far off], the song [still played|went on].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} hummed the song. [Then|And then|After that] {they} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]the sea [sang|hummed] [softly|gently|quietly]. [|And ]{Name} [slept|dozed|dreamed].',
            '{Name} [held|hugged] the shell [close|in bed]. [Hum, hum, it went.|The song was inside.] [Then {they} slept.|{They} dozed off.]',
            '[La, la|Hum, hum], [sang|went] the [shell|sea]. {Name} [yawned|smiled|snuggled in]. [Good night, sea.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]]',
          ],
          [
            "That evening {Name} hummed the shell's song until {they} [fell asleep|drifted off to sleep|dozed off].",
            'Far away the shell [sang|hummed] the sea to sleep, and {Name} slept too.',
            '{Name} [put|set] the shell [on the pillow|by {bed}] [and listened|one more time], and [there|inside], [very softly|just faintly], the evening song was [playing|humming], [until|and] {Name} [fell asleep|drifted off].',
            "[That night|At bedtime], {Name} [hummed|sang] the shell's song [under {their} breath|very quietly], [and|while] [far away|under the sea] the [shell|real shell] [sang it too|sang along], [and sleep came|and {they} fell asleep] [gently|easily].",
          ],
          [
            "[|Soon |Before long, |In a little while, ]{Name} hummed the shell's song [quietly|softly|gently] in {bed} until sleep came.",
            'Somewhere under the waves, the evening song was playing [again|once more], and {Name} slept to it.',
            '[That night|At bedtime], {Name} [held the shell to {their} ear|listened to the shell] [once more|a final time], and [beneath the hush of the sea|under the usual whoosh] [there was|{they} heard] [a melody|a thread of song], [slow and swaying|faint and sweet], [which carried {them} off to sleep|that lasted exactly as long as it took to fall asleep].',
            '{Name} [fell asleep|drifted off] [to a song|humming a song] [only {they} knew the origin of|that had come all the way up from the sea floor], [while somewhere far below|while under the waves], [a reef|the fish] [settled|drifted] into [its|their] evening [rest|sleep].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-treasure-chest-lock',
    worlds: ['sea'],
    themes: ['pirates', 'ocean', 'adventure', 'mystery'],
    tags: ['water', 'swimming', 'deep-water', 'bath', 'fish', 'animals'],
    problem: 'puzzle',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['submarine', 'bubble'] },
      place: { kind: 'place', ids: ['sunken-ship'] },
      object: { kind: 'object', ids: ['treasure-chest'] },
    },
    titles: [
      '{Name} and the Pirate Treasure',
      'The {object.noun} on the {place.noun}',
      'The Shell Lock Riddle',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [played|was playing] pirates. {They} [wore|had on|put on] a [pirate hat|paper hat|red scarf|patch].',
            '[Ahoy|Yo ho|Aye aye|Ahoy there]! {Name} was a pirate [today|tonight|at bath time].',
            '{Name} [made|sailed|steered] a [boat|ship|raft] [in the bath|on the rug|from a box]. [Ahoy!|Yo ho!|Land ho!]',
            '[Bath time|Play time|Story time] was [pirate|ship|treasure] time. {Name} [held|waved] a [toy spyglass|paper map|wooden sword].',
          ],
          [
            '{Name} was playing pirates, with a paper hat and a cardboard telescope.',
            '"Ahoy," called {Name}, the bravest pirate in the [whole|entire] house.',
            '[A blanket over two chairs|The sofa] [had become|was now] a pirate ship, and Captain {Name} [was sailing it|steered it] [across the carpet sea|through a sea of cushions], [shouting orders to the teddy bears|with a wooden spoon for a sword].',
            '{Name} [drew|had drawn] a treasure map [with a big red X|in crayon], [put on|tied on] [a pirate scarf|an eye patch made of paper], and [set sail|went looking for treasure] [around the living room|in the hall].',
          ],
          [
            '{Name} had appointed {themself} captain for the day, complete with paper hat and a telescope made from a tube.',
            '"Ahoy," [said|whispered] {Name} to nobody in particular, scanning the horizon of the living room.',
            '[The living room carpet|The hallway] [had become|was, for the afternoon,] [the open ocean|a stretch of treacherous sea], and {Name}, [in a paper hat|with a cardboard cutlass], [was captaining|commanded] [a sofa-cushion galleon|a laundry-basket ship] [with real authority|with great seriousness].',
            '[Every good pirate needs a treasure|No pirate is complete without a treasure map], so {Name} [had drawn one|drew one] [in careful crayon|on the back of an envelope], [with a compass rose and a large, confident X|with wavy lines for the sea and a dotted path], and [was studying it|consulted it] [with a frown|through a cardboard telescope].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Then|And then|After that|Just then] {companion.a} came. "[I need a pirate|I need a captain|Can you help]!"',
            '{companion.a} splashed in the bath. "[Ahoy, captain|Hello, captain|Ahoy there]!"',
            '[Splash!|Blub, blub!|Plip, plop!] Up popped {companion.a}. "[Are you a pirate|Are you a captain|Want treasure]?"',
            '{companion.a} [swam|bobbed|wiggled] up. "[I found a ship|I know a secret|Come and see]!"',
          ],
          [
            'A splash came from the bath, and up popped {companion.a}. "Are you a real pirate?"',
            '{companion.a} [appeared|turned up|popped up] with a bubble and a grin. "I need a captain."',
            '[From the bathroom|Down the hall] came a [bubbly|gurgly] voice, and [there, in the bath,|peeking over the tub] [bobbed|was] {companion.a}. "[Captain|Ahoy, Captain]! [We have a real treasure to find|Will you come on a real voyage]?"',
            '[A trail of bubbles|Little puddles] [led|went] [down the hall|to the bathroom], [where|and there] {companion.a} [was waiting|waved from the bath], [with a very important look|holding a soggy map].',
          ],
          [
            'With a splash, {companion.a} [appeared|turned up|popped up]. "A captain," {companion.it} [said|whispered]. "Exactly what I need."',
            '{companion.a} bobbed up in a swirl of bubbles. "There is a treasure that needs a pirate."',
            '[A distinctly nautical splash|A splash that was far too big for a bathtub] [came from|sounded from] [down the hall|the bathroom], and [there|in the bath], [looking up expectantly|with the air of someone who had come a long way], [was|floated] {companion.a}.',
            '{companion.a} [made {companion.its} entrance|arrived] [in a fountain of bath bubbles|through the bathwater, somehow], [saluted the captain|greeted Captain {Name} formally], and [announced|explained] that [a real treasure|a genuine sunken treasure] [needed|was waiting for] a pirate [with brains|clever enough to claim it].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they rode {vehicle.a}. [They went to {place.a}.|Down they went to {place.a}.|They found {place.a}.]',
            'Down went {vehicle.a}. [There was {place.a}!|Soon they saw {place.a}.|Ahead lay {place.a}.]',
            '{vehicle.a} [took|carried|brought] them [down|deep|down low]. [There sat {place.a}.|They came to {place.a}.]',
            'They [hopped into|climbed into|sat in] {vehicle.a}. [Down to {place.a}!|Off to {place.a}!]',
          ],
          [
            '{vehicle.a} [carried|brought] them down under the sea to {place.a}.',
            '[|Soon |Before long, |After a while, ]they sank down in {vehicle.a}, and there lay {place.a} on the sand.',
            '[Glug, glug|Bloop, bloop], {vehicle.a} [sank|went] [down through the green sea|past shoals of silver fish], and [there on the sand|at the bottom] [lay|was] {place.a}, [tilted and old|covered in sea flowers].',
            'They [squeezed|climbed] into {vehicle.a} and [dived|went down] [deep under the sea|past the rocks and the weed], [until|and then] {place.a} [loomed|appeared] [out of the blue|on the sea floor], [its mast full of fish|quiet and old].',
          ],
          [
            '{vehicle.a} [carried|brought] them down through the water to {place.a}, resting peacefully on the sandy floor.',
            '[|Soon |Before long, |After a while, ]they descended in {vehicle.a}, and there, settled in the sand and covered in sea flowers, was {place.a}.',
            '{vehicle.a} [took|carried] them [down|deep] [past the reach of the sunbeams|through fading layers of blue], [until|and there,] {place.a} [appeared|emerged], [resting on its side in the sand|settled comfortably into the sea floor], [looking more like a reef than a ship|long since adopted by the fish].',
            '[Their|The] [descent|dive] in {vehicle.a} [ended|finished] [beside|at] {place.a}, [whose timbers had grown a coat of coral|whose masts now served as a playground for fish], [and which seemed|looking], [for all its age|despite everything], [quite cheerful|perfectly content] [about its new life|to be underwater].',
          ],
        ),
        details: v(
          [
            'Fish [swam|glided|darted] through the [windows|port holes|doors]. [Sea flowers grew on it.|Weed grew on the deck.|Shells sat on the rails.]',
            'It was [old|very old|so old] and [sleepy|quiet|still]. [Its mast leaned.|Its wheel was stuck.|Its bell was green.]',
          ],
          [
            'Little fish [swam|glided] in and out of the round windows.',
            'Soft sea flowers grew all over the old wooden deck.',
          ],
          [
            'Fish [drifted|floated] in and out through the portholes as if they owned the place, which they did.',
            'Anemones and sea fans had grown over the decks, turning the ship into a garden.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'In the ship was {object.a}. [It was locked.|It was shut tight.|It had a lock.|Its lid was locked.]',
            '[Then|But then|Soon|Look,] they found {object.a}. [The lock was a puzzle.|It had a shell lock.|It had no key.]',
            '[Under|Behind|Next to] the [wheel|mast|stairs] was {object.a}. [It had a lock of shells.|It would not open.]',
            '{Name} [spotted|found|tapped] {object.a}. [It had shells for a lock.|A puzzle kept it shut.]',
          ],
          [
            "In the captain's cabin sat {object.a}, locked with a puzzle of shells.",
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] pointed to {object.a}. [|And ]its lock had five shells that turned.',
            "[They swam|{Name} crept] [through a round porthole|into the captain's cabin], and [there, half buried in sand,|on the floor] [sat|was] {object.a}, but [its lock was not a keyhole|there was no key], [just five shells that turned|only a ring of five little shells].",
            '[{companion.The}|{companion.name}] [brushed away the sand|cleared the weed] from {object.a}, and [on the lid|on the front] was a [strange|clever] lock: [five shells in a row|a row of shells], [each one turning|that could each be turned] [like a dial|with a click].',
          ],
          [
            "In the captain's cabin sat {object.a}, its lid held fast by a lock of five turning shells.",
            '{object.a} [waited|stood waiting] in the cabin, and its lock was a puzzle rather than a keyhole.',
            "{object.a} [sat|waited] [in the captain's cabin|beneath the captain's desk], [handsome|iron-bound] and [quite|absolutely] [shut|secure], [fastened not with a key but with a riddle|its lock a row of five carved shells that turned like dials].",
            '[In the cabin|At the heart of the ship] they [found|discovered] {object.a}, and [on its lid|set into its lid] [was|sat] [a lock made of five turning shells|a puzzle lock], [each carved with a small picture|designed, evidently, by someone who enjoyed a challenge].',
          ],
        ),
        details: v(
          [
            'Each shell had a [picture|sign|shape]. [A fish, a star, a moon.|A star, a moon, a fish.|A moon, a fish, a star.]',
            'A note [said|whispered|read], "[Order the sea|Put them in order|Sea, then sky, then night]."',
          ],
          [
            'Each shell had a picture: a fish, a star, a moon, a wave and a boat.',
            'Scratched on the lid were the words, "Put the sea in order."',
          ],
          [
            'Each shell bore a [tiny|little] carving: a fish, a starfish, a moon, a wave and a boat.',
            'Scratched into the lid was a single instruction: "Set the sea in order, from the top down."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [turned|spun|moved] the shells. [It stayed shut.|[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|It did not open.]',
            '[First,|So|Then] they tried [again|once more|a new way]. [Still locked.|It was still shut.|No click yet.]',
            '[{companion.The}|{companion.name}] [pushed|tugged|tapped] the lid. [It did not budge.|It stayed put.|It was stuck fast.]',
            'They [put|set|turned] the moon [first|on top|in front]. [That was not it.|No click.|Still shut.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} turned the shells this way and that, but the lock stayed shut.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] tried the moon first, but the chest did not open.',
            '{Name} [tried the shells|turned the shells] [in the order of the rainbow|from smallest to biggest], [which seemed very clever|which made sense at the time], but [the lock did not click|nothing happened].',
            '[{companion.The}|{companion.name}] [tried|suggested] [putting the boat first, because it was a ship|the fish first, because fish are everywhere], but [the lid stayed shut|the chest did not budge].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried several orders at random, but the lock would not give.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] suggested putting the moon first, which seemed clever but was wrong.',
            '{Name} [tried arranging|arranged] the shells [alphabetically|by size], [a method with much to recommend it|which would have impressed any librarian], but [the lock remained unimpressed|the chest stayed stubbornly shut].',
            '[{companion.The}|{companion.name}] [argued|proposed] [that a ship should come first|for the boat at the front], [since this was, after all, a ship|being on a shipwreck], which [was a good argument|made sense], but [not the right one|the lock disagreed].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '[Click|Clack|Clunk]! The chest opened. Inside were [shiny|gleaming|pearly|pink] shells and a [gold|brass] button.',
            '[And|So|At last,] the lid went up. [Treasure!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|What a find!] [Shells and a gold button!|A gold button and shells!]',
            '[Creak|Click|Pop]! Up went the lid. [They peeked in.|{Name} gasped.|They both leaned in.] It held shells and a [gold|brass] button.',
            'The lock [clicked|opened|let go]. Inside [lay|sat|was] a [gold|brass|round] button and [lots of|some|pretty] shells.',
          ],
          [
            "Click! The lid swung open, and inside were [shiny|gleaming] shells and a captain's golden button.",
            '[|And |At last, |And just like that, ]the chest opened at last, full of sea glass and pearly shells.',
            "[Click, click, CLICK!|With a clunk and a creak], the lock [turned|opened] and the lid [lifted|creaked up], and [inside|there] [were|lay] [sea glass like jewels|pearly shells] and [a golden captain's button|one shiny gold button].",
            'The [last|fifth] shell [clicked|turned] into place, the [lid|chest] [sprang|swung] open, and [a shimmer of sea glass|a tumble of shells and sea glass] [caught the light|glittered] [like candy|in the blue water].',
          ],
          [
            "With a soft click the lid lifted, revealing sea glass, pearly shells and a single golden button from a captain's coat.",
            '[|And |At last, |And just like that, ]the chest opened, and the treasure inside glittered in the blue light.',
            "[The fifth shell turned|The final shell clicked home], [something inside the lock gave a satisfied clunk|and there was a deep, pleasing clunk], and the lid [rose|lifted] to [reveal|show] [sea glass, mother-of-pearl|pearly shells and sea glass] and [a single gold button from a captain's coat|a gold button engraved with an anchor].",
            '[With a creak of old hinges|Slowly, on stiff hinges], {object.the} [opened|yielded], and [the treasure within|its contents] [glowed|shimmered] [softly|gently] in the [blue|watery] light: [not gold coins|nothing grand] but [things far nicer|sea glass and shells], [chosen, clearly, by someone with excellent taste|each one lovely].',
          ],
        ),
        details: v(
          [
            '[{companion.The}|{companion.name}] took a shell. {Name} [took|kept|picked] the button.',
            'They left the rest for the next [pirate|captain|sailor]. [That was fair.|That was kind.|That was the pirate way.]',
          ],
          [
            '[|And ][{companion.the}|{companion.name}] chose a shell, and {Name} chose the golden button.',
            '[|And ]they left the rest of the treasure for the next clever pirate.',
          ],
          [
            '[|And ][{companion.the}|{companion.name}] chose a pearly shell, and {Name} the golden button, as fair shares.',
            '[|And ]they closed the lid on the rest, leaving it for whoever solved the riddle next.',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] {vehicle.the} went up. {Name} was home [again|once more|at last].',
            'Up they went. [Home again.|Back to the bath.|Back home at last.]',
            '{vehicle.The} [rose|bobbed|floated] up and up. [There was home.|Splash, they were back.]',
            '[Up|Back up|Home] they [went|rose|floated], [past the fish|past the weed|to the light].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} rose back up, and {Name} was home with a golden button in {their} pocket.',
            'Up through the water they went, all the way home.',
            '[With the button safe in {their} pocket|Waving goodbye to the old ship], {Name} [rode|went] {vehicle.the} [up, up, up|back up through the water], and [popped out|came out] [in the bath|at home], [in time for supper|dripping and grinning].',
            '{vehicle.The} [bubbled|floated] [up and up|back through the blue], and [with a splash|with a pop] {Name} was [back in the bath|home again], [the golden button safe in {their} fist|ready for supper].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {them} home, the golden button safe in {their} pocket.',
            '[|Then |After that, |At last ]they rose through the blue and came home, treasure hunters with a story.',
            '{vehicle.The} [carried|brought] them [up|home] [through the blue|toward the light], and [the sea became bathwater|the ocean shrank to the size of a bathtub], and Captain {Name} [stepped out|climbed out] [with a treasure in {their} pocket|with salt on {their} hat], [an adventure the richer|none the worse for the voyage].',
            '[Up|Upward] [through the green|through the blue] {vehicle.the} [carried|brought] them, [and|until] [the sea became bathwater once more|the ocean became the bath again], and {Name} [climbed out|stepped out] [a pirate with a treasure|with a gold button in {their} fist].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] the button sat by {their} bed. {Name} [slept|dozed|dreamed|snuggled down].',
            '[Good night, captain.|Sleep tight, captain.|Night, night, pirate.|Sweet dreams, captain.]',
            '{Name} [held|hugged|kept] the gold button. [Then {they} slept.|Then came pirate dreams.|Soon {they} dozed.]',
            '[The pirate hat|The paper hat|The toy ship] [sat|rested|waited] on the [chair|shelf|floor]. {Name} [slept|dozed] [in {their} bunk|like a sailor].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the golden button sat by {bed}, and the captain fell [fast asleep|sound asleep].',
            'Even pirates need sleep, and {Name} slept soundly.',
            '[In {bed} that night|Tucked in at last], {Name} [held|rubbed] the golden button [for luck|in {their} fingers], [thought about|remembered] [the shell lock|the sunken ship], and [fell asleep|sailed off to sleep] [like a pirate after a long voyage|smiling].',
            "[The golden button|The captain's button] [shone|gleamed] on the [nightstand|windowsill], and [Captain {Name}|the pirate] [fell asleep|sailed off into dreams] [the moment {their} head touched the pillow|happily].",
          ],
          [
            '[|Soon |Before long, |In a little while, ]the golden button gleamed on the bedside table, and the captain of the day slept soundly.',
            '[Every|Each] pirate needs rest after a treasure hunt, and {Name} had earned it.',
            '[Pirates|Even the most daring captains] [sleep well after a good voyage|need their rest], and Captain {Name} [was no exception|slept like one], [the golden button|the treasure] [on the nightstand|under the pillow] [catching the last of the lamplight|where {they} could reach it].',
            "[In {bed}|Tucked in], [the captain|Captain {Name}] [turned the gold button over and over|studied the button's tiny anchor] [until|and] [sleep arrived|{their} eyes closed], [like a ship coming quietly into harbor|as gently as a tide].",
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-faded-coral-garden',
    worlds: ['sea'],
    themes: ['ocean', 'nature', 'magic', 'kindness'],
    tags: ['water', 'swimming', 'fish', 'animals'],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['bubble', 'submarine'] },
      place: { kind: 'place', ids: ['coral-garden'] },
      object: { kind: 'object', ids: ['coral-fan'] },
    },
    titles: [
      '{Name} and the Pale {object.noun}',
      'Colors for the {place.noun}',
      'The Coral That Turned White',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} had a book about the sea. [|And ]it had bright pictures.',
            '{Name} loved colors. Orange was the best.',
            '{Name} [painted|drew|colored] a [fish|sea|reef]. [{They} used orange and pink.|It was so bright.|It had every color.]',
            '[At bedtime|After bath time|Before sleep], {Name} [opened|read|looked at] a [sea book|book of fish]. [The pictures were so bright!|A fish was on every page.]',
          ],
          [
            '{Name} was looking at a book of bright sea creatures: orange, pink and purple.',
            'Of all the colors in the world, {Name} loved the colors of the sea.',
            '[Curled up|Tucked] in {bed}, {Name} [turned the pages of|looked through] [a big book about the sea|{their} favorite reef book], [stopping at|lingering on] [the brightest pictures|a page full of orange and purple coral].',
            '{Name} [had crayons in every color|loved to color pictures], and [tonight|this evening] {they} [were|was] [coloring|filling in] a coral reef [with the brightest ones|as brightly as {they} could].',
          ],
          [
            '{Name} was turning the pages of a book of coral reefs, each picture brighter than the last.',
            'The colors of the sea, {Name} had [decided|agreed], were the best colors there were.',
            '{Name} [owned|had] a [well-thumbed|much-loved] book of coral reefs, [and its pictures|whose pictures|and the pictures] [were so vivid|glowed so brightly] that [they seemed to shimmer|the fish seemed about to swim off the page] [in the lamplight|when the lamp was low].',
            '[If {Name} could have chosen any place to visit|Of all the places in the world], {they} would have picked a coral reef, [for the colors|purely for the colors], [which no crayon box had ever quite matched|and {they} spent the evening poring over pictures of one].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'A picture [began to|started to] move. [|And ]it was {companion.a}!',
            '{companion.a} [swam|glided] out of the page.',
            '[Wiggle, wiggle!|Splish!|Bloop!] A fish in the book [moved|swam]. [It was {companion.a}!|Out came {companion.a}!]',
            '{companion.a} [popped|swam|peeked] out of the [book|page]. "[Hello|Please help|Come see]!" [said|called] {companion.the}.',
          ],
          [
            'One picture [wiggled|wriggled], and out [swam|glided] {companion.a}. "Please come and see!"',
            '{companion.a} [swam|glided] right off the page. "Our garden needs you."',
            '[The page rippled like water|A picture began to shimmer], and [out swam|out popped] {companion.a}, [leaving a trail of tiny bubbles|shaking drops onto the quilt]. "[Can you help our garden?|Please, we need you!]"',
            '{Name} [was just turning the page|had just reached the last picture] when {companion.a} [wriggled out|slipped off the paper] and [hovered|floated] [in front of {them}|by the lamp], [looking worried|with big, sad eyes].',
          ],
          [
            'One of the pictures rippled, and {companion.a} [swam|glided] out of it. "We need someone who loves colors," {companion.it} [said|whispered].',
            '{companion.a} came drifting out of the page as if it were water.',
            '[The reef on the page|One of the pictures] [began to ripple|shivered like water], and {companion.a} [emerged|swam free] [from it|into the room], [bubbles and all|trailing a faint smell of salt], [with an urgent request|wearing a worried look].',
            '{companion.a} [slipped|swam] [out of the book|off the page] [as easily as through a doorway|as if it were the most natural thing in the world], [and explained|explaining], [without wasting words|politely but quickly], that [the garden needed someone who truly loved color|something was wrong at home].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} rode {vehicle.a}. [|And ]they went to {place.a}.',
            'Down in {vehicle.a} they went, to {place.a}.',
            'They [got into|hopped into] {vehicle.a}. [Down, down, down!|Bubble, bubble!] [There was {place.a}.|Hello, {place.a}!]',
            '{vehicle.a} [sank|went|floated] [down|into the blue]. [Fish swam by.|It was warm.] [Soon they were at {place.a}.|Then came {place.a}.]',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down to {place.a}, deep in the warm blue sea.',
            '[|Soon |Before long, |After a while, ]{Name} sank [softly|gently|quietly] in {vehicle.a} until {place.a} spread out below.',
            '[In|Aboard] {vehicle.a}, they [floated|sank] [down|deep] [through water as warm as a bath|past shoals of striped fish], [until|and at last] {place.a} [spread out|appeared] [below them|on the sandy floor].',
            '{vehicle.a} [carried|took] {Name} [into the book|down through the page] and [into the warm sea|under the water], [all the way to|straight to] {place.a}, [which should have been full of color|where everything looked a bit pale].',
          ],
          [
            '{vehicle.a} took {Name} down through warm, clear water to {place.a}.',
            '[|Soon |Before long, |After a while, ]they descended in {vehicle.a}, and {place.a} stretched out beneath them.',
            '{vehicle.a} [bore|took] {Name} [down|downward] through [water as warm and clear as a summer pool|layers of sunlit turquoise], [until|and] {place.a} [rose into view|appeared beneath them], [its shapes familiar from the pictures|spread like a city of branches], but [strangely pale|paler than any picture].',
            'The [journey|trip] [down to|to] {place.a} in {vehicle.a} [was short and sunlit|passed in a blur of blue], and {Name} [pressed close to the window|looked out eagerly], [expecting|ready for] [a riot of color|every shade of orange and pink].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]there was {object.a}. [|And ]it was white, not pink.',
            '{object.a} had no color left.',
            '[In the middle|Right there] was {object.a}. [It was all white!|Its pink was gone.|No color at all.]',
            '"[Look|See|Oh dear]," said {companion.the}. {object.a} was [pale|white|so pale]. [The fish were sad.|Where did the pink go?]',
          ],
          [
            'In the middle stood {object.a}, but its pink had faded to plain white.',
            '"{object.a} is the heart of our garden," [said|whispered] [{companion.the}|{companion.name}], "and its colors are gone."',
            '[At the center of the garden|In the middle of everything] [stood|grew] {object.a}, [but|and yet] [it had faded to white|all its pink and orange had gone], [like a drawing nobody had colored in|as pale as a shell on the beach].',
            '[{companion.The}|{companion.name}] [swam|led {Name}] to {object.a} [and sighed|and pointed]. "[It used to be the brightest thing here|It was pink and orange yesterday], [and now look|but now it is white]."',
          ],
          [
            'At the center stood {object.a}, once the brightest thing in the garden, now faded to chalky white.',
            '"{object.a} gives color to everything around it," [said|whispered] [{companion.the}|{companion.name}], "and it has none of its own now."',
            '{object.a} [stood|rose] [at the heart of the garden|in the middle of everything], [branching like a tree|spread like a lace fan], [and|but] [every bit of its color had drained away|it had faded to the white of old bone], [leaving it|so that it looked] [faded|pale and tired] [in the blue water|among its neighbors].',
            '"[Everything here takes its color from {object.a}|{object.a} is where the garden gets its colors]," [said|explained] [{companion.the}|{companion.name}] [sadly|quietly], "and [look at it now|it has turned as pale as sand]."',
          ],
        ),
        details: v(
          [
            '[|And ]the [little|small|tiny] fish had nowhere to play.',
            '[|And ]the garden looked [|so |all ]pale.',
          ],
          [
            '[|And ]the [little|small|tiny] fish used to play in its branches, but now they stayed away.',
            '[|And ]the [whole|entire] garden looked [|so |very ]pale and quiet.',
          ],
          [
            '[|And ]the [small|little] fish that used to weave through its branches hovered at a distance.',
            'Around it, the [whole|entire] garden had grown pale, as if the color had drained outward.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they [waited|stood waiting] for sun. [|And ]it stayed white.',
            '[|First, |So ]{Name} [sang|hummed] to it. [|And ]it stayed white.',
            'They [patted|stroked|tickled] the coral. [Still white.|No pink came.|It stayed pale.]',
            '{companion.The} [brought|found] a [red shell|pink fish|bright weed]. [It did not help.|Still no color.]',
          ],
          [
            '[|First, |To begin with, |At first, ]they [waited|stood waiting] for the sun to shine down, but the coral stayed white.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] brushed it [gently|softly|carefully], but no color came.',
            'They [swam|tried swimming] [round and round it|in circles] [to stir the water|to wake it up], [which made lots of bubbles|which was fun], but [the coral stayed white|no color came back at all].',
            '[{companion.The}|{companion.name}] [brought|fetched] [the brightest shell in the garden|a pink starfish] and [set it|put it] [beside the coral|right next to it], [hoping the color might rub off|as a reminder], but [it did not|the coral stayed pale].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they [waited|stood waiting] for the sunbeams to reach it, but sunlight by itself did nothing.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] brushed it tenderly, which it seemed to like, but the color did not return.',
            "[Stirring the water|Swimming circles round it] [seemed worth a try|was {companion.the}'s idea], [to bring it fresh currents|in case it needed fresh water], and [it did produce|it produced] [a great many bubbles|a lot of bubbles], but [not a hint of pink|no color whatever].",
            'They [arranged|set] [the brightest things they could find|colorful shells and weed] [around its base|in a ring around it], [like presents|as if to remind it], but [color, it seemed, could not be borrowed|the coral did not notice them].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            'Pink [came back|returned]. [Then|And then|After that] orange. [Then|And then|After that] purple!',
            '[|And |So ]{object.the} [glowed|shone|gleamed] with color.',
            '[Pink!|Orange!|Look!] The color [came back|was back]. [The fish came home.|The garden was bright.] [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|How pretty!]',
            '{object.The} [went|turned] [pink|orange|purple] [again|at last]. [Everything shone.|{companion.The} did a spin.]',
          ],
          [
            'Pink [came back|returned], then orange and purple, until {object.the} [glowed|shone|gleamed] [again|once more].',
            '[|And |At last, |And just like that, ]the colors spread through the [whole|entire] garden, and the [little|small|tiny] fish [came back|returned] to play.',
            '[The tips went pink first|A pink blush began at the tips], [then orange crept down the branches|then the orange came back], and [soon|before long] {object.the} [glowed|shone] [brighter than ever|like a sunset under the sea].',
            '[Color spread|The colors ran] [from {object.the} into the whole garden|out across the garden] [like paint in water|in soft, bright waves], and [the little fish|all the fish] [came swimming back|darted home] [to play in its branches|in a happy cloud].',
          ],
          [
            'Color returned in soft waves, pink and coral and violet, until {object.the} [glowed|shone|gleamed].',
            '[|And |At last, |And just like that, ]the color spread outward through the garden, and the fish came streaming back.',
            '[The color returned|Color came back] [from the tips inward|slowly and then all at once]: [a blush of coral pink|a warm pink], [then orange|then amber], [then a violet|then deep purple] [so rich it seemed to hum|that made {Name} catch {their} breath], and [the whole garden|everything around it] [followed|caught it].',
            '[The garden|The whole reef] [woke|came alive] [like a room when the lamps are lit|as if someone had switched on the sun], [color flowing out from {object.the}|each branch taking the color from the next], and the fish [returned|came back] [in glittering crowds|as if they had been waiting for a signal].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} took {Name} home. [|And ]the book was on {their} lap.',
            'Up {they} went, back to {their} room.',
            '[Swish|Whoosh|Flip]! The [sea|page] [went|turned] [flat|back]. {Name} was [home|in bed]. [The book was open.|Home again!]',
            '{vehicle.The} [rose|floated] [up, up|to the top]. [Then the sea was a page again.|Then {Name} was in {their} room.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} back up, and there {they_were}, book in lap, at {home}.',
            'Back {Name} came, through the page and into {their} own room.',
            '[After a wave from {companion.the}|With a last look at the glowing garden], {vehicle.the} [floated|rose] [up and up|toward the light], and [suddenly|then] {Name} was [back in {bed}|in {their} own room], [the book open on the quilt|with salt on {their} fingers].',
            '{vehicle.The} [carried|brought] {Name} [back up through the warm sea|up through the blue], and [the water turned to paper|the sea became a page again], and {Name} was [home|at {home}] [with the book on {their} lap|as if {they} had never left].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} rose, and {Name} found {themself} back at {home}, the book open on {their} lap.',
            '[|Then |After that, |At last ]the water became paper [again|once more], and {Name} was home.',
            'The [return|way home] [was as simple as turning a page|felt like closing a book]: {vehicle.the} [rose|lifted], [the blue thinned|the water paled] [to the white of paper|into lamplight], and {Name} was [back at {home}|in {their} own room], [the book open on {their} knees|the reef picture glowing].',
            '{vehicle.The} [rose|climbed] [through the sunlit water|toward the surface] [and through the page itself|and somehow through the book], [setting {Name} down|returning {Name}] [on {their} own quilt|at {home}] [with the faint smell of the sea|without a single wet sock].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the picture was [|so |all ]bright [again|once more]. [|And ]{Name} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]{Name} dreamed of colors.',
            '{Name} [shut|closed] the book [softly|gently]. [The coral was pink.|The fish were home.] [Good night, reef.|Then {they} slept.]',
            '[Pink|Orange|Purple] [swirled|danced] in {nameS} dreams. [{They} smiled.|{They} slept.|So pretty.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the picture in the book was brighter than before, and {Name} [fell asleep|drifted off to sleep|dozed off] dreaming of coral.',
            '[|Soon |Before long, |In a little while, ]{Name} closed the book and {their} eyes, and dreamed in pink and orange.',
            '{Name} [looked|peeked] at the reef picture [one last time|again]; [it was brighter than before|every color was back], [and|so] {they} [closed the book|put it under {their} pillow] and [fell asleep|drifted off].',
            '[The reef in the book|The coral picture] [glowed|shone] [pink and orange|brighter than ever] [when {Name} peeked one last time|on the nightstand], and [sleep came|{Name} fell asleep] [in every color of the sea|softly].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the picture in the book [glowed|shone|gleamed] a little brighter than before, and {Name} [fell asleep|drifted off to sleep|dozed off] to it.',
            '[|Soon |Before long, |In a little while, ]{Name} closed the book, then {their} eyes, and the colors followed {them} into sleep.',
            '{Name} [closed the book|set the book aside] [gently|carefully], [as if not to disturb the fish|so the reef could sleep], and [fell asleep|drifted off] [with colors still moving behind {their} eyelids|in a wash of coral pink].',
            '{Name} [drifted off|fell asleep] [to thoughts of|thinking of] [a garden under the sea|the coral glowing], [restored to all its colors|bright again], [and the fish that had come home to play in it|and slept as peacefully as the reef].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-shy-octopus',
    worlds: ['sea'],
    themes: ['ocean', 'friendship', 'animals', 'kindness'],
    tags: ['water', 'swimming', 'animals', 'fish'],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion', ids: ['octopus-inky', 'seahorse-coral', 'turtle-shelly'] },
      vehicle: { kind: 'vehicle', ids: ['bubble', 'submarine'] },
      place: { kind: 'place', ids: ['shell-village', 'coral-garden'] },
    },
    titles: [
      '{Name} and the Shy {companion.noun}',
      'A Friend for {companion.name}',
      'The Party Under the Sea',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} got a letter. [|And ]it was [|so |all ]wet and salty.',
            'A letter came in a bottle. [|And ]it was for {Name}.',
            '[Clink!|Bump!|Look!] A bottle [rolled|washed] up on the sand. [A note was inside!|It had a letter in it.]',
            '{Name} [opened|uncorked|shook] a [green|blue|little] bottle. [Out came a note.|A note fell out.] "[Come to the party!|You are invited!]"',
          ],
          [
            'A bottle washed up with a letter inside: "You are invited to the Sea Party!"',
            '{Name} [found|discovered] a letter in a bottle on the beach, with {their} name on it.',
            '[While {Name} was building a sandcastle|As the tide went out], a [little|green] bottle [bobbed|rolled] up to {their} feet, and inside was [a curly note|an invitation] [that smelled of salt|written in wobbly seaweed ink].',
            '[Bobbing|Rocking] [at the edge of the water|among the shells] was a bottle with a [cork|ribbon] in it, and [the note inside|the letter inside] said, "[Dear {Name}, please come to our Sea Party|A party under the sea, and you are invited]!"',
          ],
          [
            'A bottle had washed up on the sand, and inside was an invitation, addressed to {Name} in wobbly, salty handwriting.',
            'It is not [every|each] day a bottle arrives with your name on it, but today one did.',
            '[The tide brought in the usual things|The sea delivered its usual treasures]: [weed, driftwood, a few shells|shells and sea glass], and [one unusual one|something more], [a stoppered bottle containing a rolled invitation|a bottle with a letter inside, addressed to {Name}].',
            '[Messages in bottles are rare|Bottles with letters inside are not common], [and ones addressed to you by name are rarer still|and invitations are rarer still], so {Name} [read|unrolled] the [damp, salty|curling] note [twice|very carefully]: a party, [under the sea|beneath the waves], [that very afternoon|tonight].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} rode {vehicle.a}. [|And ]it went to {place.a}.',
            'Down went {vehicle.a}, all the way to {place.a}.',
            '{vehicle.a} [bobbed|waited] by the shore. {Name} [got in|hopped in]. [Down to {place.a}!|Off to {place.a}!]',
            '[Bubble, bubble!|Splish!|Down, down!] {vehicle.a} [went|sank] to {place.a}. [It had flags!|It was all lit up!]',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down to {place.a}, where the party was starting.',
            'Down {they} went in {vehicle.a}, to {place.a} all decorated for a party.',
            "{vehicle.a} [was waiting|bobbed] [at the water's edge|by the rocks], and [the moment {Name} climbed in|once {Name} was inside], [it sank|down it went] [gently|softly] to {place.a}, [where strings of bubbles hung like bunting|which was already busy with guests].",
            '[Down through the sparkling water|Through the warm, clear sea] {vehicle.a} [carried|took] {Name}, [toward the sound of music|following a trail of glowing shells], [all the way to|until they reached] {place.a}.',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down to {place.a}, which had been strung with [glowing|shining] sea lanterns for the party.',
            '[|Soon |Before long, |After a while, ]they sank in {vehicle.a} to {place.a}, where the party was already beginning.',
            '{vehicle.a} [took|carried] {Name} [down|beneath the surface] [toward the faint sound of music|past reefs hung with bubble lanterns], [and|until] {place.a} [came into view|appeared], [dressed for a party|glittering with decorations], [its guests already arriving|full of laughter and music].',
            '[The|A] [short|gentle] [journey|ride] in {vehicle.a} [brought|carried] {Name} to {place.a}, [where|and there] [the party was just getting started|everyone was busy hanging shells and weed streamers], [with a great deal of|amid happy] [bustle|commotion].',
          ],
        ),
        details: v(
          ['Fish wore party hats. Crabs [danced|twirled].', '[|And ]there were bubbles everywhere.'],
          [
            'Fish [swam|glided] in party loops, and crabs did a sideways dance.',
            'Bubbles [floated|drifted] up like balloons.',
          ],
          [
            'Fish [swam|glided] in party formations, and a line of crabs performed a sideways dance.',
            'Streams of bubbles rose like balloons released all at once.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'Behind a rock was {companion.a}. [|And ]{companion.it} [peeked|peeped] out.',
            '[|Just then |Then ]{Name} saw {companion.a}. [|And ]{companion.it} looked [|so |all ]sad.',
            '[Behind|Under|By] a [rock|shell|plant], [something|someone] [peeked|hid]. [It was {companion.a}.|There was {companion.a}.] [{companion.It} did not come out.|{companion.It} hid {companion.its} face.]',
            '{Name} [saw|spotted] {companion.a}. {companion.It} [was not dancing.|sat very still.] [{companion.It} looked shy.|{companion.It} peeked out.]',
          ],
          [
            'Behind a rock, all by {companion.obj}self, hid {companion.a}.',
            'At the edge of the party, {Name} [spotted|noticed|saw] {companion.a}, peeking out and looking sad.',
            '[At the edge of the party|Far from the music], {Name} [noticed|spotted] {companion.a}, [half hidden behind a rock|tucked behind some swaying weed], [watching the dancing with big, wistful eyes|not joining in at all].',
            '[While everyone else danced|As the music played], {companion.a} [stayed|sat] [at the very edge|behind a tall shell], [peeking out now and then|wrapped in {companion.its} own {companion.limbs}], [looking as though {companion.it} wished to join in|too shy to swim over].',
          ],
          [
            'Away from the others, half hidden behind a rock, was {companion.a}.',
            '[|Just then, |A moment later, |All at once, ]{Name} [noticed|saw|spotted] {companion.a} at the edge of it all, watching the party but not joining in.',
            '[Not everyone was dancing|Among all the merriment]: [half concealed behind a boulder|in the shadow of a tall shell], {companion.a} [watched the party|kept very still], [with the expression of someone who wanted very much to be part of it|looking both hopeful and uncertain].',
            '{Name} [noticed|spotted] {companion.a} [at the edge of the party|near the back], [edging forward and then back again|half hidden in the weed], [the way|as] [a shy guest does|someone does who is working up the courage to say hello].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '"I am too shy," [said|whispered] [{companion.the}|{companion.name}]. "I cannot join in."',
            '[|Then |But then ][{companion.the}|{companion.name}] wanted to play. But {companion.it} was [|so |all ]shy.',
            '"[I want to play|I want to dance]," [said|whispered] [{companion.the}|{companion.name}]. "But [I feel shy|I do not know how to say hi]."',
            '[{companion.The}|{companion.name}] [hid|peeked out|looked down]. [{companion.It} wanted a friend.|{companion.It} did not know what to say.]',
          ],
          [
            '"I want to join in," whispered [{companion.the}|{companion.name}], "but I am too shy to say hello."',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] longed to play with the others, but felt too shy to swim over.',
            '[{companion.The}|{companion.name}] [whispered|admitted] that {companion.it} [loved parties|wanted to dance], but [every time {companion.it} tried to swim over|whenever {companion.it} got close], {companion.its} [tummy went wobbly|courage floated away].',
            '"[I do not know anyone|Nobody knows me]," [said|whispered] [{companion.the}|{companion.name}], [twisting {companion.its} {companion.limbs}|looking at the sand], "[and I never know what to say|so I just watch]."',
          ],
          [
            '"Everyone is having such fun," whispered [{companion.the}|{companion.name}], "and I do not know how to join in."',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] wanted [very|really|so] much to be part of the party, but shyness held {companion.obj} back like a current.',
            '[It turned out|{Name} learned] that [{companion.the}|{companion.name}] [had been to every party that year|had wanted to join in all evening] [without managing|and had not once managed] [to say a single hello|to cross the little gap between watching and joining].',
            '"[It is not that I do not want to|I want to, very much]," [explained|whispered] [{companion.the}|{companion.name}], "[it is just that the first hello feels like the longest swim in the sea|but the first step always feels enormous]."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} said, "Come on!" [{companion.The}|{companion.name}] hid more.',
            '[|First, |So ]they [swam|glided] a little closer. [Then|And then|After that] [{companion.the}|{companion.name}] stopped.',
            'They [counted|said] "[One, two, three, go!|Ready, set, go!]" [But {companion.the} stayed.|{companion.It} hid again.]',
            '{Name} [waved|smiled] at the fish. [The fish waved back.|"Hi!"] [But {companion.the} stayed back.|{companion.The} peeked, then hid.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} said, "Come and play!" but [{companion.the}|{companion.name}] only hid further behind the rock.',
            '[|First, |To begin with, |Right away, ]they [swam|glided] a little way toward the party, but [{companion.the}|{companion.name}] turned back.',
            'They [counted to three|took a big breath] and [started to swim over together|set off side by side], but [halfway there|at the last moment] [{companion.the}|{companion.name}] [darted back|turned pink and hid].',
            '{Name} [waved|called] to [some friendly fish|the dancers] [to come over|to say hello], [but|and] [when they came|as they swam near], [{companion.the}|{companion.name}] [squeezed behind the rock|hid {companion.its} face].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} invited {companion.obj} warmly, but being asked only made [{companion.the}|{companion.name}] shyer.',
            '[|First, |To begin with, |Right away, ]they [swam|glided] halfway to the party before [{companion.the}|{companion.name}] felt [|so |very ]shy [again|once more] and turned back.',
            '[A countdown|Counting to three] [seemed like|was] [a reasonable approach|worth a try], [and|but] [at "three"|on the final count] [{companion.the}|{companion.name}] [discovered an urgent interest in a pebble|quietly reversed].',
            '{Name} [tried bringing the party to {companion.obj}|invited a few friendly fish over], [which was thoughtful|a kind idea], but [so much attention at once|a crowd, however small,] [only made {companion.obj} shyer|sent {companion.obj} further behind the rock].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '[|And |So ][{companion.the}|{companion.name}] joined the party. [|And ]{companion.it} was [happy|glad].',
            '[|And |So ]everyone [said|whispered] hello. [|And ][{companion.the}|{companion.name}] [smiled|grinned|beamed].',
            '[Slowly|Bit by bit|One swim at a time], {companion.the} [came out|swam over]. "[Hi|Hello]," {companion.it} [said|whispered]. [Everyone said hi back!|The fish cheered.]',
            '[{companion.The}|{companion.name}] [danced|played|laughed] [with the fish|at the party]. [No more hiding!|Swish, swish!|{companion.It} twirled and twirled.]',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] [swam|glided] into the party, and everyone welcomed {companion.obj} with a cheer.',
            '[Soon|Before long|In a little while] [{companion.the}|{companion.name}] was laughing and playing with the others.',
            '[With a small, brave breath|Slowly, then faster], [{companion.the}|{companion.name}] [swam into the party|said hello], and [the fish made a circle around {companion.obj}|everyone called hello back], [so warm and friendly|so kindly] that [the shyness melted away|{companion.it} forgot to be shy].',
            '[{companion.The}|{companion.name}] [joined the dancing|swam into the middle], [a little wobbly at first|shyly at first], [then|and then] [twirling|spinning] [with everyone else|happily], [and|while] {Name} [clapped|cheered] [loudest of all|from the side].',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] [drifted|floated] into the party, and the others made room at once.',
            '[Before long|Soon|In no time] [{companion.the}|{companion.name}] was in the middle of everything, shyness forgotten.',
            '[The first hello|That first hello] [came out|was said] [very small|in a whisper], [but|and] [it was answered|the answer came back] [at once|warmly], [by a dozen voices|from every side], and [after that|from then on] [{companion.the}|{companion.name}] [found|discovered] [the rest was easy|that shyness, once past, is quick to shrink].',
            '[Before long|Within a few minutes], [{companion.the}|{companion.name}] was [at the center of a game of bubble tag|dancing in the thick of things], [looking astonished at {companion.its} own courage|as if {companion.it} had always belonged there], [which of course {companion.it} had|which was exactly right].',
          ],
        ),
        details: v(
          [
            'They played tag with the fish. [The fish were fast!|Round and round they went.|Tag, you are it!]',
            '[|And ][{companion.the}|{companion.name}] had new friends.',
          ],
          [
            '[|And ]they played bubble tag with the fish until everyone was giggling.',
            '[|And ][{companion.the}|{companion.name}] had five new friends by the end of the party.',
          ],
          [
            '[|And ]they played bubble tag until the [whole|entire] party was breathless with laughter.',
            'By the end, [{companion.the}|{companion.name}] had more friends than {companion.it} could count.',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} took {Name} home. [|And ][{companion.the}|{companion.name}] [waved|gave a wave].',
            'Up {they} went. [|And ]the party was still going.',
            '[Bye-bye!|See you!] [{companion.The}|{companion.name}] [waved|smiled] [with new friends|from the party]. {vehicle.The} [went up|rose].',
            '{vehicle.The} [took|floated] {Name} [home|to the beach]. [The party music went on.|{Name} smiled all the way.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} back up while [{companion.the}|{companion.name}] [waved|gave a wave] goodbye.',
            'Up through the water {they} went, the music of the party fading below.',
            '[When the party lights began to dim|As the music slowed], {vehicle.the} [carried|floated] {Name} [up to the shore|back to the beach], [and|while] [{companion.the}|{companion.name}], [surrounded by new friends|with a new friend on each side], [waved goodbye|waved and waved].',
            '[As the party music faded|With one last wave], {vehicle.the} [rose|bobbed] [up through the water|toward the light] and [brought {Name} back to the beach|set {Name} down on the sand], [still smiling about the brave little hello|humming the party tune].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} back toward the surface, [{companion.the}|{companion.name}] waving until {companion.it} was out of sight.',
            '[|Then |After that, |At last ]the party sounds faded below as {Name} rose home.',
            '{vehicle.The} [rose|lifted] [slowly|gently] [toward the surface|through the blue], and {nameS} last [glimpse|view] of the party was [{companion.the}|{companion.name}] [in the middle of a dance|laughing with a crowd of friends], [too busy to notice them leave|shyness entirely forgotten].',
            'The [journey home|way back] [was|felt] [quiet and content|slow and easy], [the party lights glowing below them like a second sky|the music fading as they rose], until {vehicle.the} [surfaced|came up] [beside the shore|by the rocks] and {Name} [stepped onto the sand|waded back to the beach].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} felt [happy|glad]. [|And ]{they} [slept|dozed|dreamed].',
            'A new [friend|pal]. What a good day.',
            '{Name} [thought of|smiled about] the [brave|little] hello. [{They} felt so proud.|What a day!] [Then {they} slept.|Good night, {Name}.]',
            '[Far under the sea|Down in the blue], the party [was over|went quiet]. {Name} [slept|dozed] [too|happily].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [fell asleep|drifted off to sleep|dozed off] happy, thinking of [{companion.the}|{companion.name}] playing with friends.',
            '[|Soon |Before long, |In a little while, ]it had been a good day for making friends, and {Name} slept well.',
            '[That night|At bedtime], {Name} [thought about|remembered] [the brave little hello|how {companion.the} had joined in at last], [and smiled|and felt proud], [and|then] [fell asleep|drifted off] [to the hush of the sea|as warm as the shallow water].',
            '[Far under the sea|Deep in the blue], the party lights [went out one by one|dimmed to a soft glow], [and|while] {Name}, [warm in {bed}|snug under the quilt], [fell asleep|drifted off] [thinking about new friends|smiling].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [fell asleep|drifted off to sleep|dozed off] thinking that sometimes the best part of a party is the [friend|pal] you bring into it.',
            'Sleep came [softly|gently|quietly], warm as the shallow sea.',
            '{Name} [lay awake a moment|settled into {bed}], [thinking|reflecting] that [bravery comes in sizes|the bravest things are sometimes very small], [like a single whispered hello|and one of them had happened today], [and then|before] [sleep came|{they} slept].',
            '[Somewhere far below the waves|Beneath the sea], [the last guests were going home|the party was winding down], [and|while] {Name}, [tucked up at last|in {bed}], [slept|fell asleep] [with the warm feeling of a good deed done|thinking about how big small hellos can be].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-glass-scatter',
    worlds: ['sea'],
    themes: ['ocean', 'kindness', 'counting', 'friendship'],
    tags: ['water', 'swimming', 'fish', 'animals'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['bubble', 'submarine'] },
      place: { kind: 'place', ids: ['sandy-cove', 'kelp-forest', 'coral-garden'] },
      object: { kind: 'object', ids: ['sea-glass-jar'] },
    },
    titles: ['{Name} and the {object.noun}', 'Gathering the Sea Glass', 'A Jar Full of Colors'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} liked to collect things. [|And ]{they} had a shell box.',
            'The beach was [calm|peaceful|still]. [|And ]{Name} looked for treasures.',
            '{Name} [walked|wandered|skipped] [by the sea|on the wet sand|along the shore]. [{They} had a bucket.|{They} looked for shells.|The sand was cool.]',
            '[A pink shell!|A smooth stone!|A white feather!] {Name} [put it|popped it|dropped it] in {their} [bucket|pocket|box]. [What a find!|Clink!]',
          ],
          [
            '{Name} was walking on the beach, collecting shells in a bucket.',
            'The tide was out, and {Name} was looking for treasures in the sand.',
            '[With a bucket in one hand|Barefoot on the cool, wet sand], {Name} [wandered|walked] [along the tide line|beside the rock pools], [picking up|looking for] [striped shells and smooth pebbles|anything that shone].',
            '{Name} [had a collection of beach treasures|kept a box of beach treasures] [at home|under the bed], and [today|this afternoon] {they} [hoped to add something special|were looking for the best one yet] [as the tide went out|along the shore].',
          ],
          [
            'The tide had gone out, leaving a strip of shining sand, and {Name} was combing it for treasures.',
            '{Name} was a serious collector and had brought a bucket for the purpose.',
            "[The beach after a high tide is a collector's paradise|A falling tide leaves the best pickings], and {Name} [was working|made {their} way] [along the line of weed and shells|down the beach] [with the focus of a professional|bucket in hand, eyes on the sand].",
            '{Name} [took|had always taken] collecting seriously: [shells were sorted by color|each find was examined, rinsed and considered], and [only the best|only the most remarkable] [went into the bucket|made it home], [which today was already half full|which was filling nicely].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} popped up. "Oh, please help!"',
            'Splash! Up came {companion.a}.',
            '[Plop!|Splash!|Bloop!] [In a rock pool was|There was] {companion.a}. [{companion.It} looked so upset.|"Help! Please help!"]',
            '{companion.a} [swam|waved|bobbed] [up|by the rocks]. "[You like treasure|You collect things]? [I need you!|Please help me!]"',
          ],
          [
            'With a splash, up came {companion.a}, looking flustered.',
            '"You collect things?" asked {companion.a}, popping up. "Then you can help me."',
            '[A ripple in a rock pool|A swirl near the rocks] [turned out to be|was] {companion.a}, [who looked at {nameS} bucket|who peered up at {Name}] and [said|cried], "[A collector! You are just who I need|Oh, please, can you help me find some things]!"',
            '[Just as {Name} bent down for a shell|At the edge of the waves], {companion.a} [popped up|appeared] [with a splash|in a spray of drops], [looking very flustered|waving {companion.its} {companion.limbs}]. "[My collection|All my treasures], [it is all over the place|scattered everywhere]!"',
          ],
          [
            '{companion.a} surfaced with a small splash and an air of distress.',
            '"A collector," said {companion.a}, surfacing. "Just who I was hoping for."',
            "{companion.a} [appeared|surfaced] [at the edge of a rock pool|in the shallows], [eyed {nameS} bucket with obvious interest|took one look at the bucket], and [asked, with great politeness and some urgency,|wondered aloud] [whether {Name} might lend a collector's eye|if {Name} was any good at finding small things].",
            '[There was a splash|Something surfaced] [among the rocks|in the nearest pool], and {companion.a} [emerged|appeared], [looking|wearing the look of] [a fellow collector in crisis|someone whose collection has just had a very bad day].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} rode {vehicle.a} down to {place.a}.',
            'Down went {vehicle.a}. [Soon|Before long|In a little while] they were at {place.a}.',
            '{Name} [got in|climbed in|hopped in] {vehicle.a}. [Down, down!|Bloop!] [Soon they saw {place.a}.|There was {place.a}.]',
            '{vehicle.a} [went|sank|floated] [under the sea|into the blue]. [Fish swam past.|Bubbles rose.] [Then came {place.a}.|Hello, {place.a}!]',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} down beneath the waves to {place.a}.',
            '[|Soon |Before long, |After a while, ]they [drifted|floated] down in {vehicle.a} until they reached {place.a}.',
            '[Down|Under the water] [went|sank] {vehicle.a}, [past the rocks and the waving weed|through the green shallows], [all the way|until they came] to {place.a}, [where the sand was white and soft|where the water was clear].',
            '{Name} [settled|climbed] into {vehicle.a}, and [it carried {them}|they sank] [slowly|gently] [under the water|through the blue] to {place.a}, [with little fish leading the way|where {companion.the} lived].',
          ],
          [
            '{vehicle.a} [carried|brought] {Name} [gently|softly|carefully] down to {place.a}, where the light was green and gold.',
            '[|Soon |Before long, |After a while, ]they sank through the clear water in {vehicle.a} to {place.a}.',
            '{vehicle.a} [carried|took] them [beneath the surface|down past the rocks] and [along|across] the [sloping|rippled] sea floor to {place.a}, [where sunlight made nets of light on the sand|where every grain of sand seemed to glitter].',
            'The [journey|trip] down to {place.a} in {vehicle.a} [was short|took only a few minutes], [the light turning|the water turning] [from green to gold to blue|clear and cool around them], and [{companion.the}|{companion.name}] [led the way|swam ahead], [anxious to show them the damage|in a great hurry].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} had tipped over. [|And ]the glass went everywhere.',
            'A [big|great big] wave knocked {object.a}. Oh no!',
            '{object.a} [lay|was] on its side. [The glass was gone!|Glass was all over.|Oh, what a mess!]',
            '"[My jar|Look]," said {companion.the}. {object.a} was [empty|tipped over]. [Bits of glass were everywhere.|The glass was in the sand.]',
          ],
          [
            'A strong current had knocked over {object.a}, and the colored glass was scattered everywhere.',
            '"{object.a} was my [whole|entire] collection," [said|whispered] [{companion.the}|{companion.name}], "and now it is everywhere."',
            '[On the sand|By a rock] lay {object.a}, [tipped on its side|empty], and [its sea glass|all the pieces] [were scattered|lay sprinkled] [all over the sea floor|in every direction], [green and blue and white|like dropped candy].',
            '"[A current came by|A big swirl of water came]," [explained|said] [{companion.the}|{companion.name}], [pointing at|looking sadly at] {object.a}, "[and knocked it right over|and tipped everything out]."',
          ],
          [
            'A playful current had toppled {object.a}, scattering years of collecting across the seabed.',
            '"[Every|Each] piece in {object.a} took me a [whole|entire] day to find," [said|whispered] [{companion.the}|{companion.name}], "and now they are everywhere at once."',
            '{object.a} [lay|rested] [on its side|tipped over] [in the sand|beside a rock], [quite empty|empty as a shell], and [around it|in every direction] [lay|were] [years of careful collecting|the pieces of sea glass], [scattered|sprinkled] [across the sea floor|far and wide].',
            '"[Every piece has a story|I found them one by one]," [said|explained] [{companion.the}|{companion.name}], [gazing at|looking from] {object.a} [to the glass strewn everywhere|to the mess around it], "[and now they are all telling it at once, in different places|and one swirl of water undid it all]."',
          ],
        ),
        details: v(
          ['Green glass, blue glass, white glass. [|And ]it was in the sand.', 'Some was under the weeds.'],
          [
            'Green, blue and frosty white pieces lay scattered in the sand.',
            'Some had slipped under the sea grass, and some lay in the cracks of rocks.',
          ],
          [
            'Pieces of green, blue and frosted white glass were scattered across the sand like fallen stars.',
            'Some had slid under the swaying sea grass, and a few had wedged into the rocks.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they [picked up|lifted] a few. Sand covered the rest.',
            '[|First, |So ]the water swirled. [|And ]the glass moved.',
            'They [swam|paddled] [fast|quick]. [Swoosh! The sand flew up.|The glass hid in the sand.|Oops, more mess.]',
            '{companion.The} [scooped|dug] with {companion.its} {companion.limbs}. [Only sand came up.|Sand, sand, sand.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they [picked up|lifted] a few pieces, but the sand kept covering the rest.',
            '[Every|Each] time they [swam|glided] close, the water swirled the glass away.',
            'They [swam|darted] [quickly|this way and that] [to pick up the pieces|after every glint], but [their swimming stirred up the sand|the water swirled], [and|so] [the glass disappeared under it|they could not see a thing].',
            '[{companion.The}|{companion.name}] [scooped up|dug up] [big handfuls of sand|great armfuls of sand], [hoping the glass would be in it|to find the buried pieces], but [it was mostly sand|only a few bits came up] [and a very surprised worm|and a lot of tickly grains].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they gathered a handful, but the shifting sand kept covering the rest.',
            '[|First, |To begin with, |Right away, ]each time they reached for a piece, the swirl of their own swimming nudged it away.',
            '[Speed|Hurrying] [seemed important|seemed the thing], but [every quick movement|each dash] [raised|stirred up] [a cloud of sand|a haze of silt] that [settled over|buried] [the very pieces they were after|more glass than it uncovered].',
            '[{companion.The}|{companion.name}] [tried scooping|attempted scooping] [up whole handfuls of sand|the sand by the armful] [to sift later|in the hope of catching the glass], which [produced a very large pile of sand|mostly moved sand from one place to another], and [not much glass|only two small pieces].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '[Every|Each] piece was back. [|And ]{object.the} was full.',
            '[|And |So ]they counted them. All there!',
            '[Clink, clink, clink!|Plink!|Tink!] [The glass|Every piece] [went back|was back] in {object.the}. [It sparkled so!|{companion.The} cheered.]',
            '{object.The} was full [again|at last]. [Green, blue, white!|It shone in the sun.] [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|All there!]',
          ],
          [
            '[Soon|Before long|In a little while] [every|each] piece was back in {object.the}, [glowing|shining] green and blue.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] counted [every|each] piece. Not one was missing.',
            '[Piece by piece|One by one], [the sea glass|the green and blue pieces] [went back|clinked back] into {object.the}, [until it was full to the top|and it glowed in the sunbeams], and [{companion.the}|{companion.name}] [gave {Name} a happy hug|did a happy somersault].',
            '[At last|Soon] {object.the} [was full again|held every piece], [green and blue and frosty white|like a jar of sea light], and [{companion.the}|{companion.name}] [held it up|turned it in the light] [so the colors danced|with a great big smile].',
          ],
          [
            'In the end [every|each] piece was back in {object.the}, which [glowed|shone|gleamed] like a jar of sea light.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] counted them all, twice, and found every single one.',
            "[The final piece|The last one] [clinked|dropped] into {object.the}, and [the collection was complete|every piece was home], [glowing green and blue and white|catching the light like a lantern], [to {companion.the}'s enormous relief|to great rejoicing].",
            "[When|Once] {object.the} [was full again|held every last piece], [{companion.the}|{companion.name}] [set it somewhere safer|wedged it firmly between two rocks], [out of the current's way|where no current could reach], and [admired it|gazed at it] [with deep satisfaction|for a long, happy moment].",
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} took {Name} back to the beach.',
            'Up {they} went. [|And ]the sun was setting.',
            '{vehicle.The} [went|floated|bobbed] up, up. [Splash! The beach!|There was the sand.] {Name} [waved bye.|had a gift.]',
            '[Up|Back up] {they} went [to the beach|to the sand]. {Name} [had|held] a [green|shiny] bit of glass. [A gift!|Thank you, friend!]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} back to the beach as the sun went down.',
            'Up {they} rose, with a piece of green sea glass as a thank-you.',
            '[With a wave from {companion.the}|After a goodbye hug], {vehicle.the} [rose|floated] [up through the sparkling water|toward the bright surface], and {Name} [stepped out|came out] [onto the sand|by the rock pools], [a piece of green sea glass in {their} hand|just as the sun began to set].',
            '{vehicle.The} [floated|rose] [back up to the sunny surface|toward the light] and [left {Name} on the beach|set {Name} down by the rock pools], [holding a piece of green sea glass|with a thank-you gift in {their} pocket].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought {Name} back to the beach as the sun turned the water orange.',
            '[|Then |After that, |At last ]{Name} came home with a single piece of green sea glass, a gift from [{companion.the}|{companion.name}].',
            '{vehicle.The} [rose|climbed] [through the warm water|toward the light], [bringing|returning] {Name} [to the shore|to the beach] [in the gold of the late afternoon|as the tide turned], [with|carrying] [a single piece of green sea glass|one frosted green treasure], [the best thing in the bucket|a thank-you from the sea].',
            '[With the jar safely wedged between two rocks|Once the collection was safe], {vehicle.the} [carried {Name} home|rose toward the shore], [the sea glass in {their} hand catching the evening light|through water turning gold], [until|and at last] [the beach appeared|{Name} stepped onto the warm sand].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the green glass sat by {their} bed. [|And ]{Name} [slept|dozed|dreamed].',
            'Swish went the sea. [|And ]{Name} [slept|dozed|dreamed].',
            'The [green|shiny|frosty] glass [sat|shone] by {bed}. [It was like a tiny sea.|It glowed a bit.] {Name} [slept|dozed].',
            '[Swish, hush|Hush, hush] went the sea [far away|outside]. {Name} [yawned|snuggled in]. [Good night, sea.|Then {they} slept.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the green sea glass sat on {their} windowsill, and {Name} [slept|dozed|dreamed].',
            '[|Soon |Before long, |In a little while, ]the sound of the waves [carried|brought] {Name} [gently|softly|carefully] off to sleep.',
            '[That night|At bedtime], {Name} [held|turned] the [green|frosty] sea glass [up to the lamp|in {their} fingers], [and it glowed like a tiny window onto the sea|and thought of the jar full of light], and [then|soon] [fell asleep|drifted off].',
            '[With the sea glass under {their} pillow|Holding the sea glass], {Name} [listened to the far-off waves|heard the tide], [and|until] [fell asleep|sleep came] [to their hush|softly].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the sea glass [glowed|shone|gleamed] faintly on [the windowsill|the window ledge], and {Name} [fell asleep|drifted off to sleep|dozed off].',
            '[|Soon |Before long, |In a little while, ]the waves hushed on the shore, and {Name} slept to their rhythm.',
            '[On the windowsill|By the bed], the [green|frosted] sea glass [caught|held] [the last of the lamplight|a little moonlight], [like a small piece of the sea kept for later|soft and green as the water], and {Name} [fell asleep|slept] [looking at it|with it close by].',
            '{Name} [fell asleep|drifted off] [to the sound of the distant tide|listening to the sea], [which sounded, tonight, faintly like glass pieces clinking into a jar|as though the whole ocean were sorting its treasures].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sea-stuck-anchor',
    worlds: ['sea'],
    themes: ['ocean', 'pirates', 'adventure', 'friendship'],
    tags: ['water', 'boats', 'fish', 'animals'],
    problem: 'stuck',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['sailboat'] },
      object: { kind: 'object', ids: ['anchor'] },
      place: { kind: 'place', ids: ['sandy-cove'] },
    },
    titles: ['{Name} and the Stuck {object.noun}', 'Anchors Up!', 'A Day on the {vehicle.noun}'],
    beats: [
      {
        kind: 'opening',
        introduces: ['vehicle'],
        variants: v(
          [
            '{Name} had {vehicle.a}. [|And ]it had a white sail.',
            'Today {Name} went out in {vehicle.a}.',
            '{Name} [sailed|steered|rode] {vehicle.a} [on the sea|across the bay|past the rocks]. [The sail was full.|Gulls flew by.|The sun was warm.]',
            '[Ahoy!|Hello, sea!|Off we go!] {Name} [pushed off|set sail] in {vehicle.a}. [The water was blue.|It bobbed up and down.]',
          ],
          [
            '{Name} was out on the calm sea in {vehicle.a}, with the sail full of breeze.',
            'The sea was [calm|peaceful|still], and {Name} was sailing {vehicle.a} across the bay.',
            '[On a bright, breezy morning|With a picnic tucked under the seat], {Name} [set sail|pushed off] in {vehicle.a}, [the little sail puffed out like a cheek|waving to the people on the pier].',
            '{Name} [held the tiller|steered] of {vehicle.a} [with both hands|very carefully], [and the boat|while the boat] [skipped|bobbed] [over the gentle water|across the sparkling bay] [like it was happy to be out|as if it knew the way].',
          ],
          [
            'The bay was calm as glass, and {Name} was out in {vehicle.a}, its white sail filled with a gentle breeze.',
            '{Name} was the captain of {vehicle.a} for the day, and the sea was being [very|really|so] cooperative.',
            '[The morning was bright and the breeze was steady|Conditions were perfect for sailing], and {Name} [took|steered] {vehicle.a} [out across the bay|away from the harbor wall], [one hand on the tiller|trimming the sail], [feeling every inch the captain|with the sun warm on {their} face].',
            '{vehicle.a} [was small|was not large], [but|yet] [it was {nameS} to command for the day|it handled beautifully], and {Name} [sailed it|guided it] [out into the bay|past the moored boats] [with great care|with quiet pride], [the water chuckling under the bow|gulls wheeling overhead].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[|Soon |Then |So ]they sailed to {place.a}. [|And ]the water was clear.',
            '[|Soon |Then |So ]{Name} stopped at {place.a}.',
            'They [sailed|glided|drifted] [into|up to] {place.a}. [The sand was white.|Fish swam below.|It was so calm.]',
            '[There|Look]! {place.a}. {Name} [steered|turned] the boat in. [What a spot!|Time for a rest.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they sailed into {place.a}, where the water was clear enough to see the sand.',
            '[|Soon |Before long, |After a while, ]{Name} steered into {place.a} for a rest.',
            '[Past the rocks|Round the headland] [lay|was] {place.a}, [with water so clear|sheltered from the breeze], and {Name} [steered|guided] the boat [in|inside] [to drop anchor for a picnic|to rest for a while].',
            '{Name} [found|spotted] {place.a} [tucked between two rocky arms|behind a little sandbar], [where the water lay still and green|where little fish flickered over the sand], and [sailed in|turned in] [to stop for lunch|for a rest].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they glided into {place.a}, where the water was so clear the sand seemed close enough to touch.',
            '[|Soon |Before long, |After a while, ]{Name} brought the boat into {place.a}, sheltered and [calm|peaceful|still].',
            '[Rounding the point|Beyond the rocks], they [came upon|found] {place.a}, [a sheltered curve of water so clear|a quiet inlet whose water was so clear] that [the boat seemed to float on air|its shadow lay on the sand below], and {Name} [decided|declared] it [the perfect place to stop|ideal for lunch].',
            '{place.a} [opened up|appeared] [beyond a sandbar|behind a rocky point], [calm and green|still as a pond], and {Name} [brought the boat in|turned in] [gently|with care], [dropping the sail|letting the sail flap] [as they drifted|and drifting] [to a stop|over the sandy bottom].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [swam|glided] by. "Hello, sailor!"',
            '{companion.a} popped up by the boat.',
            '[Splash!|Plop!|Bloop!] {companion.a} [came up|popped up|peeked up]. "[Hello|Ahoy|Hi there]!" [{companion.It} waved.|{companion.It} smiled.]',
            '{Name} [looked over the side|peeked down]. [There was {companion.a}!|Up came {companion.a}.] "[Nice boat!|Ahoy, captain!]"',
          ],
          [
            '{companion.a} popped up beside the boat. "Ahoy there, sailor!"',
            'A friendly face [appeared|turned up|popped up] by the side: {companion.a}.',
            '[While {Name} ate a sandwich|As the boat bobbed], {companion.a} [surfaced|popped up] [beside the hull|by the bow] [with a friendly splash|blowing bubbles], and [said|called], "[Ahoy, captain|What a fine boat]! [Staying long|Is this your first visit]?"',
            '{companion.a} [came swimming|swam] [over to the boat|up alongside] [to say hello|out of curiosity], [because|since] [not many sailors visited {place.the}|{companion.it} loved meeting visitors], and [they were soon chatting|they got talking at once].',
          ],
          [
            '{companion.a} surfaced beside the boat with a cheerful greeting.',
            '"Ahoy," [said|whispered] {companion.a}, bobbing up beside the hull.',
            '[Their picnic had a visitor|Lunch was interrupted, pleasantly]: {companion.a}, [who surfaced beside the boat|who appeared at the rail] [with|wearing] [the frank curiosity of a local|a friendly, inquiring expression], [and introduced {companion.obj}self|and asked where they had sailed from].',
            '{companion.a} [rose|bobbed up] [alongside the hull|by the bow] [as if|as though] [to inspect the new arrivals|on official welcoming duty], [and|then], [apparently approving|satisfied with what {companion.it} saw], [stayed to chat|settled in for a visit].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Time to go. But {object.a} was stuck!',
            '[|Then |But then ]{Name} [pulled|tugged] up {object.a}. [|And ]it would not move.',
            '[Time to go home.|Lunch was done.] {Name} [pulled|tugged] the rope. {object.a} [did not move!|was stuck!]',
            '[Pull!|Heave!|Tug!] [But|Still] {object.a} [stayed down|would not budge|was stuck]. [[Oh no|Oh dear|Oh my]!|Uh-oh.]',
          ],
          [
            'When it was time to sail on, {object.a} was stuck fast in the seaweed below.',
            '[|Then |But then |Soon enough, ]{Name} [pulled|tugged] the rope, but {object.a} would not come up.',
            '[When the picnic was done|When the sun moved west], {Name} [began to pull up|tried to raise] {object.a}, but [the rope went tight|something held it fast], and [it would not come up at all|it stayed stuck on the bottom].',
            '[{companion.The}|{companion.name}] [dived down|swam down] [to look|to have a peek], and [came back up|surfaced] [shaking {companion.its} head|with news]: "{object.a} [is all tangled in weed|is caught in a big knot of seaweed]!"',
          ],
          [
            'When it was time to leave, {object.a} refused to come up, caught fast in a tangle of seaweed.',
            '[|Then |But then |Soon enough, ]{Name} hauled on the rope, but {object.a} stayed firmly stuck on the bottom.',
            '[When the time came to leave|As the afternoon wore on], {Name} [took hold of the rope|began hauling] [to raise|on] {object.a}, [and found|only to find] [it immovable|that it would not budge], [as if|as though] the sea floor [had decided to keep it|had taken hold].',
            '{object.a}, [it turned out|{companion.the} reported after a dive], had [become wrapped|wound itself] [in a great tangle of kelp|in a mass of seaweed] [on the bottom|below], [which held it|holding it] [as firmly|as tightly] as [a knot in a shoelace|a hand holding another hand].',
          ],
        ),
        details: v(
          [
            'The seaweed was [|so |all ]long. [|And ]it held on tight.',
            '[|And ]the boat bobbed and [waited|stood waiting].',
          ],
          [
            'Long ribbons of seaweed had wrapped around it like a [hug|cuddle].',
            '[|And ]the boat bobbed on the water, going nowhere.',
          ],
          [
            'Long ribbons of seaweed had wound themselves around it, holding on like an affectionate octopus.',
            '[|And ]the boat bobbed patiently, going nowhere at all.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} [pulled|tugged] hard. [|And ]it did not come up.',
            '[|First, |So ][{companion.the}|{companion.name}] [tugged|pulled] too. Still stuck.',
            'They [rocked|wiggled|shook] the boat. [Rock, rock!|Wobble!] [[Still stuck.|It was still stuck.|Stuck, still.|It stayed stuck.]|The anchor stayed.]',
            '{Name} [counted|said] "[One, two, three, pull!|Heave, ho!]" [Nope.|The weed held on.|[Still stuck.|It was still stuck.|Stuck, still.|It stayed stuck.]]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [pulled|tugged] harder, but the seaweed held on.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] [tugged|pulled] from below, but the anchor stayed put.',
            'They [rocked the boat from side to side|wiggled the rope this way and that], [hoping to shake it loose|to wriggle the anchor free], but [the seaweed only held tighter|it stayed exactly where it was].',
            '{Name} and [{companion.the}|{companion.name}] [pulled|heaved] [together|at the same time], [counting "one, two, three"|with a big "heave-ho"], but [the rope just stretched|they only moved the boat a little] and {object.the} [stayed stuck|did not come up].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [pulled|tugged] with all {their} strength, and the seaweed [pulled|tugged] back.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] [tugged|pulled] from underneath, but the tangle only tightened.',
            "[Rocking the boat|Shifting their weight from side to side] [seemed|was] [a sailor's trick worth trying|worth a try], but [the kelp had a grip|the seaweed held on] [like a stubborn|with the patience of an] [old friend|octopus], and {object.the} [stayed put|did not move an inch].",
            'They [heaved together|pulled in unison], [to a count of three|with a sea shanty for rhythm], [and succeeded|but succeeded only] in [towing the boat|pulling the boat] [a little closer to the anchor|a few feet forward], [which was not at all the same thing|while the anchor itself stayed put].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            'Up came {object.the}! The boat could go.',
            '[|And |So ]the anchor was free. Hooray!',
            '[[Pop|Pop, pop|Plop]!|[Whoosh|Whoosh, whoosh|Swoosh]!|Splash!] Up came {object.the}! [The weed let go.|It was free!] [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|Off we go!]',
            '{object.The} [was free|came loose]. {vehicle.The} [bobbed|turned|swayed]. [{companion.The} did a flip!|They cheered.]',
          ],
          [
            'Up came {object.the}, free at last, dripping and [shiny|gleaming].',
            '[|And |At last, |And just like that, ]{vehicle.the} was free to sail [again|once more], and [{companion.the}|{companion.name}] [cheered|clapped].',
            '[With a soft pop|Slowly, then all at once], the seaweed [let go|loosened], and {object.the} [came up|rose] [dripping|in a stream of bubbles], [and|while] [{companion.the}|{companion.name}] [did a happy flip|cheered from the water].',
            '{object.The} [slid free|came loose] [from the tangle|from the weed], [the rope went slack|the boat swung round], and [{vehicle.the} was ready to sail|{Name} hauled it up] [with a great big grin|hand over hand].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} came up at last, free of the seaweed, and {vehicle.the} swung [gently|softly|carefully] round into the breeze.',
            'Free at last, {vehicle.the} was ready to sail, and [{companion.the}|{companion.name}] splashed in celebration.',
            '[There was a moment of resistance|The weed held for a moment longer], [then|and then] [a soft, giving feeling|a sudden slackness] [through the rope|in {nameS} hands], and {object.the} [rose|came up] [through the clear water|in a trail of bubbles], [free at last|shining and dripping].',
            '[The kelp|The tangle] [released|gave up] its [hold|grip] [with surprisingly good grace|all at once], {object.the} [came up|surfaced] [with only a strand or two of seaweed as a souvenir|clean and free], and {vehicle.the} [swung|turned] [eagerly|willingly] [into the breeze|toward home].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]they sailed home. [|And ][{companion.the}|{companion.name}] [swam|glided] along.',
            '[|Then |At last ]the wind took them home.',
            '[Swish, swish|Flap, flap] went the sail. [Home they went!|Back to the harbor.] [{companion.The} swam along.|The sun was low.]',
            '{Name} [steered|sailed] the boat [home|back]. [{companion.The} waved bye.|Gulls called good night.]',
          ],
          [
            '[|Then |After that, |At last ]they sailed back home, with [{companion.the}|{companion.name}] swimming alongside.',
            'A gentle breeze [carried|brought] {vehicle.the} home to the harbor.',
            '[The breeze|A soft wind] [filled|puffed out] the sail, and {vehicle.the} [skipped|sailed] [home across the bay|back to the harbor], [while|and] [{companion.the}|{companion.name}] [raced alongside|swam beside them] [until the harbor wall|as far as the pier].',
            '[With the anchor safely aboard|With everything stowed], {Name} [steered|sailed] {vehicle.the} [home|back] [as the sun went low|into the golden evening], [and|while] [{companion.the}|{companion.name}] [waved|splashed goodbye] [from the water|one last time].',
          ],
          [
            '[|Then |After that, |At last ]they sailed home on the evening breeze, [{companion.the}|{companion.name}] keeping them company alongside.',
            'A [soft|gentle] wind [carried|brought] {vehicle.the} back to the harbor as the sun went down.',
            '{vehicle.The} [heeled|leaned] [gently|a little] [into the evening breeze|as the sail filled] and [carried|bore] them [home|back across the bay], [the water turning gold|the sun sinking] [behind them|over the headland], [and|with] [{companion.the}|{companion.name}] [escorting them|swimming alongside] [as far as the harbor mouth|right to the pier].',
            "[The wind|A gentle wind] [carried|brought] them [home across the bay|back to the harbor] [as the sun lowered|in the gold of evening], and {Name} [tied up at the pier|brought the boat alongside the pier] [with a sailor's knot|like a real captain], [while|as] [{companion.the}|{companion.name}] [splashed a farewell|waved from the water].",
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} was a tired sailor. [|And ]{they} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]the boat rocked. [|And ]{Name} dreamed.',
            '{Name} [lay|snuggled] in {bed}. [Rock, rock, went the boat.|{They} still felt the waves.] [Then {they} slept.|Good night, sailor.]',
            '[Rock, rock|Bob, bob] went {nameS} bed, [just like the boat|like the sea]. [Then {they} slept.|Good night, captain.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [fell asleep|drifted off to sleep|dozed off], still feeling the gentle rock of the boat.',
            'Tired from sailing, {Name} slept well.',
            '[In {bed} that night|When {Name} closed {their} eyes], [the bed seemed to rock|{they} could still feel the boat rocking], [gently, gently|up and down], [like a little boat on a calm sea|as if the sea had come home too], and [sleep came|{they} drifted off] [at once|easily].',
            "[Captain {Name}|The sailor] [was tired from a day of sun and sea|had done a good day's work], and [the bed|{bed}] [felt|seemed] [to rock like a little boat|as cozy as a harbor], [so sleep came fast|so {their} eyes closed at once].",
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [fell asleep|drifted off to sleep|dozed off] still feeling the gentle rocking of the boat, as sailors do.',
            'A day of sailing makes for the deepest sleep, and {Name} had it.',
            '{Name} [lay in bed|settled under the covers] [with the pleasant ache of a sailor|sun-warmed and tired], [the room seeming to sway|the floor still gently rocking] [as rooms do after a day on the water|in memory of the sea], and [was asleep|slept] [before the lamp had cooled|in minutes].',
            '[Sailors sleep soundly|After a day at sea, sleep comes easily], [and {Name} was no exception|and {Name} slept deeply], [dreaming of|with a dream of] [white sails and green water|a small boat riding safely at anchor].',
          ],
        ),
      },
    ],
  },
];
