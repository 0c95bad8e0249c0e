import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans outdoors on land: meadows, orchards, farms, woods, towns and little railways. */
export const LAND_PLANS: readonly PlotPlan[] = [
  {
    id: 'land-faded-bluebells',
    worlds: ['land'],
    themes: ['nature', 'magic', 'friendship', 'seasons', 'spring'],
    tags: ['bees', 'insects'],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['bluebells'] },
      place: { kind: 'place', ids: ['meadow', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Pale {object.noun}',
      'Color for the {place.noun}',
      'The {object.noun} That Forgot Their Blue',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [walked|strolled|wandered|skipped] to {place.a}. [The sun was [warm|so warm|bright|golden].|Birds sang in the trees.|The sky was wide and blue.|Everything smelled of spring.|A breeze tickled {their} nose.]',
            '[It was a spring [morning|day|afternoon]|Spring had [come|arrived] [at last|again|early this year]|The days were getting [warm|long|warmer]|It was a [bright|sunny|fresh] spring [day|morning]]. {Name} [went|ran|hurried|skipped] to {place.a}.',
            '{Name} [put on|laced up|pulled on] {their} [boots|shoes|sun hat]. [Off to {place.a}!|Out to {place.a}!|Then off {they} went to {place.a}.|It was time for {place.a}.]',
            '[Birds sang|The sky was blue|Buds were out|Lambs played|Blossoms opened|Frogs sang] at {place.a}. {Name} [ran|skipped|hopped|hurried] [to see|to look|out the door|down the path].',
          ],
          [
            'On a [bright|breezy|sunny] spring [morning|day|afternoon], {Name} [skipped|wandered|hurried] down the [path|lane|hill] to {place.a}.',
            'The sun was [warm on {their} face|soft on {their} back|bright in {their} eyes] as {Name} [wandered|strolled|ambled] into {place.a}[| with a basket| humming a tune].',
            '{Name} had been waiting all week for a [sunny|warm|bright] day, and this one [smelled of blossom|had a blue sky|was perfect], so off {they} went to {place.a}.',
            '[The birds were busy|Blossom was out|New leaves were unfolding] everywhere as {Name} [wandered|made {their} way|skipped] into {place.a}, [humming|swinging {their} arms|looking for the first flowers].',
          ],
          [
            'It was the first truly warm [morning|day] of spring, and {Name} set off for {place.a} with nowhere in particular to be.',
            'Sunlight lay across {place.a} like a warm blanket, and {Name} [walked|strolled|wandered] into it gladly.',
            '{Name} [went|set off] to {place.a} [that afternoon|after lunch|one bright morning] to see whether spring had [arrived|finished arriving|really come], and found it [busy|halfway through its work|everywhere] [in every hedge|in the blossom|underfoot].',
            'Spring had [come late|taken its time] that year, so when [the first warm day|a properly warm morning] finally arrived, {Name} [went straight|hurried] to {place.a} to [make the most of it|see what had changed].',
          ],
        ),
        details: v(
          [
            'The [grass|new grass] was [soft|green|cool|wet with dew]. [[Bees|A bee|Two bees] [hummed|buzzed|bumbled] [by|past|over the daisies|in the clover].|A [robin|blackbird|little wren] hopped [about|by the path|in the grass].]',
            'A [breeze|soft wind|warm wind|spring breeze] made the [grass|leaves|flowers|daisies] [sway|dance|nod|bend|wave] [this way and that|to and fro|and bob|].',
            '[New leaves|Little buds|Pink blossoms] [were out|had opened|peeked out] on the [trees|hedge|bushes]. [Spring [was here|had come|was back|had woken up] [at last|again|for real|all at once].|Everything [looked|seemed|felt] [new|fresh|green|bright] [again|today|this morning].|[The air|The wind|The path] smelled [sweet|green|of rain|of flowers].]',
            '{Name} [jumped over|hopped past|stepped around|leaped over|skipped around] a [puddle|muddy patch|little stream|fallen log|row of stones]. [{Their} [boots|feet|shoes] landed with a [splish|squelch|thump|bump]!|It was a [big|long|good|wobbly] jump [for {their} legs|for {them}|].|{They} [almost|nearly|just about] [slipped|tripped|wobbled] [on the way|at the end|as {they} landed].|Over {they} [went|sailed|flew|hopped] [with a whoop|with a laugh|like a frog|like a deer]!|{Their} [boots|socks|knees|shoes] got [muddy|splashed|wet|brown] [anyway|all the same|a little].]',
          ],
          [
            '[|And ]the grass was [|so |very ]soft and new, and a [gentle|warm|light] breeze made it [ripple|sway|roll] like [a green sea|green water|a soft green blanket].',
            'Butterflies [drifted|tumbled|danced] past, [white and yellow|orange and white|pale yellow], [in no hurry at all|as if they had all day|landing on every daisy].',
            '[Blossom|Pink blossom|White blossom] [drifted|floated|fluttered] down from the trees [like slow snow|onto the path|onto {nameS} hair], and the whole place smelled [new|green|of spring].',
            'The [hedges|trees|bushes] were [full of|covered in|dotted with] [tiny new leaves|fat green buds|fresh green], [as bright as|the color of] [lime|a new pea|spring itself].',
          ],
          [
            'New grass rippled in the breeze, and [the air smelled of|the air was full of] earth that had just woken up.',
            'White butterflies [wandered|strolled|ambled] past on errands of their own, never in a hurry.',
            '[Every hedge|Every branch|Each twig] [was busy with|had sprouted] [new leaves|fresh buds|small green flags], [the color|a green] so [bright|new|fresh] it [almost hummed|looked freshly painted|seemed lit from inside].',
            '[Blossom|Petals from the cherry trees] [came loose|drifted down] [in the breeze|every so often], [pink and white|as light as paper], and [settled|landed] on {nameS} [sleeves|shoulders|hair] [like confetti|as if for a small celebration].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Just then|Then|Look,|Up ahead] there was {companion.a}. [{companion.It} looked [so|very|a bit|all] [worried|sad|glum].|{companion.It} was not smiling.|{companion.It} had a frown on.|{companion.It} sat very still.]',
            '{companion.a} waved from the [path|gate|hill|fence]. "[Come and see|Please come|Over here|Look at this], [{Name}|please|quick|]!" [called|cried|said] {companion.the}.',
            '{companion.a} [ran|hurried|hopped|dashed] up [the path|to {Name}|from the trees|]. "[Something is wrong!|Oh dear, oh dear!|Can you help us?|Please come and see!|Come quick!|{Name}, I need you!|Oh, I am glad you came!]"',
            '[By a tree|On a rock|Near the path|On a log|By the gate] sat {companion.a}. [{companion.It} gave a [big|long|sad|small] sigh.|{companion.It} looked [glum|sad|gloomy|so sad] [today|and gray|and tired].|{companion.It} hung {companion.its} head.|{companion.It} did not smile at all.]',
          ],
          [
            '[Under a tree|On an old stump|Beside the path] sat {companion.a}, looking [very|really|so] worried [indeed|about something|and small].',
            '"Oh, I am [glad|so glad|very glad] you came," [said|whispered] {companion.a}, [hurrying up the path|running to meet {them}|waving both {companion.limbs}].',
            '{companion.a} [came hurrying|came running|came puffing] [down the path|across the grass|through the gate] [the moment|as soon as] {they} arrived. "[Please come and look|You have to see this|Something has gone wrong|Come quickly|Oh, come and see], [{Name}|please|quick]!"',
            '[Sitting|Waiting] [on a log|by the gate|under a bush] was {companion.a}, [who jumped up|who waved and waved|who looked very relieved] [to see {Name}|when {Name} came along|as soon as {they} came near].',
          ],
          [
            'Waiting by the path was {companion.a}, wearing the expression of someone with a problem that needs two heads to solve.',
            '{companion.a} [intercepted|met] {Name} at the [gate|edge of the grass|first bend in the path], [too worried for the usual pleasantries|plainly glad of the company|visibly relieved], and [asked|begged] {them} to come and see something.',
            '"[You are just the person I hoped to see|Thank goodness you are here|I was hoping someone kind would come]," [said|whispered|called] {companion.a}, [hurrying over through the grass|stepping out from behind a tree|coming up the path at a trot].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Look,|Soon] [{companion.the}|{companion.name}] [showed {them}|led {them} to|pointed at] {object.a}. [They were [gray|pale|dull], not blue.|Every bell was gray.|Where had the blue gone?|They had no color at all.]',
            '[Then|Soon|But then] they [looked at|gazed at|peered at|came to] {object.a}. [All the blue was gone.|The blue had faded.|They were gray.|Not one was blue.|They looked like dust.|They were pale as milk.]',
            '"[Look at|See|Oh, look at|Come and see] {object.a}," [said|sighed|whispered] [{companion.the}|{companion.name}]. [Their blue was [gone|all gone|missing].|They looked so [dull|gray|pale|sad].|Not one bell was blue.|They had gone gray overnight.]',
            '{object.a} [hung|drooped|stood|sagged] [gray|pale|limp] [by the path|under the trees|in the shade|]. [Where was the blue?|The blue was gone.|No blue at all.|They looked so tired.|Even the bees flew past.|They did not ring.]',
          ],
          [
            '[|Then |Soon |Soon enough, ][{companion.the}|{companion.name}] led {them} to {object.a}, but the flowers had gone [pale and gray|as gray as ash|the color of old socks|dull as a rainy sky].',
            '"[Look at|Just look at|Can you see] {object.a}," [said|whispered|sighed] [{companion.the}|{companion.name}]. "[Yesterday|Only last week|This morning] they were blue, and [today|now] they are [|so |very |all ]gray."',
            '[In the shade of the trees|Down by the hedge|In their usual corner] [grew|stood] {object.a}, but [instead of blue|where the blue should be] there was only [a dusty gray|a pale, tired gray|the color of old dishwater].',
            '[{companion.The}|{companion.name}] [pointed|nodded] at {object.a}. [Every single one|Each little bell|All of them] had [faded to gray|gone pale as paper|turned the color of dust], [and nobody knew why|overnight|as if someone had washed the blue out].',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] led the way to {object.a}, which should have been the brightest blue in the [whole|entire] place, and every flower had faded to gray.',
            '"[Every|Each] spring, {object.a} [here|by this path] turns the bluest blue," [said|whispered] [{companion.the}|{companion.name}], "but this year the color never came."',
            '{object.a} [stood|nodded] [in their usual place|beneath the trees|along the bank] [as they did every spring|exactly as always], [except that|only] [they were gray|every bell had faded to the color of ash|they had no color at all], [like a photograph left too long in the sun|like a drawing nobody had colored in].',
          ],
        ),
        details: v(
          [
            '[The bees|A bee|Two bees|A fat bee] [flew|zoomed|buzzed] [past|by] and [did not stop|went on by|looked away|went to the daisies].',
            '[Even|And even] the [leaves|stems|buds] [looked|seemed] [tired|worn out|droopy|sad|limp].',
            '[Nearby|Close by|Next to them], the [daisies|buttercups|primroses] were [bright|white and gold|yellow]. [Only the [bluebells|blue flowers|bells] were [gray|pale|dull|faded].|The [bluebells|bells|poor bluebells] looked [sad|glum|tired|shy] [next to them|by them|beside them].]',
            '[{companion.The}|{companion.name}] [touched|stroked] a [petal|bell|stem]. [It felt dry.|It felt thin.|It was like paper.|It was dry as a leaf.|It felt soft and limp.|It did not spring back.]',
          ],
          [
            '[|And ]the bees [buzzed right past|flew straight over|hummed on by] the [gray|pale|faded] flowers [without stopping|as if they were not there|and did not even look].',
            'Even the [leaves|stems|green leaves] [drooped|hung low|sagged], as if [the flowers felt sad about it|they missed the blue too|the whole patch was sad].',
            '[All around|Right next to them], the [primroses|buttercups|daisies] were as [bright|cheerful|yellow] as ever, which made the [gray|pale] bluebells look [even sadder|sadder still|more forlorn].',
            '[{companion.The}|{companion.name}] [touched|stroked] one [drooping|pale|papery] bell [very gently|with one careful {companion.limb}], [as if|like] [it might break|checking on a sleeping friend].',
          ],
          [
            '[|And ]the bees hummed straight past without a second glance, which is what bees do with flowers that have nothing to offer.',
            '[|And ]the leaves drooped, as though the [whole|entire] patch was a [little|small|tiny] embarrassed.',
            '[Around them|Elsewhere] the spring [went on|carried on] [regardless|without them|as though nothing were wrong], [primroses glowing|buttercups shining|cowslips nodding], which [somehow|only] made the gray patch [harder to look at|sadder|stranger still].',
            "[{companion.The}|{companion.name}] [cupped|lifted] one [pale|faded] bell [in {companion.its} {companion.limb}|very carefully], and it [felt|was] as [dry|thin] as [tissue paper|an old letter|a moth's wing].",
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} gave them a [drink|sip|splash] of water. [They [stayed|were still|looked just as] [gray|pale|dull].|[The bells|The petals|Every bell] [did not|would not] turn blue.|But [no blue came|the gray stayed|the blue did not come back].]',
            '[First,|So|Then] they [waited|sat waiting|sat] in the sun. [Nothing [changed|happened] [at all|one bit|yet].|The [bells|flowers|petals] [stayed|were still] [pale|gray|dull].|They did not turn [blue|bluer|bright] [at all|one bit|yet].|Not [a bit|a speck|a dot] of blue [came back|showed up|came].]',
            '{Name} [sang|hummed|whispered] to them. [They did not [change|turn blue|wake up] [at all|one bit|yet].|[The bells|The petals|The flowers] stayed [gray|pale|dull].]',
            'They [patted|tidied|propped up] the [soil|stems|leaves]. [But they [stayed|were still|looked] [pale|gray|dull].|Still no blue [came|at all|yet].]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} gave the flowers a drink from [a watering can|a little tin cup|the stream], but they [stayed gray|stayed just as pale|only dripped, still gray].',
            '[|First, |To begin with, |At first, ]they [waited|stood waiting|sat in the grass] for the sun to brighten them, but [nothing changed|the gray stayed put|not one bell turned blue].',
            '[|First, |To begin with, ][{companion.the}|{companion.name}] [fanned|blew on|sang to] the flowers [very hopefully|with great care|for a long time], but they [stayed as gray as before|did not change a bit|only nodded, still gray].',
            '{Name} [propped up the droopiest stems|cleared the leaves from around them|tidied the patch], [which made it neater|which looked much better], but [not one bit bluer|the gray stayed|the color did not come back].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} watered them [carefully|gently|with care], which is usually a good start, but the gray did not budge.',
            '[|First, |To begin with, |Right away, ]they [waited|stood waiting] a while in case the sunshine would do the work, but the flowers stayed stubbornly colorless.',
            '[{companion.The}|{companion.name}] [suggested|proposed] [singing to them|a little encouragement|a pep talk], and they [tried it|gave it a go] [with real feeling|in their kindest voices], but the flowers [listened politely|nodded along] and stayed gray.',
            "They [cleared away last year's leaves|loosened the earth|tidied every stem], [on the theory|thinking] that the flowers might simply need room to breathe, but [the gray held on|nothing changed|the color stayed away].",
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
            '[And|So|At last,] the flowers turned blue [again|once more|at last]! [{companion.The}|{companion.name}] [cheered|clapped|hopped].',
            '[Blue, blue, blue|Blue again|So blue], [they were|the bells were|at last]! The [whole|entire|little] patch was [bright|so bright|blue and bright] [again|now|].',
            '[Bit by bit|One by one|Slowly], the [bells|flowers|petals] [turned|went|grew] blue. [[Hooray|Oh|Wow], how [pretty|blue|bright]!|[Blue|Bright blue|Sky blue] [again|at last|once more]!]',
            '{object.The} [shone|glowed|rang] [blue|bright blue|sky blue] [again|once more]. [[Everyone|Everybody] [smiled|grinned|smiled and smiled].|The bees came back.|Back came the bees.|A bee came to see.|The bees buzzed in to look.|Even the sky looked glad.]',
          ],
          [
            'Slowly the blue [crept|tiptoed|trickled] back, [flower by flower|bell by bell|stem by stem], until {object.the} were [bright as the sky|as blue as a robin’s egg|bluer than ever].',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] [cheered|clapped|laughed], and a bee came [bumbling|buzzing|zooming] down to [say hello to the flowers|visit the first blue bell|see what the fuss was about].',
            '[First one bell|One little bell|The smallest bell] [turned|went|blushed] blue, then [the next|its neighbor|a whole stem], and [soon|before long|in no time] the [whole patch|whole bank|shady corner] was [blue as a summer sky|bright with blue|a pool of blue].',
            'The blue [came back|returned|flooded back] [like ink in water|all at once|in a soft wave], and [{companion.the}|{companion.name}] [laughed|did a little dance|gasped] [with delight|in surprise|for joy].',
          ],
          [
            'Color [crept|tiptoed] back petal by petal until {object.the} [glowed|shone|gleamed] the deep, clear blue of a summer sky.',
            'The change began [at the tip of one stem|with a single bell|in the smallest flower] and [spread|ran|traveled] [outward|along the bank|from bell to bell] until {object.the} were [bluer than anyone remembered|a deep, brimming blue|blue enough to make you blink].',
            '[It was like watching|It looked like] [a painting being finished|the sky settling into the grass|dawn in miniature]: [blue|the color] [seeped|crept|washed] back into {object.the}, [bell by bell|stem by stem], until [not a gray one remained|the patch glowed].',
            '[A bee arrived almost at once|Within a minute the first bee turned up|A bee came bumbling over before long], which [{companion.the}|{companion.name}] [said|whispered|declared] was the [best possible review|highest praise a flower can get|surest sign of success].',
          ],
        ),
        details: v(
          [
            'A [bee|fat bee|small bee] came to [visit|say hello|look], and [then another|two more came|lots more came].',
            '[{companion.The}|{companion.name}] [smelled|sniffed] the flowers. [They smelled [sweet|like honey|like spring|like rain] [and fresh|and new|and blue|].|Ah, what a [smell|sweet smell|lovely smell]!|It made {companion.obj} [sneeze|giggle|smile].|Mmm, [sweet and cool|like honey|like rain].|It was the smell of [spring|sunshine|new flowers].]',
            'The [flowers|bells|bluebells] [nodded|swayed|bobbed] in the [wind|breeze|sun]. [[They|The bells|The flowers] [looked|seemed] [glad|happy|proud|so pleased|bright again|brand new].|[They|The bells|The flowers] [seemed|looked like they wanted] to [say thanks|say thank you|wave hello|ring].|[They|Each one|Every stem] looked like a [tiny|little|blue] [bell|cup|hat|lantern].]',
            '{Name} [lay|sat|knelt] in the grass [by the bluebells|near the blue|beside them]. [It was like a [blue sea|blue lake|blue rug|sky on the ground].|The [sky|sun|clouds] looked down [at them|and smiled|at all the blue|to see].|Everything was [blue and green|blue and gold|green and blue|bright and blue] [now|again|at last].|[Blue|Bright blue|Sky blue] was [everywhere|all around|on every side] [now|at last|again].|It felt like [lying|resting|floating|lying down] in the [sky|sea|blue sky].|{Name} counted the [bells|blue bells|flowers|stems] [one by one|up to ten|on {their} fingers|slowly].]',
          ],
          [
            '[One bee came, then another|First one bee, then two, then three|A fat bumblebee arrived, then its friends], humming [happily|cheerfully|gladly] among the [blue flowers|bells|bluebells].',
            '[{companion.The}|{companion.name}] took a [deep|long|happy] sniff. [The flowers smelled sweet as honey.|They smelled of spring and sunshine.|The scent was soft and sweet.|What a lovely smell it was!]',
            '{Name} and [{companion.the}|{companion.name}] [lay in the grass|sat on the bank|knelt by the patch] [to admire them|for a long while|just looking], [and the blue seemed to go on forever|until their knees were green|feeling very pleased].',
            'A [warm|gentle|soft] breeze [set the bells nodding|made the bluebells sway|ran through the patch], [as if they were ringing|like a little blue wave|and they seemed to bow], [though no sound came|all together|in thanks].',
          ],
          [
            'One bee arrived, then three more, and soon the [whole|entire] patch hummed with quiet work.',
            '[|And ]the scent [came back|returned] along with the color, sweet and faintly like honey.',
            '[For a long while|For some time] they simply [sat|lay] in the grass and [looked|admired the result], [the way you look at something you have mended|as people do after good work], [saying very little|letting the blue fill their eyes].',
            'The [breeze|wind] [passed|went] over the patch and [every bell nodded|the bluebells swayed] at once, [like an audience applauding|a small blue bow], [which {Name} decided to take personally|though {Name} suspected it was only the wind].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} went home [happy|glad|smiling|humming]. {They} slept [well|sound|all night|like a top|with a smile].',
            '[Soon|Then|That night] the flowers [closed up|went to sleep|folded up]. [So did {their} eyes.|{nameS} eyes closed too.|{Name} closed {their} eyes too.|{Name} slept as well.]',
            '{Name} dreamed of [blue|bluebells|bees|spring|blue bells that rang]. [It was a [sweet|blue|happy|soft] dream [all night|till morning|of spring].|The dream smelled of [honey|spring|rain].|In the dream, the bells [sang|rang|chimed] [softly|for {Name}|all night].]',
            '[Out in|Over at|Far off in] {place.the}, the bluebells [slept|rested|swayed|nodded]. {Name} [slept|dozed|dreamed|was asleep] [too|as well|at home|in {bed}].',
            '{Name} [got into|climbed into|hopped into] {bed}. [{They} gave a big yawn.|{They} smiled at the ceiling.|{They} thought of blue bells.|{They} hugged {their} pillow.] [[Night, night.|Night, night, little one.|Night, night, sleepyhead.]|Then {they} slept.|Sleep came soft and slow.|{Their} eyes closed.]',
          ],
          [
            '[That evening|That night|At sunset] the bluebells folded up for the night, and so did {Name}, [snug|warm|cozy] in {bed}.',
            '[|Soon |Before long, |In a little while, ]{Name} [fell asleep|drifted off to sleep|dozed off] thinking of a field of blue, and the bees humming in it.',
            '[At bedtime|That night|When the lamp went off], {Name} [pictured|thought of|remembered] the bluebells [nodding under the moon|folded up for the night|sleeping under the trees], [blue again|safe and blue], and [smiled|yawned] [into {their} pillow|until {they} fell asleep].',
            "{Name} [was tired|had walked a long way|had done a good day's work], and [sleep came quickly|{their} eyes closed quickly|the pillow was very soft], [full of blue flowers|with bees humming somewhere in {their} dreams].",
          ],
          [
            'As the flowers closed for the evening far away, {Name} [closed|shut] {their} eyes too, the color of them still bright in {their} mind.',
            'Far away in {place.the}, {object.the} [had folded up|were nodding] under the stars, [blue again and none the worse|bright under the moon], and {Name}, [knowing it|thinking of them], [slept|fell asleep] [soundly|deeply|easily].',
            'Sleep came [gently|softly|carefully], [tinted the blue of a field in spring|the color of bluebells at dusk|as blue and quiet as the flowers themselves].',
            '[Tired in the good way|Pleasantly tired|Sun-warmed and sleepy], {Name} [climbed into|settled into] {bed} [with grass stains on {their} knees|still smelling faintly of spring|with blue flowers in {their} mind], and [sleep did not take long|was asleep in minutes].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-kite-in-the-tree',
    worlds: ['land'],
    themes: ['adventure', 'friendship', 'weather', 'nature'],
    tags: ['wind', 'heights'],
    problem: 'stuck',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['kite'] },
      place: { kind: 'place', ids: ['meadow', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Stuck {object.noun}',
      'The {object.noun} in the Tree',
      'A Windy Day with {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'It was a [windy|breezy|blowy|gusty] day. [{Name} wanted to fly a kite.|{Name} got out {their} kite.|{Name} had a kite to fly.|{nameS} kite was ready to go.]',
            '[The wind was [blowing|puffing|whooshing|tugging]|The wind [rattled|shook|tapped] the [window|door|gate]|A [big|brisk|happy] wind [blew|danced] [in the trees|down the lane|round the house]]. [It was kite weather!|What a day for a kite!|The kite wanted out!|It was a kite sort of day.|{Name} ran for {their} kite.|Out came the kite!]',
            '[Trees|Branches|Flags|Sheets on the line|Shirts on the line] [waved|bent|flapped|swayed] in the wind. {Name} [grinned|smiled|clapped|jumped up]. [Kite time!|Time for the kite!|Now for the kite!|Where was that kite?|The kite was by the door.|{They} got the kite down.]',
            '{Name} [felt|heard] the wind [at the window|on the door|in the trees|under the door]. [It was perfect for a kite.|It was just right for a kite.|It was a good kite wind.|A kite would love this wind.|It was a flying sort of wind.|It called {them} outside.]',
          ],
          [
            'The wind was blowing [just right|steady and strong|in happy gusts], the [kind|sort] of [day|afternoon|morning] that is [made|meant] for kites.',
            'Leaves [skipped|tumbled|danced] down the street, and {Name} [knew|decided] at once: [this was a kite day|it was time for a kite].',
            'The [washing on the line|flag by the gate|tall grass] [flapped|fluttered|waved] [happily|busily], and {Name} [ran|hurried] to [find|fetch] {their} kite.',
            '{Name} [looked out|peeked out|gazed out] at the waving trees and [grinned|smiled]: perfect kite weather.',
          ],
          [
            'The wind had a playful mood about it, tugging at [hats|scarves|hats and washing lines|the laundry], and {Name} knew exactly what that meant.',
            'Some days are for staying in, and some days are for kites; this was [very|really|quite] clearly the second kind.',
            'By [mid-morning|lunchtime|teatime] the [trees|hedges|weathervanes] were all leaning the same way, [which|and that] [meant only one thing|was all the invitation {Name} needed]: kite weather.',
            '{Name} had [checked the sky three times|watched the clouds race|felt the window rattle] before breakfast, and the verdict was [unanimous|clear|not in doubt]: the wind was perfect for a kite.',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|So] {Name} [ran|hurried|dashed|raced] to {place.a}. [The wind went [whoosh|swish|woo] [past {them}|all the way|].|The wind ran [too|along|beside {them}].|The wind puffed and puffed [at {their} back|in the trees|].|The [grass|trees|flowers] bent in the wind.]',
            'Off {they} [went|ran|skipped|dashed] to {place.a}. [The sky was wide.|The sky was so big.|There was lots of room.|It had room to run.|The kite bumped along behind.|The wind came too.|Clouds raced by up high.]',
            '{Name} [skipped|hopped|ran|jogged] [down the path|along the lane|up the hill|past the gate] to {place.a}.',
            '[It was not far|It was a short walk|It was just down the road|It was a quick hop] to {place.a}. {Name} [ran|skipped|raced|zoomed] the [whole|entire] way [with the kite|holding the string|with a grin|].',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} [ran|hurried|scampered] all the way to {place.a}, where the wind was [even stronger|bigger still|blowing just right].',
            'Off {they} went to {place.a}, where there was [plenty of|lots of|all the] room to [run|race|spin around].',
            '{Name} [skipped|raced|hurried] [down the lane|along the path|over the hill] to {place.a}, the kite [bumping|bouncing] along behind.',
          ],
          [
            '[Soon|Before long|After a while] {Name} headed for {place.a}, where the wind had room to stretch out and [really|truly] blow.',
            'At {place.a} the wind came rolling across the open ground in [long, friendly|broad, steady|generous] gusts.',
            '{Name} [carried|hauled|balanced] the kite [all the way|carefully|over one shoulder] to {place.a}, [the one place for miles with no rooftops in the way|where the grass bent flat in long silver waves|where the breeze had nothing to slow it down].',
            'They [reached|arrived at|came out onto] {place.a} [just as|exactly when|right as] the wind [picked up|found its stride|began to sing in the grass].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was [there too|there already|on the grass|by a bench]. [They played side by side.|They said hello.|They waved at each other.|They became friends fast.|They grinned at each other.|They were friends right away.]',
            '{companion.a} came [to help|to watch|over|running]. "Can I [hold|have a turn with|help with|try] the [string|kite]?"',
            '{companion.a} [waved|called out|ran over|hurried up]. "[Can I help|May I play|Can I come|Can I watch] [too|with you|for a bit|please]?"',
            '[There|Under a tree|By the gate|On a bench] was {companion.a}. {companion.It} [smiled|waved|grinned|nodded] at {Name}.',
          ],
          [
            '{companion.a} was there too, and [together|side by side] they got [ready|all set] to [fly|launch] the kite.',
            '{companion.a} [hurried|bounded|skipped] over, [eyes shining|waving both arms|calling hello], and asked to help with the kite.',
            '[Under a tree|By the gate|Near the path] sat {companion.a}, who [jumped up|perked up|brightened] at the sight of [a kite|the kite].',
            '{companion.a}, who had [never flown a kite before|always wanted to fly a kite|been watching from the fence], [came over|hurried up|skipped across]. "[Can I help|May I have a go|Can I hold it too|Can we fly it together], {Name}?"',
          ],
          [
            '{companion.a} was already there and [agreed|decided] at once to be the official kite assistant.',
            '{companion.a} [came over|came closer|wandered over] to watch, having never seen a kite flown up close.',
            '[Sitting on a fence|Waiting by the path|Resting in the grass] was {companion.a}, who [offered|volunteered] to hold the string "[just for a moment|only while you get ready|purely to help]".',
            '{companion.a} [appeared|arrived|turned up] [with a great many questions|full of curiosity|looking very interested] about how something made of paper and string could [possibly fly|stay up|ride the wind].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Up|Up, up|Up and up] went {object.a}[ into the sky| over the grass| on the wind|]. [Then|But then|And then|After that] it [got stuck|got caught|snagged|got tangled] in a [tree|tall tree|big tree|leafy tree].',
            '{object.a} [flew|soared|glided|climbed] [high|up high|so high|higher and higher]. [Then|But then|Oh no,|Uh-oh,] a [gust|puff|big puff|sudden gust] [pushed|blew|bumped|swept] it into a [tree|tall tree|big tree].',
            '{object.a} went [up, up, up|up and up|higher and higher|up so high] [into the sky|over the trees|on the wind|]! [Then|But then|Oh no,|Uh-oh,] it [caught|snagged|stuck] on a [branch|tall branch|high branch|twig].',
            'They [let out|let go of|unrolled|fed out] [the string|some string|more string]. {object.a} [flew|rose|climbed|swooped] [up|high|on the wind|over the grass|up to the clouds|past the treetops|]. [Then|Oops,|But|Uh-oh,] a tree [caught|snagged|held on to|held] it.',
          ],
          [
            'Up went {object.a}, higher and higher, until a [gust|puff of wind|sudden breeze] [blew|swept|tossed] it into the branches of a [tall|big|leafy] tree.',
            '{object.a} [climbed|rose|bobbed] [up|into the sky] [beautifully|happily|proudly], right until the wind [turned|changed its mind] and [parked|tucked|dropped] it in a tree.',
            '{object.a} [danced|twirled|swooped] in the sky, but then the wind [swung|flung|tossed] it into a [tree|tall tree|leafy oak], and it stuck fast.',
          ],
          [
            '{object.a} climbed beautifully at first, until a sudden gust swung it [sideways|hard to the left|round in a loop] into the upper branches of a tree, where it caught and held.',
            'For one [glorious|splendid|perfect] minute {object.a} soared, and then the wind changed its mind and tangled it in the branches of a tall tree.',
            '{object.a} [rose|climbed|lifted] higher with every [tug|step|gust], [right up until|until] the string [looped|wrapped itself] around a branch and the kite [stopped short|jerked to a halt|hung there, stuck].',
            '[The launch was perfect|It went up on the first try|Everything went well at first]; [the landing|the coming down|what happened next] was not. {object.a} [dived|swooped|spun] into the top of a tree and [stayed there|refused to move|settled in].',
          ],
        ),
        details: v(
          [
            '[Its tail|The long tail|Its ribbon tail|The kite tail] [waved|flapped|fluttered|hung|dangled] in the [branches|leaves|twigs]. [It could not get free [at all|up there|one bit].|It was stuck fast [up there|in the leaves|on a twig].|It would not come down [at all|one bit|for anything].|The tree held it tight.|It tugged, but the tree held on.|Poor kite, stuck up there!]',
            '[The string|The kite string|Its string|The long string] was [caught|tangled|wound|twisted] [too|as well|round a twig|on a branch|in a knot]. [|{Name} could just touch the end of it.]',
          ],
          [
            '[|And ]its long tail [fluttered|flapped|flicked|swung] in the [leaves|branches|twigs] [like it was waving for help|as if calling for help|like a little flag].',
            '[|And ]the string was [wound|wrapped|looped|tangled] [around|round] a [branch|twig|high branch], [twice|two times|in a knot|tight as a bow].',
            '[The leaves|The branches|The twigs] [rustled|creaked|swayed] [every time the wind blew|whenever the breeze came], but {object.the} [stayed right where it was|did not come loose|only wiggled a little].',
            '[High above|Up in the tree], a [bird|blackbird|robin] [hopped closer|landed nearby] to [look at|peek at|inspect] the [strange|bright|yellow] thing [in its tree|stuck in the leaves].',
          ],
          [
            'Its tail [fluttered|flapped|twitched|streamed] among the [leaves|branches|upper twigs], [as if signaling for rescue|like a flag of distress|as though pleading to be let down].',
            'The string had [looped|wound|wrapped] [twice|itself three times|in a stubborn knot] around a [branch|high branch|crooked bough], and [every tug only tightened it|each pull made it worse|no amount of tugging would shift it].',
            '[The tree|The old tree|The branches] [seemed in no hurry to give it back|held on with the calm patience of something that had all season|creaked now and then, as if considering the matter], [and the kite|while {object.the}] [rattled hopefully|waited].',
            'A [curious|passing|nosy] squirrel came to [inspect|examine|look at] the kite, [decided it was not edible|found it disappointing], and left.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [tugged|pulled|yanked|jiggled] the string. [The kite [stayed|was still] [stuck|put|up there] [in the leaves|up top|].|[Nothing|Not one thing] [moved|came loose|budged].|The tree held on [tight|to it|like a hand].]',
            '{Name} [stood on tiptoe|reached up high|stretched up tall|jumped up]. [The kite was [too high|still too high|way up high|out of reach] [for {them}|up there|by a mile|].|Not even close, [oh dear|oh no|not yet]!|{Their} fingers found only air.|It was much too far.]',
            '[First,|So|Next,] they [shook|wiggled|jiggled|swung] the string. The [leaves|branch|twigs|whole tree] [shook|wobbled|rattled|swayed] [a bit|a lot|and shook|]. [But the kite [stayed put|stayed stuck|did not budge|did not come down].|Still it [hung|stayed|sat] [there|up there|in the leaves|in the tree].]',
            '[First,|So|Then] [{companion.the}|{companion.name}] [jumped|hopped|leapt|sprang] [high|up|as high as could be]. [{companion.It} could not reach [it|the kite|the string].|It was too far up.|That did not work.|{companion.It} landed with a bump.|Still too short!|{companion.It} missed by a mile.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [tugged|pulled] the string [gently|softly|carefully], but the kite only [rustled|wiggled|shivered] and stayed put.',
            '{Name} [stood on tiptoe|stretched up as tall as {they} could|climbed onto a [stump|bench|rock]], but {their} fingers were still [far|miles|a long way] from the kite.',
            '[|First, |To begin with, ]they [wiggled|jiggled|shook] the string [this way and that|left and right|up and down], and the branch [nodded|wobbled|swayed] but would not let go.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] [jumped|hopped|leapt] as high as {companion.it} could, but the kite was far out of reach.',
          ],
          [
            '[First|To begin with|Right away] {Name} tried a gentle tug, then a different angle, but the branches held on.',
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] [jumped|hopped|leapt] repeatedly with great determination and no success whatsoever.',
            'They tried [waiting for the wind to change|walking round to the far side of the tree|letting the string go slack], [on the theory that the kite might free itself|hoping the branch would let go], but [it stayed exactly where it was|the tree was in no mood to give it back].',
            '[{companion.The}|{companion.name}] [suggested|proposed] shaking the tree, which produced [a shower of leaves|two acorns and a startled beetle|a great many leaves] and [no kite at all|not the slightest movement from the kite].',
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
            '[Down came the kite.|Down floated the kite.|The kite slid down at last.|Down, down came the kite.|The kite drifted down.|The kite came free.|Loose came the kite.] [It was not hurt at all.|It was safe and sound.|Not one rip!|Its tail was still on.|{Name} caught it with a laugh.|Its bright face was fine.|{Name} hugged it tight.|Not a scratch on it!]',
            '[Flutter, flutter|Swish, swoosh|Whoosh|Flap, flap|Wiggle, waggle|Flip, flop], down it came! {Name} [caught|hugged|held|cradled] it [tight|close|in both hands|with a grin].',
            'The [branch|tree|twig|old tree] let go [at last|with a swish|with a shake|with a creak|]. The kite [floated|drifted|sailed|slid] down [safe and sound|gently|softly|slowly|like a leaf].',
            '[And|So|At last|Then] the kite was free [again|at last|from the tree|of the twigs]! It [flew|soared|glided|zoomed] [again|once more|up high|over the grass].',
          ],
          [
            '[|And |At last, |And just like that, ]the kite came free and [floated|drifted] [gently|softly|carefully] down into {their} arms, [not torn at all|without a single rip|its tail still on].',
            '[Soon|Before long|In a little while] {object.the} was back up in the sky, [dancing higher than before|swooping like a swallow|tugging happily at its string].',
          ],
          [
            'With a rustle the kite slipped free and [drifted|floated|sailed] down, completely unharmed.',
            'In minutes {object.the} was flying [again|once more], higher and steadier than before, as if it had learned a lesson about trees.',
            'The string [slid|slipped|unwound] off the branch [at last|all at once|with a soft whip], and {object.the} [swooped|tumbled|glided] down into {nameS} arms [without a single tear|perfectly whole|none the worse for its adventure].',
            '[Moments later|Soon|Before long] {object.the} was [back in the sky|climbing again|riding the wind], [keeping a respectful distance from the trees|well clear of every branch|its tail streaming behind it].',
          ],
        ),
        details: v(
          [
            '[They|The two friends|{Name} and {companion.the}] took turns [with the string|holding the kite|running with it|flying it|at the string]. [{companion.The}|{companion.name}] [laughed|giggled|chuckled|cheered|whooped].',
            'The kite tail [swished|swirled|wiggled|wagged] and [swirled|twirled|looped|curled] [up high|in the wind|]. [It [looked|seemed] so [happy|glad|free|proud].|It wrote [loops|curls|letters|circles] [in|on] the sky.|It danced [a jig|a twirl|a happy dance|a wiggle] [up high|in the wind|for them].|It [waved at|tickled|raced] [the clouds|a passing bird|the sun|a cloud].|It fluttered like a [flag|ribbon|scarf|sail].]',
            'The kite [danced|dipped|swooped|bobbed] [up high|in the sky|over the grass|over the trees]. [[They|Everyone|The kids|People] [cheered|clapped|waved|shouted hooray] [from the grass|below|at once|].|{Name} laughed [out loud|and laughed|with joy|so hard].|A [boy|girl|man|lady] on a bike stopped to [watch|look|wave].|[Birds|Two birds|A bird] flew up to [see it|look|say hello].|Its tail [wrote|drew|made] [loops|curls|swirls] on the sky.]',
            '{Name} [held|kept] the string [tight|steady|snug|firm]. The kite [pulled|tugged|swooped|bobbed] [this way and that|like a puppy on a lead|up and up|to the left and back|toward the clouds|in happy loops].',
          ],
          [
            '[|And ]they took turns holding the string, and [{companion.the}|{companion.name}] [laughed|giggled|chuckled] [every|each] time it swooped.',
            '[|And ]the kite tail [swished|swirled|twirled|rippled] like [a ribbon in a dance|a streamer at a party|a happy flag|a skipping rope].',
            '[Higher and higher|Up and up] it [climbed|went|flew], until it was [a yellow dot|no bigger than a stamp|as small as a bird] [against the blue|under the clouds|over the hills].',
            '[People|A few people|Two children] [walking by|on the path|with a dog] [stopped|looked up] to [watch|point|wave], [and one of them clapped|smiling at the dancing kite|shading their eyes].',
          ],
          [
            'They took turns at the string, and [{companion.the}|{companion.name}] turned out to have [a natural talent for it|a surprisingly steady grip|a gift for the tricky gusts].',
            'Its tail [drew|traced|scribbled] [loops and curls|curlicues|long looping letters] across the sky, [like handwriting nobody could read|like a message meant only for the clouds|as though practicing its signature].',
            '[Before long|Soon] {object.the} [rode|sat] [so high|so steadily] on the wind that [the string hummed|the string thrummed like a plucked note|it hardly needed holding], and [the tree|that troublesome tree] [was forgiven|seemed very far below].',
            'A [pair of|few] [swallows|gulls|crows] came to [fly alongside|investigate the kite|keep it company], [clearly impressed|unsure what it was|in a friendly sort of way].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} was [tired|sleepy|worn out] from [running|all that running|the windy day]. [{They} slept well.|{They} fell fast asleep.|Sleep came fast.|{Their} eyes would not stay open.|{They} slept like a log.|{They} yawned and yawned.]',
            '[Soon|Then|That night] the kite [rested|leaned|slept] by the [door|wall|bed]. {Name} [rested|snuggled|curled up] in {bed}.',
            '[The wind|Outside, the wind|Even the wind|The busy wind] [went to sleep|grew still|calmed down|hushed|stopped to rest]. [Then|Soon|Before long] {Name} [did too|fell asleep too|slept too|was asleep].',
            '{Name} [dreamed|dreamt] of [kites|the sky|flying high|windy hills|a sky full of kites]. [The kite dreamed too.|It was a [happy|soft|windy|blue] dream [all night|till morning|].|Whoosh, went the dream.|In the dream, {they} flew too.|The kite sat by the door, dreaming.]',
          ],
          [
            'That evening the kite leaned by the door, and {Name}, [tired|worn out] from [running|so much running], fell [fast asleep|sound asleep].',
            '{Name} [drifted off|dozed off|fell asleep] [dreaming|thinking] of [kites|the sky|long tails] [swooping|dipping|dancing] over {place.the}.',
            'The wind [hushed|settled|grew quiet] outside, the kite [rested|leaned|waited] by the door, and {Name} [slept|dozed|dreamed] [deeply|soundly|peacefully].',
            '[|Soon |Before long, |In a little while, ]the wind [calmed down|grew quiet|went to sleep] at last, and so did {Name}, [snug|cozy|warm] in {bed}.',
          ],
          [
            'By evening the wind had blown itself out, and {Name}, [pleasantly|comfortably] worn from a day of running, slept soundly.',
            '[Soon|Before long|In a little while] the kite [rested|leaned] by the door, and its pilot [rested|settled down] too.',
            '{Name} fell asleep [with wind-pink cheeks|with grass still in {their} socks|still feeling the tug of the string], [and dreamed of|dreaming of|and in {their} dreams flew] a kite that never [caught in anything|met a tree].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-orchard-apples',
    worlds: ['land'],
    themes: ['farm', 'seasons', 'nature', 'autumn', 'friendship'],
    tags: ['food'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['apple-basket'] },
      place: { kind: 'place', ids: ['orchard'] },
    },
    titles: ['{Name} and the Runaway Apples', 'Apple Day in the {place.noun}', 'The Great Apple Roundup'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '[It was apple picking day|Today was apple day|It was time to pick apples|The apples were ready at last]. [|And ]{Name} [went|hurried|skipped] to {place.a}.',
            'The leaves were [orange|gold|red and gold|turning orange]. [|And ]{Name} [went|walked|ran] to {place.a} [with a basket|in {their} boots|].',
            '{Name} [walked|skipped|ran] [up the hill|down the lane|along the path] to {place.a}. [Red apples hung on every tree.|The trees were full of apples.|It smelled sweet.]',
            '[Crunch, crunch|Swish, swish|Crackle, crunch] went the [leaves|dry leaves|gold leaves]. {Name} was off to {place.a} [to pick apples|with a big grin|on a sunny day].',
          ],
          [
            'It was apple picking day, and {Name} went up to {place.a} with a [big smile|song].',
            'The autumn leaves were turning gold as {Name} [walked|strolled|wandered] up to {place.a}.',
            '{Name} [swung|carried|held] an empty bag all the way up the lane to {place.a}, where the trees were [heavy|bent low|loaded] with [red|rosy|shiny] apples.',
            '[On a bright autumn morning|One crisp autumn day|After breakfast], {Name} [set off|headed off|ran ahead] to {place.a}, [kicking through the fallen leaves|counting the apples on the nearest tree|sniffing the sweet air].',
          ],
          [
            'Autumn had painted the trees gold and red, and {Name} made the walk up to {place.a} for the best day of the season: apple picking.',
            'The air had the crisp, cidery smell of early autumn as {Name} arrived at {place.a}.',
            '{place.a} was at its [best|finest|most generous] [that week|that morning], [every branch bowed under its fruit|the trees so laden they seemed to be offering their apples], and {Name} [arrived|climbed the last stretch of lane] [with an empty bag and large ambitions|ready to do them justice].',
            'By the time {Name} reached {place.a}, the [morning mist|early chill] had [burned off|lifted], [leaving the apples glowing on their branches like lanterns|and the rows of trees stood waiting, heavy with fruit], [exactly as autumn had promised|as if they had been expecting {them}].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was there to help. [|And ]they picked and picked.',
            '{companion.a} came too. [|And ]{companion.it} loved apples.',
            '[Under a tree|By the gate|On a ladder] was {companion.a}. "[Let us pick|Help me pick|Apples]!" [said|called|cried] {companion.the}.',
            '[Then|Soon|Just then] {companion.a} [came|ran|hopped] over. {companion.It} [had an apple in each cheek|wanted to pick too|loved red apples].',
          ],
          [
            '{companion.a} came to help, and they picked apples until their arms were [|so |very ][tired|worn out].',
            '{companion.a} was waiting under the trees, ready to pick.',
            '[Under the nearest tree|Beside the old gate], {Name} [met|found] {companion.a}, who [was already eyeing the highest apples|had been waiting all morning for a helper|knew which tree had the sweetest fruit].',
            '"[You came|Just in time|Perfect]!" [called|said] {companion.a}, [hurrying|skipping|trotting] over, and the two of them [began|set to work] picking [side by side|one tree at a time|from the lowest branches up].',
          ],
          [
            '{companion.a} had volunteered to help, and between them they picked until the branches were noticeably lighter.',
            '{companion.a} turned out to be an expert at spotting the ripest apples.',
            '{companion.a} [was already at work|had started without {them}], [working methodically down the first row|inspecting each apple like a jeweler], and [welcomed|greeted] {Name} [as a much-needed second pair of hands|with evident relief at the size of the job].',
            '[It was|Fortunately] {companion.a} who [appeared|turned up] [at the end of the row|from behind a tree], [offering|proposing] a partnership: {Name} would [reach the high ones|do the picking], and {companion.it} would [fill the basket|keep count], [which seemed a fair arrangement|an arrangement both found very satisfactory].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Bump! {object.a} tipped over. Apples rolled down the hill.',
            '[Soon|Before long|In a little while] {object.a} was full. [Then|And then|After that] it fell over!',
            '[Oops|Oh no|Uh-oh], {object.a} [hit a root|tipped over|fell down]! [Away rolled the apples.|Down the hill went the apples.|Apples went everywhere.]',
            '{object.a} was [full|so full|very full] [of apples|to the top|at last]. [Then it wobbled and tipped.|Then, bump, over it went.|Then it slid down the hill.]',
          ],
          [
            'Just as {object.a} was full, it tipped over, and the apples went rolling down the hill.',
            'Bump! {object.a} toppled, and red apples went bouncing away in every direction.',
            '[With a thump|With a bump|All at once], {object.a} [tipped on a root|slid off the stump|fell on its side], and [the apples they had picked|every apple] [bounced|rolled|tumbled] away [down the slope|between the trees|into the long grass].',
            '[Just as|Right when] they [set|put] down {object.a}, [full to the top|heavy and round], it [rolled|wobbled|slid] sideways, and [out poured|out came] the apples, [bumping away down the hill|scattering in every direction].',
          ],
          [
            '[|Then |But then |Soon enough, ]they had just filled {object.a} to the brim when it tipped on a root, and every apple went tumbling down the slope.',
            '{object.a} wobbled, leaned and fell, and a red river of apples went rolling away down the hill.',
            '[There was a moment|For one second] when {object.a} [balanced|hovered] on the [root|edge] [as if deciding|in perfect stillness], and then it [tipped|went over], and [the whole morning|a morning of careful picking] [went|rolled] [bouncing away down the hill|tumbling off between the trees].',
            '{object.a}, [filled|heaped] to the brim, [chose that moment|picked exactly that moment] to [topple|tip over] on the slope, [releasing|sending off] its apples [like a flock of startled birds|in a bright, bouncing stampede] [in every direction at once|down toward the bottom of the orchard].',
          ],
        ),
        details: v(
          [
            '[Some|A few|Lots] [hid in the grass|hid under leaves|sat in the long grass|stopped by a log]. [Some|Others|More] [rolled far away|rolled down the hill|bumped to the fence|bounced off and away].',
            '[|And ][{companion.the}|{companion.name}] said, "Oh no!"',
            '[One|An apple|A red one] [hid|sat|stopped] [by a root|under a leaf|in a hole]. [Another one|Two more|A green one] [rolled to the fence|went in a ditch|kept going].',
            '[{companion.The}|{companion.name}] [looked|stared|peered] down the hill. "[So many|That is a lot|Oh my] apples," {companion.it} [sighed|said].',
          ],
          [
            'Some hid in the long grass, and some rolled all the way to the bottom.',
            '"Oh dear," [said|whispered] [{companion.the}|{companion.name}], watching them go.',
            'A few apples [stopped|came to rest] [against a tree trunk|in a dip], but [most|plenty] [kept going|bounced on], [all the way to the fence|right to the bottom of the slope].',
            '[{companion.The}|{companion.name}] [stood|sat] looking at the empty basket, [then down the hill|then at the apples scattered everywhere], [not sure where to begin|shaking {companion.its} head].',
          ],
          [
            'Some hid in the long grass, some gathered in a hollow, and a few bold ones reached the very bottom.',
            '[|And ][{companion.the}|{companion.name}] watched the last apple disappear and [sighed|let out a sigh].',
            'Some [lodged|nestled] in the roots, some [hid|vanished] [beneath fallen leaves|in the long grass], and one [especially adventurous|ambitious] apple [rolled all the way to the gate|came to rest against the far fence].',
            '[{companion.The}|{companion.name}] [surveyed|contemplated] the hillside [with the expression of someone|like someone] [working out how long this would take|doing very discouraging sums].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they [ran|hurried|scampered] after them. [|And ]the apples rolled faster.',
            '[|First, |So ]they [picked up|lifted] two. Many more were hiding.',
            '{Name} [filled|held out|stretched] {their} [shirt|hat|arms]. [The apples fell out.|Too many to hold!|Bump, bump, they dropped.]',
            '[{companion.The}|{companion.name}] [ran|hopped|dashed] down the hill. [The apples kept rolling.|{companion.It} came back with one.|{companion.It} slipped on a leaf.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they [ran|hurried|scampered] down the hill after them, but the apples rolled faster than they could run.',
            '[|First, |To begin with, |Right away, ]they found two apples, but many more were hidden in the grass.',
            '{Name} [tried|had a go at] [carrying them in {their} shirt|piling them in {their} arms|stuffing {their} pockets], but [they tumbled out again|every time {they} bent down, two more fell|{their} arms were far too small].',
            '[{companion.The}|{companion.name}] [ran after|raced after|scrambled after] the biggest apples [first|one by one], but [the hill was so long|the grass was so deep] that [{companion.it} came back puffing|{companion.it} found only three] [and still had not found the rest|with plenty still to find].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they tried to catch them mid-roll, which apples do not allow.',
            'Picking them up one at a time was [|so |very ]slow, and half of them were hidden in the long grass.',
            'They [tried|attempted] [gathering the apples in {nameS} jumper|carrying them by the armful], [which works splendidly|which is an excellent method] [right up until|until] [someone bends down for one more|the armful reaches six], at which point [the whole load escapes again|they all spill out again].',
            '[{companion.The}|{companion.name}] [set off down the slope|launched a rescue] [at great speed|with heroic energy], [returning|and came back] [some minutes later|eventually] with [exactly two apples|a single wrinkly apple] and [a great many leaves stuck all over {companion.obj}|a very long list of places the others might be].',
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
            '[Every|Each] apple was back. [|And ]{object.the} was full [again|once more].',
            '[|And |So ]they counted all the apples. Not one was missing.',
            '[Plop, plop|Thump, thump|Bump, bump], [in went|back went] the [apples|last apples|red apples]! {object.The} was [full|heavy|round and full] [again|once more|at last].',
            '[One, two, three|Ten, eleven, twelve|Lots and lots]! [Every apple was found.|They found them all.|No apple was left.] [{companion.The}|{companion.name}] [cheered|danced|laughed].',
          ],
          [
            '[Soon|Before long|In a little while] every apple was back in {object.the}, and not a single one was missing.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] counted them all twice, and every apple was there.',
            '[At last|Before long], the [final|very last] apple [went|thumped|dropped] into {object.the}, [which was full to the brim again|heaped higher than before], and [{companion.the}|{companion.name}] [cheered|did a little dance].',
            '[Apple by apple|One by one], [the whole hillside|every root and dip] [gave back|gave up] its apples, until {object.the} was [full|heaped up|brimming] [once more|again] and [not a single one|nothing] was left [behind|in the grass].',
          ],
          [
            'In the end every apple was back in {object.the}, counted twice and accounted for.',
            'Not one apple was missing, which [{companion.the}|{companion.name}] [said|whispered] called for a celebration.',
            'The [final|last] apple [was retrieved|came back] from [beside the far gate|under the hedge], [dusted off|polished on a sleeve] and [placed|set] [on top of the heap|in {object.the}] [with ceremony|like a crown], and the [harvest|morning’s work] was [complete|whole] again.',
            '[By the time the sun was high|Within the hour], {object.the} [stood|sat] [full again|as full as before] [on level ground|wedged safely against a stump], [every apple accounted for|not a single apple missing], and [{companion.the}|{companion.name}] [declared|pronounced] the roundup [a triumph|a complete success].',
          ],
        ),
        details: v(
          [
            '[They each ate one apple|They each had an apple|Each of them ate an apple|They shared the last apple]. [It was sweet and crunchy.|Crunch went the first bite.|It tasted of sunshine.|The juice ran down their chins.|It was the best one yet.]',
            '[Then|And then|After that|Back home] they [made|baked] [apple pie|an apple pie|a warm apple pie|apple pie with Grandma]. [The kitchen smelled so good.|It came out hot and gold.|They ate it with cream.||]',
            '{Name} [picked|chose|took] the [reddest|biggest|shiniest|roundest] apple. [Crunch!|It was so sweet.|Yum, yum.|What a crunch!|It was cold and juicy.] [{companion.The}|{companion.name}] [had one too|crunched a green one|took a big bite|chose a small one].',
            'They [carried|pulled|dragged|lugged] {object.the} [home|to the gate|down the lane|to the barn] [together|side by side|slowly]. [It was so heavy.|It was a heavy load.|They sang a song.|They puffed and laughed.|Bump, bump, went the path.|They stopped to rest twice.]',
          ],
          [
            '[|And ]they each ate one apple, sweet and crunchy, as a reward.',
            'Later the kitchen smelled of warm apple pie with cinnamon.',
            '[They|The two of them] [sat|rested] [under the biggest tree|on the stone wall|in the shade] and [each ate|shared] [the reddest apple|a crunchy apple], [juice running down their chins|listening to the leaves fall].',
            'Carrying {object.the} home [took both of them|was a two-person job], [one at each handle|taking turns], [stopping|resting] [every few steps|halfway] to [laugh|catch their breath].',
          ],
          [
            '[|And ]they each chose one apple as a reward, and it was the crunchiest, sweetest apple either of them had ever eaten.',
            'By evening the kitchen smelled of cinnamon and baking apples.',
            'They [rewarded themselves|claimed their reward] [beneath the oldest tree|on the orchard wall], [each with|sharing] [the finest apple of the day|an apple of outstanding crunchiness], [and agreed|agreeing] that [running after apples downhill|the roundup] [had made them taste better|was worth every step].',
            'The [walk|journey] home with {object.the} [between them|swinging from one hand to the other] [was slow and companionable|took twice as long as it should], [with frequent stops|punctuated by stops] to [rest|admire the view|rearrange the apples on top].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} was full of pie. [|And ]{they} [fell asleep|drifted off to sleep|dozed off].',
            'Leaves fell [softly|gently|quietly]. [|And ]{Name} [slept|dozed|dreamed].',
            '[At bedtime|That night|Later], {Name} [yawned|stretched|snuggled down]. [{Their} legs were tired from the hill.|{They} smelled of apples.|What a busy day.]',
            '{Name} [dreamed of|thought of|counted] [apples|red apples|rolling apples] [in bed|with eyes shut|one by one]. [Then {they} slept.|One, two, three, zzz.|Soon {they_were} asleep.]',
          ],
          [
            'Full of apple pie and tired from the hill, {Name} fell [fast asleep|sound asleep].',
            'Outside, autumn leaves [drifted|floated] down, and {Name} [drifted|floated] into dreams.',
            '[That night|At bedtime], {Name} [climbed|crawled] into {bed} [with tired legs and a full tummy|still smelling faintly of apples|yawning all the way up the stairs], and [fell asleep|was asleep] [in no time|before {they} could count to ten].',
            '[In {their} dreams|As {they} drifted off], {Name} [saw|followed|counted] [apples rolling down an endless hill|a basket that never tipped over|trees heavy with red fruit], [laughing|smiling] [in {their} sleep|softly].',
          ],
          [
            'Full of pie and [pleasantly|comfortably] [tired|worn out], {Name} [fell asleep|drifted off to sleep|dozed off] almost before the story was over.',
            'Outside, the leaves let go of the branches [one by one|one after another], and {Name} let go of the day.',
            '{Name} [went to bed|climbed into bed] [that evening|at the usual hour] with [the pleasant ache|the good tiredness] of [a day spent going up and down hills|someone who has run after apples for a living], and [was asleep|fell asleep] [before the light was even off|almost at once].',
            '[Sleep|The evening] [came|arrived] [smelling of apples and woodsmoke|gently, with the last of the leaves], and {nameS} final thought [before dreams|as {they} drifted off] was [of a hillside full of runaway apples|that tomorrow, there would be pie].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-silent-wind-chimes',
    worlds: ['land'],
    themes: ['music', 'nature', 'friendship', 'city'],
    tags: ['birds'],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['wind-chimes'] },
      place: { kind: 'place', ids: ['town-square', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Silent {object.noun}',
      'A Song for the {place.noun}',
      'When the Chimes Stopped Singing',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [walked|strolled|wandered|skipped] to {place.a}. [It was a sunny day.|The sky was blue and wide.|Birds sang in the trees.|A warm wind blew.]',
            '{Name} liked {place.a}. [It was always full of sounds.|There was so much to hear.|Bells and birds lived there.|It hummed and buzzed all day.]',
            '[Today|After lunch] {Name} [went|ran|hopped] to {place.a} to [listen|play|sit]. [Click went a gate.|A dog gave a bark.|A bee went buzz.|Leaves went swish.]',
            '{Name} [sat|stood|waited] in {place.a} and [shut {their} eyes|held very still|cupped {their} ears]. [What could {they} hear?|Every place has sounds.|Shh, listen.]',
          ],
          [
            '{Name} loved going to {place.a}, where there was always something to hear[, from birds to bicycle bells|, if you stood still enough|].',
            'On a sunny afternoon, {Name} [walked|strolled|wandered] to {place.a}, listening to the sounds along the way.',
            '{Name} had a game for {place.a}: close {their} eyes and [name every sound|count the sounds|guess each sound], [and today the game felt odd|and today one was missing|but today something was off].',
            '[The gate creaked|A bicycle bell rang|Pigeons cooed] as {Name} [came into|arrived at|stepped into] {place.a}, [and {they} smiled|where every sound was an old friend|ready for a lazy afternoon].',
          ],
          [
            '{Name} had always thought of {place.a} as a place you listen to as much as look at.',
            'It was a sunny afternoon, and {Name} took the long way to {place.a}, listening as {they} went.',
            'Some places are best known by their sounds, and {place.a} was one of them: [pigeons, footsteps and, above all, the chimes|bicycle bells, a fountain and, best of all, the chimes].',
            '{Name} [arrived at|wandered into] {place.a} [expecting|ready for] the [usual|familiar] [music of the afternoon|chorus of small sounds], and [noticed at once|realized almost immediately] that one [voice|note] was [missing|absent].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} sat on a bench. {companion.It} looked [so sad|a bit glum|all mopey|very puzzled].',
            '{companion.a} waved at {them}. "[Listen|Shh, listen|Can you hear it]," {companion.it} [said|whispered|called].',
            '[Up came|Over came|Along came] {companion.a} [with a frown|on tiptoe|with ears up]. "[Something is missing|It is too quiet|I miss a sound]."',
            '[Under a tree|By the fountain|Near the gate] was {companion.a}, [head to one side|listening hard|ears up high]. "[Hello|Oh, hi], {Name}," {companion.it} [sighed|said softly].',
          ],
          [
            'On a bench sat {companion.a}, listening hard with a puzzled look.',
            '"Listen," [said|whispered] {companion.a}, coming over. "Do you hear it? Nothing."',
            '{companion.a} [hurried|trotted|came] over, [one ear cocked|looking worried|frowning a little]. "Something in {place.the} has gone quiet," {companion.it} [said|whispered].',
            '[Beside the fountain|Under the big tree|By the bandstand], {Name} [met|found] {companion.a}, who [had been waiting all day to hear a sound|kept looking up at the branches|was humming to fill the silence].',
          ],
          [
            '{companion.a} sat on a bench with {companion.its} head tilted, listening for something that was not there.',
            '"Listen," [said|whispered] {companion.a}, without even saying hello. "What do you hear?"',
            '{companion.a} [looked up|glanced over] as {Name} approached, [with the expression|wearing the look] of someone [trying to remember a tune|missing something they could not name].',
            '[Waiting by|Standing beneath] the old [oak|plane tree|lamp post] was {companion.a}, [listening so hard|so intent on listening] that {companion.it} [jumped|started] when {Name} said hello.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Up high|From a branch|On a hook|In the tree|Over the path], {object.a} [hung|swung|swayed|dangled] [there|in the breeze|in the wind|very still]. [But they made no sound.|But they were still and mute.|Not one ting came out.|They did not ring at all.]',
            '[Then|But then|Soon] the wind blew. [But {object.a} were quiet.|Yet {object.a} did not ring.|But {object.a} just swung.|{object.a} made no song.]',
            '[Up in the tree|On a branch|Over the bench] were {object.a}. [They swung, but they did not sing.|The wind blew, but no ting came.|They used to ring all day.]',
            '"[See|Look at|Listen to] {object.a}," [said|sighed] [{companion.the}|{companion.name}]. "[Their song is gone.|They do not ring now.|They went quiet today.]"',
          ],
          [
            '{object.a} hung from a branch, but even when the breeze blew, they did not ring.',
            '{object.a} always [sang|hummed] in the breeze, but today they were completely quiet.',
            '[Above the path|From the lowest branch|Over the bench] [swung|dangled|hung] {object.a}, [turning|swaying|twisting] in the wind [without a single ting|as quiet as a feather|with no sound at all].',
            '"[Do you see|Can you see|Have you seen] {object.a} up there?" asked [{companion.the}|{companion.name}]. "They [have rung|used to ring|sang] [every day|all summer|for years], and [today|this morning|now] they will not make a sound."',
          ],
          [
            '{object.a} had hung there for as long as anyone remembered, chiming at every breeze, but today they hung silent even as the wind moved through them.',
            '[Then|But then|Soon enough] the breeze stirred, as it always did, but {object.a} made no sound at all.',
            '[Above them|Overhead], {object.a} [turned|swayed] in the breeze [exactly as usual|as they always had], [except that|only] [not a single note came from them|they had nothing at all to say].',
            '[{companion.The}|{companion.name}] [pointed up at|nodded toward] {object.a}: [they moved when the wind moved|the breeze was swinging them gently], and yet [the air stayed empty of music|they made no more sound than a curtain].',
          ],
        ),
        details: v(
          [
            '[Everyone|People|The birds|The kids] [missed|wanted|waited for] the [song|ting-ting|chime song|tinkly song] [today|so much|all day]. [|And ]the [birds|sparrows|people] [looked up|glanced up].',
            '[|And ]it was [too|so|very] quiet [in {place.the}|under the tree|all around|that day].',
            '[A man|A lady|A little girl|An old man] [stopped|looked up|sat down] [under the tree|by the bench|on the path]. "[Where is the song|Why are the chimes so quiet|What happened to the ting|Where did the music go]?" [came a puzzled voice|came a small, sad voice|came the question].',
            '[The wind|The breeze] [blew|puffed|came] [again|once more|a little harder]. [Still no ting.|The chimes just swung.|No song came out.|They swayed without a sound.|Not a tinkle, not a ting.|The chimes stayed as quiet as mice.]',
          ],
          [
            'People [stopped|paused] and [looked up|glanced up], [missing the song|with a frown|and shook their heads].',
            '[Without the chimes|With no ting-ting], the [afternoon|air|day] felt [empty|too quiet|a bit flat].',
          ],
          [
            'People passing through glanced up, puzzled, missing a sound they had never [noticed|thought about|listened for] until it stopped.',
            '[|And ]the silence where the chimes should have been was oddly loud.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First|So|Then] {Name} blew on them. [Nothing at all.|Not one ting.|They just swayed.|Only a tiny creak.]',
            '[First|So|Then] [{companion.the}|{companion.name}] tapped one. [It only went tok.|It went tunk, not ting.|It made a dull clunk.]',
            'They [waited|sat|stood] for a big wind. [It came, but no song came.|The chimes swung, but stayed mute.|Whoosh, and still no ting.]',
            '{Name} [jiggled|shook|wiggled] the string. [The chimes clinked, but flat.|It went clack, clack.|That was not a song.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} blew on them as hard as {they} could, but they stayed [silent|quiet|still].',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] tapped one [gently|softly|carefully], but it only made a dull [little|small|tiny] tok.',
            'They [waited|sat on the bench to wait] for a [bigger|stronger] breeze, and when it came the chimes [swung wildly|spun round and round], but [not a single note rang out|all they made was a dull clatter].',
            '[{companion.The}|{companion.name}] [tried|had a go at] [humming the chime song to them|singing the tune they used to play], [hoping they would remember|in case they had forgotten it], but {object.the} [only swayed politely|only swayed without a sound|stayed politely quiet|just swung and stayed quiet].',
          ],
          [
            '[First|To begin with|Right away] {Name} tried blowing on them, but the chimes barely stirred.',
            'A gentle tap produced only a flat [little|small|tiny] tok, nothing like their usual song.',
            'They [waited|sat waiting] for a stronger gust, [reasoning that the breeze was simply too weak|hoping the wind would do the work], but even [a proper gust|the best gust of the afternoon] [only swung them about|brought out nothing but a rattle].',
            '[{companion.The}|{companion.name}] [suggested|tried] shaking the branch, which [produced a clatter|made a noise], [certainly|to be sure], [but nothing anyone would call music|though not one anyone wanted to hear again].',
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
            '[Ting, ting|Ting-a-ling|Ding, ting], the chimes [sang|rang|hummed] [again|once more|at last] [in the wind|for everyone|so sweetly|]!',
            '[And|So|Then] the breeze came [back|by|along], [and the chimes rang out|and the chimes went ting|and out came the song].',
            '{object.The} [swung|swayed|spun] in the wind, [and they sang|and out came a ting|and the song was back].',
            '[Bit by bit|One by one|Note by note], the chimes [found their song|rang again|began to sing]. [[{companion.The}|{Name}] [cheered|did a hop|danced].|People [smiled|grinned|looked] up at [them|the tree] [and clapped|happily|].]',
          ],
          [
            '[|And |At last, |And just like that, ]the next breeze set them ringing, ting-a-ling, clear and sweet.',
            '[|And |At last, |And just like that, ]{object.the} [sang|hummed] [again|once more], and everyone nearby stopped to smile.',
            '[A breeze came|The wind puffed] [through {place.the}|across the square], {object.the} [swayed|swung], and [out came|there it was:] [the old tinkling song|ting, ting, ting-a-ling], [as bright as ever|clear and silvery], [making everyone look up|and people clapped].',
            '[Note by note|Little by little], [the song came back|the chimes began to ring], [first one ting|a single ting at first], then [another|two more], until {object.the} [were ringing merrily|sang their whole song] [in the breeze|for everyone in {place.the}].',
          ],
          [
            'With the next breeze {object.the} rang out [again|once more], clear and sweet, and people all around stopped to listen.',
            '[|And |At last, |And just like that, ]the song returned, bright as water, and [{companion.the}|{companion.name}] [closed|shut] {companion.its} eyes to hear it properly.',
            '[The next breeze|The very next gust] [found|reached] {object.the}, and [this time|at last] [they answered|the answer came] [in a cascade of bright, silvery notes|with their old, clear song], [as though they had only been clearing their throats|as if nothing had ever been wrong], [and the whole of {place.the} seemed to brighten|and every head in {place.the} turned].',
            '[A single note|One clear note] [rang out|sounded], [hesitant|tentative], [then another|followed by a second], [and then|until] {object.the} [remembered the rest of their song|found their voice entirely], [spilling|scattering] music [over the square|across {place.the}] [like a handful of silver coins|like light on water].',
          ],
        ),
        details: v(
          [
            'People [smiled|grinned|beamed] [up at the tree|at each other|and stopped to listen]. [A [bird|robin|blackbird|sparrow] [sang along|joined in|chirped back] [from a branch|in the hedge|up high|with a trill].|A [dog|puppy|little dog] [wagged its tail|barked once|sat down to listen] [by the gate|on the path|by the bench].|A baby [laughed|giggled|clapped|waved] [in a pram|on a blanket|on a picnic rug].]',
            '[{companion.The}|{companion.name}] [danced|twirled|swayed] to the sound, [round and round|on tiptoe|with a big grin].',
            '[The wind|The breeze] [blew|puffed|danced by] [again|once more]. [[Ting, ting|Tinkle, ting|Ting-a-ling], went the chimes [again|all day|in the tree|].|The song went on and on.|[Everyone|Everybody] [smiled|grinned|smiled and smiled].|{Name} hummed along.|{companion.The} did a happy hop.]',
          ],
          [
            'A bird on the branch [sang|hummed] along, as if it had been waiting.',
            '[|And ][{companion.the}|{companion.name}] did a [little|small|tiny] dance to the tinkling tune.',
            '[Every time|Whenever] the breeze [blew|puffed], {object.the} [rang|sang] [a little louder|a new tune], [and {Name} laughed|until {Name} knew every note].',
          ],
          [
            'A bird on a nearby branch [joined in|chimed in], apparently relieved.',
            '[{companion.The}|{companion.name}] swayed in time, humming a harmony of {companion.its} own invention.',
            'Across {place.the}, people [paused mid-step|looked up from benches], [smiling|half smiling] [without quite knowing why|as if an old friend had waved].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'At bedtime, {Name} heard a soft ting [in {their} head|far away|in a dream]. {They} [smiled|grinned] and [slept|dozed|dreamed].',
            '{Name} [hummed|sang|whispered] the chime song [in bed|under the quilt|to {their} pillow]. [[Then|Soon|Before long] {they} [slept|dozed|drifted off|were asleep].|[Then|Soon] came [dreams|soft dreams|sleepy dreams] [of chimes|of the tree|of silver|of bells].]',
            '[That night|At bedtime|Later], {Name} [lay still|lay and listened|shut {their} eyes]. [[Ting, ting|Ting-a-ling|Tinkle, ting] went the [dream chimes|chimes in {their} head|chimes in a dream].|The night was [soft|still|calm|warm] and [quiet|deep|hushed|kind].|Sleep came [on tiptoe|very softly|like a feather|slow and kind].]',
            '[In bed|Under the quilt], {Name} [thought of|heard] the [chimes|silver chimes]. [Ting, ting, good night.|They rang in {their} dream.|{Their} eyes went shut.]',
          ],
          [
            'At bedtime {Name} could almost hear the chimes, soft and far away, and [fell asleep|drifted off to sleep|dozed off] smiling.',
            '[|Soon |Before long, |In a little while, ]{Name} hummed the chime song under {their} breath until sleep came.',
            '[That night|At bedtime], [a soft breeze|the evening wind] [blew|drifted] past {nameS} window, and [far away|across town] {object.the} [rang|tinkled] [their sleepy song|softly], [like a lullaby just for {them}|and {Name} smiled into the pillow].',
            '{Name} [lay|snuggled] in {bed} [humming the chime tune|counting the tings {they} remembered], [slower and slower|softer and softer], until [the humming stopped|the counting turned into dreams] and {they} [were fast asleep|slept].',
          ],
          [
            'At bedtime the memory of the chimes played on in {their} head, and {Name} [drifted off|dozed off] to it.',
            'Humming the chime song under {their} breath, {Name} slipped [softly|gently|quietly] into sleep.',
            '[Somewhere across town|Far off in {place.the}], {object.the} [went on ringing|kept up their quiet song] [in the night breeze|to nobody in particular], and {Name} fell asleep [listening for them|to the idea of it].',
            '[That night|When bedtime came], {Name} [found|noticed] that {they} could [still|almost] hear {object.the} [ringing|tinkling] [if {they} listened hard enough|somewhere at the edge of hearing], [whether in the real breeze or only in memory, it hardly mattered|and it did not much matter whether it was real], and [sleep came|{they} slept] [to the sound of it|soon after].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-mend-the-birdhouse',
    worlds: ['land', 'home'],
    themes: ['animals', 'nature', 'kindness', 'building'],
    tags: ['birds', 'animals', 'wind'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: [
          'friend-leo',
          'friend-rosa',
          'teddy-barnaby',
          'doll-poppy',
          'robot-bolt',
          'puppy-noodle',
          'kitten-mittens',
          'toy-dino-rex',
          'fox-rusty',
          'hedgehog-bramble',
          'bunny-clover',
          'tractor-tug',
        ],
      },
      object: { kind: 'object', ids: ['birdhouse'] },
    },
    titles: ['{Name} Mends the {object.noun}', 'A Home for the Birds', 'After the Windy Night'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '[The wind blew hard last evening|A big wind blew last night|The wind huffed and puffed all night|It was a windy, windy night]. Now [it was|the garden was|the morning was|all was] [calm|peaceful|still|quiet].',
            '{Name} [went outside|stepped out|ran out to the garden|went out in {their} boots]. The [morning|day|air] was [fresh|cool and fresh|bright|clean and new].',
            '[Whoosh|Woo, woo|Swish, swoosh] went the wind [all evening|all night|last night]. [Now the [garden|yard|world] was [still|calm|quiet].|By morning, it was [gone|still|calm|all done].]',
            '{Name} [pulled on|put on|found] {their} [boots|coat|warm coat|red boots]. [Leaves|Twigs|Little sticks] [lay|were] [all over|everywhere in|all across] the [yard|garden|path].',
          ],
          [
            'The wind had blown hard all evening, but now the [morning|day] was [|so |very ]calm and fresh.',
            '{Name} stepped outside into a [morning|day] that smelled of wet leaves.',
            '[After a windy evening|After the big wind|Once the wind had dropped], the [garden|yard] was [full of|covered in|scattered with] [twigs and leaves|blown leaves|little branches], and {Name} [went out|hurried out|skipped out] to look.',
            '{Name} had [listened to|heard] the wind [rattling the windows|howling round the house|shaking the trees] [at bedtime|all evening], so the [first thing|very first thing] {they} did [next morning|that day] was [run outside|peek into the garden|pull on {their} boots].',
          ],
          [
            'A blustery evening had given way to a still, rinsed [morning|day], and {Name} went out to see what the wind had left behind.',
            'The [morning|day] after a windy evening always has a tidied-up feeling, and {Name} [stepped out|came out|peeked out] into it.',
            '[All evening|Half the evening] the wind had [worried at|rattled|tugged at] the [windows|shutters|gutters], and by [morning|the time {Name} went out] the garden looked [as if it had been shaken out like a rug|rearranged by someone in a hurry|scattered with twigs and torn leaves].',
            '{Name} [went out early|was first outside|pulled on {their} boots] [to inspect the damage|to see what the wind had done|on a tour of inspection], [stepping over|picking a way through] [snapped twigs|wet leaves|a fallen flowerpot] [in the still, washed air|under a sky that looked freshly scrubbed].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [called out|waved|shouted] [from the tree|by the fence|across the yard]. "[Come quick|Come and look|Come and see|Over here], [please|{Name}|quick]!"',
            '{companion.a} was [under a tree|by the old tree|near the hedge|by the fence]. {companion.It} [pointed up|pointed at the branch|looked up and frowned|waved {Name} over].',
            '[By the tree|Near the hedge|Under the old tree] stood {companion.a}. {companion.It} [looked|seemed] [so sad|very worried|upset|glum] [and pointed down|and waved {Name} over|and gave a sigh].',
            '[Then|Just then|Soon] {companion.a} [ran|hurried|trotted] up. "[The wind|That big wind|The windy night] [did something bad|broke something|made a mess]," {companion.it} [said|puffed|cried].',
          ],
          [
            '{companion.a} came running. "Come and see what the wind did!"',
            'Under the [big|great big] tree stood {companion.a}, pointing at the grass.',
            '[Just then|A moment later], {companion.a} [hurried|came hurrying|dashed] across the [yard|garden|lawn], [looking very worried|with a sad little face|waving both {companion.limbs}].',
            '"[Oh, {Name}|There you are|I am so glad you are up]," [said|called] {companion.a}, [pointing|nodding] toward the [big tree|old tree|hedge]. "[Something fell down|The wind knocked something down|Look what happened] [in the night|last evening]."',
          ],
          [
            '{companion.a} was already out, standing under the [big|great big] tree and looking at something in the grass.',
            '"Come and look," called {companion.a}. "The wind made a mess."',
            '{companion.a} [met|found|intercepted] {Name} [by the back step|at the gate|halfway across the lawn], [looking uncharacteristically solemn|with the grave face of someone bearing news|too upset for good morning].',
            '"[I think the wind has done some real harm this time|You had better come and see this|There is something under the tree you should look at]," [said|called] {companion.a}, [already leading the way|beckoning urgently|from beneath the old tree].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} lay [in the grass|on the ground|by the roots|in a puddle]. [Its roof was off.|Its roof had slid away.|One wall was loose.|Its door was bent.|It looked so sad.]',
            '[|Then |But then ]the wind [broke|knocked down|blew down|tipped over] {object.a}. [It fell from the tree.|It lay on the ground.|Its roof came off.|Bits lay all around.]',
            '[There|Down there|Under the tree], in the [wet|long|cold] grass, lay {object.a}. [The roof was loose.|One wall was bent.|Its little door was upside down.|Its perch had snapped.]',
            '"[Look|Oh no|See]," said [{companion.the}|{companion.name}]. {object.a} had [fallen|tumbled|dropped] [down|off its branch|to the ground]. [It was broken.|It was in bits.|The roof had come off.]',
          ],
          [
            '{object.a} had fallen from its branch, and its [little|small|tiny] roof had come apart.',
            'In the grass lay {object.a}, its roof loose and one wall tipped over.',
            '[The wind|That wild wind] had [blown|shaken|tugged] {object.a} right out of the tree, and now it lay [upside down|on its side|in two pieces] [in the mud|among the leaves|by the roots].',
            '[{companion.The}|{companion.name}] [knelt|crouched] beside {object.a}, which [had always hung|used to hang] [on the lowest branch|high in the tree], and [gently|carefully] turned it over: [the roof was hanging off|a wall had come loose|the little door had cracked].',
          ],
          [
            '{object.a} had come down in the wind and lay in the grass, its roof loose and one wall leaning.',
            '[|Then |But then |Soon enough, ]the wind had knocked {object.a} from its branch, and it lay in pieces that still fit [together|side by side], just barely.',
            '[Among the scattered leaves|Half hidden in the wet grass|At the foot of the tree] lay {object.a}, [knocked from its branch|torn loose] [sometime in the night|by the worst of the gusts], its roof [askew like a hat in a gale|hanging by one nail] and its [front wall|doorway] [leaning drunkenly|sagging inward].',
            '{object.a} had [weathered|survived] [years of|many seasons of] ordinary weather, but [last evening|the evening before] had been [anything but ordinary|too much for it], and now it lay [beneath the tree|in the grass] [in a sorry state|looking sorry for itself], [roof loose, perch snapped|one wall out of true].',
          ],
        ),
        details: v(
          [
            '[Two|A pair of] [little|small|tiny|brown] birds sat on a [branch|twig|fence]. [They had no home now.|Where would they sleep?|They had nowhere to sleep.|They looked down at it.|They did not sing.]',
            '[|And ]the birds went [tweet, tweet|cheep, cheep|peep, peep|chirp, chirp] [up high|on the branch|very sadly|again and again|in a small voice].',
          ],
          [
            'Two [little|small|tiny] birds sat on a branch above, chirping sadly at their broken home.',
            '[|And ]the birds hopped from twig to twig, waiting.',
          ],
          [
            'A pair of [small|little] birds watched from a branch above with the patient look of homeowners awaiting repairs.',
            '[|And ]the birds chirped now and then, as if offering advice.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} [put|set|placed] the roof on top. [It slid off.|It slid right off.|Off it slid.|It would not stay.|It fell with a clack.]',
            '[|First, |So ]they pushed the [wall|side|little wall] back. [It fell again.|It fell once more.|Flop, down it went.|It leaned and fell.|It would not stand.]',
            '{Name} [tried to prop|tried to stand|propped|set] it [up|on a stump|on a log]. [Wobble, wobble, bump!|It tipped right over.|Down it went again.|It fell on its side.]',
            '[{companion.The}|{companion.name}] held the [roof|wall|door] [tight|in place|very still]. [But it would not stay.|It slipped when {companion.it} let go.|It flopped down again.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} set the roof back on top, but it slid right off [again|once more].',
            '[|First, |To begin with, |Right away, ]they pushed the wall straight, but it flopped over as soon as they let go.',
            '{Name} [tried|had a go at] [squeezing|pressing|pushing] the pieces [together|back into place] [with both hands|very hard|as tight as {they} could], but [they sprang apart again|the roof slid sideways|one wall popped out].',
            '[{companion.The}|{companion.name}] [suggested|had the idea of] [tying it with a bit of string|wedging it in the branches as it was|balancing it on the fence], but [the string slipped off|it tipped straight out|it wobbled and fell] [at once|in no time].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} balanced the roof back in place, and it slid off with a gentle clatter.',
            '[|First, |To begin with, |Right away, ]they held the wall upright, but it leaned [again|once more] the moment they let go.',
            'They [tried|attempted] [jamming the pieces together|a quick repair with a twist of garden wire|wedging the loose wall with a twig], [which held for about as long as it took to admire it|which looked promising for almost a minute], and then [the whole thing sagged again|the roof slid off with a small, apologetic clatter].',
            '{Name} [set|propped] {object.the} in the crook of a low branch [as it was|just to see], [hoping the birds would not mind a crooked house|in case it might do for now], but [it sat at such a tilt|the roof flapped in the breeze so] that [no sensible bird would go near it|the birds only looked at it doubtfully].',
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
            '[|And |So ]{object.the} was [whole|fixed|mended|good] [again|once more|at last]. [It went back up in the tree.|Up it went to its branch.|They hung it in the tree.|It sat on its branch again.]',
            '[|And |So ]the birds [flew|soared|glided|hopped] in. [They had a home again.|Home at last!|They had a house once more.|They were so glad.|They fluffed their feathers.]',
            '[At last|Hooray|There], [done|all done|finished]! {object.The} [looked|was] [good as new|strong and straight|neat and snug] [again|at last|now].',
            '[Up|Back up] went {object.the}, [high in the tree|on its branch|by the leaves]. [The birds peeked in.|Two birds hopped to the door.|A bird poked its head in.|The birds came to look.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} was as good as new, and they hung it back on its branch.',
            '[|And |At last, |And just like that, ]the two birds [flew|soared|glided] straight in and poked their heads out of the round door.',
            '{object.The} [stood straight|sat snug|looked sturdy] [again|once more], [its roof firm|every wall tight|the little door square], and [{companion.the}|{companion.name}] [helped lift it|gave a hand to lift it] [back into the tree|onto its branch].',
            '[The first bird|One brave bird|The smaller bird] [hopped|fluttered] to the [perch|doorway|roof], [looked around|peeked inside|tested the floor], and [called to the other|chirped happily|went straight in].',
          ],
          [
            'Mended and sturdy, {object.the} went back up on its branch, stronger than it had been before the wind.',
            '[|And |At last, |And just like that, ]the birds [flew|soared|glided] in almost at once and peered out of the [little|small|tiny] round door, clearly approving.',
            '{object.The} [went back up|was hung again] [on its old branch|a little higher than before|where it had always been], [square and solid|its roof snug and its walls true], [looking, if anything, rather better than new|ready for whatever the next wind might bring].',
            '[It took|It was] [the birds|the pair of birds] [less than a minute|no time at all] to [inspect the repairs|conduct their inspection|move back in], [hopping in and out of the doorway|poking their heads out of the door] [like new owners showing off a house|with an air of cautious approval].',
          ],
        ),
        details: v(
          [
            '[|And ]the birds [sang|chirped|trilled] a [thank you|happy|bright|little] song [from the door|from the roof|from the branch|in the sun].',
            '[|And ][{companion.the}|{companion.name}] [clapped|cheered|did a twirl] and [smiled|grinned|beamed].',
            '{Name} [wiped|brushed|dusted] {their} [hands|knees] [on {their} coat|on the grass|together]. [Good work!|That was a big job.|All fixed.|What a team!]',
            '[The sun|The morning sun|A warm sun] [came out|peeked out|shone] [on the tree|on the new roof|through the leaves]. [The little house glowed.|The roof looked shiny.|It felt like a new day.]',
          ],
          [
            '[|And ]the birds [sang|hummed] a bright thank-you song from the doorway.',
            '[|And ][{companion.the}|{companion.name}] [clapped|cheered], and {Name} felt warm all over.',
            '{Name} [stepped back|stood back|sat on the grass] to [admire|look at] the [mended|new-old|fixed] house, [with a happy sigh|hands on {their} hips|feeling proud].',
            '[A bit of|The last of] [sun|sunshine] [slid|slipped] through the leaves and [lit up|warmed] the little roof, [as if to say well done|like a pat on the back].',
          ],
          [
            '[|And ]the birds [sang|hummed] from the doorway, which {Name} [decided|agreed] to take as thanks.',
            '[|And ][{companion.the}|{companion.name}] pronounced it the finest birdhouse in the neighborhood.',
            '{Name} [brushed the leaves from {their} knees|gathered up the loose twigs|stood back to look], [feeling the particular satisfaction|with the quiet pride] of [someone who has mended something properly|a job well done].',
            '[By afternoon|Before long], [the yard was tidy again|the last twigs were swept away], and [the only sign of the windy night|all that was left of the gusts] was a [birdhouse|small wooden house] [with a slightly newer roof|that sat a little straighter than before].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the birds [slept|dozed|rested] in their [house|little house|snug house]. {Name} [slept|dozed|rested|snuggled] in {bed} [too|at last|as well|].',
            '[|Soon |Then |So ]everyone was [cozy|snug|warm|safe]. {Name} [closed|shut] {their} eyes [and smiled|slowly|at last|].',
            '[That night|At bedtime|At dusk], the [birds|two birds|little birds] [tucked|hid] their heads [in|under] their wings. {Name} [snuggled down|curled up|pulled up {their} quilt] [too|as well|just the same].',
            '{Name} [looked out|peeked out] [at the tree|of the window] [one last time|before bed]. [The little house was still there.|All was quiet in the tree.|The birds were safe and snug.] [Good night, birds.|Night night, little house.|Sleep well, birds.]',
          ],
          [
            'That evening the birds were snug in their house, and {Name} was snug in {bed}.',
            '[|Soon |Before long, |In a little while, ]everyone had a home to sleep in, and {Name} [drifted off|dozed off] feeling [proud|pleased].',
            '[At bedtime|That night|When the stars came out], {Name} [pictured|thought about] the two birds [tucked up|curled up|nestled] [in their mended house|under the new roof|behind the little round door], and [smiled|yawned] [into {their} pillow|a big yawn].',
            '[The wind|A breeze] [whispered|hummed|sighed] in the tree [that night|at bedtime|outside], but [gently this time|only softly now|kindly], and the birdhouse [did not even rock|did not stir|did not budge], and neither did {Name}, [fast asleep|already dreaming].',
          ],
          [
            'At dusk the birds tucked themselves into their mended house, and {Name}, equally snug, did the same.',
            '[|Soon |Before long, |In a little while, ]everyone had a good place to sleep that evening, and {Name} had [helped|lent a hand] to make it so.',
            '[That night|Later|When the house was still] a [gentle|mild|soft] breeze [stirred|moved through] the garden, [nothing like the night before|a mere whisper of the last one], and {Name} [lay listening to it|fell asleep to the sound of it], [knowing|certain] that two small birds [were dry and snug|were sleeping soundly] under a roof {they} had [mended|helped to mend].',
            'Sleep [came easily|arrived early] that evening, [the way it does|as it tends to] after a day of [useful work|honest mending|fresh air and good deeds], and {nameS} last thought was of [a small round door|two feathered heads] [high in the tree|tucked safely away].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-dinosaur-lullaby',
    worlds: ['land'],
    themes: ['dinosaurs', 'bedtime', 'animals', 'friendship'],
    tags: ['animals'],
    problem: 'sleepless',
    cast: {
      companion: { kind: 'companion', ids: ['baby-dino-dot'] },
      place: { kind: 'place', ids: ['green-valley'] },
    },
    titles: [
      '{Name} and the Wide-Awake Dinosaur',
      'A Lullaby for {companion.name}',
      'Bedtime in the {place.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [liked|loved|was wild about] dinosaurs [best of all|more than cake|more than anything]. [{They} had a dinosaur book.|{Their} book was full of them.|{They} knew all their names.]',
            '[After supper|Before bed|On the rug|By the lamp], {Name} [looked at|read|opened|peered at] a [dinosaur book|big dinosaur book|book of dinosaurs|green book].',
            '[The [lamp|night light|little lamp] was [on|glowing|warm].|It was [almost|nearly|just about] [bedtime|time for bed|story time].|The house was [quiet|still|hushed].] {Name} [opened|held|hugged|flipped open] {their} [dinosaur book|book of dinosaurs|best book].',
            '[On page one|On the first page|On the big page] was a [long-neck|green|sleepy|baby] dinosaur. {Name} [traced it|patted it|said hello to it|smiled at it] with a finger.',
          ],
          [
            '{Name} was looking at a book of dinosaurs, the long-necked ones and the ones with plates on their backs.',
            'Of all the creatures in the world, {Name} liked dinosaurs the very best.',
            '[Just before bath time|After supper|On a slow, rainy evening], {Name} [lay on the rug|curled up in a chair|sat cross-legged on the bed] with [the big dinosaur book|a book full of dinosaurs], [tracing the long necks with a finger|saying their names out loud|looking for the smallest one].',
            '{Name} [knew|could name] [every dinosaur|most of the dinosaurs] in {their} [favorite|thick, old] book, from the [tiniest|smallest] [one with feathers|runner] to the [biggest|tallest] long-neck.',
          ],
          [
            '{Name} had a well-worn book about dinosaurs and could name more of them than most grown-ups.',
            'It was evening, and {Name} was turning the pages of a dinosaur book for perhaps the hundredth time.',
            '{Name} [knew the dinosaur book|had read the dinosaur book] so well that it fell open [by itself|on its own] at the [best|favorite] page: a [wide|green] valley where [the long-necks grazed|the herds gathered] at [sunset|dusk].',
            '[Some children collect stamps or shells|Other children had other passions]; {Name} collected dinosaur facts, and {they_were} [adding to the collection|reading up on the plant-eaters] that evening [by lamplight|from a battered library book].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|All at once] the page [began to|started to] [glow|shine|twinkle|shimmer]. [[In a blink|Then|Just like that|Pop], {Name} was in {place.a}.|It [pulled|tugged|swept] {Name} [right|gently|softly] into {place.a}.]',
            '[With a whoosh|With a swish|In a blink|All at once], {Name} [stepped|tumbled|hopped|slid] into {place.a}.',
            'The [book|page|picture] went [warm|bright|soft and gold], and [pop|swish|whoosh]! {Name} [stood|landed|sat] in {place.a}.',
            '{Name} [touched|tapped|poked] the [picture|page|fern in the picture]. [[Next thing|In a flash|All at once], {they} stood in {place.a}.|[Now|Whoosh, now|And now|Swish], {they_were} in {place.a}.]',
          ],
          [
            'One page [began to|started to] glow, and when {Name} touched it, {they_were} standing in {place.a}.',
            '[|Soon |Before long, |After a while, ]the picture grew and grew until {Name} could step right into it: {place.a}.',
            '{Name} [pressed|rested] a [hand|palm|finger] on the page, [the picture went warm and bright|the ferns in the picture seemed to sway], and [a moment later|in a blink] {they_were} [standing|walking] in {place.a}.',
            'The [dinosaur book|picture] gave a [gentle|soft|warm] [hum|glow|rustle], and when {Name} [opened|blinked] {their} eyes, {they_were} [right in the middle of|at the edge of] {place.a}.',
          ],
          [
            'One page [began to|started to] shimmer, and when {Name} leaned closer, the picture opened like a door into {place.a}.',
            '[|Soon |Before long, |After a while, ]the book gave a soft rustle, and [suddenly|all at once] the picture was all around {them}: {place.a}, warm and green.',
            '[Without quite knowing how|Between one blink and the next], {Name} [went|slipped] from reading about {place.a} to [standing in it|breathing its warm air], [ferns brushing {their} knees|the evening sun on {their} face].',
            'The page [grew|swelled] until its edges [disappeared|were gone], and {Name} found {themself} in {place.a}, [where the air was warm and smelled of rain and leaves|under a sky the color of apricots].',
          ],
        ),
        details: v(
          [
            'The ferns [waved|swayed|bent] over {their} head, [and the air was warm|as tall as houses|like green fans|soft and wet].',
            '[Big|Huge|Giant|Deep] footprints went [along the path|down to the river|past the ferns|up the hill].',
            'A [warm|soft|sleepy] wind [blew|hummed|sighed] [through the ferns|over the river|past the rocks], [and|so] the [leaves|ferns|grass] [rustled|swished|nodded].',
          ],
          [
            '[|And ]the ferns waved high over {their} head, and the air was [|so |very ]warm and smelled green.',
            'Giant footprints, [bigger than a bathtub|as wide as a paddling pool|deep enough to sit in], made a [path|trail] [through the ferns|down to the river].',
          ],
          [
            'Fronds arched overhead like green umbrellas, and the air was [|so |very ]warm and heavy with the smell of growing things.',
            'Enormous footprints led [down the path|toward the river|across the soft mud], each one [big|great big] enough to [sit in|lie down in|use as a bath].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Just then|Then|Out of the ferns|From behind a rock|All at once] [came|along came|along waddled|along wobbled] {companion.a}. [{companion.It} was [small|little|tiny] and [green|round|spotty|sleepy].|{companion.It} had [tiny|little|stubby] feet and a [long|curly|swishy] tail.|{companion.It} [blinked|smiled|peeped] at {Name} [shyly|sleepily|with a yawn].|{companion.It} had [big|round|soft], [kind|sleepy|gentle] eyes.|{companion.It} was no bigger than a [chair|lamb|big dog].|{companion.It} gave a [tiny|little|soft|sleepy] [squeak|peep|yawn].]',
            'Out [came|stepped|wobbled|tiptoed] {companion.a}, and {companion.it} [said|whispered|squeaked|peeped] [hello|hi|a shy hello|a sleepy hello].',
            '[Something|Someone] [rustled|wiggled|stirred|sniffled] [in the ferns|by a rock|under a leaf|by the river]. [It was|Out came|There stood|Out peeked] {companion.a}, [with a yawn|rubbing {companion.its} eyes|looking tired|with droopy eyes|blinking slowly].',
            '[By the river|Near a rock|Under a fern] sat {companion.a}, [as small as a cat|no bigger than a dog|as little as a lamb]. [{companion.It} waved a tiny hand.|{companion.It} wagged {companion.its} tail.|{companion.It} looked up at {Name}.]',
          ],
          [
            'Peeking from the ferns was {companion.a}, no bigger than a pony, with a tail that wagged.',
            '{companion.a} trotted out of the ferns and [said|whispered] a shy hello.',
            '[A fern rustled|Something small went thump, thump], and out [wobbled|stepped|peeped] {companion.a}, [blinking at {Name} with big, sleepy eyes|no taller than {Name}|swishing {companion.its} little tail].',
            '{companion.a} [poked {companion.its} head out of|came trotting through] the ferns, [looked at {Name} for a long moment|sniffed {nameS} hand], and [decided {they} must be a friend|gave a small, friendly snort].',
          ],
          [
            'From [among the ferns|behind a mossy log|under a great frond] [peered|peeped] {companion.a}, [small|little|tiny] for a dinosaur, which still made {companion.obj} [rather large|fairly substantial|quite big] for a [friend|pal|playmate].',
            '{companion.a} [stepped out|came out|peeked out|edged out] [shyly|bashfully|one careful foot at a time], {companion.its} tail [swishing the ferns|sweeping the moss|curled nervously behind {companion.obj}].',
            'A [rustle|stirring] in the ferns [turned out to be|revealed] {companion.a}, [a baby by dinosaur standards|young and rather round], who [regarded {Name} with solemn curiosity|seemed delighted to have company].',
            '{companion.a} [emerged|appeared] from behind a [boulder|great fern|mossy log] [with the careful steps of someone who is not yet used to {companion.its} own feet|with a shy, lopsided smile], and [introduced {companion.obj}self|said hello] in a [small|soft] [rumble|voice].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '[Then|But then|Soon] [{companion.the}|{companion.name}] [yawned|gave a big yawn|yawned a big yawn]. [But {companion.it} could not sleep.|Yet {companion.its} eyes stayed wide open.|But sleep would not come.|But {companion.its} eyes popped open again.|Still {companion.it} was wide awake.|But {companion.it} was not sleepy one bit.]',
            '"I cannot [sleep|get to sleep|fall asleep]," [said|whispered|sniffed|sighed] [{companion.the}|{companion.name}]. [{companion.It} was so tired.|Those little eyes were droopy.|{companion.It} had tried all night.|Even {companion.its} tail was tired.|Even {companion.its} eyelids drooped.|{companion.It} blinked and blinked.|{companion.It} gave a wobbly yawn.]',
            '[{companion.The}|{companion.name}] [had tried|tried and tried|kept trying] to sleep. But [{companion.its} eyes kept popping open|the night felt [too big|so big and wide|much too long]|{companion.it} was too wiggly|{companion.it} [wriggled|fidgeted|tossed] and [turned|rolled]|a tummy rumble kept {companion.obj} up].',
            '[All the other|All the big|The grown-up] dinosaurs were asleep. [Only {companion.the}|But {companion.the}|Just {companion.the}] was [awake|still up|wide awake|wriggling].',
          ],
          [
            '[|Then |But then |Soon enough, ]the sun was setting, and [{companion.the}|{companion.name}] was [|so |very ][tired|worn out], but {companion.it} could not fall asleep.',
            '"All the [big|great big] dinosaurs are asleep," [said|whispered] [{companion.the}|{companion.name}], "but I cannot sleep at all."',
            '[{companion.The}|{companion.name}] [rubbed {companion.its} eyes|yawned a huge yawn|drooped {companion.its} head], but every time {companion.it} [lay down|closed {companion.its} eyes], {companion.it} [popped right back up|felt wide awake again].',
            '"[I try and try|I have tried all evening]," [sighed|said] [{companion.the}|{companion.name}], "but my eyes [will not stay shut|keep popping open]."',
          ],
          [
            '[|Then |But then |Soon enough, ]it was nearly dusk in the valley, and every [big|great big] dinosaur was settling down, but [{companion.the}|{companion.name}] could not get to sleep.',
            '"Everyone else finds it easy," [said|whispered] [{companion.the}|{companion.name}], with a yawn that proved {companion.it} was [|so |very ][tired|worn out], "but sleep will not come to me."',
            '[{companion.The}|{companion.name}], it [turned out|seemed], [had been trying to fall asleep since sunset|had a problem with bedtime], and [every attempt had ended the same way|nothing had worked]: eyes open, tail twitching, [wide awake|not a bit sleepy].',
            '"[It is the quiet|It is too quiet, I think|The night is so very still|Perhaps it is the silence]," [explained|said|admitted] [{companion.the}|{companion.name}] [with a huge yawn|between yawns|rubbing {companion.its} eyes]. "[Everyone else sleeps, and I [lie there listening|just lie awake|count the stars instead].|The whole valley snores, and I stay wide awake.|My eyes close, and then they pop open again.]"',
          ],
        ),
        details: v(
          [
            "[{companion.The}|{companion.name}]'s mom was [fast asleep|sound asleep|asleep by a tree|asleep in the ferns|already asleep|snoozing|dozing by the rocks|curled up asleep] [nearby|close by|just over there|]. [Her snores went [rumble, rumble|rumble, snort|honk, shoo].|Her [big|deep|loud] snores [shook|rattled|tickled] the [ferns|leaves|trees].|Each snore puffed the leaves [about|away|up].|She snored like a [happy drum|big bee|sleepy truck].|Her snores made the [ground|rocks|river] hum.|She did not even [twitch|stir|wiggle].]",
            '[|And ]the [big|tall|old|huge] dinosaurs lay down [like hills|in a row|by the river] [to sleep|].',
          ],
          [
            '[Nearby|Close by|Under a tree], {companion.its} mom was already asleep, snoring in [long, deep rumbles|slow, rumbly waves|snores that shook the ferns].',
            '[|And ]the [big|great big] dinosaurs lay down like [sleepy|drowsy] green hills.',
          ],
          [
            "[|And ][{companion.the}|{companion.name}]'s mom was already [fast asleep|sound asleep] [nearby|under the tree ferns], snoring in [low, rumbling waves|great contented rumbles|a bass note the ground seemed to hum along with].",
            '[|And ]the great dinosaurs had folded themselves down like a row of [sleepy|drowsy|green] hills [along the river|across the valley|in the dusk].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {companion.it} [lay|curled up|flopped down] in the ferns. [But they tickled {companion.its} [nose|toes|tail].|But the ferns were [too itchy|too scratchy|too tickly].|But a [bug|beetle|fly] [hummed|buzzed] by {companion.its} ear.]',
            '[First,|So|Then] {companion.it} [counted clouds|counted stars|counted ferns]. [But {companion.it} got muddled at three.|But {companion.it} mixed them up.|Five, nine, two? Oh dear.|[One, two, seven|Three, eight, four|Six, ten, one]? [That was not right.|Oops, all mixed up.|That did not work.|Oh no, wrong again.]|Counting made {companion.obj} giggle, not yawn.|{companion.It} had to start again.]',
            '[{companion.It} tried|Next {companion.it} tried|Then {companion.it} tried] [a big stretch|a wiggle and a flop|lying on {companion.its} back|hiding {companion.its} head]. [Still no sleep came.|Those eyes stayed wide open.|It did not help one bit.]',
            '{Name} [sang|hummed|whistled] a [quick|bouncy|jumpy] song. [That made {companion.obj} giggle, not sleep.|{companion.It} danced instead!|Oops, now {companion.it} was more awake.|Now {companion.it} wanted to hop!|That was a wake-up song!|Up popped {companion.its} head, wide awake.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{companion.it} tried lying in the [ferns|long ferns|soft fronds], but they [tickled|brushed] {companion.its} nose and made {companion.obj} [sneeze|giggle|snort].',
            '[|First, |To begin with, |Right away, ]{companion.it} tried counting the [clouds|stars coming out|sleeping dinosaurs], but {companion.it} kept [losing {companion.its} place|skipping numbers|getting to seven and starting over].',
            'They [tried|made] a [nest|bed] of [soft moss|warm sand|fallen leaves], but [{companion.the}|{companion.name}] [wriggled and wriggled|turned round and round] and could not get comfy.',
            '{Name} [rocked|patted] [{companion.the}|{companion.name}] [gently|slowly], [which helped a little|and {companion.its} eyes drooped], but then a [frog croaked|leaf fell] and {companion.it} was wide awake [again|once more].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{companion.it} tried a bed of [ferns|fronds|feathery ferns], but the [ferns|fronds] [tickled|prickled], and {companion.it} [sneezed|snorted] {companion.obj}self [wide awake|awake all over again].',
            '[|First, |To begin with, |Right away, ]{companion.it} tried counting [clouds|the evening clouds], but they kept [changing shape|drifting into each other|turning into other things] and {companion.it} kept [losing track|starting again|forgetting which were counted].',
            'They [tried|attempted] a nest of moss [in the lee of a boulder|under a tree fern], [which was soft enough|which looked promising], but [{companion.the}|{companion.name}] [turned in circles like a puppy|could not find the right shape] and [gave up|sat up again].',
            '{Name} [tried|attempted] a [bedtime story|list of dinosaur facts], [which|but that] [backfired|only made things worse]: [{companion.the}|{companion.name}] [found it far too interesting|kept asking questions] and [was soon more awake than ever|sat up with bright eyes].',
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
            '[At last|And then|So] [{companion.the}|{companion.name}] gave a [big|long|wide] yawn. [{companion.It} shut {companion.its} eyes.|Those eyes closed.|Then {companion.its} eyes shut.|Slowly {companion.its} eyes drifted shut.|Down came {companion.its} eyelids.|Then {companion.its} eyes grew heavy and closed.]',
            '[Soon|Before long|Then] [{companion.the}|{companion.name}] was asleep [with a tiny snore|with tail curled up|by {companion.its} mom|in a nest of ferns].',
            '[Slowly those eyes|Those sleepy eyes] went [droop, droop|blink, blink|slow, slow]. [Then|At last|Soon] [{companion.the}|{companion.name}] [was fast asleep|drifted off|was dreaming].',
            '[{companion.The}|{companion.name}] [snuggled up|curled up|lay down] [next to {companion.its} mom|in the soft ferns|by the warm rock]. [[Soon|Then|At last] {companion.it} was [asleep|dreaming|snoring].|Then came a [tiny|small|soft] snore.|The little tail gave one last [flick|swish|wiggle].]',
            '[{companion.The}|{companion.name}] [curled up|lay down|snuggled down]. [Sleepy eyes closed.|{companion.It} closed {companion.its} eyes.|{companion.It} [gave a yawn|yawned [a big yawn|a slow yawn|and yawned]].] [Then {companion.it} [slept|dozed|was dreaming] [at last|softly|].]',
            '[Soon|Then|At last] [{companion.the}|{companion.name}] [slept|snored|dozed]. [A [tiny|small|soft] snore came out.|The little tail went [still|limp|quiet] [at last|too|].]',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] gave an enormous yawn, curled {companion.its} tail around {companion.its} nose, and [fell asleep|drifted off to sleep|dozed off].',
            '[Soon|Before long|In a little while] [{companion.the}|{companion.name}] was snoring a [tiny|little|soft] [rumble|snore|whistle], just like {companion.its} [mom|mother|mom, only smaller].',
            '[{companion.The}|{companion.name}] [tucked {companion.its} head under {companion.its} tail|nestled into the ferns|leaned against {Name}], and [with a last small sigh|one slow blink at a time], [fell fast asleep|drifted off at last].',
            '[The little eyes closed|Those sleepy eyes drooped shut], [the tail stopped twitching|the tail curled up tight], and [{companion.the}|{companion.name}] [slept|was asleep] [as snug as a pebble in a pocket|before the song was even over].',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] gave a yawn so [large|enormous|long] it seemed to go on for a [minute|week|whole page], curled {companion.its} tail around {companion.obj}self and was asleep.',
            "[Before long|Soon|In no time] {companion.it} was [snoring|rumbling softly], a [small|tiny|gentle] rumble beside {companion.its} mother's [big|great big|thunderous] one.",
            '[The change was gradual and then complete|Sleep came slowly and then all at once]: [{companion.the}|{companion.name}] [blinked|yawned], [settled|sagged], and [was breathing the slow breaths of a sleeper|was asleep] [before anyone could say good night|with {companion.its} chin on {nameS} knee].',
            '[{companion.The}|{companion.name}] [lay down|settled] [beside the warm flank of {companion.its} mother|in the ferns], [gave one enormous yawn|blinked twice], and [slipped into sleep|was asleep] [as easily as a pebble slips into a pond|as if {companion.it} had never had any trouble at all].',
          ],
        ),
        details: v(
          [
            'The [valley|river|sky] was [quiet|still|calm] [now|at last|and soft], [and the ferns swayed|and the wind was warm|and a frog sang low].',
            '[{Name} [whispered|murmured|said softly|breathed]|[Softly|Very softly|In a tiny voice], {Name} [whispered|said]], "[Good night|Sleep tight|Sweet dreams|Night, night|Dream well], {companion.name}."',
          ],
          [
            '[|And ]the [whole|entire] valley was [|so |very ]quiet, and the ferns swayed [gently|softly|carefully].',
            '[|And ]{Name} patted {companion.its} head and [whispered|murmured], "Sleep well, {companion.name}."',
          ],
          [
            '[|And ]the valley went [still|quiet|hushed], with only the [ferns|fronds|tall grasses] moving in the [evening air|warm breeze|last light].',
            '[|And ]{Name} [whispered|murmured] a goodnight, and [{companion.the}|{companion.name}] [smiled|grinned|beamed] in {companion.its} sleep.',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] the book [glowed|shone|gleamed] again. [{Name} was home [again|at last|in a blink].|The valley was gone [away|like mist|].|There was {their} [room|bed|lamp] [again|at last|].]',
            '[Then|At last|Soon] {Name} [stepped|hopped|slipped|tiptoed] out of the page [to {their} room|to the rug|to the lamp].',
            '[A swish|A soft pop|A whoosh], and {Name} was back [on the rug|by the lamp|in {their} room]. [The book was still open.|The book lay open on the [rug|bed|floor].|{They} yawned a bit.|The lamp was warm.|The lamp still glowed.|{Name} blinked at the lamp.]',
            'The page [glowed|shone|sparkled] [again|once more|softly]. {Name} was [home|back in {their} room|on the rug] [again|at last|].',
            '[Swish|Pop|Whoosh]! {Name} [sat|was back] [on {their} bed|in {their} room]. [The book was [open|still open] [on {their} lap|at the valley page|].|The valley was only a page again.|A [fern leaf|tiny green frond|curly fern] lay on the [page|rug|quilt].]',
          ],
          [
            '[|Then |After that, |At last ]the page [glowed|shone|gleamed] once more, and {Name} stepped back out, into {their} own room.',
            'With a soft rustle {Name} was home [again|once more], the dinosaur book open on {their} lap.',
            '[The ferns faded|The valley grew soft and blurry], and [with a gentle rustle|like turning a page], {Name} was back in {their} room, [the book open on the rug|the lamp still on].',
            '{Name} [waved|whispered] [good night|goodbye] to the [sleeping valley|little dinosaur], and the page [carried|brought] {them} [home|back] [softly|as gently as a blanket].',
          ],
          [
            '[|Then |After that, |At last ]the picture shimmered, and {Name} stepped back out of the page into {their} own familiar room.',
            '[|Then |After that, |At last ]the book rustled closed, and {Name} was home, with a picture of a sleeping baby dinosaur on the open page.',
            'The [warm air|valley] [thinned|faded] like [mist in the morning|breath on a window], and {Name} was [back|home] in {their} [room|own room], [with the book still open at the valley page|a fern-shaped smudge of green on {their} fingertip].',
            '[The picture let {them} go as gently as it had taken {them}|The way home was as easy as closing a book], and [soon|a moment later] {Name} was [sitting on {their} own rug|back in {their} own room], [the dinosaur book open on {their} knees|listening to the house settle].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '{Name} [yawned|gave|let out] a [big|great big|long] dinosaur yawn. [Then {they} slept.|Soon {they} dreamed.|Then came sleep.|{They} dozed off fast.]',
            '[Soon|Then] the book was [closed|shut|put away], and {Name} [fell asleep|drifted off|dozed off|slept too].',
            '{Name} [dreamed of|thought of|smiled about] [the green valley|a tiny green dinosaur|tall ferns|the sleepy little dinosaur] [as {they} fell asleep|until sleep came|all night long].',
            '{Name} [closed|shut] the book [softly|gently|with care|very slowly]. [Good night|Sleep tight|Night, night], [little dino|dinos|{companion.name}|valley]. [Then {they} slept.|{They} yawned and slept.|{They} slept like a baby dino.|Soon {they_were} snoring softly.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} gave a [big|great big] dinosaur yawn and was asleep in no time.',
            '[|Soon |Before long, |In a little while, ]the book lay closed on the shelf, and {Name} dreamed of green ferns.',
            '[That night|At bedtime|When the lamp went off], {Name} [hummed|sang] [the same soft song|a little of the lullaby] to {themself}, and [it worked just as well|fell asleep before the second verse].',
            '{Name} [put|slid] the dinosaur book [under {their} pillow|on the shelf|by {bed}] and [curled up like a baby dinosaur|tucked {their} feet in], [warm and sleepy|and was soon fast asleep].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} managed one last enormous dinosaur yawn before sleep arrived.',
            '[|Soon |Before long, |In a little while, ]the book [rested|relaxed] on the shelf, and {Name} dreamed of a warm valley where everyone was sleeping.',
            '[That night|At bedtime|When the house went quiet] {Name} [lay listening|listened] to the [hush|hum] of the [house|room], [which sounded almost like a valley settling down to sleep|and hummed a lullaby of {their} own], [and was asleep before the tune was done|until the lullaby and the dream ran together].',
            '{Name} [fell asleep|drifted off] [with the book close by|with one hand resting on the cover], [half expecting|almost hoping] to [wake|find {themself}] in [a green valley|the warm valley] [where a baby dinosaur was snoring|among the sleeping giants].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-little-tractor-helps',
    worlds: ['land'],
    themes: ['farm', 'friendship', 'kindness', 'machines'],
    tags: ['machines'],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion', ids: ['tractor-tug'] },
      object: { kind: 'object', ids: ['apple-basket', 'seed-pouch'] },
      place: { kind: 'place', ids: ['farm', 'orchard', 'meadow'] },
    },
    titles: [
      '{companion.name} the Little Tractor',
      '{Name} and the Smallest Tractor',
      'A Job for {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} went to {place.a}. [|And ]it was harvest day.',
            'It was a [busy|bustling] day at {place.a}.',
            '[Vroom|Rumble|Brrm, brrm] went the [big|huge|red] tractors at {place.a}. [It was harvest day!|Everyone was busy.|{Name} waved at them.]',
            '{Name} [ran|skipped|walked] to {place.a} [with boots on|after breakfast|in the sun]. [Carts went by.|Hay bales sat in rows.|The fields were gold.]',
          ],
          [
            'It was harvest day at {place.a}, and everyone was [|so |very ]busy.',
            '{Name} arrived at {place.a} just as the [big|great big] harvest began.',
            'At {place.a}, the [big|huge|enormous] tractors were [rumbling|roaring|chugging] up and down the fields, and {Name} [sat on the fence|stood by the gate|climbed a hay bale] to watch the harvest [come in|begin].',
            '[Carts|Trailers] piled high with [hay|sacks|crates] [rolled|bumped|rattled] past as {Name} [walked|wandered|skipped] into {place.a}, where [everyone was busy|the whole farm was working|nobody stood still] on harvest day.',
          ],
          [
            'Harvest day had arrived at {place.a}, and the [whole|entire] place hummed with purpose.',
            '{Name} got to {place.a} early, in time to see the harvest begin.',
            'Harvest day at {place.a} [had|possessed] [a rhythm of its own|its own particular music]: the [deep|steady] roar of the big tractors, the [creak|rattle] of laden carts, [and the calls of people who had been up since dawn|and a great deal of cheerful shouting], and {Name} [arrived|came] [in time to hear all of it|right in the middle of it].',
            '{Name} [reached|came to] {place.a} [as the dew was lifting|early in the morning], [when|just as] the first [great|enormous] tractors [lumbered out|rolled out] of the barn [like elephants going to work|in a slow, proud procession], [ready for the biggest day of the year|their engines warm and growling].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'By the fence was {companion.a}. [|And ]{companion.it} looked [|so |all ]sad.',
            '{companion.a} sat by the gate. [|And ]{companion.it} was not working.',
            '[By the barn|Near the gate|Behind a haystack|In the yard|Next to the hay] [sat|was|waited] {companion.a}. [{companion.It} did not go vroom.|{companion.It} was very still.|The little lights looked sad.]',
            '{Name} [saw|found|spotted] {companion.a} [by the fence|in the shade|by the barn]. [Putt, putt|Putt|Pop, pop], went {companion.its} [small|tiny|little] engine. [Then it went quiet.|Then it stopped.]',
          ],
          [
            'By the fence sat {companion.a}, watching the [big|great big] tractors rumble past.',
            '{companion.a} was parked by the gate with {companion.its} headlights drooping.',
            '[In the shadow of the barn|Beside the old gate|Half hidden by a haystack], {Name} [found|noticed|came across] {companion.a}, [sitting by the wall|watching the others|very still], with {companion.its} [little|small] engine [switched off|quiet].',
            '{companion.a} [sat|waited] [at the edge of the field|by the fence], [watching|looking at] the big tractors [go past|rumble by] [with a sigh|with drooping headlights|without a sound].',
          ],
          [
            'By the fence, parked and forgotten, sat {companion.a}, watching the [big|great big] machines at work.',
            '{companion.a} [waited|stood waiting] by the gate, {companion.its} headlights dim in a way that looked a lot like sadness.',
            'It was {Name} who [noticed|spotted] {companion.a}, [parked|tucked away] [by the barn wall|beside the water trough] [where nobody would think to look|out of everyone’s way], {companion.its} [engine cold|headlights low] [as though it had given up expecting to be needed|and the look of someone left out of the team].',
            '[Beside the gate|Near the hay barn], [quite still amid all the bustle|the only still thing in the whole busy farm], sat {companion.a}, [watching|following] the big machines [with an expression, if a tractor can have one, of quiet longing|the way a small child watches older ones at play].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '"I am too small," [said|whispered] [{companion.the}|{companion.name}]. [|And ]{companion.it} could not pull {object.a}.',
            '[|Then |But then ]the [big|great big] tractors had jobs. Nobody gave [{companion.the}|{companion.name}] {object.a}.',
            '"[Nobody needs me|I am too little|No job for me]," said [{companion.the}|{companion.name}]. [{companion.It} could not even pull {object.a}.|Not even {object.a} was {companion.its} to carry.]',
            '[The big tractors|The others|Everyone] had [jobs|work|big jobs]. [{companion.The}|{companion.name}] [only|just] [looked at|sat by] {object.a}. [No one asked {companion.obj}.|{companion.It} felt so small.]',
          ],
          [
            '"Everyone has a job but me," [said|whispered] [{companion.the}|{companion.name}]. "I am too [small|little] even to carry {object.a}."',
            '[|Then |But then |Soon enough, ]the [big|great big] tractors [pulled|tugged] the heavy carts, and nobody asked [{companion.the}|{companion.name}] to carry even {object.a}.',
            '"They said I am too small for the fields," [sighed|said] [{companion.the}|{companion.name}], "so today I [cannot|will not] even [carry|pull] {object.a}, [and that is the smallest job of all|and everyone else is busy]."',
            '[All day|All morning], the [big|huge] tractors had [pulled the heavy carts|hauled the hay], and [{companion.the}|{companion.name}] had [waited and waited|sat by the gate], [hoping someone would ask {companion.obj} to carry {object.a}|next to {object.a}, which nobody had asked {companion.obj} to take anywhere].',
          ],
          [
            '"The [big|great big] ones do all the real work," [said|whispered] [{companion.the}|{companion.name}] [quietly|softly|gently]. "Nobody thinks I can manage even {object.a}."',
            'All [morning|day] the [big|great big] tractors had hauled the harvest, and nobody had asked [{companion.the}|{companion.name}] to carry so much as {object.a}.',
            '"I used to think I could help," [said|admitted] [{companion.the}|{companion.name}], [nodding|gesturing] at {object.a} [waiting by the gate|sitting by the barn], "but the big ones [do everything now|are faster at all of it], and [nobody|no one] [remembers|thinks of] me [at all|anymore]."',
            '[The trouble|The problem], [{companion.the}|{companion.name}] [explained|confessed], was [simple|size]: [on harvest day|when the work was big], [everyone|the farmers] [reached for the big tractors|wanted the big machines], and [not even {object.a}|not so much as {object.a}] had been [trusted|given] to [{companion.obj}|the little one].',
          ],
        ),
        details: v(
          [
            "[{companion.The}|{companion.name}]'s engine went [putt, putt|pop, pop|putt-putt-pop]. [It was a small sound.|It was a tiny sound.|It was quiet as a cough.|Nobody heard it.]",
            '[|And ]{companion.it} [looked at|gazed at|peered at] {companion.its} [little|small|tiny] wheels.',
            '[A big tractor|A red tractor|The biggest tractor] [rolled past|went by|zoomed by]. [It went vroom.|Its wheels were huge.|It did not stop.]',
            '[{companion.The}|{companion.name}] [looked at|peeked at] [{companion.its}|the] [small|tiny|little] [wheels|trailer|hitch]. [{companion.It} gave a sigh.|A tear of oil fell.|A drop of oil ran down.|{companion.It} looked away.|{companion.It} felt very small.]',
          ],
          [
            "[|And ][{companion.the}|{companion.name}]'s [little|small|tiny] engine went putt-putt, a small sound next to the [big|great big] tractors.",
            '[|And ]{companion.it} [looked down|glanced down] at {companion.its} [small|little] wheels and [sighed|let out a sigh].',
            'A [huge|towering] [red|green] tractor [thundered|rumbled] past, [so close the ground shook|wheels taller than {Name}], and [{companion.the}|{companion.name}] [seemed to shrink|sank a little lower] [on {companion.its} tires|beside it].',
            '[A farmer|Someone] [walked right past|hurried by] [{companion.the}|{companion.name}] [without a glance|on the way to the big barn], [and {companion.it} let out|and {Name} heard] a small, sad [putt|putter].',
          ],
          [
            "[|And ][{companion.the}|{companion.name}]'s engine made a modest putt-putt beside the deep roar of the [big|great big] machines.",
            '[|And ]{companion.it} [looked at|gazed at|peered at] {companion.its} [small|little] wheels as if they had let {companion.obj} down.',
            'The big tractors [passed|went by] [in a stately line|like a procession of giants], [their wheels taller than a grown-up|engines roaring], and [{companion.the}|{companion.name}] [watched them go|let them pass] [without a word|in silence].',
            '[Every so often|Now and then] someone [glanced toward|looked at] the little tractor [as if about to ask|as though remembering something], and then [hurried on|looked away], [and each time|which, each time,] [{companion.it} seemed to settle a little lower|dimmed {companion.obj} a little more].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} patted {companion.obj}. [|And ]{companion.it} was still sad.',
            '{Name} [said|whispered], "You are great." {companion.It} did not believe it.',
            '{Name} [gave|made] [{companion.the}|{companion.name}] a [flower|daisy|crown of straw]. [{companion.It} smiled a tiny bit.|It was kind.|But {companion.it} was still sad.]',
            '"[Let us play|Want to race|Beep, beep]?" [said|asked] {Name}. [{companion.It} did not want to.|{companion.It} only sighed.|{companion.It} stayed still.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} patted {companion.its} blue hood and [said|whispered] kind things, but {companion.it} still looked glum.',
            '"You are a [very|really|so] good tractor," [said|whispered] {Name}, but [{companion.the}|{companion.name}] only [sighed|let out a sigh].',
            '{Name} [polished|wiped|shined] [{companion.the}|{companion.name}]’s [headlights|blue paint|little hood] [until they sparkled|with {their} sleeve], which [made {companion.obj} look very smart|was kind], but [did not give {companion.obj} a job|{companion.it} still had nothing to do].',
            '{Name} [suggested|had the idea of] [a race round the yard|a game of follow-the-leader|giving rides to the chickens], but [{companion.the}|{companion.name}] [only shook {companion.its} hood|sighed a little putt], "[That is not a real job|I want to help with the harvest]."',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} told {companion.obj} {companion.it} was a fine tractor, which was true, but kind words did not fix the problem of having nothing to do.',
            '[|First, |To begin with, |Right away, ]{Name} tried cheering {companion.obj} up, but it is hard to feel useful when nobody needs you.',
            '{Name} [tried|attempted] [reasoning with {companion.obj}|a pep talk], [listing|pointing out] all the [fine|excellent] qualities of small tractors, [which {companion.it} heard politely|and {companion.it} listened], but [a list of good qualities|kind words] [is no substitute for|cannot replace] being [actually|really] needed.',
            'They [tried|attempted] [asking the farmer directly|a polite request at the barn door], but [everyone was far too busy to listen|the big tractors were loud enough to drown out any question], and [{companion.the}|{companion.name}] [rolled back to the gate|retreated] [more discouraged than before|with {companion.its} headlights lower still].',
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
            '[|And |So ][{companion.the}|{companion.name}] had a job now! {companion.It} was [happy|glad].',
            'Putt, putt, went [{companion.the}|{companion.name}]. [|And ]{companion.it} was smiling.',
            '[Putt, putt|Pop, pop|Beep, beep], [{companion.the}|{companion.name}] [carried|pulled|took] {object.the} [down the lane|to the barn|along the path]. [{companion.It} was so proud.|The little lights shone.|{companion.It} honked with joy.]',
            '[[The farmer|Everyone] [cheered|waved|clapped].|The big tractors [honked|beeped|tooted] hello.] [{companion.The}|{companion.name}] [had a job|was a helper|was needed] [now|at last|today].',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] had the perfect job now, one only a small tractor could do, and {companion.its} headlights [shone|glowed|gleamed] bright.',
            'Putt-putt went [{companion.the}|{companion.name}], proudly carrying {object.the} along the narrow path.',
            '[Proud as could be|With {companion.its} headlights shining], [{companion.the}|{companion.name}] [puttered|trundled|rolled] [down the narrow lane|between the rows|through the small gate] with {object.the}, [where no big tractor could ever fit|taking the path only {companion.it} could take].',
            '[At last|Finally], [{companion.the}|{companion.name}] had [a real job|the job {companion.it} had wished for], and {companion.it} [did it|carried it out] [so well|so carefully] that [the farmer|everyone] [stopped to cheer|gave {companion.obj} a toot], and {companion.its} little engine [purred|sang].',
          ],
          [
            '[|And |At last, |And just like that, ]it turned out there was a job only a small tractor could do, and [{companion.the}|{companion.name}] did it beautifully.',
            "[|And |At last, |And just like that, ][{companion.the}|{companion.name}]'s headlights brightened, {companion.its} engine purred, and [{companion.the}|{companion.name}] [carried|brought] {object.the} down the narrow path no [big|great big] tractor could fit through.",
            '[{companion.The}|{companion.name}] [set off|departed] with {object.the} [with great care and greater pride|like a ship leaving harbor], [threading|nosing] [along the narrow lanes|between the rows] [the big tractors could never manage|where the giants could not follow], and [by the end of the afternoon|before long] [the whole farm had noticed|everyone was talking about the little tractor].',
            '[It turned out|As it happened], [the narrow paths|the gaps between the trees] needed [exactly|precisely] the [size|kind] of tractor nobody had thought to ask, and [{companion.the}|{companion.name}] [filled the role|did the job] [magnificently|to perfection], [{companion.its} engine putting out the happiest sound it had made all year|headlights blazing with satisfaction].',
          ],
        ),
        details: v(
          [
            '[The [big|great big] tractors|The red tractors|All the tractors] [honked|tooted|beeped] hello. [{companion.It} honked back.|And {companion.it} honked back.|{companion.It} beeped back, so proud.|Beep, beep, {companion.it} said.|{companion.It} gave a happy toot.]',
            '[|And ]{companion.it} went [up and down the path|round the yard|across the field] [all day|until sunset|with a putt].',
            '[The farmer|A farmer|Farmer Jo] [gave {companion.obj}|put on {companion.obj}] a [red ribbon|gold star|shiny badge]. [It said HELPER.|It was so shiny.|{companion.It} wore it all day.]',
            '{Name} [rode|sat|waved] [on {companion.its} seat|on the trailer|from the hay]. [Bump, bump, went the lane.|They sang as they went.|The sun was warm.|The hay smelled sweet.|A hen clucked hello.|The wheels went round and round.|They hummed a tractor tune.]',
          ],
          [
            '[|And ]the [big|great big] tractors honked a friendly hello, and {companion.it} honked back, beep-beep.',
            '[|And ]{companion.it} went up and down the narrow path until the [whole|entire] job was done.',
            '[At the end of the row|By the barn], the farmer [tied a red ribbon|hung a little badge] on [{companion.the}|{companion.name}]’s [hood|steering wheel], [and it fluttered all the way home|which {companion.it} wore very proudly].',
            '{Name} [rode along|sat on the trailer] for [the last trip|a turn], [waving to everyone|bumping happily] [down the lane|over the ruts], [while the little engine sang putt-putt|as the sun went gold].',
          ],
          [
            '[|And ]the [big|great big] tractors honked their approval, and {companion.it} answered with a cheerful beep.',
            'Up and down the narrow path {companion.it} went, never [tired|worn out], until the [whole|entire] job was done.',
            'The farmer [presented|awarded] [{companion.the}|{companion.name}] with [a red ribbon|a rosette] [at the end of the day|by the barn door], [of the kind usually reserved for prize cattle|with a short but heartfelt speech], and {companion.it} [wore it|kept it] [with enormous dignity|all evening].',
            '{Name} [rode|took] the final [run|trip] [perched on the trailer|sitting up front], [bumping over the ruts|swaying with every turn] [while the low sun turned the fields to copper|in the long, golden light], and [could not remember|decided there had never been] a better [harvest day|ride].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ][{companion.the}|{companion.name}] [rested|relaxed] in the barn. [|And ]{Name} [rested|relaxed] in {bed}.',
            'Good night, [little|small|tiny] tractor. Good night, {Name}.',
            '[At night|That night|Later], [{companion.the}|{companion.name}] [slept|rested|dozed] in the [barn|shed|straw]. [The barn was snug.|The little engine went tick.|{companion.It} was so happy.]',
            '{Name} [yawned|snuggled|curled up] in {bed}. [Putt, putt|Beep, beep|Putt-putt], [good night|sleep tight|night, night], little tractor.',
          ],
          [
            'That evening [{companion.the}|{companion.name}] [rested|relaxed] in the barn, [tired|worn out] and happy, and {Name} slept just as well.',
            "[|Soon |Before long, |In a little while, ]the [little|small|tiny] tractor's engine ticked as it cooled, and far away {Name} [fell asleep|drifted off to sleep|dozed off].",
            '[That night|At bedtime], {Name} [thought of|pictured] [{companion.the}|{companion.name}] [tucked up in the barn|parked among the big tractors at last], [{companion.its} hood still warm from the work|{companion.its} engine ticking as it cooled], and [smiled|fell asleep] [into {their} pillow|with a happy sigh].',
            '[Far away in the barn|Out on the farm], the [little|small] tractor [rested|slept] [proud and tired|beside the big ones], and {Name}, [just as tired|tired from the long day], [drifted off|fell asleep] [in no time|before the stars were all out].',
          ],
          [
            '[|Soon |Before long, |In a little while, ][{companion.the}|{companion.name}] spent the evening in the barn with {companion.its} engine ticking [softly|gently|quietly] as it cooled, and {Name} slept the sleep of a good [friend|pal].',
            'Both of them were tired in the best way, and both of them slept well.',
            '[That evening|As night fell], the barn [held|sheltered] [a row of tractors|all the machines of the farm], [great and small|large and small], [and, for the first time, the smallest did not feel out of place among them|the littlest one parked proudly at the end of the row], and [{Name}|in {bed}, {Name}] [slept|fell asleep] [thinking of it|with the picture of it].',
            '{Name} [fell asleep|went to sleep] [that night|at bedtime] [with the sound of a small engine still going putt-putt somewhere in {their} head|thinking about how the smallest helper can matter most], [and slept|and it was] [the deep sleep of a harvest day|as sound a sleep as {they} had ever had].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-riddle-map-picnic',
    worlds: ['land'],
    themes: ['adventure', 'friendship', 'mystery', 'nature'],
    tags: [],
    problem: 'puzzle',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['picnic-map'] },
      place: { kind: 'place', ids: ['meadow', 'city-park', 'orchard'] },
    },
    titles: ['{Name} and the {object.noun}', 'The Riddle Picnic', 'Follow the Riddles, {Name}'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'It was a [sunny|bright|warm|golden] [morning|day]. {Name} [found|spotted|saw|picked up] a [note|card|letter|little note].',
            'A [note|card|letter] was [on the table|by the door|under a cup|on {their} pillow]. It said, "[Follow me|Come and find me|Follow the clues|A surprise waits]!"',
            '[Look|Oh|Hmm|Well]! A [note|letter|card] [sat|lay|waited] by {their} [bowl|cup|plate|spoon]. [It had {nameS} name on it.|It was for {Name}!|It had a big red X.]',
            '{Name} [woke up|came down|sat down] for [breakfast|toast|pancakes|oatmeal]. [There was a note!|A note was waiting.|Something was on the table.|A card was by the jam.]',
          ],
          [
            'On a sunny [morning|day], {Name} [found|discovered] a note on the table that [said|read], "[A surprise is waiting|Something nice is hidden|There is a treat to find]."',
            'A folded note lay by {their} [breakfast bowl|cereal bowl|plate], with {their} name written on the front in [curly|big|wobbly] letters.',
            '[Someone|Somebody] had [slipped|tucked|pushed] a note under {nameS} door, and it [said|promised], "[Follow the clues to a surprise|A surprise for a clever reader|Today there is something to find]."',
            '{Name} [was pulling on {their} socks|was eating toast|had just woken up] when [a paper note|a little note|a folded note] [fluttered|slid|dropped] off the [table|shelf|windowsill] with {their} name on it.',
          ],
          [
            'A folded note was waiting at breakfast, addressed to {Name} in curly handwriting: "[A surprise awaits the clever|Riddles first, rewards later|For a sharp mind: one surprise]."',
            'It began, as the best days do, with a [mysterious|puzzling|rather mysterious] note [propped against the teapot|tucked under a cereal bowl|slipped beneath the door].',
            'The note on the kitchen table [had no signature|was unsigned|gave nothing away], only {nameS} name and a promise that [a surprise was waiting for whoever could find it|the day held a surprise for a careful thinker].',
            '{Name} [unfolded|opened|smoothed out] the note that had [appeared|turned up] by {their} plate, and [read it twice|read it slowly|read it once, then again], [feeling|with] a pleasant [prickle|flutter|tingle] of curiosity.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [read|looked at|peeked at|saw] it too. "[Let us go|Come on|Let us find it|Off we go]!"',
            '{companion.a} came along. [{companion.It} loved surprises.|{companion.It} loved a puzzle.|{companion.It} was good at clues.|{companion.It} hummed all the way.]',
            '[Knock, knock|Tap, tap|Ding, dong|Rap, rap] went the [door|front door|back door|window], and [in came|there stood|in peeked|there was] {companion.a}. "[Ooh, a note for you!|Ooh, a surprise!|Can I come too?|A clue? Hooray!|Is it a treasure hunt?|Let me see, let me see!]"',
            '{companion.a} [peeked|looked|leaned|popped] [in|over|up]. "[What does it say|Is it a secret|Is it a clue|Who is it from|Can I read it too|Is it a treasure map]?"',
            '[Soon|Then] {companion.a} [came|ran|bounced] by. "[A clue|A note|A secret|Ooh, a puzzle]!" [said|cried|called] {companion.the}. "[I love clues|Let me help|I want to come too|Let us go and look|Two heads are better than one], {Name}!"',
            '{companion.a} [saw|spotted] the [note|card] too. [{companion.It} clapped.|{companion.It} did a hop.|{companion.It} grinned.|{companion.It} wanted to come too.|{companion.It} read it twice.|{companion.It} gave a little cheer.]',
          ],
          [
            '{companion.a} read the note over {their} shoulder. "[A surprise! Let us go|Clues! I love clues|Then we had better start looking]!"',
            '{companion.a} was [ready|at the door|waiting by the gate] before {Name} had [finished reading|reached the end|turned the note over].',
            '"[Did somebody say surprise|Is that a clue|What does it say|Did I hear the word riddle|Is it a treasure map]?" [asked|called|cried] {companion.a}, [peeking round the door|popping up at the window|hurrying in from the garden].',
            'Just then {companion.a} [came by|wandered in|bounced up], [saw the note|spotted the note|heard about the note], and [begged to come along|said it sounded like an adventure|was already pulling on boots].',
          ],
          [
            '{companion.a} read it over {their} shoulder and was at the door before {Name} had reached the end.',
            '"A surprise for the [clever|clever ones|sharp-eyed]?" [said|whispered|mused|repeated] {companion.a}. "Then we [should|had better|must] [go at once|not waste a minute|start immediately|set off this instant]."',
            '{companion.a}, who [could never resist a mystery|loved nothing better than a puzzle|had an excellent nose for secrets], [appeared|arrived|turned up] at exactly the right moment and [insisted|declared|announced] on coming too.',
            '[By the time|Before] {Name} had [folded the note|finished reading|looked up], {companion.a} was [already waiting by the gate|already wearing a sun hat|already packing a bag], [buzzing with questions|full of theories|eager to begin].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            'The note [said|told them|whispered], "[Go to|Head for|Look in|Run to] {place.a}." [So they did.|Off they went.|They set off.|They went at once.]',
            'They [skipped|walked|hopped|marched] [down the lane|up the path|over the hill|past the gate] to {place.a}. [The sky was blue.|Daisies dotted the grass.|It was warm.|Bees hummed.|A lark sang up high.|The gate gave a creak.]',
            '[Off|Away|Out] they went to {place.a}. {Name} [held|carried|clutched|kept] the note [tight|close|carefully|safe].',
            '[Soon|Then|So] they [walked|strolled|wandered|ambled] to {place.a}. [The sun was warm on their backs.|Bees hummed in the clover.|A breeze played with {their} hair.|The path was dusty and bright.|A lark sang high above.|Butterflies went ahead of them.]',
          ],
          [
            '[Soon|Before long|After a while] the note told them to go to {place.a}, [so off they went|and they set off at once|so they hurried along|and they went skipping].',
            '[Soon|Before long|After a while] they followed the note to {place.a}, where the grass was [warm|soft|long] and [green|full of daisies|tickly on their ankles].',
            'The [next clue|second line|note] [sent|led|pointed] them [down the lane|along the hedge|over the stile] to {place.a}, [and they walked fast|guessing all the way|as the sun climbed higher].',
            '"[Go where the grass grows tall|Walk to where the bees are busy|Find the place where summer lives]," said the note, [so|and] they [went|set off|made their way] to {place.a}.',
          ],
          [
            '[Soon|Before long|After a while] the note directed them to {place.a}, and they set off at once, [arguing|debating|guessing] [happily|cheerfully|gladly] about what the surprise might be.',
            '[Soon|Before long|After a while] they made their way to {place.a}, where the sun had [warmed everything through|baked the path pale|drawn out the smell of hay].',
            'The second clue [pointed them toward|sent them off to|led them to] {place.a}, [a walk that seemed short because they spent it guessing|and they covered the distance in half the usual time|and the whole way there they traded theories].',
            '[Following the note|Clue in hand], they [crossed|wandered through|cut across] the lane and on to {place.a}, [where grasshoppers flicked away from their feet|where the air hummed with summer|where the path grew narrow and green].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[By a [tree|rock|fence|gate]|Under a [leaf|stone]|On a [stump|post]] was {object.a}. [It had a riddle on it.|At the end was a riddle.|At the bottom was a riddle.|It had a puzzle instead of an X.|It ended in a riddle.|Where the X should be, there was a riddle.]',
            '[Then|But then|Next,|Soon|After a bit|At the end of the path] they [found|spotted|came upon] {object.a}. [But the riddle was hard.|The riddle was tricky.|It was a hard one.|What a puzzle!|Nobody knew the answer.|They read it three times.|It made them scratch their heads.]',
            '[Under a rock|In the grass|On a branch|By a stump] was {object.a}. [It had no X.|There was no X [on it|to find|anywhere].|It had a riddle, not an X.|Just a riddle, no X.|No X, just a riddle!]',
            '{Name} [spotted|found|picked up|saw] {object.a}. "[A riddle|Oh, a puzzle|A clue|How odd|A real mystery|Oh, a riddle map]," {they} [said|whispered|cried].',
          ],
          [
            'Tied to a [tree|branch|fence post] with [ribbon|red ribbon|string] was {object.a}, with a riddle where the X should be.',
            '[Then|But then|Soon enough] they found {object.a}, but instead of an X it had a riddle they could not work out.',
            '[Under a stone|In a hollow log|Pinned to a gate] was {object.a}, [and right in the middle|and at the very end|and where the treasure should be] was a riddle [instead of an X|and no X at all|in tiny writing].',
            '{object.a} was [waiting|hidden|rolled up] [by the path|in the long grass|on a tree stump], [but the last clue was a riddle|but it ended with a riddle|and it asked them a riddle].',
          ],
          [
            'Tied to a [tree|branch|post] with a ribbon was {object.a}, and in place of an X was a riddle that did not give itself up easily.',
            '[Then|But then|Soon enough] they found {object.a}, but the final clue was a riddle, and the first three guesses were all wrong.',
            '{object.a} [lay|waited|sat] [under a flat stone|in the fork of a tree|beside a stump], [and it led them most of the way|its dotted line promising much], only to end in a riddle [where the treasure ought to be|instead of an X].',
            'They [unrolled|unfolded|spread out] {object.a} on the grass, and [followed the dotted line with a finger|traced the route carefully] to [a riddle|the last clue, a riddle] that [stopped them in their tracks|refused to explain itself].',
          ],
        ),
        details: v(
          [
            'The riddle [said|read|went]: "I am [round|tall|yellow] and I [love|face|follow] the sun."',
            '[{companion.The}|{companion.name}] [thought|thought hard|looked puzzled]. ["[Hmm|Well|Oh], what [could|can] it be?" [said|asked|wondered] {companion.the}.|This was [tricky|hard|a puzzle|a tough one] [for them|for sure|indeed].|Then {companion.it} [frowned|scratched {companion.its} head|hummed].|They read it [again|once more|twice], [slowly|out loud|very slowly].|Something [tall|yellow|tall and yellow], but [what|where]?]',
          ],
          [
            '[And|Then|Slowly] the riddle [said|read|asked], "I am [tall|very tall|taller than you], I am [yellow|gold|bright yellow], and I [turn to face|follow|look up at] the sun."',
            '[{companion.The}|{companion.name}] [read it twice|read it out loud|read it upside down] and [scratched {companion.its} head|frowned a little|hummed a little].',
            'Underneath the riddle was a [tiny|little|small] drawing of a [bee|smiling sun|watering can].',
          ],
          [
            '"I stand tall and yellow, and all day long I turn my face to follow the sun," the riddle [read|went|said].',
            '[{companion.The}|{companion.name}] read it aloud three times, as if the answer might fall out.',
            'In the corner, someone had drawn a [small|tiny|careful] bee, which seemed [like a hint|to be winking|suspiciously helpful].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[{companion.The}|{companion.name}] [guessed|tried|asked], "[A banana|An orange|A ball|A plate|A lemon]?" [That was not [it|right|the answer].|[No|Hmm, no|Oh, no], not [that|quite|this time|yet].]',
            '[First,|So|Then] they looked [in the wrong place|by the pond|in a bush|under a log|behind the shed]. [No surprise there.|Nothing was there.|Only a [snail|beetle|sleepy toad].|Just some [moss|mud|twigs].|Only a frog hopped out.|Just an old leaf.|Not there!]',
            '{Name} [guessed|asked|wondered], "[Is it the sun|Maybe the sun|The sun, up there|Could it be the sun]?" [They|The two of them|Both of them] [looked|squinted|peered|gazed] [up|up high|at the sky]. [No picnic in the sky, [silly|of course|oh no]!|That was not [it|right|the answer], [sadly|though|oh well].|The sky was [empty|just blue|all clouds|too far up].]',
            '[First,|So|Next,] they [looked|searched|peeked] [under a bush|behind a tree|by the gate|in a hollow]. [Nothing there.|Only leaves.|Just a [pinecone|snail shell|muddy mitten].|Only a [feather|worm|ladybug].|Not a crumb of picnic.]',
          ],
          [
            '"Is it a [banana|lemon|yellow bus]?" guessed [{companion.the}|{companion.name}], but [bananas|lemons|buses] do not turn to face the sun.',
            '[First|To begin with|Right away] they searched under the biggest tree, but there was [no surprise there|only a sleepy snail|nothing but acorns].',
            '[{companion.The}|{companion.name}] [guessed|tried|suggested] "[a giraffe|a yellow duck|a tall lamp]," [but that did not fit at all|and they both giggled|which was not quite right].',
            'They [looked|searched|peered] behind [every bush|a gate|a wheelbarrow], [but found only a beetle|but the surprise was not there|and found nothing but an odd sock].',
            '"Maybe a [yellow umbrella|daffodil|buttercup]," said {Name}, but [umbrellas do not grow|daffodils are not tall enough|buttercups are far too small], and [{companion.the}|{companion.name}] [shook {companion.its} head|giggled].',
            'They [climbed|scrambled up] the [little hill|grassy bank] [to look for something yellow|for a better view], but [all they could see from the top|the only yellow they could see] was the [sun itself|far-off gorse|butter-colored sky at the edge].',
          ],
          [
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] suggested a banana, then a school bus, neither of which turned to face the sun.',
            '[First|To begin with|Right away] they searched the shade of the biggest tree, but the riddle clearly meant somewhere else.',
            '"A giraffe?" [offered|tried] [{companion.the}|{companion.name}], [then|and then] "a lighthouse?", [but neither was yellow enough|and neither answer survived a second look|and {Name} shook {their} head at both].',
            'They [checked|searched|combed] [the hedge|the shady side of the hill|every hollow stump], [reasoning that surprises like to hide in the shade|which felt sensible at the time], but [found only beetles|the riddle had said sun, not shade].',
            '{Name} [proposed|suggested] [a daffodil|a field of corn], [which was yellow enough|which almost worked], but [a daffodil is no taller than a boot|corn does not turn its head], and the riddle [was quite clear|had said tall] on that point.',
            'They [climbed|scrambled up] [the nearest hill|a grassy bank] for a better view, [a sound strategy in most mysteries|reasoning that the answer might be easier to see from above], but [the answer was hiding|what they were after stood] [behind them all along|lower down than they had looked].',
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
            '[And|So|At last,] it was the sunflowers! [The picnic was there.|A picnic sat behind them.|A basket was waiting.|There was the picnic.|Behind them was a feast.|A blanket was spread in their shade.]',
            '[By|Behind|Under] the sunflowers was a [picnic|blanket|basket|feast]. [[Surprise|Hooray|Oh, look], a [picnic|feast|treat] [for them|for two|at last]!|There it was, [all laid out|ready to eat|just for them]!]',
            '[[Sunflowers|The sunflowers], [of course|yes|at last]!|It was the [sunflowers|tall sunflowers|big sunflowers]!] [Behind them|In their shade|Under them] was a [picnic|blanket and a basket|basket of treats].',
            'They [ran to|peeked behind|tiptoed to|skipped to] the sunflowers. [A picnic!|There it was!|Surprise!|A basket!] [It was all for them.|It was all for {Name}.|It had cake in it.|It had a red cloth.|It had jam tarts.|It had a note: FOR YOU.]',
          ],
          [
            'Behind the tall sunflowers was a picnic blanket, set with [sandwiches and lemonade|strawberries and buns|little cakes and juice].',
            '[And|At last|Just like that] the answer was sunflowers, and hidden among them was the surprise: [a picnic for two|a basket of treats|a blanket and a feast].',
            'They [ran|raced|hurried] to the sunflowers, and [there it was|there, in their shade,|tucked between the stalks] was a picnic [just for them|with two cups|with a red checked cloth].',
            '"Sunflowers!" they [shouted|cried|laughed] together, and [behind the tallest one|in the sunflower patch|under the big yellow faces] a picnic was [waiting|spread out|set out].',
          ],
          [
            '[And|At last|Just like that] the answer was sunflowers, of course, and behind the tallest row [waited|stood waiting] a picnic, laid out and ready.',
            'Among the sunflowers lay a checked blanket, [sandwiches, lemonade|scones, strawberries|buns, a flask of cocoa], and a small card that [said|read], "Well solved."',
            'The answer, once it arrived, was [obvious|perfectly obvious|so obvious it was almost funny]: sunflowers. [Behind them|Among their stalks|In their shade] a picnic was [waiting|laid out], as if it had been expecting them.',
            'They [raced|ran|hurried] to the sunflower patch, and [there|tucked behind the stalks|beneath the nodding heads], exactly where the riddle had promised, was the surprise: a picnic set for two.',
          ],
        ),
        details: v(
          [
            'They [ate|shared|munched|had] [sandwiches|jam buns|cheese rolls|apple slices]. [They drank lemonade.|They sipped apple juice.|They had cold milk.|Then they had cake.|Crumbs went everywhere.|An ant got a crumb too.|They shared a peach.|The juice was cold and sweet.]',
            'The [sunflowers|tall sunflowers|big sunflowers] [nodded|bobbed|swayed|bowed] [in the breeze|in the wind|in the sun|over the fence|over the blanket]. [They looked proud.|They looked pleased.|They seemed to smile.|They kept watch.|They looked like tall friends.|A bee sat on the biggest one.|They were taller than a door.|Their faces were gold.]',
            '[There was|Inside was|They found] a [jar|pot|little jar] of [jam|honey|lemon curd] [too|as well]. [[Yum|Mmm|Oh], [so sweet|how sticky|so good]!|They [shared|ate] it [all|up|together].|Every spoon was licked [clean|twice|shiny].|It went on the [buns|bread|scones].|It was [sweet|thick] and [gold|sticky|shiny].|Not a [drop|bit|lick] was left.]',
            'They [lay|rolled|sprawled|rested|stretched out|flopped down] on the [blanket|rug|cloth|checked cloth|soft grass]. [The sky was so blue.|A cloud looked like a [bun|teapot|boat|sheep|shoe].|The sunflowers made shade.|They picked out cloud shapes.|The sun was warm on their toes.|A bee hummed over them.|They [counted|named] the clouds.]',
          ],
          [
            'They [ate their sandwiches|shared the treats|nibbled and sipped] [and drank cold lemonade|and counted the bees|and laughed] in the sunflower shade.',
            '[And|Above them|All the while] the sunflowers nodded in the breeze, as if they had been in on it all along.',
            '[{companion.The}|{companion.name}] [saved|kept|hid] the last [crumb|strawberry|bite] for a [passing ant|curious bee|little bird].',
            '[At the bottom of the basket|Under the napkins|Tucked in a corner] was a [jar of honey|pot of strawberry jam|bag of ginger biscuits], [which was the best surprise of all|and they shared it fairly, spoon by spoon|and {companion.the} said it was the best part].',
            '[When the food was gone|After the last crumb], they [lay back on the blanket|stretched out in the sunflower shade] and [watched the clouds|named the shapes in the sky|listened to the bees], [too full to move|sleepy and pleased].',
          ],
          [
            'They ate in the dappled shade of the sunflowers, which nodded as though they had known the answer all along.',
            'The [lemonade|cocoa|juice] was cold, the [sandwiches|buns|scones] were perfect, and the riddle had made [everything|them] taste even better.',
            'A bee [inspected|investigated|examined] the picnic [with professional interest|carefully|at length], decided it was not for bees, and [went back to work|drifted off].',
            '[At the bottom of the basket|Beneath the napkins], [carefully wrapped|folded into a cloth], was [a jar of honey|a slab of fruit cake|a small tin of shortbread], [the kind of detail that showed someone had planned this very thoughtfully|which rather suggested the note-writer knew them well].',
            '[Afterward|Once every crumb was gone], they lay on their backs [in the striped shade of the stalks|under the sunflowers], [watching the clouds rearrange themselves|too content to talk], [while the afternoon went slowly gold|as bees worked the flowers above them].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} [kept|tucked away|saved|put up] the map. {They} [fell asleep|drifted off|dozed off|went to sleep] [smiling|with a smile|happy|at last|dreaming of sunflowers].',
            'What a [day|fun day|sunny day|puzzle day] [it was|for {Name}|that was|]! {Name} was [sleepy|drowsy|tired|yawning] now.',
            '{Name} [thought of|dreamed of|remembered] the [sunflowers|riddle|picnic|lemonade]. [Then {they} slept.|Soon {they} slept.|{They} smiled and slept.|{They} drifted off.]',
            'The [note|map|riddle] [sat|rested|lay] by {bed}. {Name} [yawned|gave a big yawn|stretched]. [Good night|Sleep tight|Night, night|Sweet dreams], [little one|{Name}|sleepyhead|sleepy one].',
          ],
          [
            'At bedtime the riddle map sat on {their} shelf, and {Name} [fell asleep|drifted off to sleep|dozed off] [smiling|still thinking of sunflowers|making up riddles].',
            'After a day of riddles and sunshine, {Name} was [sleepy|drowsy] and happy, and {their} eyes [closed|drifted shut] [all on their own|before the story ended|in no time].',
            '[That night|At bedtime|Later that evening], {Name} [whispered|thought up|made up] a riddle of {their} own, [but fell asleep before the answer|and then yawned|and was asleep by the end of it].',
            '[That night|At bedtime|When the lamp went off], {Name} [tucked|slid] the riddle map under {their} pillow, [in case there were more clues|just for luck], and [dreamed of|drifted off to] [tall yellow flowers|a field of sunflowers] [nodding in the sun|turning slowly toward morning].',
            '[Full of sandwiches|Sleepy from the sun|Tired from all that walking], {Name} [was yawning|could hardly keep {their} eyes open] before the [bath was finished|story was over|lamp went off], and [slept|fell asleep] [smiling|without a single riddle left to solve].',
          ],
          [
            '[Soon|Before long|In a little while] the riddle map went on the shelf as a souvenir, and {Name} [fell asleep|drifted off to sleep|dozed off] composing riddles of {their} own.',
            '[Sun, riddles and sandwiches|Sunflowers, clues and lemonade|A map, a riddle and a picnic]: the perfect recipe for a deep sleep.',
            '{Name} [lay in bed|lay awake a little while] [turning the riddle over|wondering who had written the note], but [sleep arrived|sleep got there] before the answer did.',
            '[Late that evening|At bedtime|Once the lamp was out], {Name} [lay|was lying] in {bed} [composing a riddle for the next picnic|wondering which clue had been the best], [and had got as far as the first line|but the answer never got written down] [before sleep arrived|when sleep solved everything].',
            'The day [ended|finished] [the way good days do|as well as it had begun], [with a full stomach|with sun-warm cheeks] and [a head full of sunflowers|a secret smile], and {Name} [slept|fell asleep] [the deep, uncomplicated sleep of a successful detective|like someone who had cracked the case].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-missing-train-whistle',
    worlds: ['land'],
    themes: ['trains', 'city', 'adventure', 'friendship'],
    tags: ['trains', 'lost'],
    problem: 'missing',
    cast: {
      companion: { kind: 'companion' },
      place: { kind: 'place', ids: ['train-station'] },
      vehicle: { kind: 'vehicle', ids: ['little-train'] },
      object: { kind: 'object', ids: ['train-whistle'] },
    },
    titles: ['{Name} and the Missing {object.noun}', 'The Little Train Waits', 'All Aboard, {Name}!'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} went to {place.a}. {They} [loved trains|liked the big trains|had a new train ticket|wanted to see the trains|could hear a bell ring].',
            'It was a [train day|big day|ride day|travel day]. {Name} [went|hurried|skipped|raced] to {place.a} [with an old map|in {their} best hat|with a snack bag|holding a ticket].',
            '{Name} [held|clutched|waved] a [ticket|red ticket|paper ticket] at {place.a}. [A train ride at last!|What a treat it was!|Off on a trip today!|It had a hole punched in it.|It said ONE SEAT [in red|in big letters|].]',
            '"[Toot, toot|Choo, choo|Ding, ding|Chuff, chuff|Hiss, clank]," [went|called|sang] [a train|the trains|a bell|an engine] as {Name} [ran|hurried|walked] into {place.a}. [Trains came and went all day.|Bags rolled past on little wheels.|A man sold hot buns.|Pigeons pecked at crumbs.]',
          ],
          [
            '{Name} loved trains, so today was [special|a big day|the best day]: a trip [to|from] {place.a}.',
            'With a ticket in {their} pocket, {Name} [walked|strolled|wandered] into {place.a}, [ready for a ride|looking for the train|as happy as could be].',
            '[Today|This morning|At last] {Name} was going on a train, and the trip [began|started] at {place.a}, [busy and bright|full of people|with a big clock].',
            '{Name} [held on tight to|kept checking|waved] {their} [ticket|red ticket|paper ticket] all the way into {place.a}, [where the trains came and went|where a bell was ringing|smiling at everyone].',
          ],
          [
            '{Name} had been looking forward to this all week: a ride from {place.a}, ticket already in {their} pocket.',
            '{place.a} was [busy|bustling] in the cheerful way of [small|little] stations, and {Name} arrived with a ticket and a grin.',
            'There is [a particular|a special|a certain] [hum|bustle|excitement] to {place.a} on a [travel day|morning of departures|busy morning], and {Name} [felt it|soaked it up|noticed it] the moment {they} walked in.',
            '{Name} [arrived at|stepped into|reached] {place.a} [a good twenty minutes early|well before the first whistle|with time to spare], [which is|because that is] the only proper way to catch a train.',
          ],
        ),
        details: v(
          [
            "The [clock|big clock|station clock|old clock] [on the wall|up top|by the door|] was [so big|round and white|up high|very old|big and round]. [It said [nine|ten|eight] o'clock.|Its [hands|long hands|black hands] [went|ticked] round [and round|slowly|and round again].|It had a gold edge.|It ticked very loud.|It had big black numbers.|It chimed [once|twice], [bong|ding].|A pigeon sat on top.]",
            '[People|Folks|Travelers] [stood with|carried|waited with] [bags|cases|baskets|umbrellas] and [hats|coats|boots|maps]. [Some were in a [rush|hurry|muddle].|A baby waved from a [pram|sling|lap].|A man read a [paper|book|map].|A [girl|boy] ate an [apple|orange|egg sandwich].|Two friends [hugged|waved|said] hello.|A lady checked her [watch|ticket|bag].|Someone whistled a [tune|song|little song].]',
          ],
          [
            'A [big|great big] round clock hung over the platform, ticking toward [nine|ten|half past eight].',
            'People [waited|stood waiting] with [bags and baskets and umbrellas|suitcases and hats|prams and picnic boxes].',
            '[Pigeons|Sparrows|A few pigeons] [hopped|strutted|pecked] along the platform, [looking for crumbs|as if they had tickets too|in no hurry].',
          ],
          [
            'A round station clock [presided over|watched over|kept time above] the platform, [ticking toward departure|its hands creeping toward the hour|counting down to the next train].',
            'Travelers [waited|stood waiting|lingered] with [suitcases and baskets|hatboxes and hampers|rucksacks and parcels] and the [patient|contented|cheerful] look of people who [like trains|enjoy a journey|are in no particular hurry].',
            '[Pigeons|Sparrows] [patrolled|inspected] the platform [with the air of officials|like small ticket inspectors], [checking|examining] every crumb.',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle'],
        variants: v(
          [
            '[Soon|Then|Look,] there was {vehicle.a}. It [puffed|chuffed|huffed] and [hissed|steamed|sighed] [by the platform|at the end of the line|next to {Name}].',
            '[In came|In rolled|Along came|Here came] {vehicle.a} [with a puff|with a hiss|on shiny rails|at last]. It [stopped|slowed|halted] [by {Name}|at the platform|with a squeak|right on time].',
            '[Chuff, chuff|Puff, puff|Clack, clack|Toot, toot|Chug, chug|Whoo, whoo]! {vehicle.a} [pulled in|rolled in|came in|chugged in|puffed in|rumbled in]. [Steam puffed [up to the roof|into the air|in a cloud|out of the top|in a white puff].|Its doors slid open [wide|with a hiss|all at once].|Its wheels were [shiny|big|round] and [black|red|gold].|Its windows shone [in the sun|like mirrors|so bright].]',
            '{vehicle.a} [waited|stood|sat] at the platform. [It was green and red.|It had big wheels.|Its bell was gold.|It had a tall chimney.|It had six little cars.]',
          ],
          [
            'Into the station chugged {vehicle.a}, puffing [happily|cheerfully|gladly].',
            '{vehicle.a} rolled up to the platform and stopped with a [sigh|hiss|long puff].',
            '[Toot, toot|Chuff, chuff|Puff, puff], [along came|in rolled|here came] {vehicle.a}, [shiny and red|right on time|with steam curling up].',
            '[With a rumble|With a clank|With a squeal of brakes], {vehicle.a} [pulled in|came to a stop|arrived] beside the [platform|bench|crowd].',
          ],
          [
            '{vehicle.a} rolled into the station with a cheerful puff and came to rest beside the platform.',
            'Right on time, {vehicle.a} drew up to the platform, [gleaming red|polished and bright|steam curling from its chimney].',
            '[The rails began to hum|A distant chuffing grew louder], and {vehicle.a} [swung round the bend|came into view], [slowing|easing] to a stop [with a long, contented hiss|in a cloud of soft steam].',
            '{vehicle.a} [arrived|pulled in|drew up] [with great dignity|exactly on the minute|as proudly as a ship coming into harbor], and the waiting crowd [shifted their bags|stood a little straighter].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was the [helper|guard|driver’s helper] today. {companion.It} looked [so|very|all] [worried|upset|flustered]. [{companion.It} kept looking at the [clock|tracks|driver].|{companion.It} patted {companion.its} pockets [twice|again|].|{companion.It} tugged {companion.its} cap.|{companion.It} was pacing up and down.]',
            '{companion.a} came [up|along|down] the platform. "[We have a problem|Something is wrong|Oh dear, oh dear] [with the train|this morning|today]."',
            '{companion.a} [ran|hurried|dashed] over [to {Name}|from the engine|past the benches]. "[Can you help|Please help|We need help|Have you got sharp eyes], [{Name}|please|today|]?"',
            '[By the train|On a bench|Near the gate] was {companion.a}. [{companion.It} was frowning hard.|{companion.It} looked very sad.|{companion.It} gave a big sigh.|{companion.It} kept shaking {companion.its} head.]',
          ],
          [
            '{companion.a} came hurrying along the platform with a worried [face|frown|look].',
            `"Oh, hello," [said|whispered] {companion.a}, the driver's helper, looking [worried|flustered|upset].`,
            '[Out of the cab|From the engine|Along the platform] [climbed|hopped|hurried] {companion.a}, [holding {companion.its} cap|wringing {companion.its} hands|looking all around].',
            '{companion.a}, who helped the driver, [waved|called out|came over] to {Name}. "[Can you help us|We need a sharp pair of eyes|Something is missing]?"',
          ],
          [
            '{companion.a}, who was helping the driver that day, came along the platform with a worried frown.',
            '"We have a small problem," [said|whispered] {companion.a}, hurrying up.',
            '{companion.a} [leaned out|climbed down|jumped down] from the cab [looking harassed|with a troubled expression|clearly in a fix] and [spotted|singled out|caught sight of] {Name} [at once|in the crowd].',
            '"[Excuse me|Pardon me|I wonder], do you have [sharp|good|keen] eyes?" asked {companion.a}, [who helped the driver|who worked on the engine], [lowering {companion.its} voice|sounding anxious].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Oh no|Uh-oh|Oh dear|But look], {object.a} was [missing|gone|not there|nowhere to be seen]! [The [train|little train|engine] could not [go|leave|start] [without it|today|yet].|No whistle, no [trip|ride|going].|The [train|engine|driver] had to [wait|stay put|stand still] [a while|for now|and wait].|Nobody could [get on|climb aboard|go] [yet|just now].|The [hook|peg|nail] was [empty|bare].|The driver looked [everywhere|high and low|all over|in every corner].]',
            '"The train needs {object.a}," said [{companion.the}|{companion.name}]. "[It is gone from its hook|It is missing today|Nobody can find it|We looked everywhere]!"',
            '[But|Oh no,|Uh-oh,] {object.a} was [gone|missing|not on its hook]. [Without it, the [train|engine] [must|had to] wait.|The driver [frowned|sighed|scratched her head] [and frowned|and sighed|again].|The whole train was [stuck|waiting|still].|Nobody could leave [on time|just yet|today].|The guard looked [everywhere|under the seats|on the roof|in the bins].]',
            'The driver [called|asked|cried] [out|to everyone|], "[Where is|Has anyone seen|Who has seen] {object.a}?" [[Nobody|No one] [knew|had seen it|could say].|People [shook their heads|looked around|shrugged] [sadly|at once|too].|A baby [said goo|waved a hand|gave a yawn].]',
          ],
          [
            '[Then|But then|Soon enough] {vehicle.the} could not leave without {object.a}, and it was nowhere to be found.',
            '"A train must whistle before it goes," [said|whispered] [{companion.the}|{companion.name}], "and {object.a} is missing."',
            '{object.a} [always|usually] [hung|sat|lived] on a hook in the cab, but [today the hook was empty|today it was gone|this morning it had vanished].',
            'The driver [looked|searched|felt] [everywhere|in every corner|high and low] for {object.a}, [because no train leaves without one|but it was gone|and her face got longer].',
          ],
          [
            'No train on that line ever left without sounding {object.a}, and this [morning|day] it had disappeared.',
            '"[Every|Each] trip starts with a whistle," [said|whispered] [{companion.the}|{companion.name}], "and {object.a} is not where it should be."',
            '{object.a}, [which|that] [hung|lived|belonged] on a brass hook in the cab, [had gone missing|was simply not there], and [without it|with no whistle] the train [could not, by long custom, depart|had no way to say goodbye].',
            'The [hook|peg] where {object.a} [always hung|usually waited] was empty, and [the driver|the stationmaster|everyone on the platform] [was beginning to look worried|kept glancing at the clock].',
          ],
        ),
        details: v(
          [
            'The driver [looked in|checked|patted|searched|turned out|went through] her [pockets|coat|bag|hat|cap|lunch box]. [But there was no whistle.|She found only a bun.|She found a map and a pen.|She found a button and a key.|She found a [sweet|mint|bun] and a [string|ticket|coin].|She found her glasses, but no whistle.|Out came a [hanky|mitten|map], then a [comb|pen|spoon].]',
            '[The [clock|big clock|station clock] [went|said|ticked] [tick, tock|tock, tick|tick, tick] [up high|on and on|over the platform].|The clock hands [crept|went|moved] [round|on|past the hour] [slowly|bit by bit|on and on].] [The [train|little train|engine] [had to|must|could only] [wait|sit|stand].|[People|Folks|Travelers] looked up at it [and sighed|and frowned|again].|The [bags|cases|baskets] [sat|stood] [and waited|on the platform|in a row].|A [pigeon|sparrow|little bird] [looked up|hopped by|pecked about] too.|[Someone|A lady|A man] tapped a [foot|toe|shoe] [on the floor|again|and sighed].|A [boy|girl|baby] [yawned|sighed|wriggled] [on a bench|in a pram|on a bag].]',
          ],
          [
            'The driver [checked|searched|turned out] all her pockets, [twice|three times|then once more for luck], [but found only crumbs|and found a button and a key|but the whistle was not there].',
            'The [big|great big] clock ticked on, and the passengers [waited|stood waiting].',
            'A porter [looked|searched] under the benches, and a little boy [checked|peeked] behind the ticket window.',
            'The little train [puffed|sighed] a small cloud of steam, as if it wanted to [whistle|call out] but could not.',
            '[Someone|A lady with a hatbox|A man with a newspaper] remembered hearing the whistle that morning, [right|just] before [the first train left|the milk train went|the sun came up].',
            'Without the whistle, nobody on the platform knew when to [climb aboard|get on], so everyone stood [about|around], unsure.',
          ],
          [
            'The driver patted every pocket of her [coat|jacket|waistcoat] [twice over|three times|with growing alarm], [then her hat for good measure|then looked under her seat|and found only a toffee].',
            '[The station clock|The big clock above the platform|The clock on the wall] [ticked on, unconcerned|went on ticking as if nothing were amiss|kept its own calm time, indifferent to the fuss|moved its long hand on another minute, unbothered].',
            '[A porter|A young porter|A porter in a peaked cap] [went along the platform lifting every bench cushion|peered behind every pillar and under every bench|checked the luggage carts one by one], while the stationmaster [checked|searched|rummaged through] [the shelf of forgotten umbrellas|the cupboard of things left behind|a drawer full of odd gloves].',
            'The engine let out a [long, disappointed|slow, forlorn|sorrowful little] [hiss|sigh|puff] of steam, [as though it, too, missed the sound that sent it on its way|as if it could not think of leaving without its voice|like someone who has forgotten the words to a favorite song].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} looked under the [bench|seat|cart|big mat]. [The whistle was not there.|There was only a sock.|There was just a crumb.|A beetle looked back.|There was an odd mitten.|There was an old ticket.]',
            '[First,|So|Then] [{companion.the}|{companion.name}] tried to whistle. [It was much too quiet.|Only air came out.|Pfff, there was no sound.|It came out as a hiccup.|It came out as a giggle.|It sounded like a sneeze.|Just a little peep came out.]',
            'They [looked|peeked|checked] [by the tracks|in a bin|in the ticket booth|behind the sign]. [But it was not there.|No whistle was there.|They found no whistle yet.|They found a sleepy cat.|They found a red glove.|They found only dust.]',
            '{Name} [whistled|puffed|tooted] with {their} [mouth|lips|hands]. [It was too small a sound.|Nobody heard it.|It was a tiny squeak.|The pigeons just blinked.]',
          ],
          [
            '[First|To begin with|Right away] {Name} looked under the benches, but there was only [a dropped glove|a pink mitten|an old ticket].',
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] tried whistling instead, but it was far too quiet.',
            'They [checked|searched|looked in] the [ticket office|box of forgotten things|waiting room], [but found only umbrellas|but it was full of odd socks|and found a teddy, but no whistle].',
            '[{companion.The}|{companion.name}] [rang the station bell|clapped very loudly|banged a pot], but [that was not a whistle|the train did not move|it only made the pigeons fly].',
          ],
          [
            '[First|To begin with|Right away] {Name} searched under every bench, finding a glove, a ticket and a crumb, but no whistle.',
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] tried whistling through {companion.its} fingers, but it was not nearly loud enough.',
            'They [tried|went through] the cupboard of forgotten things, which held [eleven umbrellas|a great many umbrellas], [a single roller skate|one odd roller skate] and [a stuffed owl|a trombone], but [no whistle|nothing that whistled].',
            'The stationmaster [offered|suggested] ringing the platform bell instead, but [the driver shook her head|that would not do]: [a train needs its own voice|rules were rules, and the rule said whistle].',
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
            '[Wheee|Toot, toot|Whooo], the whistle [blew|rang out|sang out] [loud and clear|at last|over the platform|down the line]! [Now the [train|little train|red train] could [go|leave|set off] [at last|on time|again]!|Off went the [train|little train|engine] [at last|with a puff|down the line|with a hiss]!|All aboard [at last|now|please]!|[People|The passengers|The children] [clapped|cheered|waved] [and cheered|on the platform|from the windows].]',
            '[And|So|At last,] the driver blew {object.the}. [Off they went at last!|The train went chug and off!|Away they rolled down the track!|The whole train gave a happy shake.]',
            '[There it was|Found it|Look]! {object.The} [hung|sat|lay] [on the cab|in a bag|by the coal|under a cap]. [The driver gave it a big toot.|Toot went the whistle!|Everyone heard the whoo!]',
            '{object.The} was [back|found|on its hook] [at last|again|once more]. [The driver grinned.|[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].|The train chuffed.|{companion.The} did a little hop.]',
          ],
          [
            '[And|At last|Just like that] the driver blew {object.the}, wheee, and {vehicle.the} chugged out of the station.',
            'With a [bright|loud|happy] whistle, {vehicle.the} was on its way, with {Name} at the window.',
            '[Wheee|Toot|Peep]! went {object.the} at last, and [off they went|the wheels began to turn|{vehicle.the} rolled away], [with everyone waving|past the waving people|right on its way].',
            'The driver [took|held] {object.the} [and blew it loud and long|and gave one big blow|and blew hard], [and|so] {vehicle.the} [chugged off|set off at last|pulled away] [with {Name} on board|with a happy puff].',
          ],
          [
            '[And|At last|Just like that] the whistle sounded, long and bright, and {vehicle.the} [pulled|tugged] away with {Name} waving from the window.',
            'One clear blast of {object.the}, and {vehicle.the} was off, only a few minutes late and all the happier for it.',
            'The driver [raised|lifted] {object.the}, [gave {Name} a small bow|winked at {Name}], and [blew|sounded] it: [a long, silver note|one bright, clean note] that [carried|rang] [the length of the platform|across three fields].',
            '{vehicle.The} [answered|obeyed] the whistle [at once|without complaint], [easing|rolling] out of the station [with {Name} at the window|as the platform waved], [a little late|late by a few minutes], [and nobody minded|but entirely forgiven].',
          ],
        ),
        details: v(
          [
            'They [went|rolled|chugged] past [fields|farms|hills|woods] [and a red barn|and a big pond|and a windmill|and a flock of sheep|and a little church]. [Cows waved their tails.|A horse ran along the fence.|Ducks looked up.|Sheep lifted their heads.|A farmer waved a hat.|Kids on a gate waved hello.|Lambs hopped [in the grass|by a gate|in a row].]',
            '[Clickety-clack|Clackety-click|Chug, chug|Rattle, rattle|Clack, clack] went the wheels [all the way|on the track|under the floor|over the bridge|past the fields]. [The seats rocked a little.|It sounded like a song.|{Name} swayed side to side.|A cup of juice went wibble.|{Name} tapped along on {their} knee.|It made {Name} feel sleepy.|It was like a lullaby.|The window shook a tiny bit.]',
          ],
          [
            'They rolled past green fields, a river and a [little|small|tiny] town with red roofs.',
            'The wheels [sang|hummed] clickety-clack, clickety-clack, all the way.',
            '[Cows|Sheep|Horses] in a field [looked up|lifted their heads] as the train [went by|rolled past], [chewing|munching] [slowly|calmly].',
          ],
          [
            '[Fields, a river and a town of red roofs|Hedges, haystacks and a church with a crooked spire|Orchards, a mill pond and a village green|Meadows, a stone bridge and a row of cottages] slid past the window [one after another|like pages turning|in an unhurried parade].',
            'The wheels kept up their [steady|patient|even] clickety-clack, [the most restful sound in the world|as regular as a heartbeat|a rhythm that made thinking easy].',
            '[Cows|Sheep] [watched the train go by|looked up from their grazing] with the [mild|polite|calm] interest of [animals who had seen many trains|creatures with nowhere to be].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} was [sleepy|drowsy|tired] after the ride. {They} [slept well|slept sound|slept all night] [in {bed}|till the sun came up|with a smile].',
            '[Clickety-clack|Chug, chug|Choo, choo] went the train in {nameS} [head|dream|sleepy head]. {Name} dreamed of [trains|tracks|whistles|long rides] [all night|till morning|].',
            '{Name} [lay|snuggled|curled up] in {bed} [like a sleeper car|like a bunk|like a train seat]. [Toot, good night.|Sleep came soon.|{Their} eyes grew heavy.|The house was still.]',
            '[Far off|Out in the night|Over the hills|Down the line], a [train|whistle|night train] [hooted|tooted|called|sang]. {Name} [smiled in {their} sleep|was already asleep|gave one last yawn].',
          ],
          [
            'That evening {Name} [fell asleep|drifted off to sleep|dozed off] still hearing the clickety-clack of the wheels.',
            'After a long train ride, {bed} felt just right, and {Name} [drifted off|dozed off] [in no time|straight away|with a smile].',
            '[At bedtime|That night|Later], {Name} [dreamed|was dreaming] of [a little red train|shiny rails|a silver whistle] [going round and round|chuffing over hills|puffing home].',
          ],
          [
            'That evening {Name} could still feel the gentle sway of the carriage, and it rocked {them} straight to sleep.',
            '[Soon|Before long|In a little while] the clickety-clack of the wheels followed {Name} into a long, smooth dream.',
            '{Name} [lay in bed|settled under the covers] [replaying|remembering] the [whistle|journey|ride], and sleep [pulled in|arrived] [as smoothly as a train into a station|right on schedule].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-hedgehog-leaf-bed',
    worlds: ['land'],
    themes: ['animals', 'seasons', 'nature', 'kindness', 'autumn'],
    tags: ['animals'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion', ids: ['hedgehog-bramble', 'bunny-clover', 'fox-rusty'] },
      object: { kind: 'object', ids: ['leaf-pile'] },
      place: { kind: 'place', ids: ['meadow', 'orchard', 'woodland-path'] },
    },
    titles: [
      'A Warm Bed for {companion.name}',
      '{Name} and the Chilly {companion.noun}',
      'The Coziest Leaf Bed',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '[It was a [chilly|cold|cool|crisp] [day|morning|afternoon]|The [day|morning|afternoon] was [chilly|cold|cool|crisp]] [in autumn|with red leaves|and bright|]. {Name} [walked|strolled|wandered|went] to {place.a}.',
            'Leaves fell all around {place.a}. {Name} [wore a hat|had a scarf on|wore mittens|zipped up {their} coat].',
            '{Name} [went|hopped|skipped] to {place.a} [in {their} boots|in a warm coat|with a red scarf]. [Crunch went the leaves.|Leaves fell.|The air was cold.]',
            '[Red|Gold|Brown|Orange] leaves [swirled|drifted|tumbled] down at {place.a}. {Name} [kicked|scuffed|crunched] through them.',
          ],
          [
            'It was a [chilly|cold|blustery] autumn day, and {Name} crunched through the leaves to {place.a}[, hands deep in {their} pockets|, humming a little tune|].',
            'Orange and yellow leaves were falling all over {place.a} as {Name} [walked|strolled|wandered] by, [trying to catch one|kicking up the piles|counting the colors].',
            'The wind [pulled|tugged|shook] the last leaves from the trees, and {Name} [zipped up {their} coat|pulled on {their} hat|wound {their} scarf tight] on the way to {place.a}.',
            '{Name} [loved|liked] {place.a} in autumn, when [every path crunched|the trees turned gold|the air smelled of wood smoke], and today was [a perfect|just that sort of|a crisp, bright] day.',
          ],
          [
            'Autumn had turned properly [chilly|cold], and {Name} [walked|strolled|wandered] through {place.a} with {their} hat [pulled|tugged] down over {their} ears.',
            'Leaves came spinning down over {place.a}, gold and orange, as {Name} [wandered|strolled|ambled] through.',
            'There is a week each autumn when {place.a} [rustles|whispers|crackles] underfoot, and {Name} had [timed the walk|chosen the afternoon] [perfectly|exactly right|with care].',
            'A [sharp|brisk|restless] wind was [stripping|shaking|combing] the trees of their last leaves, [piling them in drifts|sending them skittering] across {place.a} as {Name} [walked|made {their} way] through.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'Under a bush was {companion.a}. {companion.It} was [shivering|shaking|curled up tight] [from nose to tail|all over|in the wind].',
            '{companion.a} [peeked|peeped|poked {companion.its} nose] out. "[Brrr|Oh, brrr|It is cold|So cold], [my toes are cold|I cannot get warm|the wind is so chilly]," {companion.it} [said|whispered|sniffed].',
            '[Something|Someone] [rustled|sniffled|wiggled] in the leaves. It was {companion.a}, [cold|chilly|shaking] and [small|sad|sleepy].',
            '{Name} [saw|spotted|found] {companion.a} by a [log|rock|bush]. {companion.It} [looked up with a shiver|blinked up at {Name}|gave a cold little sniff|had frost on {companion.its} whiskers].',
            '[A pile of leaves|A heap of twigs|A tuft of grass] [wiggled|twitched|shook]. Out [came|crept|peeked] {companion.a}. [{companion.It} [gave|let out] a [big|tiny|loud|small] [brrr|atchoo|sneeze|shiver].|{companion.It} was [so|very|ever so] [cold|chilly|frozen] [and small|and sad|all over].]',
            '[Sniff, sniff|Shiver, shiver|Achoo], went [something|someone|a small voice] [in the leaves|by a log|under a bush]. {Name} [looked down|bent down|knelt down]. There was {companion.a}, [cold and small|all curled up|with chilly paws].',
          ],
          [
            'Under a bush sat {companion.a}, shivering from nose to toes.',
            '{companion.a} poked out from the leaves with a [little|small|tiny] shiver. "[Brrr|It is so cold|Oh, the wind]!"',
            'In a [hollow|gap|dip] between two roots, {Name} [found|spotted|noticed] {companion.a}, [curled into a tight ball|shaking like a leaf|with {companion.its} eyes squeezed shut].',
            '"[Excuse me|Hello|Oh, hello]," [came a small voice|said a shivery voice], and out of the leaves [crept|peeped|wriggled] {companion.a}, [teeth chattering|looking frozen|hugging {companion.its} paws].',
            '[A sniffle|A tiny sneeze|A shivery sigh] came from [under a fern|beside the path|inside a hollow stump], and when {Name} [bent down|knelt to look|peeked], there was {companion.a}, [cold to the tip of {companion.its} nose|trembling all over|wrapped around {companion.its} own paws].',
            '{companion.a} [sat|huddled|crouched] [by a mossy rock|in the roots of a tree|at the edge of the path], [trying very hard to look warm|with {companion.its} eyes shut tight|puffing on {companion.its} paws], and not [managing it|fooling anyone] at all.',
          ],
          [
            'Huddled under a bush was {companion.a}, shivering in small, [chilly|cold] bursts.',
            '{companion.a} emerged from under a hedge and [said|whispered], "Brrr," which explained a great deal.',
            'Tucked between the roots of an old [oak|beech|chestnut], {Name} [found|discovered] {companion.a}, [curled as tight as a fist|shivering so hard the leaves around {companion.obj} rattled].',
            'A [small|faint|polite] sniffle [came from|rose from] a heap of twigs, and [out crept|out peered] {companion.a}, [looking thoroughly miserable|with frost on {companion.its} nose].',
            '[In the lee of a fallen log|At the foot of a hawthorn|Under a drift of bracken], {Name} [came upon|noticed] {companion.a}, [doing {companion.its} best to pretend {companion.it} was not shivering|so cold that even {companion.its} sniffles shivered].',
            '[It was the sneeze that gave {companion.obj} away|A very small sneeze announced {companion.obj}]: {companion.a}, [wedged|tucked] [between two stones|into a gap in the hedge], [with frost on {companion.its} whiskers|looking as cold as anyone {Name} had ever seen].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Oh dear,] [{companion.the}|{companion.name}] needed a warm bed. The wind [had blown|blew|puffed] {object.a} away.',
            '"I am so [cold|chilly|sleepy]," [said|whispered|sighed] [{companion.the}|{companion.name}]. "{object.a} [blew away|is gone|blew off|flew away|is all over] [in the wind|last night|today|]."',
            '[{companion.The}|{companion.name}] had [made|built|piled up] {object.a} [by a log|under a bush|in a hollow|]. [Then the [wind|big wind|cold wind] blew it [away|all over|apart].|[Whoosh|Swoosh|Woo], the wind [took it|blew it off|spread it out].|Now it was [all gone|all over the place|everywhere] [again|today|].]',
            '"[Winter is coming|It is nearly winter|Snow is coming|The nights are cold now]," said [{companion.the}|{companion.name}]. "[But|And] {object.a} [blew away|is gone|flew off in the wind|is all over the field]."',
          ],
          [
            '[Then|But then|Soon enough] [{companion.the}|{companion.name}] [explained|said] that {companion.it} had made a bed of {object.a}, but the wind had scattered it, and now {companion.it} was [so|very|terribly] cold.',
            '"My bed blew away," [said|whispered] [{companion.the}|{companion.name}], pointing at {object.a} spread all over the grass.',
            '{object.a} had been [piled|heaped|gathered] into a [snug|cozy|deep] bed [by a log|under a bush|in a hollow], but [one big gust|the night wind|a naughty breeze] had blown it [every which way|all over the path|far and wide].',
            '"[I worked all week|It took me days] to gather {object.a}," [sighed|sniffed] [{companion.the}|{companion.name}], "and [now it is everywhere|the wind spread it all over|one gust undid it all]."',
          ],
          [
            '[Then|But then|Soon enough] [{companion.the}|{companion.name}] [explained|confessed] that {companion.it} had spent all week gathering {object.a} for a winter bed, and the wind had scattered it in a single gust.',
            '"I had the coziest bed of {object.a}," [said|whispered] [{companion.the}|{companion.name}], shivering, "and the wind took it all."',
            '{object.a}, [carefully gathered|collected leaf by leaf] [over many afternoons|all through the week], [lay strewn|was scattered] across the [clearing|path|grass], and [{companion.the}|{companion.name}] had nowhere warm to sleep.',
            '[The problem|What had happened], it turned out, was [simple|sad] and [very|rather] [serious|urgent] for someone so small: the wind had [torn|blown] apart {object.a}, and night was coming.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} gave {companion.obj} a [mitten|glove|sock]. [It was too small.|It did not fit.|It slipped off.]',
            '[First,|So|Then] they made a [little|small|tiny|quick] pile. [The wind blew it away.|Whoosh, it was gone.|It blew away too.]',
            'They [tried|looked in|peeked in|checked] a [box|flower pot|hollow log|old boot|tin can]. [It was too hard.|It was too cold.|It was too damp.|It was too small.|The wind got in.|It was full of rain.]',
            '{Name} [held|cupped|cuddled] {companion.obj} [close|gently|in {their} hands]. [It helped a bit.|But not for long.|Still {companion.it} shook.]',
            '{Name} [blew|puffed|breathed] warm air on {companion.obj}. [[Huff|Puff|Whoo], [huff|puff|whoo], went {Name}.|{Their} breath made [little|small|soft] [clouds|puffs].] [That [helped|worked] for [a minute|a bit|a moment].|Then the wind [blew|puffed|came] [again|back|once more].|But the cold [came back|crept back|won].]',
            'They [dug|scooped|made] a [hole|dip|hollow] in the [dirt|ground|moss]. [It filled with cold air.|It was damp.|It was too muddy.]',
          ],
          [
            '[First|To begin with|Right away] {Name} offered a [mitten|glove|sock], but it only kept one paw warm.',
            '[First|To begin with|Right away] they piled up some leaves, but the wind puffed them away [again|once more].',
            'They tried [a cardboard box|an old flower pot|a hollow log], but it was [too hard and cold|damp inside|far too drafty], and [{companion.the}|{companion.name}] [shivered harder|climbed straight back out].',
            '{Name} [cupped|held|cuddled] [{companion.the}|{companion.name}] [close|gently] for a while, which helped [a little|for a minute], but {Name} could not stay [all night|there till morning].',
            '{Name} [tried|offered] {their} [woolly hat|knitted hat|warm scarf], but [it kept blowing off|the wind sneaked in anyway|it was far too big and flapped about].',
            'They [scooped|piled] [moss|dry grass] into a [little|small] [nest|heap] [behind a stone|under a bush], but [it was damp underneath|the cold came up from the ground|it was not nearly deep enough].',
          ],
          [
            '[First|To begin with|Right away] {Name} offered a mitten, which warmed exactly one paw.',
            '[First|To begin with|Right away] they made a small pile of leaves, and the wind, as if playing a game, blew it straight apart.',
            'They [tested|inspected|tried] [a hollow log|an upturned flower pot|the space beneath a bench], [but each was|each of which proved] [either damp or drafty|too cold to be any use|less cozy than it looked].',
            '{Name} [wrapped|tucked] [{companion.the}|{companion.name}] in a scarf for a while, [which helped|and that worked] [until|right up until] the wind found the [gaps|loose end].',
            'They [built|assembled] a [small|hasty] shelter of [twigs|sticks and bark], which [looked wonderful|was very handsome] [for about a minute|until the first gust], and then [lay down flat|fell over politely|came apart in the wind].',
            '{Name} [offered|tried] a [woolly hat|hand-knitted hat] [as a sleeping bag|for a bed], [which was warm|a good thought], but [the wind found its way inside|it was too open at one end|it kept rolling down the slope].',
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
            '[And|So|At last,] [{companion.the}|{companion.name}] had a warm bed now. [{companion.It} [stopped|was done] [shivering|shaking] [at last|now|for good].|No more [shivers|shakes|brrr] [for {companion.obj}|tonight|at all].|{companion.It} gave a [happy|long|cozy|sleepy] sigh.]',
            '[And|So|At last,] the bed was [snug and warm|soft and deep|warm and dry|deep and soft]. [{companion.the}|{companion.name}] [curled up|snuggled up|burrowed in].',
            '[{companion.The}|{companion.name}] [wiggled|burrowed|dug] into the [leaves|new bed|warm pile]. [Ahh, warm at last.|Ahh, so snug.|Ahh, that was better.|Warm as toast!|What a soft bed!|Just right for winter.]',
            '[Now|At last|Soon] the leaves were [deep|thick|cozy] [and dry|and warm|and soft]. [{companion.the}|{companion.name}] [smiled|yawned|sighed|wriggled|snuggled] [inside|deep down|under them].',
          ],
          [
            '[Soon|Before long|In a little while] [{companion.the}|{companion.name}] had the snuggest bed in the [whole|entire] place, and stopped shivering at last.',
            '[And|At last|Just like that] [{companion.the}|{companion.name}] [curled up|snuggled up] in the new bed, warm as a muffin.',
            'The new bed was [deep and dry|thick and soft|tucked out of the wind], and [{companion.the}|{companion.name}] [burrowed in|wriggled down|disappeared into it] until only [a nose|an ear|the tip of a tail] showed.',
            '[Warm at last|Snug at last|Out of the wind at last], [{companion.the}|{companion.name}] [gave a long, happy sigh|stopped shaking|yawned the biggest yawn], and the [shivers|chills] [were gone|went away].',
          ],
          [
            '[And|At last|Just like that] the new bed was [so|very|wonderfully] deep, dry and sheltered from the wind, and [{companion.the}|{companion.name}] burrowed into it with a sigh of pure relief.',
            'Warm at last, [{companion.the}|{companion.name}] curled into a ball and stopped shivering.',
            '[Within minutes|Before long|Almost at once] the shivering [eased|slowed|stopped], and [{companion.the}|{companion.name}] [settled|sank] into the bed [with the deep contentment of|like] someone who [has found|had found] exactly the right place to be.',
            'The finished bed [was a small masterpiece|looked like nothing special from outside], [deep and dry and hidden from the wind|but inside it was as warm as toast], and [{companion.the}|{companion.name}] [moved in|climbed in] without a second thought.',
          ],
        ),
        details: v(
          [
            'Only a [nose|pink nose|small nose|black nose] [peeked|peeped|poked] out [of the leaves|from the pile|at the top]. [It [was|looked] a [happy|warm|sleepy|snug] nose.|It gave a [twitch|wiggle|tiny sniff|little sneeze] [of thanks|and went in|].|Then it [went in|popped back in|hid] [again|at last|for the night].]',
            '"[Thank you|Thanks|Thank you so much|Oh, thank you]," [whispered|said|mumbled] [{companion.the}|{companion.name}] [sleepily|softly|with a yawn].',
            'The [leaves|pile|bed] went [up and down|rise and fall|puff, puff] [with each small breath|very slowly|as {companion.it} slept].',
            '[{companion.The}|{companion.name}] [gave|made] a [tiny|little|soft] [snore|snuffle|sigh]. [It sounded like [zzz|a tiny kettle|a purr|a whisper|a little bee].|It was [so|very|ever so] [sweet|soft|quiet|tiny].|{Name} giggled without a sound.]',
            '{Name} [put|added|tucked] one more [leaf|red leaf|gold leaf] on top. [It was like a [blanket|little roof|lid|quilt].|Now it was [perfect|just right|all done].|That kept [the wind|the cold|the chill] [out|away].|[Snug|Cozy|Warm] as a [hat|bug|mitten|sock].]',
          ],
          [
            'Only a small nose [peeked|peeped] out, and it looked [very|really|so] content.',
            '"This is the best bed I ever had," [whispered|mumbled|murmured] [{companion.the}|{companion.name}][, eyes already closing|, half asleep|].',
            'The leaves [rose and fell|rustled softly|went up and down] with every [sleepy|slow|small] breath.',
            '{Name} [laid|tucked|placed] [one last|a final] [golden|red|crinkly] leaf on top, [like the cherry on a cake|as a roof|the way you tuck in a blanket].',
            '[From deep inside|From under the leaves] came a [small|tiny|happy] [snuffle|snore|sigh], [the sound of someone who was finally warm|which meant the bed was just right|and {Name} grinned].',
          ],
          [
            'Only the tip of a nose showed above the leaves, twitching contentedly.',
            '"This is the finest bed in the [whole|entire] wide world," murmured [{companion.the}|{companion.name}], half asleep already.',
            'The pile [rose and fell|stirred faintly] with each breath, [the only sign|the single clue] that anyone was inside.',
            '{Name} [placed|laid] [a final leaf|one last leaf] on the roof of the bed [with great ceremony|like a builder topping out a house], and [{companion.the}|{companion.name}] [gave a small, approving snort|sighed from somewhere deep inside].',
            '[A faint snuffle|A small, contented snore] [rose|came] from [deep within|the heart of] the pile, which [{Name} took as|was, {Name} decided,] the [best possible|highest] [thank you|compliment] a bed could [get|receive].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] [{companion.the}|{companion.name}] slept in the leaves. {Name} [slept|snuggled down|curled up] in {bed}.',
            '[Soon|Then|That night] {Name} was warm in {bed}. [Good night|Sleep tight|Night, night|Sweet dreams], [little one|{Name}|sleepyhead|sleepy one].',
            '{Name} [pulled up|snuggled under|burrowed into] the [covers|quilt|blankets]. [Just like a leaf bed.|Like a hedgehog.|Warm as leaves.|Snug as a [bug|mouse|bear].|Cozy as a nest.|Warm from top to toe.|Cozy as a leaf pile.]',
            '[Out in|Over at|Far off in] the leaves, a [small|tiny|soft] snore [came|sounded|rose]. {Name} [smiled|yawned|slept] too.',
          ],
          [
            '[Soon|Before long|In a little while] [{companion.the}|{companion.name}] slept snug in the leaves, and {Name}, just as snug, slept in {bed}.',
            'Warm and [cozy|snug] under {their} blanket, {Name} thought of the [little|small|tiny] leaf bed and [smiled|grinned|beamed].',
            '[That night|At bedtime|Later], {Name} [pulled the covers up|burrowed down|made a nest of blankets] [just like a leaf bed|the way {companion.the} had|as deep as {they} could], and [fell asleep|drifted off] [warm and happy|in no time].',
            '[When {Name} got into {bed} that night|Later, under {their} own warm quilt], {they} [wiggled|burrowed] down [deep|as deep as {they} could] and [pretended to be|imagined being] a [hedgehog|small creature] in a pile of leaves, [snug and happy|warm and sleepy].',
            '[That night|At bedtime], the wind [blew|huffed] outside the window, but {Name} [did not mind|only smiled], [because|since] [everyone was warm tonight|{companion.the} had a bed now|even small friends had a cozy place to sleep].',
          ],
          [
            'Far away under a hedge, [{companion.the}|{companion.name}] slept in {companion.its} new bed, and {Name}, under {their} own warm blankets, did the same.',
            '[Soon|Before long|In a little while] it was a cold evening, but everyone who mattered was [so|very|perfectly] warm.',
            '{Name} [lay in bed|settled under the quilt] [listening to|hearing] the wind [rattle the window|worry at the roof], [and thought|glad to think] of a small someone [sleeping snug|fast asleep] under a [heap|drift] of leaves.',
            '[The wind|A cold wind] [rattled|tried] the window [that night|at bedtime], but {Name} [only burrowed deeper|was far too cozy to mind], [knowing that|certain that] [somewhere out there|under a hedge], a [deep|well-built] bed of leaves was [doing its job|keeping someone small perfectly warm].',
            '{Name} [fell asleep|drifted off] [with|to] the [sound|thought] of [leaves skittering|the wind combing the trees] outside, [feeling|and felt] [as snug as anything under a pile of leaves|warm right through, the way only a good deed leaves you].',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-town-clock-stopped',
    worlds: ['land'],
    themes: ['city', 'adventure', 'friendship', 'building'],
    tags: ['machines', 'crowds', 'loud-noise'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['friend-leo', 'friend-rosa', 'fox-rusty', 'bunny-clover', 'hedgehog-bramble'],
      },
      place: { kind: 'place', ids: ['town-square'] },
      object: { kind: 'object', ids: ['town-clock'] },
    },
    titles: [
      '{Name} and the Sleepy {object.noun}',
      'When the Clock Stopped',
      'Parade Day in the {place.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            'It was parade day. {Name} [went|ran|skipped|hurried] to {place.a}.',
            'Flags hung in {place.a}. [Today was the parade!|The parade was today!|It was parade day!]',
            '{Name} [put on|wore|picked] {their} [best hat|red boots|party shirt]. [Off to {place.a}!|The parade was in {place.a}!]',
            '[Music|Drums|Bells] [played|sounded|rang] in {place.a}. {Name} [ran|hurried|skipped] to see.',
          ],
          [
            'It was parade day, and {Name} [hurried|scurried|bustled] to {place.a}, where flags [fluttered|flapped] on every lamppost.',
            'Bunting hung across {place.a}, and everyone was waiting for the parade.',
            '[Flags fluttered|Paper lanterns swayed|Streamers hung] over {place.a}, [the bakery smelled of sugar buns|people were lining the streets], and {Name} [squeezed|wriggled] to the front [to watch the parade begin|to get the best view].',
            'It was [parade day|the morning of the big parade], and {Name} [hurried|skipped] into {place.a} [holding a little flag|in {their} best shoes], [where the whole town was gathering|just as the crowd was filling up].',
          ],
          [
            'Parade day had come at last, and {place.a} was strung with bunting from every lamppost.',
            '{Name} arrived at {place.a} early, because the best spots for watching a parade go [quickly|in no time].',
            '{place.a} [had dressed itself|was decked out] [for the occasion|in its finest], [bunting strung from every lamppost|flags at every window], and [half the town|the whole town] had [gathered|turned out] [beneath the old clock tower|along the cobbles] [to wait for the parade|in cheerful expectation].',
            '{Name} [arrived|came] in {place.a} [early|with time to spare], [the way one should for a parade|flag in hand], [and found|to find] [the square already humming|a crowd already gathering], [the band warming up|every face turned toward the great clock], [waiting for ten o’clock|and the parade due to start on the stroke of ten].',
          ],
        ),
        details: v(
          [
            '[A band|The band|A brass band|A little band] [got ready|lined up|tuned up|warmed up]. [A drum went boom.|A horn went toot.|A bell went ding.|Cymbals went clash.]',
            '[People|Children|Grown-ups|Kids] waved [little|small|tiny|paper] flags. [Some [were|had] [red|blue|stars|stripes|spots] [on them|and gold|].]',
            '[Balloons|Flags|Streamers] [bobbed|waved|flapped] [everywhere|on every lamp|over the street]. [A baby waved a flag.|A man sold buns.|Kids sat on the wall.]',
            '[The big clock|The clock tower|The old clock] [stood|rose] [over the square|high up|by the town hall]. [Its face was round and white.|It had gold hands.|A bird sat on top.]',
          ],
          [
            'A [small|little] band was tuning up by the fountain, with a [big|great big] drum and two trumpets.',
            "Children waved paper flags and sat on their parents' shoulders.",
            '[A man with a cart|A lady with a tray] [sold|handed out] [sugar buns|paper flags|lemonade], and [children|little kids] [sat on the fountain wall|climbed on their parents’ shoulders] to see.',
            'The [old|great] clock [towered|stood] above the square, [its round face|its gold hands] [gleaming in the sun|shining], [the most important thing in town on parade day|the signal everyone was waiting for].',
          ],
          [
            'A brass band was tuning up, producing the cheerful chaos of instruments getting ready.',
            'Children waved paper flags, and the bakery had put out a tray of free buns.',
            '[Vendors|Stalls] [did a brisk trade|were busy] in [sugared buns and paper flags|lemonade and ribbons], and [the smallest spectators|the little ones] [had been hoisted onto shoulders|perched on the fountain rim] [for the best view|like birds on a wire].',
            'Above it all [rose|stood] the town clock, [its face as round and pale as a moon|gilded hands shining], [which had started every parade for a hundred years|the one thing in the square everyone kept glancing at].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [ran|hurried|scampered|dashed] up. "[Look at the clock|Look up there|Did you see the clock]!"',
            '[Just then|Then|Look,] there was {companion.a}. {companion.It} [pointed|looked|stared] up.',
            '{companion.a} [tugged|pulled] {nameS} [sleeve|hand|coat]. "[Something is wrong|The clock stopped|Oh no]!"',
            '[By the fountain|On a bench|Near the band] was {companion.a}. [{companion.It} looked worried.|{companion.It} frowned.]',
          ],
          [
            '{companion.a} came running across the square. "Look at the clock!"',
            '{companion.a} [tugged|pulled] {their} sleeve and pointed up, looking puzzled.',
            '[Through the crowd|Between the flags] [came|squeezed] {companion.a}, [tugging on {nameS} sleeve|pointing up at the tower|with a worried frown], "[Something is wrong with the clock|Have you looked at the clock]?"',
            '{companion.a} [popped up|appeared] [beside {Name}|on the fountain edge], [looking up|staring] at the clock tower [with a puzzled face|and frowning], "[Is it just me|Look], [or has the clock stopped|the hands are not moving]?"',
          ],
          [
            '{companion.a} came threading through the crowd of flag-wavers, pointing upward.',
            '"Have you [noticed|seen|spotted] the time, {Name}?" asked {companion.a}. "Because the clock has not."',
            '{companion.a} [elbowed|wriggled] [politely|apologetically] through the crowd [to reach {Name}|toward the fountain], [eyes fixed|gaze fixed] on the tower, [with the expression|wearing the look] of someone [who has just noticed something nobody else has|who has spotted a problem].',
            '"[Forgive me|Excuse me]," said {companion.a}, [appearing|arriving] at {nameS} side [out of the crowd|in a hurry], "[but have you noticed|I do not want to alarm anyone, but] [the clock|the tower clock] [has not moved in some time|seems to have stopped]."',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[But|Oh no,|Uh-oh,|Look,] {object.a} had [stopped|gone quiet|stood still]. [Its hands did not move.|Its hands stood still.|No tick, no tock.]',
            '[Then|But then|Uh-oh,] the parade starts when {object.a} chimes. [But it stopped!|But it was stuck!|But it was still!]',
            '[Up high|Above them], {object.a} was [quiet|still|silent]. [Its hands were stuck.|It did not tick.|It did not chime.]',
            '"[The parade needs|We need|Everyone waits for] {object.a}," said [{companion.the}|{companion.name}]. ["But it stopped!"|"It is broken!"]',
          ],
          [
            '{object.a} in the middle of the square had stopped, and the parade could only start when it chimed ten.',
            '[|Then |But then |Soon enough, ]the hands of {object.a} were stuck at five to ten, and they would not move.',
            '[High above the square|Up in the tower], {object.a} had [stopped|frozen] at [five to ten|nearly ten o’clock], [its hands stuck fast|not ticking at all], and [without its chime|with no bong], [the parade could not start|the band did not know when to play].',
            '"[The parade starts|Everything begins] when {object.a} [chimes ten|goes bong]," [said|explained] [{companion.the}|{companion.name}], "[but it has stopped|and it is stuck], so [nobody knows when to begin|everyone is just waiting]."',
          ],
          [
            '[|Then |But then |Soon enough, ]the parade always began on the tenth chime of {object.a}, and {object.a} had stopped at five to ten.',
            'High on its post, {object.a} stood frozen at five to ten, its hands refusing to budge.',
            '{object.a} [had stopped|stood frozen] [at five minutes to ten|just short of the hour], [its great hands motionless|its ticking silent], and [since|because] [every parade in the town’s history|the parade, by long tradition,] [began on the tenth chime|waited for the chime], [the entire square|the whole town] was [left waiting|stuck in a long, puzzled pause].',
            '[The trouble was simple|The problem was plain enough]: {object.a} [had chosen this morning of all mornings|had picked the worst possible moment] [to stop|to fall silent], [and without its chime|and with no chime], [nobody|not even the mayor] [was quite sure|knew] [when the parade should start|what to do next].',
          ],
        ),
        details: v(
          [
            'The [band|drummer|horn player|crowd] [waited|stood waiting|sat down|looked up]. [Someone yawned.|A baby fussed.|A drum went tap.|Feet shuffled.]',
            '[Nobody knew what to do.|People scratched their heads.|Everyone looked up.|The mayor frowned.]',
            '[The band|The drummer|The horn player] [waited|stood still|looked up]. [No bong, no parade.|Everyone sighed.|The flags drooped.]',
            '[The mayor|A man in a tall hat|A lady with a whistle] [looked|peered|squinted] up. [She tapped her watch.|He scratched his head.|She shrugged.]',
          ],
          [
            '[|And ]the band [waited|stood waiting] and [waited|stood waiting], and the drummer [began to|started to] yawn.',
            'Everybody [looked up|glanced up] at the clock, then at each other.',
            'The [mayor|mayor in her chain] [checked|tapped] her [watch|pocket watch] [twice|again and again], [and|while] the [drummer|band leader] [lowered|raised] [his sticks|his baton] [one more time|and sighed].',
            '[Children|Little ones] [started|began] to [fidget|wriggle], [the balloons began to droop|the ice creams began to melt], and [someone|a man at the back] [called out|asked] "[When does it start|Is it ten yet]?"',
          ],
          [
            '[|And ]the band [waited|stood waiting] with instruments raised, then lowered, then raised [again|once more].',
            '[|And ]the [whole|entire] square [looked up|glanced up] at the clock, then at one another, unsure what to do.',
            'The mayor [consulted|checked] [her own watch|a pocket watch], [which disagreed with three other watches nearby|which said something different from everyone else’s], [and|so] [nobody could agree on the time|the question remained open].',
            'The band [stood|waited] at attention, [instruments raised|poised to play], [lowering them|then lowering them] [by degrees|a little at a time] [as the minutes passed without a chime|as the silence stretched on].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} tapped the clock post. [[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|It stayed still.|No tick came.]',
            '[First,|So|Then] they [waited|stood waiting|stood still] [a bit|a little|a while]. [The hands stayed still.|Nothing moved.]',
            '[{companion.The}|{companion.name}] [knocked|tapped|called] at the clock. [Still no tick.|It stayed quiet.|[Nothing.|Nothing at all.|Not a thing.]]',
            'They [shook|wiggled|jiggled] the clock door. [It was stuck.|It did not open.|Nothing moved.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} gave the clock post a gentle tap, but the hands stayed still.',
            '[|First, |To begin with, |Right away, ]they [waited|stood waiting], hoping it would start by itself, but it did not.',
            '{Name} [called up|shouted up] to the [clock|tower], "[Wake up|Please tick], clock!" [and the crowd laughed|and a few people joined in], but [the hands did not move|the clock stayed quiet].',
            'They [climbed|went] [a few steps|partway] up the tower stairs [to peek at the gears|to look inside], but [the door at the top was stuck|it was far too high to reach], and [they came back down|they had to turn back].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tapped the post [gently|softly|carefully], in case the clock only needed waking up, but it did not stir.',
            'Waiting for it to start by itself, they soon [agreed|decided], was not a plan.',
            '{Name} [suggested|tried] [a countdown from the crowd|having everyone count to ten together], [on the theory|hoping] that [the clock might take the hint|a chorus might wake it up], [which was great fun|and the crowd joined in gladly] but [left the hands exactly where they were|changed nothing at all].',
            'They [made their way|climbed] [up the spiral stairs|into the tower], [where|and there] [the great gears stood silent|they found the mechanism still], [each cog enormous|much bigger than either of them], and [no idea at all|not the faintest notion] [which one was the trouble|how to start it].',
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
            '[Tick, tock|Tick, tick|Whirr, tick]! The clock went [again|once more|at last]. [Bong!|Ding, dong!|Bong, bong!]',
            '[And|So|At last,] the clock chimed ten. [The parade began!|Off went the parade!|The band struck up!]',
            'The [hands|big hand|little hand] [moved|jumped|clicked]. [Bong, bong!|Ding!|Dong!] [[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].|The crowd clapped.]',
            '[Whirr|Click|Clunk], the clock [woke up|came alive|started]. [Now the parade could go!|The drums began!]',
          ],
          [
            'Tick, tock, went {object.the}, and then, bong, bong, it chimed ten times.',
            'On the tenth chime the band struck up, and the parade began.',
            '[With a whirr and a clunk|With a creak and a tick], [the big hands moved|the clock started again], and [a moment later|soon after] it [chimed ten|went bong, bong, bong], and [the whole square cheered|the band began to play].',
            '[Tick, tock|Click, whirr], {object.the} [came back to life|started ticking], [and when it struck ten|and on the tenth bong], [the drums boomed|the band burst into a march] and the parade [began|set off] [at last|round the square].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} ticked back into life, and a minute later it chimed ten, slow and golden.',
            'On the tenth bong the band struck up a march, and the parade set off around the square.',
            '[There was a whirr|A whirr sounded], [then a clunk|a clunk], [then|and then] [the slow, dignified tick|a steady tick] [that the whole town had been missing|that everyone recognized], and [when the clock struck ten|on the tenth chime], [the square erupted in cheers|the band struck up at once].',
            '{object.The} [resumed|took up] [its duties|its ticking] [as if nothing had happened|with great dignity], [struck|chimed] ten [in its deep, golden voice|slowly and beautifully], and [the parade|the long-delayed parade] [set off|began] [to the loudest cheer of the day|with a flourish of trumpets].',
          ],
        ),
        details: v(
          [
            'The band [played|struck up|began|played loud]. [Everyone marched.|Feet went stomp.|Flags waved.|People danced.]',
            '[{companion.the}|{companion.name}] waved a [flag|hat|hand]. {Name} [waved back|waved too|cheered].',
            '[The band|The drums|The horns] [played|went boom|went toot]. [The parade went round.|Everyone danced.|Flags waved high.]',
            '[Flowers|Petals|Confetti] [fell|rained|floated] [on the street|on the band|everywhere]. {Name} [caught some|laughed|waved].',
          ],
          [
            '[|And ]the band played, and {Name} and [{companion.the}|{companion.name}] marched right at the front.',
            '[|And ]everyone [cheered|clapped] for the clock as they went past it.',
            '[Confetti|Paper petals] [fluttered down|rained] [from the windows|over the marchers], and {Name} [caught a handful|laughed as it landed in {their} hair].',
            'The [band|drummers] [marched|played] [three times|twice] round the square, [and everyone|while people] [clapped along|sang and cheered].',
          ],
          [
            '[|And ]{Name} and [{companion.the}|{companion.name}] were invited to march at the front, right behind the [big|great big] drum.',
            'As the parade passed the clock, the [whole|entire] crowd gave it a cheer.',
            'The parade [wound|made its way] [three times round the square|through every street in town], [confetti falling from the upper windows|to the sound of drums and cheering], [and nobody seemed to mind|though no one remembered] [that it had started late|the long wait].',
            '[Afterward|Later], the mayor [shook {nameS} hand|thanked {Name} in front of everyone], [declaring|and declared] that the town clock [had never kept better time|owed its best chime in years to {them}].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'At bedtime, the clock chimed [far away|across town|softly]. {Name} [slept|dozed|dreamed|snuggled down].',
            '[Tick, tock|Tick, tick|Tock, tock]. [Time for sleep.|Time for bed.|Time to rest.]',
            '{Name} [heard|counted|listened to] the [chimes|bongs|dongs]. [One, two, three.|Eight, nine.] [Then {they} slept.|Then came sleep.]',
            '[Far away|Over in town|Across the roofs], the clock [ticked|hummed|kept time]. {Name} [slept|dozed] [warm and snug|all night].',
          ],
          [
            'At bedtime {Name} heard the town clock chime, far away, and [fell asleep|drifted off to sleep|dozed off].',
            'Tick, tock, went the clock in the square, and {Name} was [fast asleep|sound asleep].',
            '[That night|At bedtime], {Name} [heard|listened to] {object.the} [chime|bong] [far across the roofs|from the square], [right on time|slow and steady], and [smiled|fell asleep] [before the last bong|with a happy sigh].',
            '{Name} [snuggled|curled up] in {bed}, [still humming the band’s march|with confetti still in {their} pocket], [and the faraway tick of the town clock|while the clock ticked steadily across town] [carried {them} off to sleep|was the last thing {they} heard].',
          ],
          [
            'Far off in the square, the town clock chimed the hour, right on time, and {Name} was already asleep.',
            '[|Soon |Before long, |In a little while, ]the clock kept perfect time all evening, and {Name} slept through every tick.',
            '[Across the town|Over the rooftops], {object.the} [struck|chimed] the hour [with perfect punctuality|exactly on time], and {Name}, [tucked in bed|drowsy under the quilt], [counted the chimes|listened to each one] [and was asleep before the last|and fell asleep before they finished].',
            '{Name} [fell asleep|drifted off] [that night|at bedtime] [to the steady, distant tick|with the faraway ticking] of the town clock, [a sound|and it was a sound] [that had never seemed quite so comforting|{they} would never hear again without a small, private smile].',
          ],
        ),
      },
    ],
  },
];
