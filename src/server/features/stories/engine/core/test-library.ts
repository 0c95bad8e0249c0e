import type {
  CharacterTypeContent,
  FamilyActions,
  FamilyMemberContent,
  InterestContent,
  LearningContent,
  SettingContent,
  Skill,
  SolutionCatalogue,
  ThemeContent,
  TwistContent,
} from '../options/types.js';
import { SKILLS } from '../options/types.js';
import type { CastEntity, PlotPlan, Variants } from '../plans/types.js';
import { matchEntry, type StoryLibrary } from './library.js';

/**
 * A small, complete library for the engine's own tests: three plans in three worlds and one
 * entry or two of each catalogue, so the engine's rules are tested apart from the content.
 */
const v = (beginner: string[], intermediate: string[], advanced: string[]): Variants => ({
  beginner,
  intermediate,
  advanced,
});

const homePlan: PlotPlan = {
  id: 'fixture-lost-key',
  worlds: ['home'],
  themes: ['bedtime', 'adventure'],
  tags: [],
  problem: 'missing',
  cast: { companion: { kind: 'companion' }, object: { kind: 'object' } },
  titles: ['{Name} and the {object.noun}', 'The {companion.noun} and the {object.noun}'],
  beats: [
    {
      kind: 'opening',
      variants: v(
        [
          '{Name} was at home. It was a [rainy|quiet] evening.',
          'It was evening at home. {Name} [sat by the window|played on the rug].',
        ],
        [
          'It was a [slow|quiet] evening at home, and {Name} was [building a fort of cushions|sorting buttons into jars].',
          'At home the lamps were lit, and {Name} was [drawing at the kitchen table|reading on the rug].',
        ],
        [
          'The evening had settled over the house like a blanket, and {Name} was [deep in a book|sorting an old box of treasures] when something shifted.',
          'It was one of those long, quiet evenings when the house seemed to be thinking, and {Name} was [reading|drawing] by the lamp.',
        ],
      ),
    },
    {
      kind: 'call',
      introduces: ['companion'],
      variants: v(
        ['Then {companion.a} came to say hello.', 'Out popped {companion.a}. {companion.It} waved.'],
        [
          'Just then {companion.a} tumbled out from behind the sofa, looking worried.',
          'A small voice spoke up, and there was {companion.a}, tugging at {nameS} sleeve.',
        ],
        [
          'From behind the bookcase came {companion.a}, wearing the anxious look of someone who has lost something important.',
          'A soft cough made {Name} look up: {companion.a} stood on the shelf, clearly troubled.',
        ],
      ),
      details: v(
        ['{companion.The} had a kind face.', '{companion.It} was small and soft.'],
        [
          '{companion.The} had lived in the house for years, though few people knew it.',
          '{companion.It} spoke in a voice like a whisper of paper.',
        ],
        [
          '{companion.The} had been part of the household for longer than anyone could remember.',
          'There was something gentle about {companion.obj}, like an old song half remembered.',
        ],
      ),
    },
    {
      kind: 'problem',
      introduces: ['object'],
      variants: v(
        [
          '{companion.The} had lost {object.a}. {companion.It} felt sad.',
          'Oh no! {object.a} was gone. {companion.The} could not find it.',
        ],
        [
          '{companion.The} explained that {object.a} had gone missing, and without it nothing felt right.',
          '"I have lost {object.a}," said {companion.the}, "and I have looked everywhere."',
        ],
        [
          '{companion.The} explained, in a rush, that {object.a} had disappeared, and the house felt wrong without it.',
          '"It is {object.a}," {companion.the} said quietly. "It was there this morning, and now it is not."',
        ],
      ),
      details: v(
        ['They looked under the bed.', 'They looked in the toy box.'],
        [
          'They searched under the cushions and behind the curtains.',
          'They checked the toy box twice, just in case.',
        ],
        [
          'They searched methodically, starting with the obvious places and working outward.',
          'Every drawer, every basket, every pocket was checked and checked again.',
        ],
      ),
    },
    { kind: 'twist' },
    {
      kind: 'attempt',
      optional: true,
      variants: v(
        ['{Name} looked [high|low]. It was not there.', '{They} looked in the hall. Still no {object.noun}.'],
        [
          '{Name} tried the hall cupboard first, but there was only a pile of boots.',
          '{They} peered into the laundry basket, but it held nothing but socks.',
        ],
        [
          '{Name} tried the hall cupboard, which yielded boots, an umbrella and no {object.noun} at all.',
          'The laundry basket was a hopeful idea, but it held only socks and a single mitten.',
        ],
      ),
      details: v(
        ['{companion.The} sighed.', 'The clock went tick.'],
        ['{companion.The} sighed a small sigh.', 'The clock in the hall ticked on.'],
        ['{companion.The} sighed, but did not give up.', 'The hall clock ticked patiently.'],
      ),
    },
    { kind: 'family' },
    { kind: 'learning' },
    {
      kind: 'solve',
      variants: v(
        ['{Name} had an idea. {solution}', 'Then {Name} smiled. {solution}'],
        ['Then {Name} had an idea. {solution}', '{Name} thought hard. {solution}'],
        ['It was {Name} who thought of it. {solution}', 'An idea arrived all at once. {solution}'],
      ),
    },
    {
      kind: 'resolution',
      variants: v(
        [
          'There it was! {companion.The} was so happy.',
          'They found the {object.noun}. {companion.The} clapped.',
        ],
        [
          'And there was the {object.noun}, safe and sound, and {companion.the} hugged it close.',
          'The {object.noun} was found at last, and {companion.the} did a happy little dance.',
        ],
        [
          'And there, at last, was the {object.noun}, and {companion.the} held it as if it might vanish again.',
          'The {object.noun} was back where it belonged, and the whole house seemed to breathe out.',
        ],
      ),
      details: v(
        ['{companion.The} said thank you.', 'Everyone smiled.'],
        ['{companion.The} said thank you three times.', 'It felt good to help a friend.'],
        [
          '{companion.The} thanked {Name} with great ceremony.',
          'Helping, {Name} thought, was its own kind of treasure.',
        ],
      ),
    },
  ],
};

const spacePlan: PlotPlan = {
  id: 'fixture-faded-star',
  worlds: ['space'],
  themes: ['space', 'adventure'],
  tags: ['space', 'night', 'flying'],
  problem: 'faded',
  cast: { companion: { kind: 'companion' }, vehicle: { kind: 'vehicle' }, object: { kind: 'object' } },
  titles: ['{Name} and the {object.noun}'],
  beats: [
    {
      kind: 'opening',
      variants: v(
        ['{Name} looked up at the sky. The stars were out.', '{Name} was at the window. The moon was round.'],
        [
          '{Name} was looking out of the window at the stars, which seemed brighter than usual.',
          'The moon was up, and {Name} was counting stars from the bedroom window.',
        ],
        [
          '{Name} had been watching the stars for a long time, the way some people watch the sea.',
          'The sky that night was clear and enormous, and {Name} could not stop looking at it.',
        ],
      ),
    },
    {
      kind: 'call',
      introduces: ['companion', 'vehicle'],
      variants: v(
        ['Then {companion.a} landed in {vehicle.a}.', '{companion.a} came by in {vehicle.a}.'],
        [
          'With a soft whoosh, {companion.a} landed outside in {vehicle.a}.',
          'Down came {vehicle.a}, and out climbed {companion.a}.',
        ],
        [
          'Something silver landed on the lawn: {vehicle.a}, and stepping out of it, {companion.a}.',
          'Without a sound, {vehicle.a} settled on the grass, and {companion.a} waved from the hatch.',
        ],
      ),
    },
    {
      kind: 'journey',
      variants: v(
        ['They flew up high. Up, up, up!', 'Off they went, past the moon.'],
        [
          'They zoomed up past the clouds and out among the stars.',
          'The {vehicle.noun} hummed, and they rose up into the sky.',
        ],
        [
          'The {vehicle.noun} rose smoothly, the town shrinking to a scatter of lights below.',
          'They climbed out of the sky and into space, where the silence was enormous.',
        ],
      ),
      details: v(
        ['The stars went by.', 'The moon waved.'],
        ['The stars slid past like glowing pebbles.', 'Far below, the Earth turned slowly.'],
        ['The stars slid past, cold and beautiful.', 'Below, the Earth turned its slow blue turn.'],
      ),
    },
    {
      kind: 'problem',
      introduces: ['object'],
      variants: v(
        ['They found {object.a}. It had lost its light.', 'Look! {object.a} was pale and dim.'],
        [
          'They came to {object.a}, but its glow had faded to almost nothing.',
          'Ahead hung {object.a}, pale and tired, its light nearly gone.',
        ],
        [
          'They reached {object.a}, but its light had faded to a whisper.',
          'There, adrift, was {object.a}, its glow reduced to a faint gray shimmer.',
        ],
      ),
    },
    { kind: 'twist' },
    { kind: 'family' },
    { kind: 'learning' },
    {
      kind: 'solve',
      variants: v(
        ['{Name} had an idea. {solution}', '{Name} knew what to do. {solution}'],
        ['{Name} had an idea. {solution}', 'Then {Name} smiled, because {they} knew what to do. {solution}'],
        ['{Name} considered the problem. {solution}', 'It was {nameS} idea in the end. {solution}'],
      ),
    },
    {
      kind: 'resolution',
      variants: v(
        ['The {object.noun} shone again!', 'Now the {object.noun} was bright.'],
        [
          'Slowly the {object.noun} began to glow again, brighter and brighter.',
          'The {object.noun} shone once more, and {companion.the} cheered.',
        ],
        [
          'Light returned to the {object.noun} in a slow, steady tide.',
          'The {object.noun} blazed back to life, and {companion.the} let out a delighted whoop.',
        ],
      ),
      details: v(
        ['{companion.The} said thank you.', 'It was so bright.'],
        ['{companion.The} said it was the best help ever.', 'Its light spilled over everything.'],
        [
          '{companion.The} declared it the finest rescue in the galaxy.',
          'Its light reached far across the dark between the stars.',
        ],
      ),
    },
  ],
};

const seaPlan: PlotPlan = {
  id: 'fixture-quiet-shell',
  worlds: ['sea'],
  themes: ['ocean', 'nature'],
  tags: ['water', 'swimming', 'fish'],
  problem: 'quiet',
  cast: { companion: { kind: 'companion' }, object: { kind: 'object' } },
  titles: ['{Name} and the {object.noun}', 'The {companion.noun} and the {object.noun}'],
  beats: [
    {
      kind: 'opening',
      variants: v(
        ['{Name} was on the beach. The sand was warm.', 'The sea was calm. {Name} dug in the sand.'],
        [
          '{Name} was building a sandcastle while the little waves ran up the shore.',
          'The beach was warm and golden, and {Name} was collecting shells.',
        ],
        [
          'The tide was out, and {Name} was exploring the rock pools with great seriousness.',
          'It was a long, gold afternoon at the beach, and {Name} was building an ambitious sandcastle.',
        ],
      ),
    },
    {
      kind: 'call',
      introduces: ['companion'],
      variants: v(
        ['Then {companion.a} swam up. {companion.It} said hello.', 'Splash! There was {companion.a}.'],
        [
          'A friendly splash made {Name} turn, and there was {companion.a}.',
          'Out of the shallows popped {companion.a}, smiling.',
        ],
        [
          'A ripple broke the surface, and {companion.a} regarded {Name} with bright, curious eyes.',
          'From the shallows rose {companion.a}, looking hopeful.',
        ],
      ),
    },
    {
      kind: 'problem',
      introduces: ['object'],
      variants: v(
        [
          '{companion.The} showed {them} {object.a}. It had no song.',
          '{object.a} was quiet. It used to sing.',
        ],
        [
          '{companion.The} held out {object.a} that used to sing, but it had gone silent.',
          '"This is {object.a}," said {companion.the}, "and it has lost its song."',
        ],
        [
          "{companion.The} held up {object.a}, which had once hummed with the sea's music and now made no sound at all.",
          '"{object.a} used to sing," {companion.the} said, "but it has forgotten how."',
        ],
      ),
    },
    { kind: 'twist' },
    {
      kind: 'solve',
      variants: v(
        ['{Name} had an idea. {solution}', '{Name} smiled. {solution}'],
        ['{Name} had an idea. {solution}', 'Then {Name} knew what to do. {solution}'],
        ['{Name} thought it over. {solution}', 'The answer came to {Name} all at once. {solution}'],
      ),
    },
    {
      kind: 'resolution',
      variants: v(
        ['The {object.noun} sang again!', 'Now the {object.noun} could sing.'],
        [
          'Softly at first, then clearly, the {object.noun} began to sing again.',
          'The {object.noun} hummed once more, and {companion.the} laughed.',
        ],
        [
          'The {object.noun} found its voice again, thin at first, then full and sweet.',
          'Music poured from the {object.noun}, and {companion.the} spun with joy.',
        ],
      ),
      details: v(
        ['The sea was happy.', '{companion.The} did a flip.'],
        ['Even the little fish came to listen.', '{companion.The} did three happy flips.'],
        [
          'The whole bay seemed to lean in to listen.',
          '{companion.The} celebrated with an elaborate series of flips.',
        ],
      ),
    },
  ],
};

const solution = (a: string[], b: string[], c: string[]) => ({ any: v(a, b, c) });
const solutions = {} as Record<Skill, ReturnType<typeof solution>>;
for (const s of SKILLS)
  solutions[s] = solution(
    ['{Name} tried a clever plan. It worked!', '{Name} tried one more idea. It worked!'],
    [
      '{Name} thought about {interest}, and that gave {them} the answer.',
      '{Name} tried a plan that came from {interest}, and it worked.',
    ],
    [
      '{Name} put {their} love of {interest} to work, which turned out to be exactly right.',
      '{Name} thought about {interest} and found the answer there.',
    ],
  );
solutions.art = {
  any: v(
    ['{Name} drew a picture of the answer.', '{Name} drew a plan with bright crayons.'],
    [
      '{Name} drew a plan in bright colors, and they followed it step by step.',
      '{Name} drew the idea so everyone could see it.',
    ],
    [
      '{Name} sketched three ideas, crossed out two, and the third one worked beautifully.',
      'An artist notices things, and {Name} sketched the problem out until the answer stood there in plain lines.',
    ],
  ),
};

interface Catalogues {
  cast: readonly CastEntity[];
  interests: Record<string, InterestContent>;
  solutions: SolutionCatalogue;
  characterTypes: Record<string, CharacterTypeContent>;
  twists: Record<string, TwistContent>;
  familyMembers: Record<string, FamilyMemberContent>;
  familyActions: FamilyActions;
  learning: Record<string, LearningContent>;
  settings: Record<string, SettingContent>;
  themes: Record<string, ThemeContent>;
}

const TEST_CATALOGUES: Catalogues = {
  cast: [
    {
      id: 'teddy',
      kind: 'companion',
      worlds: ['home', 'dream'],
      tags: [],
      a: 'a soft teddy bear named Barnaby',
      the: 'the teddy bear',
      noun: 'teddy bear',
      pronoun: 'he',
      name: 'Barnaby',
    },
    {
      id: 'puppy',
      kind: 'companion',
      worlds: ['home', 'land'],
      tags: ['dogs', 'animals'],
      a: 'a small puppy',
      the: 'the puppy',
      noun: 'puppy',
      pronoun: 'she',
    },
    {
      id: 'key',
      kind: 'object',
      worlds: ['home'],
      tags: [],
      a: 'a tiny gold key',
      the: 'the gold key',
      noun: 'gold key',
    },
    {
      id: 'robot',
      kind: 'companion',
      worlds: ['space'],
      tags: ['robots'],
      a: 'a little robot named Bleep',
      the: 'the robot',
      noun: 'robot',
      pronoun: 'he',
      name: 'Bleep',
    },
    {
      id: 'rocket',
      kind: 'vehicle',
      worlds: ['space'],
      tags: ['flying'],
      a: 'a silver rocket',
      the: 'the rocket',
      noun: 'rocket',
    },
    {
      id: 'star',
      kind: 'object',
      worlds: ['space'],
      tags: [],
      a: 'a little star',
      the: 'the star',
      noun: 'star',
    },
    {
      id: 'seal',
      kind: 'companion',
      worlds: ['sea'],
      tags: ['animals'],
      a: 'a young seal',
      the: 'the seal',
      noun: 'seal',
      pronoun: 'she',
    },
    {
      id: 'shell',
      kind: 'object',
      worlds: ['sea'],
      tags: [],
      a: 'a singing shell',
      the: 'the shell',
      noun: 'shell',
    },
  ],
  interests: {
    painting: { skill: 'art', match: /paint|draw/i, phrase: 'painting' },
    music: { skill: 'music', match: /music|sing/i, phrase: 'music' },
  },
  solutions,
  characterTypes: {
    dragon: {
      match: /dragon/i,
      skill: 'magic',
      companion: {
        worlds: ['home', 'dream', 'land'],
        tags: ['dragons'],
        a: 'a little green dragon',
        the: 'the dragon',
        noun: 'dragon',
        pronoun: 'he',
      },
    },
  },
  twists: {
    wind: {
      match: /wind|map/i,
      worlds: ['home', 'space', 'sea', 'land'],
      tags: [],
      event: v(
        ['Whoosh! A puff of air blew the map away.', 'Oh! The map flew off in a puff of air.'],
        [
          'Suddenly a puff of air lifted their little map and carried it away.',
          'Just then a gust tugged the map from their hands and sent it tumbling.',
        ],
        [
          'Without warning, a gust snatched their map and carried it off, end over end.',
          'A sudden draft lifted the map clean out of their hands.',
        ],
      ),
      echo: v(
        ['They got the map back. It was a bit crumpled.', 'The map came back too. What a day!'],
        [
          'They even found the runaway map, a little crumpled but still fine.',
          'On the way, they spotted the runaway map and tucked it safely away.',
        ],
        [
          'The runaway map turned up too, creased but perfectly readable.',
          'They recovered the wayward map, none the worse for its flight.',
        ],
      ),
    },
  },
  familyMembers: {
    grandma: { match: /gran|nana/i, name: 'Grandma', pronoun: 'she' },
    dad: { match: /\bdad|father|papa/i, name: 'Dad', pronoun: 'he' },
    baby: { match: /baby/i, name: 'the baby', pronoun: 'they', stayHome: true },
  },
  familyActions: {
    opening: v(
      ['{member} waved hello.', '{member} gave a big smile.'],
      [
        '{member} looked up and gave {them} a cheerful wave.',
        '{member} laughed and clapped {member.its} hands.',
      ],
      ['{member} glanced up with a knowing smile.', '{member} gurgled happily from across the room.'],
    ),
    family: v(
      [
        '{member} came to help. {member.It} held the lamp.',
        '{member} helped too. {member.It} had a good idea.',
      ],
      [
        '{member} joined in and held the lamp up high so they could see.',
        '{member} came to help, and {member.its} steady hands made it easier.',
      ],
      [
        '{member} joined the search, holding the lamp steady and offering quiet suggestions.',
        '{member} lent a hand, patient and practical as ever.',
      ],
    ),
    home: v(
      ['{member} gave {them} a hug.', '{member} said well done.'],
      [
        '{member} was waiting with a warm hug and a cup of milk.',
        '{member} said well done and ruffled {their} hair.',
      ],
      [
        '{member} was waiting at the door with a proud smile.',
        '{member} listened to the whole story and said it was remarkable.',
      ],
    ),
    sleep: v(
      ['{member} said goodnight.', '{member} was asleep too.'],
      [
        '{member} was already fast asleep in the next room.',
        '{member} whispered goodnight from the doorway.',
      ],
      [
        '{member} had long since fallen asleep next door.',
        '{member} said goodnight softly from the doorway.',
      ],
    ),
  },
  learning: {
    counting: {
      match: /count/i,
      scene: v(
        [
          'They counted. One, two, three, four, five, six, seven, eight, nine, ten!',
          'Let us count! One, two, three, four, five, six, seven, eight, nine, ten.',
        ],
        [
          'They counted together: one, two, three, four, five, six, seven, eight, nine, ten.',
          'To be sure, they counted every step: one, two, three, four, five, six, seven, eight, nine, ten.',
        ],
        [
          'They counted carefully, one through ten: one, two, three, four, five, six, seven, eight, nine, ten.',
          'Counting steadied them: one, two, three, four, five, six, seven, eight, nine, ten.',
        ],
      ),
    },
  },
  settings: {
    garden: {
      match: /garden|back ?yard/i,
      world: 'home',
      place: { a: 'a back garden', the: 'the back garden', noun: 'garden', tags: [] },
      bridge: v(
        ['They played space in {setting}.', 'A box in {setting} was a rocket.'],
        [
          'Out in {setting}, a cardboard box made a fine pretend rocket.',
          'In {setting} they looked up at the sky and played at being astronauts.',
        ],
        [
          'In {setting}, a cardboard box served admirably as a spacecraft.',
          'From {setting}, the sky looked close enough to visit.',
        ],
      ),
    },
  },
  themes: {
    space: { match: /space|planet|star/i, worlds: ['space'], planThemes: ['space'] },
    ocean: { match: /ocean|sea/i, worlds: ['sea'], planThemes: ['ocean'] },
    bedtime: { match: /bedtime/i, worlds: ['home'], planThemes: ['bedtime'] },
    adventure: { match: /adventure/i, worlds: ['home', 'space'], planThemes: ['adventure'] },
  },
};

const get =
  <T extends { match: RegExp }>(c: Readonly<Record<string, T>>) =>
  (text: string) =>
    matchEntry(c, text)?.content;

export const TEST_LIBRARY: StoryLibrary = {
  plans: [homePlan, spacePlan, seaPlan],
  cast: TEST_CATALOGUES.cast,
  solutions: TEST_CATALOGUES.solutions,
  matchInterest: get(TEST_CATALOGUES.interests),
  matchCharacter: (text) => {
    const content = get(TEST_CATALOGUES.characterTypes)(text);
    return content === undefined ? undefined : { content };
  },
  matchTwist: get(TEST_CATALOGUES.twists),
  twists: Object.values(TEST_CATALOGUES.twists),
  matchLearning: get(TEST_CATALOGUES.learning),
  matchSetting: get(TEST_CATALOGUES.settings),
  matchTheme: get(TEST_CATALOGUES.themes),
  matchFamily: (text) =>
    text
      .split(/,|\band\b/)
      .map((part) => ({ part: part.trim(), hit: matchEntry(TEST_CATALOGUES.familyMembers, part) }))
      .filter((x) => x.hit !== undefined)
      .map(({ part, hit }) => {
        const c = (hit as { content: FamilyMemberContent }).content;
        const given = part.split(' ').find((w, i) => i > 0 && /^\p{Lu}/u.test(w));
        const name = given === undefined ? c.name : `${c.name} ${given}`;
        return {
          name,
          intro: name,
          plural: / and /.test(c.name),
          pronoun: c.pronoun,
          stayHome: c.stayHome === true,
          actions: TEST_CATALOGUES.familyActions,
        };
      }),
};
