import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans at home: toys, pets, rooms and the back garden. Most need no dark, water, heights or animals. */
export const HOME_PLANS: readonly PlotPlan[] = [
  {
    id: 'home-music-box-song',
    worlds: ['home'],
    themes: ['bedtime', 'music', 'magic', 'friendship'],
    tags: [],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['music-box'] },
      place: { kind: 'place', ids: ['living-room', 'playroom', 'sunny-attic'] },
    },
    titles: [
      '{Name} and the Quiet {object.noun}',
      'The Song in the {object.noun}',
      'A Tune for {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} sat in {place.a}. [[Supper|Tea|Bath time|Story time] was [done|over|all done] [now|for today|at last].|The [dishes|toys|blocks|books] were [put away|all away|tidied up|back on the shelf].]',
            '[It was almost bedtime|Bath time was over|The day was nearly done|The sky was pink] in {place.a}. {Name} was [humming|yawning|singing|resting].',
            'In {place.a}, {Name} [curled up|sat|snuggled] on the [rug|sofa|big chair]. [It was quiet.|It was cozy.|The lamp was on.|The clock went tick.|A soft rain tapped the glass.|The room smelled of toast.]',
            '{Name} [hummed|sang|whistled] in {place.a}. [It was a [slow|bedtime|happy|sleepy|made-up] [tune|song] [about the moon|about a boat|with no words|from long ago].]',
          ],
          [
            'After supper, {Name} [curled up|sat cross-legged] in {place.a}, [humming a little tune|watching the lamp glow].',
            'The evening was [slow and golden|soft and still], and {Name} was playing in {place.a}.',
            '[The dishes were done|Bath time was over|The toys were tidied away], and {Name} [padded|wandered|drifted] into {place.a} [in {their} socks|with a blanket round {their} shoulders|humming under {their} breath].',
            'It was that [quiet|drowsy|golden] part of the evening, and {Name} was [lying on the rug|building a block tower|looking at a picture book] in {place.a}.',
          ],
          [
            'The evening had settled into its [slowest|softest] hour, and {Name} was [sprawled|curled] in {place.a} with nothing [urgent|pressing] left to do.',
            'Supper was over, the lamps were [lit|glowing], and {Name} had {place.a} [all to {themself}|to {themself} for a while].',
            "{place.a} was [at its best|at its coziest|at its most peaceful] after supper, [the lamps low|the curtains half drawn|the day's noise all spent], and {Name} had [claimed|settled into] [the big armchair|a nest of cushions|the rug by the window] for the evening.",
            '[Outside, the sky was turning the color of plums|The windows had gone blue with evening|The last of the daylight was leaving the garden], and in {place.a} {Name} was [turning the pages of a book|humming a tune with no particular ending|doing nothing in particular, which is an art].',
          ],
        ),
        details: v(
          [
            '[The|A|One] [lamp|little lamp|tall lamp|old lamp] [made|gave|cast] a [warm|soft|golden|gold] glow [on the wall|by the sofa|in the corner|over the rug]. [The rug|The mat|The carpet] was [soft|so soft|fuzzy|warm|thick] [under {their} feet|and thick|and red|and round|and striped|like a cloud].',
            '[A clock|The hall clock|An old clock|The big clock] [went|said|ticked] [tick, tock|tock, tick|tick, tick] [on the wall|in the hall|very softly|slow and low]. [Everything|The whole house|The room|The hall] [felt|was|seemed] [calm|peaceful|still|slow|sleepy|hushed] [now|tonight|and warm].',
            '[Outside|Out the window|Past the curtains], the sky [went|turned|was] [pink|purple|soft blue|gold]. [Inside|In here|By the lamp], it was [warm|snug|cozy] [and still|as toast|and quiet].',
            '{Name} [wiggled|wriggled|tucked] {their} [toes|feet|cold toes] [into|under] a [cushion|blanket|soft throw]. [Ahh, so warm.|Ahh, toasty.|That was better.|Snug as a bug.|Cozy at last.|How cozy it was.|Warm toes, happy {Name}.|Toes like toast!|Mmm, that felt nice.]',
          ],
          [
            '[|And ]the lamp [painted|threw] a circle of [honey-colored|warm yellow] light across the rug.',
            'Somewhere in the house a clock was ticking, [slow and steady|patient as ever].',
            'Outside the window the sky [was fading|had turned] [from pink to purple|to a soft, sleepy blue|to the color of plums], [which only made the room feel cozier|and the first star was peeking out|and the garden was going quiet].',
            '{Name} [tucked|pushed|wriggled] {their} [feet|toes|cold toes] under a [cushion|fuzzy blanket|folded quilt] and [let out a long, happy breath|felt warm right down to the toes|leaned back against the sofa].',
          ],
          [
            'A single lamp poured [honey-colored|amber] light over the rug, and the rest of the room [faded into|softened to] comfortable gray.',
            '[|And ]the only sound was the clock in the hall, [counting out the minutes|ticking] as if it had all the time in the world.',
            'Beyond the window the garden was [dissolving|fading|melting] into [blue dusk|the evening|soft gray-blue], [the kind of view that makes any room feel twice as warm|one star already pinned above the fence|the trees turning into paper cut-outs].',
            '{Name} [burrowed|tucked|wriggled] {their} [toes|feet] [deep into|under] [a heap of cushions|the folds of an old quilt|a blanket that smelled of clean laundry], [entirely content|as comfortable as a cat in a sunbeam|with no intention of moving for a good long while].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '[Then|And then|After that|Just then] {companion.a} [came over|came closer|wandered over|tiptoed in]. {companion.It} looked [worried|sad|glum|upset].',
            '{companion.a} [tugged|tapped] on {their} sleeve. "[Can you help me|Will you help me|Please help]," {companion.it} [said|asked|whispered].',
            '[Pitter, pat|Tap, tap|Shuffle, shuffle]. In came {companion.a}, [holding something|with a sad face|very slowly].',
            '{companion.a} [sat|climbed|hopped] up [by|next to|close to] {Name}. [{companion.It} gave a long sigh.|{companion.It} was so quiet.|{companion.It} looked a little sad.|{companion.It} did not say a word.]',
          ],
          [
            '[Just then|A moment later], {companion.a} [shuffled|hurried] over, looking [worried|puzzled].',
            '{companion.a} came [close|right up to {them}] and [whispered|murmured], "[I need your help|Something is wrong]."',
            '[A soft knock|A shuffle of feet|A small sigh] came from the doorway, and there stood {companion.a}, [holding something very carefully|looking down at {companion.its} feet|blinking sadly].',
            '{companion.a} [climbed|crept|settled] [onto the sofa|up beside {Name}|onto the end of the rug] [without a word|very quietly|with a long, sad sigh], and {Name} could tell at once that something was wrong.',
          ],
          [
            '[|Just then, |A moment later, |All at once, ]it was then that {companion.a} [appeared|turned up|popped up] at {their} elbow, wearing [the kind of frown|the small, crinkled frown|the hopeful, uncertain look] that means a [little|small] worry needs a [friend|pal] to share it.',
            '{companion.a} [edged|padded] closer with the careful look of someone who has been working up the courage to ask for help.',
            '[The door creaked|There was a polite cough from the doorway], and {companion.a} [came in|stepped in|edged in] [holding something close|cradling something in both {companion.limbs}], with the careful, hopeful face of someone [bringing bad news|about to ask a favor].',
            '{companion.a} [arrived|appeared] [so quietly that {Name} almost missed it|on silent feet|without any of {companion.its} usual bounce], and sat down [close|nearby] [as if hoping to be asked what was wrong|waiting for the right moment to speak].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Look,] {companion.the} held {object.a}. [It did not [play|sing|make a sound] [at all|one bit|tonight].|Not [one|a single] [note|plink|sound] [came out|was heard|rang out].|It was [silent|so quiet|still and quiet] [inside|tonight|now].]',
            '[Then|Soon|But then] {companion.the} showed {them} {object.a}. "[It forgot its song|It will not play|Its song is gone|It has gone quiet]," {companion.it} [said|whispered|sighed].',
            '{companion.The} [opened|lifted the lid of|held up] {object.a}. [No music came.|It was quiet.|Not a plink.|Not one note came out.|It made no sound at all.|It stayed silent.]',
            '"[Listen|Look|Hear this]," said {companion.the}, holding {object.a}. [But there was nothing to hear.|It made no sound.|Not a single note came.|It was as quiet as a mouse.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} was holding {object.a}, but when {companion.it} lifted the lid, [not a single note came out|it stayed completely silent].',
            '"[Every|Each] evening {object.a} plays me to sleep," [said|whispered] {companion.the}, "but tonight it [has gone quiet|will not play]."',
            '[In {companion.its} arms|In {companion.its} lap|Held out carefully] was {object.a}, [and|but] when the lid [went up|was opened], [there was only silence|the dancer stayed still and no music came].',
            '"[Will you listen to this|Can you hear anything|Something is wrong with it]?" asked {companion.the}, [opening|lifting the lid of] {object.a}. [But it made no sound at all.|There was not one note.|The silence said it all.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} cradled {object.a}, the one that had played the same [lilting|gentle] tune [every|each] evening for years, and lifted its lid to show that it had fallen [utterly|completely] silent.',
            '"{object.a} has always played me to sleep," {companion.the} explained, "and tonight, for no reason I can find, it will not make a sound."',
            '{companion.The} set {object.a} down [between them|on the rug|on {nameS} knees] and [raised|lifted] the lid, and the silence that followed was [somehow louder|far sadder] than any tune.',
            '"[It used to play every night|It has played every bedtime I can remember]," [said|murmured] {companion.the}, opening {object.a} [to prove the point|to show {Name}]; [the dancer did not stir|not a single note came out], [and the little room seemed to hold its breath|and neither did anything else].',
          ],
        ),
        details: v(
          [
            'The [little|small|tiny] dancer inside [stood still|did not move|stood stiff|was frozen|just stood there]. [She did not [spin|turn|twirl] [at all|one bit|an inch|round].|Her arms were up, but she did not turn.|She was waiting for her song.|She was waiting for the music.|She waited and waited.|She stood on one toe, very still.]',
            '[The lid had|On the lid were|Its lid had] [tiny|little|pretty] painted [flowers|stars|birds|roses|bees]. They were [a bit|a little|so] [faded|worn|pale|old].',
          ],
          [
            'Inside, a [tiny|little] painted dancer stood [perfectly still|frozen mid-twirl], waiting for the music to start.',
            '[|And ]the lid was painted with [small blue flowers|curling vines], worn [pale|soft] where many hands had opened it.',
          ],
          [
            'Inside, a [tiny|little] painted dancer [waited|stood waiting] on one toe, as patient as if she had been waiting for a hundred years.',
            '[|And ]its lid was worn smooth at the edges, the painted flowers softened by every hand that had ever lifted it.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} turned the [little|small|tiny|gold] key. [[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|No song came.|It only clicked.|Click, click, and no more.|It went round, but no tune.]',
            '[First,|So|Then] {they} gave it a [gentle|soft|little|tiny] shake. [It stayed quiet.|Still no song.|Nothing at all.|Not a peep.|It just rattled.]',
            'They [tapped|wiped|dusted|polished] the lid. [Still quiet.|No plink, no plonk.|Not a note.|The box did not sing.|It did not help.]',
            '[{companion.The}|{companion.name}] [hummed|sang] to it. [It did not [sing|hum|play] [back|along|at all].|The box [stayed|was still|sat] [still|quiet|silent].]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} turned the [little|small|tiny] key [three times|round and round], but the music box only [clicked|gave a tiny creak].',
            '[|First, |To begin with, |Right away, ]they tried [opening and closing the lid|tapping the side gently], but the music stayed [hidden|asleep].',
            '{Name} [held|pressed] {their} ear [close to|right up against] the box and [listened|waited] [for a long time|very hard], but [all {they} heard was|there was only] [a faint tick|the clock in the hall|a tiny whir].',
            'They [blew the dust out of it|gave the key one more careful turn|set it in the warm lamplight], [hoping that might help|in case it was just sleepy], but the music [would not come|stayed away|still did not play].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} wound the key with great care, [counting the turns|listening closely], but the box answered with nothing more than a small, [tired|hollow] click.',
            '[|First, |To begin with, |Right away, ]they tried everything they could think of, from closing the lid and opening it [slowly|gently|unhurriedly] to tapping the side as [softly|gently|quietly] as a knock on a sleeping door, and still nothing.',
            '{Name} [peered|looked] inside [with a flashlight|by lamplight] at the [tiny|little] brass drum and its rows of pins, [which looked perfectly fine|none of which seemed out of place], and [the box stayed stubbornly quiet|that was no help at all].',
            'They [tried|attempted] [warming it in the lamplight|humming the tune to remind it|resting it on a cushion for a while], [on the theory that it might simply be tired|which seemed sensible at the time], but the music box [kept its song to itself|went on saying nothing].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      {
        kind: 'solve',
        variants: v(
          [
            '{Name} had [an idea|a plan|a good idea|a bright idea]. {solution}',
            '[Then|All at once|Just then] {they} [smiled|grinned|beamed|nodded]. {solution}',
            '{Name} [sat up|looked up|leaned in] [with a grin|all at once|in a flash]. {solution}',
            '"[I know|I can help|Let me try|I have a plan]," [said|whispered] {Name}. {solution}',
          ],
          [
            '[Then|All at once] {Name} had [an idea|a thought] that made {them} sit up straight. {solution}',
            '"Wait, I know what to try," [said|whispered] {Name}. {solution}',
            '{Name} [looked at the quiet box|listened to the silence|thought about the tune], and [slowly|suddenly] [an idea|a plan] [began to hum|started to grow] in {their} head. {solution}',
            '[It was {nameS} own idea|The idea came from {Name}], and it [came|arrived] [all at once|just when they needed it|quietly, like a tune remembered]. {solution}',
          ],
          [
            '[Then|And then|After that|Somewhere in the quiet] an idea [arrived|came|surfaced], [the way the best ideas do|as good ideas often do|much as a tune comes back], [quietly|softly|gently] and all at once. {solution}',
            '{Name} [looked at|gazed at|peered at] the silent box for a long moment and realized what it might need. {solution}',
            '{Name} [sat back on {their} heels|went very still] and [thought|considered], and [after a moment|before long] [the answer|an answer] [surfaced|arrived], [as simple as a nursery rhyme|clear as a bell]. {solution}',
            '[Something about the silence|The little frozen dancer] gave {Name} an idea, and {they} [trusted it|decided to try it] [at once|without a second thought]. {solution}',
          ],
        ),
      },
      {
        kind: 'resolution',
        variants: v(
          [
            '[Plink, plink|Plink, plonk|Ting, ting|Tink, tink], {object.the} [began to|started to] play [again|at last|once more]! {companion.The} [clapped|cheered|danced|laughed] [with joy|out loud|and clapped|].',
            '[And|So|At last,] the music [came back|returned|played again]. The [little|small|tiny] dancer spun [round and round|and spun|on her toes].',
            '[A note|A tune|A song] [came|floated|rose] out of {object.the}. [It was [soft|slow|sweet|light] and [sweet|low|clear|bright].|It was [just right|the right song|the old tune] [again|at last|once more].|{Name} [smiled|grinned|beamed] [at the box|at {companion.the}|a big smile].]',
            '{object.The} [sang|played|tinkled] [again|once more|at last]. [The [little|tiny|small] dancer [twirled|spun|turned] [round|on her toes|and twirled].|[Everyone|They both|{Name} and {companion.the}] [sighed|smiled|grinned] [happily|at once|with joy].]',
          ],
          [
            'With a soft plink, then another, {object.the} [began to|started to] play [its old tune|the sweetest tune], and {companion.the} [clapped|twirled] with joy.',
            '[|And |At last, |And just like that, ]the tune [came back|returned], [note by note|slow and silvery], and the [little|small|tiny] dancer [spun|turned] round and round.',
            '[First came a single plink|A tiny note rang out|One note, then two], and then {object.the} [remembered|found] the rest of its song, [and|while] {companion.the} [hugged {Name}|sat very still to listen|hummed along].',
            '[Slowly|Gently|Little by little] the [little|tiny] dancer began to turn, and the [old|sweet|silvery] tune [filled|floated through] the room [as if it had only been waiting|just as it always had].',
          ],
          [
            'One note rang out, then another, until the [old|well-worn] tune was [spilling|flowing] from the box as though it had never stopped, and {companion.the} [laughed|giggled|chuckled] with relief.',
            '[|And |At last, |And just like that, ]the melody returned, [silvery and slow|note by careful note], and the [tiny|little] dancer turned once more on her single toe.',
            'The [old|familiar] melody [unfolded|returned], [thin and silvery at first|hesitant for a bar or two] and then [sure of itself|steady and clear], and {companion.the} [closed {companion.its} eyes to listen|let out a breath {companion.it} seemed to have been holding all evening].',
            '[The box|{object.The}] [found|recovered] its voice [mid-phrase|all at once], [as though it had merely skipped a beat|like someone picking up a song after a pause], and the [painted|tiny] dancer [resumed|began] her slow turn as if nothing had happened.',
          ],
        ),
        details: v(
          [
            '{companion.The} gave {them} a [hug|cuddle|squeeze]. "[Thank you|Thanks|Oh, thank you]," {companion.it} [said|whispered].',
            '[They|{Name} and {companion.the}|Both of them] [listened to|hummed along to|swayed to|tapped to] the [tune|song|music] [twice more|again|one more time|two more times]. [It was [a lullaby|a slow waltz|an old song|a bedtime song] [for the toys|from long ago|for sleepy heads|with a sway].|It was [soft and sweet|slow and sweet|sweet and low|light as air] [as ever|like honey|and kind].|It went [la, la, la|la-di-da|tra-la-la|dum, dee, dum] [and round again|all the way|up and down].]',
          ],
          [
            '"You found its song," [said|whispered] {companion.the}, [giving {them} a big hug|beaming from ear to ear].',
            '[|And ]they listened to the [whole|entire] tune [twice|two more times], just to be sure it was [really|truly] back.',
          ],
          [
            '"You gave it back its voice," [said|whispered] {companion.the}, and the gratitude in those words was warmer than any blanket.',
            '[|And ]they let the tune play through twice more, partly to be sure, and partly because it was simply [lovely|wonderful|beautiful] to hear.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] the music box played [softly|gently|quietly]. {Name} [closed|shut] {their} eyes.',
            '[Soon|Then|That night] {companion.the} [yawned|gave a big yawn|stretched]. {Name} [yawned|gave a big yawn|stretched] too. [Then they slept.|Then they dozed.|Their eyes grew heavy.|Off to sleep they went.|The lamp went out.]',
            '[Plink, plink|La, la|Ting, ting|Tink, tink], went the [soft|slow|sleepy] tune. {Name} [slept|drifted off|dozed|dreamed of dancing].',
            '{object.The} [sat|rested|played] by {bed}. [Its song was a lullaby.|Its tune was slow.|It played the old tune.|Its dancer spun slowly.] {Name} [slept|dreamed|was soon asleep|slept tight].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{object.the} played its gentle tune, and {Name} [drifted|floated] off to sleep with {companion.the} close by.',
            '[|Soon |Before long, |In a little while, ]the last notes [faded|drifted] away, and {Name} [snuggled|nestled] into {bed}, [sleepy|drowsy] and warm.',
            '{object.The} [sat|played] [on the shelf|by the bed|on the nightstand] [while {Name} got into {bed}|as the lamp was turned down], and [its tune|the little song] [carried {them} off to sleep|was the last thing {they} heard].',
            '[That night|Later|At bedtime] {companion.the} [asked for|wanted] the tune [one more time|just once more], and [by the end of it|before it finished] [both of them|{Name} and {companion.the}] were [fast asleep|yawning and nodding off].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the music box played its tune one last time, slower and slower, and by the final note {Name} was already halfway into a dream.',
            'With the melody winding down beside {them}, {Name} let the evening go and settled into a deep, untroubled sleep.',
            '[Later|At bedtime|When the house was quiet], the music box played [from the nightstand|on the shelf], [unhurried|winding down note by note], and {Name} [followed the tune|listened] [as far as the edge of sleep|until the music and the dream were the same thing].',
            '[The last thing|The final thing] {Name} heard that evening was the tune [slowing|winding down], [each note a little further apart than the one before|like footsteps going quietly down the hall], and then [nothing but sleep|only the hush of the sleeping house].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-teddy-cannot-sleep',
    worlds: ['home'],
    themes: ['bedtime', 'friendship', 'kindness', 'dreams'],
    tags: [],
    problem: 'sleepless',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['teddy-barnaby', 'doll-poppy', 'robot-bolt', 'toy-dino-rex', 'puppy-noodle', 'kitten-mittens'],
      },
      object: { kind: 'object', ids: ['patchwork-blanket', 'picture-book', 'snow-globe'] },
    },
    titles: [
      '{companion.name} Cannot Sleep',
      '{Name} and the Wide-Awake {companion.noun}',
      'A Sleepy Plan for {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '[Teeth were brushed|Bath was done|Hands were washed]. [Pajamas were on.|Pajamas went on.|The lamp was low.]',
            '{Name} climbed into {bed}. The pillow was [soft|so soft|plump|cool].',
            'It was [bedtime|time for bed|sleepy time|story time]. {Name} [snuggled|wriggled|settled] under the [quilt|covers|blanket].',
            '[The moon was up|The house was quiet|The lights were low]. {Name} [yawned|stretched|lay down] in {bed}.',
          ],
          [
            'Teeth were brushed, pajamas were buttoned, and {Name} [snuggled|wriggled] down under the covers.',
            'The house was [getting quiet|settling down], and {Name} was [tucked in|cozy] in {bed}.',
            '[The bath was over|Story time was finished|The last glass of water was drunk], the [curtains were drawn|night light was on|hall light was dimmed], and {Name} [lay|curled up] in {bed}, [warm and drowsy|counting the stars on the ceiling|listening to the house settle].',
            '[Bedtime had come round again|It was the slow, soft end of the day], and {Name} was [tucked in up to the chin|burrowed under the quilt|lying very still], [waiting for sleep to arrive|with {their} eyes half closed|feeling heavy and warm].',
          ],
          [
            'The evening routine was done: teeth brushed, pajamas on, the curtains drawn against the last of the daylight.',
            '{Name} had reached that [comfortable|pleasant] point of the evening when the covers feel exactly right and the day is nearly over.',
            'The house had [gone through|completed] its evening [rituals|routine] [one by one|in their usual order]: [dishes, bath, one more chapter, lights down|the last tap run, the last door shut], and now {Name} lay in {bed} [at the very edge of sleep|in that drifting place between awake and dreaming].',
            '[Everything about the evening|The whole evening] had [been arranged|gone] [exactly as it should|according to plan], [the pillow cool, the quilt heavy, the night light glowing its small gold glow|every toy on its shelf, every sock in the basket], and {Name} was [perfectly ready|more than ready] for sleep.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'But {companion.a} was [wide awake|not sleepy|up and about|still awake]. {companion.It} kept [blinking|wiggling|fidgeting].',
            '{companion.a} sat at the end of {bed}. {companion.It} was not [sleepy|drowsy|tired|ready].',
            '[Wiggle, wiggle|Fidget, fidget|Bounce, bounce]. It was {companion.a}, [still awake|not sleepy|full of beans].',
            '{companion.a} [peeked|popped|poked] out from the [covers|quilt|pillow]. "[I am not sleepy|I cannot sleep|Are you awake]?"',
          ],
          [
            'At the end of {bed} sat {companion.a}, eyes wide open and [wriggling|fidgeting] like it was [morning|day].',
            'A [small|little] voice [said|whispered], "I cannot sleep." It was {companion.a}, [blinking|wide awake] on the pillow.',
            '[Just as {their} eyes were closing|Right as sleep was coming], {Name} felt a [tiny tug|wriggle|small bounce] at the end of {bed}, and there was {companion.a}, [eyes as round as buttons|wide awake and fidgeting|sitting bolt upright].',
            '"[Psst|Are you asleep|{Name}, are you awake]?" came a [tiny|small|wobbly] whisper, and {companion.a} [crept|climbed|wriggled] up onto the pillow, [looking not the least bit sleepy|with a worried little frown].',
          ],
          [
            'From the foot of {bed} came a small sigh, and there was {companion.a}, as wide awake as if the sun had just come up.',
            '"I have tried and tried," [said|whispered] {companion.a} in a small voice, "but sleep will not come."',
            '[It was at precisely this moment|Just then, with sleep almost in reach,] that {companion.a} [made {companion.its} presence known|sat up at the foot of {bed}], [blinking|wide-eyed] [with the bright, unhappy alertness of someone who has been trying to sleep for hours|and clearly nowhere near sleep].',
            '{Name} [became aware|noticed], [through a haze of drowsiness|with one eye half open], that {companion.a} was [not asleep at all|sitting up very straight on the pillow], [staring at the ceiling|fidgeting] [with the restless look|in the particular way] of someone whose body is tired but whose mind refuses to stop.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|So] {companion.the} [had tried|tried|cuddled] {object.a}. [It did not help.|Still no sleep.|[No luck.|No luck there.|No such luck.|Still no luck.]]',
            '"I am too [wiggly|awake|bouncy|busy]," [said|whispered] {companion.the}. {companion.It} [hugged|cuddled|held] {object.a}.',
            '{companion.The} [looked at|held|sat on] {object.a}. [But sleep would not come.|But {companion.its} eyes stayed open.]',
            '"[Even|Not even] {object.a} [helps|works]," [sighed|said] {companion.the}. [{companion.It} was wide awake.|{companion.It} was still wiggly.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} had already tried {object.a}, and counting, and turning over twice, but [nothing worked|sleep would not come].',
            '"My [feet|ears|thoughts] keep wiggling," [said|whispered] {companion.the}, clutching {object.a}. "How do you fall asleep?"',
            '"I have [cuddled|tried] {object.a} and I have [closed my eyes|counted to three] and I have [turned over|wriggled] a hundred times," [said|whispered] {companion.the}, "and I am still [wide awake|not one bit sleepy]."',
            '{companion.The} [was holding|held up] {object.a}, which [usually did the trick|always helped {companion.obj} sleep], but tonight [it was not working at all|{companion.its} eyes would not stay shut|sleep just would not come].',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} had tried {object.a}, the usual turning over, and even counting, but {companion.its} thoughts kept [bouncing|skipping] about like marbles.',
            '"Everything in me is still busy," {companion.the} admitted, holding {object.a} close, "and I do not know how to make it stop."',
            '{companion.The} explained [in a whisper|miserably] that {object.a}, [the most reliable remedy for sleeplessness in the house|which had never once failed], had [failed|let {companion.obj} down] tonight, and that [{companion.its} thoughts|the thoughts in {companion.its} head] were [racing round like mice in a wheel|buzzing like bees in a jar].',
            '"I have [done everything properly|followed all the rules]," said {companion.the}, [clutching|hugging] {object.a}: "[eyes shut, still body, slow breaths|warm milk, one story, lights low]. And [yet here I am|still nothing]. [Sleep seems to have forgotten where I live.|I think sleep has gone to someone else’s house.]"',
          ],
        ),
        details: v(
          [
            '{companion.The} turned [left|this way|over]. [Then|And then|After that] {companion.it} turned [right|that way|back].',
            '{companion.The} [sighed|let out|gave] a [big|great big|long|huff of a] sigh. [Hmmph.|Oh dear.|Still awake.]',
            '{companion.The} [wiggled|fidgeted|kicked] {companion.its} [feet|toes|legs]. [Kick, kick.|Wiggle, wiggle.|Tap, tap.] [Still awake.|Not sleepy yet.|Eyes wide open.]',
            '[The clock|The hall clock|A clock] [ticked|went tick, tock] [on and on|slowly|so loud]. {companion.The} [counted|heard|listened to] every [tick|tock|one].',
          ],
          [
            '[|And ]{companion.the} turned to the left, then to the right, then [flopped|rolled] onto {companion.its} back with a sigh.',
            'Even the pillow seemed [too lumpy|not quite right] for {companion.the} tonight.',
            '{companion.The} [wiggled {companion.its} toes|fiddled with a loose thread|played with the edge of the quilt], [then|and then] [stared at the ceiling|flopped onto {companion.its} tummy], [then|and] [sighed|huffed] [all over again|one more time].',
            '[Every little sound|Each tiny noise] [seemed very loud|kept {companion.obj} awake]: [the tick of the clock|a creak on the stairs|the hum of the fridge downstairs], [one after another|over and over].',
          ],
          [
            '[|And ]{companion.the} turned one way and then the other, rearranged the pillow twice, and finally flopped back with an enormous sigh.',
            '[|And ]it is a strange thing to be [tired|worn out] and awake at the same time, and {companion.the} was both.',
            '{companion.The} [rearranged|tried] {companion.its} [limbs|position] [in every conceivable way|several times over], [curled up, stretched out, upside down|on one side and then the other], [each new attempt more hopeful and less successful than the last|without the slightest success].',
            '[The night noises of the house|The small sounds of a house at night], [which normally go unnoticed|usually too quiet to hear], [had become|grew] [enormous|impossible to ignore]: [the clock downstairs|the pipes|a car passing far off], [each one|every one] [announcing itself|insisting on being listened to].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [sang|hummed] [one song|a little song|a lullaby]. {companion.The} was still [awake|wiggly|bouncy].',
            '[First,|So|Then] they counted to [five|six|four]. {companion.The} [giggled|laughed|hiccuped] instead.',
            '{Name} [fluffed|plumped|patted] the pillow. [{companion.The} bounced on it.|Still {companion.it} wiggled.]',
            'They [told|whispered|read] a [story|short story|silly story]. [{companion.The} asked for more!|Still awake!]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried a [quick|little] song, but {companion.the} only [wiggled|bounced] along to it.',
            '[|First, |To begin with, |Right away, ]they counted [sheep|stars on the ceiling] [together|side by side], but {companion.the} [giggled|forgot the number] and sat up [again|once more].',
            '{Name} [tried|suggested] [a story about a very sleepy snail|a story with lots of yawning in it|the dullest story {they} could think of], but [{companion.the} found it so exciting|{companion.the} wanted to know what happened next] that {companion.it} [sat up even straighter|asked for another].',
            'They [tried|had a go at] [breathing slowly together|lying as still as statues|pretending to be sleepy logs], but [{companion.the} started giggling|somebody’s nose began to itch|{companion.the} lasted only three breaths], and [soon they were both laughing|that was the end of that].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried a lullaby, but it came out too bouncy, and {companion.the} ended up tapping along instead of drifting off.',
            '[|First, |To begin with, |Right away, ]they counted [together|side by side], but {companion.the} kept getting muddled somewhere after seven and insisting on starting over.',
            '{Name} [attempted|tried] [the most boring story in the world|a story about a snail crossing a very long garden], [deliberately|carefully] dull, [but it turned out|only to find] that {companion.the} [found snails fascinating|had a great many questions about snails], and [the plan backfired|they were soon further from sleep than ever].',
            'They [tried|experimented with] [the technique of lying perfectly still|slow, deep breathing], [which works beautifully|an excellent method] [for some people|in theory], but [{companion.the} discovered an itch|the stillness only made {companion.the} more aware of every itch and twitch], and [it ended in wriggling|it dissolved into fidgets].',
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
            '[And|So|At last,] {companion.the} gave a [big|great big|long|small] yawn. {companion.It} [closed|shut] {companion.its} eyes.',
            '[Soon|Before long|In a little while] {companion.the} was [snoring|dozing|dreaming]. It was a [tiny|little|soft|small] snore.',
            '{companion.The} [went|grew|got] [still|quiet|floppy]. [Snore.|Zzz.|Sigh.] [Asleep at last!|Sound asleep.]',
            '[Slowly|Softly|Bit by bit], {companion.the} [stopped wiggling|lay still|snuggled down]. [Then came a snore.|Then sleep came.]',
          ],
          [
            'Slowly {companion.the} gave a long, [wide|enormous] yawn, and {companion.its} eyes [began to|started to] close.',
            '[Before long|Soon|In no time] {companion.the} was [breathing slow and soft|snoring the tiniest snore], [snuggled|nestled] against {object.the}.',
            '[Slowly|Little by little], {companion.the} [stopped fidgeting|went soft and floppy], {companion.its} [eyes drooped|breathing slowed], and [with one last tiny yawn|with a sigh like a balloon letting out its air], {companion.it} [fell fast asleep|was asleep].',
            '[It worked|And it worked]: {companion.the} [snuggled|nestled] into {object.the}, [gave one enormous yawn|mumbled something about clouds], and [in no time at all|before {Name} could count to ten] was [snoring the softest snore|sound asleep].',
          ],
          [
            'Little by little, the busyness went out of {companion.the}, and {companion.its} eyelids drooped and stayed down.',
            'Within minutes {companion.the} was breathing the slow, even breaths of real sleep, curled around {object.the}.',
            'The change [came|happened] [gradually and then all at once|the way sleep always comes, unnoticed]: [first the fidgeting stopped|first a yawn, then a longer one], then [{companion.its} eyelids grew heavy|the breathing slowed], and then {companion.the} was [simply|quite] asleep, [as if it had never been difficult at all|{object.the} tucked under {companion.its} chin].',
            '[Within a few minutes|Before long], [the restless wriggling|all that busy thinking] had [given way|surrendered] to [the slow, deep breathing of real sleep|a small, rhythmic snore], and {companion.the} lay [curled|tucked] against {object.the}, [utterly peaceful|wearing the faint smile of a good dream].',
          ],
        ),
        details: v(
          [
            '{Name} [smiled|grinned|beamed]. {They} felt [proud|pleased|happy|warm] inside.',
            'The room was [very|really|so] [quiet|still|hushed] now. [Only the clock ticked.|Only a snore.]',
            '{Name} [tucked|pulled] the [quilt|blanket|covers] [up|over {companion.obj}|snug]. [There, all cozy.|Snug as a bug.|Just right now.]',
            '[A tiny|A soft|A little] snore [came|floated|rose] from [the pillow|the blanket|{companion.the}]. {Name} [smiled|giggled|grinned] [quietly|softly|into the quilt].',
          ],
          [
            '[|And ]{Name} [smiled|grinned|beamed], [proud|pleased] to have [helped|been able to help] a [friend|pal] find sleep.',
            '[|And ]the room was so quiet that {Name} could hear {companion.the} [breathing|sighing happily].',
            '{Name} [tucked|drew] the [corner of the quilt|blanket] [gently|carefully] over {companion.the}, [the way Mom always did|making sure no toes stuck out|as softly as {they} could].',
            'A [tiny|small|soft] snore [came|drifted] from [the pillow|under the blanket], and {Name} [had to hold back a giggle|pressed a hand over {their} mouth to keep from laughing|smiled into the pillow].',
          ],
          [
            '[|And ]{Name} felt a quiet pride, the kind that comes from helping someone without any fuss.',
            '[|And ]the room had gone so still that even the clock seemed to be ticking more [softly|gently|quietly].',
            '{Name} [adjusted|straightened] the quilt over {companion.the} [with great care|with the tenderness of a parent], [making sure no draft could sneak in|tucking the edges in firmly], [and felt|feeling] [absurdly|unexpectedly] [proud|grown up].',
            '[The smallest|A very small] snore [rose|came] from the pillow, [so comically tiny|so earnest] that {Name} had to [bury {their} face in the quilt|bite {their} lip] to [keep from laughing|avoid waking anyone].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} [yawned|gave a big yawn|stretched] too. [Then|And then|After that] {they} [slept|dozed|dreamed].',
            '[Two friends, fast asleep.|Two friends, sound asleep.|Two sleepy friends.] [Good night, {Name}.|[Sleep tight.|Sleep tight, little one.|Sleep tight, sleepyhead.]|[Night, night.|Night, night, little one.|Night, night, sleepyhead.]]',
            '{Name} [cuddled|hugged|held] {companion.the} [close|tight|gently]. [Then {they} slept too.|Then sleep came.]',
            '[The lamp went out|The house went still|The moon shone in]. {Name} and {companion.the} [slept|dreamed|dozed].',
          ],
          [
            'And with {companion.the} asleep beside {them}, {Name} [yawned|stretched] and [drifted off|dozed off] too.',
            '[Soon|Before long|In a little while] there were two [sleepy|drowsy] friends in {bed}, and both of them were dreaming.',
            'With {companion.the} [safely asleep|snoring softly] [at last|beside {them}], {Name} [let out a happy sigh|turned over], [closed {their} eyes|pulled up the quilt], and [was asleep|drifted off] [almost at once|before the next tick of the clock].',
            '[The night light glowed|The house was quiet], [the clock ticked softly|the stars on the ceiling shone], and [two friends|{Name} and {companion.the}] [slept|dreamed] [side by side|on the same pillow] [until morning|all night long].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]it turned out the plan worked on its inventor too, and {Name} was asleep before {they} could even be pleased about it.',
            'Two friends slept side by side, and whatever {companion.the} dreamed, it made {companion.obj} smile.',
            '[Having solved|With] the [problem|mystery] of the sleepless {companion.noun} [solved|behind {them}], {Name} [found|discovered] that [the solution|the same cure] [worked rather well on its inventor too|applied equally to {them}], and [was asleep|slept] [before {they} had even finished feeling pleased|within a minute].',
            '[The house|The whole house] [settled|sank] into [the deep quiet of full night|its night-time hush], [the clock|the night light] [the only thing still awake|keeping its patient watch], and [on the pillow|in {bed}], [two friends|{Name} and {companion.the}] [slept the even, untroubled sleep|dreamed the long, slow dreams] of [those who have earned it|the thoroughly tired].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-button-jar-spill',
    worlds: ['home'],
    themes: ['friendship', 'kindness', 'adventure', 'counting'],
    tags: ['mess'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['button-jar', 'crayon-box'] },
      place: { kind: 'place', ids: ['kitchen', 'living-room', 'playroom'] },
    },
    titles: [
      '{Name} and the Great {object.noun} Spill',
      'Everything Rolled Away',
      'The Day the {object.noun} Tipped Over',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} was [busy|making a card|gluing|cutting paper] in {place.a}. {They} [liked making things|loved crafts|had glue and paper].',
            'It was a [slow|quiet|rainy|long] afternoon in {place.a}. {Name} [had a plan|wanted to make a card|got out the glue].',
            'In {place.a}, {Name} [set out|laid out|lined up] [paper|glue|crayons] and [string|tape|ribbon]. [A card for Grandma!|Time to make something.|What fun.]',
            '{Name} sat at the table in {place.a}. [{They_were} making a card.|The card needed decorating.|It was craft time.]',
          ],
          [
            '{Name} was [busy|bustling] in {place.a}, making a [card|picture] for someone special.',
            'It was a slow, sunny afternoon, and {Name} had spread out a project in {place.a}.',
            '{Name} [had set up|was running] a [craft table|little workshop|card-making corner] in {place.a}, with [glue, paper and ribbon|scissors, string and a glue stick|stickers and a stack of colored paper] [all laid out|lined up in a row|ready to go].',
            '[After lunch|On a quiet afternoon|When the rain stopped], {Name} [sat down|settled] in {place.a} to make [a birthday card for Grandma|a get-well card for a friend|the fanciest card ever], [humming|with {their} tongue poking out in concentration|full of ideas].',
          ],
          [
            '{Name} had claimed a corner of {place.a} for an important project: a card for someone special, which required a great deal of decoration.',
            'It was one of those unhurried afternoons, and {Name} had turned {place.a} into a workshop.',
            '{place.a} had been [requisitioned|taken over] for [a project of some importance|serious creative work]: a card [for someone special|for Grandma], [planned in great detail|designed in {nameS} head all morning], [requiring|which would require] [glue, glitter and a frankly unreasonable number of decorations|careful cutting and a great deal of decoration].',
            '{Name} [worked|sat] at the table in {place.a} [with the absorbed stillness of a real artist|in a happy, unhurried silence], [surrounded by|amid] [scraps of paper, ribbon ends and a glue stick missing its lid|the cheerful clutter of a craft afternoon].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came to help. {companion.It} was [very|really|so] [excited|happy|eager|keen].',
            '{companion.a} [wanted to help too|came to watch|sat down too|hopped up to see].',
            '[Hop, hop.|Tap, tap.|Hello!|Knock, knock.|Peep, peep.|Tip, tap.] [It was|In came|There was] {companion.a}. "[Can I help|What are you making|Can I glue]?"',
            '{companion.a} [peeked|leaned|climbed] over. "[Ooh, a card|I love cards|Can I help too]!"',
          ],
          [
            '{companion.a} [bounced|hurried] over to help, far too excited to go [slowly|gently|unhurriedly].',
            '"Can I help, {Name}?" asked {companion.a}, already reaching for the table.',
            '[Just then|Before long], {companion.a} [bounded|rushed|tumbled] in, [so excited about the card|so eager to help|so full of ideas] that {companion.it} [could not keep still|forgot to slow down|bumped into the table leg].',
            '"[Ooh, can I help|What are we making|I want to help]?" [cried|asked|called] {companion.a}, [hopping up beside {Name}|leaning right over the table|bouncing from foot to foot].',
          ],
          [
            '{companion.a} arrived to help with the boundless enthusiasm of someone who has never once considered going [slowly|gently|unhurriedly].',
            '"I am an excellent helper," announced {companion.a}, reaching for the nearest thing on the table.',
            '[Into this peaceful scene|Into the quiet] [burst|arrived] {companion.a}, [offering assistance at considerable volume|radiating helpfulness], and [leaning|stretching] across the table [to see|for a better look] [with more enthusiasm than care|rather further than was wise].',
            '{companion.a} [appeared|turned up] [at {nameS} elbow|beside the table], [announcing|declaring] that {companion.it} was [an expert at cards|extremely good at decorating|here to help], [and reached|reaching] for [everything at once|the nearest thing] [before {Name} could say a word|with great energy].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Oops|Uh-oh|Oh no|Whoops], {object.a} tipped over! [Everything rolled away.|Things rolled all over.|Out it all came.]',
            '[Then|But then|Oops,] {companion.the} bumped {object.a}. [It all spilled out!|Out it all tumbled!|Everything went flying.]',
            '{object.a} [wobbled|tipped|slid] [off the table|on the edge|sideways]. [Crash, clatter!|Clink, clatter!|Bump, rattle!]',
            '[{companion.The}|{companion.name}] [reached|leaned|stretched] too far. {object.a} [fell|toppled|tumbled] [down|over|to the floor].',
          ],
          [
            '[[Oops|Whoops|Oopsie|Uh-oh]!|Whoops!] {companion.The} bumped {object.a}, and everything inside went rolling across the floor.',
            'With one clumsy elbow, {companion.the} knocked over {object.a}, and the pieces [scattered|skittered] everywhere.',
            '[Then|But then], [with one bump of an elbow|with a clumsy reach|with a wobble of the table], {object.a} [tipped over|rolled off the edge], and [everything inside|all its little pieces] [went bouncing|scattered|skittered] [across the floor|in every direction|under the furniture].',
            '[Clatter, clatter|Rattle, clink|Crash, tinkle]! {object.a} [hit the floor|toppled off the table], and [a hundred|dozens of|all the] [little pieces|tiny things] [rolled|spun|bounced] away [under chairs and behind the sofa|toward every corner|faster than anyone could follow].',
          ],
          [
            'One enthusiastic elbow was all it took: {object.a} toppled, and its contents went [skittering|racing] off in every direction at once.',
            '[|Then |But then |Soon enough, ]{companion.the} reached a little too far, {object.a} tipped, and a hundred [small|little] things scattered across the floor.',
            '[It happened|It took] [in a single moment|one enthusiastic reach]: an elbow, a wobble, [and|then] {object.a} [went over|toppled off the table], [releasing|and out came] [its contents|everything inside] [in a rattling, rolling, skittering flood|like marbles on a slope] [that seemed to reach every corner of {place.the} at once|in every direction].',
            '{object.a} [tipped|toppled] [with a sound like hail on a tin roof|in a glorious clatter], and [for a second|for a moment] {Name} and {companion.the} [simply watched|could only watch] [as its contents fanned out across the floor|the pieces rolling off] [with the purposefulness of things that had been waiting years for this chance|toward every possible hiding place].',
          ],
        ),
        details: v(
          [
            '[Some|A few|Lots] went under the [chair|table|rug|sofa]. [Some|Others|More] went by the [door|wall|window|fridge].',
            '[{companion.The}|{companion.name}] looked [very|really|so] [sorry|sad|worried|red in the face].',
            '[One|A red one|A blue one] [rolled|spun|hopped] [to the door|under the rug|by the cat bowl]. [Round and round it went.|Then it fell flat.|Then it hid.|Then it lay still.|Then it tipped over.|Plink, it stopped.]',
            '[{companion.The}|{companion.name}] [said|whispered] "[Oops|Oh no|Sorry]," [in a tiny voice|very softly|with a sad face].',
          ],
          [
            'Some pieces hid under the [chair|sofa], and one rolled all the way to the door.',
            '[|And ]{companion.the} looked so sorry that {companion.its} ears nearly [drooped|touched the floor].',
            '[One|A shiny one|A red one] [rolled|spun] all the way [to the doorway|under the fridge|behind the curtain], [wobbled|spun round and round] and [fell flat|stopped] [with a tiny clink|at last].',
            '[{companion.The}|{companion.name}] [stared|looked down] at the mess [with wide eyes|in dismay], [then|and then] at {Name}, [looking very sorry indeed|{companion.its} face getting redder and redder].',
          ],
          [
            'A few rolled under the furniture, a few spun in circles, and one made a determined journey all the way to the doorway.',
            '[|And ]{companion.the} looked so sorry about it that the mess seemed the smaller problem.',
            '[The last piece|A particularly determined piece] [completed|made] a [slow lap of the room|leisurely tour of the floor] [before settling|and came to rest] [under the radiator|behind the bookcase|precisely where no hand could reach it].',
            '[{companion.The}|{companion.name}] [regarded|surveyed] the [scattered|strewn] floor [in sheepish silence|with mounting dismay], [clearly wishing|plainly wanting] to [rewind the last ten seconds|sink through the floorboards].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] they [reached|went|dived] for the pieces. [More rolled away.|Some rolled off.|They rolled too fast.]',
            '[First,|So|Then] {companion.the} tried to hurry. [It made things worse.|More things spilled.|It made a bigger mess.]',
            '{Name} [swept|scooped|pushed] with {their} [hands|arms|fingers]. [Some slipped away.|They went under the rug.|They rolled off again.]',
            'They [both|each] [dived|crawled|reached] [at once|the same way]. [Bonk!|Bump!|Thump!] [Heads bumped.|Oops.|That did not work.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they reached and scooped, but [every|each] time they picked one up, [two more|another] rolled away.',
            '[|First, |To begin with, |Right away, ]{companion.the} tried to hurry, but hurrying only sent more pieces [spinning|rolling] off.',
            '{Name} [tried|had a go at] [sweeping them up with {their} hands|scooping them into a pile], but [they slipped between {their} fingers|every time {they} swept, some rolled off again|the pile kept falling over].',
            '[{companion.The}|{companion.name}] [crawled|wriggled] under the [sofa|table] [to fetch the runaways|after the ones that had rolled furthest], but [came back with only two|bumped {companion.its} head|found more dust than anything].',
          ],
          [
            'Reaching for them [one by one|one after another] was slow work: for [every|each] piece they caught, another escaped under something.',
            'Hurrying, it turned out, was the problem and not the answer; every rushed reach set more of them rolling.',
            'They [attempted|tried] [a sweeping approach|the broom], [which gathered|gathering] [a good deal of dust|a fine collection of crumbs] [and relatively few of the actual pieces|while the pieces themselves simply rolled ahead of the bristles].',
            '[{companion.The}|{companion.name}], [eager to make amends|determined to put things right], [launched|dove into] [a search under the furniture|a rescue mission beneath the sofa], [emerging|and emerged] [some minutes later|eventually] [with a single piece, a hair clip and a very old raisin|dusty, triumphant and holding exactly one piece].',
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
            '[Soon|Before long|In a little while|At last|Bit by bit] [every|each|the last] [piece|one] was back. {object.The} was [full|full again|full to the top].',
            '[And|So|At last,] {companion.the} [cheered|clapped|hopped]. [The floor was clear.|Not one was left.|They got them all.]',
            '[Plink, plink, plink|Clink, clink, clink|Tip, tap, tip]. [The last one|The very last one|The last bit] went back in. [Done!|All back!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
            '{object.The} was [full|back on the shelf|safe] [again|once more|at last]. [{Name} and {companion.the}|They both] [grinned|laughed|high-fived].',
          ],
          [
            '[Soon|Before long|In a little while] every last piece was back in {object.the}, and {companion.the} gave a [cheer|happy hop].',
            '[|And |At last, |And just like that, ]the floor was clear [again|once more], and {object.the} was full [to the top|right up].',
            '[One by one|Little by little], [every last piece|all the runaways] [went back|clinked back] into {object.the}, [until it was full to the brim again|and the floor was clear], and [{companion.the}|{companion.name}] [did a little dance|cheered out loud].',
            '[At last|Finally], {object.the} [was full again|stood back on the table], [not one piece missing|every piece back inside], and the two friends [grinned at each other|laughed with relief|gave each other a big high five].',
          ],
          [
            'In the end every single piece was back where it belonged, and {object.the} stood full and tidy on the table as though nothing had happened.',
            '[|And |At last, |And just like that, ]{companion.the} gave a cheer, and then, more [quietly|softly|gently], a thank-you that meant even more.',
            'By the end, {object.the} [was restored to its shelf|stood full on the table once more], [every last runaway accounted for|complete down to the smallest piece], [and the floor|the floor] [looked|was] [rather cleaner than it had been that morning|tidier than before the spill].',
            'The [final|very last] piece [was rescued|came back] from [behind the bookcase|under the radiator], [with some difficulty and a long-handled spoon|with a good deal of careful fishing], and [dropped|clinked] into {object.the} [to a round of applause|with a satisfying clink], [which made it official|and that was that].',
          ],
        ),
        details: v(
          [
            '"[Sorry|I am sorry|Oops, sorry]," [said|whispered] {companion.the}. "[That is okay|It is fine|No harm done]," [said|whispered] {Name}.',
            '[Then|And then|After that] they finished the card [together|side by side|at last]. [It had a big sun on it.|It was bright and happy.|It had a smiley face.]',
            '[The card|The new card|Grandma’s card] [got|had] [a big bow|six bright dots|a glitter sun] [on the front|on top|in the middle]. [It looked so good.|It was the best card.|{Name} signed {their} name.]',
            '[{companion.The}|{companion.name}] [gave|made] {Name} a [hug|big smile|thank-you bow]. [They were friends still.|No more oops.|All was well.]',
          ],
          [
            '"I am sorry I knocked it over," [said|whispered] {companion.the}. "Everybody spills things," [said|whispered] {Name} kindly.',
            '[Then|And then|After that] they finished the card [together|side by side], and it was [the best one yet|covered in careful decorations].',
            'They [finished|completed] the card [together|side by side], [gluing every piece on very carefully|using only the prettiest pieces], and it [looked|was] [much better than the first plan|like something from a shop].',
            '[{companion.The}|{companion.name}] [said sorry once more|whispered thank you] and [helped|was allowed to help] with the glue, [very, very slowly this time|with the greatest care], [which made them both giggle|and nothing spilled at all].',
          ],
          [
            '"I am sorry about the mess," [said|whispered] {companion.the}. [|And ]{Name} shrugged and [said|whispered] that mistakes are just the first part of tidying up.',
            'Afterward they finished the card [together|side by side], [slowly|gently|unhurriedly] this time, and it turned out better than the first plan.',
            'The card, [finished at last|completed], was [a triumph|a masterpiece] of [careful placement|restraint and glue], [every decoration set just so|its decorations arranged in a neat spiral], and [{companion.the}|{companion.name}] was [given|granted] the honor of [pressing the last one on|adding the final touch].',
            '[Nobody mentioned the spill again|The spill was never mentioned again], [except|other than] [as a joke|to laugh about it], [which is|and that is] [the best thing that can happen to a mistake|how a small accident turns into a good story].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'At bedtime, the card [sat|stood|waited] on the [shelf|sill|table]. {Name} [slept well|slept soundly|fell asleep].',
            '[Soon|Then|That night] {companion.the} [curled up|snuggled up|cuddled] close. {Name} [closed|shut] {their} eyes.',
            '{Name} [thought of|smiled at|dreamed of] the [card|tidy shelf|bright card]. [Then {they} slept.|Then came sleep.|Soon {they} dozed.]',
            '[{object.The}|The card] was [safe|on the shelf|put away]. {Name} was [safe|warm|snug] in {bed}.',
          ],
          [
            'At bedtime the finished card [waited|stood waiting] on the shelf, and {Name} [fell asleep|drifted off to sleep|dozed off] [smiling|counting softly].',
            '[|Soon |Before long, |In a little while, ]{companion.the} [curled up|snuggled up] nearby, and {Name} [drifted|slipped] into a tidy, [peaceful|calm] sleep.',
            '[That night|At bedtime], the card [stood|waited] on the [windowsill|shelf] [ready for the morning|to be mailed tomorrow], {object.the} [sat tidy|was back] on its shelf, and {Name} [fell asleep|drifted off] [feeling calm and tidy inside|with a happy yawn].',
            '{Name} [snuggled|curled up] in {bed}, [thinking about|remembering] [the great spill|the runaway pieces|the card], and [giggled once more|smiled] before [sleep came|{their} eyes closed] [for good|at last].',
          ],
          [
            'When bedtime came, the card was propped on the shelf, and {Name} [fell asleep|drifted off to sleep|dozed off] with the pleasant heaviness of a job well done.',
            '[|Soon |Before long, |In a little while, ]the house was neat and quiet, {companion.the} was already dozing, and {Name} followed soon after.',
            '[By bedtime|That night], [order had been restored|everything was back where it belonged]: the card [propped against the lamp|waiting to be mailed], {object.the} [full and tidy on its shelf|back in its place], and {Name} [tucked into {bed}|settled under the quilt], [reflecting|thinking] [that a spill is only a problem if nobody helps tidy it|that the afternoon had turned out well after all].',
            '{Name} [drifted toward sleep|closed {their} eyes] [with the pleasant tiredness|feeling the good sort of tired] of [an afternoon spent crawling under furniture|someone who has rescued a great many small things], [and the last thing {they} remembered|and the last thing in {their} mind] was [the satisfying clink of the final piece going home|the card, finished and bright, waiting for morning].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-toy-train-wheel',
    worlds: ['home'],
    themes: ['trains', 'friendship', 'adventure', 'machines'],
    tags: ['trains'],
    problem: 'broken',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['toy-train'] },
      place: { kind: 'place', ids: ['playroom', 'living-room'] },
    },
    titles: ['{Name} Mends the {object.noun}', 'The Toy Train Parade', 'All Aboard with {companion.name}'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} [built|made|laid out] a [long|twisty|loopy] track in {place.a}.',
            'The track [went|ran|wound] all over {place.a}. {Name} was [proud|pleased|so happy][ of it| with it|].',
            '[Clack, clack|Click, clack|Click, click] went the track. {Name} [built|made] a [railway|train track|big loop] in {place.a}.',
            'In {place.a}, {Name} [laid|set|put] down track [piece by piece|bit by bit|with care]. [It went under a chair.|It went round the rug.|It had two bridges.|It went up and down.]',
          ],
          [
            '{Name} had built the longest track ever, winding all the way across {place.a}.',
            'Wooden track curled under chairs and around the rug in {place.a}, and {Name} had built [every|each] piece.',
            'Piece by piece, {Name} [clicked|fitted|snapped] the wooden track together until it [looped|curled|wound] right across {place.a}, [with a bridge over the rug|past the toy box|under the big chair].',
            'In {place.a}, {Name} had [just finished|nearly finished] [the best railway yet|a track with two bridges and a tunnel|a railway that went under the sofa and back], and all it needed now was [a train|the first train|an engine].',
          ],
          [
            '{Name} had spent the [whole|entire] afternoon building a track that looped across {place.a}, under a chair, around the rug and back [again|once more].',
            'It was a railway of real ambition, stretching across {place.a} with two bridges and a [very|really|so] tight bend.',
            "By late afternoon {place.a} had [become|turned into] a [railway junction|small railway empire|landscape of bridges and tunnels], the wooden track [snaking|threading|winding] under furniture and over cushions [with an engineer's confidence|in a route only its builder fully understood].",
            '{Name} [clicked|fitted] the last piece of track into place in {place.a} and [stood back|sat back on {their} heels] to [admire|survey] the whole route: [two bridges, a tunnel made from a shoebox, and a bend so tight it was almost a dare|a loop, a figure eight and a viaduct of stacked books].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [came|hopped|ran|crept] [over|in|up] to watch. "[Is it ready|Can it go now|When does it start|Is it time]?" [asked|said|called] {companion.the}.',
            '{companion.a} sat [by|next to|close to] the track [and could not wait|with a big grin|very still|on a cushion].',
            '[Then|Just then|Soon] {companion.a} [peeked|looked|popped] in. "[A train track|Wow, a railway|Look at that]!" [said|cried|gasped] {companion.the}.',
            '{companion.a} [tiptoed|hopped|skipped] [over the track|round the bridge|past the tunnel]. {companion.It} [wanted to see the train|sat down to wait|wanted a ride too].',
          ],
          [
            '{companion.a} settled beside the track, [eager|ready] for the grand first run.',
            '"Is it time for the parade, {Name}?" asked {companion.a}, hopping from foot to foot.',
            '{companion.a} [came|wandered|hurried] in [with a paper ticket|very quietly|on tiptoe] and [asked|wanted to know] [when the first train would leave|if there was room on board|where the train was].',
            '[Just then|A moment later], {companion.a} [peeped|peered|leaned] [round the door|over the sofa|in from the hall] and [gasped|cheered] at [the bridges|the long, twisty track|the tunnel made of books].',
          ],
          [
            '{companion.a} took a seat beside the track like a guest of honor waiting for the parade to begin.',
            '"Is the railway open yet, {Name}?" asked {companion.a}, with the air of a passenger who has been waiting all day.',
            '{companion.a} [arrived|wandered in] [as if for a grand occasion|with the air of a seasoned traveler], and [asked very formally|inquired with great seriousness] [whether this was the platform for the grand parade|when the first service was due].',
            '[It was at this moment that|Just then] {companion.a} [appeared|came in], [stepping carefully over the bridges|picking a careful path across the track], and [settled down to watch|took up a place by the station] [with the look of someone who had been promised a show|as solemn as any stationmaster].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{Name} [set down|put down|placed] {object.a}. [But a wheel came off.|Then a wheel fell off.|Pop! Off came a wheel.|Oh no, a wheel was loose.]',
            '[But|Oh no,|Then] {object.a} would not [roll|go|move]. A wheel had [popped off|come loose|fallen off].',
            '{Name} [put|set] {object.a} on the track. [Then|But|Oh no,] [clunk|bump|clonk], a wheel [fell off|came off|rolled away]!',
            '[Here was|Out came|There was] {object.a}, [ready to go|red and shiny|the best train]. [But one wheel was loose.|But a wheel was wobbly.|Then a wheel dropped off.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{Name} set {object.a} on the track, but with a [clunk|clatter] one of its wheels popped off.',
            '[|Then |But then |Soon enough, ]the parade could not start: {object.a} had a wobbly wheel, and it tipped over at the first bend.',
            'Out of the toy box came {object.a}, [the very best engine|the fastest train|the train with the red roof], but the moment it touched the track, [a wheel dropped off|one wheel wobbled loose|it tipped over with a clunk].',
            '"[The parade can start|Here comes the engine|All aboard]!" [said|called] {Name}, setting {object.a} on the rails, but [one of its wheels|its front wheel|a back wheel] [rolled off on its own|came loose and spun away|fell off with a clatter].',
          ],
          [
            '[|Then |But then |Soon enough, ]{Name} placed {object.a} on the rails with ceremony, gave it a push, and watched one of its wheels come loose and roll away under the sofa.',
            'Halfway round the first bend, {object.a} lurched, tipped and stopped, one wheel spinning uselessly on its own.',
            '{Name} [lifted|brought] {object.a} from its box [with due ceremony|like a conductor raising a baton] and [set it on the rails|lowered it onto the track], only to watch [a wheel part company with it|its front wheel slide gently off its peg] [before it had moved an inch|at the very first push].',
            '{object.a} had been chosen to lead the parade, and it [began well enough|started splendidly], right up until [the first bend|the bridge], where [a wheel wobbled loose|one wheel came away] and the engine [tipped over|keeled onto its side] [with a small, undignified clunk|like a tired horse lying down].',
          ],
        ),
        details: v(
          [
            'The wheel [rolled|spun] [under the sofa|behind a chair|to the door]. {companion.The} [fetched it|got it back|found it].',
            '[|And ]the [little|small|tiny] train [sat|lay|tipped] on its side [with a sigh|by the bridge|on the bend].',
            '[The parade|The first run|The big ride] had to [wait|stop]. [Nobody could ride.|Nobody got a ride.|No toy got a ride.|The bears sat and waited.|The dolls sat and waited.|{companion.The} sighed a small sigh.|No train went over the bridges.]',
            '{Name} [held|looked at|turned over] the [wheel|little wheel|loose wheel]. [It was [round and red|small and black|still shiny|not broken].|It fit in {their} palm.|Its peg was a bit bent.|It was smaller than a coin.]',
          ],
          [
            '[|And ]the runaway wheel rolled under the sofa, and {companion.the} wriggled after it.',
            '[|And ]the [little|small|tiny] train lay on its side, looking [very|really|so] sorry for itself.',
            'The [little|loose] wheel [was|looked] [perfectly fine|not broken at all|round and whole]; it just would not stay on its [peg|axle].',
            'With no engine to pull them, the [carriages|wagons] [had to wait|stood still] in a row, with nowhere to go.',
          ],
          [
            '[|And ]the loose wheel trundled under the sofa, and {companion.the} retrieved it after a good deal of wriggling.',
            '[|And ]the engine lay on its side on the track, a sorry sight for a train about to lead a parade.',
            'The wheel itself was [unharmed|perfectly sound]; it was the [little peg|axle] that had [worn loose|grown tired] [after years of faithful service|after a great many parades].',
            'The [carriages|wagons] waited in a patient line behind the stranded engine, [like passengers on a platform when the board says delayed|going nowhere at all].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '{Name} [pushed|pressed|clicked] the wheel back on. But it [fell off|came off|slid off|wobbled off] [again|at once|right away].',
            '[They tried|They used|First they tried|So they tried] [some|a bit of|a strip of|sticky] tape. [It was too sticky.|The wheel stuck.|It did not hold.|The wheel would not turn.|It came unstuck.]',
            '{Name} [spun|turned|wiggled] the wheel [on its peg|round and round|very hard]. [It wobbled off again.|It fell off again.|Plop, off it came.]',
            '{Name} [pushed|rolled] the train [very slowly|so gently|bit by bit]. [The wheel slid off at the [bend|curve|first bend].|It tipped on the bridge.|It wobbled and stopped.|Clunk, off came the wheel.|It bumped and fell over.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} pushed the wheel back on, but it wobbled and fell off [again|once more] at once.',
            '[|First, |To begin with, |Right away, ]they tried [a bit|a little] of sticky tape, but the wheel could not turn with tape on it.',
            '{Name} [tried|had a go at] [squeezing the peg|pushing the wheel on harder|tapping it with a block], but [the wheel just wobbled|it popped off again at the bridge|the train limped and tipped over].',
            'They [tried|had a go at] [pushing the train very slowly|going round the bend one inch at a time|letting it roll down a gentle slope], but [as soon as it reached the bend|after one little roll], the wheel [slid|jumped|wobbled] off [again|once more].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} pressed the wheel back onto its peg, but it wobbled loose before the train had gone an inch.',
            'Tape seemed like a good idea until they realized a taped wheel cannot turn.',
            'They [tried|attempted] pushing the train [very slowly|with great delicacy|an inch at a time], [in the hope that the wheel might stay on if nobody rushed it|on the theory that a careful train is a safe train], but [the wheel slid off before the first bridge|it came loose all the same].',
            '[{companion.The}|{companion.name}] [suggested|proposed] [running the train backward|leaving the wheel off and hoping for the best], which [was inventive but|was bold, though] [not the sort of repair a proper railway could rely on|got the engine precisely nowhere].',
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
            'The wheel held [tight|fast|firm], and the train [rolled|raced|chugged|zoomed] [again|once more]!',
            '"[Choo, choo|Toot, toot|All aboard]!" [called|cried|sang] {companion.the}, and the [parade|big parade|train parade] [began|set off|could start].',
            '[Zoom|Chug|Clack|Whizz], round went {object.the} [once|two times|again]! [It did not wobble.|The wheel stayed on.|It went so fast.|Not one wobble!|The wheels went round and round.|It went faster and faster.]',
            '{object.The} [rolled|went|chugged] [over the bridge|through the tunnel|round the bend]. [{companion.The}|{companion.name}] [cheered|jumped up|laughed].',
          ],
          [
            'This time the wheel held, and {object.the} rolled [smoothly|proudly] all the way round the track.',
            '"Choo, choo," called {companion.the}, as {object.the} led the parade past every chair.',
            '[This time|Now] {object.the} [rolled|sped|chugged] [over both bridges|through the shoebox tunnel|round the tight bend] [without a single wobble|as smooth as butter|and back again], and [{companion.the}|{companion.name}] [cheered like a crowd|bounced with joy].',
            '[At last|Hooray], the parade [could begin|began]: {object.the} [in front|at the head], with [all the carriages|every wagon] [clacking|rattling] along behind, [round and round|lap after lap].',
          ],
          [
            'This time the wheel held firm, and {object.the} rolled the [whole|entire] length of the railway without a wobble.',
            '[|And |At last, |And just like that, ]the parade finally began, with {object.the} in front and {companion.the} providing the whistles.',
            '{object.The} [completed|made] its first full circuit [without incident|without so much as a wobble], [crossing both bridges|rattling through the tunnel] [with all the dignity of a royal train|as steadily as a clock], and [{companion.the}|{companion.name}] [cheered|applauded] at every lap.',
            '[Lap after lap|Circuit after circuit], the wheel held, and the parade [wound|rolled] round {place.the} [until the engine deserved a rest|until the passengers, all of them toys, had seen everything there was to see].',
          ],
        ),
        details: v(
          [
            'It [went|rolled|rattled|chugged] over [both bridges|the two bridges|each bridge] and [round the bend|past the rug|under the chair|back to the start].',
            '[|And ]{companion.the} gave a [big|great big|happy|loud] cheer [each time|every lap|at the bend|for the train].',
            '[All the toys|The bears|The dolls|The toy animals] [rode|sat] [in the carriages|on the wagons|in a row]. [They looked so happy.|One bear fell off and laughed.|They went round and round.|A duck sat up front.|A duck sat at the back.|A bunny sat up front.|The biggest bear waved.|They rode three times round.]',
            '[Toot|Toot, toot|Whoo, whoo], went {Name} at [every|each] [bridge|bend|lap].',
          ],
          [
            '[|And ]it rattled over both bridges and took the tight bend without a wobble.',
            '[|And ]{companion.the} [cheered|clapped] [every|each] time the train came round [again|once more].',
            '[The teddies|A row of toys|Every teddy in the house] [took turns riding|rode] in the carriages, [looking very proud|and one of them fell asleep|waving to nobody in particular].',
            '{Name} made [the whistle sound|a toot] at [every|each] [bridge|bend], and [{companion.the}|{companion.name}] [did the chuffing|added the clickety-clack|joined in].',
          ],
          [
            '[|And ]it crossed both bridges and took the tight bend as neatly as a real express.',
            '[|And ]{companion.the} [cheered|clapped] every lap as though it were the first.',
            '[A teddy|A small bear|The oldest teddy] [was given|won] the [front seat|seat of honor] in the first carriage and [rode|traveled] [several laps|three times round] [with an expression of great dignity|without complaint].',
            '{Name} [provided|supplied] the whistles and [{companion.the}|{companion.name}] the [chuffing|sound of steam], and [between them|together] they made a [very|remarkably] convincing railway.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'The train [parked|stopped|rested] [for the night|in its station|by the bridge]. [So did {Name}.|{Name} did too.|{Name} rested too.|{Name} yawned and slept.|{Name} slept too.]',
            '[|Then |Soon ]all the toys [rested|lay still|went quiet|fell asleep], and {Name} did too.',
            '[At bedtime|That night|Soon], the train [went|rolled] [into its shed|into the toy box|to its station]. [Toot|Chuff|Choo], [good night|sleep tight|night, night].',
            '{Name} [lay|snuggled] in {bed} [with eyes shut|very still|all warm]. [In {their} head|In a dream|Far away], a train [went clack, clack|went choo, choo|went round and round].',
          ],
          [
            'When bedtime came, {object.the} was parked in its station, and {Name} climbed into {bed}.',
            '[|Soon |Before long, |In a little while, ]the railway [rested|relaxed], {companion.the} [yawned|gave a big yawn|yawned a big yawn], and {Name} [fell asleep|drifted off to sleep|dozed off] to the memory of clicking wheels.',
            '[When bedtime came|At bedtime|That night], {Name} [parked|lined up] {object.the} [in its station|by the bridge|at the end of the track] and [whispered|said], "[Good night|Sleep well], [little train|engine]."',
            '{Name} [fell asleep|drifted off] [dreaming of|thinking about] [a railway that went all the way round the house|a train whose wheels never wobbled|tracks that went up the stairs and back], [with {companion.the} asleep close by|while the track waited for morning].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{object.the} was parked in its station for the evening, and {Name} [drifted off|dozed off] imagining the clack of wheels on a long track.',
            '[|Soon |Before long, |In a little while, ]the railway closed for the day, and its chief engineer was soon [fast asleep|sound asleep].',
            '[Before bed|At the end of the day], the [railway|line] was [closed for the night|declared closed], {object.the} [shunted|parked] into its siding, and its engineer [retired|went off] to {bed} [with the deep satisfaction of a job well done|with plans for a third bridge already forming].',
            '{Name} [drifted off|fell asleep] [to the imagined clatter|with the imagined rhythm] of wheels on wooden rails, [steady as a heartbeat|regular as a clock], and dreamed of a [long|great] railway [running through hills made of pillows|that went all the way round the world].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-picture-book-colors',
    worlds: ['home'],
    themes: ['magic', 'fantasy', 'adventure', 'art'],
    tags: ['magic'],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['picture-book'] },
      place: { kind: 'place', ids: ['living-room', 'playroom', 'sunny-attic'] },
    },
    titles: [
      '{Name} and the Colorless {object.noun}',
      'Where Did the Colors Go?',
      'The {object.noun} That Turned Gray',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} sat in {place.a}. [It was [story time|book time|time for a book] [at last|again|].|A story was next.|Books were out [on the rug|in a pile|].]',
            'It was a [quiet|slow|rainy|sleepy] afternoon in {place.a}. {Name} [wanted a story|picked a book|felt like reading|found a book].',
            'In {place.a}, {Name} [curled up|snuggled|sat] [on the rug|in the big chair|on a cushion]. [Time for a story!|Book time!]',
            '{Name} [ran|skipped|hopped] to {place.a} [with a book|for story time|to read]. [It was {their} best book.|It had bright pictures.|It had a shiny cover.|It was big and floppy.|It was full of animals.|It had a red cover.]',
          ],
          [
            '{Name} had [found|discovered] the comfiest cushion in {place.a}, ready for story time.',
            'The afternoon was quiet in {place.a}, and {Name} was in the mood for a [favorite|good] story.',
            '[Rain tapped on the window|The afternoon had gone slow and sleepy|Lunch was over and the house was calm], so {Name} [piled up some cushions|pulled a blanket down|chose a comfy corner] in {place.a} for [a story|reading time|a good book].',
            '{Name} [carried|dragged|hauled] [a whole armful of books|the big basket of books|a stack of picture books] into {place.a} and [spread them out|looked for the best one|sorted them by color] on the rug.',
          ],
          [
            '{Name} had built a nest of cushions in {place.a}, which is the correct way to prepare for a serious amount of reading.',
            'It was the kind of quiet afternoon in {place.a} that seems made for stories and nothing else.',
            '{place.a} had [a window seat|a corner by the bookshelf|a patch of carpet] that caught the afternoon light just so, and {Name} [had claimed it|was curled up in it] with [a stack of books|a blanket and a book|a favorite book held close].',
            '[Some afternoons are for running about|There are loud days and quiet days]; this one [was made for reading|had the unmistakable feel of a reading day], and {Name} [settled into|made a den in] {place.a} [accordingly|to make the most of it].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [sat down|settled down|curled up] too. {companion.It} [loved stories|loved books|liked the pictures|liked to listen].',
            '{companion.a} came to listen. "[Read to me, please|Read it to me|Can I see|Read it out loud], {Name}," {companion.it} said.',
            '[Tap, tap|Hop, hop|Pad, pad|Knock, knock|Creak, creak|Pitter, pat]. [In came|In popped|Along came|In peeked] {companion.a}. [{companion.It} sat close.|{companion.It} loved story time.|{companion.It} wanted a story too.|{companion.It} sat on the rug.|{companion.It} came to listen.]',
            '{companion.a} [snuggled up|leaned in|sat close] by {Name}. "[A story|Story time|A book], hooray," {companion.it} [said|whispered].',
          ],
          [
            '{companion.a} [snuggled|nestled] in beside {them}, because {companion.it} loved stories more than anything.',
            '"Can I listen too, {Name}?" asked {companion.a}, already settling in.',
            '[Before the first page was turned|Just as {Name} opened the cover|A moment later], {companion.a} [hurried in|came pattering over|peeked round the door], [eager to listen|asking to hear a story|ready for pictures].',
            '{companion.a} [squeezed|wriggled|tucked {companion.obj}self] onto the cushion next to {Name}, [because|since] [story time was the best time of the day|stories were better shared|the pictures were always more fun with a friend].',
          ],
          [
            '{companion.a} settled in alongside, having a firm policy of never missing a story.',
            '"Is it the one with the colors, {Name}?" asked {companion.a}, getting comfortable. "That one is my favorite."',
            '{companion.a} [appeared at|slipped in beside] {nameS} elbow [with impeccable timing|the instant a book was opened], as [dedicated|devoted] listeners [tend to|always seem to].',
            '[With|Wearing] the [expectant|bright, eager] look of a [serious|devoted] story lover, {companion.a} [joined {Name} on the cushions|took the seat beside {Name}] and [waited for the first page|asked for the book with the colors].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Oh,] {Name} opened {object.a}. The pictures were [all gray|gray|dull and gray|pale and gray]!',
            '[But|Oh no,|Uh-oh,|But look,] {object.a} had no colors [at all|left|today|anymore]. [[Every|Each] page was [gray|so gray|pale|dull].|The pages looked like rain.|Not one page was bright.]',
            '{Name} [turned|flipped|opened] {object.a}. [Where were the colors?|The colors were gone!|It was all gray!]',
            '"[Look at|Oh no,|What happened to] {object.a}," said {companion.the}. [Every picture was [gray|pale|dull].|The colors had [gone|faded|run away].]',
            '{companion.The} [brought|held up|found] {object.a}. [But it was all gray!|The pictures were pale.|Where was the red?]',
          ],
          [
            '[|Then |But then |Soon enough, ]{Name} opened {object.a}, but every picture had turned [gray|pale as fog], as if the colors had [tiptoed|slipped] away.',
            '[|Then |But then |Soon enough, ]the pages of {object.a} were [all gray|washed out]: the red balloon, the green hill, the yellow sun, all gone [pale|dull].',
            '{companion.The} [chose|held out|pointed to] {object.a}, [the one with the brightest pictures|the one they loved most], but when they opened it, [every page was gray|the colors had gone|it looked like a rainy window].',
            '"[Oh no|Oh dear|Look]," [whispered|said] {companion.the}, turning the pages of {object.a}. "[Where did the colors go|The red balloon is gray|The sun has gone pale]?"',
          ],
          [
            '[|Then |But then |Soon enough, ]{Name} opened {object.a} and stared: every illustration had been drained to the same flat gray, as though someone had [quietly|softly|gently] rinsed the colors out.',
            'In {object.a}, the red balloon, the green hill and the golden sun had all faded to the color of old porridge.',
            '{object.a} [fell open|opened] on {nameS} lap, and the two of them [stared|looked] at pictures that [had given up every color they ever had|were as gray as a puddle], from the balloon on the cover to the [moon|sunset] on the last page.',
            '"[This is the one with all the colors|This is the brightest book we have]," said {companion.the}, [opening|reaching for] {object.a}, and then [stopped|fell silent]: [the pages had turned the gray of wet stone|every color had drained away like bathwater].',
          ],
        ),
        details: v(
          [
            'The [sun|moon|red balloon] was [gray|pale|dull]. The [grass|sky|sea|apples] [was|looked] [gray|dull|pale] too.',
            '{companion.The} looked [very|really|so] [sad|glum|upset]. [{companion.It} gave a [sigh|little sigh|long sigh].|A page [turned|flipped] by itself.|{companion.It} touched the gray sun.|{companion.It} hugged {companion.its} knees.|{companion.It} wiped a tear.|{companion.It} had a wobbly lip.]',
          ],
          [
            'Even the sun on the first page was [|so |very ]gray, and it looked [cold|gloomy] without its yellow.',
            '[|And ]{companion.the} turned the pages [slowly|gently|unhurriedly], hoping the next one would be [brighter|better].',
          ],
          [
            '[|And ]the sun on the first page had forgotten its yellow, and a gray sun is [a strangely sad thing to look at|about the gloomiest thing a picture book can hold|enough to make anyone sigh].',
            '[|And ]{companion.the} turned page after page in hope, but the gray went all the way to the end.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} rubbed a page. [The gray stayed.|[Still gray.|It was still gray.|Gray as ever.|It stayed gray.]|Nothing changed.]',
            '[First,|So|Then] they [shook|jiggled|tipped] the book. [No colors fell out.|Nothing came out.|Only dust fell out.|A crumb fell out.|Out fell a bookmark.]',
            'They [held it|put it|opened it] [in the sun|by the lamp|by the window]. [[Still gray.|It was still gray.|Gray as ever.|It stayed gray.]|[No luck.|No luck there.|No such luck.|Still no luck.]|It stayed dull.]',
            '{companion.The} [blew on|tapped|patted] a page. [[Nothing happened.|Not a thing happened.|Nothing at all happened.|Nothing changed.]|[Still gray.|It was still gray.|Gray as ever.|It stayed gray.]|The gray stayed put.]',
            'They [looked|peeked|checked|searched] [under|behind] the [lamp|rug|cushion|sofa|chair|curtain]. [No colors there.|[Nothing.|Nothing at all.|Not a thing.]|Just dust.|Only a crumb.]',
            '{Name} [shook|wiggled|turned] the book. [[Still gray.|It was still gray.|Gray as ever.|It stayed gray.]|No colors fell out.|It stayed pale.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} rubbed a page [gently|with a thumb], but the gray stayed put.',
            '[|First, |To begin with, |Right away, ]they held the book up to [the window|the windowpane], but even sunlight could not bring the colors back.',
            '{companion.The} [suggested|thought of] [reading it upside down|turning the pages very fast|closing it and counting to five], [but|and yet] the pictures [stayed gray|were still pale as fog|did not change at all].',
            'They [looked for the colors|searched] [under the cushions|behind the bookshelf|in the toy box], [in case they had fallen out|just to be sure], but [found only crumbs|there was no red or blue anywhere].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried rubbing one corner [gently|softly|carefully], in case the color was simply hiding under a layer of dust, but the gray went all the way through.',
            '[|First, |To begin with, |Right away, ]they held the book in the sunshine by [the window|the windowpane], but the pictures stayed stubbornly gray.',
            '{companion.The} [proposed|suggested] [reading the book aloud very cheerfully|closing it firmly and opening it again], [on the theory that colors respond to encouragement|in case the colors had simply dozed off], but [the gray held|the pages stayed pale].',
            'They [checked|searched] [the cushions|the carpet|the bookshelf] for any [stray|escaped] colors, [which seemed reasonable|which felt like the thing to do], and found [a button and a crayon wrapper|a great deal of fluff], but not one [bit|scrap] of red.',
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
            '[And|So|At last,] the colors [came back|returned|woke up]! The sun was yellow [again|once more|at last].',
            '[Red, green, blue|Pink, gold, green|Blue, red, yellow]! [Every|Each] page was [bright|so bright|full of color].',
            '[Bit by bit|Page by page|One by one], the pictures [filled|lit|woke] up. [[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|How bright!|What color!]',
            'The [grass|sky|sun] [turned|went|grew] [green|blue|gold] [again|once more]. [{companion.The} gasped.|{Name} laughed.]',
            '[Pop|Blink|Swish]! The [balloon|sun|hill] [was red|was gold|was green] [again|at last]. [They cheered.|How bright!|{companion.The} clapped.]',
            '[Red|Blue|Green] came back. Then [yellow|pink|gold]. [Every page was [bright|bold|happy] [again|at last|].|The book [was happy|looked glad|shone].]',
            '[And|So|At last,] {object.the} was [bright|full of color|pretty] [again|once more]. [What a sight!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!]',
          ],
          [
            'Color [flowed|bloomed] back into [every|each] page: a red balloon, a green hill, and a [bright|sunny] yellow sun.',
            'Page by page the pictures [woke up|brightened], until {object.the} was more colorful than ever.',
            '[First the balloon went red|First the sky turned blue|First the sun turned gold], then [the hill turned green|the sea went blue|the flowers went pink], and soon [every picture|every page] [was bright again|shone like new].',
            '[{companion.The}|{companion.name}] [gasped|laughed|squeaked] as the colors [came back|crept back|spread] [across the pages|from corner to corner], [brighter than before|each one in its right place].',
          ],
          [
            'Color returned to the pages like a tide coming in: the balloon reddened, the hill greened, and the sun blazed yellow [again|once more].',
            'By the last page, {object.the} was brighter than {Name} had ever seen it, as though the colors had come back grateful.',
            '[The first thing to return was|It began with] [the red of the balloon|the blue of the sky|the yellow of the sun], [faint at first|a blush, then a blaze], and after it [the rest came hurrying|every other color followed], [until the pages fairly glowed|as if afraid to be left out].',
            '[Page by page|One picture at a time], {object.the} [came back to life|recovered its colors], [and {companion.the} turned each page with a little gasp|while {companion.the} watched, hardly daring to blink], [as though opening presents|as if each one were a surprise].',
          ],
        ),
        details: v(
          [
            '{companion.The} [clapped|cheered|hopped]. "[Read it now|Read it, please|Now read it|Read it again], {Name}," {companion.it} [said|begged|asked].',
            '[So|Then|And so] {Name} read the [whole|entire|bright] book [out loud|from start to end|twice|slowly].',
          ],
          [
            '[|And ]{companion.the} [clapped|cheered] and [said|whispered], "Now can we read it?"',
            'So {Name} read it from the first page to the last, [slowly|with all the voices].',
          ],
          [
            '[|And ]{companion.the} declared it the best version of the book ever printed.',
            'So {Name} read it aloud from cover to cover, doing all the voices, and lingering over every color.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] the book went back on the shelf. {Name} [went|hopped|padded] to {bed} [with a yawn|at last|humming|].',
            '[Soon|Then|That night] {Name} [closed|shut] {their} eyes. {They} dreamed in [color|bright colors|red and blue|every color].',
            '{Name} [thought of|smiled at|dreamed of] the [bright pages|yellow sun|green grass]. [Then {they} slept.|Then came sleep.]',
            '[On the shelf|By the bed|Under the lamp], the book [rested|slept|glowed]. {Name} [slept|dozed|dreamed] too.',
            '[At bedtime|That night|Later], the book sat by {bed}. [It was bright [again|once more|and bold].|Its colors were [safe|back|all there].] {Name} [slept|dozed].',
            '{Name} [dreamed|had a dream] of a [red balloon|green hill|gold sun]. {companion.The} [slept|dreamed] too.',
            'The [lamp|light] went [low|out]. {Name} [yawned|smiled|snuggled in]. [Good night, book.|Sleep tight, colors.]',
          ],
          [
            'At bedtime {object.the} sat on the shelf, bright and safe, and {Name} dreamed in every color.',
            '[|Soon |Before long, |In a little while, ]{companion.the} [yawned|gave a big yawn|yawned a big yawn], {Name} [yawned|gave a big yawn|yawned a big yawn], and the colorful pages [waited|stood waiting] for tomorrow.',
            '[That night|At bedtime|Later], {Name} [tucked|slid] {object.the} under {their} pillow [for safekeeping|just in case], and [drifted off|fell asleep] [dreaming of red balloons|in a swirl of colors].',
            'The lamp [went down|was turned low], and [the last thing|the very last thing] {Name} [saw|thought of] was [a golden sun|a bright red balloon|a green, green hill], [floating into a dream|smiling back from the page].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{object.the} went back on its shelf, its colors safe, and {Name} [fell asleep|drifted off to sleep|dozed off] to dreams painted in every shade there is.',
            'Sleep came easily, and it came in color.',
            '[Later|At bedtime|When the lamp was finally turned down], {object.the} [lay|rested] on the nightstand, [its colors safe inside its covers|closed but glowing], and {Name} [fell asleep|drifted off] [with|to] [a head full of colors|a private picture show of every page].',
            "{Name} [drifted|slid] toward sleep [thinking about|turning over] the day's small rescue, and [when the dreams came|the dreams, when they arrived,] [they came in every color|were painted in every shade from the book].",
          ],
        ),
      },
    ],
  },
  {
    id: 'home-attic-puzzle-box',
    worlds: ['home'],
    themes: ['adventure', 'mystery', 'family', 'friendship'],
    tags: [],
    problem: 'puzzle',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['puzzle-box'] },
      place: { kind: 'place', ids: ['sunny-attic', 'playroom'] },
    },
    titles: ['The Secret of the {object.noun}', '{Name} and the {object.noun}', 'What Was in the Box?'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            '{Name} [liked|loved] to [explore|poke about|look for secrets|find things]. [Today was a good day for it.|Today felt just right for it.|And today was rainy.|So today {they} would.]',
            'It was a [rainy-window|gray|drizzly|quiet] kind of day. {Name} [wanted to explore|felt like exploring|wanted an adventure|was looking for fun].',
            '[Rain tapped|Drops ran down|The wind hummed at] the window. {Name} [had an idea|grinned|jumped up]. [Time to explore!|Up the stairs!|Let us look around!]',
            '{Name} [wandered|padded|tiptoed] about the house. [What was up the stairs?|What was behind that door?|Something was waiting.]',
          ],
          [
            '{Name} was in the mood for exploring, and the house had [plenty of|many] corners to explore.',
            'It was a slow day at {home}, and {Name} [decided|agreed] it was a good day for a [treasure hunt|bit of exploring].',
            '{Name} [had read every book on the shelf|had built every block tower {they} could think of|had done all {their} puzzles twice], so {they} [set off|went looking] for [something new to find|an adventure inside the house|a secret nobody else knew about].',
            '[The afternoon was long and still|Nothing much was happening], and {Name} [had a feeling|was sure] that [somewhere in the house|behind one of the doors] there was [something waiting to be found|a secret nobody had noticed].',
          ],
          [
            '{Name} had [decided|agreed] that the house, familiar as it was, still had corners worth exploring.',
            'It was one of those slow days when even {home} can feel like a place waiting to be discovered.',
            'There is a [particular|certain] kind of afternoon, [long and unhurried|slow and empty of plans], that [seems designed|was made] for [exploring one’s own house|discovering things one never noticed], and {Name} [recognized|knew] it [at once|the moment lunch was over].',
            '{Name} had [lived in the house all {their} life|known every room since {they} could crawl], [and yet|but] [suspected|had long suspected] that it [still kept a few secrets|had corners {they} had never properly explored], [and today seemed the day to find them|and today {they} meant to look].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came along. [{companion.It} liked exploring too.|{companion.It} loved secrets.|{companion.It} had a flashlight.|{companion.It} hummed as {companion.it} went.]',
            '{companion.a} [skipped|hopped|ran|bounced] up to {them}. "[Where are we going|Can I come|What are we looking for|Is it a secret]?"',
            '[Tap, tap.|Knock, knock.|Hello!] It was {companion.a}. "[Let us explore|I love exploring|Can I help look]!"',
            '{companion.a} [peeked|popped|poked {companion.its} head] round the door. "[Are you exploring|Can I come too|Where to]?"',
          ],
          [
            '{companion.a} came along too, [humming|skipping] with excitement.',
            '"Are we exploring, {Name}?" asked {companion.a}. "[Wait for me|Let me get my boots|I will bring a snack|I know all the best corners]!"',
            '[Just then|Before long], {companion.a} [came|hurried|skipped] [along the hall|round the corner|up behind {Name}], [asking where they were going|wanting to know what {Name} was up to|ready for anything].',
            '"[Are we exploring|Is this an adventure|Where are we off to]?" [asked|whispered] {companion.a}, [tiptoeing|creeping] along behind {Name} [with big, curious eyes|on the very quietest feet].',
          ],
          [
            '{companion.a} joined the expedition at once, being of the opinion that no exploration should happen without {companion.obj}.',
            '"An expedition, {Name}?" [said|whispered] {companion.a}, falling into step. "I will be the lookout."',
            '{companion.a} [joined the expedition|fell in beside {Name}] [almost at once|without being asked], [bringing|offering] [a great deal of enthusiasm and a very small flashlight|sharp eyes and an excellent sense of adventure].',
            '"[Every expedition needs a second explorer|Two explorers are better than one]," [announced|declared] {companion.a}, [appearing at {nameS} side|falling into step], [with the solemn air of someone signing up for a voyage|and the matter was settled].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|So] they went up to {place.a}. [Sun came through the window.|Light came in at the top.|It was bright up there.|A sunbeam lit the floor.]',
            '[Soon|Then|So] they [climbed|crept|tiptoed] up to {place.a}. It smelled of [old books|dust and wood|old boxes|cedar and soap].',
            'Up, up [went|climbed] the stairs to {place.a}. [Creak, creak went each step.|Each step went squeak.|The door gave a creak.]',
            'They [pushed open|opened|peeked through] a door to {place.a}. It was full of [boxes|old things|trunks|bags] and [dust|cobwebs|old coats|games].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they went up to {place.a}, where sunlight [slanted|poured] through a small round window.',
            'Up they went to {place.a}, full of [old|well-worn] boxes, [old coats|old toys] and dusty sunbeams.',
            '[Up the creaky stairs|Up the narrow steps|Past the landing] they [went|climbed], [one step at a time|very quietly], until they [reached|came to] {place.a}, [full of old boxes and trunks|bright with dusty sunlight].',
            'They [pushed open|opened] the [little|low] door to {place.a} and [peeked|stepped] inside: [old trunks, a rocking horse and a wobbly lamp|boxes stacked to the ceiling|a hat stand wearing three hats at once].',
          ],
          [
            '[|Soon |Before long, |After a while, ]their expedition led them to {place.a}, where sunlight fell in warm stripes across boxes nobody had opened in years.',
            '[|Soon |Before long, |After a while, ]they made their way up to {place.a}, which smelled of cedar and old paper and had the particular hush of forgotten things.',
            '[The stairs to|The way up to] {place.a} [creaked|complained] [at every step|in a dozen different notes], [as if announcing visitors|like an old servant clearing its throat], and [at the top|beyond the little door] [lay|was] [a kingdom of trunks and boxes|a whole museum of forgotten things], [gilded by the slanting sun|smelling of cedar and time].',
            '{place.a} [received|welcomed] them [with a breath of warm, dusty air|with a sigh of old wood], [its treasures stacked to the rafters|its corners crowded with forgotten things]: [a dressmaker’s dummy in a feathered hat|a rocking horse with a faded mane], [trunks with brass corners|boxes labeled in faded ink].',
          ],
        ),
        details: v(
          [
            'There were [old hats|old coats|big boots|tin cups] [in a pile|on hooks|in a box|on a shelf]. [There was a rocking horse.|There was a rusty bike.|There was a big trunk.|There was a doll house.]',
            'Dust [danced|twirled|floated|spun] in the [sunbeams|light|bright air]. [It looked like glitter.|It sparkled like snow.|It made {Name} sneeze.]',
          ],
          [
            '[|And ]there were [old hats|a box of old toys] and a rocking horse with a painted smile.',
            'Tiny specks of dust [danced|twirled] and [sparkled|glittered] in the sunbeams.',
          ],
          [
            '[|And ]there were hatboxes, a rocking horse with a chipped grin, and trunks labeled in handwriting from long ago.',
            'Dust motes turned [slowly|gently|unhurriedly] in the sunbeams like [tiny|little] planets.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Under a [shelf|table|blanket|chair] was {object.a}. [It would not open.|It was shut tight.|Its lid was stuck.|There was no key.]',
            '[Then|But then|Soon|Look,] {companion.the} found {object.a}. [The lid was stuck fast.|It would not open.|It had no keyhole.]',
            '{Name} [lifted|found|pulled out|dusted off] {object.a}. It had no [lock|key|handle|keyhole] [at all|to turn|on it|anywhere]. [But it would not open!|Still it stayed shut.|How did it open?]',
            '[In a trunk|On a shelf|In a corner|Behind a box] sat {object.a}. [It was shut tight|It would not open|Its lid did not move] [at all|one bit|however they tried].',
          ],
          [
            'Tucked under a shelf was {object.a}, but its lid would not [budge|open], however they [pulled|tugged].',
            '[|Then |But then |Soon enough, ]{companion.the} found {object.a} with [tiny|little] carved shapes on top, and it would not open.',
            '[Behind a trunk|Under a pile of old coats|On the highest shelf], [{companion.the}|{companion.name}] [spotted|found] {object.a}, [carved all over with stars|with no handle and no keyhole], but [the lid would not open|it was shut tight], [no matter how they pushed|however hard they tried].',
            '"[Look at this|What is it|Come and see]!" [called|whispered] [{companion.the}|{companion.name}], [holding up|pointing at] {object.a}. [It rattled when they shook it|Something inside went clink], but [there was no way to open it|the lid was stuck fast].',
          ],
          [
            'Beneath a shelf they found {object.a}, carved with [small|little] shapes, and its lid refused every ordinary attempt to open it.',
            '[|Then |But then |Soon enough, ]{companion.the} discovered {object.a}, and it was clearly meant to be opened, but only by someone who knew its secret.',
            '[Wedged|Hidden] [behind a steamer trunk|beneath a folded quilt], [{companion.the}|{companion.name}] [unearthed|discovered] {object.a}, [its surface carved with suns, moons and stars|beautifully made and perfectly sealed], [a box that clearly had something to say|which rattled faintly] but [offered no obvious way in|would not open for pulling or prying].',
            '{object.a} [sat|rested] [in a patch of sunlight|on an old chest] [as if it had been waiting for them|as though placed there on purpose], [and|but] [its lid|the top] was [shut as tight as a secret|fastened by something neither of them could see], [with no keyhole, no latch, no clasp|without a single visible way to open it].',
          ],
        ),
        details: v(
          [
            'It had [stars|moons|suns|birds] [on top|on the lid|all over]. [It rattled|Something went clink|It went tick, tick|Something rolled] [a little|when shaken|inside|softly].',
            '[Something|A thing|A little thing|A secret] was [inside|in there|hidden inside]. [What could it be|Was it a toy|Was it a key|Was it a treat] [in there|this time|at all]?',
          ],
          [
            '[|And ]the lid had [little|small|tiny] carved [stars, moons and suns|shapes], and something inside rattled [softly|gently|quietly].',
            '"There is something inside," whispered {companion.the}, giving it a [tiny|little] shake.',
          ],
          [
            '[|And ]the lid was carved with stars, moons and suns, and when tilted, something [small|little] inside slid from side to side.',
            'Whatever was inside had been waiting a long time to be found.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [pulled|tugged|pried at] the lid [hard|with both hands|gently|again]. [It did not move.|It stayed shut.|Not an inch.|[No luck.|No luck there.|No such luck.|Still no luck.]]',
            '[First,|So|Then] they pushed [every side|each side|all the sides|the top]. [Nothing happened|It stayed shut|Still nothing] [at all|this time|yet]!',
            '{companion.The} [shook|turned|tapped] it. [Rattle, rattle.|Clink, clink.|Tick, tick.] [But it stayed shut.|Still no luck.|It did not open.]',
            'They [looked|peeked|searched] for a key. [There was none.|No key at all.|They found a spoon.|Only a button.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} [pulled|tugged] and pushed the lid, but it stayed shut [tight|fast].',
            '[|First, |To begin with, |Right away, ]they pressed the carved shapes [one by one|one after another], but the box only clicked and stayed closed.',
            'They [tried|had a go at] [pulling|prying|wiggling] the lid, [shaking the box gently|turning it upside down], and [tapping every side|knocking on the bottom], but [it stayed shut|nothing worked] and [the rattle only teased them|whatever was inside just went clink].',
            '[{companion.The}|{companion.name}] [pressed|pushed] [one of the carved stars|the moon on the lid], which [clicked|went click], and they [held their breath|waited], but [the lid stayed shut|nothing more happened].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried sliding the lid, lifting it and pressing the carvings at random, but the box kept its secret.',
            '[|First, |To begin with, |Right away, ]each carving clicked when pressed, which was encouraging, but the lid stayed stubbornly shut.',
            'They [subjected|treated] {object.the} to [every method they could think of|a thorough investigation]: [pulling, prying, shaking, pleading|gentle shaking, firm pressing and a short, polite speech], [none of which|all of which] [produced|produced nothing but] [the faintest rattle from within|a tantalizing clink].',
            '[{companion.The}|{companion.name}] [discovered|found] that [each carving|the stars on the lid] [could be pressed|sank slightly when pushed], [which seemed very promising|a most encouraging discovery], [until it became clear|but it soon became plain] that [pressing them at random opened nothing|there must be an order, and they did not know it].',
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
            '[Click|Clack|Snap]! The lid slid open. Inside was a [tiny|little|small|shiny] [bell|key|locket|whistle].',
            '[And|So|At last,] the box opened! Inside was a [note|card|picture] and a [bell|ribbon|marble|tiny key].',
            '[Pop|Click|Tick]! [Up went the lid|The lid swung up|Open it came]. [They peeked in.|They both leaned in.|{Name} gasped.] [A tiny treasure!|What a find!|Something shiny!|Look at that!]',
            'The lid [slid|swung|lifted] [open|up|back] [at last|with a click|slowly]. [Inside was a little bell.|A small bell lay inside.]',
          ],
          [
            'With a soft click the lid slid open, and inside lay a [tiny|little] silver bell and a folded note.',
            '[|And |At last, |And just like that, ]{object.the} opened at last. Inside was a note that [said|whispered], "For the next clever explorer."',
            '[Click|Clunk|Tick], [the lid lifted|the box opened] [at last|all by itself], and [inside|tucked inside] was a [tiny|little] [silver bell|brass key] and a [folded note|faded card] [that said|which read] "[Well done|For a clever explorer|You found me]."',
            '[At last|Finally] {object.the} [sprang open|creaked open], and [{companion.the}|{companion.name}] [gasped|clapped] at [the treasure inside|what lay within]: [a little bell that rang like a star|a note and a shiny marble].',
          ],
          [
            '[|And |At last, |And just like that, ]the lid slid open with a satisfied click, revealing a [tiny|little] silver bell and a folded note in faded ink.',
            'Inside {object.the} was a note that read, "For whoever is clever enough to find this," and beneath it, a small silver bell.',
            '[With a small, satisfied click|With a sound like a held breath let out], {object.the} [gave up its secret|yielded at last], [the lid rising on its own|and the lid swung back] [to reveal|revealing] a [folded note in old-fashioned handwriting|tiny silver bell nestled in faded velvet], [and|alongside] [a bell no bigger than a thimble|a note that said, simply, Well done].',
            '[The lid|{object.The}] [opened|unlocked] [smoothly|with a gentle click], [as if it had simply been waiting for the right person|as though relieved to be asked properly], and inside [lay|waited] [a note and a small silver bell|a bell and a message] [from someone who had clearly enjoyed making puzzles|left long ago for whoever was clever enough].',
          ],
        ),
        details: v(
          [
            'The [bell|chime] went [ting|ding|ting-a-ling]. [{companion.the}|{companion.name}] [laughed|giggled|chuckled|clapped].',
            '"[That is you|It looks like you|Look, it is you|It is you]," [said|cried|gasped|laughed] {companion.the} [with a grin|in surprise|with a giggle|pointing]. [The note had {nameS} name.|It had {nameS} picture.|It was a drawing of {Name}.]',
          ],
          [
            '[|And ]{Name} rang the [little|small|tiny] bell, and it made the [sweetest|clearest] ting.',
            '"That means you," [said|whispered] {companion.the}, and {Name} [grinned|smiled].',
            '{Name} [read the note out loud|held the bell up to the light], and [{companion.the}|{companion.name}] [listened|watched] [with wide eyes|very quietly].',
            'They [wondered|guessed] [who had hidden the box|how long it had been waiting], [and decided it must have been someone very clever|and made up stories about it].',
          ],
          [
            '[|And ]{Name} rang the bell, and its clear note seemed to hang in the sunbeams for a long moment.',
            '"Clever enough," [said|whispered] {companion.the}, with a nod. "That is definitely you."',
            'They [spent some time|sat a while] [speculating|wondering] about [the person who had made the box|whoever had hidden it], [agreeing|and agreed] that [they would have liked them very much|it must have been someone who loved puzzles].',
            '[The bell|The little bell] [rang|chimed] [when {Name} lifted it|at the smallest touch], [a clear, sweet note that seemed to fill the whole attic|a sound like starlight, if starlight made sounds].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] the [bell|treasure|box] sat by {their} bed. {Name} [fell asleep|drifted off|dozed off|went to sleep].',
            '[Soon|Then|That night] {Name} [yawned|gave a big yawn|stretched]. What a day of [exploring|secrets|treasure|finding things]!',
            '{Name} [held|kept|hugged] the [bell|box|treasure] [close|tight|in bed]. [Ting, it said, good night.|It was {their} secret now.]',
            '[Up in|Over in|Back in] {place.the}, the boxes [slept|rested|waited]. {Name} [slept|dozed|dreamed] too.',
          ],
          [
            'That evening the [little|small|tiny] bell sat beside {bed}, and {Name} [fell asleep|drifted off to sleep|dozed off] wondering who had left it.',
            'After a [whole|entire] day of exploring, {Name} was ready for a long, [cozy|snug] sleep.',
            '[That night|At bedtime], the [little|tiny] bell [sat|waited] [on the windowsill|by {bed}], and {Name} [fell asleep|drifted off] [wondering what other secrets the house was keeping|thinking about the carved stars and moons].',
            '{Name} [gave the bell one last ting|tucked the note under {their} pillow] and [snuggled down|pulled up the quilt], [smiling|happy and sleepy], [already planning the next expedition|dreaming of attics full of treasure].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the bell spent the evening on {their} bedside table, and {Name} [drifted off|dozed off] imagining the explorer who had hidden it long ago.',
            '[|Soon |Before long, |In a little while, ]it had been a day of discovery, and sleep came as easily as the lid had finally opened.',
            '[That night|At bedtime], {Name} [lay awake only briefly|took a few minutes to fall asleep], [turning over the mystery of who had made the box|imagining the hands that had carved the stars], [before the questions blurred pleasantly into dreams|until the wondering turned into dreaming].',
            'The bell [stood|rested] on the bedside table [through the night|as {Name} slept], [keeping its one clear note to itself|silent but somehow present], and {Name} [slept|dreamed] [the deep sleep of a successful explorer|of attics, carvings and small silver secrets].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-snow-day-warm-up',
    worlds: ['home'],
    themes: ['seasons', 'weather', 'kindness', 'friendship', 'winter'],
    tags: ['snow'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['scarf', 'patchwork-blanket'] },
      place: { kind: 'place', ids: ['back-garden'] },
    },
    titles: ['{Name} and the Snow Day', 'Warm Toes for {companion.name}', 'A Cozy Plan on a Snowy Day'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'Snow fell in the [morning|day]. [|And ]everything was white.',
            '{Name} [looked out|peeked out|gazed out]. Snow covered everything!',
            '[Shh|Look|Wow], the [yard|street|whole town] was [white|all white|so white] [today|this morning|at last]! [It had snowed in the night.|Snow lay on every roof.|Snow sat on the fence.]',
            '{Name} [woke up|sat up|hopped up]. [The room was so bright.|The window was frosty.|Something was different.] [It was a snow day!|Snow, snow, snow!|The world was white.]',
          ],
          [
            'Snow had fallen in the [morning|early hours], and now everything outside was [white and soft|soft and sparkly].',
            '{Name} pressed {their} nose to [the window|the windowpane]: snow [everywhere|on every roof and fence]!',
            'The [light|room|ceiling] was [strangely|oddly|extra] bright when {Name} woke, and one peek [outside|out the window] [explained why|said it all]: [snow on every roof|the whole street under a white blanket|snow piled high on the fence].',
            '[In the night|While everyone slept], the snow had [tiptoed in|come down without a sound], and [by morning|now] [every car wore a white hat|the garden path had disappeared|the trees were iced like cakes].',
          ],
          [
            'Snow had arrived overnight without a sound, and the [whole|entire] street looked freshly wrapped.',
            '{Name} woke to that particular brightness that only snow can make, and [ran|hurried|scampered] to [the window|the windowpane] to be sure.',
            'Sometime in the night the world had been [quietly|silently] [rewritten|redrawn] in white, and {Name} [stood|knelt] at the window [taking inventory|cataloguing the changes]: [the fence capped with icing, the car a soft white loaf|the hedges rounded off, the path erased, the sky the color of milk].',
            'There is a [particular|peculiar] silence that comes with deep snow, [the sound of the whole street holding its breath|as if someone has turned the world down low], and {Name} [knew|understood] before even opening the curtains [exactly what it meant|that today was a snow day].',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[|Soon |Then |So ]{Name} put on boots. [|And ]{they} [ran|hurried|scampered] into {place.a}.',
            'Out {they} went into {place.a}. Crunch, crunch!',
            'Hat on, [boots on|coat on|mittens on]! {Name} [stomped|hopped|marched] out into {place.a}. [The snow went squeak.|The snow came up to {their} knees.|{Their} breath made puffs.]',
            '{Name} [opened|pushed] the back door. [Out|Out, out|Out {they} went] into {place.a}, [one step|one boot|stomp] at a time.',
          ],
          [
            '[|Soon |Before long, |After a while, ]{Name} [pulled|tugged] on boots and mittens and crunched out into {place.a}.',
            'Out into {place.a} went {Name}, leaving deep boot prints in the snow.',
            'Zipped, buttoned and [wrapped up to the nose|bundled in two scarves|wearing {their} biggest boots], {Name} [stomped|waded|marched] out into {place.a}, where the snow [came up to {their} knees|squeaked with every step|sparkled like sugar].',
            '[The back door|The kitchen door] [creaked open|swung open], and {Name} [stepped|hopped|plunged] out into {place.a}, [leaving the very first footprints|breathing out little clouds|blinking in all that whiteness].',
          ],
          [
            'Boots, mittens, hat: {Name} was dressed in record time and crunching out into {place.a}.',
            '[|Soon |Before long, |After a while, ]{Name} [stepped out|came out|peeked out] into {place.a}, where the snow squeaked underfoot and the air tasted clean and cold.',
            '{Name} [made the first tracks|broke the first trail] across {place.a}, [each boot print crisp and deep|the snow creaking like an old floorboard underfoot], and [paused|stopped] [to look back at them|to admire the line of them] [with the satisfaction of an explorer|as if reading a signature].',
            '[Out in|Across] {place.a}, the snow lay [unbroken|smooth as a new sheet of paper], [until|at least until] {Name} [waded in|set off across it] [up to the knees|in boots two sizes too hopeful], [breath rising in small clouds|cheeks already stinging with cold].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came out too. [|And ]they [built|made] a snowman all [morning|day].',
            '[|Just then |Then ]they made a snowman with {companion.a}.',
            '[Then|Soon] {companion.a} came [out|along|over]. They [built|made|rolled] a [snowman|big snowman|tall snowman] [all morning|for hours|with a carrot nose].',
            '{companion.a} [popped out|ran out|hopped out] [too|as well|at once]. "[Let us build a snowman|A snowman, a snowman|Snowman time]!" [cried|called|laughed] {companion.the}. [So they made one.|They rolled the snow.|He got so big.]',
          ],
          [
            '{companion.a} came out to play, and they built a snowman with a [carrot nose|pebble smile].',
            'All [morning|day] {Name} played in the snow with {companion.a}, until their cheeks were pink.',
            '[Before long|Soon], {companion.a} [came bounding|tumbled] out [to join {them}|into the snow], and the two of them [built a snowman with a stick for each arm|made a snowman with a scarf of leaves|built the tallest snowman in history].',
            '"[Wait for me|Can I play too]!" called {companion.a}, [and together|and side by side] they [rolled snowballs bigger than a wheelbarrow|made a snowman with a button nose|stomped out a giant smiley face in the snow].',
          ],
          [
            '{companion.a} joined {them}, and [together|side by side] they built a lopsided snowman with great dignity and a carrot nose.',
            '[|Just then, |A moment later, |All at once, ]they spent the [morning|day] in the snow with {companion.a}, and neither of them [noticed|saw|spotted] the cold creeping in.',
            '{companion.a} [arrived|appeared] [with great enthusiasm and no sense of the cold whatsoever|in a flurry of snow and excitement], and [the rest of the morning|the hours that followed] [disappeared|vanished] into snowballs, snow angels and a snowman of [considerable|impressive] [ambition|height].',
            '[It was not long before|Soon enough] {companion.a} [came out to join {them}|was out there too], and between them they [constructed|built] a snowman [so tall it needed a chair to finish|with a face that looked faintly surprised], [losing track of time|forgetting the cold] entirely.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[|Then |But then ]{companion.the} wore {object.a}. But {companion.it} [began to|started to] shiver.',
            '[|Then |But then ]{companion.the} was [|so |all ]cold. {object.a} was too [small|little] to help.',
            '[Then|But then|Uh-oh,] {companion.the} [gave a shiver|sneezed|said brrr]. {object.a} [was not enough|did not help|was too thin] [today|in the snow|at all].',
            '"[Brrr|So cold|Oh, my toes]," said {companion.the}. {companion.It} [pulled|tugged|wrapped] {object.a} [tight|close|round and round]. [Still {companion.it} shook.|But {companion.it} was still cold.]',
          ],
          [
            'But soon {companion.the} was shivering, and even {object.a} was not [enough|keeping the cold out].',
            '"Brrr," [said|whispered] {companion.the}, shivering. [|And ]{companion.it} wrapped {object.a} tight, but still shivered.',
            'After all that playing, {companion.the} [began to shiver|had chattering teeth|had icy toes], and [{object.a} was not enough to stop it|even wrapped in {object.a}, {companion.it} could not stop shaking].',
            '[{companion.The}|{companion.name}] [wrapped|pulled] {object.a} [tighter and tighter|around {companion.obj} twice], but [the cold had crept in anyway|the shivers kept coming|{companion.its} nose was still pink with cold].',
          ],
          [
            'By lunchtime {companion.the} had begun to shiver, and {object.a}, however snugly wrapped, could not keep the chill away.',
            '"I think the cold got inside me," [said|whispered] {companion.the}, pulling {object.a} closer, and shivering all the same.',
            'The cold, which had been politely ignored all morning, [presented its bill|caught up with them at last]: {companion.the} [began to shiver|could not stop shivering], and {object.a}, [wound round twice|pulled up to the ears], [made no difference at all|was no match for it].',
            '[Somewhere between the snowman and the snow angels|At some point in all that play], {companion.the} had [gone quiet|stopped laughing], and now [sat huddled|stood shivering] in {object.a} [with chattering teeth|looking small and frozen], [the fun quite gone out of {companion.obj}|too cold even to speak].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]they [jumped|hopped|leapt] up and down. [|And ]{companion.the} was still cold.',
            '[|First, |So ]{Name} rubbed {companion.the} [gently|softly|carefully]. [|And ]it [helped a little|did a little good].',
            '[First,|So|Then] they [ran|raced|stomped] round the garden. [{companion.The} was still cold.|Still the shivers came.|It did not help.]',
            '{Name} [blew|puffed|huffed] on {companion.its} [nose|toes|{companion.limbs}]. [It helped a bit.|Only for a minute.|Still so cold.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they [jumped|hopped|leapt] up and down to warm up, but {companion.the} was still cold.',
            '[|First, |To begin with, |Right away, ]{Name} rubbed {companion.obj} warm with {their} mittens, which [helped|did some good], but only a little.',
            'They [raced|stomped] round the snowman [three times|until they were puffed out], [hoping to warm up|to get their blood moving], but {companion.the} [was still shivering|only got colder when they stopped].',
            '{Name} [cupped|blew warm breath into] {their} [mittens|hands] and [held them|pressed them] to [{companion.the}|{companion.name}], which [helped for a moment|was kind], but the cold [crept straight back|soon won again].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they tried hopping on the spot, which made them laugh but did nothing for the shivering.',
            '[|First, |To begin with, |Right away, ]{Name} rubbed {companion.the} briskly, which [helped|did some good] for about as long as it lasted.',
            'They tried [a vigorous dance|a round of star jumps|marching on the spot], [on the sound principle that movement makes heat|which produced a great deal of laughter], but the moment they stopped, [the shivering started again|{companion.the} was as cold as ever].',
            '{Name} [offered|gave up] {their} own [hat|second scarf|mittens] [at once|without a thought], which was [generous|kind] and [made a difference|helped] for [almost|perhaps] a minute, [before the cold found its way back in|until the chill crept in again].',
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
            '[Soon|Before long|In a little while] {companion.the} was [|so |all ]warm. [|And ]{companion.it} stopped shivering.',
            '[|And |So ]{companion.the} felt [|so |all ]warm and [cozy|snug] [again|once more].',
            '[Ahh|Mmm|Oh], [warm at last|so much better|no more shivers]! [{companion.The}|{companion.name}] [smiled|sighed|wiggled {companion.its} toes].',
            '[{companion.The}|{companion.name}] [stopped shaking|was warm again|felt toasty]. Even {companion.its} [nose|ears|toes] [felt warm|got warm|glowed].',
          ],
          [
            '[Soon|Before long|In a little while] {companion.the} stopped shivering and was as warm as [toast|a muffin].',
            'Bit by bit the warmth [came back|returned], and {companion.the} gave a happy, [cozy|snug] sigh.',
            '[Little by little|Bit by bit], the shivers [faded|slowed|stopped], and [{companion.the}|{companion.name}] [stretched out|sighed happily], warm [right down to {companion.its} toes|from nose to tail|through and through].',
            '[Before long|Soon] [{companion.the}|{companion.name}] was [toasty|warm as a muffin|snug], [pink-cheeked and smiling|humming happily|wriggling {companion.its} warm toes], and the snow day was [fun|perfect] [again|once more].',
          ],
          [
            '[|And |At last, |And just like that, ]the shivering eased and then stopped altogether, and {companion.the} [glowed|shone|gleamed] with warmth like a freshly baked loaf.',
            'Warmth returned [slowly|gently|unhurriedly], from the middle outward, until {companion.the} sighed with contentment.',
            'The warmth [crept back|returned] [the way it always does|in its own time], [first to the middle and then out to the very tips|slowly and then all at once], until [{companion.the}|{companion.name}] [stopped shivering|let out a long, contented sigh] and [declared the crisis over|announced that {companion.it} could feel {companion.its} toes again].',
            '[Within minutes|Before long], [{companion.the}|{companion.name}] was [warm through|thoroughly thawed], [cheeks glowing|smiling again], and [looking out at the snow|eyeing the snowman] [with renewed interest|as though the cold had been a small misunderstanding].',
          ],
        ),
        details: v(
          [
            'They had warm cocoa. [|And ]it had [tiny|little] marshmallows.',
            'Outside, the snowman [waved|gave a wave].',
            '{Name} [hung|laid|put] the [wet|snowy|cold] mittens [by the heater|on a chair|to dry]. [Drip, drip, drip.|They steamed a little.|Soon they were dry.]',
            '[Outside|Out in the garden|By the fence], the snowman [stood|sat|kept watch]. [He had a carrot nose.|His hat was crooked.|Snow sat on his head.]',
          ],
          [
            '[|And ]they sipped warm cocoa with [tiny|little] marshmallows, [watching the snow|by the window].',
            'Outside the snowman kept watch over the garden, his carrot nose pointing at the sky.',
            'Wet mittens and [socks|scarves] [steamed|dried] by the heater, [lined up in a row|making the room smell of wool|dripping onto the mat].',
            '[Out in the garden|Through the window], the snowman [watched|kept an eye on] them, [his carrot nose tilted up|his pebble smile a little crooked|with fresh snow on his hat].',
          ],
          [
            '[|And ]they drank warm cocoa with marshmallows melting on top, and watched the snow keep falling.',
            'Out in the garden, the snowman stood guard, a [little|small|tiny] crooked and perfectly content.',
            'A row of [wet mittens|damp socks and mittens] [steamed gently|dried slowly] by the heater, [giving off that particular smell of warm wool that means a good day outdoors|like a small wet audience].',
            'Through the window the snowman [kept his post|stood watch], [faintly lopsided and entirely dignified|snow gathering on his hat like a crown], [the only one of them still outside|quite unbothered by the cold].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'At bedtime, {Name} was [|so |all ]warm too. [|And ]{they} [slept|dozed|dreamed].',
            'Snow fell [softly|gently|quietly]. [|And ]{Name} [fell asleep|drifted off to sleep|dozed off].',
            '[At bedtime|That night|Later], snow [fell|drifted|floated] past the window. {Name} was [warm|snug|cozy] [in {bed}|under the quilt|in soft pajamas].',
            '{Name} [thought of|dreamed of|smiled about] the snowman. [Was he cold?|He had a hat.|He was fine.] [Then {they} slept.|Then came dreams.|Then {they} yawned.]',
          ],
          [
            'That evening {Name} was tucked in warm and [cozy|snug], while snow fell [softly|gently|quietly] outside.',
            'With {companion.the} [curled up|snuggled up] warm nearby, {Name} [drifted off|dozed off] to the hush of falling snow.',
            '[At bedtime|That night], {Name} [lay|snuggled] under [the thickest quilt|two blankets|a quilt as soft as snow], [watching the flakes drift past the window|listening to the hush outside], and [was asleep before the tenth flake|drifted off in no time].',
            '[Out in the garden|Outside], the snowman [kept watch|stood guard] [in the quiet|under the streetlight], and inside, warm and [sleepy|drowsy], {Name} [fell asleep|dozed off] [thinking of tomorrow|dreaming of snowballs|with a smile].',
          ],
          [
            'Snow went on falling [softly|gently|quietly] past [the window|the windowpane], and {Name}, warm from the inside out, slept deeply.',
            '[|Soon |Before long, |In a little while, ]there is no sleep quite like the sleep after a snow day, and {Name} had the best of it.',
            '[That night|At bedtime] {Name} [lay|burrowed] [beneath|under] [the heaviest quilt in the house|a mountain of blankets], [listening to|soothed by] the [deep|perfect] hush of the snow, and [slept|sank into sleep] [as soundly as the snowman stood|like someone who had spent the whole day outdoors].',
            'Snow [went on|kept] [falling|drifting] [past the window|over the garden] [long after the lights went out|all evening], [smoothing over every footprint they had made|tucking the snowman in], and {Name}, [warm at last|thawed and drowsy], [watched it|let it] [carry {them} off to sleep|lull {them} to sleep].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-rainy-day-picnic',
    worlds: ['home'],
    themes: ['friendship', 'weather', 'kindness', 'food'],
    tags: ['rain', 'food'],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['picnic-basket'] },
      place: { kind: 'place', ids: ['living-room', 'kitchen', 'blanket-fort'] },
    },
    titles: ['{Name} and the Rainy Day Picnic', 'A Picnic for {companion.name}', 'The Indoor Picnic'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'Today was picnic day. {Name} was so [happy|glad|excited] [{they} could not sit still|{they} hummed at breakfast|{they} packed twice].',
            '{Name} woke up early. [It was picnic day at last!|Today was the big picnic!|The picnic basket was by the door!]',
            '[Hooray|Yippee|Yay]! It was [picnic day|the day of the picnic]. {Name} [jumped|hopped|bounced] out of {bed}.',
            '{Name} [packed|checked|counted] the [cups|plates|napkins|spoons]. [The picnic was today!|Today was the picnic!|Soon it would be picnic time!]',
          ],
          [
            'Today was the day of the [big|great big] picnic, and {Name} had been looking forward to it all week.',
            '{Name} hopped out of {bed} early, because today was picnic day.',
            '{Name} had [drawn a picture of the picnic|made a list of picnic food|picked the perfect spot by the big tree] [days ago|last week|the night before], and [this morning|at last] [the big day was here|it was finally picnic day].',
            '[At breakfast|Before {their} shoes were even on], {Name} [was already talking about|could think of nothing but] [the picnic|sandwiches on a blanket|the sunny spot by the pond], [bouncing in {their} chair|counting the hours].',
          ],
          [
            'For a [whole|entire] week {Name} had been crossing days off until the picnic, and today was finally the day.',
            '{Name} was up unusually early, because picnic days deserve to be started promptly.',
            'The picnic had been [planned|arranged] [with military precision|in great detail] [all week|for days]: [the menu decided|the blanket chosen], [the best spot in the park reserved in {nameS} imagination|a list pinned to the fridge], and [today|this morning] the day [had finally arrived|had come at last].',
            '{Name} [woke|was up] [with the particular excitement|in the happy flutter] of [a long-awaited day|someone for whom today is the day], [checking the sky first thing|already mentally packing the basket], [because a picnic is the sort of thing one prepares for properly|before even getting dressed].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was coming too. {companion.It} was [so excited|all ready|hopping about] [and had a sun hat on|with a big smile|by the door].',
            '{companion.a} [waited|stood waiting] by the door. "[Picnic time|Is it time to go|I brought a blanket]!"',
            '{companion.a} [ran|skipped|hopped] in. "[Is it time yet?|Are we going now?|I am all ready!|Can I carry the cups?]"',
            '[Tap, tap.|Knock, knock.|Ding-dong.] {companion.a} was [there|at the door|here]. {companion.It} had a [sun hat|big smile|basket|kite].',
          ],
          [
            '{companion.a} was already waiting by the door, [bouncing|wiggling] with excitement.',
            '"Is it picnic time yet, {Name}?" asked {companion.a}, who had been ready since [sunrise|breakfast].',
            '[Right on time|Soon after breakfast], {companion.a} [arrived|came bouncing in] [with a sun hat and a big grin|ready for the picnic|humming a picnic song], [asking if it was time to go|already looking for the basket].',
            '"[Is it picnic time yet|Are we going now|I am ready]?" [asked|called] {companion.a}, [hopping from foot to foot|standing by the door|peeking in the kitchen], [so excited {companion.it} could barely stand still|with shining eyes].',
          ],
          [
            '{companion.a} was waiting by the door, practically vibrating with anticipation.',
            '"I have been ready for hours," announced {companion.a}, which was [very|really|so] nearly true.',
            '{companion.a} [presented {companion.obj}self|turned up] [at the appointed hour|bright and early], [equipped for a day outdoors|wearing an optimistic sun hat], [with the cheerful confidence of someone who has never once considered the weather|ready for a perfect afternoon].',
            '[Punctual to the minute|Early, in fact], {companion.a} [appeared|arrived], [already discussing|full of opinions about] [which sandwiches should be eaten first|the best way to fold a picnic blanket], [and plainly|clearly] [delighted|overjoyed] that the day had come.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Soon] they packed {object.a}. [Then the rain came.|And then the rain came down.|After that, gray clouds rolled in.]',
            '[Then|But then|Soon] {Name} held {object.a}. [But rain poured down outside.|But the sky went gray and wet.|Then drops hit the glass.]',
            '{Name} [filled|packed] {object.a}. [Pitter, patter.|Drip, drop.|Splish, splash.] [Oh no, rain!|Rain began to fall.|It was raining!|The yard got wet.]',
            '[Grapes|Sandwiches|Apples|Buns] went into {object.a}. [Then gray clouds came.|But then the sky went gray.|Then came a big, wet cloud.] [Down came the rain.|Rain, rain, rain!|The rain poured.]',
          ],
          [
            '[|Then |But then |Soon enough, ]they packed {object.a} with sandwiches and [apples|strawberries], and then the rain [began to|started to] pour.',
            'Just as {Name} [picked up|lifted] {object.a}, rain came [drumming|pattering] on the windows.',
            'They [filled|packed] {object.a} [with sandwiches and grapes|with buns, apples and a little cake], [snapped the lid shut|tied the blanket on top], and [just then|right at that moment] [the sky turned gray|big drops began to fall|the rain started pouring down].',
            '[Just as|The very moment] {object.a} was [packed and ready|full to the brim], [a rumble of gray clouds rolled in|the window went pitter-patter], and [soon|before long] [it was raining hard|rain was splashing in the puddles].',
          ],
          [
            '[|Then |But then |Soon enough, ]they had packed {object.a} with sandwiches, fruit and a small cake, and that was exactly when the rain arrived in earnest.',
            'Just as {Name} lifted {object.a}, the sky opened and rain came drumming against the windows.',
            '{object.a} had [barely been closed|only just been packed], [its contents arranged with great care|sandwiches, fruit and cake all in their places], when [the sky, which had been merely gray, opened|the first fat drops struck the window], and [within a minute|in moments] [it was raining in earnest|the garden was awash].',
            '[Fate|The weather] [waited|chose its moment] [with exquisite timing|with perfect timing]: {object.a} [was packed|stood ready by the door], [the blanket folded on top|everything in place], and [then|only then] [the rain arrived|the clouds let go], [steady, thorough and plainly|heavy and unhurried, and clearly] [intending to stay all day|in no mood to stop].',
          ],
        ),
        details: v(
          [
            '[{companion.The}|{companion.name}] [looked out|peeked out|gazed out] [the window|at the rain|at the gray sky]. {companion.It} looked [so sad|very glum|a bit teary].',
            '"No picnic today," {companion.it} [sighed|let out a sigh|said softly].',
            'Rain [ran|slid|dripped] down [the glass|the window]. [Drip, drip.|Plip, plop.|Tap, tap.|Splat, splat.]',
            '[{companion.The}|{companion.name}] [sat|flopped|slumped] on the [rug|sofa|floor]. [What a shame.|So much rain!|Oh dear.|It was so wet out.|Drip, drip, went the rain.|No picnic today?|The garden was a puddle.]',
          ],
          [
            '[|And ]{companion.the} pressed against [the window|the windowpane] and gave a [long|very small] sigh.',
            '"Now there will be no picnic," [said|whispered] {companion.the} [sadly|in a tiny voice].',
          ],
          [
            '[|And ]{companion.the} watched the rain stream down the glass with a face as gray as the sky.',
            '"I suppose that is the end of the picnic," [said|whispered] {companion.the}, trying hard not to mind and not quite managing.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First|So|Then] {Name} told a [joke|silly joke|knock-knock joke]. [But {companion.the} did not laugh.|{companion.The} just sighed.|Nobody giggled.]',
            '[First|So|Then] they [waited|stood waiting|sat waiting] for the rain to stop. [But it did not stop.|It rained harder.|The drips kept coming.]',
            '{Name} [made|pulled] a [funny|silly|goofy] face. {companion.The} [smiled a little|almost smiled|gave a tiny smile]. [But just a little.|Still, it was raining.]',
            '[First|So|Then] they [sang|hummed] a [sunny|happy] song. [The rain kept going.|The rain did not listen.|Still it rained.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} told {companion.obj} a silly joke, but {companion.the} only gave a [tiny|little] smile.',
            '[|First, |To begin with, |Right away, ]they [waited|stood waiting] by [the window|the windowpane], but the rain just kept on falling.',
            'They [made|tried] a [paper boat|rain dance|wish on a raindrop] [to send the rain away|and waited], but [the rain kept coming|it only rained harder|the clouds did not listen].',
            '{Name} [drew|painted] a [big yellow sun|sunny picture] and [stuck it on the window|held it up to the clouds], [which made {companion.the} giggle|which was funny], but [it did not stop the rain|the rain did not care].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried a joke, then a funny face, but {companion.the} managed only the smallest smile.',
            '[|First, |To begin with, |Right away, ]they watched [the window|the windowpane] for a break in the clouds, but the rain had clearly settled in for the day.',
            'They [tried|attempted] [a rain dance in reverse|a polite request to the clouds|counting the drops to see if they were slowing], [none of which|all of which] [had the slightest effect on the weather|the rain ignored completely].',
            '{Name} [proposed|suggested] [waiting it out|having the picnic in the garden under umbrellas], [which sounded|an idea that sounded] [brave|heroic] [until|right up until] [they opened the door and the wind blew the rain sideways|they saw the puddles growing on the path], [and the idea was quietly abandoned|at which point they closed the door again].',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        introduces: ['place'],
        optional: true,
        variants: v(
          [
            '[And|So|Then] they spread a [blanket|rug|checked cloth] in {place.a}. [Now it was a picnic place.|It was a picnic spot now.|It looked just right.|Who needs sun?|Rain could not spoil this.]',
            '[And|So|Then] they [carried|brought] everything to {place.a}. [Picnic time!|Now they could eat!|The picnic was on!]',
            '{place.a} [was|made] the [best|perfect|coziest] picnic spot. [They put down a rug.|They set out the cups.|They sat in a ring.]',
            '[In|Inside] {place.a}, they [spread|laid|put] the [blanket|picnic rug|checked cloth] [on the floor|by the window|under the lamp]. [Picnic time at last!|Now it was a picnic!|Hooray for indoor picnics!]',
          ],
          [
            '[|And |At last, |And just like that, ]they spread a blanket in {place.a} and set out {object.the} as if it were a sunny hill.',
            '[Soon|Before long|In a little while] {place.a} was a picnic spot, with cushions for hills and a lamp for the sun.',
            'They [spread the blanket|laid out the picnic] in {place.a}, [with a lamp for a sun|with cushions for hills|with a toy tree in the middle], and [suddenly|all at once] [it was the best picnic spot in the world|the rainy day did not matter at all].',
            '[In no time|Before long], {place.a} [had become|was turned into] a [picnic meadow|sunny park], [the blanket spread out|plates set out in a circle], and [{companion.the}|{companion.name}] [clapped|cheered] [with joy|at the sight of it].',
          ],
          [
            '[|And |At last, |And just like that, ]they turned {place.a} into a picnic ground, with cushions for hills, a lamp for a sun and the rain for music.',
            'Within minutes {place.a} had become the coziest picnic spot in the [whole|entire] town.',
            '{place.a} [was transformed|underwent a transformation]: [the blanket spread|cushions arranged as hills], [a lamp pressed into service as the sun|a potted plant promoted to tree], and [within minutes|before long] it was [as fine a picnic ground as any park|a better picnic spot than the one they had planned].',
            'The picnic [moved indoors|relocated] to {place.a}, [where|and there] [the weather was always fine|the sun was a reading lamp and never went behind a cloud], [the ground was dry|there were no ants], and [{companion.the}|{companion.name}] [declared it an improvement|said it was the best picnic ever].',
          ],
        ),
      },
      {
        kind: 'resolution',
        variants: v(
          [
            '[And|So|Then] {companion.the} [smiled|grinned|beamed] a [big|great big] smile. [The picnic was fun.|It was a real picnic.|Rain or no rain!]',
            '[And|So|Then] they ate every [sandwich|crumb|grape]. {companion.The} was [happy|glad] [now|at last|again].',
            '[Crunch|Munch|Yum]! The [apples|sandwiches|grapes] were [so good|yummy|just right]. {companion.The} [laughed|giggled|cheered].',
            '[It was a real picnic!|What a picnic!|Best picnic ever!] {companion.The} [hugged|thanked|cuddled] {Name}.',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} [smiled|grinned|beamed] from ear to ear, and they ate every last sandwich from {object.the}.',
            '[|And |At last, |And just like that, ]the rain kept drumming, but now it sounded like music for their picnic.',
            'They [ate|munched] [sandwiches and grapes|every sandwich and every apple] [on the blanket|by the window], [listening to the rain drum on the glass|watching the raindrops race], and [it felt like a real adventure|nobody missed the park one bit].',
            '[{companion.The}|{companion.name}] [laughed|giggled] [so much|with a mouth full of cake], and the rain [kept drumming|pattered away] [like music for their picnic|on the roof], [making the room feel snugger than ever|as if it wanted to join in].',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} [smiled|grinned|beamed], a real smile this time, and the picnic was declared the best ever held indoors.',
            '[|And |At last, |And just like that, ]the rain kept drumming on the windows, which somehow made everything inside feel cozier.',
            'They [dined|feasted] [in great style|cross-legged on the blanket] [while the rain drummed on the windows|to the steady music of the rain], [which, they agreed, improved the sandwiches considerably|and agreed it was the best sound to eat cake to].',
            'The rain, [far from ruining things|instead of spoiling the day], [provided|made] [a soothing accompaniment|the perfect background], and [{companion.the}|{companion.name}] [observed|remarked] [between mouthfuls|with a full mouth] that [they should have indoor picnics more often|nothing tastes better than a picnic in the dry].',
          ],
        ),
        details: v(
          [
            'They [shared|cut|split] the [cake|buns|pie]. [It was very good.|It was so sweet.|Every crumb was yummy.]',
            '[Outside|On the roof|At the window] the rain went [pitter-patter|tap, tap|drip, drop].',
            'They [played|sang|told] [a game|a song|stories] on the [blanket|rug]. [It was cozy.|It was fun.|The rain sang too.]',
            '[Crumbs|Cake crumbs|Bits of bread] fell on the [blanket|rug]. [They laughed.|[Oops|Whoops|Oopsie|Uh-oh]!|Nobody minded.]',
          ],
          [
            '[|And ]they shared the [little|small|tiny] cake, one bite for you and one bite for me.',
            '[|And ]the rain went pitter-patter on the glass, like it wanted to join in.',
            '[After the food|When the food was gone], they [lay on their backs|stretched out on the blanket] and [pointed at pretend clouds on the ceiling|told each other stories], [while the rain sang outside|as happy as could be].',
            '{Name} [made|poured] [pretend tea|lemonade] [for everyone|in little cups], and [{companion.the}|{companion.name}] [said it was the best tea in the world|raised {companion.its} cup for a toast].',
          ],
          [
            '[|And ]they split the cake exactly in half, which took careful measuring and a lot of laughing.',
            '[|And ]the rain kept up its steady patter, as if applauding.',
            '[Afterward|When every crumb was gone], they [lay back|stretched out] [on the blanket|among the cushions] and [named the shapes of the water stains on the ceiling|invented cloud shapes on the ceiling], [which, indoors, was entirely|a game that was] [the only way to watch clouds on a day like this|surprisingly satisfying].',
            '[There was|They had] [a formal toast|a round of lemonade toasts] [to the rain|to indoor picnics], [proposed by {companion.the}|raised in paper cups], [which made everyone laugh|and seconded by everyone].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|Later] the rain was [soft|quiet|gentle] [now|on the roof|at the window]. {Name} [fell asleep|drifted off to sleep|dozed off].',
            'Pitter-patter went the rain [on the roof|on the glass|all night]. {Name} [slept|dozed|dreamed] [of picnics|of cake|of sunny days].',
            '{Name} [snuggled|curled up|tucked in] [with a full tummy|with a smile|under the quilt]. [The rain said hush.|Tomorrow might be sunny.|What a good day.]',
            '[At bedtime|That night], the rain [went|said] [pit, pat|tap, tap|drip, drop] [on the roof|at the glass]. {Name} [yawned|smiled|snuggled]. [What a good picnic.|Best picnic ever.|Then {they} slept.]',
          ],
          [
            'By bedtime the rain was a soft patter, and {Name} [fell asleep|drifted off to sleep|dozed off] to its [gentle|sleepy] song.',
            '[|Soon |Before long, |In a little while, ]{companion.the} was [happy|glad], {Name} was full, and the rain hummed them both to sleep.',
            '[That night|At bedtime], {Name} [lay|snuggled] in {bed} [listening to the rain|hearing the soft patter on the roof], [remembering|thinking about] [the picnic on the rug|the lamp that was a sun], and [fell asleep|drifted off] [smiling|with crumbs of happiness still in {their} heart].',
            'The rain [went on|kept] [pattering|tapping] [softly|gently] [all evening|at the window], [like a lullaby just for {Name}|as if it were sorry for spoiling the park], and {Name} [was asleep before it stopped|slept soundly].',
          ],
          [
            'By bedtime the rain had softened to a hush on the roof, the best sound there is for falling asleep.',
            'A rainy day had turned into a good day after all, and {Name} slept well on it.',
            '[By bedtime|That night], the rain had [softened|settled] into [a gentle, steady patter|the kind of rain that sounds like someone whispering], and {Name}, [tucked in|under the quilt], [decided|reflected] that [a rainy day with a good idea in it|an indoor picnic] [was worth any number of sunny ones|had been better than the real thing], [and fell asleep on that thought|before sleep arrived].',
            '{Name} [fell asleep|drifted off] [to the sound of rain on the roof|while the rain tapped on], [warm and dry and full of cake|content right down to {their} toes], [which is|and that is] [the best way to hear rain|a fine way to end a picnic day].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-missing-scarf',
    worlds: ['home'],
    themes: ['adventure', 'friendship', 'mystery', 'kindness'],
    tags: ['lost'],
    problem: 'missing',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['scarf', 'snow-globe', 'music-box'] },
      place: { kind: 'place', ids: ['living-room', 'kitchen', 'playroom', 'sunny-attic'] },
    },
    titles: ['Where Is the {object.noun}?', '{Name} Finds the {object.noun}', 'The Great {object.noun} Hunt'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'It was a [lazy|slow|quiet|sleepy] afternoon. {Name} was [reading|drawing|doing a puzzle|building blocks].',
            '{Name} was [drawing|coloring|painting|reading] at the table. All was [calm|peaceful|still|quiet].',
            '[Rain tapped|Sun shone|Wind hummed] at the window. {Name} [read|drew|built] [a book|a castle|a tower] on the rug.',
            'The house was [quiet|calm|still|snug]. {Name} [hummed|sang|whistled] [to {themself}|a little tune|softly].',
          ],
          [
            'It was a lazy afternoon, and {Name} was [reading|drawing] at the table.',
            'The house was [|so |very ]quiet, and {Name} was [building with blocks|humming over a drawing].',
            '[It was a quiet afternoon|Nothing much was happening], and {Name} was [curled up with a picture book|finishing a puzzle on the rug|drawing a very long snake], [humming|perfectly happy|with {their} tongue poking out].',
            '[The clock ticked|Sun slanted across the rug], and {Name} was [busy with a jigsaw|coloring in a picture|building the tallest block tower yet], [in no hurry at all|enjoying the quiet].',
          ],
          [
            'It was a lazy, unremarkable afternoon, which is often when the interesting things happen.',
            'The house had gone [pleasantly|comfortably] quiet, and {Name} was absorbed in a drawing.',
            'The afternoon had [settled into|taken on] [a pleasant sameness|that drowsy, golden stillness], and {Name} was [deep in a drawing|working through a puzzle|reading on the rug], [with no idea that a mystery was about to arrive|when the peace was interrupted].',
            '{Name} was [absorbed in|occupied with] [an ambitious block tower|a complicated drawing] [on the living room floor|at the kitchen table], [which is|and that is] [exactly when|precisely when] [someone|a friend] [comes along with a problem|needs help finding something].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} [ran|hurried|scampered|dashed] in. "[Help me, please|Please help|Can you help me|Oh, help]," {companion.it} [cried|said|called].',
            '{companion.a} came in looking [sad|glum|worried|upset].',
            '[Pitter, patter|Tap, tap|Thump, thump] came {companion.a}. [{companion.It} had a long face.|{companion.It} looked so sad.]',
            '{companion.a} [peeked|poked {companion.its} head|tiptoed] in. "[Have you seen my things|Something is gone|I need help]."',
          ],
          [
            '{companion.a} came hurrying in, looking worried. "Have you seen it?"',
            'In came {companion.a}, searching under every cushion on the way.',
            '[Just then|Before long], {companion.a} [shuffled|wandered|drooped] in, [looking under every cushion|peering behind the door|with a very long face], [as if searching for something|and sighing].',
            '"[Oh, {Name}|Have you seen it|Please help]," [said|sighed] {companion.a}, [coming in slowly|tugging on {nameS} sleeve|with a wobbly voice], "[I cannot find it anywhere|something is missing]."',
          ],
          [
            '{companion.a} came in at a worried trot, peering under cushions as {companion.it} went.',
            '"Have you seen it anywhere, {Name}?" asked {companion.a}, in the voice of someone who has already looked everywhere twice.',
            '{companion.a} [appeared|arrived] in the doorway [with the distracted air|wearing the expression] of [someone who has searched the same drawer three times|one who has misplaced something important], [patting pockets|glancing under furniture] [as {companion.it} came|even as {companion.it} said hello].',
            '[It was|The visitor was] {companion.a}, [looking|clearly] [thoroughly dismayed|at the end of {companion.its} wits], who [explained|announced] [before even saying hello|without preamble] that [something precious had gone missing|a sad thing had happened: a favorite thing was gone].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Oh dear,] {companion.the} could not find {object.a}. [It was missing.|It was gone.|It was not in its spot.]',
            '"My {object.noun} is gone," {companion.it} said. [It was {object.a}.|It was {object.a}, the best one.|{companion.It} meant {object.a}.]',
            '{companion.The} had {object.a}. [But now it was gone.|But it was not there now.|Now it was nowhere.]',
            '"[I had|I left|I put down] {object.a}," said {companion.the}. "[Now it is gone|Now I cannot find it|Where can it be]?"',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} had a [favorite|special] thing, {object.a}, and now it was [missing|nowhere to be seen].',
            '"{object.a} was right here this [morning|day]," [said|whispered] {companion.the}, "and now it is gone."',
            '[{companion.The}|{companion.name}] had [put down|left] {object.a} [somewhere this morning|just for a minute], and now [it had vanished|nobody could find it], [and {companion.it} was very sad|and the whole day felt wrong without it].',
            '"It is {object.a}," [said|explained] [{companion.the}|{companion.name}], "[my very favorite|the one I like best], and I [had it at breakfast|put it down somewhere], and now it is [gone|nowhere]!"',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} explained that {object.a}, the most treasured thing {companion.it} owned, had simply vanished since breakfast.',
            '"I had {object.a} this [morning|day]," [said|whispered] {companion.the}, "and then I put it down somewhere, and now I cannot think where."',
            '[The missing thing|What had gone missing] was {object.a}, [the most treasured object {companion.the} owned|which {companion.the} had carried everywhere for as long as anyone could remember], and [it had disappeared|it had vanished] [somewhere between breakfast and now|without a trace].',
            '"{object.a}," [said|explained] [{companion.the}|{companion.name}] [mournfully|in a small voice], "[was right here|was beside me all morning], and [then I turned round|I looked away for one moment], and [now it might as well be on the moon|it simply is not anywhere]."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          [
            '[Soon|Then|So] they looked in {place.a}. [It was not there.|No luck there.|[Not there.|It was not there.|Not in there.|It was not in there.]]',
            'First they [searched|checked|tried|looked in] {place.a}. [[No luck.|No luck there.|No such luck.|Still no luck.]|[Nothing.|Nothing at all.|Not a thing.]|[Not there.|It was not there.|Not in there.|It was not in there.]|[Only dust.|Just dust.|Only a dust bunny.|Just some fluff.]]',
            'They [tiptoed|went|hurried] to {place.a}. [They peeked in every spot.|They looked high and low.]',
            '[Next|Off] they went to {place.a}. [They looked and looked.|They checked each corner.]',
          ],
          [
            '[|Soon |Before long, |After a while, ]they searched {place.a} from top to bottom, but it was not there.',
            'First they looked in {place.a}, under the rug and behind the door.',
            'They [began|started] [the search|looking] in {place.a}, [checking under the rug|peeking behind the curtains|looking inside every box], but [all they found|the only thing they found] was [a crayon and a crumb|a marble and a spoon].',
            '[Room by room|Corner by corner], they [searched|went looking], [starting with|beginning in] {place.a}, [where they lifted every cushion|where they looked high and low], but {object.the} [was not there|did not turn up].',
          ],
          [
            '[|Soon |Before long, |After a while, ]they began with {place.a}, checking under the rug, behind the door and inside a boot, without success.',
            '[|Soon |Before long, |After a while, ]the search began in {place.a}, and it was thorough, but it turned up nothing except an odd sock.',
            'The [search|hunt] [began|started] in {place.a}, [methodically|with great care], [every drawer opened and every cushion lifted|from the floorboards to the top shelf], and [yielded|turned up] [a good deal of dust, one marble and a long-forgotten raisin|everything except the one thing they wanted].',
            '{place.a} [was searched|got searched] [thoroughly|with detective thoroughness], [{Name} taking the high places|{Name} on the chairs] and [{companion.the}|{companion.name}] [the low ones|the floor], [without the slightest success|but {object.the} was not to be found].',
          ],
        ),
        details: v(
          [
            'They [found|discovered|spotted] a [sock|spoon|button|ribbon]. They [found|discovered|spotted] a [crayon|marble|hair clip|toy car].',
            '[But no {object.noun}.|Still no {object.noun}.|No {object.noun} at all.|Not the {object.noun}.]',
          ],
          [
            '[|And ]they [found|discovered] an old sock, two crayons and a button, but no {object.noun}.',
            '[|And ]they even looked inside the [cookie jar|toy box], just in case.',
            '[Under the sofa|Behind the curtain] they [found|spotted] [a dusty sock|a stray crayon|a bottle cap], [but|and yet] no {object.noun}.',
            '[{companion.The}|{companion.name}] [looked|peeked] [inside the teapot|in the bread bin|under the doormat], [just in case|because you never know].',
          ],
          [
            '[|And ]the search produced a sock, two crayons, a marble and a [very|really|so] old raisin, but not the thing they were looking for.',
            '[|And ]they checked the toy box, the laundry basket and the shoe rack, in case it had [wandered|strolled|ambled].',
            '[The search|Their search] [uncovered|turned up] [a small museum of forgotten things|several unexpected treasures], [a hair clip, three pennies and a puzzle piece|a key to nothing and a very old birthday card], [but not|though not] {object.the}.',
            '[{companion.The}|{companion.name}] [inspected|checked] [the teapot, the bread bin and the umbrella stand|places no sensible object would ever go], [on the grounds that|reasoning that] [a missing thing might not be sensible|it was worth being thorough].',
          ],
        ),
      },
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] they looked under the [bed|rug|sofa|table]. [It was not there.|[Only dust.|Just dust.|Only a dust bunny.|Just some fluff.]|Just a [sock|button|crayon|shiny marble].|Only a [sock|spoon|toy car] was there.]',
            '[First,|So|Then] {companion.the} [sighed|let out a sigh|sniffed]. "[It is gone for good|I will never find it|It is no use]."',
            'They [looked|checked|peeked] [in the toy box|behind the door|in a basket]. [[Not there.|It was not there.|Not in there.|It was not in there.]|[No luck.|No luck there.|No such luck.|Still no luck.]|Nope.]',
            '{Name} [opened|checked|tried] a [drawer|cupboard|box]. [Spoons, but no {object.noun}.|Socks, but no {object.noun}.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]they looked under the bed and behind the sofa, but {object.the} was not there.',
            '[|First, |To begin with, |Right away, ]{companion.the} [sat down|settled down] with a sigh. "Maybe it is gone forever."',
            '[{companion.The}|{companion.name}] [tried|had a go at] [retracing {companion.its} steps|thinking very hard], [from breakfast to now|one room at a time], but [{companion.its} memory was all muddled|every room looked the same], and [{companion.it} sighed a big sigh|it did not help].',
            'They [called|whispered] [its name|"Where are you?"] [into every room|up the stairs], [just in case|which was silly but fun], but {object.the} [did not answer|stayed hidden], [of course|naturally].',
          ],
          [
            '[|First, |To begin with, |Right away, ]they searched under the bed and behind every cushion, but {object.the} was nowhere.',
            '[|First, |To begin with, |Right away, ]{companion.the} [sat down|settled down] heavily, beginning to think it would never turn up.',
            '[{companion.The}|{companion.name}] [attempted|tried] to [reconstruct|retrace] the morning [minute by minute|step by step], [which produced|but this only produced] [several conflicting versions|a great deal of confusion] and [no useful clues|no clear answer].',
            'They [tried|considered] [calling for it|searching the same places again], [on the theory|hoping] that [they might have missed it the first time|things turn up on a second look], but [the second search|the repeat search] [was no more fruitful|found nothing new] [than the first|either].',
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
            '[And|So|At last,] there it was! {object.The} was [found|safe|right there|back].',
            '[And|So|At last,] {companion.the} [hugged|cuddled|held] {object.the}. "[Thank you|Thanks|Oh, thank you]," {companion.it} said.',
            '[Look|There|Oh]! {object.The} was [under a cushion|by the window|in a basket]. [Found!|[Hooray|Hip, hip, hooray|Yippee|Hooray, hooray]!|At last!]',
            '{Name} [spotted|found|saw] {object.the} [on a hook|on the shelf|under a hat]. [[Everyone|Everybody] [cheered|clapped and cheered|gave a cheer|cheered and clapped].|What luck!]',
          ],
          [
            'And there it was: {object.the}, tucked in a [cozy|snug] spot where nobody had thought to look.',
            '[|And |At last, |And just like that, ]{companion.the} [hugged|cuddled] {object.the} tight and [said|whispered] thank you three times.',
            '[And there|There] it was! {object.The} had been [tucked|hiding] [under a pillow|in the laundry basket|behind the bread bin] [all along|the whole time], and [{companion.the}|{companion.name}] [hugged it tight|danced a little dance].',
            '[At last|Finally], {Name} [spotted|found] {object.the} [in the last place they would have looked|right where it should have been], and [{companion.the}|{companion.name}] [laughed and laughed|could not stop smiling].',
          ],
          [
            'And there, in the one place nobody had thought to check, was {object.the}, perfectly safe.',
            '[|And |At last, |And just like that, ]{companion.the} held {object.the} close and thanked {Name} three separate times, which seemed about right.',
            '{object.The} [turned up|was discovered] [at last|in the end] [in the one place nobody had thought to check|folded neatly where someone had tidied it away], [looking entirely unbothered by all the fuss|as calm as if it had never been missing], and [{companion.the}|{companion.name}] [seized it with a cry of joy|clutched it close].',
            '[It was {Name} who found it|In the end, {Name} found it], [tucked|hidden] [behind the very cushion they had started with|somewhere wonderfully obvious], [which made them both laugh|and the relief was enormous], and [{companion.the}|{companion.name}] [thanked {Name} over and over|declared {Name} the finest detective in the house].',
          ],
        ),
        details: v(
          [
            'It was [safe|there|fine] all along. Everyone [laughed|giggled|chuckled|smiled].',
            '{companion.The} did a [happy|little|twirly|hoppy] dance. [Hop, hop, spin!|Twirl, twirl!|Jig, jig!]',
          ],
          [
            '[|And ]it had been safe all along, and everyone [laughed|giggled|chuckled] at where it had been hiding.',
            '[|And ]{companion.the} did a [little|small|tiny] happy dance around the room.',
            'They [put|hung|set] {object.the} [in a special place|on a hook by the door|on the shelf], [so it would never go missing again|where everyone could see it].',
            '[{companion.The}|{companion.name}] [gave {Name} a big hug|did a happy spin], [and they both laughed|still holding {object.the}].',
          ],
          [
            '[|And ]it had been perfectly safe the [whole|entire] time, which made everybody laugh with relief.',
            '[|And ]{companion.the} celebrated with a small dance of considerable enthusiasm.',
            'They [agreed|decided] that {object.the} [needed|deserved] [a proper home|a place of its own] [where it could be found at once|so this would never happen again], and [chose|found] [a hook by the door|a spot on the shelf] [with great ceremony|after long discussion].',
            '[{companion.The}|{companion.name}] [insisted|wanted] on [a celebration|a small parade] [around the house|down the hall], [with {object.the} held high|to show that all was well], [which {Name} was happy to join|and {Name} marched along].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {object.the} was [safe|on the shelf|in its spot]. {Name} [went to sleep|drifted off|dozed off|fell asleep].',
            '[Soon|Then|That night] {Name} [yawned|gave a big yawn|stretched]. {They} felt [happy|glad|cozy|proud].',
            '{Name} [smiled|yawned|sighed] in {bed}. [Everything was where it should be.|All was found.|All was well.]',
            '[By the bed|On a hook|In a basket], {object.the} [sat|rested|waited]. {Name} [slept|dozed|dreamed] [sound|happily].',
          ],
          [
            'That evening {object.the} was safe in its place, and {Name} [fell asleep|drifted off to sleep|dozed off] feeling like a real detective.',
            '[|Soon |Before long, |In a little while, ]{companion.the} was [happy|glad] [again|once more], and {Name} [drifted|floated] into a [cozy|snug], quiet sleep.',
            '[That night|At bedtime], {object.the} [was safe|hung] [in its special place|on its hook], {companion.the} was [happy|smiling], and {Name} [fell asleep|drifted off] [feeling like a real detective|with a proud little smile].',
            '{Name} [snuggled|curled up] in {bed}, [thinking about|remembering] [all the funny places they had looked|the teapot and the bread bin], and [giggled|smiled] [before sleep came|as {their} eyes closed].',
          ],
          [
            'With {object.the} safely back where it belonged, {Name} [fell asleep|drifted off to sleep|dozed off] with the satisfaction of a mystery solved.',
            'Sleep came easily, the way it does after a good search with a happy ending.',
            '[By bedtime|That night], [order had been restored|all was well]: {object.the} [on its hook|in its new home], [{companion.the} contented|{companion.the} at peace], and {Name} [drifting toward sleep|settling into {bed}] [with the satisfaction of a case well solved|feeling like the detective in a storybook].',
            '{Name} [fell asleep|slept] [that night|soundly] [thinking|reflecting] that [most mislaid things|most missing things] are [only waiting in the last place you look|never truly gone, only waiting], [which is a comforting thought to fall asleep on|and that was a good thought to dream on].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-toy-dinosaur-roar',
    worlds: ['home'],
    themes: ['dinosaurs', 'friendship', 'kindness', 'adventure'],
    tags: [],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion', ids: ['toy-dino-rex'] },
      place: { kind: 'place', ids: ['playroom', 'living-room'] },
    },
    titles: [
      '{Name} and the Littlest Dinosaur',
      'A Big Roar for {companion.name}',
      '{companion.name} and the Big Roar',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} played dinosaurs in {place.a}, [stomp, stomp|stomp, roar|thump, thump|roar, stomp] [all around|on the rug|by the sofa]!',
            'It was [dinosaur day|dino time|roar time|stomp day] in {place.a}.',
            '{Name} [lined up|set out|dug out] {their} [dinosaurs|dinos|toy dinos] in {place.a}. [Big ones and small ones.|Green ones and red ones.]',
            'In {place.a}, {Name} [stomped|roared|thumped] like a [dinosaur|big dino|giant dino]. [{Name} went stomp, stomp|Roar, went {Name}|The floor went thump] [on the rug|all around|by the door|past the chair]!',
            '[After lunch|After a nap|On a rainy day|That morning], {Name} played in {place.a}. [The [rug|blue rug|bath mat] was a [swamp|lake|river].|A [box|big box|basket] was a [cave|nest|den].|The [sofa|armchair|bed] was a [volcano|mountain|cliff].|[Blocks|Pillows|Plants] made a [jungle|forest|wall].]',
            '{place.a} was [full of|busy with|crowded with] [dinosaurs|dinos|toy dinos]. {Name} [made them march|gave them names|lined them up by size|counted all the tails].',
          ],
          [
            '{Name} was playing dinosaurs in {place.a}, stomping and roaring across the rug.',
            'In {place.a}, {Name} had built a dinosaur land out of cushions and blocks.',
            '{Name} spent the [afternoon|whole morning|rainy afternoon] in {place.a}, [marching|herding|guiding] a long line of toy dinosaurs [over the cushions|across the rug|around the table legs].',
            '[A pillow volcano|A swamp made of a blue towel|A jungle of houseplants] took up half of {place.a}, and {Name} [was the loudest dinosaur in it|stomped through it with a happy roar|ruled over it all].',
          ],
          [
            '{Name} had transformed {place.a} into a land before time, with cushion volcanoes and a block-built swamp.',
            'It was dinosaur day in {place.a}, which meant a great deal of stomping.',
            '{Name} had declared {place.a} a [prehistoric|Jurassic] valley for the afternoon, complete with [a sofa-cushion mountain range|a towel river|a footstool volcano], and the dinosaurs had moved in.',
            '[By mid-morning|Before lunch|By the time the rain started], {place.a} had become [a swamp|a steaming jungle|a wide, ferny plain] full of [plastic|rubber|painted] dinosaurs, and {Name} was [narrating|directing] their every move.',
          ],
        ),
        details: v(
          [
            'The [cushions|pillows|sofa cushions] [were|made|became] [mountains|hills|volcanoes|cliffs]. The [rug|blue rug|towel] [was|made|became] a [swamp|lake|jungle|river].',
            '[Stomp, stomp, roar|Thump, thump, roar|Roar, roar, stomp|Stomp, roar, stomp|Thud, thud, roar|Crash, stomp, roar]! [The [floor|room|shelf] [shook|wobbled|rattled] [a bit|a lot|].|The [toys|blocks|books] [jumped|wobbled|shook] [on the shelf|in a pile|].|{Name} [giggled|laughed|grinned] [and roared again|out loud|].|A [cushion|pillow|tower] fell [over|down] [with a flump|with a bump|].]',
            'A [long-neck|big green|spotty] dino [ate leaves|took a nap|went for a swim] on the [rug|sofa|cushion].',
          ],
          [
            '[|And ]the cushions were mountains, and the blue rug was a swamp.',
            '[Every|Each] stomp made the blocks wobble, which was the point.',
            'A [long-necked|spiky-backed|three-horned] dinosaur [grazed|dozed|waded] by the [towel river|cushion cliffs|block swamp], [minding its own business|looking very pleased with itself].',
          ],
          [
            'Cushions stood in for mountains, and the blue rug made an excellent swamp.',
            'Each stomp sent a small tremor through the block towers, which everyone [agreed|decided] was realistic.',
            'A long-necked [sauropod|dinosaur] grazed [serenely|peacefully] on a potted plant, which had not been consulted.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} sat in the corner. {companion.It} was not [playing|stomping|roaring].',
            '[Just then|Then|Look,] there was {companion.a}. {companion.It} looked [so|very|a bit] [sad|glum|down].',
            '[Under the bed|On the shelf|Behind a box] was {companion.a}. [{companion.It} was hiding.|{companion.It} was quiet.]',
            '{Name} [found|spotted|saw] {companion.a}. [{companion.It} hung {companion.its} head.|{companion.It} gave a sigh.]',
          ],
          [
            'In the corner sat {companion.a}, not joining in at all.',
            '{companion.a} watched from behind a cushion, looking glum.',
            '[Up on|On top of|Half behind] the [bookshelf|toy box|window seat] sat {companion.a}, [watching the others with big, sad eyes|very still and very quiet|not stomping at all].',
            '{Name} [noticed|spotted|saw] {companion.a} [sitting by the curtain|tucked behind a block tower|lying on its side] while the other dinosaurs [stomped and roared|marched by|played].',
          ],
          [
            'Over in the corner, {companion.a} watched the game without joining in.',
            '{companion.a} sat apart, {companion.its} [little|small|tiny] plastic tail drooping.',
            'Half hidden [behind a block tower|under the armchair|in the toy box], {companion.a} was [pretending not to watch|watching the stomping with a wistful look|keeping very, very still].',
            'Not every dinosaur was joining in: {companion.a} had [stayed behind on the windowsill|retreated behind the curtain|settled at the edge of the rug], [looking small even for a toy|with the air of someone who would rather not be noticed].',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          [
            '"My roar is too small," {companion.it} [said|whispered|sighed]. [It [went|came out as] [eep|a tiny eep|a squeak|a peep] [again|as always|every time].]',
            '[Then|But then|Look,] {companion.it} tried to roar. It came out as a [squeak|peep|tiny eep].',
            '"[I cannot roar|I only eep|My roar is tiny]," said [{companion.the}|{companion.name}]. [{companion.It} looked at the floor.|{companion.It} gave a sad little sniff.|{companion.It} let {companion.its} tail droop.|{companion.It} hid behind a block.]',
            '[{companion.The}|{companion.name}] [opened|puffed|tried] [wide|big]. [[Eep|Peep|Squeak|Meep], went the [roar|tiny roar|little roar].] [That was [all|it] [that came out|for the roar|].|[Nothing|Not] more came out.|{companion.It} [sighed|drooped|sniffed] [sadly|a little|].]',
          ],
          [
            '"Real dinosaurs have [big|great big] roars," [said|whispered] {companion.the}, "but mine only goes eep."',
            '[|Then |But then |Soon enough, ]{companion.it} tried a roar, but it came out as the tiniest squeak.',
            '[{companion.The}|{companion.name}] [took a big breath|stood up tall|planted {companion.its} feet] and roared, but [all that came out|the only sound] was a [tiny|small|thin] eep.',
            '"[Every other dinosaur|All the others|The big dinosaurs] can roar," [sniffed|whispered|said] [{companion.the}|{companion.name}], "[and I just squeak|and mine comes out as eep|but I only go eep]."',
          ],
          [
            '"A dinosaur without a roar is just a lizard with ideas," [said|whispered] {companion.the} sadly, and demonstrated: eep.',
            '[|Then |But then |Soon enough, ]{companion.it} drew a deep breath and roared, and what came out was a small, apologetic squeak.',
            '[{companion.The}|{companion.name}] confessed, [in a very small voice|staring at {companion.its} feet|not quite looking at {Name}], that every roar {companion.it} tried [came out as a squeak|shrank into an eep|ended in a sound like a door hinge].',
            '"[Listen|Watch|Here]," said [{companion.the}|{companion.name}] [miserably|glumly|gloomily], and [inflated {companion.its} chest|opened {companion.its} jaws] for a roar [worthy of a tyrannosaurus|that should have shaken the windows|fit to rattle the teacups], and out came [a tiny eep|one small eep|nothing but an eep].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '{Name} said, "Try [again|once more|one more time]!" [It was still [small|tiny|a squeak|an eep] [though|sadly|].|[Eep|Peep|Squeak], it went [again|once more|].]',
            '[First,|So|Then] they roared [together|side by side|as one]. [{companion.the}|{companion.name}] was still [tiny|small|quiet].',
            '{Name} [showed|taught|did] a big [roar|stomp|growl]. [{companion.The}|{companion.name}] tried, [but out came|and out came] [eep|peep|a squeak|a tiny eep] [again|once more|].',
            'They [puffed|stretched|breathed] [deep|big|in]. [Out came a [squeak|peep|little eep] [again|once more|].|Still a [little|tiny|small] [eep|squeak|peep].]',
          ],
          [
            '"Try once more," [said|whispered] {Name}, but the roar was still tiny.',
            '[|First, |To begin with, |Right away, ]they roared [together|side by side], but {companion.its} roar was hidden under {nameS} [big|great big] one.',
            '{Name} [suggested|showed {companion.obj}] a [stomp|run-up|deep breath] first, [but the roar|and yet the roar] [still came out as|was still only] a [squeak|small eep].',
            'They [practiced|tried] roaring [into a cardboard tube|from the top of the sofa|into an empty box] to make it louder, but [it only echoed eep|out came a bigger eep, and that was all].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} encouraged {companion.obj} to try [again|once more], but practice only made the squeak slightly louder.',
            '[|First, |To begin with, |Right away, ]they tried roaring [together|side by side], but {companion.its} [little|small|tiny] roar simply disappeared under {nameS}.',
            'They [experimented with|tried] [a cardboard tube|an empty cookie tin|the echo under the table] as a megaphone, which made the eep [louder|rounder] but no more like a roar.',
            '{Name} [coached|trained] [{companion.the}|{companion.name}] [like a sports coach|with great patience]: deep breath, big jaws, [stomp first|chin up]. The result was [the most determined eep yet|an eep with real feeling].',
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
            '[And|So|At last,] {companion.the} [smiled|grinned|beamed]. {companion.It} felt [big|great big|tall|strong] inside.',
            '[And|So|Then] {companion.it} joined the game. [Stomp, stomp, eep|Stomp, eep, stomp|Eep, eep, stomp], went [the game|{companion.the}|the two of them] [round the rug|all afternoon|past the sofa]!',
            '"[An eep is fine|Eep is a good roar|Small roars count]," said {Name}. [{companion.The}|{companion.name}] [laughed|hopped|did a stomp].',
            '[{companion.The}|{companion.name}] [eeped|peeped|squeaked] with [pride|joy|a grin]. [[Everyone|All the toys|{Name}] [cheered|clapped] [for {companion.obj}|so loud|at once].|It was the [best|proudest|happiest] roar [yet|of all|ever].]',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} [stood up|got up] tall and joined the game, [proud|pleased] of {companion.its} [very|really|so] own roar.',
            '"[Stomp, stomp, eep|Eep, stomp, stomp|Stomp, eep, eep]," went {companion.the}, and [everybody|the whole room|all the toys] [cheered|clapped|laughed and clapped].',
            '[{companion.The}|{companion.name}] [let out|gave] [the proudest|a loud, happy|the bravest] eep [the playroom had ever heard|anyone had ever heard], and all the other dinosaurs [turned to look|stopped to listen|cheered].',
            '[From then on|After that|So], the dinosaur game had a new rule: [every dinosaur|everyone] [had to eep before they stomped|could roar any way they liked], [and|so] [{companion.the}|{companion.name}] [led the parade|went first|stomped at the front].',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} [stood up|got up] straight and joined the game, [small|little] roar and all, and [found|discovered] it suited {companion.obj} perfectly.',
            '"Stomp, stomp, eep!" {companion.it} went, and it became the most famous roar in the [whole|entire] dinosaur land.',
            '[The eep|That little eep], it turned out, [was not a failure|had never been the problem]; it was a [signature|trademark], and [{companion.the}|{companion.name}] [wore it|used it] [with growing pride|at every opportunity] for the rest of the game.',
            '[The other dinosaurs|The whole herd] [adopted|borrowed] the eep [immediately|within minutes], and [{companion.the}|{companion.name}] was soon [leading the stampede|at the head of the herd] [for the first time|instead of watching from the corner].',
          ],
        ),
        details: v(
          [
            '[Everyone|All the toys|Every dino] wanted [an eep roar|to eep|a little eep] [now|too|as well]. [[Eep, eep|Peep, eep|Eep, peep], went the [room|toys|game]!|Even the [teddy|doll|robot] tried an eep.|The eeps grew [louder|sillier|happier] [and louder|by the minute|].]',
            'They [played|stomped about|played dinosaurs] until [supper|bath time|dusk|tea|the lamp went on]. [Then they [tidied up|put the toys away|packed the box] [together|side by side|with a song].|The dinos [marched|stomped|hopped] back to their [box|shelf|basket].|Every [toy|dino|doll] had a turn to [eep|stomp|lead].]',
            '[{companion.The}|{companion.name}] [stomped|marched|bounced] at the [front|head] of the [line|herd|parade]. [{companion.It} went eep at every step.|Eep, went {companion.it}, [so proud|so loud|with a grin].]',
          ],
          [
            '[Soon|Before long|In a little while] all the dinosaurs were trying to eep like {companion.obj}.',
            '[|And ]they played dinosaur land until it was time for supper.',
            '[{companion.The}|{companion.name}] [led|headed] the dinosaur parade [round the rug|over the cushion mountains|all the way to the toy box], eeping [at every step|with each stomp|as loud as {companion.it} could].',
          ],
          [
            '[Before long|Soon|In no time] every dinosaur in the game was attempting {companion.its} signature eep.',
            '[|And ]the game went on [happily|cheerfully|gladly] until supper was called.',
            'The game [grew|became] [noisier|sillier|grander] by the minute, [an eeping stampede|a parade of squeaks and stomps] [that wound round the room twice|that only ended at the toy box].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {companion.the} slept on the pillow. {Name} [slept|dozed|dreamed] too.',
            '[Eep|Peep|Squeak], [said|whispered] a [tiny|little|small] voice [from the pillow|under the quilt|by {Name}]. [Good night|Sleep tight|Night, night], [little dino|{Name}|brave eep].',
            '{Name} [tucked|snuggled|cuddled] {companion.the} [in|close|under the quilt]. [A happy [eep|yawn|peep] came [out|next|soon].|[No|Not] [more sad|a sad face] [now|tonight|at all].]',
            '[The dinos|The toys|The cushions] [slept|rested|sat still]. {Name} [slept|dozed|dreamed] [sound|all night].',
          ],
          [
            'That evening {companion.the} slept on {nameS} pillow, and gave one last [sleepy|drowsy] eep.',
            'All the dinosaurs were asleep, and so was {Name}.',
            '[At bedtime|That night|Later], {Name} [set|tucked] {companion.the} [beside the pillow|on the nightstand|in the crook of an arm], [and the room was quiet except for one small, happy eep|and they both fell asleep very quickly].',
            'The dinosaur land [was packed away|went back into its box|was put away for the night], and {Name} [drifted off|fell asleep] [with|beside] {companion.the} [on guard|keeping watch] by the pillow.',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{companion.the} spent the evening on {nameS} pillow and gave one small, contented eep before sleeping.',
            '[|Soon |Before long, |In a little while, ]the dinosaur land was [|so |very ]quiet, and its two bravest dinosaurs were [fast asleep|sound asleep].',
            '[At bedtime|Later that night|When the lamp went out], {companion.the} kept watch from the [bookshelf|nightstand|pillow], [the smallest roar in the house and by far the proudest|its eep saved for the morning].',
            'The cushion volcanoes [were plumped|had gone back to being cushions], the swamp [had become a towel again|had been folded away], and {Name} [slept|fell asleep] [soundly|deeply] with [{companion.the}|{companion.name}] tucked [close|under one arm].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-snapped-crayons',
    worlds: ['home'],
    themes: ['art', 'friendship', 'kindness', 'family'],
    tags: ['mistakes'],
    problem: 'broken',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['crayon-box'] },
      place: { kind: 'place', ids: ['kitchen', 'playroom'] },
    },
    titles: ['{Name} and the Broken Crayons', 'A Picture for Everyone', 'The Crayon Box Mix-Up'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} sat in {place.a}. [|And ]{they} wanted to draw.',
            'Paper was on the table in {place.a}.',
            '{Name} [got|took out|found] [paper|a big sheet|a new pad] in {place.a}. [Time to draw!|A picture for Grandma!|A picture for the fridge!]',
            'In {place.a}, {Name} [sat|knelt|climbed] [at|up to] the table. {They} [wanted to draw a house|had a plan for a picture|wanted to draw a big sun].',
          ],
          [
            '{Name} spread paper over the table in {place.a}, ready to draw a picture for the fridge.',
            'In {place.a}, {Name} was getting ready for a [big|great big] drawing.',
            'In {place.a}, {Name} [pulled up a chair|cleared a space on the table|rolled up {their} sleeves], [thinking hard about what to draw|with a whole picture already in {their} head|ready to make something wonderful].',
            '{Name} had [a picture in mind|a plan] [all morning|since breakfast]: [a house with a red door|a garden full of flowers|the whole family in a row], and the big table in {place.a} was [the perfect place|just the spot] to draw it.',
          ],
          [
            '{Name} had covered the table in {place.a} with paper, planning a picture grand enough for the fridge door.',
            'The table in {place.a} was ready, and so was {Name}: today was a drawing day.',
            'The picture had been [forming|taking shape] in {nameS} head [since breakfast|all morning], [complete down to the last flower|detailed to the last window], and now, in {place.a}, with a fresh sheet of paper [squared up on the table|waiting], it was time to [let it out|put it down].',
            'In {place.a}, {Name} [smoothed|flattened] a large sheet of paper with the seriousness of [an architect unrolling plans|a painter before a great canvas], [because|for] today was [no ordinary drawing day|the day of the masterpiece].',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came to help. [|And ]{companion.it} was in a hurry.',
            '{companion.a} [ran|hurried|scampered] over. "Can I draw too?"',
            '[Then|Just then|Soon] {companion.a} [came|hopped|skipped] in. "[I will get the crayons|Crayons, coming up|Wait, I can help]!" [said|called|cried] {companion.the}.',
            '{companion.a} [peeked|popped] in. {companion.It} [was in a big hurry|wanted to help|ran to get the crayons].',
          ],
          [
            '{companion.a} [hurried|scurried|bustled] over, wanting to help with the picture.',
            '"I will get the crayons," said {companion.a}, rushing off.',
            '[Just then|A moment later], {companion.a} [bounded|zoomed|rushed] in, [so eager to help|so excited about the picture] that {companion.it} [could hardly stand still|forgot to look where {companion.it} was going].',
            '"[Let me help|I know where the crayons are|I will fetch the crayons]!" [called|cried] {companion.a}, [dashing|zooming|hurrying] across {place.the} [far too fast|in a great rush|without looking].',
          ],
          [
            '{companion.a} offered to fetch the supplies and set off at great speed.',
            '"Leave the crayons to me," [said|whispered] {companion.a}, already running.',
            '{companion.a} [appeared|arrived] [at this moment|just then] [in a great flurry of helpfulness|bursting with good intentions], [offering|volunteering] to fetch the crayons [at once|before anyone could say a word], and [set off|shot off] [at a speed better suited to emergencies|rather faster than was wise].',
            '[Helpfulness|Eagerness] [came|arrived] in the shape of {companion.a}, who [announced|declared] that {companion.it} would [bring|fetch] the crayons and [was already halfway across {place.the}|had already set off] [before {Name} could answer|without a glance at the floor].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Crash! {object.a} fell down. [|And ]the crayons broke.',
            '[|Then |But then ]{companion.the} dropped {object.a}. Snap, snap, snap!',
            '[Oops|Oh no|Uh-oh], {companion.the} [tripped|slipped|bumped the table]! [Down|Down, down] went {object.a}. [Snap, snap!|Crack, crack!|Every crayon broke.]',
            '{object.a} [fell|tipped|tumbled] [off the table|on the floor|with a bang]. [The crayons broke in two.|They snapped in bits.|Not one was whole.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} tripped, and {object.a} fell on the floor. [Every|Each] crayon snapped in two.',
            'With a clatter, {object.a} hit the floor, and the crayons broke into [little|small|tiny] pieces.',
            '[Then|But then] {companion.the} [tripped over a chair leg|slipped on a paper|bumped the table], and {object.a} [went flying|tumbled to the floor], [spilling|scattering] crayons [everywhere|in every direction], [every one snapped in two|most of them in pieces].',
            'With a [clatter|crash|great clatter], {object.a} [tipped off the edge|hit the floor], and when {Name} [picked it up|looked inside], [every crayon was broken|the crayons were in bits|not one was in one piece].',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} tripped on the rug, {object.a} [flew|soared|glided], and every crayon inside broke clean in half.',
            '{object.a} landed with a clatter, and when they looked inside, not one crayon was whole.',
            '{companion.The} [caught a foot|stumbled] on the rug, and {object.a} [described|made] a [short, dramatic arc|brief and spectacular flight] before [landing|meeting the floor] [with a noise like hail on a roof|with a tremendous clatter], [and every crayon inside|each crayon] [snapped|broke] [cleanly in two|into stubby pieces].',
            'It happened [in a moment|in the space of a breath]: a bump, a wobble, and {object.a} [was on the floor|tumbled from the table], [its crayons|the crayons inside] [broken into|snapped into] [a rainbow of stubs|more pieces than anyone could count].',
          ],
        ),
        details: v(
          [
            '[|And ]{companion.the} felt [very|really|so] bad. "I am sorry."',
            '[|And ]the pieces were [small|little] and short.',
            '[{companion.The}|{companion.name}] [looked|felt] [so sad|very sorry|all red]. "[Oh no|Oops|Sorry], {Name}," {companion.it} [said|whispered].',
            'Bits [lay|sat|rolled] [everywhere|on the rug|under the chair]. [Red|Blue|Green] bits, [yellow|pink|brown] bits, [all broken|so small|so many].',
          ],
          [
            '[|And ]{companion.the} [looked at|gazed at|peered at] the floor. "I am so sorry," {companion.it} [whispered|murmured].',
            '[|And ]the pieces were [|so |very ]short and stubby, hard to hold.',
            '[{companion.The}|{companion.name}] [stared at|looked down at] the pieces [with a very red face|with tears in {companion.its} eyes|not knowing what to say].',
            '[Bits of|Pieces of] [red and blue|green and yellow|every color] [rolled|skittered] [under the table|across the floor|into the corners].',
          ],
          [
            '[|And ]{companion.the} looked so sorry that {Name} almost forgot about the crayons.',
            '[|And ]the pieces were [|so |very ]short and stubby and rolled when you tried to pick them up.',
            '{companion.The} [looked|was] [stricken|mortified], [standing among the wreckage|surveying the damage] [with the expression of someone who would have given anything to rewind the last minute|apologizing in a very small voice].',
            'Stubs of every color [lay|were strewn] across the floor [like a rainbow that had fallen and shattered|in a bright, sorry scatter], [some rolling|a few still rolling] [under the furniture|toward the door].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[|First, |So ]{Name} tried a small piece. [|And ]it was hard to hold.',
            '[|First, |So ]they tried to stick them. [|And ]it did not work.',
            '{Name} [held|pressed|squeezed] two bits [together|side by side|tight]. [They fell apart.|Snap, apart again.|It did not stay.]',
            '{Name} [tried|drew] a line with a [tiny|little|short] bit. [It was so wobbly.|It rolled away.|Ouch, too small.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried drawing with a [tiny|little] piece, but it kept slipping.',
            '[|First, |To begin with, |Right away, ]they tried pressing the halves back [together|side by side], but they fell apart [again|once more].',
            '{Name} [tried|had a go at] holding two halves together [while {they} drew|with both hands], but [the line came out wobbly|they slipped apart at once|the crayon snapped again].',
            'They [tried|had a go at] [wrapping a piece of tape round a crayon|sticking two halves with glue], but [the tape got in the way|the glue would not hold|it only made a sticky mess].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} tried drawing with a stub, which kept slipping from {their} fingers.',
            'Pressing the halves [together|side by side], they discovered, is not how crayons work.',
            'They [experimented with|tried] [tape, glue and a great deal of patience|a splint made of a lollipop stick], but [a crayon held together with tape|a glued crayon] [draws mostly tape|does not draw so much as smear], and the result was [discouraging|disappointing].',
            '{Name} [attempted|tried] to draw [regardless|anyway] with the [stubbiest|smallest] pieces, [pinching them between finger and thumb|holding them like tiny pebbles], but [the lines came out thin and shaky|the crayons kept skidding away], [nothing like the picture {they} had in mind|far from the masterpiece planned].',
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
            '[|And |So ]the picture was done. [|And ]it was [|so |all ]bright and bold.',
            '[|And |So ]{companion.the} [smiled|grinned|beamed]. "It is the best one!"',
            '[Look|Wow|Ta-da], the picture was [done|finished|ready]! [It had a big sun.|It had a red house.|It had every color.]',
            '[{companion.The}|{companion.name}] [clapped|cheered|laughed]. [Up went the picture on the fridge.|The picture went on the wall.|It was the best picture yet.]',
          ],
          [
            '[|And |At last, |And just like that, ]the picture was finished, bright and bold, and it went right up on the fridge.',
            '[|And |At last, |And just like that, ]{companion.the} [smiled|grinned|beamed] [again|once more]. "Broken crayons make the best pictures," {companion.it} [said|whispered].',
            'When the picture was [finished|done], it was [brighter|bolder|more colorful] than [any|anything] {Name} had [ever|ever before] made, and [{companion.the}|{companion.name}] [stuck it up|put it proudly] on the fridge [with a magnet|right in the middle].',
            '[{companion.The}|{companion.name}] [looked at the picture|saw the picture] and [could not stop smiling|forgot all about feeling sorry|cheered out loud], and {Name} [decided|said] it was [the best drawing ever|a picture worth breaking crayons for].',
          ],
          [
            '[|And |At last, |And just like that, ]the finished picture went up on the fridge, and it was bolder and brighter than anything {Name} had drawn before.',
            '"Perhaps I should break things more often," [said|whispered] {companion.the}, and they both [laughed|giggled|chuckled].',
            'The finished picture was [nothing like the one {Name} had planned|not the one {Name} had imagined at breakfast], and [a good deal better|far livelier for it]: [bold where the plan had been careful|full of color and nerve], [the kind of picture that could only have come from a small accident|a picture with a story behind it].',
            '[{companion.The}|{companion.name}], [no longer mortified|forgiven and cheerful again], [helped|insisted on helping] [pin the picture|fix it] to the fridge, [and stood back to admire it|in the place of honor], [with the pride of someone who had, in a roundabout way, contributed|as though the whole thing had been the plan all along].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[|Soon |Then |So ]the picture was on the fridge. [|And ]{Name} [slept|dozed|dreamed].',
            '[|Soon |Then |So ]{Name} was [|so |all ][proud|pleased]. [Then|And then|After that] {they_were} [sleepy|drowsy].',
            '[At bedtime|That night|Later], {Name} [looked|peeked] at the picture [one more time|on the fridge|once more]. [Then up to bed {they} went.|Good night, picture.|It made {them} smile.]',
            '{Name} [lay|snuggled] in {bed}. {They} [dreamed of|thought of|saw] [colors|bright colors|a rainbow of crayons] [in {their} dreams|as {they} slept|all night].',
          ],
          [
            'At bedtime the picture was still on the fridge, and {Name} [fell asleep|drifted off to sleep|dozed off] feeling [proud|pleased].',
            'A good drawing day ends in a good sleep, and {Name} had both.',
            '[When bedtime came|At bedtime|That night], {Name} [tiptoed|padded] past the fridge [for one last look|to say good night to the picture], and [went up to bed|climbed into {bed}] [smiling|still smiling|feeling proud].',
            '{Name} [fell asleep|drifted off] [dreaming of|thinking about] [a picture as big as a house|rainbows made of crayon stubs|all the pictures still to draw], [with {companion.the} snoring softly nearby|while the kitchen lay quiet].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]the picture kept watch from the fridge door, and {Name} slept well, [proud|pleased] of a day that had started with a crash.',
            'Sleep came easily after a day of making something from a mistake.',
            '[That night|At bedtime], {Name} [lay awake for a minute or two|lingered at the edge of sleep], [composing the next picture|already planning the next masterpiece] in {their} head, [and found that|until] the colors [blurred|ran together] into dreams.',
            'The picture [hung|stayed] on the fridge [through the evening|into the night], [bright in the quiet kitchen|the first thing anyone would see at breakfast], and {Name} [slept|went to sleep] [soundly|contentedly], [entirely at peace with|quite reconciled to] [broken crayons|small accidents].',
          ],
        ),
      },
    ],
  },
  {
    id: 'home-new-puppy-first-evening',
    worlds: ['home'],
    themes: ['animals', 'bedtime', 'kindness', 'friendship', 'pets'],
    tags: ['animals', 'change'],
    problem: 'sleepless',
    cast: {
      companion: { kind: 'companion', ids: ['puppy-noodle', 'kitten-mittens'] },
      object: { kind: 'object', ids: ['patchwork-blanket', 'scarf'] },
    },
    titles: [
      '{companion.name} Comes Home',
      'The First Evening with {companion.name}',
      '{Name} and the New {companion.noun}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['companion'],
        variants: v(
          [
            '[Today|This morning|This very day|At last], {companion.a} came home. {Name} was [so|very|really] [happy|glad|excited|thrilled].',
            '{Name} had a new pet [today|at last|this week|]. [It was {companion.a}!|Meet {companion.a}!|Here was {companion.a}!|Hello, {companion.a}!]',
            '[A box|A basket|A soft bed] [came in|sat by the door|was on the rug]. [In it was {companion.a}!|Who was inside? {companion.a}!|Out peeked {companion.a}!]',
            '[What a day|Guess what|Big news]! {companion.a} [had come to live here|was part of the family now|came home today].',
          ],
          [
            'Today was a [very|really|so] [big|great big] day: {companion.a} had come to live with {Name}.',
            '{Name} could not stop smiling, because {companion.a} had come home today.',
            "[After weeks of waiting|At long last|Just after lunch], {companion.a} [had arrived|came home] [in a basket with a blanket|in a grown-up's arms|in a cardboard box with air holes], and {Name} [had not stopped grinning since|could hardly believe it].",
            'The house [felt|seemed] different today, [busier and happier|full of small new sounds], because {companion.a} [had come to live there|was finally home], and {Name} [was in charge of saying hello|wanted to show {companion.obj} everything].',
          ],
          [
            'It had been a momentous day, because {companion.a} had come to live at {home}.',
            '{Name} had [waited|stood waiting] a long time for a pet, and today {companion.a} had finally arrived.',
            '[For months|For what felt like years], {Name} had [asked|campaigned|hoped], and today the answer had [arrived|come home] [in a basket|on four small feet]: {companion.a}, [blinking at everything|round-eyed and curious|small enough to hold in two hands].',
            "[The new arrival|Today's great event] was {companion.a}, who had [spent the afternoon|passed the day] [discovering|investigating] {home} [one corner at a time|with tremendous curiosity], [while {Name} followed along as a guide|with {Name} never more than a step behind].",
          ],
        ),
        details: v(
          [
            '[They|{Name} and {companion.the}|The two new friends] played [all day|all afternoon|for hours|until tea]. [They played [ball|tag|with a string|with a sock] [in the hall|on the rug|in the yard|].|They rolled a [ball|sock ball|red ball] [down the hall|under the table|across the rug].|They ran round and round the [table|sofa|kitchen].|They played hide and seek [behind the sofa|in the hall|by the stairs].]',
            '{companion.The} [sniffed|explored|peeked into|checked] [every room|each corner|the kitchen|under the sofa] [one by one|slowly|with care|]. [Sniff, sniff.|Everything was new.|What a big house!|So many smells!|Was that a crumb?|{companion.It} found a odd sock.]',
            '{companion.The} [tripped|tumbled|slid] on the [rug|stairs|mat]. [[Oops|Whoops|Oopsie|Uh-oh]!|Up {companion.it} got.|{Name} giggled.|Bump, but no harm done.|Then {companion.it} tried again.]',
            '{Name} [showed|gave] {companion.obj} a [new bowl|little bed|squeaky toy]. [{companion.It} sniffed it [all over|twice|slowly].|{companion.It} looked so [pleased|happy|proud].|Sniff, lick, wag, [went {companion.it}|all at once|].|{companion.It} gave a happy hop.|{companion.It} tried it at once.|{companion.It} wiggled all over.]',
          ],
          [
            '[|And ]they had played all afternoon, rolling a ball of string around the kitchen.',
            '[|And ]{companion.the} had sniffed [every|each] corner of every room.',
            '{companion.The} [discovered|found] the [squeaky toy|stairs|mirror in the hall] and [spent a long time|was very busy] [pouncing on it|working out how it worked|looking puzzled at it].',
            '{Name} [had shown|showed] {companion.obj} [the new bowl, the new bed and the new toys|where the water was and where the bed was], [one by one|very proudly], [like a tour guide|like a real pet expert].',
          ],
          [
            '[|And ]the afternoon had gone in games and explorations, with a ball of string doing most of the work.',
            '[|And ]{companion.the} had inspected every room with great seriousness.',
            '[Several|A number of] discoveries had been made: the stairs were [tall|enormous], the [mirror in the hall contained another animal|rug made an excellent racetrack], and the kitchen [smelled wonderful|was clearly the center of everything].',
            '{Name} had [conducted a full tour|shown {companion.obj} everything] [from the front door to the back step|room by room], [explaining each thing carefully|and {companion.the} had listened with great attention, if not much understanding].',
          ],
        ),
      },
      {
        kind: 'call',
        variants: v(
          [
            '[Now it was bedtime.|Soon it was bedtime.|The sky was [deep blue|inky blue|full of stars] now.|Bedtime came [at last|soon|with the moon].] {companion.The} [looked around|looked all around|peeked around|sniffed the air].',
            '[Just then|Then|At last] the house got [quiet|so quiet|still|hushed]. {companion.The} was not [sleepy|drowsy|tired] at all.',
            '[The lights went low|The moon came up|Bath time was done]. [But|Still] {companion.the} was [wide awake|up and about|not sleepy].',
            '[Pajamas were on|Teeth were brushed|Stories were read]. {companion.The} [sat up|stood up|looked up] with [big|wide|round] eyes.',
          ],
          [
            'When bedtime came, {companion.the} [looked around|looked all around|peeked around] the [quiet|soft|hushed] house with wide eyes.',
            '[|Just then, |A moment later, |All at once, ]the house grew quiet, but {companion.the} was wide awake.',
            '[Soon|Then] the [windows turned deep blue|lamps were turned low|house began to settle], and {companion.the} [stopped in the middle of the hall|sat down on the rug|looked up at {Name}] [as if asking what happens now|with a puzzled little face].',
            '[After supper|When the dishes were done|As the evening grew quiet], everyone [got ready for bed|yawned and stretched], [except|all except] {companion.the}, who [was still wide awake|had never done a bedtime here before].',
          ],
          [
            'When bedtime arrived, the house grew quiet, and {companion.the} sat up, alert and uncertain.',
            '[|Just then, |A moment later, |All at once, ]everyone else was winding down, but {companion.the} was wide awake in a brand-new place.',
            '[Night|Evening] [came|settled] [gently|slowly] over the house, [the ordinary way|as it always did], [but for|except that for] {companion.the} it was [the very first night|entirely new], and [every creak|each little sound] [needed investigating|seemed worth a closer look].',
            '[When the lamps were dimmed|When the house began its nightly settling], {companion.the} [became suddenly alert|sat bolt upright], [ears up|eyes round], [clearly|obviously] [unconvinced that this was a time for sleeping|unsure what all this quiet meant].',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '[Then|But then|Soon] {companion.the} lay on {object.a}. [But the house was too new.|But it all felt so strange.|Still sleep did not come.]',
            '[Then|But then|Soon] {companion.the} had {object.a}. [But {companion.it} still could not sleep.|Still {companion.it} was awake.|But {companion.its} eyes stayed open.|But sleep would not come.]',
            '{companion.The} [sniffed|pawed at|curled on] {object.a}. [Then {companion.it} got up [again|once more|and paced].|Then {companion.it} gave a [little|small|soft] [cry|whine|sigh].]',
            '[Everything|The room|The house] was [new|strange|big] to {companion.the}. [Even {object.a} did not help.|Not even {object.a} helped.|{object.a} was soft, but every sound was new.|{companion.It} sniffed {object.a} and sighed.]',
          ],
          [
            '[|Then |But then |Soon enough, ]{companion.the} could not sleep: everything was new, even {object.a} in {companion.its} basket.',
            '[|Then |But then |Soon enough, ]{companion.the} turned round and round on {object.a}, but could not settle.',
            'They [put|set] {object.a} in the basket [to make it cozy|for a pillow|to keep {companion.obj} warm], but {companion.the} [only sniffed it|just blinked at it|stood up again] and [padded to the door|gave a small cry|looked for {Name}].',
            '[Everything smelled new|Nothing smelled like home yet|The house was full of new smells], [not even|not even the soft] {object.a} [helped|could help], and {companion.the} [could not settle|was much too wide awake|kept getting up].',
          ],
          [
            '[|Then |But then |Soon enough, ]everything was new to {companion.the}, from the sounds of the house to {object.a} in the basket, and sleep would not come.',
            '[|Then |But then |Soon enough, ]{companion.the} circled {object.a} three times, lay down, and [stood up|got up] [again|once more].',
            '{object.a} [had been placed|lay folded] in the basket [with great care|as a welcome], [and|but] {companion.the} [treated it|regarded it] [with suspicion|like a stranger], [climbing in and out|circling it again and again] [without ever quite lying down|and then sitting up to listen].',
            '[A new house at night is a strange thing|Night in a new house is full of unfamiliar sounds], and {companion.the} [could not settle|could find no comfort], [not even on|even on] {object.a}, [which smelled of the shop, not of home|which did not yet smell of anyone].',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '[First,|So|Then] {Name} [patted|stroked|petted] {companion.obj}. [{companion.It} stayed awake.|Still no sleep.|{companion.It} just blinked.|{companion.It} wagged, but stayed up.|{companion.It} licked {nameS} hand.]',
            '[First,|So|Then] they gave {companion.obj} a [toy|ball|squeaky toy]. [{companion.It} played [instead|with it|all over again].|{companion.It} chewed it [happily|and chewed|].|Now {companion.it} wanted to play [even more|again|]!]',
            '{Name} [sang|hummed|whispered] a [soft|little|sleepy] song. {companion.The} [wagged|wiggled|tilted {companion.its} head].',
            'They [turned off|dimmed|lowered] the light. [{companion.The} gave a whimper.|Two eyes still shone.|Still {companion.it} was awake.|A little nose peeked out.|Then came a tiny sigh.]',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} patted {companion.obj} [gently|softly|carefully], but {companion.it} stayed wide awake.',
            '[|First, |To begin with, |Right away, ]they gave {companion.obj} a toy, but that only made {companion.obj} want to play.',
            '{Name} [moved the basket|carried the bed] [closer to the heater|by the window|into the kitchen], [hoping the new spot would help|because that seemed cozier], but {companion.the} [climbed straight out again|just sat in it looking up].',
            'They [tried|read] a [bedtime story|picture book] [out loud|in a whisper], but {companion.the} [wanted to chew the pages|tried to climb onto the book|thought it was a game].',
          ],
          [
            '[|First, |To begin with, |Right away, ]{Name} stroked {companion.obj} [gently|softly|carefully], which [helped|did some good] a little, but not enough.',
            'A toy seemed like a good idea, until it turned bedtime back into playtime.',
            '[Moving the basket|A change of spot] [nearer the warm radiator|to a quieter corner] [seemed promising|made sense], but {companion.the} [climbed out within a minute|followed {Name} back across the room], [refusing to be left anywhere|determined not to miss anything].',
            '{Name} tried [a bedtime story|reading aloud] [in {their} calmest voice|in a soothing whisper], [which usually works on people|which works well enough on children], but {companion.the} [found the rustling pages irresistible|tried to help by chewing the corner].',
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
            '[And|So|At last,] {companion.the} gave a [tiny|little|small|big] yawn. [Then|And then|After that] {companion.it} [slept|dozed|dreamed].',
            '[Soon|Before long|In a little while] {companion.the} was [fast asleep|sound asleep|snoring|dreaming].',
            '{companion.The} [sighed|yawned|snuggled] into {object.the}. [Snore, snore.|Eyes shut.|Tail still.|One ear twitched.] [Asleep at last!|Sleep had come.|Shh, now.|What a [sweet|lovely|cozy] sight.]',
            '[Slowly|Softly|Bit by bit], {companion.the} [curled up|lay down|settled]. [This house was home now.|{companion.It} felt safe.|Soon {companion.its} eyes closed.|{companion.It} gave a happy sigh.]',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} gave a [tiny|little] yawn, [curled up|snuggled up] on {object.the}, and fell [fast asleep|sound asleep].',
            '[At last|Finally|In the end] {companion.the} felt at home, and {companion.its} eyes closed.',
            '[Bit by bit|Slowly|Little by little] {companion.the} [stopped wriggling|grew heavy and still|let {companion.its} head droop], and [with a long, soft sigh|after one last look around], [fell asleep on {object.the}|settled into {object.the} and slept].',
            '{companion.The} [sniffed|nuzzled] {object.the} [one more time|carefully], [turned around twice|gave a tiny yawn], and [this time|at last] [lay down and stayed down|curled up and did not get up again].',
          ],
          [
            '[|And |At last, |And just like that, ]{companion.the} [yawned|gave a big yawn|yawned a big yawn], curled into a ball on {object.the}, and [fell asleep|drifted off to sleep|dozed off] as if {companion.it} had always lived there.',
            '[At last|Finally|In the end] the new house felt like home, and {companion.the} [slept|dozed|dreamed].',
            '[The change was gradual|It happened slowly]: [first the ears relaxed|first the wriggling stopped], [then the eyes grew heavy|then the little body sagged], and [at last|finally] {companion.the} [sank|settled] into {object.the} [with a sigh of great contentment|as if it had always been {companion.its} bed].',
            '[With a final, enormous yawn|After one last inspection of the room], {companion.the} [burrowed into|curled up on] {object.the} [and fell asleep|and was asleep] [so suddenly that {Name} had to look twice|before {Name} could even say good night].',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '[Soon|Then|That night] {Name} [whispered|murmured|said] good night. [Then|And then|After that] {they} slept too.',
            '[Two friends, one house.|One house, two sleepy friends.|Two friends, fast asleep.|{Name} and {companion.the}, both asleep.] [Good night, {Name}.|Sleep tight, {Name}.|Night, night, you two.|Sweet dreams, you two.|Good night, little pet.]',
            '{Name} [peeked|smiled|looked] at the [sleeping|snoring|curled up] pet. [Then {they} slept too.|Sweet dreams, new friend.|Welcome home, little one.|{Name} yawned a big yawn.]',
            '[Down the hall|By the bed|In the basket], {companion.the} [snored|slept|dreamed]. {Name} [slept|dozed|dreamed] [too|as well|happily].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [whispered|murmured], "Good night, {companion.name}," and [fell asleep|drifted off to sleep|dozed off] too.',
            '[|Soon |Before long, |In a little while, ]the [whole|entire] house was sleeping now, with one new member.',
            '[Later|At bedtime|When the lights went out], {Name} [lay in {bed}|listened in the quiet], [hearing|and could hear] the [tiny|soft] snores of {companion.the} [from the basket|down the hall|by the door], and [smiled|fell asleep smiling].',
            '[The first night|Their first night together] [was going well|had begun], [and|so] {Name} [snuggled down|closed {their} eyes] [feeling very proud|feeling like a real pet owner|with a happy heart].',
          ],
          [
            '[|Soon |Before long, |In a little while, ]{Name} [whispered|murmured] a goodnight and was asleep within minutes.',
            '[|Soon |Before long, |In a little while, ]the house [slept|dozed|dreamed], one member larger than the day before.',
            '{Name} [lay awake|lay in bed] [for a little while|a few minutes], [listening to|attending to] the [small|faint] [snuffling|breathing] [from the basket|across the room], [the newest sound in the house|a sound that would soon be as familiar as the clock], and then [slept|fell asleep] too.',
            '[The first night had gone|So far the first night had gone] [better than anyone expected|remarkably well], [and|so] {Name} [surrendered to sleep|let sleep come] [feeling|with] the [quiet|deep], [particular|new] happiness of [having a friend asleep nearby|being trusted by someone small].',
          ],
        ),
      },
    ],
  },
];
