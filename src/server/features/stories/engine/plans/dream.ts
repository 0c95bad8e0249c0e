import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans in dreams and fairy tales: pillow castles, storybooks, gentle magic. */
export const DREAM_PLANS: readonly PlotPlan[] = [
  {
    id: 'dream-broken-wand',
    worlds: ['dream'],
    themes: ['magic', 'fantasy', 'fairy tales', 'friendship'],
    tags: ['magic'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'unicorn-moonbeam', 'teddy-barnaby'],
      },
      place: { kind: 'place', ids: ['fairy-village', 'humming-garden', 'pillow-castle'] },
      object: { kind: 'object', ids: ['wand'] },
    },
    titles: ['{Name} Mends the {object.noun}', 'The Wand That Went Fizzle', 'Magic in the {place.noun}'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [fell asleep|drifted off to sleep|dozed off]. [Soon|Before long|In a little while] {they_were} in {place.a}.',
            '{Name} had a dream. [|And ]it began in {place.a}.',
            '{Name} [closed {their} eyes|yawned and slept]. [[Pop|Pop, pop|Plop]!|Poof!|Twinkle!] [Here was {place.a}.|{They} stood in {place.a}.|A dream of {place.a} began.]',
            '[In the dream|That night], {Name} [walked|skipped|floated] [into|through] {place.a}. [Everything sparkled.|The air was sweet.|Tiny lights blinked.]',
          ],
          [
            'As soon as {Name} [fell asleep|drifted off to sleep|dozed off], {they} found {themself} in {place.a}.',
            'In {their} dream, {Name} was walking through {place.a}, where everything [sparkled|glittered|shimmered].',
            '[The moment {their} head touched the pillow|Almost as soon as the lamp went out], {Name} was [skipping|wandering] [down a shimmering path|over a bridge of moonlight] into {place.a}, [where tiny lights blinked in every window|where the flowers hummed softly].',
            '{Name} [dreamed|was dreaming] of {place.a}, [a place with doors the size of teacups|where even the pebbles glowed a little], and [it felt|everything felt] [warm and friendly|as cozy as a blanket fort].',
          ],
          [
            'Sleep came [quickly|in no time], and with it a dream: {Name} was standing in {place.a}, where the air itself seemed to shimmer.',
            'The dream began, as the best ones do, somewhere {Name} had never been: {place.a}.',
            '[Somewhere between one breath and the next|The instant sleep arrived], {Name} [stepped|found {themself} stepping] into {place.a}, [a place so gentle and glittering|where the light was the color of honey] that [it could only be a dream|even the breeze seemed to be smiling].',
            'The dream [set {Name} down|began] [at the edge of|in the middle of] {place.a}, [where lanterns hung from every branch|its paths paved with something like moonlight], [and|though] [something, {Name} sensed, was not quite right|the lanterns, oddly, were unlit].',
          ],
        ),
        details: v(
          [
            'The flowers [sparkled|glittered|shimmered]. [|And ]the path was [|so |all ]gold.',
            '[|And ]everything smelled [like cake|like warm cake|like birthday cake|of honey buns|of fresh cookies|like toffee].',
          ],
          [
            '[|And ]the flowers [sparkled|glittered|shimmered] like sugar, and the path [glowed|shone|gleamed] soft and gold.',
            '[|And ][the air smelled of|the air was full of] warm cake and honey.',
          ],
          [
            'Flowers glittered as if dusted with sugar, and the path underfoot [glowed|shone|gleamed] a gentle gold.',
            '[|And ]the air smelled faintly of warm cake, which is a good sign in any dream.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} sat on a step. [|And ]{companion.it} was [|so |all ]sad.',
            '[|Just then |Then ]there was {companion.a}. [|And ]{companion.it} needed help.',
            '[Sniff, sniff.|Oh dear.|A little sigh.] [There was {companion.a}.|Out came {companion.a}.] [{companion.It} looked so sad.|{companion.It} needed a friend.]',
            '{companion.a} [ran|flew|hopped] up to {Name}. "[Oh, help|Please help|Can you help]!" [{companion.It} was upset.|{companion.It} held something.]',
          ],
          [
            'On a mossy step sat {companion.a}, looking [very|really|so] glum.',
            '{companion.a} came hurrying up. "Oh, please, can you help?"',
            '[Beside a little bridge|Under a glowing mushroom], {Name} [found|met] {companion.a}, [holding something behind {companion.its} back|with tears shining in {companion.its} eyes], and [looking very sorry|sniffling quietly].',
            '{companion.a} [came running|hurried over] [along the glittering path|from the nearest cottage], [holding up two pieces of something|waving {companion.its} {companion.limbs}], [and cried|and said], "[It broke|Something sad has happened]!"',
          ],
          [
            'On a mossy step sat {companion.a}, looking as glum as anyone can look in a place that sparkles.',
            '{companion.a} [hurried|scurried|bustled] over. "You have the face of someone who fixes things," {companion.it} [said|whispered].',
            '[Sitting on the edge of a fountain|Under a lamp that would not light], {companion.a} [was staring at|held] [something in {companion.its} lap|two small pieces of something], [with the stricken expression of someone who has broken a thing that mattered|and looked up at {Name} with enormous hope].',
            '{companion.a} [intercepted|met] {Name} [almost at once|on the path], [explaining in a rush|words tumbling out] that [there had been an accident|something precious had been dropped], and [that nobody in {place.the} knew how to fix it|asking whether {Name} might help].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ][{companion.the}|{companion.name}] held {object.a}. [|And ]it was snapped in two.',
            '{object.a} was broken. [|And ]it only went fizzle.',
            '"[Look|Oh no|See]," said {companion.the}. {object.a} was in two [bits|pieces]. [Fizz, fizz. No magic.|It went pfft.]',
            '{companion.The} [held up|showed {Name}] {object.a}. [It was snapped!|It had a crack.] [No sparkles came out.|Only a puff came out.]',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] held up {object.a}, which had snapped in two and only went fizzle.',
            '"{object.a} broke," [said|whispered] [{companion.the}|{companion.name}], "and now the magic will not work."',
            '[In {companion.its} {companion.limbs}|Held out very carefully] [lay|was] {object.a}, [snapped in the middle|broken right in two], and [when {companion.the} waved it|with each wave], [it only gave a sad little fizz|a few dull sparks fell out and faded].',
            '"[I dropped it on the stairs|It slipped and fell]," [sniffed|said] [{companion.the}|{companion.name}], [showing {Name}|holding up] {object.a}, [in two pieces|with a crack right across it]. "[And now the lamps cannot be lit|Now nothing works]."',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] held out {object.a}, snapped neatly in two, its tip giving off only a sad [little|small|tiny] fizzle.',
            '"I dropped {object.a}," [said|whispered] [{companion.the}|{companion.name}], "and now all it does is fizzle."',
            "{object.a} [lay|rested] in [{companion.the}|{companion.name}]'s [{companion.limbs}|lap] [in two neat halves|broken clean through], [still faintly warm|its star tip dim], and [every wave|every attempt at magic] [produced|gave] [nothing but a sputter|only a sigh of gray sparks].",
            '[The trouble|The problem] was {object.a}: [dropped|knocked from a shelf] [that very afternoon|only an hour ago], [it had snapped|it lay snapped] [in two|neatly in half], and [without it|with it broken] the [lanterns|evening lamps] of {place.the} [could not be lit|would stay unlit].',
          ],
        ),
        details: v(
          [
            '[|And ]it made one [tiny|little] spark. [Then|And then|After that] nothing.',
            '[|And ]the lamps in the village were [|so |all ]dim.',
          ],
          [
            '[|And ]it gave off one [tiny|little] spark, then nothing at all.',
            'Without it, the lamps of the village could not be lit.',
          ],
          [
            '[|And ]it managed a single hopeful spark and then gave up.',
            'Without the wand, none of the evening lamps could be lit.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} held the pieces [together|side by side]. [|And ]they fell apart.',
            '[|First, |So ]they [said|whispered] a spell. [|And ]it went fizzle.',
            'They [tied|wrapped] the pieces with a [ribbon|string|bow]. [Swish! Fizz.|It flopped.|It drooped.]',
            '{Name} [waved|shook|tapped] it. [Fizzle!|[Pop|Pop, pop|Plop]!|Pfft!] [A puff of smoke came out.|Only a bubble came out.|Out came a puff of smoke.|A wisp of smoke curled up.|Just one bubble floated out.|A gray puff drifted up.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} held the two pieces [together|side by side], but they fell apart [again|once more].',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] tried a spell anyway, but it only went fizzle-pop.',
            'They [wrapped the pieces|tied the pieces] [with a ribbon|with a bit of string], [which looked very neat|in a lovely bow], but [when {Name} waved it|with one swish], [the wand just flopped in the middle|it bent like a noodle].',
            '{Name} [tried waving it extra hard|gave it a big wave], [in case the magic was just sleepy|to shake the magic loose], but [all that came out|the only thing that came out] was [a pop and a puff of pink smoke|one tiny, sad sparkle].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} pressed the two halves [together|side by side], but magic wands, it turns out, do not stick by wishing.',
            '[|First, |To begin with, |Right away, ]they tried a small spell, which produced a fizzle, a pop and a [faint|soft] smell of toast.',
            'A [ribbon|length of silk] [wound tightly around the break|tied in a careful knot] [held the two halves together|looked quite convincing], [right up until|until] the first [swish|wave], [when the wand folded in the middle like a drinking straw|at which point it sagged politely].',
            'They [tried|experimented with] [waving it harder|different ways of waving it], [on the theory that the magic might just be stuck|as one might shake a stubborn ketchup bottle], but [the result|all they got] was [a series of increasingly apologetic fizzes|a hiccup of sparks and a smell of burnt sugar].',
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
            '[|And |So ]{object.the} was whole [again|once more]. [|And ]it [sparkled|glittered|shimmered]!',
            'Swish! The wand made stars.',
            '[Zing!|Swish!|Twinkle!] {object.The} [worked|sparkled|shone] [again|at last]. [The lamps lit up!|Stars flew out.|[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].]',
            '{companion.The} [waved|swished] {object.the}. [Pop, pop, pop!|Glow, glow!] [Every lamp came on.|Light was everywhere.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} was whole [again|once more], and with one swish it sent out a shower of stars.',
            '[|And |At last, |And just like that, ]the magic [came back|returned], and all the lamps of {place.the} lit up at once.',
            '[With a tinkle|With a soft zing], {object.the} [was whole again|mended itself], and [when {companion.the} waved it|at the very first swish], [golden sparks fizzed out|stars poured out like glitter], and [lamp after lamp|every lantern] in {place.the} [blinked on|lit up].',
            '[{companion.The}|{companion.name}] [gave|took] {object.the} [a careful swish|a little test wave], and [a ribbon of stars|a shower of sparkles] [curled|swirled] [up into the air|around them], and [all the lamps|every window] [began to glow|lit up warm and gold].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} was whole [again|once more], and its first swish released a shower of [tiny|little] [silver|silvery] stars.',
            '[All|Then all] at once, every lamp in {place.the} [glowed|shone|gleamed] into life.',
            '{object.The} [was whole once more|knit itself together], [with only the faintest line to show where the break had been|as good as new], and [its first swish|the first wave] [sent a ribbon of light|released a fountain of sparks] [across {place.the}|through the air], [lighting every lantern as it passed|so that the lamps came on one by one like a row of smiles].',
            '[Light returned|The lamps came back] to {place.the} [in a wave|all at once], [window after window blooming gold|lantern after lantern catching], and [{companion.the}|{companion.name}] [held {object.the} high|gave a small, delighted twirl], [beaming|as if {companion.it} might never stop smiling].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the lamps [glowed|shone|gleamed]. [|And ]{Name} slept deeply.',
            '[|Soon |Then |So ]the dream grew soft. [|And ]{Name} slept on.',
            '[Twinkle, twinkle|Glow, glow] went the [lamps|lights]. {Name} [yawned|smiled]. [The dream grew soft.|Then {they} slept deeper.]',
            'The [wand|magic] [made|sent] one last [star|sparkle]. [It said good night.|[Sweet dreams.|Sweet dreams, little one.|Sweet dreams, {Name}.]] {Name} [slept|dozed].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the lamps [glowed|shone|gleamed] [softly|gently|quietly], and {Name} sank into a deeper, cozier sleep.',
            '[|Soon |Before long, |In a little while, ]the dream grew soft and quiet, and {Name} slept on until [morning|day].',
            '[The lamps of {place.the}|The dream lanterns] [twinkled|glowed] [softer and softer|lower and lower], and {Name} [sank|drifted] into [a deep|the coziest] sleep, [smiling|with a sprinkle of stardust on {their} pillow].',
            '[With a last wave|After one last swish] from {companion.the}, [the dream grew soft and quiet|the sparkles floated down like snow], and {Name} [slept|slept on] [warm and happy|until morning].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the lamps [glowed|shone|gleamed], the dream softened at its edges, and {Name} slid into the deep, dreamless part of the evening.',
            'With the magic mended, the dream settled around {Name} like a warm quilt.',
            '[The dream|{place.The}] [dimmed|softened] [gently|kindly] [around {them}|at the edges], [its lanterns|the little lights] [glowing|burning] [low and golden|steady and warm], and {Name} [passed|slipped] [from the dream into deep sleep|into the quiet part of the night] [without even noticing|as easily as turning a page].',
            '[Somewhere in the dream|Far off in {place.the}], [a mended wand|{object.the}] [lay|rested] [on a velvet cushion|by a window], [glowing faintly|humming to itself], and {Name} [slept|dreamed on] [soundly|peacefully] [in its light|until morning].',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-dragon-cannot-sleep',
    worlds: ['dream'],
    themes: ['fantasy', 'dreams', 'bedtime', 'dragons', 'friendship'],
    tags: ['dragons', 'magic'],
    problem: 'sleepless',
    cast: {
      companion: { kind: 'companion', ids: ['dragon-ember'] },
      place: { kind: 'place', ids: ['marshmallow-hill', 'pillow-castle'] },
      object: { kind: 'object', ids: ['moon-quilt'] },
    },
    titles: [
      '{Name} and the Sleepy Dragon',
      'A Lullaby for {companion.name}',
      'The Dragon Who Could Not Sleep',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} was dreaming. {They} [walked|strolled|wandered|floated] up {place.a}.',
            'In {their} dream, {Name} [was at|came to|found|stood at] {place.a}. [It was soft.|It was pink.|It was warm.|It smelled sweet.]',
            '{Name} [fell asleep|closed {their} eyes|snuggled down|drifted off]. [Then|Soon|Next] {they} [came to|found|reached|saw] {place.a}.',
            '[A soft|A pink|A sleepy|A cozy] dream [took|carried|brought|led] {Name} to {place.a}. [Everything was quiet.|The air was sweet.|Nothing was in a rush.]',
          ],
          [
            'In {their} dream, {Name} was climbing {place.a}, soft and springy underfoot.',
            '{Name} dreamed {they_were} walking to {place.a}, where everything was [|so |very ]soft.',
            '[As soon as {their} eyes closed|The moment {Name} fell asleep|Once the dream began], {Name} [found {themself}|was] [bouncing gently|padding softly|floating] [up|toward] {place.a}, where [the ground was springy|everything smelled of warm sugar|nothing ever hurried].',
            'The dream [opened|began] [like a curtain|like a book falling open] onto {place.a}, [pink and puffy|soft as a pillow|glowing in the dusk], and {Name} [set off|wandered] [up the soft slope|toward the top|to explore it].',
          ],
          [
            'The dream took {Name} to {place.a}, where [every|each] step sank [gently|softly|carefully] into softness.',
            '{Name} was dreaming, and the dream had brought {them} to {place.a}.',
            'Sleep [delivered|carried] {Name}, [as it sometimes does|without any fuss], [straight|directly] to {place.a}, [a place where the ground gave gently underfoot|where the air was faintly sweet] and [nothing|no one] [was ever in a hurry|ever raised its voice].',
            '{Name} [recognized|knew] at once that this was a dream, [because|for] {place.a} [was far too soft to be real|rose ahead in impossible pinks], and [dreams like this one|the best dreams] [should be explored|deserve a proper look], [so up {they} went|so {Name} began to climb].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'At the top was {companion.a}. {companion.It} yawned a [big|great big|long|huge] yawn.',
            '[Up top|On a pillow|In a soft nest|On a cushion] sat {companion.a}. {companion.It} was [wide awake|not sleepy at all|still awake].',
            '[Puff, puff|Yawn|Hmm|Ho hum], [it was|there sat|out came|here was] {companion.a} [on a cushion|in a heap|with a sigh|by the wall]. {companion.It} [rubbed|blinked] {companion.its} [eyes|big eyes|sleepy eyes|round eyes].',
            '[Just then|Then|Look,] there sat {companion.a}. {companion.It} was [very|really|so] [tired|worn out|sleepy].',
          ],
          [
            'At the top sat {companion.a}, yawning [little|small|tiny] puffs of warm air.',
            '{companion.a} was [curled up|snuggled up] there, but {companion.its} eyes were wide open.',
            '[Near the top|In a hollow|On a heap of cushions], {Name} [found|came upon] {companion.a}, [curled in a ring|tail wrapped round {companion.its} toes], [blinking|yawning] [with big, tired eyes|puffs of warm steam], but [very much awake|not asleep at all].',
            '"[Oh, hello|Who is there|Are you a dream too]?" [yawned|mumbled] {companion.a}, [lifting {companion.its} head|peeking over a cushion], [eyes wide open|looking terribly tired] [even though it was bedtime in the dream too|and not sleepy in the least].',
          ],
          [
            'At the top, curled in a heap, was {companion.a}, yawning [small|little] warm puffs and [very|really|so] much awake.',
            '[|Just then, |A moment later, |All at once, ]there was {companion.a}, tired right down to {companion.its} tail, but with {companion.its} eyes stubbornly open.',
            '[There, at the summit|At the top, in a nest of cushions], lay {companion.a}, [coiled|curled] [like a sleepy cat|round {companion.its} own tail], [exhaling small clouds of warm air|yawning enormous yawns], [with eyes that refused to close|and, despite every sign of tiredness, entirely awake].',
            '[It was hard to miss|{Name} could hardly miss] {companion.a}, [who was sprawled|lying] [across the top of {place.the}|over a whole heap of pillows], [sighing|yawning] [so hugely|so often] that [small puffs of steam drifted up like clouds|the air smelled faintly of toast], [and yet|but] [wide awake|not sleeping at all].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '"I cannot sleep," {companion.it} [said|whispered|sighed]. {companion.It} [had|held|hugged] {object.a}.',
            '[Then|But then|Poor thing,] {companion.it} tried {object.a}. [{companion.It} was still awake.|Sleep did not come.|It did not help.]',
            '{companion.It} [hugged|held|patted] {object.a}. "[Sleep will not come|I am wide awake|My eyes stay open]," {companion.it} [sighed|said|whispered].',
            '"[Help me, please|Can you help me]?" [asked|said] {companion.the}. {companion.It} [held up|showed {them}] {object.a}. "I cannot sleep."',
          ],
          [
            '"I have {object.a} and a soft bed," [said|whispered] [{companion.the}|{companion.name}], "but I cannot fall asleep."',
            '[|Then |But then |Soon enough, ]{companion.it} had tucked {object.a} around {companion.obj}self twice, but sleep would not come.',
            '"[I have been trying to sleep all night|Every night it is the same]," [sighed|said] [{companion.the}|{companion.name}], [pulling|tugging] {object.a} [up to {companion.its} chin|around {companion.its} wings], "but [my eyes will not close|sleep keeps flying away|I just keep yawning and yawning]."',
            '[{companion.The}|{companion.name}] [showed|held up] {object.a}, [the softest thing in the dream|stitched with little silver moons], and [explained|said] that [even that|not even that] could [help {companion.obj} sleep|make {companion.its} eyes stay shut] tonight.',
          ],
          [
            '"I have tried {object.a}, the softest pillow, everything," [said|whispered] [{companion.the}|{companion.name}], "but my eyes will not stay shut."',
            '[|Then |But then |Soon enough, ]{companion.it} had wrapped {object.a} around {companion.obj}self, but sleep was not interested.',
            '"[I have|I have tried] [{object.a}|a mountain of pillows] [and counting and humming|and every trick I know]," [said|explained] [{companion.the}|{companion.name}], [wearily|between yawns], "and I am [so tired I could cry|tired right to the tip of my tail], and still [sleep will not come|my eyes will not stay shut]."',
            '[{companion.The}|{companion.name}] [gestured|nodded] at {object.a}, [spread out|arranged] [with great care|just so], [which should have done the trick|the best sleeping blanket in any dream], and [confessed|admitted] that [tonight it had made no difference at all|{companion.it} had been lying awake under it for hours].',
          ],
        ),
        details: v(
          [
            '[Each|Every] yawn made a [warm|little|cozy] puff [of steam|of smoke|of air]. It smelled [like|of] [warm toast|fresh cookies|hot bread|sweet cocoa|hot buns|spice cake].',
            '[{companion.the}|{companion.name}] [wiggled|twitched|tapped] {companion.its} [wings|feet|toes|claws]. [Tap, tap went the toes|Flap, flap went the wings|Still no sleep came|Sleep would not come] [all night|again and again|on the pillow|in the nest].',
            '[{companion.the}|{companion.name}] [turned|rolled|flipped|tossed] over [on the pillow|in the nest|once more|with a sigh]. [Then back again it went.|Then over the other way.|Then onto {companion.its} back.|Then round in a circle.]',
            '[{companion.The}|{companion.name}] [swished|flicked|curled] {companion.its} tail. [Swish, swish went the tail.|Flick, flick, flick.|It was still wide awake.|The tail would not rest.]',
          ],
          [
            'Each yawn made a warm puff that smelled a [little|bit] like toast.',
            "[|And ][{companion.the}|{companion.name}]'s tail swished back and forth, too restless to lie still.",
            '[Every|Each] [yawn|sigh] [puffed|made] a [little|small] cloud of [warm|cozy] steam that [smelled of toast|floated up like a bubble|drifted off into the sky].',
            '[{companion.The}|{companion.name}] [flicked|swished] {companion.its} tail [this way|to and fro] and [that|back again], [and the cushions bounced|knocking a pillow over], [because a wide-awake tail|since a tail that is not sleepy] [cannot keep still|never stays put].',
          ],
          [
            'Each yawn released a warm puff that smelled faintly of toast.',
            "[|And ][{companion.the}|{companion.name}]'s tail kept swishing, the way tails do when their owners cannot settle.",
            '[Each|Every] yawn [released|let out] a [small|soft] [cloud|puff] of warm air [that drifted away|that rose lazily] [smelling faintly of toast and cinnamon|like steam from a teacup].',
            'The dragon tail [twitched|thumped] [restlessly|now and then] against the cushions, [the surest sign|a clear signal] that [at least part of {companion.obj}|some stubborn part of {companion.obj}] [had no intention of sleeping|was still wide awake].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [fluffed|plumped|patted] {companion.its} pillow. [{companion.It} was still awake.|Still no sleep.|No luck yet.]',
            '[First,|So|Then] they counted [stars|sheep|clouds]. {companion.It} got to [three|four|five|six]. [Then {companion.it} forgot what came next.|Then {companion.it} mixed them up.|Then {companion.it} started over.|Still awake!]',
            '{Name} [hummed|sang] a [soft|quiet|sleepy] song. {companion.It} [hummed along|sang too|tapped {companion.its} tail]. [Still awake!|No sleep yet.]',
            '[First,|So|Then] {Name} [tucked|wrapped] {object.the} [tight|snug|round and round]. [It was too warm!|It was too tight.|{companion.It} wiggled free.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} fluffed {companion.its} pillow, but {companion.it} only wriggled.',
            '[|First, |To begin with, |Right away, ]they counted stars [together|side by side], but {companion.it} kept stopping to ask questions.',
            '{Name} [sang|hummed] [a lullaby|the sleepiest song {they} knew], but [{companion.the}|{companion.name}] [liked it so much|thought it so lovely] that {companion.it} [joined in|sang along] [with a rumbly hum|at the top of {companion.its} voice], [and was wider awake than ever|which did not help at all].',
            'They [tried|had a go at] [tucking {object.the} round {companion.obj} like a cocoon|making a nest of the softest pillows], but [{companion.the}|{companion.name}] [got too warm|wriggled out|found a lump] [and sat up again|in no time|almost at once].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} fluffed {companion.its} pillow into a perfect shape, which {companion.it} wriggled out of at once.',
            '[|First, |To begin with, |Right away, ]they tried counting stars, but {companion.it} kept pausing to wonder about each one.',
            '{Name} [attempted|tried] [a lullaby|a slow, sleepy song], [which would have worked on almost anyone|an excellent plan in principle], but [{companion.the}|{companion.name}] [turned out to love music|was so delighted] that {companion.it} [insisted on harmonizing|began to hum along in a deep, rumbling bass], [and sleep retreated further still|which is no way to fall asleep].',
            'They [tried|attempted] [building a nest of cushions|wrapping {companion.obj} in {object.the} like a cocoon], [carefully arranged|each pillow placed just so], but [{companion.the}|{companion.name}] [turned round and round like a dog before a fire|found a lump in every one] and [ended up sitting on top of it all|gave up with a sigh], [as awake as ever|no closer to sleep].',
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
            '[And|So|At last,] {companion.its} [eyes|sleepy eyes|big eyes|heavy eyes] [closed|shut|drooped|fell shut]. {companion.It} [snored|puffed|breathed] a [warm|soft|small] snore.',
            '[And|So|At last,] [{companion.the}|{companion.name}] was asleep [at last|for real|and snug].',
            '[{companion.the}|{companion.name}] [yawned|blinked|sighed|nodded] one [last|final|more] time. [Snore, snore, went a warm snore.|Puff, puff, went a small snore.|Zzz, came a soft snore.] {companion.It} was [asleep|fast asleep|sound asleep|dreaming] [at last|now|at long last]!',
            '[Slowly|Softly|Little by little], [{companion.the}|{companion.name}] [curled up|tucked in {companion.its} tail]. [Then|And then] {companion.it} [slept|dozed off].',
          ],
          [
            "[|And |At last, |And just like that, ][{companion.the}|{companion.name}]'s eyes grew heavy and closed, and {companion.it} snored a small, toasty snore.",
            '[At last|Finally|In the end] [{companion.the}|{companion.name}] was asleep, curled under {object.the}.',
            '[Slowly|Little by little], [{companion.the}|{companion.name}]’s [eyelids grew heavy|yawns got smaller], [{companion.its} tail curled up|{companion.its} wings folded down], and [with one last warm puff|with a sleepy mumble], {companion.it} [fell asleep|drifted off] under {object.the}.',
            '[At last|Finally], [{companion.the}|{companion.name}] [gave a long, slow yawn|let out a contented sigh], [snuggled|tucked {companion.its} nose] under {object.the}, and [was fast asleep|began to snore] [in a gentle, rumbling purr|before {Name} could even whisper good night].',
          ],
          [
            "[|And |At last, |And just like that, ][{companion.the}|{companion.name}]'s eyelids drooped, and drooped, and stayed down, and soon a small warm snore [drifted|floated] up.",
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] slept at last, curled under {object.the}, {companion.its} tail finally still.',
            '[The change came|Sleep arrived] [slowly at first and then all at once|the way it usually does, unnoticed]: [the tail went still|the yawns grew softer], [the eyelids drooped|the breathing slowed], and [{companion.the}|{companion.name}] [was asleep under {object.the}|sank into sleep beneath {object.the}], [snoring in small warm puffs|smiling faintly].',
            '[With a final enormous yawn|After one last, earth-shaking yawn], [{companion.the}|{companion.name}] [settled|sank] [into the cushions|beneath {object.the}], [curled {companion.its} tail around {companion.its} nose|tucked {companion.its} wings in neatly], and [slept|was asleep] [as deeply as only a dragon can|the deep, untroubled sleep of the truly tired].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|So] {Name} lay down too. [The dream went soft.|The dream grew quiet.|The dream turned pink.]',
            'Two friends [slept|dozed|dreamed]. [Good night|Sleep tight|Night, night|Sweet dreams], [little one|{Name}|sleepyhead|sleepy one].',
            '{Name} [curled up|snuggled up|lay down] [by|next to|close to] [{companion.the}|{companion.name}]. [It was warm there|It was so cozy|It was snug] [by the fire|in the nest|on the hill|and soft].',
            '[The hill|The dream|Everything] [grew|went] [soft|quiet|still]. {Name} [slept|dozed|dreamed] [too|all night|happily].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} lay down next to the warm dragon, and the dream grew soft and quiet.',
            '[|Soon |Before long, |In a little while, ]the [little|small|tiny] dragon [slept|dozed|dreamed], and {Name} slept too, deep and warm.',
            '{Name} [lay down|curled up] [beside|next to] the [warm|sleeping] dragon, [listening to|lulled by] [the soft rumble of {companion.its} snores|{companion.its} slow, warm breathing], and [the dream|{place.the}] [grew quieter and softer|faded into deep, cozy sleep].',
            '[With a yawn of {their} own|Feeling very sleepy too], {Name} [snuggled|tucked in] [by the dragon|under a corner of {object.the}], and [the two of them slept|they slept together] [until morning|right through the night], [warm as toast|without a single wriggle].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [curled up|snuggled up] beside the warm, snoring dragon, and the dream faded into deep, [peaceful|calm] sleep.',
            'Beside a small dragon who was finally asleep, {Name} let the dream go quiet.',
            '{Name} [settled down|lay down] [beside|against the warm side of] [{companion.the}|{companion.name}], [whose snores were now as regular as waves on a shore|lulled by the rumble of dragon snores], and [let the dream grow soft at the edges|allowed the dream to dissolve], [sinking|drifting] [into a deeper, dreamless sleep|into the kind of sleep that has no pictures in it at all].',
            '[The dream|{place.The}] [dimmed|softened] [gently|like a lamp turned down], [the pinks becoming grays|the colors fading], and {Name}, [curled up beside a sleeping dragon|warm against a snoring friend], [followed {companion.obj} into sleep|slept], [content|contented] [in a way only a good deed can make you|right down to {their} toes].',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-storybook-pages',
    worlds: ['dream'],
    themes: ['fairy tales', 'dreams', 'adventure', 'reading', 'friendship'],
    tags: [],
    problem: 'scattered',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'teddy-barnaby', 'cloud-sheep-fluff'],
      },
      place: { kind: 'place', ids: ['book-land', 'pillow-castle'] },
      object: { kind: 'object', ids: ['storybook'] },
    },
    titles: ['{Name} and the Scattered Story', 'The Pages That Blew Away', 'Putting the Story Back Together'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [fell asleep|drifted off to sleep|dozed off]. [|And ]{they} dreamed of {place.a}.',
            'In the dream, {Name} was in {place.a}.',
            '[Shh.|Hush.|Turn the page.] {Name} [was asleep|dreamed|closed {their} eyes]. [Then {they} saw {place.a}.|{They} walked into {place.a}.]',
            '[In the dream|That night], {Name} [stood|was] in {place.a}. [Books were everywhere!|It smelled of paper.|Letters hopped about.]',
          ],
          [
            '{Name} [fell asleep|drifted off to sleep|dozed off] and dreamed of {place.a}.',
            'In {their} dream, {Name} was wandering through {place.a}.',
            '[After the bedtime story|Once the book was closed and the lamp went out], {Name} [dreamed|fell into a dream] of {place.a}, [where|and there] [the paths were made of open pages|bookshelves grew like trees].',
            'The dream [was soft and quiet|smelled of new books], and {Name} was [walking|tiptoeing] through {place.a}, [reading the words on the walls|past doors shaped like book covers].',
          ],
          [
            '{Name} [drifted off|dozed off] and found {themself} in {place.a}, where everything smelled of paper and ink.',
            'The dream opened like a book, and {Name} stepped into {place.a}.',
            '[The bedtime story ended|Sleep arrived], [but the dream simply turned the page|and the story did not stop but grew], and {Name} [found {themself}|was] [walking into|standing at the edge of] {place.a}, [where stories lived like people|its streets lined with shelves].',
            '{Name} [dreamed|was dreaming] of {place.a}, [a place built entirely of stories|a quiet country of bookshelves and reading lamps], [where|in which] [the air rustled with turning pages|every stone had a word carved into it].',
          ],
        ),
        details: v(
          ['Books stood like houses. Letters [floated|drifted] by.', '[|And ]it was [very|really|so] quiet.'],
          [
            'Books stood tall as houses, and [little|small|tiny] letters [floated|drifted] past like butterflies.',
            '[|And ]it was [|so |very ]quiet, the [cozy|snug] quiet of a library.',
          ],
          [
            'Books rose like buildings, and stray letters [drifted|floated] by like butterflies.',
            '[|And ]it had the hushed, [cozy|snug] quiet of a library after everyone else has gone home.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came running. "The story is broken!"',
            '[|Just then |Then ]there was {companion.a}. [|And ]{companion.it} looked [|so |all ]worried.',
            '[Flap, flap!|Rustle!|Oh dear!] {companion.a} [ran up|came by|hurried over]. [{companion.It} held loose pages.|"Help, please!"]',
            '{companion.a} [was picking up|was holding|held] [papers|pages]. [{companion.It} looked worried.|"What a muddle!"]',
          ],
          [
            '{companion.a} came running up, clutching an armful of loose paper.',
            '"Oh dear, oh dear," [said|whispered] {companion.a}, hurrying toward {them}.',
            '[Round the corner of a bookshelf|Down a path of pages] came {companion.a}, [with loose pages sticking out in every direction|juggling a pile of papers], [and a very worried face|looking flustered].',
            '{companion.a} [was trying to catch|reached after] [a page that fluttered past|the paper flying by], and [when {companion.it} saw {Name}|spotting {Name}], {companion.it} [said|called], "[Oh, thank goodness|Please help me put it right]!"',
          ],
          [
            '{companion.a} came hurrying along, arms full of loose pages and face full of worry.',
            '"This is a muddle," [said|whispered] {companion.a}, "though a small one, and a fixable one, I hope."',
            '{companion.a} [appeared|came around the corner] [in a flurry of paper|with an armful of pages], [like someone who had been caught in a very literary snowstorm|apologizing to each page that escaped], and [looked enormously relieved to see {Name}|asked for help at once].',
            '[Bustling along the shelves|Hurrying between the reading lamps] came {companion.a}, [who|and] [explained|told {Name}], [in a breathless rush|between gathering pages], that [the most important book in the land had come undone|a story had come apart].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} fell open. [|And ]the pages [flew|soared|glided] everywhere.',
            '[|Then |But then ]the wind blew {object.a}. Pages [flew|soared|glided] away!',
            '{companion.The} [held up|showed {Name}] {object.a}. [Its pages were gone!|It was empty!|Only the cover was left.]',
            '"[Look|Oh no]," said {companion.the}. {object.a} [had no pages|was all mixed up]. [Pages were on the roofs!|Pages flew like birds.]',
          ],
          [
            'A gust had blown open {object.a}, and its pages had flown all over.',
            '"{object.a} holds the bedtime story," [said|whispered] [{companion.the}|{companion.name}], "and the pages are everywhere."',
            '{companion.The} [held out|showed {Name}] {object.a}, [but it was nearly empty|with only a few pages left], [because|and] [a sneezy breeze had blown the rest away|the pages had fluttered off like birds].',
            '"[This is|We need] {object.a}," [said|explained] [{companion.the}|{companion.name}], [holding the empty cover|flapping the empty covers], "[and without its pages nobody here can fall asleep|but the pages are all over the place]."',
          ],
          [
            'A gust had caught {object.a}, and its pages had scattered across the [whole|entire] place.',
            '"Everyone here needs the story in {object.a} to fall asleep," [said|whispered] [{companion.the}|{companion.name}], "and its pages are all out of order."',
            "{object.a} [lay|rested] [open|empty] in [{companion.the}|{companion.name}]'s [arms|{companion.limbs}], [its spine intact but its pages gone|little more than two covers and a ribbon], [the story|its contents] [scattered|sprinkled] [across {place.the}|over every roof and hedge].",
            '[The trouble|The problem], [{companion.the}|{companion.name}] [explained|said], was {object.a}: [it held the bedtime story|it was the book everyone here fell asleep to], and [a mischievous draft|a playful breeze] had [unbound|scattered] it [page by page|in a single gust].',
          ],
        ),
        details: v(
          ['One page was on a roof. One was in a tree.', '[|And ]the story was all mixed up.'],
          [
            'One page was on a rooftop, and another was stuck in a hedge.',
            'Without the pages in order, the story made no sense.',
          ],
          [
            'Pages had landed on rooftops, in hedges and one on the nose of a statue.',
            'Out of order, the story went: "The end. Once upon a time. And then they had soup."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they [picked up|lifted] some pages. [|And ]the order was wrong.',
            '[|First, |So ][{companion.the}|{companion.name}] read one page. [|And ]it made no sense.',
            'They [stacked|piled] the pages [up|high]. [But the story was wrong.|The end came first!|It made no sense.]',
            '[{companion.The}|{companion.name}] [read|tried] a page. "[The end.|And then soup.|Once upon a... bear?]" [That was wrong!|They giggled.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they gathered a few pages, but put them in the wrong order.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] read them out, but the story went backward.',
            'They [piled the pages up|stuffed them back in] [as fast as they could|in a big rush], but [when {companion.the} read it|read aloud], [the story began with "The end"|the dragon ate breakfast before waking up].',
            '{Name} [sorted the pages by color|put the pages in a stack by size], [which looked very neat|which seemed sensible], but [the story still made no sense|it turned the princess into a teapot halfway through].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they collected a handful, but in the wrong order the story began with the ending.',
            "Read aloud, their first attempt made the princess eat the king's breakfast, which was not how it went.",
            '[Haste|Speed] [seemed important|was their first approach], so they [gathered|bundled] the pages [in whatever order they came|as quickly as possible], and [produced|ended up with] [a story in which the ending came first|a tale where everyone said good night before saying hello].',
            'They [tried|attempted] [sorting|arranging] the pages [by how crumpled they were|by the pictures], [an inventive method|which seemed clever], but [the story still wandered|the plot still jumped] [from the middle to the beginning and back again|in circles].',
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
            'All the pages were back. [|And ]the story was whole.',
            '[|And |So ][{companion.the}|{companion.name}] read it. [|And ]it was a good story.',
            '[Swish!|Snap!|Flap!] The [pages|book] [went back in|was whole]. [Once upon a time...|The story was right!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
            '[Page one, page two, page three!|One, two, three!] [All in a row.|Every page was back.] [{companion.The} smiled.|It was a good story.]',
          ],
          [
            '[Every|Each] page was back in {object.the}, in the right order.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] read the story aloud, and it was just right from start to end.',
            '[Page by page|One by one], the story [came together|fell into place], [and when it was done|until], {object.the} [closed with a happy snap|was whole again], [as if sighing with relief|ready to be read].',
            '[At last|Soon] [every page|the whole story] was back [in its proper place|where it belonged], [from "Once upon a time" to "The end"|beginning, middle and end], and [{companion.the}|{companion.name}] [hugged {object.the}|held it like treasure].',
          ],
          [
            '[Every|Each] page was back in {object.the}, numbered and in order.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] read it aloud from "Once upon a time" to "The end," and it was perfect.',
            '[The last page|The final page] [slid|settled] [into place|home], [and {object.the} closed|and the book closed] [with the satisfied thump of a story that knows its own shape|with a soft, contented sound], [whole|complete] [again|once more].',
            '[Beginning, middle and end|First page to last], {object.the} [was restored|was put right], and [{companion.the}|{companion.name}] [leafed through it|checked it twice] [with visible delight|as one might check on a sleeping child], [finding every word where it belonged|not a single sentence out of place].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the story ended. [|And ]{Name} slept deeper.',
            '"The end," [said|whispered] [{companion.the}|{companion.name}]. [|And ]{Name} was asleep.',
            '"[Once upon a time|The end]," [read|said] {companion.the}. [Yawn!|So sleepy.] {Name} [slept|dozed off].',
            'The [book|story] [closed|shut] [softly|with a sigh]. [Shh.|Hush.] [Good night, {Name}.|Everyone slept.]',
          ],
          [
            'By the time the story ended, everyone was asleep, {Name} too.',
            '"The end," whispered [{companion.the}|{companion.name}], and {Name} slept deeper still.',
            '[{companion.The} began to read|The story began], "[Once upon a time|Long ago]...", and [before the second page|by the middle of it], [everyone in {place.the}|the whole land] was [yawning|fast asleep], and {Name} [too|was dreaming even deeper].',
            '[The story ended|At "The end"], the [book|last page] [closed with a soft sigh|shut gently], and {Name} [slipped|sank] into [the softest part of sleep|a deeper dream].',
          ],
          [
            'By "The end," everyone in the dream had nodded off, {Name} included.',
            '[|Soon |Before long, |In a little while, ]the story [closed|shut] [softly|gently|quietly], and so did the dream.',
            '[{companion.The}|{companion.name}] [read the story aloud|began reading] [in a voice like warm milk|softly], and [one by one|lamp by lamp], [the houses of {place.the} went quiet|the readers of {place.the} nodded off], and {Name}, [listening|curled up nearby], [followed them into sleep|slept before the end].',
            '[The book|{object.The}] [closed|shut] [with a contented sigh|softly] on its last page, and [sleep|the deep, quiet part of the night] [turned the page for {Name}|came for {Name}] [as gently as a bookmark slipping into place|without a sound].',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-sheep-over-the-fence',
    worlds: ['dream'],
    themes: ['dreams', 'bedtime', 'animals', 'friendship', 'counting'],
    tags: ['animals'],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion', ids: ['cloud-sheep-fluff'] },
      place: { kind: 'place', ids: ['marshmallow-hill', 'humming-garden'] },
    },
    titles: [
      '{Name} and the Littlest Sheep',
      'Over the Fence, {companion.name}!',
      'Counting Sheep with {Name}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [began to|started to] count sheep. [Then|And then|After that] {they} dreamed of {place.a}.',
            'One sheep, two sheep. [|And ]{Name} was in {place.a}.',
            '[Baa, baa.|Hop, hop.] {Name} [counted|watched] the sheep. [Soon {they} saw {place.a}.|Then {they_were} in {place.a}.]',
            '[Three sheep, four sheep.|A sheep, then two.] {Name} [yawned|smiled]. [Here was {place.a}.|{place.a} was all around.]',
          ],
          [
            '{Name} started counting sheep, and soon {they_were} dreaming of {place.a}.',
            'One sheep, two sheep, three: and then {Name} was standing in {place.a}.',
            '[Lying in {bed}|Snug under the quilt], {Name} [counted sheep|began counting], [one fluffy sheep after another|the way {they} always did], [and by number four|and before long] [the counting had turned into|{they} had drifted into] a dream of {place.a}.',
            '[One sheep hopped|A sheep bounced], then [another|a second], [over a little fence|over a white gate], and [somewhere after five|suddenly] {Name} [was|found {themself}] [right there with them|standing] in {place.a}.',
          ],
          [
            '{Name} began counting sheep, and somewhere around three the counting turned into a dream of {place.a}.',
            'The sheep {Name} was counting led {them} straight into a dream of {place.a}.',
            '{Name} [counted sheep|had been counting sheep] [in the old-fashioned way|as an experiment], [watching them|picturing them] [hop a low fence|leap a gate] [one by one|in a tidy line], until [somewhere in the middle|the numbers blurred and] [the picture widened|the fence became real] into {place.a}.',
            '[Counting sheep|The sheep-counting] [worked|did its work] [rather too well|even better than usual]: [by the sixth sheep|around the seventh], {Name} [was no longer counting but watching|had stepped inside the counting], [standing in|in the middle of] {place.a}.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'By a [little|small|tiny] fence stood {companion.a}. [|And ]{companion.it} looked [|so |all ]sad.',
            '[|Just then |Then ]there was {companion.a}. [|And ]{companion.it} was crying a little.',
            '[{companion.a} stood by the fence.|By the gate was {companion.a}.] [{companion.It} did not hop.|{companion.It} looked down.]',
            'All the sheep [hopped|jumped]. [But not {companion.a}.|Only {companion.a} stayed.] [{companion.It} gave a sigh.|{companion.It} looked sad.]',
          ],
          [
            'By a low fence stood {companion.a}, looking sad.',
            'All the sheep were jumping the fence, except {companion.a}.',
            '[Behind the others|At the back of the line], {companion.a} [waited|stood] [with {companion.its} head down|looking at the fence], [and every time|while] [the others hopped over|another sheep jumped], {companion.it} [gave a little sigh|shuffled a bit closer and then back].',
            '[The sheep|All the sheep] [hopped|jumped] [over one after another|in a happy line], [except one|but not {companion.a}], [who sat down in the grass|who stood very still], [looking at the fence as if it were a mountain|with a small, sad face].',
          ],
          [
            'All the dream sheep were hopping a low fence in turn, all except {companion.a}, who stood at the side looking glum.',
            'Beside the fence stood {companion.a}, watching the others jump.',
            '[At the very end of the queue|Off to one side], {companion.a} [stood|waited] [in a small, woolly heap of discouragement|watching the others go over], [letting each sheep go ahead|stepping aside for every newcomer] [rather than try|instead of attempting] the fence.',
            '[Every sheep in the dream|The whole flock] [cleared|sailed over] the fence [with ease|in turn], [all but|except for] {companion.a}, [who hovered at the edge|who stood at the back], [looking at the rail|eyeing the top bar] [as if it were very high indeed|with quiet dismay].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '"I cannot jump," {companion.it} [said|whispered]. "My legs are too short."',
            '{companion.It} was too [small|little] to jump the fence.',
            '"[I am too small|My legs are short]," [said|sighed] {companion.the}. "[I bump the fence.|Nobody counts me.]"',
            '[{companion.The}|{companion.name}] [tried|wanted] to jump. [Flump! Bump!|{companion.It} hit the fence.] [So sad.|Oh dear.]',
          ],
          [
            '"I am the smallest," [said|whispered] [{companion.the}|{companion.name}], "and I cannot jump the fence."',
            '[Every|Each] child counts the sheep jumping over, but [{companion.the}|{companion.name}] could not jump.',
            '"[I always bump the fence|I never make it over]," [said|whispered] [{companion.the}|{companion.name}], "[so nobody ever counts me|and then I am not counted], [and I want to be counted too|and it makes me sad]."',
            '[{companion.The}|{companion.name}] [looked up at the fence|stared at the top rail] [as if it were a mountain|with a wobbly lip], and [whispered|said], "[Every night I try|I have tried and tried], [and every night I bump it|but I never get over]."',
          ],
          [
            '"[Every|Each] sheep here jumps the fence so children can count them," [said|whispered] [{companion.the}|{companion.name}], "but I am too small, and nobody ever counts me."',
            '[|Then |But then |Soon enough, ]{companion.it} had tried [every|each] evening, and [every|each] evening {companion.its} [little|small|tiny] legs had not been enough.',
            '[The trouble|The difficulty], [{companion.the}|{companion.name}] [confessed|explained], was [simple|one of size]: [{companion.its} legs were short|{companion.it} was the littlest sheep], [the fence was not|the fence was just a bit too high], and [an uncounted sheep|a sheep who cannot jump] [feels rather left out|never gets to be a number].',
            '"[It is only a small fence|I know it is not a big fence]," [said|admitted] [{companion.the}|{companion.name}], "[but I am a very small sheep|but my legs disagree], [and the others get counted while I watch|and I have never once been counted]."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{companion.it} took a run. [|And ]{companion.it} bumped the fence.',
            '[|First, |So ]{Name} lifted {companion.obj}. [|And ]{companion.it} was too [fluffy|fuzzy].',
            '[{companion.The}|{companion.name}] [ran|hopped] [fast|hard]. [Flump!|Boing!] [Bump on the fence.|Not high enough.]',
            'They [tried|made] a [step|pile] of [pillows|clouds]. [It was too squishy.|Squish! Down {companion.it} sank.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{companion.it} took a [big|great big] run, but bumped into the fence with a soft flump.',
            '[|First, |To begin with, |Right away, ]{Name} tried to lift {companion.obj} over, but {companion.it} was too [fluffy|fuzzy] to hold.',
            'They [built|piled up] a [little step|pile of pillows] [by the fence|to jump from], but [{companion.the}|{companion.name}] [sank right into it|bounced off sideways], [giggling but still not over|and ended up in a fluffy heap].',
            '[{companion.The}|{companion.name}] [stood on tiptoe|stretched up tall] [and wiggled|and gave a little hop], but [the fence was still higher|{companion.it} only got halfway], [and came down with a soft flump|and landed in the grass].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{companion.it} took a long run-up and bumped [gently|softly|carefully] into the fence with a soft flump.',
            '[|First, |To begin with, |Right away, ]{Name} tried lifting {companion.obj} over, but cloud sheep are surprisingly hard to hold on to.',
            'A [step|ramp] of [cushions|cloud] [seemed like a clever idea|was the next attempt], but [{companion.the}|{companion.name}], [being mostly fluff|light as a sigh], [sank into it up to {companion.its} ears|bounced in entirely the wrong direction], [to general but kindly amusement|which was funny but not helpful].',
            '[{companion.The}|{companion.name}] [practiced|attempted] [a series of small hops|some warm-up bounces], [each a little higher|with great determination], [and|but] [the fence remained exactly as tall as before|the top rail stayed just out of reach].',
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
            '[|And |So ]{companion.it} went over the fence! {companion.It} was so [happy|glad].',
            'Hop! [{companion.The}|{companion.name}] was over.',
            '[Boing!|Hop!|Up!] [{companion.The}|{companion.name}] [flew|floated|went] over. [Baa! Hooray!|{companion.It} did it!]',
            '[Over|Up and over] went [{companion.the}|{companion.name}]! "[Count me|I did it]!" [{Name} counted.|[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].]',
          ],
          [
            'Over the fence {companion.it} went, light as a feather, and {companion.it} [laughed|giggled|chuckled] with joy.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] was over the fence at last, and all the sheep [cheered|clapped].',
            '[With a bounce|With a hop and a puff of fluff], [{companion.the}|{companion.name}] [sailed|floated] over the fence [like a dandelion seed|higher than anyone], and [all the sheep|every sheep] [baa-ed a cheer|cheered].',
            '[Up|Higher] [{companion.the}|{companion.name}] [went|bounced], [over the top rail|clear of the fence], [and landed|landing] [in the soft grass|on the other side] [with a happy baa|giggling], [and all the other sheep cheered|while {Name} clapped].',
          ],
          [
            'Up and over {companion.it} went, light as dandelion fluff, and landed laughing on the other side.',
            '[|And |At last, |And just like that, ]the other sheep [cheered|clapped], and [{companion.the}|{companion.name}] did a small, [proud|pleased] hop.',
            '[{companion.The}|{companion.name}] [rose|lifted] [over the rail|over the fence] [in a slow, woolly arc|as lightly as a soap bubble], [landed|touched down] [on the far side|in the soft grass] [with a soft flump|without a sound], and [stood blinking with astonishment|looked back as if hardly believing it].',
            '[For one long, floaty moment|Slowly, as if the air were honey,] [{companion.the}|{companion.name}] [hung above the fence|sailed over the rail], and then [landed|touched down] [in the grass|on the far side], [astonished and delighted|beaming], [to a round of woolly applause|as the whole flock cheered].',
          ],
        ),
        details: v(
          [
            '[|And ]{Name} counted {companion.obj}. "Number ten!"',
            '[|And ]{companion.it} [jumped|hopped|leapt] [again|once more] and [again|once more].',
          ],
          [
            '"Number ten," said {Name}, counting {companion.obj} for the very first time.',
            '[|And ]{companion.it} [jumped|hopped|leapt] [again|once more], and [again|once more], just for the joy of it.',
          ],
          [
            '"Ten," [said|whispered] {Name}, and [{companion.the}|{companion.name}] [glowed|shone|gleamed] at being counted at last.',
            '[|And ]{companion.it} went over [again|once more] and [again|once more], for no reason but joy.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} counted one more sheep. [Then|And then|After that] {they} [slept|dozed|dreamed].',
            'Ten sheep. Sleepy, [sleepy|drowsy]. Good night.',
            '[One, two, three, and then|Ten little sheep, and then] {Name} [stopped counting|forgot to count]. [Sleep came.|Zzz.] [Good night, {Name}.|[Sweet dreams.|Sweet dreams, little one.|Sweet dreams, {Name}.]]',
            'The sheep [hopped|jumped] [slow|slower]. {Name} [yawned|smiled]. [Then {they} slept.|The dream went soft.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} counted one more sheep, and then, [very|really|so] [softly|gently|quietly], fell deeper asleep.',
            'With ten sheep counted, {Name} slept soundly.',
            '[The sheep kept hopping|Over and over the sheep hopped], [slower and slower|softer and softer], and {Name} [stopped counting at ten|forgot to count after ten], [because {they} had fallen into a deeper sleep|snuggled into the softest part of the dream].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} counted the sheep one final time, and the last number slipped away into sleep.',
            'Ten sheep, one fence, and a sleep as soft as wool.',
            '[The sheep went on|The flock continued] [hopping the fence|leaping] [at a gentler and gentler pace|in a slow, woolly rhythm], and {Name} [let the numbers go|stopped counting], [drifting into the deep, soft sleep|sinking into a sleep] [that counting sheep is meant for|as soft as the sheep themselves].',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-chilly-moon',
    worlds: ['dream'],
    themes: ['dreams', 'magic', 'kindness', 'bedtime'],
    tags: ['night', 'magic', 'flying', 'heights'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['flying-carpet'] },
      object: { kind: 'object', ids: ['moon-quilt'] },
    },
    titles: ['{Name} Warms the Moon', 'A Quilt for the Moon', 'The Moon Was Chilly'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} was dreaming. [|And ]the moon looked [|so |all ]pale.',
            'In the dream, the moon was shivering.',
            '[In the dream|That night], the moon [was cold|shook a little|looked so pale]. [Brrr!|Poor moon!|Frost lay on her round face.]',
            '{Name} [dreamed|had a dream] of the [sky|stars|moon]. The moon [gave a shiver|looked chilly|was not warm].',
          ],
          [
            'In {their} dream, {Name} saw the moon, and it was shivering.',
            '{Name} was dreaming, and the moon in the dream looked [|so |very ]pale and cold.',
            '[The dream began|{Name} dreamed] [under a wide, starry sky|high above the rooftops], and [there hung the moon|the moon was there], [pale as milk|shivering so hard that little sparkles fell off her|wrapped in a thin silver mist].',
            '[In {nameS} dream|That night in a dream], the moon [was not her usual bright self|looked small and chilly], [and her light was thin and wobbly|and every now and then she gave a tiny, silvery shiver].',
          ],
          [
            'The dream opened on a wide evening sky, and in the middle of it the moon was shivering.',
            '{Name} dreamed of the moon, and the moon looked thin and [chilly|cold].',
            'The dream [opened|began] [on a sky full of frost|in a sky so clear it seemed to ring], and [the moon|at its center the moon] [hung pale and trembling|shivered visibly], [her light thin and uncertain|like someone who had been standing outside far too long].',
            '[In the dream|That night], {Name} [noticed|saw] [at once|straight away] that the moon was [unwell|not herself]: [paler than paper|dimmer than usual], [and|with] [a faint shiver running through her light|frost gathered along her edge like lace].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '{companion.a} came on {vehicle.a}. "Come with me!"',
            '{companion.a} waved from {vehicle.a}.',
            '[Swish!|[Whoosh|Whoosh, whoosh|Swoosh]!|Flap, flap!] {vehicle.a} [came down|landed|floated by]. On it was {companion.a}. "[Hop on!|Come and help!|Quick, let us go!]"',
            '[A soft carpet|Something floaty] [flew|drifted] down. It was {vehicle.a}, with {companion.a} [on top|waving].',
          ],
          [
            '{companion.a} [floated|drifted] up on {vehicle.a}. "The moon is [|so |very ]cold. Will you help?"',
            'Down came {vehicle.a}, and on it sat {companion.a}.',
            '[Sailing down|Gliding down] [between the stars|from the clouds] came {vehicle.a}, with {companion.a} [sitting cross-legged on it|holding on to the tassels], [who called|calling], "[The moon is freezing|Come quickly], [we need your help!|can you help?]"',
            '{companion.a} [steered|flew] {vehicle.a} [right up to {Name}|down beside {Name}], [wrapped in a scarf|with chattering teeth], and [patted the seat|held out a hand]. "[The moon is cold|Everyone up here is so cold]. [Will you come|Can you help]?"',
          ],
          [
            '{vehicle.a} [drifted|floated] down beside {them}, and {companion.a} patted the seat. "The moon needs us."',
            '{companion.a} arrived on {vehicle.a}, looking up at the moon with concern.',
            '{vehicle.a} [descended|drifted down] [in lazy spirals|like a falling leaf], [bearing|carrying] {companion.a}, [who was shivering almost as much as the moon|who had clearly been up there a long time], and [who made room on the carpet|who explained the trouble in a few chattering words].',
            '[On the edge of the dream|Out of the starry sky], {vehicle.a} [appeared|glided in], and {companion.a}, [perched on it|at its front], [asked {Name} to come along|invited {Name} aboard] [with the quiet urgency of a friend in need|in a voice small with cold].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ][{companion.the}|{companion.name}] was shivering. [|And ]the moon had {object.a}, but it was too small.',
            '[|Then |But then ][{companion.the}|{companion.name}] and the moon were [|so |all ]cold. {object.a} was too small.',
            'The moon [held|pulled at] {object.a}. [It was too small!|It only covered her nose.|Her toes stuck out.]',
            '"[Brrr|So cold|Help]," said the moon. {object.a} was [tiny|too short|too thin]. [{companion.The} shivered too.|Poor moon!]',
          ],
          [
            '"We are both so cold," [said|whispered] [{companion.the}|{companion.name}], shivering beside the moon, whose {object.a} was [|so |very ]far too small.',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] had kept the moon company all evening and was chilled through, and the moon had only {object.a}, which covered a sliver.',
            'The moon [was trying to snuggle under|tugged and tugged at] {object.a}, but [it was only big enough to cover one little corner of her|it slid off every time she turned], and [{companion.the}|{companion.name}] was [shivering|cold] too.',
            '"[Her|The moon\'s] quilt [is much too small|has shrunk|barely reaches]," [whispered|said] [{companion.the}|{companion.name}], [pointing up|looking up]. It was {object.a}, [and it covered about as much as a handkerchief|and it left most of the moon in the cold].',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] had spent the evening keeping the moon company and was shivering, and the moon was tugging at {object.a}, which covered barely a sliver.',
            '"It gets so cold up here," [said|whispered] [{companion.the}|{companion.name}], while the moon [tugged|pulled] at {object.a}, much too [small|little] for her.',
            'The moon [had drawn|was clutching] {object.a} [around her shoulders|about herself], but it [covered|hid] [only a thin crescent of her|no more than a sliver], [leaving the rest of her|and the rest] [out in the frosty air|pale and shivering], [while|and] [{companion.the}|{companion.name}], [keeping her company|loyally nearby], [shivered in sympathy|was half frozen too].',
            "{object.a} [belonged to the moon|was the moon's own], [a beautiful thing|stitched with stars], but [it had been made, long ago, for a much smaller moon|it was sized for a crescent, not a full moon], and [tonight it simply did not reach|tonight it was hopelessly inadequate].",
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} gave the moon a [hug|cuddle]. [|But ]the moon was still cold.',
            '[|First, |So ]they blew warm air. [|And ]it was not enough.',
            'They [pulled|stretched|tugged] the quilt. [It would not grow.|Still too small.|Nope!]',
            '[{companion.The}|{companion.name}] [rubbed|patted] the moon. [That helped a bit.|Still so cold.|Brrr, still cold.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [hugged|cuddled] the moon, but she was too [big|great big] to [hug|cuddle] all at once.',
            '[|First, |To begin with, |Right away, ]they blew warm breath on the moon, but the chill stayed.',
            'They [tried stretching|pulled on] the corners of the quilt [as hard as they could|very gently], [hoping it might grow|in case it was just scrunched up], but [it would not get any bigger|it sprang back to its small size].',
            "{Name} [rubbed the moon's cheek|gave the moon a warm hand to hold], [which made her glow a tiny bit|which she liked], but [the moon is very big|there was so much moon], and [one warm hand was not enough|the cold soon crept back].",
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [hugged|cuddled] the moon, which warmed exactly one crater.',
            'Warm breath [helped|did some good] for [a moment|a little while], then the chill [crept|tiptoed] back.',
            'Stretching the quilt [was tried|was attempted], [with care and then with determination|gently at first and then rather less gently], but [quilts, even in dreams, do not grow by being pulled|it stayed exactly the size it had always been].',
            "They [rubbed|chafed] the moon's [edge|chilly rim] [to warm her|with their hands], [which brought a faint blush to one small crater|which warmed one little patch], but [the moon was far larger than their hands|there was simply too much moon to go round].",
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
            '[|And |So ][{companion.the}|{companion.name}] was [|so |all ]warm now. [|And ]the moon [glowed|shone|gleamed] gold.',
            'No more shivers. [|And ][{companion.the}|{companion.name}] and the moon [smiled|grinned|beamed].',
            '[Warm, warm!|Ahh!|Cozy!] The moon [glowed|shone] [gold|bright|warm]. [{companion.The} stopped shaking.|The stars cheered.]',
            'The moon [smiled|grinned|beamed] a [big|wide|gold] smile. [No more brrr.|She was warm now.] [{companion.The} was warm too.|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] stopped shivering, and the warmth spread until the moon [glowed|shone|gleamed] a warm, golden color.',
            'Warm at last, [{companion.the}|{companion.name}] [smiled|grinned|beamed], and so did the moon, a wide, silvery smile.',
            '[Warmth spread|A warm glow spread] [from one side of the moon to the other|all across the moon], [like butter melting on toast|slow and golden], and [{companion.the}|{companion.name}] [stopped shivering|let out a long, cozy sigh].',
            'The moon [snuggled down|settled] [with a happy sigh|in the warmth], [glowing a soft, buttery gold|brighter than {Name} had ever seen her], and [the stars around her|all the little stars] [seemed to twinkle a thank-you|twinkled with delight].',
          ],
          [
            "[|And |At last, |And just like that, ][{companion.the}|{companion.name}] stopped shivering, and the warmth spread outward until the moon's glow turned from pale silver to gold.",
            'Warm at last, [{companion.the}|{companion.name}] and the moon both [smiled|grinned|beamed], and the [whole|entire] dream grew brighter.',
            "[The shiver left the moon's light|The trembling stopped] [all at once|gradually], [and her color deepened|warming] from [frosty silver|the white of frost] to [a rich, buttery gold|the gold of a lamp seen through a window], [as if someone had lit a fire inside her|the coziest color in the sky].",
            '[Warm at last|Properly warm for the first time that night], the moon [let out a slow, silvery sigh|relaxed], and [{companion.the}|{companion.name}], [no longer shivering|thawed at last], [curled up in the glow|settled into the warm light] [like a cat in a sunbeam|with a contented smile].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the moon [glowed|shone|gleamed] [softly|gently|quietly]. {Name} [slept deeply|slept like a kitten|slept warm and snug|slept all night long].',
            '[Warm moon, warm bed.|Warm moon, cozy bed.|The moon was warm, and so was {Name}.] [Good night, {Name}.|Good night, moon.|Sleep tight, moon.|Night, night, {Name}.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the moon [glowed|shone|gleamed] warm and soft, and {Name} slept deeply in its light.',
            '[|Soon |Before long, |In a little while, ]{vehicle.the} [floated|drifted] {Name} [gently|softly|carefully] back, and the dream grew quiet.',
            '[The golden moon|The warm moon] [hummed|glowed] [a soft lullaby of light|over the dream], [and|while] {vehicle.the} [rocked|carried] {Name} [gently back down|slowly home], [and|until] [sleep wrapped around {them}|{Name} slept] [as warm as a quilt|deep and cozy].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the warm moon [glowed|shone|gleamed] over the dream, and {Name} slept deeply beneath it.',
            '[|Soon |Before long, |In a little while, ]{vehicle.the} [carried|brought] {Name} back down, and the dream settled [softly|gently|quietly] into sleep.',
            "[The dream's last image|The last thing in the dream] was the moon, [round and golden and warm at last|glowing like a lamp left on for someone], and {Name} [slept on beneath her|slid into deep sleep] [with the same warm feeling|feeling as warm as she looked].",
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-golden-key-riddle',
    worlds: ['dream'],
    themes: ['fairy tales', 'magic', 'adventure', 'mystery', 'fantasy'],
    tags: ['magic'],
    problem: 'puzzle',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'teddy-barnaby', 'unicorn-moonbeam'],
      },
      place: { kind: 'place', ids: ['pillow-castle', 'fairy-village'] },
      object: { kind: 'object', ids: ['golden-key'] },
      vehicle: { kind: 'vehicle', ids: ['pumpkin-coach'] },
    },
    titles: ['{Name} and the {object.noun}', 'The Door in the {place.noun}', 'The Riddle of the Golden Key'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [fell asleep|drifted off|dozed off|went to sleep]. [A dream began.|A dream was waiting.|A dream came.]',
            '{Name} [closed|shut] {their} eyes. [The dream was waiting.|A dream came at once.|Soon a dream began.]',
            '[Snug in bed|Warm in bed|Tucked in], {Name} [yawned|sighed|smiled]. [Then came a dream.|Then the dream began.]',
            '{nameS} [eyes|sleepy eyes] [closed|shut]. [A soft|A golden|A happy] dream [began|came|opened up].',
          ],
          [
            '{Name} [fell asleep|drifted off to sleep|dozed off], and a dream was waiting, like a door left open.',
            'As soon as {Name} [closed|shut] {their} eyes, the dream began.',
            '[That night|Once the house was quiet], {Name} [drifted|slipped] into a dream [as soft as a pillow|as bright as a lantern], and [somewhere inside it|far away in it] a bell was [ringing|chiming] for a party.',
            '{Name} [yawned|gave a long yawn], [snuggled down|curled up] under the covers, and [was soon dreaming|slid into a dream] of [golden doors|a great locked door] and [a riddle|riddles] [no one could answer|waiting to be solved].',
          ],
          [
            'Sleep arrived, and with it a dream that seemed to have been waiting for {them}.',
            'The moment {Name} [closed|shut] {their} eyes, a dream unfolded like a map.',
            'Somewhere between one breath and the next, {Name} [crossed|slipped] into a dream, [where the air smelled of cake|where the moon hung low and golden] and [every door seemed to be waiting|something important was about to happen].',
            '[Sleep came quickly that night|That night sleep came on soft feet], and {Name} was [soon|at once] in a dream that felt like [an invitation|a party about to begin], [as if someone had been expecting {them} all evening|as though the dream itself had been waiting].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '{companion.a} came in {vehicle.a}. "[Hop in|Jump in|Climb in|Come along]!"',
            'Up rolled {vehicle.a}. [In it was {companion.a}.|{companion.a} waved from it.|{companion.a} sat inside.]',
            '[Clip, clop|Rumble, roll|Jingle, jingle]. {vehicle.a} [stopped|rolled up|came]. {companion.a} [waved|smiled|called].',
            '{companion.a} [came|rode up] in {vehicle.a}. "[A party waits|We need you|Come and see]!"',
          ],
          [
            '{vehicle.a} rolled up, and {companion.a} leaned out. "We need your help!"',
            '{companion.a} waved from {vehicle.a}. "Come along!"',
            '[With a jingle of bells|With a clip-clop and a jingle], {vehicle.a} [drew up|pulled up] beside {Name}, and {companion.a} [called from inside|leaned out], "[Quick, hop in|Come quickly], there is a door that will not open!"',
            '{companion.a} [stepped|hopped] down from {vehicle.a} and [bowed|gave a little bow]. "[The party cannot start|Nobody can get in] without you," {companion.it} [said|explained]. "Will you come?"',
          ],
          [
            '{vehicle.a} rolled to a stop, and {companion.a} leaned out of [the window|the windowpane]. "You are just in time," {companion.it} [said|whispered].',
            '{companion.a} opened the door of {vehicle.a}. "There is a riddle, and we cannot solve it without you."',
            '[Out of the silver mist|Around the corner of the dream] rolled {vehicle.a}, [its wheels|its lamps] [glinting|glowing] [gold|softly], and {companion.a} [flung open the door|leaned from the window] [with great relief|as if {they} had been expected].',
            '{companion.a} [climbed|stepped] down from {vehicle.a}, [looking hopeful and a little worried|with a hopeful, worried smile]. "[We have a riddle that no one can answer|There is a door, a key and a riddle]," {companion.it} [explained|confided], "and [we think you might be the one to solve it|everyone says you are good at riddles]."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|So] they rode to {place.a}. [It was big and soft.|It was soft and bright.|It had round doors.]',
            '[Soon|Then|So] the coach took them to {place.a}.',
            '[Bump, bump|Roll, roll|Jingle, jingle] went the coach. [There was {place.a}.|They came to {place.a}.]',
            'The coach [rolled|bounced|floated] [up a hill|over a bridge|past the moon]. [Then came {place.a}.|Ahead was {place.a}.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]{vehicle.the} [carried|brought] them to {place.a}, [glowing|shining] in the moonlight.',
            '[|Soon |Before long, |After a while, ]they rolled along to {place.a}, with its soft towers and round windows.',
            '{vehicle.The} [rolled|rattled|bowled] along a road of [moonbeams|starlight], [past sleeping hills|over a bridge of cloud], until {place.a} [appeared|came into view] ahead.',
            'They [bounced|jingled] along [for a while|through the dream], [counting stars|singing a rolling song], and then there was {place.a}, [with a big gold door|all lit up for a party].',
          ],
          [
            '[|Soon |Before long, |After a while, ]{vehicle.the} bumped [gently|softly|carefully] along until {place.a} rose before them, soft-towered and [glowing|shining].',
            '[|Soon |Before long, |After a while, ]they arrived at {place.a}, where every window [glowed|shone|gleamed] warm.',
            '{vehicle.The} [carried|bore] them along a [winding|silver] road [of moonlight|through the dream], [over bridges of cloud|past hills that seemed to be dozing], until {place.a} [rose ahead|appeared], [every window lit|its great door shining gold].',
            '[The journey was short but splendid|It was a short ride, but a splendid one]: [stars|lanterns] lined the road, the wheels [hummed|sang] [softly|a quiet tune], and at the end of it stood {place.a}, [waiting|lit up] for a party that could not begin.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Oh no,] the door was locked. They had {object.a}.',
            '[Then|But then|Soon] [{companion.the}|{companion.name}] held {object.a}. [It would not turn.|It stayed stuck.|The lock said no.]',
            '[A big|A round|A gold] door [stood|waited] [shut|locked]. [{companion.the}|{companion.name}] [had|held up] {object.a}.',
            '"[This is|Here is|I have] {object.a}," said [{companion.the}|{companion.name}]. "[But it needs an answer|It only turns for a riddle]."',
          ],
          [
            '[|Then |But then |Soon enough, ]the great door was locked, and {object.a} would only turn if someone solved its riddle.',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] held up {object.a}. "It only works for the right answer," {companion.it} [said|whispered].',
            '[At the top of the steps|In front of them] stood a [great|tall] golden door, [firmly locked|shut tight], and [{companion.the}|{companion.name}] [held out|showed them] {object.a}. "It only turns for [the right answer|whoever solves the riddle]," {companion.it} said.',
            '[|Then |But then ]they [found|saw] the trouble: the door was locked, and beside it, on a [velvet|silk] cushion, lay {object.a}, [gleaming softly|waiting to be used].',
          ],
          [
            '[|Then |But then |Soon enough, ]the great door was locked, and {object.a} would turn only for someone who could answer the riddle engraved on its handle.',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] held up {object.a}. "The key is easy," {companion.it} [said|whispered]. "The riddle is not."',
            '[The trouble was plain at once|It did not take long to see the trouble]: the great door was locked, and the only way in was {object.a}, which [refused|declined] to turn for anyone who could not answer its riddle.',
            '[{companion.the}|{companion.name}] [lifted|held up] {object.a}, [which gleamed|gleaming] in the lamplight. "[It is not a stubborn key|The key is not broken]," {companion.it} [explained|sighed], "[it simply wants an answer|it only wants the right answer], and [nobody|no one] [has guessed it|has found it] yet."',
          ],
        ),
        details: v(
          [
            'The riddle [said|whispered|read]: "What gets [bigger|more] the more you share it?"',
            '[Everyone|The guests|Friends|Little faces] inside [waited|peeked out|pressed at the glass]. [They hoped to see the party.|They tapped their feet.|Music was waiting.|Cake was waiting.]',
          ],
          [
            '[|And ]the riddle [said|whispered], "What grows bigger the more you give away?"',
            'Inside, everyone was waiting for the party to begin.',
          ],
          [
            '[|And ]the riddle read: "The more of me you give away, the more of me there is. What am I?"',
            'Behind the door, a [whole|entire] party was waiting for someone to let it begin.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '"[Cake|Pie|Jam]?" [said|guessed|tried] [{companion.the}|{companion.name}]. [The key did not turn.|No click.|That was not it.]',
            '[First,|So|Then] they tried "[a balloon|a bubble|a drum]". [Nope.|No click.|Not that.]',
            '"[A snowball|Bread dough|A puddle]?" {Name} [asked|tried|guessed]. [The key stayed stuck.|Not quite.|[No luck.|No luck there.|No such luck.|Still no luck.]]',
            'They [turned|twisted|jiggled] {object.the} [hard|again|both ways]. [It would not budge.|[Still stuck.|It was still stuck.|Stuck, still.|It stayed stuck.]]',
          ],
          [
            '"[Cake|Could it be cake|Is it cake]?" guessed [{companion.the}|{companion.name}], but cake gets smaller when you share it.',
            '[|First, |To begin with, |Right away, ]they tried "a balloon," but the key stayed still.',
            '"Treasure?" [guessed|tried|asked] {Name}, but treasure [does not grow|only shrinks] when you give it away, and {object.the} stayed [still|put].',
            '[{companion.the}|{companion.name}] [tried|suggested] "a secret," but a secret [stops being one|is not a secret any more] once it is shared, and the key did not [move|budge].',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] suggested cake, then remembered that shared cake gets smaller, not bigger.',
            '"[A balloon|Is it a balloon|Maybe a balloon]?" tried {Name}, but the key did not budge.',
            '{Name} [suggested|tried] "treasure," [reasoning|thinking] that everyone wants more of it, but treasure [shrinks|grows smaller] when it is shared, and {object.the} [stayed|remained] perfectly still.',
            '"A secret?" [offered|ventured] [{companion.the}|{companion.name}], and then, [before the key could even answer|almost at once], shook {companion.its} head: a shared secret is not a secret at all.',
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
            '[And|So|At last,] the key turned. [The door opened!|Creak, the door swung wide!|In they went!]',
            '[Click|Clack|Clink]! [Inside was a party.|A party was inside.|There was a party!]',
            '"[Love|Kindness|Love and kindness]," said {Name}. [Click went the key.|The key turned.|The door opened.]',
            'The [door|big door|gold door] [swung|slid|creaked] open. [Music came out.|Lights came out.|Cake smell came out.]',
          ],
          [
            '[|And |At last, |And just like that, ]the key turned with a click, and the great door swung open on a party.',
            '[|And |At last, |And just like that, ]the door opened, and everyone inside [cheered|clapped].',
            '[|At last, |And just like that, ]{Name} whispered, "[Kindness|Love]," and the key turned [with a happy click|with a soft click], and the golden door swung open on [music and lights|a party full of light].',
            'The moment {Name} said "[kindness|love]," {object.the} turned [by itself|all on its own], the door [creaked|swung] open, and [everyone inside|all the guests] [cheered|burst into a cheer].',
          ],
          [
            '[|And |At last, |And just like that, ]the key turned, the great door swung wide, and music and light spilled out.',
            '[|And |At last, |And just like that, ]the door opened on a party that had been waiting just for them.',
            '"[Kindness|Love]," {Name} said [softly|quietly], and {object.the} turned [at once|with a contented click], as though it had been waiting all evening to hear someone say it.',
            '[|At last, |And just like that, ]the answer was spoken, the key [turned|gave a satisfied click], and the great door [swung|opened] [wide|inward] on a party [bright with lanterns|glowing with lanterns and music].',
          ],
        ),
        details: v(
          [
            'They [danced|twirled|spun|hopped] [with the guests|in a ring|round the room]. [There was cake.|They ate cake.|They had jelly.|They had warm buns.]',
            'The answer was [love|kindness|a smile]. [Share it and it grows.|It gets bigger when shared.|Everyone agreed.|The more you give, the more there is.]',
          ],
          [
            '[|And ]they [danced|twirled] and ate [tiny|little] cakes, and [{companion.the}|{companion.name}] [laughed|giggled|chuckled] the [whole|entire] time.',
            '[|And ]the answer, everyone [agreed|decided], was kindness: the more you give, the more there is.',
          ],
          [
            '[|And ]there was dancing and there were [small|little] cakes, and [{companion.the}|{companion.name}] [danced|twirled] with everyone.',
            '[|And ]the answer had been kindness all along, and the party was proof of it.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|After a while] the party was [soft|slow|quiet] and [slow|soft|sleepy]. {Name} slept [deeper|sound|long].',
            '[Soon|Then|After a while] the dream went [quiet|soft|still]. [Good night, {Name}.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]|[Night, night.|Night, night, little one.|Night, night, sleepyhead.]]',
            '{Name} [kept|held|dreamed of] the golden key. [Then the dream went soft.|Then all was quiet.]',
            '[The music|The party|The lights] [faded|slowed|dimmed]. {Name} [slept|dozed|dreamed] [on|deep|happily].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the music slowed, the lights dimmed, and {Name} sank into a deep, [cozy|snug] sleep.',
            '[|Soon |Before long, |In a little while, ]the dream grew soft and hushed, and {Name} slept on.',
            '[|Later, |By and by, ]the [party|music] [grew quieter|slowed], the lanterns [dimmed|glowed low], and {Name} [curled up|drifted off] [on a soft cushion|in a cozy corner], [the golden key in {their} hand|smiling].',
            '[|Soon |Before long, ]{Name} was yawning [between dances|over the last little cake], and the dream [tucked|wrapped] {them} [in|into] a [warm|soft] sleep.',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the music slowed to a waltz, then a lullaby, and {Name} slept deeper than ever.',
            '[|Soon |Before long, |In a little while, ]the dream folded itself [gently|softly|carefully] away, and {Name} slept on, smiling.',
            '[|By and by, |Eventually, ]the [last|final] dance [ended|came to an end], the lanterns [dimmed|were turned low] one by one, and {Name} [drifted|sank] into a sleep as warm as the [party|music] had been.',
            '[|Later, |Long after midnight in the dream, ]{Name} [yawned|let out a yawn] [behind {their} hand|over the last small cake], and the dream [folded|closed] [softly|gently] around {them}, [like a door|as quietly as the golden door] [swinging shut|closing] on a happy evening.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-coach-stuck-in-marshmallow',
    worlds: ['dream'],
    themes: ['fairy tales', 'fantasy', 'adventure', 'friendship', 'dreams'],
    tags: ['magic'],
    problem: 'stuck',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'teddy-barnaby', 'unicorn-moonbeam'],
      },
      vehicle: { kind: 'vehicle', ids: ['pumpkin-coach'] },
      place: { kind: 'place', ids: ['marshmallow-hill'] },
      object: { kind: 'object', ids: ['coach-wheel'] },
    },
    titles: [
      '{Name} and the Stuck {vehicle.noun}',
      'The Sticky Way to the Ball',
      'The {object.noun} in the Marshmallow',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [fell asleep|drifted off|dozed off|went to sleep]. [The dream was a fairy tale.|A fairy tale dream began.|The dream had a castle.]',
            'In the dream, there was a [ball|party|dance] [tonight|at the castle|for the king].',
            '{Name} [closed|shut] {their} eyes. [A ball was waiting.|Music played far off.|A castle glowed.]',
            '[Snug|Warm|Tucked] in bed, {Name} [dreamed|began to dream] of a [ball|dance|party]. [Everyone was going.|It was tonight.]',
          ],
          [
            '{Name} [fell asleep|drifted off to sleep|dozed off], and the dream that came was a fairy tale with a ball at the end.',
            'In {their} dream, everyone was getting ready for a grand ball.',
            'That night {Name} [dreamed|had a dream] of a castle on a hill, where [the windows glowed|lanterns were being lit] and a [grand|royal] ball was about to begin.',
            '[Snug under the covers|Warm in bed], {Name} [slipped|drifted] into a dream, and in the dream [a royal invitation|an invitation with a gold seal] said: "The ball is tonight. Everyone is welcome."',
          ],
          [
            '{Name} [drifted|floated] into a dream that had clearly come straight out of a fairy tale, ball and all.',
            'The dream began with an invitation: a ball, tonight, and everyone was welcome.',
            '{Name} fell asleep and [found|discovered] {their} dream [dressed|decked out] for a [celebration|grand occasion]: somewhere [beyond the hills|over the hill], a castle was [getting ready for|preparing] a ball.',
            '[No sooner had {Name} closed {their} eyes than|The moment {Name} closed {their} eyes,] the dream [arrived|appeared], [smelling faintly of sugar|with music drifting from far away], [promising|announcing] a royal ball before the night was out.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '{companion.a} came in {vehicle.a}. "[Come to the ball|Hop in|We are going to the ball|Climb in]!"',
            '{vehicle.a} rolled up. {companion.a} [waved|gave a wave|called out|smiled].',
            '[Clip, clop|Roll, roll|Jingle, jingle]. Up came {vehicle.a}. In it was {companion.a}.',
            '{companion.a} [opened|held open|swung open] the door of {vehicle.a}. "[The ball|The dance|The party] is [soon|tonight]!"',
          ],
          [
            '{vehicle.a} rolled up, and {companion.a} opened the [little|small|tiny] door. "Hop in, we are going to the ball!"',
            '{companion.a} waved from {vehicle.a}, all dressed up for the ball.',
            '[Jingle, jingle|Clip-clop, clip-clop], {vehicle.a} [came|rolled] down the lane, and {companion.a} [waved|called] from the window. "[There is room for one more|Come with us to the ball]!"',
            '{companion.a} [stepped|hopped] out of {vehicle.a} and [bowed|gave a deep bow]. "[Your seat is ready|We saved you a seat]," {companion.it} said. "The ball [begins|starts] [soon|very soon]."',
          ],
          [
            '{vehicle.a} came bowling along the lane and stopped, and {companion.a} leaned out. "You are coming to the ball, of course."',
            '{companion.a} arrived in {vehicle.a}, dressed in a great deal of ribbon.',
            '{vehicle.a} [swept|rolled] up [with a flourish|in a cloud of glitter], and {companion.a} [threw open|flung open] its little door. "[Hurry, hurry|Quick, quick], the ball will not wait, and neither, I suspect, will the king."',
            '[Around the bend|Along the moonlit lane] came {vehicle.a}, and {companion.a}, [wearing|dressed in] [far too many ribbons|a hat with a feather], leaned out to [invite|insist on bringing] {Name} to the ball.',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|So] they rolled up {place.a}. It was [soft|so soft|squishy] and [pink|white|sweet].',
            '[Soon|Then|So] the road went up {place.a}. [The coach bumped along.|Bump, bump went the coach.|The wheels went squish.]',
            '[Up|Up, up|Up and up] [went|rolled] the coach, to {place.a}. [It smelled so sweet.|It was like sugar.]',
            '{place.a} was [next|ahead|on the way]. [It was soft and pink.|It was puffy and white.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]the coach rolled merrily up {place.a}, soft and pink and sweet.',
            '[|Soon |Before long, |After a while, ]the road to the ball went over {place.a}, and [{companion.the}|{companion.name}] [carried|brought] a gift for the king.',
            '[|Soon |Before long, ]the road [wound|curled] up {place.a}, [pink and puffy|soft and sweet-smelling], and the wheels made a [soft|squishy] sound [as they went|with every turn].',
            '{vehicle.The} [bounced|rolled] along happily until the road [turned|became] soft and pink: they were climbing {place.a}, [and it smelled of sugar|and it wobbled a little under the wheels].',
          ],
          [
            '[|Soon |Before long, |After a while, ]the road to the ball climbed {place.a}, and [{companion.the}|{companion.name}] held a small gift for the king on {companion.its} lap.',
            '[|Soon |Before long, |After a while, ]they set off up {place.a}, which was pink and soft and smelled of sugar.',
            'The road to the castle [led|ran] straight over {place.a}, a [vast|great], [pillowy|puffy] slope that [smelled of vanilla|wobbled gently], and {vehicle.the} [began to climb|started up it] [bravely|cheerfully].',
            '[Before long|Soon enough] the lane gave way to {place.a}, soft as a cushion and [sweet as a bakery|pink as a sunrise], and {vehicle.the} [began|started] the climb with [a cheerful creak|a hopeful lurch].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Squish|Squelch|Plop]! {object.a} sank in. [The coach was stuck.|The coach stopped.|It would not roll.]',
            '{object.a} went into the soft hill. [Stuck!|Stuck fast!|Oh no, stuck!|It would not budge!]',
            '[Oh no|Uh-oh|Oh dear], {object.a} [sank|slid|sunk] [deep|down|in]. [The coach tipped.|The coach stuck.]',
            '{object.a} [got stuck|got caught|sat stuck] in the [marshmallow|goo|sweet hill]. [The coach could not go.|No more rolling.]',
          ],
          [
            'Squish! {object.a} sank deep into the soft marshmallow, and {vehicle.the} was stuck fast.',
            'Halfway up, {object.a} sank into the sticky hill, and {vehicle.the} would not move.',
            '[Then|But then], [with a squelch|with a slow squish], {object.a} [sank|slid] into the marshmallow, and {vehicle.the} [tipped|leaned] to one side and stopped.',
            '[Halfway to the top|Near the top], {vehicle.the} gave a [wobble|lurch]: {object.a} had sunk into the soft, sticky hill, right up to its [middle|spokes].',
          ],
          [
            'Halfway up, {object.a} sank into the marshmallow with a soft squelch, and {vehicle.the} settled in as if it meant to stay.',
            '[|Then |But then |Soon enough, ]the hill was softer than it looked, and {object.a} sank until it was stuck fast.',
            'It happened [halfway up|just below the top]: {object.a} [sank|slid], [slowly and then all at once|with a long, sticky sigh], into the marshmallow, and {vehicle.the} came to a [lopsided|sugary] halt.',
            'The trouble with [marshmallow|a marshmallow hill], as they [soon discovered|discovered], is that it is [far softer|much softer] than it looks: {object.a} [sank|slid] in [up to its spokes|deeper and deeper], and {vehicle.the} [stopped|would not go on].',
          ],
        ),
        details: v(
          [
            'The ball would start [soon|any minute|at nine]. [The king was waiting.|The band was waiting.|The cake was waiting.]',
            'The marshmallow was [very|really|so] [sticky|gooey|squishy]. [It stuck to shoes.|It smelled sweet.]',
          ],
          [
            'Far away, the music for the ball was starting.',
            '[|And ]the marshmallow was [|so |very ]soft and sticky and smelled of sugar.',
          ],
          [
            'From the top of the hill came the [faint|soft] sound of an orchestra tuning up.',
            '[|And ]the marshmallow was [|so |very ]sticky, sweet-smelling, and [very|really|so] reluctant to let go.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] they pushed the coach. [It did not move.|It stayed put.|It sank more.]',
            '[First,|So|Then] [{companion.the}|{companion.name}] [pulled|tugged|heaved]. {object.The} [stayed stuck|did not budge|went squish].',
            '{Name} [rocked|wiggled|jiggled] the coach. [Squish, squish.|It wobbled.|It only sank.] [[Still stuck.|It was still stuck.|Stuck, still.|It stayed stuck.]|[No luck.|No luck there.|No such luck.|Still no luck.]]',
            'They [waited|hoped|wished] for [help|a wind|a push]. [None came.|Nothing came.|[Still stuck.|It was still stuck.|Stuck, still.|It stayed stuck.]]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they got out and pushed, but {object.the} only sank deeper.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] [pulled|tugged] with all {companion.its} might, but the coach stayed put.',
            '[|Next, |Then ]{Name} [rocked|wiggled] the coach [back and forth|to and fro], but {object.the} only [squished|squelched] and stayed [stuck|put].',
            '[|Next, |Then ]they [waited|hoped] for [the marshmallow to let go|a breeze to help], but marshmallow, it turned out, is [very|extremely] patient, and {object.the} did not [move|budge].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they climbed out and pushed, which only pressed {object.the} deeper.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] [tugged|pulled] on {object.the} until {companion.its} ribbons came undone, without success.',
            '{Name} [tried|attempted] rocking {vehicle.the} [gently|back and forth], [hoping|trying] to [coax|ease] {object.the} free, but the marshmallow [simply|only] [held on more firmly|tightened its grip].',
            '[|Next, |Then ]they [tried|attempted] [waiting|being patient], on the theory that marshmallow might [tire of holding on|get bored], but it [showed no sign of it|seemed perfectly content], and {object.the} stayed [exactly where it was|stuck fast].',
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
            '[Pop|Plop|Thwop]! {object.The} came out. [Off they went!|Away they rolled!|On to the ball!]',
            '[And|So|At last,] the coach rolled free. [The ball was near.|They were on their way.|The castle was close.]',
            '[Squelch, pop|Squish, pop|Slurp, pop]! The coach [rolled|bumped|bounced] free. [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|At last!]',
            '{object.The} [spun|turned|rolled] [again|once more|at last]. [They cheered.|{Name} clapped.]',
          ],
          [
            'With a soft pop {object.the} came free, and {vehicle.the} rolled on up the hill.',
            '[|And |At last, |And just like that, ]they reached the ball just in time, and [{companion.the}|{companion.name}] gave the king {companion.its} gift.',
            '[|At last, |And just like that, ]{object.the} [popped|slid] free with a [soft|sticky] [plop|pop], and {vehicle.the} [rolled|bowled] up the rest of the hill to the castle.',
            '[|And |At last, ]{vehicle.the} [rolled|bounced] on, [a little sticky|sticky but happy], and they [reached|came to] the castle just as the music [began|started].',
          ],
          [
            'With a gentle pop {object.the} came free, and {vehicle.the} rolled the rest of the way as if nothing had happened.',
            '[|And |At last, |And just like that, ]they arrived as the first dance began, and the king was delighted with his gift.',
            '[|At last, |And just like that, ]{object.the} [came free|pulled loose] with a [satisfying|cheerful] pop, [trailing|with] [a wisp of marshmallow|one last sticky string], and {vehicle.the} [carried them|rolled] the rest of the way to the castle.',
            '[|And |At last, ]they [arrived|rolled up] at the castle [a little sticky|sticky at the wheels] but [exactly|just] on time, [as the doors were opening|as the first notes of the first dance floated out].',
          ],
        ),
        details: v(
          [
            'They [danced|twirled|spun] at the ball. [The music was slow.|The music was soft.|The band played waltzes.]',
            'The king [opened|unwrapped] his [gift|present]. He [smiled|grinned|beamed|laughed].',
          ],
          [
            '[|And ]they [danced|twirled] at the ball, slow and twirly, until {Name} was [sleepy|drowsy].',
            '[|And ]the king opened his gift, a [little|small|tiny] golden bell, and [smiled|grinned|beamed] at everyone.',
          ],
          [
            '[|And ]they [danced|twirled] one slow dance after another, until the music itself [began to|started to] yawn.',
            '[|And ]the king rang his new golden bell all evening and declared it the best gift of the night.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|After a while] the music got [soft|softer|slow|quiet]. {Name} slept [deeper|sound|on and on].',
            '[Soon|Then|After a while] the ball was over. [Good night, {Name}.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]|[Night, night.|Night, night, little one.|Night, night, sleepyhead.]]',
            'The [candles|lights|lamps] [dimmed|went low|glowed soft]. {Name} [slept|dreamed|dozed] [on|deep|happily].',
            '{Name} [waved|smiled] at the castle. [Then the dream went soft.|Then all was still.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the music grew soft and slow, and {Name} slid into a deeper sleep.',
            '[|Soon |Before long, |In a little while, ]the ball ended, the lights dimmed, and {Name} slept on, smiling.',
            '[|Soon |Before long, ]{Name} was [yawning|blinking] [between dances|by the fire], and the dream [wrapped|tucked] {them} up [as soft as|soft as] marshmallow.',
            '[|Later, |By and by, ]the [candles|lanterns] [burned low|grew dim], the music [slowed|softened], and {Name} [drifted|sank] into a [deep|sweet] sleep.',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the orchestra played its last slow waltz, and {Name} slept on into the quiet part of the evening.',
            '[|Soon |Before long, |In a little while, ]the ball ended, as all good balls do, with everyone [sleepy|drowsy] and happy.',
            '[|By and by, |Eventually, ]the candles [burned low|flickered softly], the [dancers|guests] [drifted|wandered] home, and {Name} [sank|settled] into a sleep as soft as [the marshmallow hill|a marshmallow cloud].',
            '[|Later, |Long after the last waltz, ]{Name} [curled up|nestled] [in a velvet chair|on a cushion by the fire], [listening to|lulled by] the [last|final] [soft|slow] notes, and the dream [let|allowed] {them} [sleep|drift off] [at last|peacefully].',
          ],
        ),
      },
    ],
  },
];
