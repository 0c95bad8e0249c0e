import type { Variants, World } from '../plans/types.js';

/**
 * The engine's own optional material, used only when a plan alone does not reach the chosen
 * length: each is a real moment of the story (getting to know the companion, what the world
 * looks like on the way, a small celebration, the slow wind-down before sleep), never filler.
 * All of it comes after the companion is introduced, so {companion.the} is always known.
 */

/** After the call: getting to know the companion. */
export const MEET: Variants = {
  beginner: [
    // A greeting and its answer are one line: "waved back" is never told without the wave.
    '"[Hello|Hi|Hi there|Hello there|Oh, hi]," {Name} [said|whispered|called] [shyly|softly|with a wave|with a grin|from the door|with a little bow]. {companion.The} [said hello back|said hi back|waved back|smiled back|bowed back] [with a grin|and laughed|with a hop|with a wink|and spun round].',
    '{companion.The} [lifted|raised|waved] [a|one] [small|friendly|happy] {companion.limb} [to say hi|in hello|and grinned].',
    '{Name} and {companion.the} [waved|grinned|nodded|bowed] at each other [for a long time|and laughed|until they giggled|very politely|like old friends].',
    '{companion.The} told a [silly|funny|tiny] joke about a [sleepy|wobbly|spotty] [frog|sock|hat|snail]. {Name} [giggled|laughed|smiled].',
    '{Name} held out a [hand|kind hand|warm hand] [to shake|to wave|and smiled|to say hi]. {companion.The} {companion.takesHand} [with a grin|gently|and smiled|at once|with a wink].',
    '{companion.The} gave [a shy|a happy|a friendly|a big] [wave|nod|smile|grin] [and a wink|from far off|and a hop|to say hi].',
    '{companion.The} [liked|loved] {interest} too[, just like {them}|]!',
    '[The two of them|The new friends|{Name} and {companion.the}] sat [down|close] [side by side|on a [rock|step|log|mat]|for a chat|in a cozy spot] and [talked|chatted|giggled|swapped jokes|shared a snack].',
    // {companion.the}'s, not "her home": for a girl and a princess, "She asked about her home" names no one.
    "{Name} asked [where {companion.the} lived|what {companion.the} liked|what {companion.name}'s home was like|who {companion.name}'s friends were].",
    '{companion.The} [was shy at first|had a [kind|soft|warm|gentle|funny] voice|had [bright|kind|shiny|twinkly] eyes|had a [big|wide|warm|lopsided] smile|liked to hum|laughed like a hiccup|was full of questions].',
  ],
  intermediate: [
    '{companion.The} [explained|admitted|confessed] that {companion.it} had been hoping for [a visitor|a friend|some company] all [week|day|month].',
    '{Name} asked {companion.the} a [dozen|hundred|whole string of] questions, and {companion.the} answered every one with a [smile|grin|happy nod].',
    '[The two friends|The new friends|The pair of them] sat side by side [for a moment|for a little while|in a quiet spot], getting [used to|to know] each other.',
    '[The two friends|The new friends|The pair of them] shook hands [very seriously|very politely|in a grand way], and then [both of them|the two of them] burst out [laughing|giggling].',
    'It turned out that {companion.the} loved {interest} [too|as well|just as much], which made them friends [at once|right away|straight away].',
    '{companion.The} [had the kindest|had a warm, [crinkly|twinkly]|had a gentle] smile, and {they} [liked|trusted] {companion.obj} [at once|straight away|right away].',
    '{companion.The} [showed {them} [a secret|a hidden] [path|hiding place]|taught {them} [a favorite|a secret] [song|trick]], and {they} [promised to keep it safe|listened carefully|clapped].',
  ],
  advanced: [
    '{companion.The} admitted, a little [shyly|bashfully|sheepishly], that {companion.it} had been hoping for [a friend|some company|a visitor] all [week|season|day].',
    '[The two friends|The pair of them|Both of them|Side by side, they] fell into [easy|comfortable|cheerful] conversation, the kind that makes a new friend feel like an [old|old and trusted] one.',
    '{companion.The} seemed to [relax|brighten|unwind] a little, the way anyone does in the company of a [good|patient|kind] listener.',
    'There was a [brief|short|rather formal], [solemn|serious|dignified] handshake, which [dissolved|collapsed|melted] almost at once into [laughter|giggles].',
    'It emerged that {companion.the} was [secretly|quietly|enormously] fond of {interest}, which [settled the matter|made things easy|was a very good sign]: they would be friends.',
    '{Name} [noticed|could tell] that {companion.the} [was nervous|was trying to be brave|had a kind heart], and [spoke gently|smiled warmly|waited patiently] until {companion.it} [felt at ease|relaxed|began to smile].',
  ],
};

/** On the way, per world: what there is to see. */
export const WONDER: Record<World, Variants> = {
  home: {
    beginner: [
      '[The light was [soft|warm] and [gold|yellow][ by the window|].|[Sun|Lamp light|Warm light] [lay|fell|spread] [on the rug|on the floor|across the stairs|on the wall] like [butter|honey|a blanket].]',
      '[Everything was [calm|still|quiet] and [cozy|snug|warm].|The house was [quiet|hushed|still], [like a cat asleep|like a held breath|as soft as a pillow].]',
      '[A clock [ticked|went tick, tock] [slowly|softly][ in the hall|].|[Tick, tock|Tock, tick], [went|said] the [old|big|kitchen] clock, [slow and kind|over and over|as if to say hush].]',
      '[The air smelled of [warm toast|cocoa|clean sheets|soap].|[Mmm|Sniff, sniff|Oh], [someone was baking|the kettle was on|it smelled of soup|it smelled like pancakes].]',
      '[A [cat|moth|breeze] [peeked in|came by|went past] the [window|door].|[The curtain|A curtain|The blind] [moved|wiggled|puffed] [a little|in a breeze|softly]. [It was only a breeze.|Hello, breeze.|Then it was still.]]',
    ],
    intermediate: [
      'The evening light made everything look [soft|warm] and [golden|honey-colored].',
      'Somewhere a clock was ticking, [slow|patient] and [steady|even], as if keeping them company.',
      'The air still smelled [faintly|a little] of [warm toast|cocoa|apple pie] from supper.',
      'Everything looked a little different in the evening, [softer|quieter] and more [secret|mysterious].',
      'The floorboards [creaked|sighed] [gently|softly] under their feet[, one by one|, like a tune|].',
    ],
    advanced: [
      'The evening light had turned everything [amber|honey-gold] and soft at the edges.',
      '[A clock somewhere|The hall clock|An old clock downstairs] kept up its [patient|unhurried|steady] ticking, [like a heartbeat for the house|as if counting the house to sleep|the most reassuring sound there is].',
      'The smell of [supper|baking|cinnamon] still lingered [pleasantly|warmly] in the air.',
      'Familiar things looked [faintly|curiously] mysterious in the [low|slanting], golden light.',
    ],
  },
  land: {
    beginner: [
      'The grass was [soft|green|tall|cool|long]. [A [bird|robin|lark|thrush] [sang|chirped|called] [from a tree|up high|nearby|].|It [tickled|brushed] their [legs|ankles|knees].|Tiny [ants|beetles|bugs] [marched|ran|hurried] through it.]',
      'They [walked|wandered|strolled] past [big|tall|old] [green|leafy] trees. [The leaves [waved|whispered|rustled].|A [squirrel|bird|robin] watched them go.||]',
      '[The path went [up a little hill|over a little bridge|past a pond|round a big rock|along a stream].|[Up|Down|On] went the path, [past a pond|by a stream|over a hump|round a bend|through a gate].]',
      '[Flowers|Daisies|Poppies|Buttercups|Clover flowers] [nodded|waved|swayed|bobbed] in the [breeze|wind|sun]. [|They were [yellow and white|red and gold|pink and white].]',
      'A [rabbit|squirrel|butterfly|frog|ladybug] [hopped|ran|flew|zipped] across the [path|grass|lane]. [|Off it went into the [hedge|long grass|ferns].|{Name} waved at it.]',
    ],
    intermediate: [
      'The path wound past [tall|old|leaning|mossy] [green trees|oaks|beech trees] and a meadow full of [nodding|bright|yellow] [flowers|daisies|buttercups|clover].',
      'Somewhere [nearby|in a hedge|up in a tree] a [bird|blackbird|wren|robin] was singing the same [cheerful|happy|bouncy] tune over and over.',
      'They crossed a [little|narrow|creaky] [wooden|stone|plank] bridge over a [chattering|babbling|bubbling] [brook|stream].',
      'The air smelled of [warm grass|wild mint|sunshine|damp earth] and [clover|hay|pine|honeysuckle].',
      'A [rabbit|squirrel|fox cub] [peeked|watched] from [behind a tree|the tall grass|a hedge], then [scampered off|hopped away].',
    ],
    advanced: [
      'The path [meandered|wandered|curled] past [ancient|towering|gnarled] [trees|oaks|beeches] and a meadow bright with [clover|poppies|cornflowers] and [buttercups|cow parsley].',
      'A [lone|single|cheerful] [bird|thrush|blackbird] repeated its [cheerful|three-note|favorite] phrase from somewhere [high in the branches|deep in a hedge|on a chimney pot].',
      'They crossed a [little|narrow|mossy] [wooden|stone] bridge, the [brook|stream] beneath it [chattering|murmuring|gossiping] over [smooth|round|speckled] stones.',
      'The [late|slanting|low] light turned every [blade of grass|seed head|cobweb] to [gold|bronze|copper].',
    ],
  },
  sky: {
    beginner: [
      'The clouds were [soft|puffy|fluffy|fat] and [white|pink|gold at the edges]. [|They looked like pillows.|They looked good to sleep on.]',
      'They went [up, up|higher and higher|up and up], past a [big|soft|round|sleepy] cloud. [|It was cool and soft.|It felt like mist.]',
      'The sky was [pink|blue|peach] and [gold|silver|lilac]. [|It was so big up here.|The sun was low.]',
      'A cloud looked like a [sheep|bunny|teapot|whale|boot|cat]. [|Then it changed into a [boat|bear|hat].]',
      'A [bird|goose|swallow|lark] flew by and [waved a wing|said hello|dipped low|tipped its wings]. [|It was going home too.]',
    ],
    intermediate: [
      'The clouds drifted past like [enormous|giant|fat] [pillows|sheep|snowdrifts], [soft|plump|puffy] and [white|silver-edged].',
      'One cloud looked just like a [sheep|bunny|dragon], and another like a [teapot|boot|boat].',
      'The [whole|wide] sky was turning [pink|rose|peach] and [gold|apricot|lilac] [around them|as they rose|bit by bit].',
      'Far below, the [fields|farms|hills] looked like a [patchwork quilt|checkerboard|picnic blanket|box of paints].',
      'A [flock|line|string] of [geese|swallows|starlings] passed [below|beside|ahead of] them, calling [softly|cheerfully|to each other].',
    ],
    advanced: [
      'They drifted among clouds piled like [enormous|towering|unmade] [pillows|eiderdowns|snowdrifts], [sunlit|gilded|bright] at the edges.',
      'The [fields|farms|valleys] below had become a [patchwork quilt|checkerboard|tidy map] of [greens and golds|browns and greens|squares and stripes].',
      'One cloud resembled a sleepy [sheep|walrus|polar bear]; another, unmistakably, a [teapot|sailing ship|grand piano].',
      'The sky around them was slowly [blushing|warming|deepening] from [blue|pale blue] to [rose|apricot|peach].',
    ],
  },
  space: {
    beginner: [
      'They saw a [red|small|round] planet[ far away|, then a blue one|].',
      'The moon was [big|huge] and [round|bright|silver].',
      'Stars [twinkled|sparkled|winked] all around[ them|].',
      'A planet had [pretty|bright|shiny] rings.',
      'A [comet|shooting star] [zoomed|whizzed|slid] past.',
    ],
    intermediate: [
      'They passed a small red planet and a [big|giant] one with [bright|shining] rings around it.',
      'The moon looked [enormous|huge] up close, with round craters like [thumbprints|dimples].',
      'Stars [twinkled|sparkled] in every direction, more than anyone could [count|ever count].',
      'A comet drew a [silver|long, bright] line across the [sky|dark].',
    ],
    advanced: [
      'They passed a small [rust-red|dusty] planet and a giant one wearing rings like a hat brim.',
      'Up close the moon was vast and [silver|pale], its craters like thumbprints in clay.',
      'In every direction the stars were scattered thicker than [frost|sugar].',
      'A comet slid [silently|soundlessly] past, trailing its long [silver|glittering] tail.',
    ],
  },
  sea: {
    beginner: [
      '[Little|Tiny|Bright] fish swam [by|past|in a line].',
      'The sand was [soft|smooth] and [white|gold].',
      'A [crab|little crab] [waved hello|waved a claw|said hi].',
      '[Green|Long] [weed|seaweed] swayed [slowly|back and forth].',
      'A [turtle|seal|dolphin] [swam by|came to look|did a flip].',
    ],
    intermediate: [
      'A cloud of little [silver|blue] fish swirled past and was gone.',
      'A crab sidled across the sand and seemed to wave a claw[ hello|].',
      'Tall green seaweed swayed [gently|slowly], back and forth.',
      'The light came down in [soft|pale], wavering ribbons.',
      'A [turtle|seal] [glided|drifted] by and [blinked|nodded] at them [politely|kindly].',
    ],
    advanced: [
      'A shoal of tiny silver fish swirled past in perfect formation and vanished.',
      'A crab sidled across the sand, raising one claw as if in [greeting|salute].',
      'Ribbons of seaweed swayed [slowly|lazily] in the current.',
      'The light filtered down in shifting [green-gold|silver] ribbons.',
    ],
  },
  dream: {
    beginner: [
      'The trees had [silver|gold|glass] leaves.',
      '[Bubbles|Little bubbles] floated up and went pop.',
      'The flowers could [hum|sing|giggle].',
      'Everything [sparkled|glowed|shimmered] a little.',
      'A [moon|star|cloud] [waved|winked|smiled] at them.',
    ],
    intermediate: [
      'The trees here had [silver|glass] leaves that [chimed|tinkled] softly when the breeze blew.',
      'Bubbles floated up from the ground and popped into tiny [rainbows|stars].',
      'The flowers hummed a [sleepy|gentle] little tune as they passed.',
      'Everything sparkled, as if someone had sprinkled it with [sugar|stardust].',
    ],
    advanced: [
      'The trees bore [silver|crystal] leaves that chimed faintly whenever the breeze stirred them.',
      'Bubbles drifted up from the mossy ground and burst into [miniature|tiny] rainbows.',
      'The flowers were humming, very quietly, a tune that sounded almost [familiar|like a lullaby].',
      'Everything shimmered faintly, as though dusted with [sugar|starlight].',
    ],
  },
};

/** After the resolution: a small celebration with the companion. */
export const CELEBRATE: Variants = {
  beginner: [
    '{companion.The} did a [happy|little|wiggly|hoppy|silly|twirly] dance, and {Name} [did one too|joined in|copied every step|danced along|spun round and round].',
    '[{Name} and {companion.the}|The two friends|The pair of them|Both of them] [gave each other|shared] a [big|warm|long|snug|tight|soft|great] hug [right there|on the spot|and laughed|and swayed|that lasted a while].',
    '"We did it[, we really did| together| at last|, hooray]," {Name} [said|cheered|sang|whispered|shouted] [to {companion.the}|with a hop|with a happy spin|and clapped].',
    '[All the way back|For a long time|As they went on|After that], {companion.the} [smiled and smiled|grinned from ear to ear|could not stop smiling|clapped and clapped|hummed a happy tune].',
    '[Then|Just then,|Right there,|With a grin,] {companion.the} [gave a [big|happy|loud] cheer|did a [spin|twirl|flip]|jumped for joy|did a little bow] [for {Name}|in the air|and laughed].',
    '{Name} [clapped|cheered|laughed|hopped], and {companion.the} [clapped|cheered|laughed|whooped] [too|along|even louder][ with a hop| with a twirl| with a wiggle|].',
  ],
  intermediate: [
    '{companion.The} did a [little|bouncy|wiggly] happy dance, and {they} [joined in|danced along|could not help joining in].',
    '"We did it[| together| at last]," {they} [said|cheered|laughed], and {companion.the} [agreed|nodded] that [they certainly had|it was true|they truly had].',
    '[The two friends|The pair of them|Both of them|Side by side, they] shared a [big|warm|long] hug, the kind that says [thank you|well done|I am glad you are here] without any words.',
    '{companion.The} said it was the [best|kindest|finest] help {companion.it} had [ever had|ever been given|had in years].',
    'They [cheered|laughed|whooped] so [loudly|happily|merrily] that a [bird|squirrel|cricket|breeze] seemed to join in.',
    '{companion.The} [gave|offered] {them} a [tiny|small|shiny] [thank-you gift|keepsake|token]: a [pebble|feather|button|shell] to [remember the day by|keep forever|keep in a pocket].',
  ],
  advanced: [
    "{companion.The} performed a [small|brief|joyful], undignified victory dance, and {they} joined in without [hesitation|a moment's pause|a second thought].",
    '"We did it," {they} said, and the words felt [good|wonderful|warm] to say [out loud|aloud].',
    '[The two friends|The pair of them|Both of them|Side by side, they] shared a [long|warm|grateful] hug, the kind that says thank you more [clearly|plainly|kindly] than words.',
    '{companion.The} [declared|announced|pronounced] it the [finest|kindest|most splendid] piece of help in living memory.',
    'For a while they simply [sat|stood|rested] together, [quietly|happily|contentedly] proud, [letting the moment last|enjoying the glow of it|in no hurry at all].',
    '{companion.holds}{companion.The} [pressed|tucked] a small [keepsake|token|treasure] into {their} hand, [a smooth pebble|a bright feather|a tiny shell], [to remember the day by|so the day would not be forgotten].',
  ],
};

/** Before sleep, wherever the story was: the slow wind-down. */
export const WIND_DOWN: Variants = {
  beginner: [
    '[On went|{Name} put on|Next came] the [soft|warm|clean|cozy] [blue|red|green|striped|starry|spotty] [pajamas|PJs][ with the moons on| with the stars on| from the drawer|].',
    '{Name} had a [drink|sip|cup|mug] of [warm|sweet|creamy] milk [in bed|with a sigh|by the lamp|with a big yawn|in small sips].',
    'The lamp [by the bed|in the room|on the shelf|in the hall] [was low and soft|glowed gold|was dim and warm|glowed like a little moon|shone like a candle|was turned down low].',
    '{companion.visits}{companion.The} [waved goodnight|said goodnight|blew a goodnight kiss|said sleep tight|gave a sleepy wave] [with a yawn|at the door|from the window|with a smile|and tiptoed off].',
    '{companion.swims}[Far away|Back in the sea|Down in the sea], {companion.the} [was going to sleep too|was fast asleep|yawned a bubbly yawn|was snug in a quiet spot].',
    'It had been a [big|busy|happy|long|fun|good|full|grand] day, and now [it was bedtime|the stars were out|it was time to rest|the sky was dark|the house was still].',
    'What a [big|busy|happy|long|fun|good|full|grand] day it had been[ for {Name}| for them both| from start to end|]!',
    '{Name} thought of the [day|fun|trip|adventure|new friend] and [smiled|yawned|sighed a happy sigh|giggled a sleepy giggle] [in the dark|in bed|and snuggled in|under the covers].',
    'The [blanket|quilt|duvet] was [soft|snug|warm|heavy] and the pillow was [just right|cool|plump|soft|fluffy|round|smooth][ and white| and squishy|].',
    'Outside, the [stars|moon|night sky] [kept watch|peeked in|shone down|glowed] [to say goodnight|on the warm bed|on the snug bed|at bedtime|over the roof|on the garden].',
    '[Teeth got a good brush|Hands and face got a wash|Teeth were brushed clean] [at the sink|with a splash|with lots of bubbles|and a little song].',
    '{Name} [picked|chose|found] a [book|teddy|soft toy] to [hold|hug|keep close] [for the night|in bed|under the blanket].',
    'A [small|soft|tiny] [yawn|sigh|hum] came out, [then another|and then two more|all by itself|slow and long].',
  ],
  intermediate: [
    '[Pajamas went on|On went the pajamas], teeth were brushed, and the lamp was [turned down low|dimmed to a glow|turned low and golden].',
    '{Name} [sipped|drank] a cup of warm milk and felt the [day|whole day|busy day] [settle|grow quiet|slow down].',
    '{companion.visits}{companion.The} gave a [sleepy|yawning|little] wave and promised to [visit again soon|come back another day|return before long].',
    '{companion.swims}Far away in the sea, {companion.the} was [settling down|curling up] to sleep too, [rocked by the gentle waves|in a quiet, sheltered spot|as the water rocked gently].',
    'It had been a [big|busy|wonderful] day, full of [good things|surprises|friends], and now it was time to [rest|sleep|be still].',
    'The [blanket|quilt] was [soft|warm|snug] and the pillow was [just right|cool and smooth|plump and cozy].',
    '{Name} thought about the [whole adventure|whole day|best parts], one piece at a time[, like beads on a string|].',
    'Outside the window, [the moon|a star|the night sky] [kept watch|glowed softly|shone] over the [sleeping|quiet|hushed] [street|town|garden].',
  ],
  advanced: [
    'Teeth brushed, pajamas on, lamp turned low: the [ordinary|familiar|old] [rituals|routines|steps of bedtime] felt [especially|wonderfully] comforting tonight.',
    '{companion.visits}{companion.The} offered a sleepy [farewell|goodbye|goodnight] and a promise to [return|come back|visit] before long.',
    '{companion.swims}Far away, beneath the [moonlit|silver|quiet] waves, {companion.the} was settling down to sleep as well, [rocked by the tide|in a quiet, sheltered hollow|as the sea hummed its slow song].',
    'It had been a [full|long|remarkable] day, the kind that leaves a [pleasant|gentle|happy] tiredness behind it.',
    '{Name} [replayed|went over|remembered] the day slowly, lingering over the [best|brightest|funniest] parts.',
    'The pillow was [cool|soft], the blanket [heavy and warm|warm and snug], and the room [very still|quiet as snow|hushed].',
    'Somewhere outside a breeze moved through the [trees|garden|hedges], softly, like someone turning [pages|the pages of a book].',
    'The house [settled|creaked softly|grew quiet] around {them}, [as houses do at night|like a big animal going to sleep|one small sound at a time].',
  ],
};

/**
 * In the opening: the child's interest, set up early so the solution pays it off. An interest is
 * a topic as often as a skill ("dinosaurs", "space"): "knew all about", never "good at dinosaurs".
 */
export const INTEREST_SETUP: Variants = {
  beginner: [
    '{Name} [loved|really loved|liked] {interest}[ best of all| a lot|].',
    '{Name} knew [all|a lot|lots] about {interest}.',
    '[Every day|Most days], {they} [thought about|dreamed about|talked about] {interest}.',
  ],
  intermediate: [
    '{Name} loved {interest} more than [almost anything|nearly anything else|just about anything].',
    '{Name} knew all about {interest}, and [could talk for hours on the subject|loved to tell anyone who would listen|{their} friends came to {them} with questions].',
    'Given half a chance, {they} would [choose|pick] {interest} every [time|single time].',
  ],
  advanced: [
    '{Name} knew a [great deal|remarkable amount] about {interest}, though {they} would never have boasted of it.',
    '{Name} loved {interest} best of all the things in the [world|wide world].',
    '{Name} could lose whole [afternoons|days|weekends] to {interest}[ without noticing|].',
  ],
};
