import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans in space: the moon, planets, stars and comets, reached by rocket or moon buggy. */
export const SPACE_PLANS: readonly PlotPlan[] = [
  {
    id: 'space-dim-star-lantern',
    worlds: ['space'],
    themes: ['space', 'bedtime', 'magic', 'adventure'],
    tags: ['space', 'dark', 'night', 'flying'],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      place: { kind: 'place', ids: ['star-garden', 'moon', 'ringed-planet'] },
      object: { kind: 'object', ids: ['star-lantern'] },
    },
    titles: [
      '{Name} and the {object.noun}',
      'A Light for the {place.noun}',
      'The Lantern That Forgot to Shine',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [looked out|peeked out|gazed out] at the stars. [|And ]they [twinkled|sparkled|glimmered].',
            'It was bedtime. [|And ]the stars were out.',
            '{Name} [said|whispered] good night to the [moon|stars|sky]. [One star blinked back.|The moon was round.|The sky was deep blue.]',
            '[The lamp was off.|Teeth were brushed.|The curtains were open.] {Name} [looked up|peeked out|gazed up] at the [sky|stars|night].',
          ],
          [
            '{Name} knelt at [the window|the windowpane], counting the stars as they came out [one by one|one after another].',
            'The sky was deep blue, and the first stars were [twinkling|sparkling] over the rooftops.',
            '[Tucked up|Snuggled] in {bed} [with the curtains open|by the window], {Name} [watched|counted] the [first stars|tiny stars] [come out one by one|twinkle over the chimney pots], [the way {they} did every night|before {they} closed {their} eyes].',
            '[It was a clear night|The clouds had gone], and [from {their} pillow|through the window] {Name} could see [more stars than ever|the whole sky sprinkled with stars], [blinking|glittering] [like far-off lanterns|over the sleeping town].',
          ],
          [
            '{Name} had a habit of saying goodnight to the first star of the evening, and tonight {they_were} waiting at [the window|the windowpane] for it.',
            'The sky had deepened to navy, and the stars were coming out, one shy pinprick at a time.',
            '[The night was|It was one of those nights that are] [cloudless and still|clear to the very edges], [the sky|every part of the sky] [sown|scattered] with stars, and {Name} [lay|was lying] [with {their} chin on the windowsill|by the open curtains], [picking out the brightest|trying to count them and losing track happily].',
            '{Name} [kept|had] a [small|private] [ritual|habit]: [before sleep|each night], {they} [found|looked for] [one particular star|the same faint star] [above the rooftops|over the garden wall] [and wished it good night|to make sure it was still there].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'A light came close. [|And ]it was {companion.a}!',
            '{companion.a} landed on [the windowsill|the window ledge].',
            '[Tap, tap|Tink, tink|Knock, knock] [on the glass|at the window]. [It was {companion.a}!|There sat {companion.a}!|Look, {companion.a}!]',
            'A [little|small|tiny] light [came|zoomed|fell] [down|close]. [It was {companion.a}.|Out stepped {companion.a}.] [{companion.It} waved.|"Hello!"]',
          ],
          [
            'A silvery light zipped down and landed on the sill: it was {companion.a}.',
            '{companion.a} tapped on the glass, trailing a [little|small|tiny] stardust.',
            '[One star|A small light] [seemed to grow bigger and bigger|came twinkling down], [until|and then] {companion.a} [was sitting|landed] on the [windowsill|sill], [glowing softly|brushing stardust off {companion.its} {companion.limbs}].',
            '[With a soft tink|In a little shower of sparkles], {companion.a} [landed|arrived] [on the windowsill|at the window] and [pressed|put] {companion.its} [face|nose] to the glass. "[Are you awake|Can you help]? [Please come quickly|We need a friend]!"',
          ],
          [
            'A streak of silver came down out of the sky and resolved, on [the windowsill|the window ledge], into {companion.a}.',
            '[|Just then, |A moment later, |All at once, ]there was a soft tap at the glass, and there was {companion.a}, dusted with starlight.',
            '[What {Name} had taken for a shooting star|A spark that had seemed to be a falling star] [slowed|changed course], [grew|swelled], and [came to rest|settled] on the windowsill as {companion.a}, [slightly out of breath|glowing with urgency].',
            '[There was a polite, tinkling knock|Something tapped on the glass, as lightly as frost forming], and {Name} [looked up|turned] to find {companion.a} [outside the window|on the sill], [shimmering|lit from within] [like a candle behind paper|with faint silver light].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]they rode {vehicle.a}. Zoom! They went to {place.a}.',
            'Up went {vehicle.a}. [Soon|Before long|In a little while] they reached {place.a}.',
            '[[Whoosh|Whoosh, whoosh|Swoosh]!|Zoom!|Up, up!] {vehicle.a} [took off|went up|flew up]. [Soon|Then] they [were at|landed at|reached] {place.a}.',
            'They [hopped|climbed|jumped] into {vehicle.a}. [Off they went!|Up past the moon!] [Next stop, {place.a}!|Hello, {place.a}!]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they climbed into {vehicle.a} and zoomed up past the moon to {place.a}.',
            '{vehicle.a} hummed and rose, and in no time they landed at {place.a}.',
            '[Waiting in the garden|Parked by the window] was {vehicle.a}, and [before {Name} could even yawn|in no time at all], they were [soaring|zooming] [past the clouds|up past the moon] to {place.a}.',
            '{vehicle.a} [rose|lifted off] [softly|with a gentle rumble] [from the lawn|over the rooftops], and {Name} [pressed {their} nose to the window|held on tight] [all the way|as they sailed] to {place.a}.',
          ],
          [
            '{vehicle.a} lifted off with a gentle hum, climbed past the clouds and the moon, and set down at {place.a}.',
            '[|Soon |Before long, |After a while, ]they rode {vehicle.a} through the quiet of space until {place.a} [appeared|turned up|popped up] ahead, soft and silver.',
            '{vehicle.a} [waited|stood ready] [on the lawn|in the garden], [humming quietly|its engines purring like a contented cat], and [within minutes|in what felt like no time] it had [carried them up through the clouds|lifted them clear of the sleeping town] and [out|onward] to {place.a}.',
            '[The trip|The flight] to {place.a} aboard {vehicle.a} [took|lasted] [only a little while|less time than a bedtime story], [though it crossed|yet it covered] [more distance than {Name} could imagine|more miles than there are sheep to count].',
          ],
        ),
        details: v(
          [
            'The Earth looked like a blue ball. [|And ]it was far below.',
            'Space was [very|really|so] quiet.',
            'Stars [zipped|zoomed|flew] past the window. [They looked like snow.|They looked like sparks.|{Name} waved to them.]',
            'The moon [went by|slid past|drifted by]. [It was so big!|It was white and round.|It had dents like a cookie.]',
          ],
          [
            'Behind them the Earth was a blue and white marble, spinning [slowly|gently|unhurriedly].',
            'Space was so quiet that {Name} could hear {their} own breathing.',
            'Stars [streamed|slid] past the window [like snowflakes in headlights|like a river of glitter], and {Name} [tried to count them|gave up counting almost at once].',
            '[The moon slid past|They passed the moon], [so close|close enough] that {Name} could see [its craters|the old dents in its face], [silver and still|quiet as a sleeping cat].',
          ],
          [
            'Behind them the Earth hung like a blue marble streaked with white.',
            '[|And ]the silence of space was not empty but [peaceful|calm], like a library at closing time.',
            'The stars [slid|streamed] past [in long, silver threads|like lights seen from a night train], [and the moon|while the moon], [drifting past on the left|turning its scarred old face toward them], [seemed|looked] [mildly curious about the visitors|surprisingly close].',
            '[Out here|Beyond the clouds], the [stars|sky] [did not twinkle|stopped twinkling] [but shone|and shone] [perfectly steady|clear and still], [like pinholes in a great velvet curtain|each one a sun of its own].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]there was {object.a}. [|And ]its light was [very|really|so] dim.',
            '[|Then |But then ][{companion.the}|{companion.name}] held {object.a}. [|And ]it barely [glowed|shone|gleamed].',
            '[There|Right there] [stood|hung|was] {object.a}. [It gave only a tiny glow.|Its light was so weak.|It flickered, blink, blink.]',
            '"[Look|Oh dear|See]," said {companion.the}. "{object.a} is [going out|so dim|nearly out]." [It gave a little flicker.|It was a tiny glow.]',
          ],
          [
            'In the middle stood {object.a}, but its light had gone dim and flickery.',
            '"This is {object.a}," [said|whispered] [{companion.the}|{companion.name}]. "It lights the way here, but it is fading."',
            '[High on a silver post|In the middle of it all|At the very top] hung {object.a}, but [instead of shining|where there should have been a bright light], [there was only a faint, tired glow|it blinked on and off like a sleepy eye].',
            '[{companion.The}|{companion.name}] [pointed at|flew up to] {object.a}, [and|but] its [light|flame] was [so small|so weak] that {Name} had to [squint|look twice] to see it [at all|glowing].',
          ],
          [
            'At the center stood {object.a}, which should have been blazing, but its light had dwindled to a weak flicker.',
            '"{object.a} guides every traveler here," [said|whispered] [{companion.the}|{companion.name}], "and tonight it is almost out."',
            '{object.a} [hung|stood] [on its tall silver stand|at the heart of the place], [the light|the flame] inside it [shrunk to|reduced to] [a pale, wavering bead|an ember no bigger than a seed], [like a candle at the very end of a long night|barely enough to see by].',
            '[{companion.The}|{companion.name}] [led them to|showed them] {object.a}, [which had once been|which was meant to be] [the brightest thing for a million miles|a beacon for every traveler], and which [now|tonight] [glowed about as brightly as a firefly|could barely light its own glass].',
          ],
        ),
        details: v(
          [
            'Without it, travelers [had no light to fly by|had to wait for morning|could not set off|had to stay put].',
            '[|And ]the [little|small|tiny] comets [waited|stood waiting] nearby.',
          ],
          [
            'Without its light, the [little|small|tiny] comets had to wait before flying home.',
            'A line of comets [waited|stood waiting] nearby, blinking hopefully.',
            '[The little comets|The young comets] [drifted|floated] [in circles|round and round], [their tails drooping|waiting for the light], [unsure which way to go|not wanting to set off without it].',
          ],
          [
            'Without its glow, [small|little] comets [drifted|floated] about uncertainly, unsure which way was home.',
            'A row of young comets [waited|stood waiting] nearby, their tails drooping.',
            '[Without the lantern|In the dimness], [the small travelers|the young comets] [hovered|circled] uncertainly, [too polite to complain|waiting with the patience of those who have no other choice].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} gave it a shake. [|And ]it did not help.',
            '[|First, |So ]they wiped the glass. [|And ]it was still dim.',
            '{Name} [blew|puffed] on it [softly|gently]. [It went even dimmer!|Oops, not that.|Flicker, flicker.]',
            'They [turned|opened|tapped] the [little|tiny|glass] door. [[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|It stayed dim.|Still so dim.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} wiped the glass clean, but the light stayed dim.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] gave it a gentle shake, but it only flickered.',
            '{Name} [cupped {their} hands around|held {their} hands near] the lantern [to keep it warm|to help it], [but|and] [the light stayed tiny|it only gave a small, tired flicker].',
            'They [opened the little glass door|turned the lantern round] [to look inside|to see what was wrong], but [there was nothing to fix|everything looked fine], [and the light stayed dim|and still it barely glowed].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} polished the glass [carefully|gently|with care], but the flame inside stayed small.',
            'A gentle shake only made it sputter, which was worse.',
            '{Name} [shielded|sheltered] the flame with {their} hands [as one might with a candle on a windy night|very carefully], but [there was no wind in space to blame|the problem was clearly not a draft], and the light [stayed pale|did not grow].',
            'They [inspected|examined] the lantern [from top to bottom|from every side], [checking the glass, the wick and the little brass door|the way a mechanic checks an engine], and found [nothing at all wrong|no fault anywhere], [except that the light was fading|which was both a relief and a puzzle].',
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
            '[|And |So ]{object.the} [glowed|shone|gleamed] bright [again|once more]. [|And ]the comets [cheered|clapped].',
            'Light filled {place.the}. [|And ]it was [beautiful|lovely].',
            '[Glow, glow|Shine, shine|Bright, bright]! {object.The} [lit up|shone|glowed] [again|once more]. [The comets zoomed off.|[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].]',
            '{object.The} was [bright|so bright|as bright as the sun] [now|again]. [{companion.The} spun round.|The comets danced.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} blazed bright [again|once more], and the [little|small|tiny] comets zoomed home along its beam.',
            'Silver light filled {place.the}, brighter than it had been for a hundred years.',
            '[The light grew|The glow swelled] [from a flicker to a flame|bigger and bigger], until {object.the} [shone|blazed] [like a little sun|so brightly that every star nearby seemed to lean in], and [the comets cheered|{companion.the} did a loop of joy].',
            '[With a soft whoosh|All at once], {object.the} [filled with light|sprang back to life], [and|so] [the young comets|the waiting comets] [set off|zoomed away] [one by one|in a sparkling line], [following the beam home|their tails bright again].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} flared back to life, and [one by one|one after another] the young comets found their bearings and streaked home.',
            'Light poured across {place.the}, silver and warm, brighter than anyone there could remember.',
            '[The flame stirred|The light gathered itself], [brightened|rose], and [then|at last] [bloomed|blazed] [into its full, clear brilliance|so brightly that every corner of the place glittered], [and|while] [the young comets|the patient travelers] [set off|streamed away] [in a glittering procession|one after another along its beam].',
            '{object.The} [shone out|blazed] [once more|again], [steady and strong|bright enough to read by from the moon], and [{companion.the}|{companion.name}] [gave|let out] [a long, shimmering sigh of relief|a small cheer that sounded like bells].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [flew|soared|glided] them home. [|And ]the lantern lit the way.',
            '[|Then |At last ]they zoomed home to {their} window.',
            '[Zoom, zoom|Whoosh|Swish]! {vehicle.The} [went|flew] [back|home] [past the moon|down, down]. [There was {nameS} window!|Home again!]',
            'The lantern [shone|lit] the [way|path] home. {Name} [waved|said bye] to {companion.the}.',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] them home, with the lantern shining behind them.',
            'Back they zoomed, past the moon, to {nameS} window.',
            "[The lantern's beam|A long ray of silver light] [reached|stretched] all the way [to Earth|back home], and {vehicle.the} [followed it|glided along it] [down through the clouds|like a boat along a river] to {nameS} [window|garden].",
            '[After a long goodbye|With a wave to every comet], they [climbed back into|boarded] {vehicle.the}, and [it carried them home|they zoomed home] [so gently that {Name} nearly fell asleep on the way|past the moon and through the clouds].',
          ],
          [
            "[|Then |After that, |At last ]{vehicle.the} [carried|brought] them home along the lantern's beam, which reached all the way to {nameS} window.",
            '[|Then |After that, |At last ]they glided back past the moon, the lantern shining at their backs.',
            "The [journey|trip] home [was easy|needed no map]: [the lantern's beam|a ribbon of renewed light] [ran|stretched] [all the way|clear across the sky] [to {nameS} window|to Earth], and {vehicle.the} [simply followed it|slid down it] [like a bead on a string|without a single bump].",
            '{vehicle.The} [carried them home|brought them back] [at an unhurried pace|through the quiet], [the lantern shining behind them like a lighthouse|with the restored light glowing at their backs], and [set them down|landed] [softly|without a bump] [in the garden|on the lawn beneath {nameS} window].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'One star [shone|glowed|gleamed] extra bright. [|And ]{Name} [fell asleep|drifted off to sleep|dozed off].',
            '[|Soon |Then |So ]{Name} waved goodnight. [Then|And then|After that] {they} [slept|dozed|dreamed].',
            '{Name} [got|climbed|snuggled] [into|back into] {bed}. [A far star winked.|The sky was bright.] [Good night, {Name}.|[Sweet dreams.|Sweet dreams, little one.|Sweet dreams, {Name}.]]',
            '[Blink, blink|Twinkle, twinkle] went the [lantern|far light|star]. {Name} [yawned|smiled]. [Then {they} slept.|{They} dozed off.]',
          ],
          [
            'Far away, one light [shone|glowed|gleamed] extra bright, and {Name} [fell asleep|drifted off to sleep|dozed off] under its glow.',
            '[|Soon |Before long, |In a little while, ]{Name} waved goodnight to [{companion.the}|{companion.name}] and [drifted off|dozed off] to sleep.',
            '[Back in {bed}|Under {their} blanket], {Name} [looked out at the sky|found {their} special star] [one last time|again], and [it seemed brighter than ever|it twinkled a thank-you], [so {they} smiled and closed {their} eyes|before sleep came].',
            '[That night|When the lamp went off], the stars [shone|glowed] [a little brighter|extra bright] over {nameS} house, and {Name} [fell asleep|drifted off] [knowing exactly why|feeling warm all over].',
          ],
          [
            'Somewhere far above, a lantern was shining steadily [again|once more], and {Name} slept beneath it.',
            'After a last wave to [{companion.the}|{companion.name}], {Name} settled into a long, starlit sleep.',
            "[Settled|Safe] in {bed} [at last|once more], {Name} [searched the sky|looked out] for the [lantern's|faint new] glow [among the stars|above the rooftops], [found it, or thought {they} did|and imagined {they} could see it], and [slept|fell asleep] [soundly|deeply] [beneath it|by its light].",
            '[The sky over the rooftops|The sky outside] [looked|seemed] [a shade brighter than usual|just as it always did, and also not quite], and {Name} [fell asleep|drifted off] [feeling|with] [the quiet pride of someone who has mended something important|the sense of a job well done].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-wandering-little-star',
    worlds: ['space'],
    themes: ['space', 'friendship', 'adventure', 'kindness'],
    tags: ['space', 'dark', 'night', 'flying', 'lost'],
    problem: 'missing',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      object: { kind: 'object', ids: ['little-star'] },
      place: { kind: 'place', ids: ['ringed-planet', 'moon', 'space-station'] },
    },
    titles: ['{Name} and the Wandering Star', 'One Star Missing', 'Finding the Little Star'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [looked at|gazed at|peered at|waved at] the stars. [Something was wrong.|Something was odd.|One was not there.|A star was gone.]',
            'The stars were out. {Name} [counted them|said hello to them|found the star shapes|looked for the brightest].',
            '[From {their} window|From {their} bed|Before bed], {Name} [saw|spotted|found] {their} [favorite|best-loved|special] star shape. [But a star was gone!|It had a gap.|One star was not there.]',
            'It was a [clear|starry|still|bright] night. {Name} [hummed|sang|whispered] to the stars. [But one did not twinkle back.|One spot was empty.]',
          ],
          [
            '{Name} was counting the stars in {their} favorite star picture when {they} [noticed|saw|spotted] a gap.',
            '[Every|Each] evening {Name} looked for the same star shape, and tonight it looked different.',
            '[From {their} pillow|Through the gap in the curtains], {Name} [could see|liked to trace] [a star shape like a kite|the star picture shaped like a teapot], [but tonight|and tonight] [one corner was empty|one of its stars was not there].',
            '{Name} [always said good night|whispered good night every evening] to [the five stars|a little group of stars] [above the chimney|over the garden], [and tonight|but tonight] {they} [could only count four|counted twice and found one short].',
          ],
          [
            '{Name} knew the shapes in the evening sky the way some people know their street, and tonight one of them had a gap.',
            'Looking out at the stars, {Name} [noticed|saw|spotted] at once that one shape was missing a piece.',
            '[For years|Every night for as long as {they} could remember], {Name} had [said good night to|checked on] [a small constellation|a little kite of stars] [above the rooftops|over the garden wall], and tonight [its tail|one corner] [stood|was] [empty|blank], [like a missing tooth in a smile|as obvious as a gap in a fence].',
            '{Name} [counted|checked] the [little|small] star [picture|pattern] over the chimney [twice|a second time], [frowning|as {they} always did], and [came up one short each time|found the same thing]: [one of its stars had wandered off|a small star had left its place].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Then|And then|After that|Just then] {companion.a} came. "A star is missing," {companion.it} [said|whispered|sighed].',
            '{companion.a} [knocked on|tapped on|bumped] [the window|the windowpane|the glass]. "[Can you help|Please come|We need you]?"',
            '[Tap, tap|Tip, tap|Knock, knock]! It was {companion.a}. "[A little star wandered off|One star went exploring|A star has gone off]!"',
            '{companion.a} [zoomed|floated|drifted] in. [{companion.It} looked worried.|{companion.It} had news.|{companion.It} needed help.]',
          ],
          [
            '{companion.a} [drifted|floated] down to [the windowsill|the window ledge]. "You [noticed it|saw it|spotted it] too? A star has [wandered|strolled|ambled] off."',
            'Tap, tap: {companion.a} was at [the window|the windowpane], looking worried.',
            '[A sparkle|A gentle glow] [floated|drifted] down [past the chimney|over the garden] and [landed|settled] on the sill, and [it was|there stood] {companion.a}, [looking up at the sky with a worried frown|twisting {companion.its} {companion.limbs}].',
            '"[Have you seen a little star|Did you see where it went]?" [asked|whispered] {companion.a}, [peeking in at the window|tapping on the glass], "[Its friends are so worried|It wandered off and has not come back]."',
          ],
          [
            '{companion.a} [appeared|turned up|popped up] at [the window|the windowpane]. "So you [noticed|saw|spotted]," {companion.it} [said|whispered]. "One of the [little|small|tiny] stars has wandered off."',
            '[|Just then, |A moment later, |All at once, ]there was a tapping at the glass, and {companion.a} peered in, worried.',
            '[Before {Name} could say anything|Almost at once], {companion.a} [drifted down|arrived] [to the window|on the sill], [clearly|plainly] [on the same errand|worried about the same thing], [and confirmed|confirming] that [a small star had wandered from its place|the gap was real].',
            '[A faint knock|A tap as soft as snowfall] [came|sounded] at the window, and [there|outside] [floated|hovered] {companion.a}, [who explained|explaining] [without any fuss|in a hurried whisper] that [the smallest star in the group|a little star] had [gone wandering|wandered off] and [needed finding|ought to be home by now].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} had gone [exploring|off to play|wandering|on a trip]. [Now it was missing.|Now its place was empty.|Its shape had a gap.]',
            '{object.a} [left|slipped out of|hopped from] its place. [Nobody knew where it went.|Where did it go?|No one saw it go.]',
            '"[It is|That is|We need] {object.a}," said [{companion.the}|{companion.name}]. "[It went off|It wandered away|It went to play]."',
            '[Without|Missing] {object.a}, the star shape [looked odd|had a hole|was not whole]. [They had to find it.|Off they must go.]',
          ],
          [
            '{object.a} had gone exploring and had not come back to its place in the sky.',
            '"{object.a} went for a wander," [said|whispered] [{companion.the}|{companion.name}], "and its friends are waiting for it."',
            '[{companion.The}|{companion.name}] [explained|said] that {object.a} [loved to explore|was always curious], and [tonight it had drifted|tonight it had floated] [too far to find its way back|further than ever before].',
            '"{object.a} [always wanted to see|kept asking about] [the rest of the sky|what was past the moon]," [sighed|said] [{companion.the}|{companion.name}], "and [tonight it went to look|now it has wandered off to find out]."',
          ],
          [
            '{object.a}, the smallest in its group, had [drifted off|dozed off] to explore and not returned.',
            '"{object.a} is [|so |very ]curious," [said|whispered] [{companion.the}|{companion.name}], "and tonight curiosity took it somewhere we cannot see."',
            '{object.a}, [it seemed|it turned out], [had a restless streak|was the adventurous sort], and [tonight|this evening] [that streak|its curiosity] had [carried it|taken it] [beyond the edges of its constellation|somewhere it could not see home from].',
            '"{object.a} [has never been very good at staying put|always wonders what lies over the next horizon]," said [{companion.the}|{companion.name}] [fondly|with a sigh], "[and this time it wandered off while the others were sleeping|and tonight the horizon won]."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[Soon|Then|So] they [flew|soared|glided|zoomed] off in {vehicle.a}. [First stop: {place.a}.|They went to {place.a}.|They looked at {place.a}.]',
            'Into {vehicle.a} they went. They [zoomed|flew|whooshed|sped] to {place.a}.',
            '{vehicle.a} [took|carried|zipped] them [up|out|far]. [First they tried {place.a}.|They landed at {place.a}.]',
            '[Three, two, one|Ready, set, go|Blast off], up went {vehicle.a}! [Off to {place.a}.|Next was {place.a}.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they zoomed off in {vehicle.a} to search, and their first stop was {place.a}.',
            '{vehicle.a} whooshed them up and away to {place.a}.',
            '{vehicle.a} [was waiting|stood ready] [on the lawn|by the shed], and [off they zoomed|up they went] [into the stars|past the clouds], [looking left and right|with their noses to the window], until [they came to|they reached] {place.a}.',
            'They [hopped into|climbed aboard] {vehicle.a} and [zoomed|sailed] [up past the moon|through the sparkly sky], [calling for the little star|keeping watch on every side], [all the way to|until they reached] {place.a}.',
          ],
          [
            '[|Soon |Before long, |After a while, ]they set off in {vehicle.a} to search, and the first place they tried was {place.a}.',
            '{vehicle.a} [carried|brought] them off across the quiet to {place.a}.',
            '{vehicle.a} [carried|bore] them [up and out|into the quiet beyond the clouds], [and|while] they [watched|scanned] [every corner of the sky|the stars on both sides], [until|and then] {place.a} [came into view|appeared ahead], [the first place worth searching|where a curious star might well have gone].',
            '[Aboard|In] {vehicle.a}, they [set off|flew] [along the route a curious star might take|toward the brightest, most interesting things in the sky], [which led them|and it led them], [quite naturally|sensibly enough], to {place.a}.',
          ],
        ),
        details: v(
          [
            'They looked [left|up|high|near]. They looked [right|down|low|far].',
            'A comet [went|zipped|swished] past. [It waved its tail.|Its tail sparkled.|It said hello.|It had not seen it.]',
          ],
          [
            "[|And ]they peered behind rocks and craters and called the [little|small|tiny] star's name.",
            'A friendly comet swished past and waved its glittering tail.',
          ],
          [
            '[|And ]they searched behind craters and along ridges, calling [softly|gently|quietly].',
            'A comet swept by and wagged its glittering tail by way of greeting.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] they called and called. [No star came.|Nothing came back.|It did not answer.]',
            '[First,|So|Then] they looked [behind a crater|under a moon rock|by a ring|round a planet]. [It was not there.|Nothing there.|[Only dust.|Just dust.|Only a dust bunny.|Just some fluff.]]',
            '"[Little star|Star, star|Hello, star]," [called|sang|cried] {Name}. [Only quiet came back.|No twinkle came.|Nothing at all.]',
            'They [peeked|looked|searched] [in a comet tail|by the rings|in star dust]. [[Not there.|It was not there.|Not in there.|It was not in there.]|Still no star.|No luck yet.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they called, "Little star, where are you?" but nobody answered.',
            '[|First, |To begin with, |Right away, ]they looked behind every crater, but there was no [little|small|tiny] star.',
            'They [followed|tried following] [a trail of sparkles|a glittery trail], [sure it was the little star|hoping it would lead them there], but [it was only moon dust catching the light|it led to a very surprised space snail].',
            '[{companion.The}|{companion.name}] [flashed|blinked] a [little|bright] light [like a signal|again and again], [hoping the star would flash back|in case the star was looking], but [no answer came|the sky stayed still].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they called out [gently|softly|carefully], but there was no answer but the hum of the rocket.',
            '[|First, |To begin with, |Right away, ]they checked every crater, which took some time, and found only moon dust.',
            '[A trail of glitter|A sparkling trail] [looked promising|seemed like a clue] [for a while|at first], but [led them|ended] [only to|at] [a comet|an elderly comet] [who had no idea what they were talking about|who was very pleased to have visitors but had seen no stars].',
            "They [tried|attempted] [signaling|flashing a light] [in the star's own language of twinkles|the way stars call to each other], [patiently|several times], but [the sky gave no reply|no answering twinkle came], [which was worrying|and {companion.the} began to fret].",
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
            '[And|So|At last,] there it was! {object.The} [twinkled|sparkled|glimmered|winked] at them.',
            '[And|So|At last,] they found {object.the}. [It was glad to see them.|It was happy to see them.|It gave a big twinkle.]',
            '[Look|There|Oh]! {object.The} was [playing|hiding|resting] [by a moon|on a ring|in star dust]. [It twinkled hello.|It blinked at them.]',
            '[Peep, peep|Twinkle, twinkle|Blink, blink]! {object.The} [came out|popped up|floated up]. [They found it!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
          ],
          [
            'And there was {object.the}, [twinkling|sparkling] [shyly|bashfully], glad to be found.',
            '[|And |At last, |And just like that, ]{object.the} gave a happy twinkle and [floated|drifted] over to them.',
            '[Tucked behind|Peeking from behind] a [ring of ice|big crater|cloud of stardust], [right where nobody had looked|at last], was {object.the}, [twinkling happily|humming a tiny star song], [delighted to see them|glad to have company].',
            '[There|Right there], [twinkling|peeking out] [shyly|sleepily], was {object.the}, [who had found a lovely view|who had only wanted to see the rings], [and who was very glad to see them|and who was ready to go home now].',
          ],
          [
            '[|And |At last, |And just like that, ]there was {object.the}, [twinkling|sparkling] a [little|bit] sheepishly, clearly glad to be found.',
            '[|And |At last, |And just like that, ]{object.the} blinked with relief and [drifted|floated] over to join them.',
            '[There, at last|Quite suddenly], [just where they had nearly stopped looking|half hidden behind a curve of ice], was {object.the}, [twinkling|glowing] [with an innocent expression|with the bashful air of someone who had not meant to stay out so late].',
            '{object.The} [turned out to be|was] [perfectly fine|quite safe], [sitting|parked] [at the best viewpoint in that part of the sky|beside a ringed planet], [entirely absorbed in|utterly caught up in] [the view|the scenery], and [only a little embarrassed|rather sheepish] [to be found|at all the fuss].',
          ],
        ),
        details: v(
          [
            'They took it back to its place. [The shape was whole.|The gap was gone.|The shape looked right.]',
            'All the stars [twinkled|sparkled|glimmered|winked] [hello|thank you|with joy].',
          ],
          [
            '[|And ]they [carried|brought] it back to its place, and the star picture was whole [again|once more].',
            'All its star friends [twinkled|sparkled|glimmered] at once, like a cheer.',
          ],
          [
            '[|And ]they guided it home, and the star shape was complete once more.',
            '[|And ]the other stars flickered all together, which is how stars cheer.',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[Then|At last|Soon] {vehicle.the} zoomed home. {Name} was back in {their} [room|bed|pajamas].',
            'Home they went, [fast as a wish|quick as a blink|light as a feather|like a comet].',
            '{vehicle.The} [glided|flew|floated] [down|back|home] [past the moon|past the clouds|to the window].',
            '[Down|Back|Home] they [zoomed|flew|drifted]. [There was {their} window.|The house was asleep.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} zoomed home, and {Name} was back in {their} room in no time.',
            '[|Then |After that, |At last ]they [flew|soared|glided] back past the moon, all the way to {nameS} window.',
            '[With the little star safe in its place|Once the star picture was whole again], {vehicle.the} [zoomed|glided] them home, [and|so] {Name} [was back in {their} room|slid back into {bed}] [before the moon had moved an inch|in no time at all].',
            'They [waved|said good night] to [all the stars|the little star], [then|and] {vehicle.the} [floated|carried them] [home|back] [past the moon|over the sleeping town] [as softly as a wish|to {nameS} window].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought them home as fast as a wish, and {Name} climbed back through [the window|the windowpane].',
            '[|Then |After that, |At last ]they sailed back past the moon and down to the rooftops.',
            '[The way home|The return] [was short and|felt] [unhurried|peaceful], [the star picture|the constellation] [shining whole behind them|complete again over their shoulders], and {vehicle.the} [set {Name} down|landed] [by {their} window|on the lawn] [without a sound|as gently as snow].',
            '{vehicle.The} [brought them home|carried them back] [past the moon|over the rooftops], and [from the garden|through the window], {Name} [looked up|checked] [once more|one last time]: [all five stars in place|the gap was gone], [as if it had never been there|exactly as it should be].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} saw the star shape. [It was whole.|It was all there.|Every star was home.] {They} [slept|dozed|dreamed].',
            '[Soon|Then|That night] the [little|small|tiny] star [twinkled|sparkled|glimmered]. [Good night, {Name}.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]|[Night, night.|Night, night, little one.|Night, night, sleepyhead.]]',
            '{Name} [waved|blinked|smiled] at the little star. [It blinked back.|It winked back.] Then {Name} [slept|dozed off|fell asleep].',
            '[High above|Far up|Up in the sky], the stars [kept watch|shone on|glowed]. {Name} [slept|dreamed|dozed] [below|under them|in bed].',
          ],
          [
            'From {bed}, {Name} could see the star shape, whole [again|once more], and {they} [fell asleep|drifted off to sleep|dozed off] smiling.',
            '[|Soon |Before long, |In a little while, ]the [little|small|tiny] star [twinkled|sparkled|glimmered] extra bright, as if saying thank you, and {Name} [slept|dozed|dreamed].',
            '[Snug in {bed}|Back under {their} blanket], {Name} [counted|checked] the stars [one more time|through the window]: [one, two, three, four, five|all of them there], and [with a happy sigh|smiling], {they} [fell asleep|closed {their} eyes].',
            '[The little star|One small star] [twinkled|winked] [at the window|down at {Name}] [as if to say thank you|extra brightly], [and|so] {Name} [winked back|waved], [snuggled down|yawned], and [slept|fell fast asleep].',
          ],
          [
            'From {bed}, {Name} could see the star shape complete [again|once more], and one [small|little] star [twinkled|sparkled|glimmered] a little brighter than the rest.',
            'Sleep came easily, under a sky with nothing missing.',
            '{Name} [looked up at|checked] the [constellation|star picture] [one last time|from {their} pillow], [found it complete|saw it whole], and [let sleep come|fell asleep] [with the particular satisfaction of a job finished|knowing everyone was home].',
            '[The smallest star|One small star] [shone|twinkled] [a touch brighter than the others|just slightly brighter than usual] [that night|over the chimney], [which {Name} chose to take as a thank-you|like a wink], and [sleep came|{Name} slept] [easily|soon after].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-broken-telescope',
    worlds: ['space'],
    themes: ['space', 'adventure', 'science', 'friendship'],
    tags: ['space', 'flying'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['robot-bleep', 'astronaut-cosmo', 'star-fox-pip', 'moon-rabbit-luna'],
      },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      place: { kind: 'place', ids: ['space-station', 'moon'] },
      object: { kind: 'object', ids: ['telescope'] },
    },
    titles: [
      '{Name} Fixes the {object.noun}',
      'A Look at the Stars',
      'The {object.noun} on the {place.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} loved looking at planets. [|And ]{they} had a book about them.',
            '{Name} wanted to see the rings of a planet.',
            '{Name} [pointed at|looked at|tapped] [the planet poster|a picture of Saturn|the big planet book]. [Those rings!|So many planets!|{They} knew every name.]',
            '[At bedtime|After bath time|Before bed], {Name} [said|whispered|counted] the planets [in a row|one by one|out loud]. [Mercury, Venus, Earth, Mars, and on and on.|{They} never missed one.]',
          ],
          [
            '{Name} loved books about planets, and most of all wanted to see a ringed planet up close.',
            'On {their} wall was a poster of the planets, and {Name} knew every name.',
            '[Before bed|Every evening], {Name} [read|looked at] {their} [planet book|space book] [by the lamp|under the covers], [stopping|lingering] [longest at the page with the ringed planet|at the big picture of Saturn and its rings].',
            '{Name} [had a glowing|had a little model of the] solar system [hanging over the bed|on the shelf], and {they} [spun the planets round|gave each one a push] [every night|before sleep], [wishing|wondering what it would be like] to see [the rings|them] for real.',
          ],
          [
            '{Name} had read every book about the planets {they} could find and dreamed of seeing their rings for real.',
            'The poster of the solar system on {their} wall was worn soft from pointing.',
            "{Name} [could recite|knew] the planets [in order|backward and forward], [along with their moons, their sizes and a number of fascinating facts|and the number of moons of each], and what {they} wanted more than anything was [to see Saturn's rings with {their} own eyes|one clear look at a real ringed planet].",
            '[On the ceiling above {bed}|Above {nameS} pillow] hung a [paper|homemade] model of the solar system, [every planet painted by hand|slightly lopsided but scientifically accurate], and {Name} [fell asleep|liked to fall asleep] [looking at the rings of the sixth one|wishing {they} could see the real thing].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '{vehicle.a} landed outside. Out came {companion.a}.',
            '{companion.a} waved from {vehicle.a}.',
            '[Whoosh|Zoom|Bump]! {vehicle.a} [landed|came down] [in the yard|on the lawn|by the gate]. {companion.a} [waved hello|climbed out|peeked out].',
            '{companion.a} [knocked|tapped] on the [door|window]. [Behind {companion.obj} sat {vehicle.a}.|{vehicle.a} was on the lawn!]',
          ],
          [
            '{vehicle.a} landed [gently|softly|carefully] in the yard, and out stepped {companion.a}.',
            '{companion.a} waved from [the window|the windowpane] of {vehicle.a}. "Want to see the planets?"',
            '[A soft hum|A gentle roar|A glow on the lawn] [brought|made] {Name} [to the window|look out], and there was {vehicle.a} [on the grass|by the swings], with {companion.a} [climbing out|waving from the hatch].',
            '[Just as {Name} closed the book|As the lamp went low], {companion.a} [tapped on the glass|appeared at the window] [and pointed to|and waved at] {vehicle.a} [parked on the lawn|waiting below]. "[We need a planet expert!|Could you help us?]"',
          ],
          [
            '{vehicle.a} settled [softly|gently|quietly] onto the lawn, and {companion.a} climbed out with an invitation.',
            '{companion.a} leaned out of {vehicle.a}. "We need an expert," {companion.it} [said|whispered].',
            '[A glow appeared at the bottom of the garden|Something came down gently behind the shed], and [it turned out to be|{Name} found] {vehicle.a}, [with|and] {companion.a} [climbing down the ladder|stepping out] [with the urgent air of someone on a mission|holding a clipboard].',
            '{companion.a} [arrived|landed] in {vehicle.a} [with|bringing] [an unusual request|a problem only a planet expert could solve], [and|so] [{Name} was, it seemed, exactly the expert required|{Name} pulled on {their} slippers at once].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[|Soon |Then |So ]they [flew|soared|glided] to {place.a}. Stars were all around.',
            'Zoom! They landed at {place.a}.',
            '[Up|Up, up|Whoosh], the rocket [went|rose|flew]. [Soon|Then] they [got to|came to|landed at] {place.a}. [It was so quiet!|It was silver and bright.]',
            '[The stars|The moon|The Earth] [went by|zoomed past|got small]. [At last|Soon] there was {place.a}.',
          ],
          [
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] up and up until they reached {place.a}.',
            '[|Soon |Before long, |After a while, ]the rocket purred through the stars to {place.a}.',
            'They [zoomed|soared] [up through the clouds|past the moon] [with the Earth getting smaller behind them|as the stars grew brighter], [until|and then] {place.a} [came into view|appeared ahead], [glinting in the starlight|turning slowly].',
            'The rocket [hummed|rumbled] [softly|happily] [all the way|the whole way] to {place.a}, [and|while] {Name} [named every planet they passed|pressed {their} nose to the round window].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they rose through the atmosphere and out among the stars, heading for {place.a}.',
            'A smooth flight brought them to {place.a}, turning [slowly|gently|unhurriedly] in the starlight.',
            'The [flight|journey] [to {place.a}|out to {place.a}] [was smooth|passed quickly], [the Earth shrinking to a blue bead behind them|the stars sharpening from twinkles to steady points], and {Name} [spent all of it at the window|could not stop smiling].',
            '[They rose|The rocket climbed] [through the thin blue of the upper sky|past the last wisps of cloud] [into the|and out into] [clear black|deep, clear] [space|night], [and|until] {place.a} [drifted into view|came into sight], [bright against the stars|exactly like the pictures, only better].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]there was {object.a}. But it was broken.',
            '{object.a} had a crack. Nobody could see through it.',
            '{object.a} [stood|sat|waited] by the window. [But its lens was loose.|Look, a crack!|The lens went wobble, wobble.]',
            '"[Oh no|Look|See]," said {companion.the}. "{object.a} [is broken|will not work]." [Everything looked fuzzy.|The stars were all blurry.]',
          ],
          [
            '[|Then |But then |Soon enough, ]there stood {object.a}, but its lens had come loose, and everything looked blurry.',
            '"{object.a} is broken," [said|whispered] [{companion.the}|{companion.name}]. "Now nobody can see the rings."',
            '[By the big round window|In the middle of the room] stood {object.a}, [pointed at the stars|ready for the best night of the year], but [one of its lenses had come loose|its lens wobbled when anyone touched it], [and|so] [nothing looked sharp|every star was a blur].',
            '[{companion.The}|{companion.name}] [let {Name} look|showed {Name}] through {object.a}, but [the planets looked like fuzzy blobs|all {they} could see was a smudge] [because the lens had slipped|with the lens all crooked].',
          ],
          [
            '{object.a} stood ready, but a lens had come loose, and everything through it was a blur.',
            '"Without {object.a}," [said|whispered] [{companion.the}|{companion.name}], "nobody here can see the rings of the planets."',
            '{object.a} [was the pride of {place.the}|stood at the heart of the place], [long and brass|polished and gleaming], [but|yet] [when {Name} put an eye to it|through its eyepiece], [the sky was nothing but soft, shapeless smudges|every star had melted into a blur], [because a lens had worked itself loose|for one lens sat crooked in its ring].',
            '"[Tonight the planets line up|Tonight is the clearest night in a hundred years]," [explained|said] [{companion.the}|{companion.name}], [gesturing at|patting] {object.a}, "and [the lens has slipped|something inside has come loose], [so we cannot see a thing|so all we have is fog]."',
          ],
        ),
        details: v(
          [
            'The stars looked [|so |all ]fuzzy. [The planets looked like blobs.|The moon was a smudge.|Saturn had no rings at all.|Everything was a blur.|Mars looked like a drop of jam.]',
            '[|And ][{companion.the}|{companion.name}] looked [|so |all ]sad.',
          ],
          [
            'Through it, stars looked like fuzzy smudges and planets like blobs of paint.',
            '[{companion.The}|{companion.name}] [sighed|let out a sigh]. [|And ]everyone had been looking forward to tonight.',
          ],
          [
            'Through it the stars were fuzzy smudges and the planets shapeless blobs.',
            '[Tonight|This evening] was meant to be the best viewing of the year, which made it worse.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} twisted the lens. [|And ]it fell out.',
            '[|First, |So ]they tried tape. [|And ]it did not stick.',
            '{companion.The} [shook|tapped|patted] it. [Rattle, rattle!|Clink!|Now it was worse.]',
            'They [wiped|cleaned|polished] the glass. [It shone.|It sparkled.] [But it was still fuzzy.|Still blurry!]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} twisted the lens, but it wobbled out [again|once more].',
            '[|First, |To begin with, |Right away, ]they tried sticky tape, but in space it would not stick.',
            '[{companion.The}|{companion.name}] [polished the lens until it squeaked|cleaned the glass with a soft cloth], [which made it very shiny|and it sparkled], [but|yet] the stars [were still as blurry as ever|still looked like smudges].',
            'They [tried turning every knob|turned all the dials] [one by one|this way and that], [but|and] [the picture only got fuzzier|nothing came clear at all].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} twisted the lens back into place, and it promptly wobbled out [again|once more].',
            'Tape turned out to be useless in the cold of space.',
            '[A thorough polishing|Cleaning every lens] [produced a very shiny telescope|made the brass gleam], [but not|though not] [a sharper picture|a clearer sky]: [the trouble was not dirt|dust had never been the problem].',
            '[They tried|{Name} tried] [adjusting every knob in turn|turning each dial a little at a time], [the way you might tune a radio|patiently], [but|and] [the smudges only slid about|the stars swam in and out of blur] [without ever coming clear|and refused to settle].',
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
            '[|And |So ]{object.the} worked [again|once more]! {Name} saw the rings.',
            '[|And |So ]the rings were [|so |all ]gold and bright. Wow!',
            '[Click!|Clink!|Snap!] The lens [fit|sat|went] [just right|back in]. [Now the stars were sharp!|Look, the rings!]',
            '{Name} [looked|peeked|peered] in. [Wow! Rings of gold!|A planet with rings!|So clear!] [{companion.The} cheered.|{They} gasped.]',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} worked perfectly, and through it {Name} saw the golden rings of a planet.',
            '"Wow," whispered {Name}. [|And ]the rings were even more [beautiful|lovely] than in any picture.',
            '[This time|Now], when {Name} [looked|peered] through {object.the}, [the blur was gone|the sky was crisp and clear], and there [hung|floated] [a golden planet wearing its rings like a hat|the ringed planet, exactly like the pictures but a hundred times better].',
            '[Everyone took turns|They took turns] at {object.the}, [and|while] [each one said|every one gasped] "[Ooh|Wow|Oh, look]" [at the rings|at the moons], [and|until] [{companion.the}|{companion.name}] [did a happy spin|could not stop smiling].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} was sharp and clear [again|once more], and through it the rings of a planet [shone|glowed|gleamed] like a golden halo.',
            '[|And |At last, |And just like that, ]{Name} looked for a long time without saying anything, which was the best compliment of all.',
            '[The lens settled|With the lens back where it belonged], [and|so] [through|in] {object.the} [the planet appeared|the sky came clear]: [a pale gold sphere ringed with bands of ice and dust|tilted, serene, its rings like a brim of light], [more beautiful than any picture|so sharp {Name} forgot to breathe].',
            '[The first clear look|That first sharp view] [through|in] {object.the} [was worth the whole journey|felt like a gift]: [rings of pale gold|the famous rings], [and beyond them|with] [three tiny moons|a scatter of small moons], [all as sharp as if drawn with a pen|sitting perfectly still].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [flew|soared|glided] {them} home. [|And ]it was a soft landing.',
            '[|Then |At last ]they zoomed home past the moon.',
            '[Back|Home] [they went|went the rocket], [past the moon|down, down, down]. [Bump! The lawn.|Home at last!]',
            '{Name} [waved|said bye] to {place.the}. {vehicle.The} [zoomed|flew] home.',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {them} home and landed [softly|gently|quietly] on the lawn.',
            '[|Then |After that, |At last ]they zoomed home past the moon, talking about rings all the way.',
            '[With one last look through the telescope|After a wave goodbye], they [climbed aboard|got back into] {vehicle.the} and [floated|zoomed] home, [the Earth growing bigger and bluer|until the garden lights came into sight].',
            '{vehicle.The} [brought|flew] them [back|home] [past the moon|through the clouds] [and landed|landing] [on the lawn|by the swings] [as gently as a leaf|without a bump], [just as the stars came out at home|right where it had started].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought {them} back and settled [softly|gently|quietly] onto the lawn.',
            'All the way home they talked about rings and moons.',
            'The [journey|flight] home [was spent|passed] in [happy argument|a long discussion] [about which moon was best|about rings, moons and whether Saturn would float in a bathtub], and {vehicle.the} [landed|touched down] on the lawn [before either of them noticed|almost unnoticed].',
            '{vehicle.The} [carried them back|descended] [through the layers of the sky|through the clouds] [to the familiar garden|to the lawn behind the house], and {Name} [stepped out|climbed down] [with the rings still glowing in {their} mind|feeling taller than before].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} [looked at|gazed at|peered at] {their} planet book. [Then|And then|After that] {they} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]{Name} dreamed of golden rings.',
            '{Name} [lay|got|snuggled] in {bed}. [The paper planets spun.|{They} dreamed of gold rings.|{They} counted the planets.] [Good night, {Name}.|Then {they} slept.]',
            '[Saturn|The ringed planet|A gold planet] [spun|twirled|floated] in {nameS} dream. [Round and round.|So sleepy.] [Good night, {Name}.|Then {they} slept.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} gave {their} planet pictures one last look and [fell asleep|drifted off to sleep|dozed off] dreaming of golden rings.',
            'That evening {Name} [slept|dozed|dreamed], and planets spun [gently|softly|carefully] through {their} dreams.',
            '[That night|Back in {bed}], {Name} [looked up at|tapped] the [window|glass] [and smiled|one more time], [because now {they} had seen the real rings|knowing the real ones were even better], and [drifted off|fell asleep] [dreaming of moons|in no time].',
            '[That night|At bedtime], {Name} [counted the planets|whispered their names] [one by one|from Mercury outward], [and somewhere around Saturn|but before Neptune] [{they} fell asleep|sleep came], [dreaming of golden rings|smiling].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} glanced at {their} planet book, which now seemed a [little|bit] plain, and [fell asleep|drifted off to sleep|dozed off] seeing the real thing.',
            'Planets turned [slowly|gently|unhurriedly] through {their} dreams all evening.',
            '[Back in {bed}|Under {their} own blanket], {Name} [regarded|looked at] {their} [planet book|planet pictures] [with new respect|with fond superiority], [having now seen the real thing|as someone who had seen the real thing], and [fell asleep|slept] [almost at once|soundly].',
            '[The planets|Eight planets and their moons] [turned|wheeled] [slowly|quietly] [through {nameS} last waking thoughts|behind {nameS} closed eyes], [the ringed one brightest of all|Saturn wearing its rings like a crown], until [sleep|a deep, starry sleep] [took over the watching|arrived].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-moon-pebbles',
    worlds: ['space'],
    themes: ['space', 'adventure', 'counting', 'friendship'],
    tags: ['space'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['moon-buggy'] },
      place: { kind: 'place', ids: ['moon'] },
      object: { kind: 'object', ids: ['moon-pebbles'] },
    },
    titles: ['{Name} and the {object.noun}', 'A Bumpy Ride on the Moon', 'Pebbles Everywhere'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            'One evening {Name} visited {place.a}. [|And ]{they} bounced with [every|each] step.',
            'In a dream, {Name} landed on {place.a}. Boing, boing!',
            '{Name} [fell asleep|closed {their} eyes] and [dreamed|had a dream]. {They} [stood|landed|hopped] on {place.a}!',
            '[Boing|Bounce|Hop], [boing|bounce|hop]! {Name} was on {place.a}. [It was so quiet.|Silver dust puffed up.|The sky was black and starry.]',
          ],
          [
            'In {their} dream that evening, {Name} was exploring {place.a}, bouncing high with [every|each] step.',
            '{Name} dreamed of {place.a}, where [every|each] step was a [big|great big] soft bounce.',
            '[That night|As soon as {they} fell asleep], {Name} [found {themself}|was standing] on {place.a}, [and one little jump sent {them} floating up like a balloon|where the ground was silver and soft as snow].',
            "{Name} [had always wondered|often wondered] what it would be like to walk on {place.a}, and [tonight's dream|that night, in a dream,] [showed {them}|let {them} find out]: [slow, floaty hops|one big bounce after another].",
          ],
          [
            'That evening {Name} dreamed {they_were} on {place.a}, where every footstep became a slow, floating bound.',
            'In {their} dream, the ground of {place.a} was powdery and silver, and each step sent {Name} drifting upward.',
            '[Sleep took|A dream carried] {Name} [a very long way that night|further than ever before], [to {place.a}|all the way to {place.a}], where [the horizon curved close|the ground glittered like frost] and [a single step|every stride] [lasted|took] [a long, weightless moment|as long as a sigh].',
            '{Name} [landed|touched down] on {place.a} [as softly as a thought|in the middle of a dream], [and discovered|discovering] [at once|with delight] that [walking there was more like swimming|a small hop could carry {them} higher than a house].',
          ],
        ),
        details: v(
          [
            'The dust was [|so |all ]soft. [|And ]it was like flour.',
            '[|And ]the Earth [shone|glowed|gleamed] in the sky.',
            '{Name} [jumped|hopped|leaped] [high|so high|up, up]. [Down {they} came, slow and soft.|{They} floated like a feather.|{They} landed in a puff of dust.]',
            '[Footprints|Little footprints|Boot prints] [went|ran|dotted] [behind {them}|all around|over the dust]. [They stayed very still.|No wind blew them away.|They would stay for years.|They made a wiggly line.|Each one was a tiny crater.]',
          ],
          [
            '[|And ]the moon dust was [|so |very ]soft and gray, like flour in a bowl.',
            'Up in the sky hung the Earth, blue and white and round.',
            '[Every|Each] footprint {Name} made [stayed|sat] [perfectly still|crisp and neat] in the dust, [because there is no wind on the moon|as if it would stay there forever].',
            '[Craters|Round hollows|Wide dips] [dotted|spotted|covered] the ground [like|as if it were] [the top of a crumpet|a giant golf ball|a dimpled pillow].',
          ],
          [
            '[|And ]the dust was fine as flour and held every footprint perfectly.',
            'Overhead hung the Earth, a blue and white jewel.',
            '[Craters of every size|Old round craters] [pocked|dimpled] the plain in every direction, [some small enough to step over|some wide enough to hold a town], [their rims sharp against the black sky|all of them perfectly silent].',
            'Behind {Name}, a trail of [neat|crisp] footprints [led back|stretched] [across the dust|toward the hills], [and with no wind to blur them|and with no weather to disturb them], [they might last a million years|they would stay exactly as they were].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '{companion.a} drove up in {vehicle.a}. "Hop in!"',
            'Here came {companion.a} in {vehicle.a}.',
            '[Vroom|Bump, bump|Whirr]! {companion.a} [rolled up|came by|zoomed over] in {vehicle.a}. "[Hello|Hi there]! [Want a ride?|Hop on!]"',
            '[Over a hill|Round a crater|Out of the dust] came {vehicle.a}. {companion.a} [was driving|waved from it|honked hello].',
          ],
          [
            '{companion.a} came bumping over the hills in {vehicle.a}. "Want a ride?"',
            'Along came {companion.a}, driving {vehicle.a} over the craters.',
            '[A puff of silver dust|A little cloud of moon dust] [rose|bloomed] [over the crater rim|on the hill], and out of it [rolled|bounced] {vehicle.a}, with {companion.a} [at the wheel|waving both {companion.limbs}|grinning].',
            '{companion.a} [steered|drove] {vehicle.a} [in a wobbly circle|right up to {Name}|around a crater] and [stopped|skidded to a halt] [with a happy honk|in a puff of dust]. "[There is room for two|Climb aboard|Want to help me]?"',
          ],
          [
            '{companion.a} came bouncing over a ridge at the wheel of {vehicle.a}, waving.',
            '{companion.a} [pulled|tugged] up in {vehicle.a} with a spray of silver dust. "Care for a ride?"',
            '[Trundling over the crater rim|Bouncing along the plain] came {vehicle.a}, [its wheels throwing up slow silver fans of dust|as cheerful as a tractor on a summer lane], with {companion.a} [at the controls|behind the wheel], [who waved|who honked a greeting] [as if {they} had been expected|at the sight of a visitor].',
            '{companion.a} [drew up|rolled up] [alongside|beside {Name}] in {vehicle.a}, [a vehicle that had clearly seen many craters|dusty from wheels to roof], and [offered|proposed] a ride [with the air of someone who needed a friend along|with great warmth].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'In the back was {object.a}. Bump! It spilled out.',
            '{object.a} fell over. Pebbles went everywhere!',
            '[In the back|On the seat|By the wheel] sat {object.a}. [Bump!|Boing!|Clunk!] [The pebbles flew out.|Out they bounced.]',
            '[They hit a bump.|The buggy went up and down.|Bump, bump, BUMP!] {object.a} [tipped over|fell out|spilled]. [[Oh no|Oh dear|Oh my]!|[Oops|Whoops|Oopsie|Uh-oh]!|Uh-oh!]',
          ],
          [
            'In the back was {object.a}, but on a [big|great big] bump it tipped, and the pebbles bounced away.',
            'Bump! {object.a} [flew|soared|glided] open, and [shiny|gleaming] pebbles [floated|drifted] out across the moon.',
            '[Rattling in the back|Tucked behind the seat] was {object.a}, and when they [bounced over a crater|hit a bump], [the lid popped open|it tipped right over] and [pebbles floated out in a glittering cloud|the pebbles drifted off in every direction].',
            '"[Careful|Hold on], {object.a} is in the back!" [called|said] {companion.the}, [but|just as] {vehicle.the} [hit a big bump|bounced over a ridge], and [out went the pebbles|the pebbles went sailing away], [slow and shiny|one by one].',
          ],
          [
            '{object.a} was tucked in the back, until a large bump sent it tumbling and the pebbles [drifted|floated] out in every direction.',
            '[|Then |But then |Soon enough, ]the buggy hit a bump, {object.a} burst open, and glittering pebbles [floated|drifted] off [slowly|gently|unhurriedly] across the craters.',
            '{object.a} [had been riding|sat] [safely|snugly] in the back [until|right up until] {vehicle.the} [found|met] [an unexpected ridge|a crater nobody had seen], at which point [the lid flew up|it tipped over] and [its contents|a whole collection of pebbles] [floated|drifted] off [like slow, glittering bubbles|in a silvery spray].',
            '[The bump|The jolt] [was not a big one|seemed small at the time], but [on the moon|in such low gravity] it was [enough|plenty]: {object.a} [leapt|rose] [out of the back|from its place], [spilling|scattering] pebbles [in a wide, slow arc|across the crater floor].',
          ],
        ),
        details: v(
          [
            '[|And ]they [floated|drifted] [slowly|gently|unhurriedly]. [Then|And then|After that] they landed far away.',
            '[|And ][{companion.the}|{companion.name}] needed them all.',
            'Some [pebbles|stones] [were gray|were white|sparkled]. [Some were tiny.|Some were round.|One was like a bean.]',
            '"[My pebbles|My collection]!" [said|cried] [{companion.the}|{companion.name}]. [{companion.It} looked so sad.|"Every one is special."]',
          ],
          [
            'On the moon, pebbles fall [slowly|gently|unhurriedly], so they [floated|drifted] far before they landed.',
            '"I need every one for my collection," [said|whispered] [{companion.the}|{companion.name}].',
            '[Some were silver|Some were speckled|Some sparkled], [and some were as round as marbles|and one was shaped like a tiny star], [and {companion.the} loved every single one|and each had a name].',
            '[{companion.The}|{companion.name}] [held {companion.its} head|sat down in the dust] [with a sigh|and groaned], "[It took me ages to find them all|I have been collecting them for years]."',
          ],
          [
            'On the moon, things fall [gently|softly|carefully], so the pebbles [drifted|floated] far before settling.',
            '"Each one is from a different crater," [said|whispered] [{companion.the}|{companion.name}], dismayed.',
            '[Each pebble|Every one] had [a story|been chosen carefully]: [one from the rim of the biggest crater|one that glittered when the Earth shone on it|one that was almost perfectly round], [and|so] [losing them|scattering them] felt like [losing a diary|spilling a drawer of memories].',
            '[{companion.The}|{companion.name}] [watched them go|stared after them] [with|in] [quiet|mute] dismay, [which on the moon is very quiet indeed|as they settled into the dust far and wide].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they hopped after them. [|And ]they bounced too far.',
            '[|First, |So ]{Name} reached for one. [|And ]it [floated|drifted] away.',
            'They [drove|rolled] after them. [Bump! More pebbles fell out.|The buggy was too fast.|Dust went everywhere.]',
            '{companion.The} [jumped|leaped] for one. [Boing! {companion.It} went too high.|{companion.It} missed.|Up, up, {companion.it} went.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they hopped after the pebbles, but they bounced right past them.',
            '[|First, |To begin with, |Right away, ]{Name} reached for one, but it [floated|drifted] out of reach.',
            'They tried [driving|rolling] {vehicle.the} [after the pebbles|across the crater], but the wheels [kicked up|stirred up] so much dust that [the pebbles vanished under it|they could not see a thing].',
            '[{companion.The}|{companion.name}] [made a leap|jumped] for the nearest pebble, [but sailed right over it|and floated high above it], [and came down slowly|landing in a soft puff of dust], [laughing|looking puzzled].',
          ],
          [
            'Hopping after them was hopeless: every hop [carried|brought] them right past.',
            '[|First, |To begin with, |Right away, ]each time {Name} reached for one, the low gravity sent it floating away.',
            '[Driving after them|Following them in {vehicle.the}] [seemed sensible|was the obvious plan], but the wheels [threw up|raised] [clouds of slow dust|a silver haze] that [hid|buried] [half the pebbles|more pebbles than they found].',
            '[{companion.The}|{companion.name}] [launched|threw] {companion.obj}self at the nearest pebble [with great determination|like a goalkeeper], [and|but] the low gravity [carried|sent] {companion.obj} [sailing past|clean over] it [in a long, graceful, useless arc|to land several craters away].',
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
            '[Every|Each] pebble was back. [|And ][{companion.the}|{companion.name}] was [happy|glad].',
            '[|And |So ]they counted all the pebbles. None were missing.',
            '[One, two, three|Clink, clink, clink]! The pebbles [went back|dropped back|were back] in {object.the}. [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|All there!|Safe at last.]',
            '[{companion.The}|{companion.name}] [counted|checked|hugged] {object.the}. [Not one was missing!|All safe!] [{companion.It} did a happy hop.|{companion.It} beamed.]',
          ],
          [
            '[Soon|Before long|In a little while] [every|each] pebble was back in {object.the}, counted and safe.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] [hugged|cuddled] {object.the}. "They are all here!"',
            '[One by one|Pebble by pebble], the [shiny|silver] pebbles [found their way back|went back] into {object.the}, and [{companion.the}|{companion.name}] [counted them twice|checked every one] [with a happy sigh|and did a slow moon-dance].',
            '[With a soft clink|Clink, clink], the last pebble [dropped|settled] into {object.the}, and [{companion.the}|{companion.name}] [hugged|squeezed] {Name} [so hard|with such joy] that they [both floated a little off the ground|bounced into the air].',
          ],
          [
            '[At last|Finally|In the end] [every|each] pebble was back in {object.the}, counted twice.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] peered into {object.the} and beamed. "Every single one."',
            '[The final pebble|The last of them] [dropped|settled] into {object.the} [with a small, satisfying clink|where it belonged], and [{companion.the}|{companion.name}] [counted the whole collection|went through them one by one], [naming each as it went|as if greeting old friends].',
            '[When the collection was whole again|With every pebble accounted for], [{companion.the}|{companion.name}] [did a slow, triumphant somersault|leapt so high with joy {companion.it} took a full minute to land], [which, on the moon, is how one says thank you|much to {nameS} delight].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]they drove back [slowly|gently|unhurriedly]. [Then|And then|After that] a moonbeam [carried|brought] {Name} home.',
            '[|Then |At last ]{vehicle.the} rolled back [gently|softly|carefully]. [|And ]{Name} slid home on a moonbeam.',
            '[Bye-bye, moon!|Goodbye, craters!] A [silver|long|soft] moonbeam [took|slid] {Name} home.',
            '{Name} [waved|said goodbye] to {companion.the}. [Then down, down, down {they} went.|Then a moonbeam took {them} home.]',
          ],
          [
            '[|Then |After that, |At last ]they drove back [very|really|so] [slowly|gently|unhurriedly], going around every bump, and a moonbeam [carried|brought] {Name} home.',
            '[|Then |After that, |At last ]{vehicle.the} [crept|tiptoed] back, careful as a cat, and then {Name} rode a moonbeam down to {their} own room.',
            '[After a wave|With a last wave] to {companion.the}, {Name} [stepped onto|sat on] a [long|silver|shimmering] moonbeam and [slid|glided] [all the way home|down to Earth] [like a slide in the park|as soft as a feather].',
            '{vehicle.The} [drove|bumped] them [back to the edge of the crater|to the top of a hill], where a moonbeam [was waiting|reached down to Earth], and {Name} [rode it home|floated back] to {their} own [room|window].',
          ],
          [
            '[|Then |After that, |At last ]they drove back at a careful crawl, steering around every bump, and a long moonbeam slid {Name} [gently|softly|carefully] home to Earth.',
            '[|Then |After that, |At last ]{vehicle.the} rolled back [slowly|gently|unhurriedly], with {object.the} held tight, and a moonbeam [carried|brought] {Name} down to {their} own room.',
            '[At the edge of the plain|On the crater rim], a moonbeam [reached down|stretched] [toward Earth|all the way to {nameS} window], and {Name}, [after a long goodbye|with a last wave to {companion.the}], [stepped onto it|let it carry {them}] [home|down] [through the deep quiet of space|past the sleeping clouds].',
            'The [way home|return journey] [was simple|turned out to be easy]: [a moonbeam|a slant of silver light] [ran|fell] from the moon to {nameS} [window|bedroom floor], and {Name} [slid down it|followed it] [as gently as a leaf|as easily as turning over in bed].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} kept one pebble. [|And ]{they} [fell asleep|drifted off to sleep|dozed off] holding it.',
            '[|Soon |Then |So ]the Earth [glowed|shone|gleamed]. [|And ]{Name} [slept|dozed|dreamed].',
            '[A small|One shiny|A moon] pebble [sat|lay|rested] by {bed}. {Name} [smiled|yawned|snuggled in]. [Then {they} slept.|Good night, moon.]',
            'The moon [shone|glowed|peeked] in the window. [It looked like a smile.|It winked.] {Name} [slept|dozed|dreamed].',
          ],
          [
            '[|Soon |Before long, |In a little while, ][{companion.the}|{companion.name}] gave {Name} one pebble to keep, and {they} [fell asleep|drifted off to sleep|dozed off] holding it.',
            'With the blue Earth shining in [the window|the windowpane], {Name} [fell asleep|drifted off to sleep|dozed off].',
            '[Back in {bed}|Under {their} own blanket], {Name} [looked up at the moon|held the little pebble], [and|then] [whispered good night to {companion.the}|and imagined {companion.the} tucking {companion.its} collection away], [and fell asleep|before {their} eyes slowly closed].',
            '[The moon|The round white moon] [peeped|shone] through the curtains, [looking|as] [pleased and peaceful|calm as a night-light], and {Name} [drifted off|fell asleep] [with one hand curled around a pebble|feeling light enough to float].',
          ],
          [
            '[|Soon |Before long, |In a little while, ][{companion.the}|{companion.name}] gave {Name} one [small|little] pebble as a thank-you, and {Name} [fell asleep|drifted off to sleep|dozed off] with it in {their} hand.',
            'Sleep came [softly|gently|quietly], light as a step on the moon.',
            '[Through the window|Between the curtains], the moon [hung|shone] [white and calm|full and bright], [and|as] {Name} [tried to spot the crater|looked for the place] where {companion.the} [lived|kept {companion.its} pebbles], [but sleep came|and sleep came] [before {they} could find it|softly, long before the search was done].',
            '{Name} [fell asleep|drifted off] [with a single moon pebble on the nightstand|holding a small, smooth pebble], [cool and faintly glittering|silver in the moonlight], [proof|a reminder] that [some dreams leave something behind|good deeds travel a long way].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-silent-comet-bell',
    worlds: ['space'],
    themes: ['space', 'music', 'magic', 'bedtime'],
    tags: ['space', 'dark', 'night', 'flying'],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      place: { kind: 'place', ids: ['star-garden', 'ringed-planet'] },
      object: { kind: 'object', ids: ['comet-bell'] },
    },
    titles: ['{Name} and the Silent {object.noun}', 'The Bell at the Edge of the Stars', 'Ring, Little Bell'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} was in {bed}. [|And ]{they} listened.',
            '[Every|Each] evening, a [tiny|little] bell rang far away.',
            '[Ding|Ting|Ring], [ding|ting|ring]. [Far away|Up high|Way up], a [little|tiny|silver] bell [rang|sang]. {Name} [smiled|listened|yawned].',
            '[At bedtime|Each night|When the lamp went off], {Name} [waited|listened] for the [star bell|far bell|tiny bell]. [It meant sleep time.|It always came.]',
          ],
          [
            '[Every|Each] evening, if {Name} listened [very|really|so] hard, a [tiny|little] bell rang somewhere far above.',
            '{Name} lay in {bed}, listening for the faraway bell that always rang at bedtime.',
            '[Every|Each] night at bedtime, [far above the clouds|somewhere past the moon], a [tiny|silvery] bell [rang|chimed] [three soft times|once, very softly], and {Name} [always waited to hear it|never fell asleep without it].',
            '{Name} [lay|snuggled] in {bed} [with one ear on the pillow and one ear listening|eyes half closed], [waiting for|listening for] the [faraway|silvery] bell that [told the whole sky|meant] it was time to sleep.',
          ],
          [
            'For as long as {Name} could remember, a [faint|soft] bell had sounded somewhere far overhead at bedtime, so [faint|soft] that only careful listeners heard it.',
            '{Name} lay still in {bed}, waiting for the faraway chime that meant the day was properly over.',
            '[Each night, at the exact moment the day tipped into evening|Every evening, just as the stars were settling], a bell [too faint for most people to notice|smaller than a thimble and farther off than the moon] [rang|chimed] [somewhere overhead|out among the stars], and {Name}, who [had sharp ears|listened for it], [always heard it|never missed it].',
            '{Name} [knew|believed] that the [faint|silver] chime [at bedtime|that came every night] was [a signal|a message] [to the stars|to everything in the sky], [telling them|letting them know] it was time to [dim|rest], and {they} [liked to listen for it|waited for it now] [with the covers pulled up|in the quiet].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'But tonight it did not ring. [Then|And then|After that] {companion.a} came.',
            '{companion.a} came to [the window|the windowpane]. "The bell is [|so |all ]quiet!"',
            '[But tonight|Tonight], [no bell|not a sound|only quiet]. [Tap, tap!|Then a glow.] [It was {companion.a}.|In came {companion.a}.|There was {companion.a}.]',
            '{Name} [waited|listened] and [waited|listened]. [No ding.|No ting.] [Then|But then] {companion.a} [came|flew down|floated in].',
          ],
          [
            '[Tonight|This evening] there was no bell, only a tap at [the window|the windowpane] from {companion.a}.',
            'Instead of the bell came {companion.a}, floating at [the window|the windowpane] with worried eyes.',
            '[Tonight|This evening], {Name} [listened|waited] [and listened|a long time], but [the bell never came|there was only quiet], and then {companion.a} [appeared|floated up] at the window, [tapping softly|glowing with worry].',
            '[The clock ticked|Minutes passed], [but|and] [the sky stayed silent|no chime came at all], until [a soft light|a little glow] [came down|floated down] [to the window|onto the sill], and [it was|there was] {companion.a}. "[The bell has stopped|Something is wrong with the bell]!"',
          ],
          [
            '[Tonight|This evening] the chime never came; instead there was a soft tap at the glass, and {companion.a} was floating outside.',
            '[|Just then, |A moment later, |All at once, ]the bell stayed [silent|quiet|still], and in its place {companion.a} arrived at [the window|the windowpane], looking anxious.',
            '[The expected chime|The bedtime chime] [did not come|never arrived], [and the silence where it should have been|and the quiet in its place] [felt|was] [oddly loud|strange], [until|and then] {companion.a} [drifted down to the window|appeared at the glass] [with news|looking worried].',
            '{Name} [waited|lay listening] [for the chime|for the usual bell] [long past its usual time|until the quiet grew uneasy], and [instead|in its place] [came|there came] {companion.a}, [glimmering at the window|tapping on the glass], [with the look of someone who needed help|with an urgent request].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]they [flew|soared|glided] in {vehicle.a}. [|And ]they went to {place.a}.',
            'Up went {vehicle.a}. [|And ]it landed at {place.a}.',
            '[Whoosh|Zoom|Up, up]! {vehicle.a} [flew|took them] [up|high] [past the moon|to the stars]. [Soon|Then] they were at {place.a}.',
            'They [climbed|hopped] into {vehicle.a}. [Off!|Zoom!] [Next came {place.a}.|Hello, {place.a}!]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they rode {vehicle.a} up past the moon to {place.a}.',
            '{vehicle.a} [carried|brought] them swiftly to {place.a}, where the bell lives.',
            '{vehicle.a} [was waiting|stood ready] [by the window|in the garden], and [up they went|off they zoomed], [past the clouds|past the sleepy moon], [all the way to|until they reached] {place.a}.',
            '[With|In] {vehicle.a}, [the trip|the journey] to {place.a} [took no time at all|was quick and smooth], [and|though] {Name} [pressed {their} nose to the window|stared at the stars] [the whole way|as they went].',
          ],
          [
            '{vehicle.a} took them out past the moon to {place.a}, at the quiet edge of the stars.',
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] in {vehicle.a} until they reached {place.a}, where the bell had always hung.',
            '{vehicle.a} [carried them|bore them] [upward|off] [through the clouds|past the moon] and [out into|across] [the wide quiet|the hush] of [space|the sky], [to|toward] {place.a}, [where the bell had always hung|home of the bedtime bell].',
            'The [journey|flight] [in|aboard] {vehicle.a} [to {place.a}|out to {place.a}] [was swift|passed quickly], [and|while] [{Name} listened|they listened] [the whole way|all along] [for even a whisper of the bell|for a chime that never came].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]there was {object.a}. [|And ]it would not ring.',
            '[|Then |But then ][{companion.the}|{companion.name}] swung {object.a}. No sound came.',
            '{object.a} [hung|swung] [there|from a star]. [It swung, but no ding.|It was so quiet.|Swing, swing. Nothing.]',
            '[Look!|There!] It was {object.a}. [{companion.The} swung it.|{Name} tapped it.] [Not a sound.|No ding at all.]',
          ],
          [
            '[|Then |But then |Soon enough, ]there hung {object.a}, but when [{companion.the}|{companion.name}] swung it, it made no sound.',
            '"{object.a} tells everyone it is bedtime," [said|whispered] [{companion.the}|{companion.name}], "but tonight it is silent."',
            '[From a silver thread|High on a hook of starlight] hung {object.a}, [swinging gently|swaying to and fro], but [it made no sound at all|its ring had gone completely quiet], [not even a tiny ting|as if it had forgotten how].',
            '[{companion.The}|{companion.name}] [gave|took] {object.a} [a careful swing|a gentle push], and {Name} [held {their} breath|listened hard], but [the bell stayed silent|nothing came out but quiet].',
          ],
          [
            '[|Then |But then |Soon enough, ]there hung {object.a}, swaying, but its clapper struck without a sound.',
            '"{object.a} rings bedtime for the [whole|entire] sky," [said|whispered] [{companion.the}|{companion.name}]. "Without it, nobody knows when to rest."',
            '{object.a} [hung|swung] [where it always had|from its silver thread], [as lovely as ever|catching the starlight], but [it swung without sound|its voice had gone], [like a mouth opening on a song that never comes|the clapper touching the rim in perfect silence].',
            '[{companion.The}|{companion.name}] [set|gave] {object.a} [swinging|a push], and [it moved exactly as a bell should|its clapper struck the rim], [yet|but] [produced nothing|there was no sound at all], [which was, {Name} agreed, the strangest thing|and the silence was somehow sadder than any noise].',
          ],
        ),
        details: v(
          [
            'The [little|small|tiny] stars were still awake. [|And ]they [yawned|gave a big yawn|yawned a big yawn].',
            'Nobody knew it was bedtime.',
          ],
          [
            '[|And ]the [little|small|tiny] stars were still awake, yawning, because nobody had told them it was bedtime.',
            'Even the moon looked confused.',
          ],
          [
            'Young stars everywhere were still awake and yawning, waiting for a signal that had not come.',
            'Even the moon seemed uncertain whether to rise or set.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} rang it hard. [|And ]it stayed quiet.',
            '[|First, |So ]they listened close. Nothing.',
            '[{Name} tapped it.|They tapped it.|{companion.The} knocked on it.] [Tink? No.|Still no ding.|Not a peep.]',
            'They [polished|rubbed|dusted] the bell. [It shone.|It sparkled.] [But no sound came.|Still so quiet.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} swung it harder, but it stayed [silent|quiet|still].',
            '[|First, |To begin with, |Right away, ]they pressed their ears to it and heard nothing at all.',
            '[{companion.The}|{companion.name}] [polished the bell until it shone|brushed the stardust off it], [thinking it might just be dusty|in case that helped], but [it still would not ring|the silence stayed].',
            'They [tried|gave it] [a tap with a spoon|a flick with a finger|a gentle knock], [which should have made a sweet ting|the way you test a glass], [but|and] [the bell said nothing|there was no sound at all].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} swung it harder, and then harder still, but the bell gave nothing back.',
            '[|First, |To begin with, |Right away, ]they listened with their ears against the silver, and heard only silence.',
            '[A thorough polish|Brushing off the stardust] [made the bell gleam|left it shining], [which was satisfying|which was nice to see], [but|yet] [did nothing for its voice|it swung as silently as before].',
            '{Name} [tapped|flicked] the rim [with a fingernail|very lightly], [the way you might test a glass|as a test], and [listened with an ear pressed close|held {their} breath], [but the bell|and the bell] [held on to its silence|gave back nothing at all].',
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
            'Ding! The bell rang [again|once more]. [|And ]the stars [yawned|gave a big yawn|yawned a big yawn].',
            '[|And |So ]the bell [sang|hummed]. [|And ]it was bedtime in space.',
            '[Ding, ding!|Ting-a-ling!|Ring, ring!] The bell [sang|rang] [again|once more]. [The stars yawned.|{companion.The} cheered.|Bedtime at last!]',
            '[The bell|It] [rang out|sang] [soft|sweet|clear]. [All the stars|Every star] [went sleepy|got dim|gave a yawn].',
          ],
          [
            'Ding, ding! {object.The} rang out across the stars, and all the [little|small|tiny] stars [began to|started to] yawn.',
            '[|And |At last, |And just like that, ]the bell [sang|hummed] clear and silver, and everywhere in space it was bedtime at last.',
            '[First came a tiny ting|A soft ting rang out], then [a clear, bright ding|a whole silver peal], and [all across the sky|everywhere in space] the stars [began to yawn|dimmed their lights] [and settle down|one by one].',
            '[The bell rang|{object.The} chimed] [so sweetly|so clearly] that [{companion.the}|{companion.name}] [did a happy somersault|clapped {companion.its} {companion.limbs}], and [far away|all around] [the sleepy stars|the comets] [began to settle|dimmed their tails].',
          ],
          [
            '[|And |At last, |And just like that, ]{object.the} rang out, clear and silvery, and the sound rolled across the stars like a lullaby.',
            'At the first chime, stars everywhere [began to|started to] dim and settle, as if they had been waiting for permission.',
            '[The first chime|The sound, when it came,] was [small and silvery|faint and pure], [the second stronger|and then it grew], and [by the third|soon] [the whole sky seemed to ring|it was rolling out across the stars], [and the stars|while the stars], [one by one|with what looked like relief], [began to dim|settled into rest].',
            "[{object.The} found its voice|The bell's voice returned] [all at once|clear as ever], [a bright, sweet chime|a sound like a spoon on a glass] that [traveled|carried] [farther than seemed possible|to the edges of the sky], and [everywhere|in every direction] [stars began to settle|the little stars yawned].",
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [flew|soared|glided] home. [|And ]the bell rang [softly|gently|quietly].',
            'Home they went, down, down, down.',
            '[Bye, bell!|Goodbye, stars!] {vehicle.The} [flew|took them] [home|back]. [The bell rang all the way.|Ding, ding, all the way down.]',
            '[Down|Back] they [went|zoomed], [to {nameS} window|past the moon]. [Home again!|Soft landing!]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} home as the bell rang [softly|gently|quietly] behind them.',
            'Down they [floated|drifted] to {nameS} window, the bell still ringing.',
            '[With the bell ringing softly behind them|To the sound of the bell], {vehicle.the} [carried them home|glided back] [past the sleepy moon|through the quiet stars], [and|until] {nameS} [window|garden] [came into view|was right below].',
            'They [waved goodbye|said good night] to {place.the}, [and|then] {vehicle.the} [floated|sailed] [home|back to Earth] [as gently as a lullaby|so softly {Name} nearly dozed off on the way].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] them home with the chime still echoing behind them.',
            '[|Then |After that, |At last ]they [drifted|floated] home to {nameS} window, following the sound of the bell.',
            'The [way home|journey back] [was accompanied|was kept company] [by the bell|by the restored chime], [growing fainter|fading] [with every mile|behind them], [until|and when] {vehicle.the} [touched down on the lawn|reached {nameS} window], [it was only just audible|only the faintest echo remained].',
            '[Home they went|They returned] [through a sky|across a sky] [that was|now] [settling into sleep|dimming star by star], {vehicle.the} [humming|purring] [quietly|contentedly], [as if it too|as though it also] had heard [the bedtime chime|the bell] and [was ready for rest|felt the day was done].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'Ding, went the bell. [|And ]{Name} was [fast asleep|sound asleep].',
            '[|Soon |Then |So ]the stars [slept|dozed|dreamed]. [|And ]{Name} slept too.',
            '[Ting|Ding|Ring], went the [far|little] bell. {Name} [closed {their} eyes|yawned|smiled]. [Good night, stars.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]]',
            '{Name} [snuggled|curled] [in|under the quilt]. [The stars were asleep.|The sky was calm.] [So was {Name}.|{They} slept.]',
          ],
          [
            'Far away, the bell rang one last time, and {Name} was already [fast asleep|sound asleep].',
            'All the stars were sleeping, and so was {Name}.',
            '[Back in {bed}|Under the covers], {Name} [heard|listened for] the [faraway|tiny] bell [ring one more time|ring its last soft chime], [and|then] [smiled|yawned], [because everything was as it should be|and let {their} eyes close].',
            '[That night|Later], the [little|tiny] bell [rang|chimed] [just as it always had|right on time], and {Name}, [warm and sleepy|snug in {bed}], [was asleep before the third ring|drifted off with the sound].',
          ],
          [
            'Somewhere far above, the bell rang its last chime of the evening, and {Name} did not hear it, being already asleep.',
            '[Every|Each] star had settled down for the evening, and {Name} had too.',
            '[Later|Once tucked in], {Name} [heard|caught] the chime [once more|again], [faint and silver|far overhead], [right on time|as if nothing had ever been wrong], and [let it carry {them} into sleep|was asleep before it faded].',
            '[Overhead|Far above the roof], [the stars were dimming|the sky was settling] [to the sound of the bell|as they should], and {Name}, [who had helped make it so|who knew why], [slept|fell asleep] [more soundly than ever|with a small, proud smile].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-chilly-comet',
    worlds: ['space'],
    themes: ['space', 'kindness', 'friendship', 'bedtime'],
    tags: ['space', 'flying'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion', ids: ['comet-zip', 'star-fox-pip', 'moon-rabbit-luna', 'robot-bleep'] },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      place: { kind: 'place', ids: ['moon', 'ringed-planet', 'star-garden'] },
      object: { kind: 'object', ids: ['space-scarf'] },
    },
    titles: ['{Name} Warms Up {companion.name}', 'A Warm Scarf in Space', 'The Chilly {companion.noun}'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} was [cozy|snug] in {bed}. [|And ][the window|the windowpane] was open a crack.',
            'It was a cool evening. [|And ]{Name} had socks on.',
            '{Name} [wore|had on] [fuzzy socks|warm pajamas|a woolly hat] in {bed}. [So cozy!|Toasty toes!|Warm as toast.]',
            '[Outside|Up in the sky], the stars [looked|were] [cold|frosty|icy]. [But|And] {Name} was [warm|snug|cozy] [inside|in {bed}].',
          ],
          [
            '{Name} was warm under {their} blanket, watching the sky through [the window|the windowpane].',
            'The evening was [|so |very ]cool, but {Name} was snug in warm socks and pajamas.',
            '[There was frost on the glass|The night was chilly and clear], but {Name} was [tucked up|snuggled] [under two blankets|in {their} warmest pajamas], [watching the frosty stars|with a hot-water bottle at {their} feet].',
            '{Name} [wiggled|curled] {their} [toes|feet] [in {their} fuzzy socks|under the heavy quilt] and [looked out at|gazed up at] the [icy|glittering] stars, [glad to be inside|feeling warm from head to toe].',
          ],
          [
            '{Name} was warm under {their} covers, with just the tip of {their} nose out in the cool evening air.',
            'It was a cool, clear evening, and {Name} was cocooned in blankets by [the window|the windowpane].',
            '[The night had turned|It had become] [properly cold|a sharp, frosty night], [the kind that draws ferns of ice on the windowpane|with the stars looking brittle as sugar], and {Name} [had burrowed|was buried] [deep into {their} quilt|under every blanket {they} owned].',
            '[Frost was feathering the edges of the window|The glass had begun to frost over], and {Name}, [warm under {their} covers|wrapped snugly in a quilt], [watched the stars|looked up at a sky] [that seemed to glitter with cold|as clear and cold as a glass of water].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came to [the window|the windowpane]. [|And ]{companion.it} was shivering.',
            'Tap, tap. [|And ]it was {companion.a}. "Brrr!"',
            '[Tap, tap|Tink, tink|Knock, knock]! [At the window was|There was] {companion.a}. [{companion.It} was so cold!|Brrr, {companion.it} shook.]',
            '[A little light|Something small] [shook|shivered|wobbled] at the glass. [It was {companion.a}.|Look, {companion.a}!] "[Brrr|So cold|Help]!"',
          ],
          [
            '{companion.a} [floated|drifted] to [the window|the windowpane], shivering all over.',
            '"Brrr," [said|whispered] {companion.a}, tapping on the glass. "It is so cold out there."',
            '[Something tapped|A tiny knock came] at the [frosty|icy] glass, and there was {companion.a}, [shivering so hard the glass rattled|wrapped up tight but still shaking|with frost on the tip of {companion.its} nose].',
            '{companion.a} [landed|bumped] [on the windowsill|against the glass] [with a shiver|all hunched up], [blowing on {companion.its} {companion.limbs}|huddled into a little ball]. "[May I come in for a moment|Is it warm in there]?"',
          ],
          [
            '{companion.a} arrived at [the window|the windowpane], shivering so hard {companion.it} rattled the glass.',
            '"Space is [very|really|so] cold tonight," [said|whispered] {companion.a}, shivering on the sill.',
            '[A small, shivering shape|Something bright but trembling] [arrived|appeared] on the windowsill [and knocked|and tapped politely], and [resolved into|turned out to be] {companion.a}, [frost on {companion.its} nose|so cold that {companion.its} breath made little clouds].',
            '{companion.a} [appeared|was waiting] at the [window|glass], [sparkling with frost|shivering from head to toe], [and explained,|and said,] [through the chattering,|between shivers,] that [space was colder than usual tonight|it had never been so cold].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ][{companion.the}|{companion.name}] had {object.a}. But it had a [big|great big] hole.',
            '"My {object.noun} is worn out," [said|whispered] [{companion.the}|{companion.name}]. [|And ]it was {object.a}.',
            '{companion.The} [held up|showed {Name}|pulled at] {object.a}. [It had holes!|It was so thin.|The wind went right through.]',
            '"{object.a} [is too thin|has holes|is worn out]," said {companion.the}. [{companion.It} gave a shiver.|"Brrr!"]',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] wore {object.a}, but it was worn so thin that the cold came right through.',
            '"{object.a} kept me warm for years," [said|whispered] [{companion.the}|{companion.name}], "but now it is full of holes."',
            '[Around {companion.its} neck|Wrapped round and round] was {object.a}, but [it was so full of holes|it had worn so thin] that [the cold went straight through it|it was more like a net than a scarf].',
            '[{companion.The}|{companion.name}] [tugged at|pointed to] {object.a}. "[It used to be so warm|It was my best one]," {companion.it} [sniffed|said], "[but look at all the holes now|but it is all worn through]."',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] had {object.a} wrapped around {companion.obj}, but it had worn thin, and the cold of space [crept|tiptoed] through every gap.',
            '"I have had {object.a} forever," [said|whispered] [{companion.the}|{companion.name}], shivering, "and now it is more holes than scarf."',
            '{object.a} [hung|was wound] around [{companion.its} neck|{companion.obj}], [so worn|so thinned by years of use] that it [let in|admitted] [more cold than it kept out|the cold through a hundred small holes], [like a fence|the way a fence lets in wind].',
            '[The trouble|The problem], [{companion.the}|{companion.name}] explained, was {object.a}: [once|it had once been] [thick and cozy|the warmest thing {companion.it} owned], [it had worn|but it had worn] [to threads|into more hole than scarf] [over many winters|after years of adventures].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['vehicle', 'place'],
        variants: v(
          [
            '[|Soon |Then |So ]they [flew|soared|glided] in {vehicle.a} to {place.a}. [|And ]it was cold there.',
            'Zoom went {vehicle.a}. [|And ]they went to {place.a}.',
            '[Up|Off|Away] they [went|flew|zoomed] in {vehicle.a}. [Soon they were at {place.a}.|There was {place.a}!] [It was icy.|It glittered with frost.]',
            '{vehicle.a} [took|flew] them to {place.a}. [Brrr, so cold!|Frost was on everything.|It was so shiny!]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] in {vehicle.a} to {place.a}, where [{companion.the}|{companion.name}] lived.',
            '{vehicle.a} [carried|brought] them to {place.a}, cold and silver and still.',
            '[Bundled up in blankets|With scarves and hats on], they [climbed into|boarded] {vehicle.a} and [zoomed|sailed] [up past the moon|through the frosty stars] to {place.a}, [where everything sparkled with ice|home of {companion.the}].',
            '{vehicle.a} [hummed|rumbled] [warmly|cozily] [as it carried them|all the way] to {place.a}, [where the ground glittered with frost|where it was even colder than {Name} had imagined].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they took {vehicle.a} to {place.a}, where [{companion.the}|{companion.name}] lived, and where the cold was sharpest.',
            '{vehicle.a} brought them to {place.a}, silvery and still and [very|really|so] cold.',
            '{vehicle.a} [carried|took] them [up through the clouds|out past the moon] to {place.a}, [where frost lay over everything like sugar on a cake|where the cold was crisp and the silence complete], [and where {companion.the} lived|home to {companion.the}].',
            'They [traveled|flew] to {place.a} [aboard|in] {vehicle.a}, [its heater humming valiantly|with every blanket from {nameS} bed], and [stepped out|arrived] [into a cold so clean it almost sparkled|onto ground that crunched with frost].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} tied a knot. [|And ]the holes were still there.',
            '[|First, |So ]they [hugged|cuddled]. [|And ]it helped [a bit|a little|for a while].',
            '{Name} [gave|lent] {companion.obj} a [sock|mitten|glove]. [It was too small.|It fell off.|It only warmed one ear.]',
            'They [rubbed|blew on] {companion.its} {companion.limbs}. [Warm for a bit.|Then cold again.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tied knots in the scarf, but the cold still got in.',
            '[|First, |To begin with, |Right away, ]they had a [big|great big] [hug|cuddle], which [helped|did some good], but only for a while.',
            '{Name} [offered|tried] {their} [fuzzy socks|woolly hat|mittens], [which was kind|and {companion.the} said thank you], but [they did not fit at all|they kept slipping off], [and the shivers came back|so that did not work].',
            'They [stood|sat] [very close|side by side] [to share warmth|to keep warm], [which helped a little|which was nice], but [the cold crept back|{companion.the} still shivered] [as soon as they moved|whenever the cold breathed on them].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried knotting the worst holes closed, but the cold found its way around the knots.',
            'A long [hug|cuddle] helped, as hugs do, but it could not last all evening.',
            '{Name} [lent|offered] {their} [bedsocks|mittens] [as emergency scarves|one after the other], [a generous thought|a kind idea] [that|which] [did not work|came to nothing] [for reasons of size and shape|because they were the wrong size entirely].',
            '[They tried|Next came] [huddling together|sharing a blanket], [which worked for a while|which helped], but [a blanket cannot go everywhere with you|the cold waited patiently at the edges], and [{companion.the}|{companion.name}] [began to shiver again|was soon chattering once more].',
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
            '[|And |So ][{companion.the}|{companion.name}] was [|so |all ]warm now. [|And ]{companion.it} [smiled|grinned|beamed].',
            'No more shivers! [{companion.The}|{companion.name}] [glowed|shone|gleamed].',
            '[Now|At last] [{companion.the}|{companion.name}] was [warm|toasty|snug]. [No more brrr!|{companion.It} did a twirl.|{companion.It} glowed pink.]',
            '[Warm, warm, warm!|So cozy!|All toasty!] {companion.The} [smiled|hugged {Name}|laughed]. [The shivers were gone.|{companion.It} was snug at last.]',
          ],
          [
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] stopped shivering and [glowed|shone|gleamed] warm and happy.',
            'Warm at last, [{companion.the}|{companion.name}] did a happy twirl.',
            '[The shivering slowed|The shaking eased], [then stopped|then went away], and [{companion.the}|{companion.name}] [gave a long, warm sigh|wiggled with happiness], [as snug as toast|warm right through].',
            '[Wrapped up warm|Cozy at last], [{companion.the}|{companion.name}] [did a loop-the-loop|twirled round] [of happiness|for joy], [and|so] [{Name} laughed|they both laughed], [and the frost nearby began to melt|while the stars twinkled].',
          ],
          [
            '[|And |At last, |And just like that, ]the shivering stopped, and [{companion.the}|{companion.name}] [glowed|shone|gleamed] with warmth from the inside out.',
            '[|And |At last, |And just like that, ][{companion.the}|{companion.name}] spun a slow, contented circle, warm for the first time in weeks.',
            '[The warmth spread|Warmth crept back] [slowly|by degrees] [from {companion.its} nose to {companion.its} toes|through {companion.obj}], [the shivers fading|the chattering easing], until [{companion.the}|{companion.name}] [let out|gave] [a long, contented sigh|a sigh of deep comfort] [that fogged the air between them|and smiled].',
            '[Snug at last|For the first time in weeks], [{companion.the}|{companion.name}] [stopped shivering entirely|was warm all the way through], and [celebrated|marked the occasion] [with a slow, happy somersault|by turning a small, glowing cartwheel] [across the frost|over the sparkling ground].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [flew|soared|glided] {Name} home. [|And ]{they} [waved|gave a wave] goodbye.',
            'Home they went. [|And ][{companion.the}|{companion.name}] [waved|gave a wave].',
            '{vehicle.The} [flew|zoomed|took] {Name} [home|back]. [{companion.The} waved, all warm.|Goodbye, warm friend!]',
            '[Down|Back] went the rocket. [There was {nameS} room!|Home, warm home.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] {Name} home while [{companion.the}|{companion.name}] [waved|gave a wave], warm and [glowing|shining].',
            'Back home they zoomed, to {nameS} [cozy|snug] room.',
            '[After a big, warm hug|With a wave goodbye], {Name} [climbed back into|boarded] {vehicle.the}, and [it carried {them}|they zoomed] [home through the frosty stars|back past the moon], [to {nameS} cozy room|while {companion.the} waved from far away].',
            '{vehicle.The} [brought|carried] {Name} [home|back] [to {their} warm room|to the window with the frost on it], [and|while] [far behind them|back on {place.the}], [{companion.the}|{companion.name}] [waved and waved|glowed like a little lamp].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought {Name} home, and behind them [{companion.the}|{companion.name}] [waved|gave a wave], [glowing|shining] warmly.',
            '[|Then |After that, |At last ]they [flew|soared|glided] home to {nameS} room, which felt even cozier than before.',
            '[The flight home|The journey back] [was quick and cozy|passed in a warm blur], and {Name} [looked back|glanced back] [once|as they left] to see [{companion.the}|{companion.name}] [still waving|glowing contentedly] [on {place.the}|far behind], [warm at last|a bright, warm speck against the cold].',
            '{vehicle.The} [set {Name} down|landed] [outside {their} window|in the frosty garden], [and|where] [{their} room|the lamplight inside] [looked|seemed] [warmer than it had ever looked|like the coziest place in the universe].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]{Name} [pulled|tugged] up the blanket. Warm and [cozy|snug].',
            '[|Soon |Then |So ]{Name} yawned and [slept|dozed|dreamed].',
            '{Name} [got|hopped|snuggled] [back in|under the quilt]. [Toasty toes.|Warm and snug.] [Good night, friend.|Then {they} slept.]',
            '[Far away|Up in space], [a friend|{companion.the}] was warm. [{Name} was warm too.|So was {Name}.] [[Sweet dreams.|Sweet dreams, little one.|Sweet dreams, {Name}.]|[Night, night.|Night, night, little one.|Night, night, sleepyhead.]]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [pulled|tugged] the blanket up to {their} chin and [fell asleep|drifted off to sleep|dozed off], warm and [cozy|snug].',
            'Somewhere in space, a [friend|pal] was [|so |very ]warm, and {Name} slept [happily|cheerfully|gladly].',
            '[Back under {their} quilt|Snug in {bed}], {Name} [wiggled {their} warm toes|pulled the covers up], [thought|and thought] of [{companion.the}|{companion.name}] [warm at last|snug in space], and [fell asleep|drifted off] [smiling|feeling cozy inside and out].',
            '[The frost|Frost] [sparkled|glittered] on the window, [but|and] {Name} [did not feel cold at all|was warm from head to toe], [and|so] [sleep came quickly|{their} eyes soon closed].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [pulled|tugged] the covers up, warm and content, and slept deeply.',
            'Somewhere far away a [friend|pal] was [|so |very ]warm, and that thought was the coziest blanket of all.',
            '{Name} [settled|burrowed] [back|down] under the quilt [and found|finding] it [even warmer than before|warmer than ever], [as if|as though] [the kindness had come home with {them}|some of the warmth given away had been returned], and [sleep came|{they} slept] [easily|soon after].',
            '[Outside, the frost went on drawing its ferns on the glass|The night stayed cold and glittering], [but|and] {Name}, [warm through|cozy to {their} toes], [fell asleep|slept] [thinking of a small friend far away|knowing that somewhere among the stars] [wearing something warm at last|a friend was warm too].',
          ],
        ),
      },
    ],
  },
  {
    id: 'space-moon-map-riddle',
    worlds: ['space'],
    themes: ['space', 'adventure', 'mystery', 'friendship'],
    tags: ['space', 'flying'],
    problem: 'puzzle',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['rocket'] },
      object: { kind: 'object', ids: ['moon-map'] },
      // The map charts the moon (its craters, moon dust): the treasure, and the title, are there.
      place: { kind: 'place', ids: ['moon'] },
    },
    titles: [
      '{Name} and the {object.noun}',
      'The Riddle on the {place.noun}',
      'Treasure on the {place.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [found|discovered] a note under {their} pillow. [|And ]it [sparkled|glittered|shimmered].',
            'Something [shiny|gleaming] was on {their} pillow.',
            '[At bedtime|After the story|When the lamp went low], {Name} [found|saw|spotted] a [silver|glittery|starry] note. [It said, "Look up!"|It glowed a little.|It was for {Name}!]',
            '[Crinkle, crinkle.|Rustle, rustle.] [Something was under the pillow.|A note was by the bed.] [It sparkled like a star.|It said, "Look up!"]',
          ],
          [
            'Under {their} pillow, {Name} [found|discovered] a sparkly note that [said|whispered], "Look up."',
            'A sparkly envelope lay on {nameS} pillow.',
            '[Just as {Name} lay down|When {Name} fluffed {their} pillow], [a little silver note|an envelope dusted with stardust] [slipped out|fluttered onto the quilt], and [on it|inside] were two words: "[Look up|Look up, please]."',
            '[There was something crinkly|Something rustled] under {nameS} pillow: [a note written in silver ink|a tiny envelope that glittered like frost], [with|bearing] [a drawing of the moon|a small, shining star] [on the front|in the corner].',
          ],
          [
            'Tucked under {their} pillow was an envelope that glittered faintly, addressed in silver ink.',
            '{Name} discovered a glittering envelope on {their} pillow with two words inside: "Look up."',
            '[It was not unusual|Nothing was unusual] about the evening [until|right up until] {Name} [turned back the covers|lifted {their} pillow] and [found|discovered] [an envelope sealed with a small silver star|a note that shimmered faintly in the lamplight], [containing|with] [a single instruction|two words]: "[Look up|Look up]."',
            '[The note|A silver note] [had not been there at breakfast|was certainly new]: [it lay|lying] [on {nameS} pillow|beside the bedside lamp], [glittering as if written in starlight|its ink shifting like moonlight on water], [and|which] [said only|read], "Look up."',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          [
            '[|Just then |Then ]{Name} [looked up|glanced up]. [|And ]there was {companion.a} in {vehicle.a}!',
            '{companion.a} waved from {vehicle.a}.',
            '[[Whoosh|Whoosh, whoosh|Swoosh]!|Hum, hum.|Beep, beep!] {vehicle.a} [was outside|hovered by the window]. {companion.a} [waved|called|smiled]. "[Hop in!|Come on!|A riddle!]"',
            '{Name} [looked up|peeked out]. [There was {vehicle.a}!|Look, {vehicle.a}!] [In it sat {companion.a}.|{companion.a} waved hello.]',
          ],
          [
            '[|Just then, |A moment later, |All at once, ]{Name} [looked up|glanced up], and outside [the window|the windowpane] hovered {vehicle.a}, with {companion.a} waving.',
            '{companion.a} leaned out of {vehicle.a}. "Ready for a treasure hunt?"',
            '{Name} [did as the note said|looked up at once], and [outside the window|just beyond the glass] [hovered|floated] {vehicle.a}, [with|and] {companion.a} [grinning at the hatch|waving a rolled-up paper|beckoning {Name} aboard].',
            '[A soft glow|A gentle hum] [filled|came through] the window, and there was {vehicle.a}, [hovering beside the curtains|parked on a cloud of its own], [and|with] {companion.a} [inside|at the controls], [calling|shouting], "[Riddle time|We have a puzzle for you]!"',
          ],
          [
            'Outside [the window|the windowpane] hovered {vehicle.a}, and at its hatch stood {companion.a}, waving.',
            '{companion.a} called from {vehicle.a}: "We have a riddle to solve, and we need you."',
            '{Name} [looked up|obeyed the note], [and found|to find] {vehicle.a} [hovering outside the window|idling just beyond the curtains], [its lights blinking a friendly pattern|humming like a kettle about to sing], [while|and] {companion.a} [leaned out with an air of great mystery|waved a rolled-up chart].',
            '[The note|The instruction] [proved|turned out to be] [an invitation|a summons]: outside the window [hovered|waited] {vehicle.a}, and {companion.a}, [at the hatch|leaning out], [explained|announced] [that a riddle needed solving|that there was a mystery on the moon and no one better to solve it].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[|Soon |Then |So ]they [flew|soared|glided] to {place.a}. [|And ]it was silver and quiet.',
            'Zoom! They landed on {place.a}.',
            '[Zoom, zoom!|[Whoosh|Whoosh, whoosh|Swoosh]!|Up they went!] [Past the clouds.|Past the stars.] [Bump! They landed on {place.a}.|Then came {place.a}.]',
            '{vehicle.The} [flew|zoomed|took them] [high|up, up] to {place.a}. [It was so quiet.|Dust puffed up.|It was white and bright.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they zoomed through the stars and landed [softly|gently|quietly] on {place.a}.',
            'Up they went, all the way to {place.a}.',
            '[Up through the clouds|Up over the rooftops and the clouds] they [zoomed|soared], [until|and then] {place.a} [rose up|appeared] ahead, [round and silver|quiet and glowing], and they [landed|set down] [with a soft bump|in a puff of dust].',
            '{vehicle.The} [whooshed|sailed] [out past the last of the clouds|over the rooftops and up] and [carried|took] them [all the way|straight] to {place.a}, [which was even brighter up close|where the dust glittered like sugar].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they [flew|soared|glided] out through the stars and settled [softly|gently|quietly] on {place.a}.',
            'A quiet flight [carried|brought] them to {place.a}.',
            'The [journey|flight] to {place.a} [was swift|passed quickly], [the Earth shrinking behind them to the size of a marble|the stars sharpening as they climbed], and {vehicle.the} [touched down|landed] [with barely a bump|in a slow plume of silver dust].',
            '[{vehicle.The} rose|They rose] [through the last thin layers of the sky|past the clouds and into the hush of space], [and|then] {place.a} [swelled|grew] [ahead of them|in the window] [from a coin to a great silver plain|until it filled the whole view], [where they landed|and they came down] [gently|softly].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ][{companion.the}|{companion.name}] had {object.a}. [|And ]the riddle was hard.',
            '[|Then |But then ]there was {object.a}. [|And ]it had a riddle on it.',
            '{companion.The} [opened|unrolled|spread out] {object.a}. [There was no X.|There was a riddle!|It had a puzzle on it.]',
            '"[Look|See|Here]," said {companion.the}. "{object.a}!" [But the X was a riddle.|It said: where the Earth rises.]',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] unrolled {object.a}. [|And ]the riddle [said|whispered], "Where the Earth rises, the treasure hides."',
            '{object.a} showed the [whole|entire] place, but instead of a cross there was a riddle.',
            '[{companion.The}|{companion.name}] [spread|laid] {object.a} [out on a flat rock|on the silver dust], and [in the middle|where the treasure should be marked], [in tiny letters|in silver ink], was a riddle: "[Where the Earth rises|Watch for the rising Earth], the treasure [hides|waits]."',
            '{object.a} [showed|had] [every crater and hill|all the craters, big and small], but [no cross at all|instead of a cross], [only|just] [a riddle|a puzzle] in [curly|silver] writing: "Where the Earth rises, [look there|the treasure hides]."',
          ],
          [
            '[|Then |But then |Soon enough, ][{companion.the}|{companion.name}] unrolled {object.a}, and at its center, where an X should be, was a riddle: "Where the Earth rises, the treasure waits."',
            '{object.a} charted every crater and ridge, but the treasure was hidden behind a riddle.',
            '[{companion.The}|{companion.name}] [unrolled|smoothed out] {object.a} [across a boulder|on the dust between them]: [a beautiful thing|a careful drawing], [every crater named|each ridge and valley inked in silver], and [at its heart|in the place of a cross], [a line of riddle|a riddle]: "Where the Earth rises, the treasure waits."',
            '{object.a} [was|turned out to be] [a work of art|exquisitely detailed], [marking every crater, ridge and ancient lava plain|charting the moon down to the smallest pebble], but [the treasure itself|the spot that mattered] [was hidden|hid] [behind a riddle|behind eight words]: "Where the Earth rises, the treasure waits."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they dug in a crater. No treasure.',
            '[|First, |So ]they [looked up|glanced up] high. Nothing there.',
            'They [looked|peeked] [behind a rock|in a hole|by a hill]. [[Only dust.|Just dust.|Only a dust bunny.|Just some fluff.]|Nothing there.|Just moon dust.]',
            '"[Up high?|The top?|Maybe there?]" said {companion.the}. They [hopped|bounced] up. [No treasure.|Only stars.|Nope!]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they dug in the biggest crater, but found only dust.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] guessed the top of a hill, but there was nothing there.',
            'They [bounced|hopped] [all the way|over] to [the tallest mountain|the edge of a huge crater], [thinking the treasure might be there|sure it was the answer], but [there was only dust|all they found was a very old footprint].',
            '[{companion.The}|{companion.name}] [tried|suggested] [reading the map upside down|turning the map round], [just in case|which made them both giggle], but [that only made the craters look like smiles|the riddle still made no sense].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they dug in the largest crater and found only dust, fine as flour.',
            '[|First, |To begin with, |Right away, ][{companion.the}|{companion.name}] was sure it meant the highest peak, but the peak was bare.',
            '[Their first theory|The first idea] [took them|led them] [to the rim of the deepest crater|to the foot of the tallest peak], [which seemed the most treasure-like place|reasoning that treasure likes a dramatic spot], [and|but] it [held nothing but dust|offered only silence and a fine view].',
            '[{companion.The}|{companion.name}] [proposed|suggested] [that "rises" might mean "climbs"|digging at the highest point], and they [spent a while|passed some time] [scrambling up a ridge|excavating a summit] [to no purpose|for nothing] [but exercise|except a very good view of nothing].',
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
            '[|And |So ]they [found|discovered] a [little|small|tiny] box. Inside were star seeds!',
            '[|And |So ]the treasure was there. [|And ]it [glowed|shone|gleamed].',
            '[There!|Look!|Yes!] [By the edge|Under a rock|In the dust] was a [silver|shiny|little] box. [Star seeds!|It glowed!|Treasure!]',
            'The Earth [came up|rose up|peeked up]. [And there was the box!|It shone on a box!] [Inside were star seeds.|It was full of light.]',
          ],
          [
            'Where the Earth rose over the edge, they [found|discovered] a small box full of [glowing|shining] star seeds.',
            '[|And |At last, |And just like that, ]the treasure was a box of star seeds, each one [glowing|shining] like a [tiny|little] night-light.',
            '[Right where the blue Earth peeked over the edge|Just as the Earth rose over the hills], [a silver box|a little box] [glinted|sparkled] in the dust, and [inside|when they opened it] [were star seeds|lay a nest of star seeds], [glowing|shining] [like tiny lamps|like fireflies].',
            'They [waited|sat] [quietly|very still] [until the Earth rose|for the Earth to rise], and [its blue light|its glow] [fell|shone] [on one spot|on a little mound of dust], where [they dug and found|they found] [a box of glowing star seeds|the treasure: a box of star seeds].',
          ],
          [
            'Exactly where the blue Earth rose over the horizon, they [found|discovered] a small silver box full of [glowing|shining] star seeds.',
            '[|And |At last, |And just like that, ]the treasure turned out to be star seeds, each one a tiny, steady light.',
            '[They settled down to watch|They waited] [at the edge of the plain|facing the horizon], and [when|as] the Earth [rose|lifted], [blue and enormous|slow and luminous], [its light fell on|it lit up] [a small silver box|the corner of a buried box], [half buried in the dust|exactly where the riddle had promised], [filled with glowing star seeds|with a dozen star seeds inside, glowing softly].',
            '[The answer|The treasure] [was exactly where the riddle said|lay precisely where Earth first showed over the rim]: [a plain silver box|a small, dented box], [and inside it|inside which], [nested in soft dust|packed like eggs], [lay|were] [a dozen star seeds|star seeds], [each one giving off|each with] [a gentle, steady light|a glow like a candle behind frosted glass].',
          ],
        ),
        details: v(
          [
            '[|And ]they planted one seed. A [tiny|little] star grew.',
            '[|And ][{companion.the}|{companion.name}] [cheered|clapped].',
            '[{companion.The}|{companion.name}] [did a hop|spun round|gave a cheer]. [Boing!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|What a find!]',
          ],
          [
            '[|And ]they planted one seed, and a baby star sprouted and [twinkled|sparkled|glimmered].',
            '[|And ][{companion.the}|{companion.name}] [cheered|clapped] so loudly it echoed off the craters.',
            '[They held up|{Name} held up] [one seed|a single seed] [to the light|against the stars], and it [twinkled back|winked], [like it was saying thank you|as bright as a wish].',
          ],
          [
            '[|And ]they planted a single seed, and a small star uncurled and [began to|started to] twinkle.',
            '[|And ][{companion.the}|{companion.name}] [cheered|clapped], and the sound echoed round the craters.',
            '[They took|{Name} lifted] [one seed|a single seed] [from the box|carefully] and [watched it pulse|held it up], [warm as a pebble left in the sun|faintly, like a heartbeat of light].',
          ],
        ),
      },
      {
        kind: 'home',
        variants: v(
          [
            '[|Then |At last ]{vehicle.the} [flew|soared|glided] them home. [|And ]{Name} had a seed.',
            'Home they zoomed.',
            '[Zoom!|[Whoosh|Whoosh, whoosh|Swoosh]!] [Home|Back] [they went|went the rocket]. {Name} [held|hugged|kept] [a star seed|the seed] [tight|safe].',
            '[Down, down|Whoosh, whoosh] went {vehicle.the}. [Bump! The garden.|Home again!] {Name} [held the seed.|smiled.]',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} [carried|brought] them home, and {Name} held one star seed tight.',
            '[|Then |After that, |At last ]they zoomed home with a star seed in {nameS} pocket.',
            '[With the map rolled up|With the star seeds safe], they [climbed aboard|got back into] {vehicle.the} and [zoomed|glided] [home past the clouds|back to {nameS} window], [the seed glowing in {nameS} hand|talking about riddles the whole way].',
            '{vehicle.The} [zoomed|glided] [home past the sleepy moon|back through the stars], and {Name} [held the star seed up to the window|kept the star seed safe in {their} hands] [the whole way|until they landed softly on the lawn].',
          ],
          [
            '[|Then |After that, |At last ]{vehicle.the} brought them home, with one star seed in {nameS} pocket as a keepsake.',
            '[|Then |After that, |At last ]they glided home through the stars, the riddle solved.',
            '[The flight home|The way home] [was quiet and content|passed in happy silence], {Name} [holding|cradling] [a single star seed|one glowing seed] [in cupped hands|against {their} chest], [its light steady|like a small lantern] [all the way back to Earth|until {vehicle.the} touched down].',
            '[The way home|The return flight] [was|felt] [short and starlit|quiet and content], [the star seed glowing in {nameS} cupped hands|the folded map tucked safely away], until {vehicle.the} [set them down|touched down] [on the lawn|beneath {nameS} window] [as softly as a falling leaf|without a bump].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the seed [glowed|shone|gleamed] by {their} bed. [|And ]{Name} [slept|dozed|dreamed].',
            'Good night, star seed. Good night, {Name}.',
            '[The seed|The little star seed] [glowed|shone] [soft|gold|white]. [Like a night-light!|Just right for bed.] {Name} [slept|dozed].',
            '[Glow, glow.|Blink.|Twinkle.] The seed [lit|warmed] the [room|shelf]. {Name} [yawned|slept|smiled]. [[Sweet dreams.|Sweet dreams, little one.|Sweet dreams, {Name}.]|Good night, {Name}.]',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the star seed [glowed|shone|gleamed] [softly|gently|quietly] by {bed}, and {Name} [fell asleep|drifted off to sleep|dozed off] beside it.',
            'With a [tiny|little] star [glowing|shining] nearby, {Name} [drifted off|dozed off] to sleep.',
            '{Name} [put|set] the star seed [on the windowsill|in a little cup by {bed}], [where it glowed softly|like a tiny night-light], and [fell asleep|drifted off] [wondering what it might grow into|in its gentle light].',
            "[On the windowsill|By {bed}], the star seed [glowed|shone] [like a tiny night-light|soft and silver], and {Name} [fell asleep|drifted off] [wondering what it would grow into|with the riddle's answer still in {their} head].",
          ],
          [
            '[|Soon |Before long, |In a little while, ]the star seed [glowed|shone|gleamed] [softly|gently|quietly] on the bedside table, and {Name} [fell asleep|drifted off to sleep|dozed off] in its gentle light.',
            'A [small|little] light, a solved riddle and a full heart: {Name} slept well.',
            "[The star seed glowed|On the nightstand, the star seed shone] [faintly|softly] [all night|through the night], [steady as a promise|patient as a lighthouse], and {Name} [fell asleep|slept] [watching it|with the riddle's answer still warm in {their} mind].",
            '[The little seed|The star seed] [glowed|shone] [on the nightstand|by the bed] [with a light as patient as a lighthouse|steadily], and {Name} [fell asleep|slept] [composing riddles of {their} own|imagining it growing into a star of its own].',
          ],
        ),
      },
    ],
  },
];
