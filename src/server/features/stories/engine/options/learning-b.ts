import type { TLearningId } from '../../../../../shared/story-options.js';
import { scene } from './learning-build.js';
import type { LearningContent } from './types.js';

/**
 * Everyday habits and feelings, shown through something the child does in the story (often
 * showing the companion how), never preached.
 */
export const LEARNING_B: Partial<Record<TLearningId, LearningContent>> = {
  'brushing-teeth': scene(
    /brush(ing)? (my |your |their )?teeth|tooth ?brush|teeth brushing|dental/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] brushed up and down. Sparkly clean!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] brushed for two [whole|entire] minutes.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] showed {companion.the} how to brush: [little|small] circles, top and bottom, front and back.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] brushed {their} teeth while {companion.the} counted, and they [sparkled|twinkled|glittered].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] demonstrated proper brushing for {companion.the}: [small|little] circles, every tooth, top and bottom, for two [whole|entire] minutes.',
      'Brushing before bed keeps teeth strong, {Name} [explained|said], and showed how it is done.',
    ],
  ),
  'washing-hands': scene(
    /wash(ing)? (my |your |their )?hands|hand ?washing|soap/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] washed {their} hands with soap.',
      'Soap, scrub, rinse, dry!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] washed {their} hands with soap and sang a [little|small] song while {they} scrubbed.',
      'Soap, scrub, rinse and dry: {Name} showed {companion.the} every step.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] scrubbed with soap for as long as it takes to sing a short song, between the fingers and all.',
      'Before the snack, {Name} washed {their} hands properly, the way {they} had been shown.',
    ],
  ),
  'bath-time': scene(
    /bath|bubble bath|wash(ing)? (my |your )?hair/i,
    [
      'Bath time! Bubbles everywhere.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] splashed in the warm bath.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] splashed in a warm bath full of bubbles and came out smelling like flowers.',
      'Bath time was bubble time, and {Name} made a bubble beard for {companion.the}.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] warm bath was full of bubbles, and {Name} soaked until every bit of the day had washed away.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] made bubble hats for [everyone|everybody] during bath time, and came out pink and clean.',
    ],
    ['home', 'dream'],
  ),
  'getting-dressed': scene(
    /get(ting)? dressed|dress(ing)? (my|your|them)sel(f|ves)|buttons?|zip(per)?s?\b/i,
    [
      'Shirt on. Pants on. Socks on!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] did up every button.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] got dressed all alone: shirt first, then pants, then two matching socks.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] did up every button, from the top to the bottom.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] dressed without help, buttons in the right holes and socks that almost matched.',
      'One sleeve, then the other, then the zipper, [all the way|the whole way] up: {Name} did it all.',
    ],
  ),
  'tidying-up': scene(
    /tid(y|ying)|clean(ing)? up|put(ting)? (toys )?away|mess/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] put every toy away.',
      'Tidy time! Everything in its place.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] put everything back in its place, [one by one|one at a time|piece by piece], and it looked [lovely|beautiful|pretty].',
      'Before leaving, {Name} tidied up, and {companion.the} helped.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] tidied as {they} went, leaving each place neater than {they} had found it.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] place for everything, and everything in its place: {Name} put it all back.',
    ],
  ),
  'bedtime-routine': scene(
    /bed ?time routine|bedtime|going to bed|get(ting)? ready for bed/i,
    [
      'Pajamas, teeth, story, bed.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] put on {their} pajamas.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] did the bedtime steps: pajamas on, teeth brushed, one story, then bed.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] showed {companion.the} the bedtime routine, step by [cozy|snug|toasty] step.',
    ],
    [
      'Every good night starts the same way, {Name} explained: pajamas, teeth, a story, and the lamp turned low.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [walked|strolled|wandered] {companion.the} through the bedtime routine, each step a little slower and sleepier.',
    ],
  ),
  'own-bed': scene(
    /own bed|sleep(ing)? (alone|by (my|your|them)sel(f|ves))|stay(ing)? in bed|big (kid|girl|boy) bed/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] has a [cozy|snug|toasty] bed of {their} own.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] snuggled into {their} own bed.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told {companion.the} about {their} own [cozy|snug|toasty] bed, with the night-light glowing [soft|gentle].',
      'Everyone has their own sleepy spot, {Name} [said|whispered|murmured], and {their} bed was the best.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [described|pictured] {their} own bed, the [soft|gentle] pillow, the familiar blanket, the night-light glowing, and realized how much {they} liked it.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] bed of your own is a safe, snug place, {Name} told {companion.the}, and [everyone|everybody] needs one.',
    ],
  ),
  potty: scene(
    /potty|toilet|bathroom|big (kid|girl|boy) pants/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] used the potty. Hooray!',
      'Potty, flush, wash hands!',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] remembered to use the potty, then washed {their} hands. Hooray!',
      'Potty, flush, wash hands: {Name} knew every step.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] took care of things all alone, then washed up, and felt [very|really|quite] grown up.',
      'Listening to {their} body, {Name} went to the potty in good time.',
    ],
    ['home', 'land', 'dream'],
  ),
  vegetables: scene(
    /vegetables?|veggies|greens|broccoli|carrots?|peas/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] crunched a carrot. Yum!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] ate {their} peas.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] crunched a bright orange carrot and shared one with {companion.the}.',
      'Broccoli is crunchy and green, {Name} [said|whispered|murmured], and ate three pieces.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] tried the green beans, then the carrots, and decided vegetables tasted like sunshine.',
      'Vegetables give you energy for adventures, {Name} [explained|said], between crunchy bites.',
    ],
  ),
  'new-foods': scene(
    /new foods?|try(ing)? (new )?food|picky|taste something new/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] tried a new fruit. Yum!',
      'One little bite. It was good!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] took one [small|little] bite of a new fruit, and it was sweet and juicy.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] was not sure about the new food, but tried it anyway, and liked it.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had never tasted a star fruit, so {they} took a brave little bite and found it tangy and sweet.',
      'Trying new food is a [small|little] adventure, {Name} decided, and took a bite.',
    ],
  ),
  'drinking-water': scene(
    /drink(ing)? water|water bottle|stay(ing)? hydrated|thirsty/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] drank some cool water.',
      '[A|Then a|Next, a|After that, a] sip of water felt good.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] took a long drink of cool water and shared the bottle with {companion.the}.',
      'After all that walking, {Name} drank some water, and felt fresh [again|once more|one more time].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stopped for a drink of water, because even adventurers need one.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] cool drink of water, {Name} [said|whispered|murmured], is the best drink of all.',
    ],
  ),
  'table-manners': scene(
    /table manners|manners at (the )?table|eat(ing)? nicely|napkin/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured], "Please pass the bread."',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] chewed with {their} mouth closed.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sat nicely, [said|whispered|murmured] "please pass the bread," and used a napkin.',
      'At the picnic, {Name} waited until [everyone|everybody] had food before eating.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] waited until [everyone|everybody] was served, [said|whispered|murmured] please and thank you, and dabbed with a napkin.',
      'Good manners make a meal nicer for [everyone|everybody], {Name} [said|whispered|murmured], passing the berries.',
    ],
  ),
  'shoes-on': scene(
    /shoes?|shoe ?laces?|tie (my|your|their)? ?laces|velcro/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] put on {their} shoes.',
      'Left shoe, right shoe. Done!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] put on {their} shoes, the right one on the right foot, and did them up.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] tied {their} laces: loop, swoop and pull.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] laced {their} shoes, bunny ears and all, and tied a neat bow.',
      'Shoes on the right feet, laces tied tight: {Name} was ready.',
    ],
    ['home', 'land', 'dream'],
  ),
  'road-safety': scene(
    /look(ing)? both ways|road safety|cross(ing)? the (road|street)|traffic|hold hands/i,
    [
      'Stop. Look left. Look right.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] held hands to cross.',
    ],
    [
      'At the path crossing, {Name} stopped, looked left, looked right, and then crossed.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held {companion.the} close and looked both ways before crossing.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] stopped at the edge, looked left, looked right, and [listened|listened closely], and only then crossed.',
      'Stop, look, listen: {Name} taught {companion.the} the rule for crossing.',
    ],
    ['home', 'land'],
  ),
  'morning-routine': scene(
    /morning routine|getting ready in the morning|wak(e|ing) up|breakfast/i,
    [
      'Wake up, wash, dress, eat breakfast!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] got ready in the morning.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told {companion.the} about mornings: wake up, wash, get dressed, and eat breakfast.',
      'Every morning, {Name} [said|whispered|murmured], starts with a stretch and a [big|great big] breakfast.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [described|pictured] a good morning: a [big|great big] stretch, a splash of water, clothes on, and breakfast to start the day.',
      'Mornings go smoothly with a routine, {Name} [explained|said], counting the steps on {their} fingers.',
    ],
  ),
  kindness: scene(
    /kind(ness)?|be(ing)? nice|gentle ?ness|caring/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] helped a [little|small|slow|tiny] snail [across|to safety|out of the way|to a safe spot].',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] gave {companion.the} a [hug|big hug|warm hug|soft hug]. It [helped|felt good|was warm|was a good hug] [a lot|for both of them|right away|inside].',
      '[{companion.The}|Then {companion.the}|Soon {companion.the}] [looked tired|felt cold|looked sad|felt shy]. {Name} [held out a hand|made room|sat close|gave a smile].',
      '[{Name}|Then {Name}|Next, {Name}] [picked up|found|saw] a [dropped|lost|fallen] [mitten|button|ribbon|glove]. {They} [gave it back|handed it back|took it back|kept it safe] [with a smile|right away|kindly|at once].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [gently|softly|tenderly] carried a [small|little] snail out of the way so nobody would step on it.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] gave {their} scarf to {companion.the}, who looked cold.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stopped to move a [tiny|teeny|itty-bitty] snail to safety, which took a moment and mattered enormously to the snail.',
      'Without being asked, {Name} offered {companion.the} the warmer seat.',
    ],
  ),
  sharing: scene(
    /shar(e|ing)|generos/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] shared {their} [snack|apple|cookie|grapes] with {companion.the}.',
      '"[One for you|Here, this is for you|You have some too|Half for you], [one for me|and some for me|and half for me|and this is mine]," said {Name}.',
      '[{Name}|Then {Name}|Next, {Name}] [broke|split|cut|tore] the [bun|cookie|bread|cake] in two. [Both halves were big.|There was plenty.|That was fair.|Now they both had some.]',
      'There was [one|just one|only one] [blanket|cushion|rug]. {Name} [shared it|made room|gave half|moved over], [and it fit|so both were warm|and it was enough|and they both fit].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] broke the last cookie in two and gave half to {companion.the}.',
      'There was only one blanket, so {Name} shared it, and it was [big|great big] enough.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] split the snack [exactly|just|precisely] in half without being asked, and it tasted better shared.',
      'There was one blanket and two of them, so {Name} spread it wide enough for both.',
    ],
  ),
  'taking-turns': scene(
    /tak(e|ing) turns|wait(ing)? (my|your|their) turn|turn[- ]taking/i,
    [
      '[{Name}|Next, {Name}|After that, {Name}] had a turn. Then {companion.the} did.',
      'Your turn, then my turn.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] took one turn, then stepped back and let {companion.the} have a go.',
      '"Your turn!" [said|whispered|murmured] {Name}, passing the lantern to {companion.the}.',
    ],
    [
      '[They|Along the way, they|After that, they|Later, they|Soon, Along the way, they] took turns fairly, {Name} first and then {companion.the}, and nobody minded waiting.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted the turns so [everyone|everybody] got the same, which made it fair.',
    ],
  ),
  patience: scene(
    /patien|wait(ing)?\b|calm waiting/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [waited|had to wait|sat and waited]. [Waiting was hard|It was not easy|It took so long|That was tricky], but {they} [kept going|did it|stayed calm|kept still].',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted [slowly|carefully|gently|softly] and [waited|waited some more|sat still|kept calm].',
      '"[Not yet|Wait a bit|Just a little more|Soon, soon]," [said|whispered] {companion.the}. {Name} [took a breath|sat still|held on|stayed calm] and [waited|was patient].',
      '[Tick, tock|Slow, slow|Wait, wait|One more minute]. [{Name}|Then {Name}] [did not rush|did not fuss|kept still|stayed calm], and [it was worth it|the wait was worth it|then it was time|it was ready].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] waited and counted [slowly|carefully|gently] to ten, even though waiting was hard.',
      'It took a long time, but {Name} kept waiting, calm and still, until it was ready.',
    ],
    [
      'Waiting was the hardest part, but {Name} [breathed slowly|took a slow breath] and waited, and the waiting was worth it.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sat still and let things take their time, [patient|steady|calm] as a heron by a pond.',
    ],
  ),
  honesty: scene(
    /hones|truth|tell(ing)? the truth|lying|fib/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] told the truth. It felt good.',
      '"I did it," {Name} [said|whispered|murmured]. "Sorry."',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told the truth about the spilled berries, and {companion.the} [smiled|grinned|beamed|smiled wide].',
      'It would have been easy to fib, but {Name} was honest, and that felt right.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] easy thing would have been a [small|little] fib, but {Name} told the truth, and felt lighter for it.',
      '"It was me," {Name} admitted, and the honesty made everything simpler.',
    ],
  ),
  'saying-sorry': scene(
    /sorry|apolog/i,
    [
      '"[Oops, sorry|I am sorry|Oh, sorry|Sorry about that]," [said|whispered|murmured] {Name}. "[Are you okay|Are you all right|Can I help|Is that better]?"',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured] sorry and [helped|helped fix it|helped tidy up|made it right].',
      '[{Name}|Then {Name}] [bumped|stepped on|knocked] {companion.the} by [mistake|accident]. "[Sorry|I am so sorry|Oops, sorry]," {they} said [right away|at once|with a hug|kindly].',
      '{Name} [spilled|dropped|tipped over|knocked over] a [cup|basket|jar|box]. {They} [said sorry|said, "Sorry,"|said sorry fast] and [cleaned it up|picked it up|put it back|helped tidy].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] bumped {companion.the} by mistake, [said|whispered|murmured] sorry [right away|at once], and helped tidy up.',
      '"I am sorry," {Name} [said|whispered|murmured], and meant it, and {companion.the} [smiled|grinned|beamed|smiled wide].',
    ],
    [
      'After an accidental bump, {Name} [said|whispered|murmured] a real sorry, not a quick one, and asked how to make it right.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] good apology, {Name} knew, comes with helping fix what went wrong.',
    ],
  ),
  forgiving: scene(
    /forgiv/i,
    [
      '"That is okay," [said|whispered|murmured] {Name}.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] forgave {companion.the}.',
    ],
    [
      '[{companion.The}|Then {companion.the}|Along the way, {companion.the}|After that, {companion.the}|Later, {companion.the}|Soon, {companion.the}] [said|whispered|murmured] sorry, and {Name} [said|whispered|murmured], "That is okay. Friends [again|once more|one more time]?"',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] forgave {companion.the} with a hug, and they went on [together|side by side].',
    ],
    [
      'When {companion.the} apologized, {Name} forgave [at once|right away], and the [little|small] frown [melted|slipped] away.',
      'Forgiving felt like putting down a heavy [stone|bag], {Name} [thought|decided].',
    ],
  ),
  'please-thank-you': scene(
    /please and thank|thank you|say(ing)? please|magic words|manners|polite/i,
    [
      '"Please," [said|whispered|murmured] {Name}. "Thank you!"',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured] thank you.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] remembered to say "please" and "thank you," which made {companion.the} beam.',
      '"Thank you for helping," {Name} [said|whispered|murmured] kindly to {companion.the}.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] "please" when asking and "thank you" when helped, [small|little] words that made [everyone|everybody] warmer.',
      '"Thank you," [said|whispered|murmured] {Name}, and {companion.the} stood a little taller.',
    ],
  ),
  gratitude: scene(
    /thankful|grateful|gratitude|appreciat/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] felt thankful for friends.',
      '"I am [glad|happy|pleased] you are here," [said|whispered|murmured] {Name}.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] thought of three things to be thankful for, and {companion.the} was one.',
      '"I am [glad|happy|pleased] you came," {Name} told {companion.the}, and meant every word.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named three good things from the day, and [noticed|spotted] {companion.the} was part of all of them.',
      'Feeling thankful, {Name} [said|whispered|murmured] so out loud, which made it twice as good.',
    ],
  ),
  helping: scene(
    /help(ing)?( others)?|helpful|lend a hand/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] helped carry the basket.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured], "Can I help?"',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] saw {companion.the} carrying too much and took half.',
      '"Can I help?" asked {Name}, and carried the heavy end.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] before anyone asked and simply took the heavy end.',
      'Helping is noticing, {Name} thought, and {they} had [noticed|spotted|seen].',
    ],
  ),
  teamwork: scene(
    /team ?work|work(ing)? together|cooperat|together/i,
    [
      '[They|Then they|Next, they|After that, they] pulled together. It worked!',
      'One pushed. One pulled. Together!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held one end while {companion.the} held the other, and [together|side by side] it was easy.',
      '[Everyone|Everybody|After that, everybody] took a job, one to hold and one to carry, and [together|side by side] they did it.',
    ],
    [
      'No one could have done it alone, but [together|side by side], each doing a part, they managed it easily.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held, {companion.the} pulled, and [together|side by side] they were stronger than either alone.',
    ],
  ),
  'making-friends': scene(
    /mak(e|ing) friends|new friends?|friendship|be(ing)? a (good )?friend/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] waved. "Want to play?"',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] made a new friend.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [smiled|grinned|beamed|smiled wide] at a shy rabbit and asked, "Do you want to play?"',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] hello, told the rabbit {their} name, and asked for its name too.',
    ],
    [
      'Making a friend starts with hello, {Name} knew, so {they} [said|whispered|murmured] it, and asked a question, and [listened|listened closely].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] a shy rabbit alone and invited it along.',
    ],
    ['home', 'land', 'dream'],
  ),
  'including-others': scene(
    /includ(e|ing)|left out|everyone can play|join in/i,
    [
      '"Come and play!" [said|whispered|murmured] {Name}.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] made room for one more.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] saw someone [small|little] all alone and [said|whispered|murmured], "Come join us!"',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] made room in the circle so nobody was left out.',
    ],
    [
      'There is always room for one more, {Name} [said|whispered|murmured], shuffling over to make space.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] who was on the edge and brought them into the middle.',
    ],
  ),
  listening: scene(
    /listen(ing)?|pay(ing)? attention|focus/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] listened [very|really|quite] [carefully|gently|with care].',
      'Shh. {Name} listened.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stayed quiet and [listened|listened closely] to every word {companion.the} [said|whispered|murmured].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [listened|listened closely] closely, and heard the answer in what was [said|whispered|murmured].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [listened|listened closely] without interrupting, and in the listening found what [everyone|everybody] had missed.',
      'Good listening is a kind of help, and {Name} gave it fully.',
    ],
  ),
  empathy: scene(
    /empath|how others feel|other people'?s feelings|understand(ing)? feelings/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] asked, "Are you okay?"',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] saw {companion.the} was sad.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] {companion.the} was quiet and asked, "How do you feel?"',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] imagined how {companion.the} felt, and gave a hug.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] imagined feeling the way {companion.the} felt, and knew [exactly|just|precisely] what would help.',
      'Noticing {companion.the} had gone quiet, {Name} sat close and asked [gently|softly|tenderly].',
    ],
  ),
  'naming-feelings': scene(
    /nam(e|ing) feelings|feelings|emotions?|how (i|you) feel/i,
    [
      '"I feel [happy|glad|content]," [said|whispered|murmured] {Name}.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured], "I feel [a bit|a little] worried."',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] how {they} felt out loud: "I feel [a bit|a little] nervous, and a bit [excited|thrilled|eager]."',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] and {companion.the} named their feelings: [happy|glad|content], tired and [proud|pleased|delighted].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] found the words for the feeling, a mix of nervous and [excited|thrilled|eager], and naming it made it smaller.',
      'Saying feelings out loud helps, {Name} [explained|said], and they took turns.',
    ],
  ),
  'calming-down': scene(
    /calm(ing)? down|deep breaths?|breath(e|ing)|big feelings|settle down|mindful/i,
    [
      'Breathe in. Breathe out. Slowly.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] took three slow breaths.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] took a slow breath in, like smelling warm cocoa, and out, like cooling it down.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] and {companion.the} took three slow, deep breaths [together|side by side].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] breathed in for four slow counts, held it, and let it out even slower, and felt calm return.',
      'Smell the cocoa, cool the cocoa: three slow breaths, and everything felt steadier.',
    ],
  ),
  bravery: scene(
    /brav(e|ery)|courag|confiden(t|ce) to try|scared but/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] took a [deep|big|slow|long] breath and [went|went first|stepped up|kept going].',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] felt [wobbly|shaky|a bit shy|a bit wobbly], but [stepped up|went anyway|tried anyway|kept going].',
      '"[I can do it|I will try|I am brave|I can be brave]," [said|whispered] {Name}. [And {they} did.|Then {they} went.|And {they} tried.|Off {they} went.]',
      '[{Name}|Then {Name}] held {companion.the} [close|tight|near|very close]. [One small step|One step, two steps|Step by step|A slow step], and [{they_were} brave|there, {they} did it|it was fine|it was done].',
    ],
    [
      '{nameS} knees wobbled a [little|small], but {Name} took a deep breath and stepped forward anyway.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held {companion.the} close and took the first step all the same.',
    ],
    [
      'Being brave, {Name} realized, did not mean not feeling wobbly; it meant stepping forward anyway.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] felt the flutter inside, [breathed|took a breath], and went first.',
    ],
  ),
  'trying-new-things': scene(
    /try(ing)? new things|something new|new experiences|adventurous/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] tried something new!',
      '"I will try it," [said|whispered|murmured] {Name}.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had never done this before, but [said|whispered|murmured], "I will give it a try."',
      'Trying something new felt strange at first, and then [fun|a delight].',
    ],
    [
      'Everything is new once, {Name} thought, and tried it, and liked it more than expected.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] yes to something new, and it became the best part of the night.',
    ],
  ),
  'trying-again': scene(
    /try(ing)? again|persever|persist|never give up|keep trying|don'?t give up/i,
    ['It did not work. {Name} tried [again|once more].', '[Try, try|Try and try], and try again!'],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] first try did not work, and neither did the second, but {Name} tried a third time.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] slipped once, [laughed|giggled|chuckled], and tried [again|once more|one more time], a little more [carefully|gently|with care].',
    ],
    [
      'Two tries [failed|missed]; {Name} thought about why, changed one thing, and the third try [worked|did it].',
      'Giving up was not something {Name} did, so {they} tried [once more|one more time].',
    ],
  ),
  mistakes: scene(
    /mistakes?|oops|learn(ing)? from|it'?s okay to (be wrong|make)/i,
    [
      'Oops! A mistake. That is okay.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] learned from the mistake.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] made a mistake, [said|whispered|murmured] "oops," and tried a different way.',
      'Mistakes help you learn, {Name} [said|whispered|murmured], fixing the wobbly tower.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] mistake showed {Name} [exactly|just|precisely] what not to do, which was [very|really|quite] useful.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [laughed|giggled|chuckled] at the mistake, learned from it, and did better.',
    ],
  ),
  'self-confidence': scene(
    /believ(e|ing) in (my|your|them)sel(f|ves)|self[- ]?(confidence|esteem)|confiden|i can do it/i,
    [
      '"I can do it!" [said|whispered|murmured] {Name}.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] believed in {themself}.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stood tall and [said|whispered|murmured], "I can do this," and {they} could.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] remembered all the hard things {they} had already done.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] remembered every hard thing {they} had already managed, and felt ready for one more.',
      'Believing {they} could was half the job, and {Name} believed.',
    ],
  ),
  'gentle-with-animals': scene(
    /gentle with animals|soft hands|be(ing)? gentle|pet(ting)? (animals|gently)|animals? kindly/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] stroked the bunny [softly|gently|quietly].',
      'Gentle hands, {Name} [said|whispered|murmured].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stroked the rabbit [softly|gently|quietly], with [gentle|soft] hands, and it sat still.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held out a flat hand, [slowly|carefully|gently], so the [little|small] bird felt safe.',
    ],
    [
      'Animals trust [gentle|soft] hands, {Name} knew, so {they} moved [slowly|carefully|gently] and spoke [softly|gently|quietly].',
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] let the rabbit sniff first, then stroked it once, [softly|gently|quietly], along its back.',
    ],
    ['home', 'land', 'dream'],
  ),
  'respecting-differences': scene(
    /different|differences|diversity|everyone is (unique|special)|be(ing)? yourself/i,
    [
      '[Everyone|Everybody|After that, everybody] is different. That is good!',
      '[{companion.The}|Then {companion.the}|Next, {companion.the}|After that, {companion.the}] was different. That was fun.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] that [everyone|everybody] was different, and that made the day more interesting.',
      '[{companion.The}|Then {companion.the}|Along the way, {companion.the}|After that, {companion.the}|Later, {companion.the}|Soon, {companion.the}] did things differently, and {Name} thought that was [wonderful|marvelous|splendid].',
    ],
    [
      '[Everyone|Everybody|After that, everybody] had their own way, {Name} realized, and each way brought something special.',
      'Different is not wrong, {Name} [said|whispered|murmured]; it is just different, and often better [together|side by side].',
    ],
  ),
  'good-sport': scene(
    /good sport|win(ning)? and los(e|ing)|los(e|ing) kindly|sportsman/i,
    [
      '[{companion.The}|Then {companion.the}|Next, {companion.the}|After that, {companion.the}] won. {Name} clapped!',
      '"Good game!" [said|whispered|murmured] {Name}.',
    ],
    [
      '[{companion.The}|Then {companion.the}|Along the way, {companion.the}|After that, {companion.the}|Later, {companion.the}|Soon, {companion.the}] won the race, and {Name} clapped and [said|whispered|murmured], "Good game!"',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] lost the game but [smiled|grinned|beamed|smiled wide] and asked to play [again|once more|one more time].',
    ],
    [
      'Losing the race [stung|felt funny] [for a moment|for a while], but {Name} cheered for the winner anyway.',
      '"Good game," {Name} [said|whispered|murmured], and meant it, [win or lose|every word].',
    ],
  ),
  responsibility: scene(
    /responsib|chores?|look(ing)? after|taking care of/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] fed the fish. Good job!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] did {their} job.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had a job to do, feeding the [little|small] fish, and did it without being reminded.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] remembered to water the plant, because that was {their} job.',
    ],
    [
      'Being responsible meant remembering, {Name} knew, so {they} did the job before being asked.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] took care of {their} job [carefully|gently|with care], because others counted on {them}.',
    ],
  ),
  'asking-for-help': scene(
    /ask(ing)? for help|need(ing)? help|can you help/i,
    [
      '"Can you help me?" asked {Name}.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] asked for help.',
    ],
    [
      'It was too hard alone, so {Name} asked, "Can you help me?" And {companion.the} did.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] asked for help, and [together|side by side] it was easy.',
    ],
    [
      'Asking for help is [clever|smart|handy], not weak, {Name} knew, so {they} asked.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured], "I cannot do this part alone," and help came [at once|right away].',
    ],
  ),
  'new-sibling': scene(
    /new (baby|sibling|brother|sister)|big (sister|brother) now|becom(e|ing) a big/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] is a big sibling now.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] sang [softly|gently|quietly] to the baby.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told {companion.the} about being a [big|great big] sibling: sharing, helping, and [gentle|soft] hugs.',
      "[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] showed how to hold a baby's hand, [very|really|quite] [gently|softly|tenderly], with one finger.",
    ],
    [
      'Being the [big|great big] one, {Name} [explained|said], means [gentle|soft] hands, quiet voices, and a lot of love.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] talked about the new baby, who was small and loud and already [loved|adored|was fond of].',
    ],
  ),
  'first-day-school': scene(
    /first day (of|at) school|starting school|kindergarten|preschool|nursery school|school/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] told {companion.the} about school.',
      'School has friends and games.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told {companion.the} about school: a cubby for your coat, new friends and stories.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] first day might feel wobbly, {Name} [said|whispered|murmured], but there would be friends to meet.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [described|pictured] what school would be like: a hook for your coat, a friendly teacher, and someone new to sit with.',
      'New places feel [big|great big] at first, {Name} [said|whispered|murmured], and then they feel like yours.',
    ],
  ),
  'moving-home': scene(
    /mov(e|ing) (to a new )?(home|house)|new (home|house)|moving/i,
    [
      '[A|Then a|Next, a|After that, a] new home can feel [cozy|snug|toasty] too.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] unpacked {their} teddy first.',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] told {companion.the} that a new home feels strange at first, then [cozy|snug|toasty].',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] first thing {Name} unpacked was {their} favorite blanket, and that helped.',
    ],
    [
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] new home is just a place waiting for your things and your stories, {Name} [said|whispered|murmured].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] unpacked the favorite blanket first, and the new room [began|started] to feel like home.',
    ],
  ),
  curiosity: scene(
    /curio|ask(ing)? questions|wonder(ing)?|why\?/i,
    [
      '"Why?" asked {Name}. "How?"',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] asked a good question.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] asked, "Why does it glow?" and they worked out the answer [together|side by side].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had lots of questions, and each one led somewhere new.',
    ],
    [
      'Every good discovery starts with a question, and {Name} had plenty.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] wondered aloud how it worked, and the wondering led to the answer.',
    ],
  ),
};
