import type { ThemePack } from './theme-type.js';

export const BEDTIME: ThemePack = {
  id: 'bedtime',
  places: ['the Land of Nod', 'a cloud [made of|piled high with] pillows', 'a [dream|moonlit] meadow', 'a [blanket|pillow] fort [as big as a castle|that went on and on]', 'the [Sleepy|Snoozy] Hills'],
  guides: ['a [counting|woolly] sheep', 'a teddy bear [who could talk|with a bow tie]', 'the [sleepy|smiling] moon', 'a [sleepy|little] star', 'a [yawning|kind] owl'],
  objects: ['a [dream|moon] lantern', 'a [lullaby|music] box', 'a [night|star] cap', 'a [jar|bag] of sweet dreams', 'a [silver|soft] bedtime bell'],
  calls: [
    '{guide} [hopped|climbed] onto the pillow and [whispered|said], "The [lullabies are all mixed up|sleepy songs are all muddled]. [Can|Will] you help?"',
    'The [moon|night-light] [smiled|winked|glowed] a little brighter<, the way it [does|always does] when it [wants|would like] company>.',
    '{nameS} [pillow|blanket] [puffed up|fluffed up] like a cloud and [floated|rose] [up|off the bed]<, with {Name} on top>.',
    'A [yawn|sigh] came from the [toy box|shelf], and out [tumbled|climbed] {guide}.',
    'A [tiny|little] [bell|chime] [rang|tinkled] {sound}<, the [sound|signal] that [means|tells you] the dream train [is here|has come]>.',
  ],
  travel: [
    '{Name} and {crew} [floated|drifted] on a [pillow|cloud|blanket] to {place}.',
    'They [rode|took] the [dream|sleepy] train<, chuff, chuff, chuff,> all the way to {place}.',
    '[Slowly|Softly], the bed [sailed|rolled] out of the [window|open window] and [over|across] the [roofs|chimneys] to {place}.',
    'Along a path of [slippers|cushions|soft toys], they [tiptoed|padded] to {place}.',
  ],
  sights: [
    'Sheep [jumped|hopped] over a fence<, one, two, three,> and [yawned|waved] as they went.',
    'Pajamas [danced|waved] on a washing line<, flapping in a [warm|soft] [breeze|wind]>.',
    'Stars [tucked|wrapped] themselves in [tiny|little] blankets of cloud.',
    'A [river|stream] of warm milk [flowed|wound] [past|by]<, smelling of honey>.',
    'Teddy bears [sat|sang] in a [row|circle], [humming|singing] {sound}.',
    'The [moon|sky] [hummed|sang] a [lullaby|slow song]<, [very|ever so] softly, [just|only] for them>.',
    'Soft [feathers|petals] [floated|fell] down like [snow|gentle rain].',
    'A [yawning|sleepy] cat [stretched|curled] up on a [cushion|cloud]<, purring like an engine>.',
    '[Slippers|Socks] [shuffled|danced] by in pairs<, off to [find|look for] their [owners|feet]>.',
    'Every [window|house] they passed [glowed|had a light on]<, {soft} and yellow>.',
  ],
  facts: [
    'While you sleep, your body [grows|rests] and your brain [tidies up|sorts out] the day.',
    'Children need more sleep than grown-ups do.',
    'Dreams [happen|come] most when your eyes move [fast|quickly] under your eyelids.',
    'Many animals, like [cats|foxes] and owls, are [awake|up and about] when we are asleep.',
    '[Warm milk|A warm bath] and a story help [lots of|many] people feel calm at bedtime.',
  ],
  homeward: [
    'The [pillow|cloud] [floated|drifted] back down<, [down, down|ever so slowly], as light as a [feather|snowflake],> into {nameS} bed.',
    '{guideThe} [tucked|wrapped] {Name} in [for the ride home|with a soft scarf] and [sang|hummed] them home.',
    'The [dream|sleepy] train [chuffed|rolled] back [home|to the station] right by {nameS} bed.',
  ],
  titleNouns: ['Lullaby', 'Pillow', 'Moon', 'Dream', 'Blanket Fort', 'Night-Light', 'Sheep', 'Dream Train', 'Goodnight'],
};

/** For any other theme word ("dinosaurs", "trains"): the word itself is the world ({topic}). */
export const GENERIC: ThemePack = {
  id: 'generic',
  places: ['a land [full|made] of {topic}', 'the [Valley|Island|Town] of {topic}', 'a [secret|hidden] place where {topic} [lived|were kept]', 'a [big|huge] museum of {topic}', 'a [faraway|wonderful] world of {topic}'],
  guides: ['a [wise|kind] tortoise who knew [all|lots] about {topic}', 'a [clever|friendly] robot', 'a [small|helpful] owl', 'a [chatty|cheerful] parrot', 'a [little|curious] mouse'],
  objects: ['a [golden|shiny] key', 'a [glowing|magic] map', 'a [tiny|little] silver bell', 'a [bright|sparkly] lantern', 'a [treasure|special] box'],
  calls: [
    '{guide} [knocked|tapped] on the window and [said|asked], "Do you like {topic}? Then come with me!"',
    'A picture of {topic} on the wall began to [glow|shine|wiggle]<, as if it [wanted|asked] {Name} to [come closer|look closer]>.',
    'A [letter|card] [slid|floated] under the door. It [said|read]: "Come and see the {topic}!"',
    'The [toy box|bookshelf] [opened|creaked] by itself, and out [came|stepped] {guide}.',
    'All at once, {nameS} room [filled|was full] with [the sound|a whisper|news] of {topic}.',
  ],
  travel: [
    '{Name} and {crew} [walked|hopped|skipped] through a [door|gate] of light to {place}.',
    'They [rode|took] a [tiny|little] train [past|over] the hills to {place}.',
    '[Off|Away] they went<, over [fields|hills] and under [stars|the moon],> to {place}.',
    'A [balloon|big balloon] [lifted|carried] them [up and away|high and far] to {place}.',
  ],
  sights: [
    'Everywhere {Name} [looked|turned], there was [something new|one more thing to learn|a new surprise] about {topic}.',
    'A [sign|board] [said|read] "[Welcome|Hello], Friends of {topic}!"',
    'Lanterns [hung|swung] in the trees, {color} and {bright}.',
    'A [band|choir] of [frogs|crickets|birds] played {sound}.',
    'The [road|path] was [paved|made] with [smooth|shiny] [pebbles|stones] that [clicked|clinked] underfoot.',
    '{Name} [learned|found out] three new things about {topic}<, and remembered every one>.',
    'A [fountain|little fountain] [bubbled|splashed] in the [middle|centre] of the [square|park].',
    'Everyone there [waved|smiled|said hello]<, as if they had been [waiting|hoping] for {Name}>.',
  ],
  facts: [
    'The more you [learn|find out] about something, the more [fun|exciting] it [becomes|gets] to explore.',
    'Libraries have books about [almost|nearly] everything you can [think of|imagine].',
    'Scientists ask questions and then [test|try out] their ideas to [find|discover] the answers.',
    'Museums keep [old|rare] and special things safe so [everyone|we all] can see them.',
  ],
  homeward: [
    '{guideThe} [walked|led] {Name} back through the [door|gate] of light<, right into the bedroom>.',
    'The [train|balloon] [carried|brought] them home [slowly|gently]<, over the sleepy hills>.',
    'With a [wave|smile], {Name} [said goodbye|waved farewell] to the [land|world] of {topic} and [went|came] home.',
  ],
  titleNouns: ['Key', 'Lantern', 'Map', 'Secret', 'Surprise', 'Journey', 'Treasure', 'Discovery', 'Wonder'],
};
