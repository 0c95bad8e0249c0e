import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans up in the sky: clouds, wind, rainbows and weather, reached by balloon or paper airplane. */
export const SKY_PLANS: readonly PlotPlan[] = [
  {
    id: 'sky-faded-rainbow',
    worlds: ['sky'],
    themes: ['weather', 'magic', 'adventure', 'fantasy', 'nature'],
    tags: ['heights', 'flying', 'rain', 'birds'],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle' },
      object: { kind: 'object', ids: ['rainbow'] },
      place: { kind: 'place', ids: ['cloud-meadow', 'weather-workshop', 'cloud-castle'] },
    },
    titles: [
      '{Name} and the Pale {object.noun}',
      'Colors for the {object.noun}',
      'Up Where the Rainbows Live',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '[A soft|A little|A light|The spring] [rain|shower] had [stopped|ended|gone away]. [The sun peeked out again.|The wet sky went bright.|Puddles shone in the road.|Drops hung on the fence.|The grass was wet and shiny.]',
            'The last [drops|drips|raindrops] [fell|dripped|plopped] from the [roof|gate|tree|gutter]. {Name} [looked up|ran to look|stood and waited|pressed {their} nose to the glass].',
            '{Name} [looked out|peeked out|gazed out] of the [window|kitchen window|front window|window by {their} bed]. [The rain was over at last.|The gray clouds were going.|Maybe a rainbow would come!|The sun was back out.]',
            'The rain [stopped|went quiet|was done]. {Name} [put on {their} boots|ran out to the yard|hopped into a puddle|went out on the step]. [Everything smelled fresh.|The air was cool and clean.|The sky was getting blue.|Drops shone on every leaf.|A worm wiggled by the path.|The puddles held little skies.|The birds began to sing again.]',
            'After the rain, {Name} [watched|looked at|waited and watched] the [sky|clouds|hills|rooftops]. [A rainbow [comes|shows up|might come] after rain, {they} [knew|thought|hoped].|Rainbows like [wet|rainy|damp] days, {they} knew.|Where would the rainbow [be|come|show up] [today|this time|now]?]',
          ],
          [
            'A gentle shower had just ended, and the sun was peeking out from behind the [clouds|rooftops|chimneys].',
            '{Name} watched the last raindrops slide down [the window|the windowpane] and [waited|stood waiting] for a rainbow.',
            'The [rain|shower|drizzle] [stopped|eased off|faded away] [all at once|just after lunch|at teatime], and {Name} [ran to the window|pulled on {their} boots|hopped out onto the step] to look for a rainbow.',
            '[Puddles|Drops on the fence|Wet leaves] [sparkled|glittered|shone] in the new sunshine, and {Name} [was sure|had a feeling|just knew] a rainbow would [come|appear|turn up] soon.',
          ],
          [
            'The [afternoon|morning|long] shower had passed, leaving everything [rinsed and glistening|washed and shining|dripping and bright], and {Name} was [watching the sky for a rainbow|at the window, hoping for a rainbow|scanning the clouds for the first stripe of color].',
            'After rain there is [usually|nearly always|very often] a rainbow, and {Name} was waiting for it [with the patience of an expert|with both elbows on the windowsill|as calmly as a cat by a mouse hole].',
            'The [last|final] [drops|drips] [were still falling|still clung] from the [gutters|eaves|washing line] when the sun [broke through|slipped out], and {Name}, who [knew how these things worked|had studied the matter], [turned to look for a rainbow|went to find the best view].',
            '[Rain had drummed on the roof all morning|The morning had been gray and drizzly], so when the sun [finally|at last] [came out|appeared], {Name} [was ready|was already at the window], [waiting for the rainbow that ought to follow|certain a rainbow was due].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [came to|flew to|bobbed at|hung by] the [window|glass|open window]. "[The sky|The rainbow|The whole sky|My sky] [needs a helper|needs you|is in trouble|has a problem] [today|right now|up high], [can you come|will you help|please come up|come and see]?"',
            'Something [tapped|knocked|rapped|pecked] on the [glass|window|door]. [It was|There was|Outside was|Out there was] {companion.a}, [all in a rush|looking worried|out of breath|with a frown].',
            '{companion.a} [landed|came down|hopped down|dropped down] [on the step|by the gate|in the yard|on the grass]. "[Oh, I am glad to see you!|I need your help today!|Will you come with me?]"',
            '"[Hello|Hi there|Excuse me|Oh, hello]," [said|called|puffed|panted] {companion.a}. "[Something is wrong up high|The sky has a problem|Please come and see the sky|I need a friend up high|There is trouble over the hill], [{Name}|please|quick|]."',
          ],
          [
            'Tap, tap: at [the window|the windowpane] was {companion.a}, looking [very|really|so] worried.',
            '{companion.a} [drifted|floated] down to [the windowsill|the window ledge]. "Please come [quickly|in no time|right away]!"',
            '[A small voice called|Someone called] {nameS} name from the [garden|yard|sky], and there was {companion.a}, [out of breath|in a great flap|looking very anxious].',
            '{companion.a} [landed|bumped down|settled] [on the garden wall|by the back door|on the gate] and [waved|called out|puffed], "[The sky needs help|Something is wrong with the rainbow|Can you come up with me]?"',
          ],
          [
            '[Just then|A moment later|All at once] there was a [tapping|small rapping|polite knocking] at the glass, and there was {companion.a}, [fluttering anxiously outside|peering in with an anxious face|looking as if the sky had fallen, or at least faded].',
            '{companion.a} arrived at [the windowsill|the window ledge|the back door] in a [great|tremendous|breathless] hurry. "[The sky needs your help|Something has gone wrong with the sky|Come quickly, the sky is in trouble]," {companion.it} [said|whispered|puffed].',
            '{companion.a} [came down|descended] [in a hurry|at speed] [and landed|landing] [on the garden wall|by the back step] [looking|with the look of] someone who [had rehearsed a speech and forgotten it|had bad news and no time].',
            '"[Forgive the interruption|Sorry to drop in like this]," said {companion.a}, [appearing|arriving] at the open window, "but [there is a problem up there|the sky has a problem] that [needs a fresh pair of eyes|I cannot fix on my own]."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they [rode|took|hopped in|climbed into] {vehicle.a}. [Up they went to {place.a}.|Off they flew to {place.a}.|It took them up to {place.a}.|Up it rose, all the way to {place.a}.]',
            '{Name} [climbed into|sat in|got into] {vehicle.a}. It [flew|soared|glided|bobbed] [up|up high|way up] to {place.a}.',
            '[Up|Up, up|Higher and higher] went {vehicle.a}, [right up to|up to|on to] {place.a}.',
            '[Whoosh|Swish|Up we go], [said|called|laughed] {Name}. {vehicle.a} [lifted them|took them|carried them] [up|high|over the trees] to {place.a}.',
          ],
          [
            '[Soon|Before long|After a while] they climbed into {vehicle.a} and [floated|drifted] [gently|softly|carefully] up to {place.a}.',
            'Up and up went {vehicle.a}, past the [treetops|chimneys|church spire], all the way to {place.a}.',
            '{vehicle.a} [lifted|rose|bobbed] [off the lawn|over the hedge|above the garden], [wobbled once|gave a little bump], and then [sailed|climbed] [smoothly|steadily] up to {place.a}.',
            'They [rode|flew|floated] in {vehicle.a} [over the roofs|past the birds|through a thin cloud] [until|and soon] they [reached|came to] {place.a}.',
          ],
          [
            '{vehicle.a} [carried|brought|lifted] them up past the [rooftops and the treetops|chimneys and the church spire|gutters and the weathervanes] to {place.a}, [slow and steady as a lift|as smoothly as a bubble rising|with hardly a wobble].',
            '[Soon|Before long|After a while] they rose in {vehicle.a}, smooth and unhurried, until the town was a [tiny|little] map below and they reached {place.a}.',
            '{vehicle.a} [took off|lifted off] [with a gentle lurch|without a sound], [climbing|rising] through [a layer of damp cloud|the rinsed air] [until|and soon] {place.a} [appeared|came into view], [bright against the blue|improbably solid].',
            '[Up they went|They climbed] in {vehicle.a}, [the garden shrinking|the streets shrinking] to [a pocket handkerchief|a patchwork] [beneath them|below], [until|and at last] they [arrived at|came to] {place.a}.',
          ],
        ),
        details: v(
          [
            'Down below, the [houses|roofs|cars|trees|cows] looked [tiny|like toys|as small as ants|like little dots].',
            'A [bird|swallow|gull|robin] [flew|soared|glided|zipped] by [and waved|with a peep|and dipped low|to say hi].',
            'The [clouds|cloud puffs|white clouds] up here [felt|were] [soft and cool|wet like mist|fluffy as wool|damp as a washcloth].',
          ],
          [
            'Below, the houses looked like toys and the roads like [ribbons|gray string|pencil lines].',
            'The clouds were soft as [pillows|cotton wool|whipped cream] and smelled of fresh rain.',
            'A [flock|line|row] of [geese|swallows|starlings] [flew past|overtook them|waved a wing], [honking hello|chattering|in a neat V].',
          ],
          [
            'Below, the town shrank to [a model village|a toy town|a map someone had left on the floor], its streets [drawn in gray pencil|like threads of gray wool|neat as the lines in a copybook].',
            'The clouds up close were [so|very|surprisingly] [cool and soft|damp and cool|soft as breath] and [smelled faintly of rain|felt like walking through a sigh|left tiny beads of water on every sleeve].',
            'A [skein of geese|line of swallows] [overtook them|passed below], [honking|chattering] [politely|as if to say excuse me].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Right there|Soon|Up ahead] they [saw|spotted|found|came to] {object.a}. [But it was all gray.|But it was pale as fog.|It was as gray as a mouse.|It was gray and dull.|It had no colors at all.|It looked washed out.]',
            '[{companion.The}|{companion.name}] [showed|pointed at|led {them} to] {object.a}. [Every color was gone.|It had no red and no blue.|It was as pale as milk.|There was not one color left.]',
            '"[Look at|Just look at|Can you see] {object.a}?" [said|sighed|asked] [{companion.the}|{companion.name}]. [It was gray from end to end.|Its stripes were all gray.|The colors had run away.|Not one stripe was red.|It looked like a gray bridge.|It was the color of rain.]',
            '[Over the clouds|High up|Past the hill|Across the sky] [hung|sat|curved|stood] {object.a}. [But it looked gray and sad.|But where were the colors?|It should be bright, but it was gray.|But it was as dull as a puddle.|But it had gone as pale as a sock.]',
          ],
          [
            '[Then|But then|Soon enough] there hung {object.a}, but it was [so|very|completely] pale and gray, without a single color.',
            '[Then|But then|Soon enough] [{companion.the}|{companion.name}] pointed at {object.a}. "It forgot its colors," {companion.it} [said|whispered|sighed].',
            '{object.a} [stretched|curved|arched] [over the clouds|across the sky|from one hill to the next], [but it was the color of dishwater|but every stripe was gray|but it looked like an old photo].',
            '"[There it is|That is the one|Look]," [said|sighed] [{companion.the}|{companion.name}], [pointing at|nodding at] {object.a}. "[It should be bright|Where are its colors|It is gray all over]."',
          ],
          [
            'Arching across the sky was {object.a}, but it was [a ghost of itself|only an outline of itself|a pale memory of a rainbow], every stripe faded to the same [pale|flat|weary] gray.',
            '"That is {object.a} that should be over your town," [said|whispered] [{companion.the}|{companion.name}]. "[It came out without any colors.|It rose this morning as gray as a puddle.|Not one of its seven colors turned up today.]"',
            '{object.a} [spanned|curved across] the sky [as it should|in a perfect arch], [except that|but] [someone seemed to have rinsed out its colors|every stripe was the gray of wet stone].',
            '[There|Ahead], [where the light was brightest|over the cloud tops], [stood|hung] {object.a}, [and it was|entirely|quite] [gray|colorless|the color of porridge] from end to end.',
          ],
        ),
        details: v(
          [
            '[People|Kids|Dogs|Ducks|Farmers] [down below|far below|in the town] [looked up|glanced up|stared up] [and saw no colors|for the red and blue|with a frown|and shook their heads].',
            'The [sky|whole sky|town|day] felt [so|a bit|all|very] [sad|gloomy|dull|flat] [without it|with no colors|that day|now].',
          ],
          [
            'Far below, [people|the townsfolk|children in the park] [looked up|glanced up|peered up] and [wondered where the colors had gone|frowned at the gray arch|shook their heads].',
            'Without its colors, the [whole|entire] sky looked a [little|bit] [sad|flat|dull].',
          ],
          [
            'Far below, people [paused|stopped|lingered] on the [sidewalks|street corners|front steps], [looking up and wondering why the rainbow looked so dull|shading their eyes and frowning at the gray arch|pointing and shaking their heads].',
            '[A colorless rainbow, it turns out,|A rainbow with no colors, as anyone will tell you,|Nothing is quite as gloomy as a gray rainbow; it] makes the [whole|entire] sky seem [disappointed|a little let down|slightly embarrassed].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            'First, {Name} [waited|stood waiting|sat and waited] for [the sun|more sun|a big bright sunbeam]. [But the sun was not enough.|The gray stayed gray.|Not one color came.|The rainbow did not change.]',
            '[First|So] they [polished|rubbed|dusted|wiped] one stripe [with a cloud|with a sleeve|very hard|round and round]. [But it stayed gray.|It just got shiny and gray.|No red came back.|No color came.]',
            '[{companion.The}|{companion.name}] [blew|puffed|huffed] on the [gray|pale] stripes. [They only wobbled.|They just shook a bit.|It made them wiggle, not shine.|They swayed like wash on a line.|But the gray did not blow off.]',
            '[They|{Name}] [shook|tapped|patted] the end of the rainbow. [Still it stayed pale.|It was as gray as ever.|Nothing came out but mist.|Out fell a drop of gray rain.|It gave a tiny gray sneeze.]',
          ],
          [
            '[First|To begin with|Right away] they [waited|stood waiting] for more sunshine, but the rainbow stayed gray.',
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] tried blowing on it, but that only made it wobble.',
            'They [polished|rubbed|dusted] one stripe with a [bit of cloud|soft cloth|sleeve], [but it only got shinier, not brighter|but it stayed as gray as before].',
            '{Name} [tried|suggested] [tickling|tapping|shaking] the end of the rainbow, [but all that came out was mist|and it just gave a gray shiver].',
          ],
          [
            '[First|To begin with|At first] they [waited|stood waiting|hovered patiently] for the sun to strengthen, but [sunlight by itself could not bring the colors back|the sun, for all its shining, could not bring the colors back|even the brightest sunshine left the stripes as gray as ever].',
            '[First|To begin with|Right away] [{companion.the}|{companion.name}] tried fanning the gray stripes, which only made the [whole|entire] rainbow [shimmer uncertainly|wobble like a reflection in a pond|quiver, and stay gray].',
            'They [tried polishing|tried buffing] a [single|test] stripe with [a scrap of cloud|a clean handkerchief], which [made it shinier|produced a shine] but [no more colorful|not a trace of color].',
            '[{companion.The}|{companion.name}] [proposed|suggested] [waiting for more rain|asking the rain to try again], [but the rain had gone home|but the clouds had other plans], and [the gray stayed|nothing changed].',
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
            '[Red, orange, yellow|Red, then orange, then yellow|First red, then orange|Red, then yellow, then green] [came back|slid back in|came pouring back|rolled in] [one by one|all at once|like paint|stripe by stripe]!',
            '[Bit by bit|Stripe by stripe|One by one], {object.the} [got|grew|turned] [bright|so bright|bright and bold] [again|once more|at last]. [It was a [lovely|pretty|happy] thing to see.|What a [pretty|bright|grand] sight it was!|It shone over the [whole town|hills|rooftops].|Now it had every color [again|back|at last].|It was the [best|brightest|biggest] rainbow [yet|of all|ever].|Even the clouds looked [glad|pleased|happy].]',
            '[Green|Blue|Purple] [came|slid|rolled] back [first|next|in]. Then [all the rest|the other colors|every color] [came too|followed|came after].',
            '{object.The} [lit up|glowed|shone|blazed] [from end to end|over the clouds|across the sky]. [Kids below clapped.|A dog below barked hello.|People waved from the town.]',
          ],
          [
            'Red, orange, yellow, green, blue and purple [came back|returned], one stripe at a time.',
            '[And|At last|Just like that] {object.the} [glowed|shone|gleamed] brighter than ever, and far below, people pointed and [smiled|grinned|beamed].',
            'The colors [crept|slid|poured] back [from one end to the other|stripe by stripe|like paint in water], [and soon|until] {object.the} was [brighter than ever|the best one {Name} had seen|bold and bright].',
            '[First a flush of red|First a glow of orange|First a streak of yellow], then [all the rest|every other color|the others], [and|until] {object.the} [shone|glowed|blazed] [over the whole town|from hill to hill|across the sky].',
          ],
          [
            '[And|At last|Just like that] the colors returned in order, red first and violet last, until {object.the} [blazed across the sky|glowed from one end to the other|shone as if it had been freshly painted].',
            'Far below, people [stopped and pointed|came out of their houses|looked up from their gardens], and somewhere a [small child|little boy|little girl] shouted, "[Look!|A rainbow!|Look up, look up!]"',
            'The color [seeped|flowed|crept] back [the way dawn does|like ink into water|slowly, then all at once], [red and orange first|beginning at the top], until {object.the} [stood|arched] over the town [as bright as any in living memory|more vivid than before].',
            '[One stripe|A stripe] at a time, {object.the} [remembered|recovered] its colors, and [by the time the violet arrived|when the last one came back], [the whole sky seemed to be smiling|even the clouds looked pleased].',
          ],
        ),
        details: v(
          [
            '[{companion.The}|{companion.name}] [did a loop|spun around|did a flip|zoomed in a ring] [and cheered|and laughed|with joy|for fun].',
            'The colors [shone|glowed|gleamed|splashed] on the [clouds|cloud castle|white clouds|rooftops], [pink and gold|red and blue|like paint|like jam|like crayons].',
          ],
          [
            '[{companion.The}|{companion.name}] did a happy loop around the rainbow[, whooping|, laughing|].',
            'The colors spilled onto the clouds, making them [pink and gold|rosy and bright|peach and lilac].',
          ],
          [
            '[{companion.The}|{companion.name}] celebrated with [a loop through the middle of the arch|a somersault under the violet stripe|a dizzy spin along the top of the arch].',
            'The colors [spilled|overflowed|ran] onto the [nearby|passing|nearest] clouds, [tinting|washing|staining] them [pink and apricot|rose and gold|lilac and peach].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Later] {vehicle.the} [floated|drifted|bobbed|sailed] down [to the yard|to the front step|by the gate|next to the house].',
            'They [drifted|floated|glided] [down, slow and soft|home past the birds|past the treetops|back down], [with the rainbow behind them|as the sun went low|waving goodbye].',
            '[Down|Home|Back] they [went|came|flew], [and soon|and then|until] {Name} [was home|stood on the grass|was at the door].',
          ],
          [
            '[Then|After that|At last] {vehicle.the} [floated|drifted] [gently|softly|carefully] back down and landed [softly|gently|quietly] by {their} door.',
            'Slowly, [slowly|gently|unhurriedly], they [drifted|floated] down, with the rainbow shining behind them.',
            '[Down they came|Home they went], [past the geese|through the thin clouds|over the bright roofs], [and landed on the lawn|until the garden gate was right below them].',
          ],
          [
            '[Then|After that|At last] {vehicle.the} descended as [gently|softly|carefully] as a falling leaf and set {them} down at {their} own front door.',
            '[Then|After that|At last] they [drifted|floated] home with the rainbow at their backs, and it lit the [whole|entire] way down.',
            'The journey down [took longer|was slower] than the journey up, [which suited everyone|and nobody minded], [since the view|because the view] now [had every color in it|included a rainbow worth looking at].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[That night|At bedtime|Soon] {Name} dreamed of [colors|red and blue stripes|a bright rainbow|painting the sky].',
            '[Soon|Then|At dusk] the rainbow faded [softly|gently|quietly]. {Name} [slept|went to sleep|closed {their} eyes|snuggled down] [too|as well|at last].',
            '[Up high|Far up|Over the town], the rainbow [went to sleep|tucked in|faded away] [too|for the night|softly]. [{Name} did the same [in {bed}|with a yawn|].|So did {Name}, [warm in {bed}|with a smile|].]',
            '{Name} [yawned|gave a yawn|rubbed {their} eyes]. [{They} thought|{They} smiled] about [red, orange and yellow|the bright sky|the loop in the clouds|all seven colors].',
          ],
          [
            'At bedtime, {Name} dreamed in all the colors of the rainbow.',
            '[Soon|Before long|In a little while] the rainbow faded into the evening, and {Name} faded into sleep.',
            '{Name} [snuggled down|curled up|tucked in] and [counted the colors|named the stripes|pictured the rainbow], [red, orange, yellow|red first, then orange], and [was asleep before purple|fell asleep halfway].',
          ],
          [
            '[Soon|Before long|In a little while] the rainbow faded [gently|softly|carefully] into evening, its work done, and {Name} followed it into sleep.',
            '[Soon|Before long|In a little while] {Name} [slept|dozed|dreamed], and {their} dreams had [every color in them|all seven colors, in the right order|a rainbow running right through them].',
            '{Name} [lay|settled] in bed [watching|as] the last light [leave|left] the sky, [certain|quietly sure] that somewhere [above the clouds|out of sight], a rainbow was [resting|folding itself away] for the night.',
          ],
        ),
      },
    ],
  },
  {
    id: 'sky-balloon-on-the-tower',
    worlds: ['sky'],
    themes: ['adventure', 'friendship', 'fantasy', 'kindness'],
    tags: ['heights', 'flying', 'wind'],
    problem: 'stuck',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['red-balloon', 'sun-hat'] },
      vehicle: { kind: 'vehicle' },
      place: { kind: 'place', ids: ['cloud-castle'] },
    },
    titles: [
      '{Name} and the {object.noun} in the Clouds',
      'Up to the {place.noun}',
      'The Stuck {object.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['object'],
        variants: v(
          [
            '{Name} [had|held] {object.a}. [A breeze came by.|A breeze tugged at it.|The wind came to play.|A gust blew past.|The wind wanted it too.|It bobbed in the wind.]',
            '{Name} [held|carried] {object.a} [in the yard|by the gate|on the path|]. [Whoosh went the wind!|The wind gave a puff!|A gust swept by!|The wind blew hard!]',
            '{Name} [took|carried|showed off] {object.a} [outside|in the yard|up the hill|to the park]. [The wind was busy.|The wind was strong.|Trees swayed.]',
            'It was a [windy|breezy|blowy|gusty] day. {Name} [had|held|carried] {object.a} [tight|close|with care].',
          ],
          [
            '{Name} was [holding|playing with|showing off] {object.a} in the [garden|yard|front garden] when a [cheeky|sneaky|playful] breeze came along.',
            'It was a [breezy|blustery|blowy] [day|afternoon], and {Name} was [playing outside|running about outside|out on the lawn] with {object.a}.',
            '{Name} [skipped|ran|twirled] [round the garden|across the yard|up and down the path] with {object.a}, [and the wind kept tugging at it|while the breeze kept trying to join in|laughing every time the wind gave it a push].',
            'The wind was [playful|frisky|full of tricks] [that afternoon|that day], and {Name} had {object.a} [held tight|close by|in one hand], [which the wind seemed to like very much|which was exactly what the wind had been looking for].',
          ],
          [
            '{Name} was out in the garden with {object.a} when a mischievous breeze came skipping over the fence.',
            'It was the kind of breezy day when the wind seems to be looking for something to borrow, and {Name} had {object.a}.',
            '{Name} [spent the afternoon|was out] in the garden with {object.a}, [on a day when the wind could not make up its mind|while a restless, gusty wind] [came and went in sudden, playful rushes|tugged at everything that was not tied down].',
            'The breeze that afternoon had [a mischievous streak|the manners of a puppy], [snatching at hats and washing lines|rattling the gate and tossing the leaves about], and {Name}, [out in the garden with {object.a}|holding {object.a}], [should perhaps have held on more tightly|was exactly the kind of target it liked].',
          ],
        ),
      },
      {
        kind: 'opening',
        variants: v(
          [
            'Up went {object.the}. [Up and away!|Higher and higher!|Up, up, up!|Off it went!]',
            'The wind took {object.the}. [It flew up high.|It sailed away.|It zoomed up.|It rose and rose.]',
            '[[Oops|Whoops|Oopsie|Uh-oh]!|[Oh no|Oh dear|Oh my]!|Uh-oh!|Whoops!] {object.The} [slipped|flew|tugged|twirled] [away|free|off|up]. It [went up|sailed up|rose up] to the clouds.',
            '[Whoosh|Swish|Puff], off went {object.the}! {Name} [watched|stared|gasped] as it [got small|went up|sailed off].',
          ],
          [
            'The breeze [whisked|snatched|plucked] {object.the} away, up over the [roof|fence|trees] and into the clouds.',
            'Off went {object.the}, [higher and higher|up and up|over the rooftops], until it was [a tiny dot|a little speck|no bigger than a button] in the sky.',
            '[With one big gust|All at once|In a single whoosh], the wind [snatched|whisked|tugged] {object.the} away, [up over the fence|over the chimney pots|higher than the trees], and [off it sailed|up it went] [toward the clouds|into the blue].',
            '{Name} [reached|jumped|stretched] for it, but {object.the} was [already too high|gone], [spinning|bobbing|twirling] up and up [until it disappeared into a cloud|past the rooftops and into the sky].',
          ],
          [
            'The breeze plucked {object.the} away and [carried|brought] it up past the rooftops into the clouds, far out of reach.',
            'Up went {object.the}, getting smaller and smaller until the clouds swallowed it completely.',
            'A sudden gust [seized|plucked] {object.the} [clean out of {nameS} hand|from {nameS} grip] and [bore it upward|whirled it skyward], [over the rooftops and the tallest trees|spinning and dipping], until [it vanished into the clouds|the sky had it entirely].',
            '{Name} [made|gave] [a heroic leap|one last desperate jump], [fingers closing on empty air|a second too late], and [watched|could only watch] {object.the} [dwindle|shrink] [to a dot and then to nothing|into the bright clouds overhead].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Then|And then|After that|Just then] {companion.a} came down. "[I saw it|I saw that|I know where it went|I saw it go]!"',
            '{companion.a} landed by {Name}. "[I can help|Let me help|I will help|We can get it]."',
            '[Down|Out of the sky] came {companion.a}. "[Do not worry|It is okay|Hello, hello|Come with me]."',
            '{companion.a} [waved|called|flew over|swooped down]. "[Up to the clouds|Up we go|Let us go up|Follow me|It went that way|I can take you up]!"',
          ],
          [
            '[A moment later|Just then|Right away], down came {companion.a}. "[I saw where it went!|I watched it go!|I know where it landed!]"',
            '{companion.a} [swooped|floated|fluttered] down beside {them}. "[I know where it landed.|It went up to the cloud castle.|I can take you to it.]"',
            '[Just then|A moment later], {companion.a} [swooped|drifted|came] down [out of the sky|from above the roof] and [landed|settled] beside {Name}. "[I saw where it went|I know where it is|I watched it fly]," {companion.it} [said|called].',
            '"[Do not be sad|Cheer up|Wait], I can help!" [called|said] {companion.a}, [coming down|floating down] [beside {Name}|onto the garden wall], "[it went up to the clouds|I saw it land somewhere high], and I know the way."',
          ],
          [
            'Almost at once {companion.a} came down from the sky. "I watched it go," {companion.it} [said|whispered]. "I know exactly where it is."',
            '"[Do not worry|Never fear|Not to worry]," [said|whispered] {companion.a}, arriving in a swirl. "[I saw where it ended up.|I watched it all the way.|I know exactly where it went.]"',
            '[It was then that|Just as {Name} was giving up hope,] {companion.a} [descended|came down] [from the sky|out of the blue] [with an air of importance|in a graceful spiral], [announcing|explaining] that {companion.it} had [seen the whole thing|followed {object.the} with {companion.its} eyes all the way up].',
            '"I [happen to know|know exactly] where that went," said {companion.a}, [arriving|landing] [beside {Name}|on the fence] [with perfect timing|in a flurry], "[and it is not the sort of place you can reach on foot|and I can take you there]."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they rode {vehicle.a} to {place.a}. [Up and up they went.|The ground got small.|The wind helped.|It was a smooth ride.]',
            '[Up|Up, up|Up and up|Away] they [went|rose|flew|floated] in {vehicle.a}. [Soon|Then|Before long|At last] they [saw|spotted|reached|came to] {place.a}.',
            '{vehicle.a} [took|carried|lifted|flew] them up. [Up high was {place.a}.|Soon they reached {place.a}.|They flew to {place.a}.]',
            'They [climbed into|hopped into|sat in|got into] {vehicle.a}. [Off to {place.a}!|Up to {place.a}!|Away to {place.a}!]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they climbed into {vehicle.a} and [sailed|floated|drifted] up to {place.a}[| above the clouds| in the sky].',
            '{vehicle.a} [carried|brought|lifted] them up [through the clouds|past the birds|over the treetops] to {place.a}.',
            'They [climbed|hopped] into {vehicle.a} and [rose|floated] [up past the treetops|through a soft white cloud|higher than the birds], until [there, sitting on the clouds,|ahead of them] was {place.a}.',
            '{vehicle.a} [carried|lifted] them [up and up|high above the garden], [past the chimneys|through a cloud that felt like cool mist], and [brought them|set them down] at {place.a}.',
          ],
          [
            '{vehicle.a} [carried|brought] them up through layer after layer of cloud until {place.a} rose before them, all towers and turrets.',
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] up in {vehicle.a} and there, built on the clouds, stood {place.a}.',
            '{vehicle.a} [lifted|rose] [smoothly|gently] [from the garden|above the rooftops] and [climbed|carried them] through [cloud after cloud|veils of white mist], until [out of the brightness|ahead of them] [rose|appeared] {place.a}, [its towers glinting|all turrets and pennants].',
            '[The ascent|The ride up] in {vehicle.a} [was|felt] [effortless|like being carried on a breath], the garden [shrinking|falling away] [to a green handkerchief|to the size of a stamp], until they [arrived|came] at {place.a}, [perched on a bank of cloud|floating serenely on the sky].',
          ],
        ),
        details: v(
          [
            'The castle was [white|pale|snowy|pearly] and [soft|puffy|fluffy]. [It had [tall|round|twisty] towers.|Its towers [were tall|curled up high|touched the sky].|It had a [cloud gate|puffy door|cloud bridge].]',
            'Cloud flags [waved|flapped|fluttered] on [top|the towers|the walls]. [They were [pink|silver|gold|lilac] [and white|and blue|].|They were so pretty.|They [said|waved] hello.]',
          ],
          [
            '[|And ]the castle had [soft white walls|puffy walls|walls like pillows] and towers that curled like [whipped cream|ice cream|meringue].',
            '[Little|Tiny|Wispy] cloud flags [fluttered|flapped|rippled] on [every tower|the battlements|each turret].',
            '[|And ]the castle [walls|towers] were [soft and white|pale and puffy], [like a cake made of clouds|like whipped cream piled high].',
            '[Tiny|Little] cloud [flags|banners] [fluttered|waved] [from every tower|along the walls], [pink and silver|white and gold].',
          ],
          [
            '[|And ]its walls were made of cloud, soft at the edges, and its towers curled at the tops like whipped cream.',
            'Pennants of mist streamed from every turret.',
            '[|And ]the castle [seemed|appeared] to have been [sculpted|piled] from [the whitest cloud|sunlit cloud], [its towers curling at their tips|its walls soft and faintly shifting].',
            '[Banners|Pennants] of [pale|silvery] mist [streamed|rippled] [from every turret|along the ramparts], [lifting and falling with the wind|as if the castle were breathing].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '[Then|But then|Look,|Oh,] {object.the} was stuck on the [top tower|tall tower|highest tower|top spire]. [It could not get down.|It was caught [tight|fast|on a hook].|It would not come loose.|Its string was all tangled.]',
            '[Then|But then|Soon|Just then] there was {object.the}. [It was stuck!|It was caught!|It was snagged!|It would not move!]',
            '{object.The} [sat|hung|bobbed] on [a tower|a spire|the roof|a flagpole]. [Its string was caught.|It was stuck fast.|It could not fly free.]',
            '"[There it is|Look up there|I see it|Up there]," said {Name}. {object.The} was [stuck|caught|tangled] [up high|on a tower|on a flag].',
          ],
          [
            '[|Then |But then |Soon enough, ]{object.the} was stuck on the [point|tip|top] of the highest tower, [caught fast|bobbing helplessly|tugging at its string].',
            '[|Then |But then |Soon enough, ]they found {object.the} snagged on the tallest tower, [far from the door|high above the gate|out of everyone’s reach].',
            '[There it was|There was {object.the}], [caught on the tip of the tallest tower|snagged on the highest spire], [bobbing and tugging|fluttering in the wind], [much too high to reach|far above the castle door].',
            '[Up on the highest tower|At the very top of the castle], {object.the} [had caught fast|was stuck], [its string wound round the spire|wedged against a flagpole], [and it could not come down|bobbing as if asking for help].',
          ],
          [
            '[|Then |But then |Soon enough, ]{object.the} had caught on the point of the highest tower and was held there, fluttering.',
            "[|Then |But then |Soon enough, ]there was {object.the}, snagged on the tallest tower, well beyond anyone's reach.",
            '{object.The} [had come to rest|was trapped] [on the summit of the tallest tower|at the very point of the highest spire], [its string wrapped twice round a flagpole|held fast by a twist of cloud], [bobbing|tugging] [plaintively|in the wind] [well beyond reach|where no hand could get at it].',
            '[High above the gate|At the top of the tallest turret], [there was|they spotted] {object.the}, [pinned against the spire by the wind|snagged on the point], [just visible|a small bright speck] [against the blue|among the pennants], [and stuck fast|and going nowhere].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] [{companion.the}|{companion.name}] [reached|stretched|jumped] for it. [It was too far.|It was too high.|Not quite.|Almost, but no.]',
            '[First,|So|Then] they [called to|waved at|whistled to|shouted to] it. [It stayed stuck.|It did not move.|It just bobbed.|[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|It only swayed.|It did not come.]',
            '{Name} [puffed|blew|huffed] at it. [It wiggled a bit.|It bobbed.|It only spun.|It gave a little shake.] [But it stayed put.|Still it was stuck.|But it did not come down.|It stayed up there.]',
            'They [tried|tugged|pulled] the [string|tip|ribbon]. [It was caught tight.|It would not budge.|It stayed stuck.|No luck yet.]',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] stretched as far as {companion.it} could, but [it was just too far|the string stayed out of reach|{companion.it} could not quite get there].',
            '[|First, |To begin with, |Right away, ]they tried floating closer, but the wind kept [pushing them back|nudging them away|puffing them off course].',
            'They [tried|had a go at] [calling up to it|waving their arms at it|whistling for it], [as if it might come down on its own|hoping the wind might blow it loose], but {object.the} [only bobbed|stayed stuck|did not budge].',
            '[{companion.The}|{companion.name}] [flew|rose|floated] [up|higher], [stretching as far as {companion.it} could|reaching and reaching], but [a gust pushed {companion.obj} back every time|it was just out of reach].',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] reached and reached, but it remained stubbornly out of range.',
            '[|First, |To begin with, |Right away, ]they tried drifting nearer, but a crosswind kept nudging them away from the tower.',
            'They [attempted|tried] [to coax it down by calling|waiting for a kinder wind], [on the theory|hoping] that [what the wind had taken up, the wind might bring down|it might work itself loose], [but the wind|but the breeze] [had grown bored|had moved on to other mischief].',
            '[{companion.The}|{companion.name}] [made several gallant attempts|tried again and again] to [reach the spire|get close enough], [each time|but each time] [a crosswind|a playful gust] [nudged {companion.obj} politely aside|swept {companion.obj} back], [as if the tower did not care for visitors|just short of the prize].',
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
            '[And|So|At last,] {object.the} came free. {Name} [held it tight|hugged it|kept it close|held on tight].',
            '[And|So|At last,] they got it back! [{companion.The}|{companion.name}] [cheered|clapped|whooped|laughed].',
            '[Pop|Whoosh|Swish]! {object.The} [came loose|slid free|floated down]. [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|At last!|Got it!|Yes!]',
            '{object.The} was [free|safe|back] [at last|again|once more]. [[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].|The flags [waved|danced|flapped].|The castle seemed to smile.|{Name} did a happy hop.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} came free, and {Name} [held on to it tight|hugged its string close|wound the string round {their} hand].',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] [cheered|clapped|laughed] as {object.the} [drifted|floated|bobbed] right into {their} [hands|arms].',
            '[With a little tug|With one gentle pull], {object.the} [came free|slipped loose], [floated down|drifted down] [slowly|gently], and {Name} [caught it|held on to it] [tight|with both hands], [grinning all over|laughing with joy].',
            '[At last|Finally] {object.the} was [back|safe] [with {Name}|in {their} hands], and [{companion.the}|{companion.name}] [did a happy loop|cheered so loud the cloud flags shook].',
          ],
          [
            'With a gentle tug {object.the} slipped free, and this time {Name} held on firmly.',
            '[|And |At last, |And just like that, ]{object.the} [floated|drifted] down into {their} waiting hands as if it had meant to all along.',
            '[With a last gentle tug|Freed at last], {object.the} [slipped|lifted] off the spire and [descended|floated down] [in a slow, dignified spiral|as if nothing had happened], [straight into {nameS} waiting hands|into {nameS} outstretched arms], [where it was held|and this time {Name} held it] [very firmly indeed|with great determination].',
            '{object.The} [came loose|was free] [at last|in the end], and [{companion.the}|{companion.name}] [performed|did] [a small celebratory loop|a victory twirl] [around the tower|in the air], [while the cloud flags rippled|as the castle pennants fluttered] [as though applauding|in approval].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] they [flew|soared|glided|floated] home. [The sun was low.|The sky was pink.|The sun was setting.|The clouds turned gold.]',
            '[Then|At last|Soon] {vehicle.the} [brought|took|carried|flew] them home.',
            '[Down|Back down|Home] they [went|flew|glided], [slow and soft|nice and slow|with the wind|past the clouds].',
            'They [waved|said goodbye|called goodbye] to the [castle|cloud castle|flags]. [Then|Soon] {vehicle.the} [flew|took|carried] them home.',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] them home as the sun went [low and golden|pink and sleepy|down behind the hills].',
            'Down they [floated|drifted|sailed], [back to {their} own garden|past the chimneys to home|all the way to the back step].',
            '[Waving goodbye|Calling goodbye] to the castle, they [floated|drifted] down in {vehicle.the}, [with {object.the} held tight|slow and easy], [all the way to the garden|until the roof of home came into view].',
            '[The sun was sinking|The sky was going pink] as {vehicle.the} [carried|brought] them back down, [round and round in lazy circles|past the cloud towers], [to the very spot|right to the garden] where the wind had [first|played its trick].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought them down in [long, lazy circles|slow, wide loops|gentle spirals] as the sun [sank golden|slipped behind the hills|turned the clouds to apricot].',
            '[|Then |After that, |At last ]they [floated|drifted] home through the golden evening, back to the garden where it had all begun.',
            'They [descended|came down] in {vehicle.the} [as the afternoon turned gold|through the lengthening light], {object.the} [secured|held] [firmly|with both hands] [this time|for the whole journey], [and the castle|while the castle] [dwindled behind them|glowed rose-pink above].',
            '[The return|The trip home] was [slow and golden|unhurried], {vehicle.the} [drifting|circling] [down through the evening clouds|lower and lower], until [the familiar garden|the garden where it had all begun] [rose to meet them|came into view, exactly as they had left it].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {object.the} was [safe inside|by the bed|tied to the bed|in {their} room]. {Name} [slept|dozed|dreamed|rested].',
            '[Soon|Then|That night] {Name} [waved|gave a wave|said] goodbye. [Then|And then|After that] {they} went to {bed}.',
            '{Name} [dreamed|dreamt] of [the castle|cloud flags|flying high|soft clouds]. [It was a happy dream.|It was a soft dream.|It was a sky dream.]',
            '[Up in the sky|High up|Far above], the castle [glowed|shone|slept]. [Down here|At home], {Name} [slept|fell asleep|dozed] too.',
          ],
          [
            '[That evening|That night|At bedtime] {object.the} was safe [indoors|in the hall|by the window], and {Name} was [safe|snug|cozy] in {bed}.',
            'After a [wave|last wave|sleepy wave] goodbye to [{companion.the}|{companion.name}], {Name} [snuggled|nestled|curled] down to sleep.',
            '[That night|At bedtime], {object.the} [was tied|sat safely] [to the end of the bed|on the bedpost|by the window], and {Name} [fell asleep|drifted off] [dreaming of castles made of clouds|thinking of the towers in the sky|with a smile].',
            '{Name} [snuggled|curled up] under the [covers|quilt], [and the last thing {they} saw|glancing] [was|at] {object.the} [by the window|bobbing gently in the corner], [safe and sound|where the wind could never reach it], before [sleep came|{their} eyes closed].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{object.the} was safely indoors that evening, tied to the bedpost for good measure, and {Name} slept beneath it.',
            'With a last wave to [{companion.the}|{companion.name}], {Name} went to {bed} and slept soundly.',
            '[That evening|At bedtime], {object.the} [was secured|was tied] [to the bedpost|by the window] [with a double knot|with several knots, just to be safe], and {Name} [fell asleep|drifted off] beneath it, [dreaming of towers made of cloud|still floating a little in {their} mind].',
            '[Sleep came|{Name} fell asleep] [easily|quickly] [that night|after such a day], [and in {their} dreams|and in dreams] the castle [rose again|shone] [above the clouds|pink and gold], [its pennants waving|its towers curling like whipped cream], [while the wind, for once, stayed politely outside|and nothing at all was blown away].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sky-sleepy-little-cloud',
    worlds: ['sky'],
    themes: ['bedtime', 'weather', 'dreams', 'friendship'],
    tags: ['heights', 'flying'],
    problem: 'sleepless',
    cast: {
      companion: { kind: 'companion', ids: ['cloud-nimbus'] },
      vehicle: { kind: 'vehicle' },
      place: { kind: 'place', ids: ['cloud-meadow'] },
    },
    titles: [
      '{Name} and the Wide-Awake Cloud',
      'A Bedtime for {companion.name}',
      'The Cloud Who Could Not Sleep',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '[It was evening|Day was nearly done|The sun was low|Bedtime was near], and the sky was [pink|pink and gold|going pink|soft and pink].',
            '{Name} was in pajamas. [|And ]{they} [looked at|gazed at|peered at] the sky.',
            '[The sun went down|The sun sank low|The day was done]. The clouds [turned|went|glowed] [pink|gold|peach] [and slow|over the roofs|far away].',
            '{Name} [brushed {their} teeth|put on pajamas|got a drink of water]. [Then {they} looked out.|The window was open a crack.|The sky was so pretty.]',
          ],
          [
            'The evening sky was turning pink and gold as {Name} got ready for bed.',
            'In {their} pajamas, {Name} [looked out|peeked out|gazed out] at the pink evening sky.',
            '[Bath time was over|The lamp by the bed was on|Pajamas were buttoned], and {Name} [knelt|sat] by the window to [watch the clouds go pink|say good night to the sky|see the last of the sun].',
            '[Outside|Past the curtains], the evening sky [was streaked with|had turned] [pink and peach|gold and rose|soft lilac], and the clouds [were drifting home for the night|moved slowly, like sheep going to bed].',
          ],
          [
            'The sky was doing its evening show of pink and gold, and {Name}, in pajamas, had stopped to watch.',
            '[Evening was settling in|The day was winding down|It was that soft hour before bedtime], and the sky was [going pink at the edges|turning the color of peaches|fading to lilac].',
            '[The sun had gone|The light was going] [down behind the rooftops|below the hills], leaving the sky [brushed|washed] with [rose and apricot|peach and lilac], and {Name}, [pajamas on and teeth brushed|ready for bed], [lingered at the window|paused by the curtain] to watch the clouds [settle|gather] for the night.',
            'It was the [quiet|slow] hour between supper and sleep, [when the sky puts on its last colors|when clouds drift home across a fading sky], and {Name} [had drawn back the curtain|was watching from the window] [to see it|as {they} always did].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [floated|drifted] by. [|And ]{companion.it} was wide awake.',
            'By [the window|the windowpane] was {companion.a}. [|And ]{companion.it} could not sleep.',
            '[Bump|Boop|Puff], something [soft|white|fluffy] [touched|tapped|pressed on] the window. It was {companion.a}!',
            '[Look|Oh], {companion.a} [bobbed|bounced|wobbled] by the [glass|window|roof]. {companion.It} [did not look sleepy|was wide awake|could not keep still].',
          ],
          [
            '{companion.a} [floated|drifted] up to [the window|the windowpane], puffing and wriggling.',
            'Outside [the window|the windowpane] [drifted|floated|bobbed|wobbled] {companion.a}, [bouncing about|tumbling about|puffing to and fro|turning somersaults] when {companion.it} should have been [resting|asleep|tucked up in the sky].',
            '[Something soft|A puff of white] [bumped|bobbed] against the window, and there, [wriggling and fidgeting|bouncing up and down], was {companion.a}, [not the least bit sleepy|wide awake long past bedtime].',
            '{companion.a} [drifted|bobbed] [right up to the glass|down to the window ledge], [yawning but not sleeping|rubbing misty eyes], and [puffing up and down|spinning slowly] [as if it could not get comfy|like someone trying to find a cool side of the pillow].',
          ],
          [
            '{companion.a} [drifted|floated] to [the window|the windowpane], puffing {companion.obj}self up and down in a restless way.',
            'Hovering at [the window|the windowpane] was {companion.a}, far too wriggly for the hour.',
            '[It was then|At that moment] that {companion.a} [bumped|nudged] against the glass, [fidgeting like a puppy at a window|unable to keep still], [clearly|plainly] [tired|exhausted] and [just as clearly|yet plainly] [nowhere near asleep|unable to rest].',
            '[Close enough to touch|Just beyond the window], {companion.a} [hovered|drifted], [swelling and shrinking in small, restless puffs|turning slow circles], [the very picture of someone who has been trying to sleep for hours|with the air of a cloud that has given up on sleep].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '"I [cannot|can not] [sleep|rest]," [said|sighed] [{companion.the}|{companion.name}]. "I am too [fluffy|fuzzy|puffy|wiggly]."',
            'The [clouds|other clouds] [were asleep|lay still|slept], but not [{companion.the}|{companion.name}].',
            '"[I am so tired|My puffs will not lie down|I keep bouncing]," said [{companion.the}|{companion.name}]. "[But I cannot sleep.|Sleep will not come.]"',
            '[{companion.The}|{companion.name}] [yawned|sighed|puffed]. [But {companion.it} did not sleep.|Still {companion.it} bounced.|{companion.It} was too wiggly.]',
          ],
          [
            '"All the other clouds are resting," [said|whispered] [{companion.the}|{companion.name}], "but I am too wiggly to sleep."',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] [sighed|puffed|breathed] a [tiny|little|long|soft] misty [sigh|breath]. [|And ]{companion.it} could not [settle down|get comfy|keep still].',
            '"[I have tried to rest|I have been trying] [since the sun went down|all evening]," [sighed|said] [{companion.the}|{companion.name}], "but every time I [lie flat|settle down], I [puff up again|start to wriggle]."',
            '[{companion.The}|{companion.name}] [explained|whispered] that all the other clouds [had settled down|were asleep] [over the meadow|for the night], but {companion.it} [felt too fluffy|was too full of wriggles] to [rest|sleep].',
          ],
          [
            '"[Every|Each] other cloud has gone still for the evening," [{companion.the}|{companion.name}] [said|whispered], "and I keep puffing up [again|once more]."',
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] let out a [small, misty|long, damp|soft, foggy] sigh; [sleep simply would not come to {companion.obj}|sleep had quite forgotten where {companion.it} lived|{companion.it} was as wide awake as a morning sky].',
            '"[The others make it look so easy|Everyone else just drifts off]," said [{companion.the}|{companion.name}], [puffing|swelling] [anxiously|restlessly], "but the moment I [lie still|try], I [feel fluffier than ever|start drifting off in all directions at once]."',
            '[{companion.The}|{companion.name}] [confessed|admitted] that sleep had been [avoiding|eluding] {companion.obj} [all evening|since sunset], and that the harder {companion.it} [tried|tried to rest], the [more restless|puffier] {companion.it} [became|felt].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then ]{Name} [rode|hopped into|climbed into] {vehicle.a}. [Up they went|They floated up|They rose slowly] to {place.a}.',
            '[Up|Up, up] went {Name} in {vehicle.a}, to {place.a}.',
            '[Up|Up, up|Higher and higher] went {Name} in {vehicle.a}. [There was {place.a}.|They came to {place.a}.|Soon they saw {place.a}.]',
            '{Name} [got|hopped|climbed] into {vehicle.a}. [Off|Up] they [floated|rose|went] to {place.a}, [slow and soft|very slowly|side by side].',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} climbed into {vehicle.a} and [floated|drifted] up with {companion.obj} to {place.a}.',
            '[|Soon |Before long, |After a while, ]they rose [together|side by side] in {vehicle.a}, up to {place.a} where the clouds sleep.',
            '[Carefully|Quietly], {Name} [climbed|settled] into {vehicle.a} and [floated|rose] [up|higher] [beside|with] [{companion.the}|{companion.name}] to {place.a}, [where all the clouds go to sleep|where the clouds were settling for the night].',
            '{vehicle.a} [carried|lifted] them [up over the rooftops|past the chimney pots|above the sleepy town] to {place.a}, [soft and pink in the last light|where clouds lay in quiet heaps].',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} rose [gently|softly|carefully] in {vehicle.a} beside {companion.obj}, up to {place.a}, where the clouds gather for the evening.',
            '[|Soon |Before long, |After a while, ]they [drifted|floated] up in {vehicle.a} to {place.a}, the quiet place where clouds rest.',
            '{vehicle.a} [lifted|bore] {Name} [out of the window and upward|gently skyward], [past the chimneys|over the dimming roofs], with [{companion.the}|{companion.name}] [bobbing alongside|drifting beside them], until they [reached|came to] {place.a}, [where the clouds of the whole sky gather for the night|the quiet place where clouds rest].',
            '[The ride|The rise] in {vehicle.a} was [slow and silent|soft as breathing], [the town shrinking to a scatter of lit windows below|the roofs falling away], and [at the top|at last] lay {place.a}, [pink and hushed|wide and soft].',
          ],
        ),
        details: v(
          [
            'The clouds lay [still|flat|in rows|side by side], and [some snored|one snored|a few snored softly|some puffed].',
            '[|And ]it was [so|all|very] [quiet|still|hushed] and [pink|rosy|gold] [up here|all around|in the sky|above the fields].',
            '[Big|Soft|Round] clouds [lay|slept|rested] [in a heap|in a row|side by side]. [One gave a soft snore.|They went puff, puff.|They did not move.]',
            'The [sky|air|meadow] was [pink|gold|soft] and [quiet|still|calm] [up here|all around|at last].',
          ],
          [
            '[|And ]the other clouds lay still and soft, some of them snoring [tiny|little] misty snores.',
            'Up here everything was [|so |very ]quiet and pink, like the inside of a shell.',
            '[Round|Fat|Soft] clouds [lay|rested] [in drifts|in rows|piled like pillows], [rising and falling with slow breaths|breathing soft puffs of mist].',
            '[Up here|All around], the [sky|air] was [hushed|still] and [rosy|golden], [the last light glowing on every cloud|like the inside of a shell].',
          ],
          [
            '[All|Then all] around, clouds lay in soft heaps, breathing [slowly|gently|unhurriedly], some of them snoring in [tiny|little] wisps.',
            '[|And ]it was [peaceful|calm] up there, pink and hushed, like the inside of a seashell.',
            '[Clouds lay|All around lay clouds] [in great soft drifts|heaped like pillows on an enormous bed], [each rising and falling with the slow breathing of sleep|one or two snoring in small wisps of mist].',
            '[The quiet up there was complete|The silence was deep and rosy], [the kind of quiet that makes you lower your voice|broken only by the faint sigh of sleeping clouds].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{companion.it} tried to lie still. [|And ]{companion.it} puffed up [again|once more].',
            '[|First, |So ]they counted birds. [|And ]{companion.it} bounced.',
            '{Name} [sang|hummed] a [song|lullaby|quiet tune]. [{companion.The} bounced along.|{companion.The} puffed up more.|It did not help.]',
            '[{companion.The}|{companion.name}] [spun|rolled|turned] [round|over|this way]. [Still no sleep.|Still wide awake.|Puff, up again.]',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] tried lying still, but {companion.it} puffed right back up.',
            '[|First, |To begin with, |Right away, ]they counted birds flying home, but {companion.it} kept bouncing to see them.',
            '{Name} [sang|tried] a [soft|bedtime] song, but [{companion.the}|{companion.name}] [liked it so much|got so excited] that {companion.it} [bounced along to the beat|puffed up to listen], [wider awake than ever|and that was no good].',
            'They [tried|had a go at] [rolling {companion.obj} into a ball|tucking {companion.obj} under a bigger cloud], but [{companion.the}|{companion.name}] [just floated out again|slipped away like mist], [still wriggling|still not sleepy].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{companion.it} tried lying perfectly flat, but [puffed back up within seconds|bobbed up again like a cork|was fluffy and round again in no time].',
            '[|First, |To begin with, |Right away, ]they tried counting birds flying home, but {companion.it} kept bobbing up to see each one.',
            '{Name} [attempted|tried] a lullaby, [which was a good idea|a sensible choice], but [{companion.the}|{companion.name}] [found it so lovely|was so charmed] that {companion.it} [swelled up to listen better|began to hum along], [which is the opposite of falling asleep|and grew more awake with every verse].',
            'They [tried|experimented with] [tucking {companion.obj} between two sleeping clouds|wrapping {companion.obj} in the afterglow], [on the theory|hoping] that [sleep might be catching|quiet company would help], but [{companion.the}|{companion.name}] [drifted|floated] [free again|out again] [within moments|almost at once], [as restless as before|no sleepier than before].',
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
            '[|So ][{companion.the}|{companion.name}] went [soft and still|flat and calm|soft and slow]. [{companion.It} was asleep.|Soon {companion.it} slept.|Sleep came at last.]',
            '{companion.It} gave a [tiny|little|big|misty] yawn and [slept|dozed|dreamed|drifted off] [at last|too].',
            '[Slowly|Softly|At last], [{companion.the}|{companion.name}] [went flat|got soft|lay still]. [Puff, puff, then quiet.|A tiny snore came out.|The puffs went down.]',
            '[{companion.The}|{companion.name}] [yawned|sighed|smiled]. [Soon {companion.it} was asleep.|Then {companion.it} slept at last.|Then came sleep.]',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] went soft and flat and still, and fell [fast asleep|sound asleep].',
            '[|And |At last, |And just like that, ]{companion.it} gave a small, misty yawn and settled down like a feather.',
            '[Little by little|Bit by bit], [{companion.the}|{companion.name}] [grew flatter and softer|stopped wriggling], [let out a misty yawn|sighed a long, soft sigh], and [drifted into sleep|settled among the others] [at last|like a feather landing].',
            '[At last|Finally], the [wriggles|puffs] [slowed|stopped], and [{companion.the}|{companion.name}] [lay still|settled down] [beside the sleeping clouds|in the pink quiet], [snoring the smallest misty snore|fast asleep].',
          ],
          [
            'Slowly {companion.it} flattened and softened, until {companion.it} was lying among the others, [fast asleep|sound asleep].',
            '[|And |At last, |And just like that, ]{companion.it} yawned a small misty yawn and settled like a feather onto the evening.',
            '[The restlessness ebbed|The fidgeting faded] [slowly|gradually], [the way a tide goes out|like a breath let go], until [{companion.the}|{companion.name}] [lay flat and soft|had settled] among the others, [indistinguishable from any other sleeping cloud|breathing the slow breaths of sleep].',
            '[With a final misty yawn|After one last puff], [{companion.the}|{companion.name}] [sank|settled] [down into the drift|into the softness of the meadow] and was [asleep|fast asleep] [before {Name} could say good night|almost at once], [a small, contented wisp rising from {companion.obj} now and then|smiling in {companion.its} sleep].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} took {Name} home. Very [softly|gently|quietly].',
            'Down {they} went to {bed}.',
            '[Then|Soon] {vehicle.the} [took|brought] {Name} [home|down|back]. [The window was still open.|There was {their} room.|The bed was waiting.]',
            '[Down|Down, down|Slow and soft] went {Name}, [past the roofs|to the window|home to bed]. [Shh, the clouds were asleep.|Not a sound.|Very quiet.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} [softly|gently|quietly] back down to {their} window.',
            'Quietly, so as not to wake anyone, {Name} [floated|drifted] home.',
            '[On tiptoe|As quietly as could be], {vehicle.the} [carried|brought] {Name} [back down|home] [past the sleeping clouds|over the quiet roofs|through the soft evening], [right to {their} own window|all the way to {bed}].',
            '{Name} [waved|whispered] good night to the sleeping cloud, and {vehicle.the} [drifted|sank] [slowly|softly] back [down to the house|to the open window], [so gently that nothing stirred|without a bump].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} down so [quietly|softly|gently] that not one cloud stirred.',
            'Silent as snow, {Name} [floated|drifted] back down to {their} own window.',
            '{vehicle.The} [descended|came down] [with exaggerated care|as softly as a falling leaf], [so as not to wake a single cloud|not so much as ruffling the meadow], and [delivered|brought] {Name} [back through the window|home to {their} room] [as the last pink faded|with the stars just coming out].',
            'The [way down|return] was [silent|hushed], {Name} [holding {their} breath|hardly daring to breathe] [past the sleeping drifts|over the meadow of clouds], until [the familiar window|{their} own curtains] [appeared|came into view] and {vehicle.the} [set {them} down|let {them} go] [without a sound|as gently as a sigh].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} [looked up|glanced up] one last time. [Then|And then|After that] {they} slept too.',
            '[Good night|Sleep tight|Night, night|Sweet dreams], [little|small|tiny|sleepy] cloud, and [good night|sleep tight|sweet dreams|night, night], {Name}.',
            '{Name} [climbed|snuggled|hopped] into {bed}. The [pillow|quilt|blanket] was [soft|puffy|white] like a cloud. [Then {they} slept.|Soon {they} dozed.|{Their} eyes closed.]',
            '[Up high|Far up|Way up], the little cloud [slept|dreamed|snored]. [Down here|In {bed}], {Name} [slept|dreamed|yawned] too.',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [looked up|glanced up] at the sleeping cloud one last time, then [fell asleep|drifted off to sleep|dozed off] too.',
            'High above, a [little|small|tiny] cloud [slept|dozed|dreamed], and below, so did {Name}.',
            '{Name} [sank|snuggled] into a pillow [as soft as any cloud|almost as fluffy as a cloud], [pulled up the quilt|closed {their} eyes], and [was asleep|drifted off] [before the first star was fully out|in no time].',
            '[Far above the house|High over the roof], [{companion.the}|{companion.name}] [slept|drifted] [among the others|in the pink meadow], and in {bed}, {Name} [yawned one last yawn|smiled a sleepy smile] and [slept too|followed {companion.obj} into dreams].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} glanced up at the sleeping cloud, and then, as if it were catching, [fell asleep|drifted off to sleep|dozed off] too.',
            'High above, a small cloud slept among the others, and far below, so did {Name}.',
            '{Name} [settled|sank] into {bed}, [the pillow as soft as anything in the sky|thinking that a pillow is really just a cloud that stayed home], and [sleep|the dream] [came|arrived] [as easily as it had finally come to the cloud|without any trouble at all].',
            '[Somewhere overhead|High above the roof], a small cloud [slept|lay sleeping] [among its fellows|in the rosy meadow], and [below it|far beneath], {Name} [did the same|slept just as soundly], [the two of them keeping the same slow rhythm|as if the sky and the bed were sharing one long breath].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sky-snowflake-basket',
    worlds: ['sky'],
    themes: ['seasons', 'weather', 'winter', 'magic', 'friendship'],
    tags: ['heights', 'flying', 'snow', 'magic'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion', ids: ['sprite-breeze', 'cloud-nimbus', 'goose-gus'] },
      object: { kind: 'object', ids: ['snowflake-basket'] },
      vehicle: { kind: 'vehicle' },
      place: { kind: 'place', ids: ['weather-workshop'] },
    },
    titles: ['{Name} and the Spilled Snowflakes', 'The First Snow', 'A Basket of Snowflakes'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'It was [cold|chilly|frosty|icy] [outside|out there|all day]. {Name} [wanted snow|wished for snow|hoped for snow|was waiting for snow].',
            'Winter was [here|here at last|on its way|in the air]. [But there was no snow.|Still there was no snow.|Yet not one flake fell.]',
            '{Name} [looked|peeked|stared] at the [gray|white|still] sky. "[Where is the snow|When will it snow|Snow, please]?" {they} [asked|said|sighed].',
            '[Frost|Ice|Cold] was on the [window|grass|car]. [But no snow came.|Snow did not come.|The snow was late.]',
          ],
          [
            'It was cold enough for snow, and {Name} had been hoping for it for days.',
            'Winter had come, but not a single snowflake had fallen yet.',
            '[Every morning|Each day that week], {Name} [ran to the window|pressed {their} nose to the glass] [hoping for snow|to look for snowflakes], but the sky [stayed gray and empty|kept every flake to itself].',
            'It was [cold enough for snow|freezing outside], the puddles [were iced over|had frozen solid], and yet [not one snowflake|not a single flake] had [come down|fallen] [all winter|so far].',
          ],
          [
            'The air had the sharp, expectant chill that means snow, and yet none had fallen.',
            'Winter had arrived, and {Name} had been checking [the window|the windowpane] [every|each] [morning|day] for the first snow.',
            'Winter had [arrived|settled in] [with all its cold|bringing frost and short days] but [none of its snow|not a flake of snow], and {Name} [had begun to suspect|was starting to wonder] [that something somewhere had gone wrong|whether the sky had forgotten].',
            '[The cold was there|The frost was there], [nipping at fingers|painting the windows], [the clouds hung low and heavy|the sky was the right gray], [and still|but still] [the snow did not come|no snow fell], [which seemed to {Name} a great waste of a winter|which {Name} found very puzzling].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came to [the window|the windowpane|the glass]. "[Oh dear|Oh my|Help, please|Oh no]," {companion.it} [said|whispered|sighed].',
            '{companion.a} tapped the glass. {companion.It} looked [so|very|a bit|all] [upset|worried|flustered|fluffed up].',
            '[Tap, tap|Knock, knock|Tip, tap], it was {companion.a}! "[I made a mess|I need help|Please come quick|Can you help], [{Name}|please|oh dear|]!"',
            '{companion.a} [floated|flew|drifted] [down|in|up] to {Name}. [{companion.It} had snow on {companion.its} nose.|{companion.It} looked worried.]',
          ],
          [
            '{companion.a} [appeared|turned up|popped up] at [the window|the windowpane] in a flurry, looking [upset|worried].',
            '"Please help," [said|whispered] {companion.a}, tapping on the glass. "I made a mess."',
            '[Just then|That afternoon], there was a [tap|tapping] at the window, and there [floated|hovered] {companion.a}, [looking flustered|covered in glitter|with a very worried face]. "[I need your help|Something has gone wrong|Can you come]?"',
            '{companion.a} [swooped|drifted|fluttered] down [to the window|onto the sill], [out of breath|all in a fluster], and [said|explained] [that there was trouble in the sky|that the snow was in an awful muddle].',
          ],
          [
            '{companion.a} arrived at [the window|the windowpane] in a small flurry of worry.',
            '"I have made a [big|great big] muddle," [said|whispered] {companion.a}, "and the first snow depends on it."',
            '[It was then|Just then] that {companion.a} [appeared|arrived] at the window, [distinctly flustered|in a state of considerable agitation], [with snowflakes caught all over|glittering with stray flakes], [asking whether {Name} might possibly help|in urgent need of a helper].',
            '{companion.a} [tapped|knocked] [on the frosty glass|at the window] [with the apologetic air|looking like someone] [of someone who has caused a great deal of trouble|who has made a mess and knows it], and [explained|confessed] that the [snow|winter’s snow] was [not coming|delayed], [and it was all {companion.its} fault|because of an accident].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they [flew|soared|glided|rose] in {vehicle.a}. [They went to {place.a}.|Up they went to {place.a}.|It took them to {place.a}.]',
            '{vehicle.a} took them up to {place.a}.',
            '[Up|High up|Way up] in {vehicle.a} they [went|flew|rode]. [There was {place.a}.|They came to {place.a}.|Soon they saw {place.a}.]',
            'They [hopped into|climbed into|sat in] {vehicle.a}. [Off to {place.a}!|Up to {place.a}!|Away to {place.a}!]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they rode {vehicle.a} up to {place.a}, where the weather is made.',
            '[Up|Away] they [went|rose|flew|floated] in {vehicle.a}, to {place.a}.',
            '{Name} [climbed into|hopped into] {vehicle.a}, and [up they went|off they flew], [through the frosty clouds|above the icy rooftops], [all the way to|until they reached] {place.a}, [where the weather is made|where the snow is kept].',
            '{vehicle.a} [carried|lifted] them [high above the town|up through a cold gray cloud] to {place.a}, [a workshop full of shelves and jars|a busy room in the sky], [humming with wind and sparkling with frost|where the weather is made].',
          ],
          [
            '{vehicle.a} [carried|brought] them up to {place.a}, where winds are wound and rain is measured out.',
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] up in {vehicle.a} to {place.a}, full of jars of breezes and spools of mist.',
            '{vehicle.a} [rose|climbed] [through the cold air|past the frozen chimneys], [through a cloud as gray as wool|into the heavy winter sky], and [delivered|brought] them to {place.a}, [where the weather of the whole world is mixed and measured|a workshop among the clouds where weather is made].',
            '[The ascent|The ride] in {vehicle.a} [took them|carried them] [through layer after layer of chilly cloud|past drifting mist] until {place.a} [appeared|came into view], [a rambling building of shelves and bottles and busy machines|all pipes and dials and jars of weather], [its windows frosted at every edge|glowing softly in the gray].',
          ],
        ),
        details: v(
          [
            'There were [jars|pots|bags] of [wind|breeze|gusts]. [There were spools of fog.|There were bags of rain.|There were boxes of hail.]',
            'It was [busy|bustling|full|cozy] and [snug|warm|bright]. [Things hummed and ticked.|Bells went ting.|Pots bubbled.]',
          ],
          [
            '[|And ]there were shelves of wind in jars and spools of fog like wool.',
            'A kettle of clouds bubbled on a stove.',
            '[Rows|Shelves] of [jars|bottles] held [whistling winds|rolled-up rainbows|little clouds], and [a big kettle|a stove] [bubbled|hummed] with [fog|mist] [in the corner|by the door].',
            'Everything [sparkled|glittered] with frost, and [a clock|a big dial] on the wall [pointed|said] "[SNOW DAY|WINTER|TIME FOR SNOW]".',
          ],
          [
            'Shelves held jars of bottled breezes, each labeled in neat handwriting: North, Gentle, Gusty.',
            'Spools of fog stood in a corner like balls of gray wool.',
            '[Shelves|Cabinets] [climbed|ran] to the ceiling, [stocked|filled] with [jars of breezes labeled by strength|spools of fog and bottles of drizzle], [and|while] [a copper kettle of cloud|a great cauldron of mist] [simmered|bubbled] [in one corner|over a blue flame].',
            '[A great dial|An enormous clock] on the wall [showed|pointed to] the season, [its hand firmly on|stuck at] [WINTER|SNOW], [though|and yet] [nothing seemed to be going out of the door|no snow had left the workshop in weeks].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} had tipped over. [Snowflakes were everywhere!|Flakes flew all about!|Snow was on every shelf!]',
            '[Oops|Uh-oh|Oh no|Whoops], {object.a} spilled! [The flakes flew all over.|Flakes went every way.|Snow swirled all about.]',
            '[On the floor|By the door|Under a shelf] lay {object.a}. [It was empty!|Flakes were all over.|The snow had spilled.]',
            '{object.a} [fell|tipped|slid] [off a shelf|over|down]. [Poof, out came the flakes!|Whoosh went the snow!]',
          ],
          [
            '{object.a} had tipped over, and snowflakes were floating all over the workshop.',
            '"I dropped {object.a}," [said|whispered] [{companion.the}|{companion.name}], "and now the snowflakes are everywhere."',
            '[There|On the floor] lay {object.a}, [tipped on its side|knocked over], and [snowflakes were everywhere|the flakes had scattered all over the workshop], [on the shelves|in the jars|stuck to the ceiling], [so none had gone down to the world|so none of them could fall].',
            '"I [tripped|bumped into the shelf] and dropped {object.a}," [said|explained] [{companion.the}|{companion.name}], [pointing|nodding] at [the drifts of flakes|the snow scattered everywhere], "and [now there is no snow for anyone|winter cannot start until they are all back]."',
          ],
          [
            '{object.a}, meant for the first snow of winter, had tipped, and now snowflakes [drifted|floated] through [every|each] corner of the workshop.',
            '"I only turned around for [a moment|a little while]," [said|whispered] [{companion.the}|{companion.name}], "and {object.a} went over."',
            '{object.a}, [which should have been|meant to be] [carried down to the world|emptied over the towns] [weeks ago|at the start of winter], [lay overturned|lay on its side] [on the workshop floor|by the door], [its contents scattered|the snowflakes strewn] [into every corner, crack and cranny|across shelves, sills and beams].',
            '"[It was an accident|I only turned round for a moment]," said [{companion.the}|{companion.name}], [surveying|gesturing at] [the glittering chaos|the drifts of scattered flakes], "and {object.a} [went over|tipped], and [without the flakes back in the basket|until every flake is gathered], [winter cannot properly begin|no snow can fall anywhere]."',
          ],
        ),
        details: v(
          [
            '[Each|Every] flake was [different|not the same|one of a kind]. [Each one sparkled.|They all glittered.|Some had six points.]',
            '[Some|A few|Lots] were on the [shelves|jars|stove]. [Some|Others|More] were on the [ceiling|floor|window].',
          ],
          [
            '[Every|Each] snowflake was different, each one a [tiny|little] sparkly star.',
            'Snowflakes were on the shelves, on the stove and even on the ceiling.',
            '[Every flake|Each little flake] was [different|a tiny star|as thin as lace], [some with six points|some like feathers], [sparkling in the workshop lamps|glittering on every shelf].',
            'Flakes [clung to|sat on] the [windows|jars|beams], [spun slowly in the air|drifted about], and [one|a few] had [landed|settled] on [{companion.the}|{companion.name}]’s nose.',
          ],
          [
            'Each flake was unique, a [tiny|little] six-pointed star with its own pattern.',
            '[|And ]they had settled on shelves, [drifted|floated] into jars and clung to the ceiling.',
            'No two flakes were [alike|the same], [each one a small six-pointed marvel of ice|every one as intricate as lace], and [there were|they numbered in] [what looked like millions of them|more than anyone could ever count].',
            'They had [settled|come to rest] [in the most inconvenient places|everywhere imaginable]: [along the beams|on top of the cloud kettle], [inside the wind jars|in the gears of the great dial], [and one|with one] [perched|balanced] [on the very tip of the weather vane|on {nameS} sleeve].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] they tried to catch them. [The flakes floated away.|They drifted off.|They swirled away.|They would not stay.]',
            '[First,|So|Then] {Name} held out a hand. [A flake melted.|Drip, it melted.|It was just water.|Poof, it was gone.]',
            '[{companion.The}|{companion.name}] [swept|waved|flapped] at them. [They flew up more!|They swirled higher.|That made it worse.]',
            'They [blew|puffed|huffed] at the flakes. [Up they went.|They danced away.|More flew about.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they tried to catch the snowflakes, but they [floated|drifted] away each time.',
            '[|First, |To begin with, |Right away, ]{Name} caught one in {their} hand, but it melted at once.',
            'They [tried|had a go at] [sweeping the flakes into a pile|scooping them up with their hands], but [the flakes were so light|every sweep made a little breeze] that [they floated up and away|they swirled into the air] [again|once more].',
            '[{companion.The}|{companion.name}] [tried|had a go at] [blowing them toward the basket|catching them one at a time], but [the breath sent them spinning the wrong way|it would take a hundred years that way], and [{companion.it} sat down with a sigh|they both laughed and then sighed].',
          ],
          [
            'Reaching for snowflakes, they [quickly|in no time] learned, only makes them swirl away.',
            '[|First, |To begin with, |Right away, ]{Name} caught one in a warm hand, and it melted into a drop.',
            'They [attempted|tried] [a broom|sweeping], [which is the obvious approach to a messy floor|a sensible choice for most messes], [and discovered|only to discover] that [snowflakes regard brooms as an invitation to fly|every sweep lifted a glittering cloud into the air].',
            '[{companion.The}|{companion.name}] [proposed|suggested] [catching them one by one|picking each up by hand], [and they tried it|and they did], [and after several minutes|and after quite a while] had [collected|caught] [eleven|nine] flakes, [which|a number that] [seemed|felt] [discouraging|rather small] against [the many millions remaining|a workshop full of snow].',
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
            'All the snowflakes were back. [The basket was full.|Not one was left out.|They were home.|The shelf was clean.]',
            '[And|So|At last,] {object.the} was full [again|once more|to the top]. [Now it could snow!|Snow was ready!|Winter could come!]',
            '[One by one|Flake by flake|Bit by bit], the snow went [back in|home|in the basket]. [Done!|All back!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
            '{object.The} [sparkled|glittered|shone] [full|again|bright]. [{companion.the}|{companion.name}] [hugged {Name}|did a spin|clapped].',
          ],
          [
            '[Soon|Before long|In a little while] every snowflake was back in {object.the}, ready for the first snow.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] lifted {object.the}, full and [sparkling|glittering], and [laughed|giggled|chuckled].',
            '[Flake by flake|Swirl by swirl], the snow [danced|floated|drifted] back into {object.the}, until [it was full to the brim|every last flake was home], [sparkling like a bowl of stars|glittering in the lamplight], and [{companion.the}|{companion.name}] [cheered|did a loop in the air].',
            '[At last|Finally] {object.the} was [full again|brimming with snowflakes], [and|so] [{companion.the}|{companion.name}] [carried it to the door|tipped it gently over the edge of the cloud], [and down went the snow|and winter could begin].',
          ],
          [
            '[Before long|Soon|In no time] [every|each] flake was back in {object.the}, and it glittered like a basket of stars.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] held up {object.the}, full to the brim, with enormous relief.',
            '[In the end|At last], [every|the very last] flake [settled|came to rest] in {object.the}, [which glowed|shimmering] [with a cold, soft light|like a basket of starlight], and [{companion.the}|{companion.name}] [let out a sigh of enormous relief|was so relieved {companion.it} did a small loop of joy].',
            '{object.The}, [full once more|brimming at last], was [carried|carefully taken] to the [great door|edge of the workshop] and [tipped|upended] [over the world|over the sleeping towns below], [and the snow|and the first snow of winter] [began, at last, to fall|went spinning down through the clouds].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] they [flew|soared|glided] home. [Snow began to fall.|Snow started to fall.|Down came the snow.|The snow came too.]',
            '[Down|Back down|Home] they went. [Soft snow came too.|Snow fell with them.|Flakes swirled past.]',
            '{vehicle.The} [brought|took|carried] {Name} home. [The first flakes fell.|Snow was falling.|It began to snow.]',
            '[Slow|Soft|Down] they [drifted|floated|flew] home. [Flakes went with them.|The sky was white.]',
          ],
          [
            'As they [floated|drifted] home, the first snow [began to|started to] fall all around them.',
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} home through the very first snowflakes of winter.',
            '{vehicle.The} [carried|brought] {Name} [back down|home] [through the falling snow|with snowflakes spinning all around], [and by the time {they} reached the window|and when {they} landed], [the garden was turning white|everything was soft and white].',
            '[Snowflakes|Big soft flakes] [floated|drifted] [down alongside them|all the way home], [landing on {nameS} hat|catching in {their} eyelashes], [as {vehicle.the}|while {vehicle.the}] [sank|drifted] [gently|slowly] back to the garden.',
          ],
          [
            '[|Then |After that, |At last ]they [flew|soared|glided] home through the first snowfall of the year, flakes drifting past on every side.',
            '[|Then |After that, |At last ]{vehicle.the} descended through a soft, [sparkling|glittering] snowfall that {Name} had [helped|lent a hand] to make.',
            'They [descended|came down] [through|inside] [the first real snowfall of the winter|the snow they had rescued], {vehicle.the} [drifting|sinking] [among the flakes|in a slow spiral], and [by the time|when] {Name} [reached|touched down in] the garden, [the roofs were white|every branch wore a white sleeve].',
            '[The journey home|The ride back] [was the quietest {Name} had ever taken|was hushed and white], [the snow|flakes] [falling|spinning down] [all around|on every side] [in perfect silence|without a sound], [settling on the rooftops below|turning the town white] [as they watched|beneath them].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'Snow [fell|settled|sat] on the [roof|sill|yard]. {Name} [slept|dozed|dreamed|snuggled down].',
            'In the [morning|day] there would be [snow|lots of snow|snow to play in|snowmen to make].',
            '{Name} [peeked|looked|smiled] out at the snow. [Then {they} went to sleep.|Then {they} slept.|Then came dreams.]',
            '[Hush|Soft|Still], the snow [fell|came down|drifted] all night. {Name} [slept|dreamed|dozed] [warm|snug|all night].',
          ],
          [
            'Snow fell [softly|gently|quietly] on the roof as {Name} [fell asleep|drifted off to sleep|dozed off].',
            '[|Soon |Before long, |In a little while, ]{Name} [snuggled|nestled] down, knowing there would be snow in the [morning|day].',
            '[That night|At bedtime], {Name} [watched the snow|saw the snow] [falling past the window|pile up on the sill] [for a long time|until {their} eyes were heavy], and [fell asleep|drifted off] [knowing there would be snowmen tomorrow|with a happy sigh].',
            '[Snow went on falling|The snow kept coming] [softly|all night], and {Name}, [warm under the quilt|snug in {bed}], [dreamed of|thought about] [a basket full of stars|the workshop in the sky] [until morning|and smiled].',
          ],
          [
            'Snow settled on the roof, soft and silent, and {Name} [fell asleep|drifted off to sleep|dozed off] to its hush.',
            'By [morning|day] there would be snow everywhere, and {Name} knew exactly where it had come from.',
            '{Name} [lay awake a little while|took a while to fall asleep], [watching|listening to] the snow [settle|fall] [outside the window|on the sill], [each flake one {they} might have caught|knowing exactly where it had come from], [and fell asleep at last|before sleep came] [smiling at the thought|with the secret tucked away].',
            '[The snow fell all night|All night the snow fell], [softly, thoroughly, exactly as it should|making up for every snowless week], and {Name} [slept|dreamed] [through all of it|beneath it] [the deep sleep of someone who has helped the winter begin|proud of the snow {they} had helped to send].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sky-quiet-cloud-bells',
    worlds: ['sky'],
    themes: ['music', 'fantasy', 'magic', 'friendship'],
    tags: ['heights', 'flying', 'birds'],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle' },
      place: { kind: 'place', ids: ['cloud-castle', 'rainbow-bridge'] },
      object: { kind: 'object', ids: ['cloud-bells'] },
    },
    titles: [
      '{Name} and the Quiet {object.noun}',
      'The Song of the {object.noun}',
      'When the Sky Went Quiet',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} lay on the [grass|warm grass|soft grass|hill] and [watched|counted] the [clouds|white clouds|big clouds].',
            '[The sky was blue|It was a blue day|The sun was warm]. {Name} [listened|lay still|looked up] [at the sky|with a smile|in the grass].',
            '{Name} [sat|lay|rested] on [a blanket|the hill|a soft rug] [in the yard|by the fence|under the sky]. [A cloud looked like a [boat|bun|sheep|teapot|shoe|whale].|The [wind|breeze|air] was [warm|soft|sweet] [on {their} face|and kind|today].|A [bee|butterfly|ladybug] [went|buzzed|drifted] by [slowly|with a hum|].]',
            '[Most days|Every day|On sunny days], the sky [rang|chimed|sang] with tiny bells. {Name} [loved|liked] to [listen|hum along|count the dings].',
          ],
          [
            '{Name} lay on the grass, watching the clouds sail [slowly|gently|unhurriedly] by.',
            '[Every|Each] afternoon, if {Name} listened [closely|carefully], the sky made a [faint|soft] ringing sound.',
            '{Name} [liked|loved] to lie on the hill [after lunch|after school|on sunny days], [humming along with|counting|listening for] the [tiny|far-off|silvery] bells that rang [somewhere above the clouds|high in the blue].',
            '[It was a warm, lazy afternoon|The afternoon was warm and slow], and {Name} [lay|stretched out] in the grass [waiting for|listening for] the [soft|tinkly|faraway] chime of the sky bells.',
          ],
          [
            '{Name} lay in the grass watching the clouds, listening for the [faint|soft], silvery ringing that [drifted|floated] down on good days.',
            'If you listened [carefully|gently|with care] on a clear afternoon, the sky itself seemed to ring, and {Name} always listened.',
            'On fine days a [thin|delicate|silvery] chiming [fell|drifted|sifted] out of the blue, and {Name} had [long ago|years ago|once] decided it was the [nicest|finest|friendliest] sound in the world.',
            '{Name} [had spread a blanket|was stretched out|lay with {their} hands behind {their} head] on the hill, [waiting|listening] for the [far-off|high, faint|tiny, distant] bells that [always|usually] [rang|chimed] [when the clouds were out|on afternoons like this].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came [down|flying down|swooping down]. "The sky is [so|all|too] quiet [today|up there|this morning]," {companion.it} [said|whispered|sighed].',
            '[Then|And then|After that] {companion.a} [landed|came down|hopped down|flapped down] [on the grass|by {Name}|next to {them}|with a bump]. [{companion.It} looked worried.|"Can you help?"|"Something is wrong!"]',
            '[Down from the sky|Out of a cloud|From up high] came {companion.a}, [in a hurry|out of breath|with a frown]. "[Did you hear the bells|Listen to the sky|Can you hear anything]?"',
            '"[Psst|Hello|Hi there], {Name}," [said|called|peeped] {companion.a}, [landing on {their} knee|bobbing by {their} ear|perched on the fence]. "[The bells have stopped|The sky went quiet|Something is missing up high]."',
          ],
          [
            'Down came {companion.a}. "[Did you notice? The sky has stopped ringing.|Can you hear it? The bells have gone silent.|Listen! Not one bell is ringing.|Oh dear, the sky bells are quiet today.|Shh, listen. The bells have stopped.]"',
            '{companion.a} settled beside {them} on the grass, [looking worried|ruffled and anxious|with a troubled frown].',
            '"[{Name}, {Name}|Excuse me|Oh, thank goodness]!" [called|cried|puffed] {companion.a}, [tumbling out of a cloud|landing in a hurry|coming down in a flurry]. "[The sky bells have stopped|The bells up high are silent|Nobody can hear the bells]!"',
            '[Just then|A moment later|All at once] {companion.a} [drifted|swooped|bobbed] down [from the blue|out of the sky|from a passing cloud] and [sat|perched|landed] [beside|next to] {Name}, [too worried to say hello|with a puzzled face|looking up at the silent sky].',
          ],
          [
            '{companion.a} came down and settled on the grass with a worried air. "Have you [noticed|seen|spotted]?" asked {companion.the}. "The sky has gone silent."',
            '"Something is wrong up there," [said|whispered] {companion.a}, landing beside {them}.',
            '{companion.a} [descended|came down] [in an anxious spiral|in a flurry|rather faster than usual] and [announced|reported|confided], without even a greeting, that the sky bells had not rung [all day|since morning|once today].',
            '[It was|This was] {companion.a} who [brought the news|came with the news|broke the news], [settling|landing] beside {Name} [with a worried air|in a rush|a little out of breath]: up above the clouds, the bells had [fallen silent|stopped ringing|gone quiet].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they [rode|climbed into|hopped into] {vehicle.a}. [Up they went|They rose|They drifted up|They floated] to {place.a}.',
            '[Up|Up, up|Up and up|Away] they [went|rose|flew|floated] in {vehicle.a}. [Soon|Before long|In a little while|Then] they [saw|spotted|reached|came to] {place.a}.',
            '{vehicle.a} [lifted|carried|took] them [past the trees|over the roof|up high] to {place.a}. [The wind was cool.|Birds flew by.|It was a soft ride.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they climbed into {vehicle.a} and rose [gently|softly|carefully] to {place.a}.',
            '{vehicle.a} [carried|brought] them up above the clouds to {place.a}.',
            '[Together they|The two friends|Off they] [climbed aboard|hopped into|settled into] {vehicle.a}, which [rose|lifted|floated] [past the treetops|over the rooftops|up through a cloud] until they came to {place.a}.',
            '[It was a long way up|Up was a long way], but {vehicle.a} [knew the way|did not mind|hummed the whole time], and [soon|before long|at last] {place.a} [came into view|appeared out of the mist|rose out of the clouds].',
          ],
          [
            '{vehicle.a} lifted them up through the clouds to {place.a}, [glowing|shining] [softly|gently|quietly] in the sunshine.',
            '[|Soon |Before long, |After a while, ]they rose in {vehicle.a} until they reached {place.a}, high above the weather.',
            'They [boarded|took their seats in] {vehicle.a}, and the hill [dropped away|shrank] beneath them until [the fields were a quilt|the houses were dots] and {place.a} [rose|loomed|appeared] [ahead|before them], [bright|gleaming|pale] against the blue.',
            '{vehicle.a} [carried|bore] them [up and up|higher and higher], [through a cool veil of cloud|past a flock of surprised geese|into the thin, bright air], to {place.a}, where the bells were [kept|hung].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[They saw|They found|They spotted|There hung|Up ahead were|Right there were] {object.a}. [Not one rang.|They made no sound at all.|All of them hung still.|Not a ding came out.|The wind blew, but they stayed silent.|{Name} tapped one. Nothing.|Their little clappers did not move.]',
            '[There|Up ahead|Just there], {object.a} [swung|swayed|rocked] in the [wind|breeze|soft wind]. But not one [rang|made a sound|went ding] [at all|today|now|].',
            '[There|Up there|Right there|Just ahead] [hung|were|swayed] {object.a}, [all in a row|on silver strings|like little cups|by a cloud]. [But they were quiet.|But no bell rang.|They did not chime.]',
            '"[These are|Here are|Look at] {object.a}," said [{companion.the}|{companion.name}]. "[Their ding is [gone|all gone|missing].|They have gone [quiet|still|silent] [today|up here|].|They will not ring [at all|for anyone|].]"',
          ],
          [
            '[|Then |But then |Soon enough, ]there hung {object.a}, swinging in the breeze without making a sound.',
            '{object.a} usually rang all day, but today they were completely silent.',
            'In [a long|a shining|a neat] row [hung|swung] {object.a}, [each one|every one] [polished|bright|gleaming], and [not one|none of them] [made a sound|gave a single ding|rang at all].',
            '[There they were|They found them at last]: {object.a}, [swaying|swinging|rocking] on their silver strings [as the wind went by|in the breeze], [as quiet as stones|silent as snowflakes|without a whisper].',
          ],
          [
            'Strung between two clouds hung {object.a}, swaying in the breeze but giving out no sound whatsoever.',
            '{object.a}, which rang [every|each] afternoon to tell the sky all was well, had [fallen silent|gone quiet].',
            'There, [on silver threads|along a ridge of cloud|beneath an arch of mist], hung {object.a}, [swaying as bells should|moving in the wind as always], yet [without a sound|mute as a painting|producing only silence].',
            'They found {object.a} [exactly where they always hung|in their usual place|strung out in a shining row], [perfectly polished|bright as ever|not a scratch on them], and [perfectly|utterly|entirely] silent.',
          ],
        ),
        details: v(
          [
            'The [birds|little birds|swallows] [missed|looked for|waited for|listened for] the [bells|ringing|bell song]. [They flew in [circles|loops|zigzags] [above the clouds|all day|].|They glided round and round [the clouds|in the quiet|sadly|].|They flew this way and that [looking|listening|].]',
            'It was [too quiet|so quiet|very still|much too still] [up here|in the sky|for the birds|all around].',
          ],
          [
            '[|And ]the birds missed the bells and [flew|soared|glided] around them in puzzled circles.',
            'Without the bells, the sky felt [too quiet|far too still|empty and hushed|like a song with no tune|flat and strange].',
          ],
          [
            'Birds circled the bells, [confused|puzzled|uneasy], as though waiting for a signal that never came.',
            '[|And ]the silence up there had a [heavy|puzzling|strange], [waiting|listening|unfinished] quality[, like a held breath|, like a question nobody had answered|].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First|So|Then] [{companion.the}|{companion.name}] [shook|rocked|pushed] them, but [they did not ring|no sound came|they stayed quiet].',
            '[First|So|Then] {Name} tapped a bell, [but|and] it [went thud|just went bump|made a soft thud|gave a dull thump].',
            'They [blew|puffed|huffed] on the bells. [But they did not ding.|They swung, but stayed mute.|Only a tiny click came out.]',
            '{Name} [sang|hummed|whistled] a ding-dong [tune|song|note]. [The bells did not answer.|It did not wake them.|Still no ring.]',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] shook them [gently|softly|carefully], but they only swung without a sound.',
            '[|First, |To begin with, |Right away, ]{Name} tapped one, but it made only a soft thud, like a pillow.',
            'They [tried|tried blowing on the bells|tried waving at the bells] [to wake them|to start them], but [the bells only swayed|nothing rang|all they got was a tiny click], [and {companion.the} sighed|and the quiet came back|and the birds looked away].',
            '{Name} [hummed|sang|whistled] a [ding-dong|tinkly|bell-like] tune [to remind them|as an example|in case it helped], but the bells [did not join in|stayed silent|only listened].',
          ],
          [
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] rocked the bells back and forth, but they swung in silence.',
            'A tap from {Name} produced only a soft thud, as though the bells had been stuffed with cotton.',
            'They [tried|attempted] [everything obvious|the sensible things] first: [a gentle push|a firm tap], [a breath of wind|a puff of air], [a hopeful ding-dong hummed|a bell-note whistled] [close by|nearby]. None of it [worked|made the slightest difference].',
            '{Name} [sang|hummed] a [clear|bright] note, [hoping|in the hope] the bells might [remember their part|take the hint|answer], but [they hung there, politely silent|the note simply floated away|nothing answered but the wind].',
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
            '"[Ding, ding|Ding, dong|Ting, ting|Dong, ding]," [rang|sang|went] the bells[ again| once more| at last| all at once].',
            'The [bells|little bells|cloud bells] [rang|chimed|sang] [over the clouds|across the sky|one by one] [again|at last|]. The [birds|swallows|little birds] [sang too|joined in|sang along] [with a chirp|up high|].',
            '[One bell|A small bell|The first bell] [rang|went ding|chimed], then [two|three|all of them]. [The sky was singing again.|What a happy sound!|The birds did a loop.]',
            '[At last|Then|And] the sound [came back|returned|rang out]. [{companion.The} clapped.|{Name} laughed.|The clouds seemed to smile.]',
          ],
          [
            'Ding, dong, ding! {object.The} rang out [again|once more] across the sky.',
            '[|And |At last, |And just like that, ]the bells [sang|hummed] [again|once more], and the birds [sang|hummed] along in delight.',
            '[First one bell|A single bell|The smallest bell] [gave a shy ding|rang out|found its voice], then [the next|another|its neighbor], and [soon|before long|in no time] [the whole row was ringing|every bell was chiming|the sky was full of music].',
            'The [silver|bright|sweet] [sound|chiming|ringing] [rolled|spilled|rippled] [out over the clouds|across the sky|down toward the hills], and {companion.the} [did a happy loop|laughed out loud|clapped and clapped].',
          ],
          [
            '[|And |At last, |And just like that, ]the bells rang out, clear and silvery, and the sound rolled across the [whole|entire] sky.',
            '[|And |At last, |And just like that, ]their song returned, and the birds [joined in|chimed in] from every direction.',
            'One bell [ventured|tried|risked] a [small|tentative|shy] note, [then another answered|its neighbor replied], and [within moments|soon|presently] the whole [row|line] was [ringing|chiming] [as though it had never stopped|with something like relief].',
            'The sound [came back|returned] [all at once|in a rush|like a held breath let go], [silvery|clear|bright] and [unhurried|generous], and far below [people looked up|a cat on a wall looked up|someone in a garden smiled without knowing why].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '{vehicle.The} brought {Name} home. The bells rang [softly|gently|far above|all the way].',
            '[Down|Down, down|Slowly down] they [went|floated|drifted] to the [grass|hill|garden]. [The bells rang on.|The sun went low.|A sleepy bird flew by.|The bells sang them down.|A bell dinged goodbye.|The grass was warm and soft.]',
            '[Then|At last|Soon] they [came back down|landed|were home] [on the hill|by the gate|in the yard]. [Ding went a bell up high.|The grass was warm.|The sky rang softly.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} home as the bells rang [softly|gently|quietly] above.',
            '[|Then |After that, |At last ]they [floated|drifted] back down to the grass with the bells ringing behind them.',
            '[The way down|Going home] was [slow|gentle|lazy], and the bells [rang them all the way|kept ringing the whole way|chimed a goodbye] [to the hill|to {nameS} garden|down to the grass].',
            '{vehicle.The} [set them down|landed] [softly|gently] on the hill [just as the sun got low|as the shadows grew long|in the evening light], and the sky was [ringing|singing|chiming] [again|once more] [overhead|far above].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought {them} home, the bells ringing faintly above all the way down.',
            '[|Then |After that, |At last ]they [drifted|floated] back to the grass, the sky ringing [softly|gently|quietly] over their heads.',
            'The journey down was [unhurried|leisurely], the bells [ringing them home|chiming behind them] [like a farewell|as if to say thank you], until the grass of the hill was [under|beneath] {their} feet once more.',
            '[By the time|When] {vehicle.the} [touched down|settled on the hill], the [light|sun] had turned [golden|amber|honey-colored], and the sky above was [ringing|chiming] as though [nothing had happened|it had never been silent].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[At bedtime|In bed|That night], {Name} heard the bells [far away|up high] and [fell asleep|dozed off].',
            '"[Ding|Dong|Ting]," went a [bell|far bell|little bell] [up high|in the sky], and {Name} [slept|dozed|dreamed].',
            '{Name} [snuggled down|curled up|tucked in] [in {bed}|with a yawn|]. [The sky rang a [soft|sweet|sleepy] good night.|A bell sang a [lullaby|sleepy song|soft tune].|The bells went [hush, hush|ding, hush|hum, hum] [far away|up high|].]',
          ],
          [
            'At bedtime {Name} heard the bells ringing faintly, and [fell asleep|drifted off to sleep|dozed off] to their song.',
            'A soft ding [drifted|floated] down from the sky, and {Name} [drifted|floated] into dreams.',
            '[That night|At bedtime|Later, in bed], {Name} [left the window open a crack|lay very still] to hear the bells, and [their tiny chiming|the faraway ringing|one last silvery ding] [rocked {them} to sleep|was the last thing {they} heard].',
            'The bells [rang|chimed] [softly|slowly] [over the rooftops|far above the house], [like a lullaby only {Name} knew about|a goodnight meant just for {them}], and {their} eyes [closed|drifted shut].',
          ],
          [
            'As {Name} lay in {bed}, a [faint|soft] ringing came down from the sky, and sleep came with it.',
            'Somewhere above, the bells rang a last soft note for the day, and {Name} was already asleep.',
            '{Name} [fell asleep|drifted off] [counting the chimes|listening to the sky], [and somewhere around eleven stopped counting|the bells ringing softer and softer until they were part of a dream].',
            'The sky [rang on|kept up its quiet music] [long after the lamp was out|into the evening], [faint and sweet|silvery and far away], and [sleep|a deep, easy sleep] [came without being asked|arrived on the last note].',
          ],
        ),
      },
    ],
  },
  {
    id: 'sky-tired-bird-cloud-bed',
    worlds: ['sky'],
    themes: ['animals', 'seasons', 'kindness', 'autumn', 'nature'],
    tags: ['heights', 'flying', 'birds', 'animals'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion', ids: ['bird-wren', 'goose-gus'] },
      vehicle: { kind: 'vehicle' },
      place: { kind: 'place', ids: ['cloud-meadow'] },
    },
    titles: [
      '{Name} and the Tired {companion.noun}',
      'A Rest on the Clouds',
      'Warm Wings for {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'It was [autumn|fall|a cool fall day|late in the fall]. [Birds flew south.|Birds went south in a line.|The birds were going south.|Birds flapped by, going south.]',
            '{Name} [watched|saw|counted|waved at] birds [fly by|go past|in the sky]. They [flew|flapped|soared] in a [line|long line|V|row].',
            '[Leaves were red|The trees were gold|Leaves fell|It was chilly]. [Up high,|Above,|In the sky,] birds [honked|called|sang] goodbye.',
            '{Name} [sat|stood|played] [by the fence|on the steps|in the yard]. [A line of birds|Lots of birds|A flock of birds] [went over|flew past|passed by].',
          ],
          [
            'It was autumn, and long lines of birds were flying south for the winter.',
            '{Name} watched the birds fly over in a long, wobbly V.',
            '[The air had a cold nip in it|The trees were turning red and gold|The evenings were getting shorter], and [high overhead|up in the pale sky], [long|wobbly|honking] lines of birds were [heading|flying] south, [calling to each other as they went|one after another].',
            '{Name} [lay on {their} back in the leaves|sat on the garden wall|stood by the gate] [counting|watching] the birds [flying south|going over], [more and more of them every day|each flock a little V against the clouds].',
          ],
          [
            'Autumn had come, and [every|each] afternoon long skeins of birds passed overhead, flying south.',
            '{Name} liked to watch the birds flying south in their long, wavering lines.',
            'The season had [turned|tipped over into autumn], and the sky [had become|was] [a highway|a busy road] for [travelers|birds] heading south, [their long, shifting lines|their wavering Vs] [passing overhead|drawn across the clouds] [all afternoon|from morning till dusk].',
            '{Name} had [developed|formed] [a habit|the habit], [that autumn|those cool afternoons], of [stopping|pausing] [whenever a flock went over|at the first faint honking], [to watch|watching] the birds [pour south|stream past] [in their loose, purposeful lines|like handwriting across the sky].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[One bird|A bird|One little bird|One of them] came down. [It was {companion.a}.|There sat {companion.a}.|Down came {companion.a}.]',
            '{companion.a} landed on the [fence|gate|step|wall]. {companion.It} was [so|very|too] [tired|worn out|sleepy].',
            '[Flap, flap, bump!|Flutter, flop!|Swoop, plop!] {companion.a} [landed|sat down|came down] [by {Name}|in the yard|on the grass].',
            '[By the fence|On the step|Near the gate] was {companion.a}. {companion.its} [wings|feathers] [drooped|sagged|hung low].',
          ],
          [
            'One bird dropped out of the line and landed on the fence: {companion.a}.',
            '{companion.a} [fluttered|flapped] down to [the windowsill|the window ledge], puffing and [tired|worn out].',
            '[Just then|As {Name} watched], one [small|little] shape [wobbled|dipped|fell behind] out of the line and [fluttered|tumbled] down to land [on the fence|on the gate post|right beside {Name}]: {companion.a}.',
            '[With a tired flap|With a soft bump|With a little puff of feathers], {companion.a} [landed|came down] [on the garden wall|on the step|by {nameS} feet], [panting|blinking] [and far too tired to go on|with {companion.its} feathers all fluffed up].',
          ],
          [
            'One bird left the line and came down, wobbling, to land on the fence: {companion.a}.',
            '{companion.a} landed on the sill with the exhausted air of someone who has flown a [very|really|so] long way.',
            '[One of the flock|A single bird], [lagging further and further behind|losing height with every wingbeat], [finally gave up|peeled away from the line] and [spiraled|fluttered] down [to the garden|to the fence], [where it resolved into|and turned out to be] {companion.a}, [exhausted|utterly spent].',
            '[There was a thump|A small, undignified thump sounded] [on the fence|on the windowsill], and {Name} [turned|looked] to find {companion.a}, [feathers ruffled|breathing hard], [with the look of a traveler who has flown much too far without a rest|clearly at the end of {companion.its} strength].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '[Then|But then|Oh dear,|Poor thing,] [{companion.the}|{companion.name}] was [cold|so cold|chilly] and [tired|worn out|sleepy]. {companion.It} [shivered|shook|fluffed up].',
            '"I am too [cold|tired|chilly] to fly," [said|whispered|sighed] [{companion.the}|{companion.name}].',
            '[{companion.The}|{companion.name}] [could not|could not keep up to] fly [on|south|far]. [{companion.its} wings were [tired|so tired|sore].|{companion.It} needed [rest|a rest|a nap|a warm bed].|The wind was [too cold|so cold|icy].]',
            '"[The others went on|My flock went on|They flew ahead]," said [{companion.the}|{companion.name}]. "[I need a rest|I am so tired|My wings ache]."',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] was shivering and much too tired to fly any farther.',
            '"My wings are [|so |very ]cold," [said|whispered] [{companion.the}|{companion.name}], "and my flock is resting up on the clouds."',
            '[{companion.The}|{companion.name}] [tucked {companion.its} head down|fluffed up {companion.its} feathers] and [shivered|shook]: "[The wind up there is so cold|I cannot keep up anymore|My wings are too tired and chilly]," {companion.it} [said|whispered], "[and my flock has gone on ahead|and the others are waiting on the clouds]."',
            '[Poor|Poor little] {companion.name} was [too cold to fly|shivering all over], and [high above|up on the clouds], the flock was [waiting|resting], [but {companion.it} could not get back up there any more|much too far to reach on tired wings].',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] was chilled through and too tired to keep flying, however hard {companion.it} tried.',
            '"My wings are too cold to flap," [said|whispered] [{companion.the}|{companion.name}], "and my flock is waiting for me on the clouds."',
            '[{companion.The}|{companion.name}] [explained|admitted], [between shivers|teeth chattering], that the [cold winds|high, cold air] had [worn {companion.obj} out|chilled {companion.its} wings], and that the flock [was resting|had stopped] on the clouds [far above|overhead], [too high|much too high] for a [tired|frozen] bird to [reach|climb to] [unaided|without help].',
            '"[I fell behind|I could not keep the pace]," said [{companion.the}|{companion.name}], [fluffing up against the chill|pressing close to {Name} for warmth], "and [every wingbeat is colder than the last|my wings are too cold to lift me], and [my flock is up there on the clouds|the others are waiting for me on the clouds]."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] {Name} [rode|climbed into|hopped into|sat in] {vehicle.a}. [They went to {place.a}.|Off they went to {place.a}.|Up they went to {place.a}.]',
            '[Up|Away] they [went|rose|flew|floated] in {vehicle.a}, to {place.a}.',
            '{vehicle.a} [took|carried|lifted|flew] them [up|high|up high] to {place.a}. [It was soft there.|It was quiet there.|It was warm there.]',
            '[Up|High up|Way up] in {vehicle.a} they [went|flew|rode]. [Soon they saw {place.a}.|There was {place.a}.|Ahead lay {place.a}.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they rose [gently|softly|carefully] in {vehicle.a} to {place.a}, where the flock was resting.',
            '{vehicle.a} [carried|brought] them both up to {place.a}.',
            '[Carefully|Gently], {Name} [climbed|settled] into {vehicle.a} with [{companion.the}|{companion.name}] [tucked in a scarf|snug in {their} lap], and [up|higher and higher] they [rose|floated], [all the way|right up] to {place.a}.',
            '{vehicle.a} [lifted|carried] them [above the treetops|past the rooftops|up through a thin cloud] to {place.a}, where [a whole flock|the rest of the birds] [sat|rested] [in a row|huddled together] [on the soft white edge|looking down].',
          ],
          [
            '{vehicle.a} lifted them up to {place.a}, where the rest of the flock had stopped to wait.',
            '[|Soon |Before long, |After a while, ]they [floated|drifted] up in {vehicle.a} to {place.a}, soft and white in the afternoon sun.',
            '[With {companion.the} bundled in {their} scarf|Cradling the tired bird], {Name} [boarded|climbed into] {vehicle.a}, which [rose|lifted] [smoothly|gently] [through the chilly air|above the last of the trees] to {place.a}, where [the flock|the waiting birds] [sat|perched] [in a long, patient line|along the soft white rim].',
            '{vehicle.a} [carried|bore] them [upward|up] [past the chimneys and the tallest trees|through a thin veil of cloud], and [there, spread out in the sunlight,|ahead, white and wide,] lay {place.a}, [dotted with resting birds|where the flock had paused on its long journey].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} held {companion.obj} [close|near|snug]. [{companion.It} was still [cold|chilly].|{companion.It} still [shook|shivered].|But {companion.it} was still cold.]',
            '[First,|So|Then] they [rested|sat|stopped] [a bit|a little|for a while]. [But {companion.it} still felt cold.|{companion.It} was still [tired|sleepy|weak].|{companion.It} still [shivered|shook a little].]',
            '{Name} [gave|lent|offered] {companion.obj} a [scarf|mitten|sock]. [It was too big.|It slipped off.|It was too floppy.]',
            'They [tried|made|found] a [nest|spot|bed] of [twigs|grass|cloud]. [It was too thin.|It blew away.|It was still cold.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} held {companion.obj} close to warm {companion.obj}, which [helped a little|did a little good].',
            '[|First, |To begin with, |Right away, ]they [rested|relaxed] on a cloud, but it was [|so |very ]cool and damp.',
            '{Name} [tucked|wrapped] [{companion.the}|{companion.name}] in the end of {their} [scarf|sleeve|woolly hat], which [helped a little|was kind], but [{companion.its} wings were still too cold to stretch|{companion.it} was still shivering].',
            'They [made|tried to make] a [little|small] [nest|hollow] in the cloud, but [clouds are cold and damp inside|it was more mist than bed|it kept drifting apart], and [{companion.the}|{companion.name}] [shivered harder than ever|could not get warm].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} cupped {companion.obj} close, which [helped|did some good], but not enough for a long flight.',
            'Resting on a cloud sounded [cozy|snug], but clouds turn out to be cool and damp.',
            '{Name} [offered|lent] {their} [scarf|woolly hat] [at once|without hesitation], and [{companion.the}|{companion.name}] [burrowed into it|nestled in gratefully], [which was a start|an improvement], but [a scarf holds only so much warmth|{companion.it} was still too chilled to fly], [and the journey south was long|and the flock could not wait forever].',
            'They [tried|attempted] [building a shelter from the cloud itself|scooping out a hollow in the cloud], [on the sensible theory|reasoning] that [it looked like a pillow|anything so soft must be warm], [only to discover|and discovered] that clouds are [mostly cold mist|damp and chilly within], [which is no help to a shivering bird|and no better than the wind].',
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
            '[And|So|At last,] [{companion.the}|{companion.name}] was [warm|snug|cozy] now. {companion.It} [flapped|stretched|shook out] {companion.its} wings.',
            '[And|So|At last,] [{companion.the}|{companion.name}] felt [strong|ready|well|rested] [again|once more|at last].',
            '[{companion.The}|{companion.name}] [puffed up|fluffed up|perked up]. "[I can fly|I feel better|I am warm|Thank you] [now|at last|again|so much]," {companion.it} [said|sang|chirped].',
            '[Warm and rested|Snug and strong|All better now], [{companion.the}|{companion.name}] [hopped|flapped|bounced] [up|about|in a circle]. [What a change!|{Name} clapped.|{Name} laughed.|How bright {companion.it} looked!]',
          ],
          [
            'Warm and [rested|relaxed], [{companion.the}|{companion.name}] stretched {companion.its} wings and gave a happy cheep.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] felt strong [again|once more], ready to fly on with the flock.',
            '[Bit by bit|Little by little], [{companion.the}|{companion.name}] [stopped shivering|warmed up], {companion.its} feathers [fluffed out|grew soft and round], and [{companion.it} gave a happy chirp|{companion.it} flapped {companion.its} wings to show they worked].',
            '[Soon|At last], [{companion.the}|{companion.name}] was [warm all through|toasty from beak to tail], and [the flock|the other birds] [chirped and honked|called out] [with joy|to welcome {companion.obj} back].',
          ],
          [
            'Warmed through and [rested|relaxed], [{companion.the}|{companion.name}] stretched {companion.its} wings, every feather fluffed and ready.',
            '[|And |At last, |And just like that, ]the flock welcomed {companion.obj} back, and they set off south [together|side by side].',
            '[The warmth|Warmth] [came back|returned] [slowly|gradually], [feather by feather|first to the heart and then to the wingtips], until [{companion.the}|{companion.name}] [stood up straighter|shook out {companion.its} wings] [with a look of pure relief|and declared itself fit to fly].',
            '[When at last|Once] [{companion.the}|{companion.name}] was [warm|thoroughly warmed], the whole flock [erupted|broke] into [a chorus of calls|cheerful honking], [which {Name} took to be|and {Name} understood it as] [the bird way of saying thank you|a round of applause].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] {vehicle.the} took {Name} home. [The birds flew south.|The birds waved their wings.|The flock flew on.|The birds called goodbye.|A bird tipped its wings.]',
            '[Down|Back down|Home] went {Name}. [The birds [waved|dipped their wings|sang goodbye].|Far off, the birds [sang|called|chirped].|The flock was a dot in the sky.]',
            '{vehicle.The} [glided|floated|drifted] down [slow|soft|low]. [Home was close.|There was the house.|The yard was below.]',
            '[{companion.The}|{companion.name}] [flew|flapped|went] [south|off|away] with the [others|flock|birds]. {Name} [went|flew|rode] home.',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} home while the birds [flew|soared|glided] south in a neat V.',
            'Down {Name} [floated|drifted], waving to the flock as it [flew|soared|glided] away.',
            '[Waving|Calling] goodbye, {Name} [rode|floated] {vehicle.the} back down [through the clouds|past the rooftops], [while|as] the flock, [{companion.the} among them|with {companion.the} in the middle], [flew|set off] south in a [neat|wobbly] V.',
            '{vehicle.The} [sank|drifted] [gently|slowly] back toward the garden, and {Name} [watched|kept watching] the birds [grow smaller and smaller|turn into tiny dots] [until they were gone into the south|against the pink evening sky].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought {Name} home as the flock [flew|soared|glided] on, a neat V against the sunset.',
            '[|Then |After that, |At last ]{Name} [floated|drifted] home, watching the birds grow smaller and smaller in the south.',
            '{Name} [descended|came down] in {vehicle.the} [as the flock rose|while the flock lifted off], [and for a moment they passed each other in the air|the birds wheeling once overhead], [{companion.the} dipping a wing in farewell|a last honk drifting down], before [the V set its course south|they turned for the south and were gone].',
            'The [journey|ride] home was [quiet|slow], {vehicle.the} [drifting|sinking] down through [the evening air|the cooling light], and {Name} [watched|followed] the [thin|long] line of birds [until it dissolved into the horizon|all the way to the edge of the sky].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} was [warm|snug|cozy] in {bed}. {They} [slept|dozed|dreamed|drifted off].',
            'Far away, the birds [slept|rested|dozed] [too|as well|in the south|in the sun]. [They were warm now.|They were safe and warm.|They dreamed of sun.|Their wings were folded.]',
            '{Name} [pulled up|snuggled under] the [quilt|blanket|covers]. [Like a nest.|It was like a nest.|Warm as feathers.]',
            '[Somewhere south|Far off|Down south], [{companion.the}|{companion.name}] [tucked in|folded] {companion.its} [wings|head]. {Name} [slept|dozed] too.',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [snuggled|nestled] warm in {bed} and thought of the birds, warm and safe [together|side by side].',
            'Far to the south, the flock [rested|relaxed], and {Name} [rested|relaxed] too.',
            '[That night|At bedtime], {Name} [snuggled|burrowed] under the [quilt|covers] [as snug as a bird in a nest|with {their} knees tucked up like folded wings], and [thought of|pictured] [{companion.the}|{companion.name}] [flying south, warm at last|sleeping with the flock], [and smiled|and fell asleep].',
            '[Somewhere far away|Far to the south], the flock [settled down|tucked their heads under their wings] [for the night|on a warm branch], and in {bed}, {Name} [did the same|closed {their} eyes too], [warm and happy|sleepy and proud].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} was warm in {bed}, and somewhere far to the south, so was a small bird.',
            'Sleep came [softly|gently|quietly], like a feather settling.',
            '{Name} [lay in bed|settled under the quilt] [imagining|picturing] the flock [somewhere over the sleeping fields|far to the south], [{companion.the} warm among them|flying on through the night], and [the thought was so comfortable|it was such a cozy thought] that sleep [arrived|came] [before {they} noticed it|almost at once].',
            '[That night|Later], [with the window cool against the curtain|listening to the wind], {Name} [curled up|drew {their} knees up] [like a bird in a nest|as if wrapped in feathers], [glad that no one was cold tonight|certain that a small traveler was warm somewhere far away], and [slept|drifted into sleep] [deeply|soundly].',
          ],
        ),
      },
    ],
  },
];
