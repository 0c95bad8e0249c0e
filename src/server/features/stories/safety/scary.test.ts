import { describe, expect, it } from 'vitest';
import type { StoryWriterInput, WrittenStory } from '../writer/types.js';
import { checkStory } from './check.js';
import { scaryContent } from './scary.js';

const SCARY = [
  'A scary monster with sharp teeth chased Mia into a cave.',
  'The wicked witch locked Mia in a cage.',
  'The wolf chased her through the trees.',
  'Mia was chased by a big dog all the way home.',
  'Something grabbed him from behind the door.',
  'A hand snatched Leo from his bed.',
  'The beast bared its teeth and growled.',
  'Its long yellow fangs glinted in the moonlight.',
  'The dragon had huge claws like knives of bone.',
  'Mia screamed as loud as she could.',
  'Somewhere in the house, someone was shrieking.',
  'They threw the children into a dungeon.',
  'The giant kept Sam in a tall cage by the fire.',
  'The goblins trapped Ava inside the hollow tree.',
  'Ben was kidnapped by pirates at dawn.',
  'He was a prisoner of the Snow Queen.',
  'The evil queen wanted to keep the stars for herself.',
  'A villain crept through the sleeping town.',
  'The sinister shape waited by the window.',
  'A hungry troll wanted to eat the little goat.',
  'The angry ogre stomped after them.',
  'The monster roared at the children.',
  'The dragon swallowed the knight whole.',
  'Grandpa died last winter.',
  'The fish lay dead on the sand.',
  'The little bird was dying in the snow.',
  'The hunter killed the deer.',
  'Nobody ever woke up from that sleep; they perished.',
  'Blood dripped from the bear’s paw.',
  'Mia fell and her knee was bleeding.',
  'The puppy was badly hurt in the road.',
  'He broke his leg falling from the tree.',
  'The soldier was wounded in the battle.',
  'The wound on his knee would not stop hurting.',
  'The wolves attacked the sheep.',
  'A lion pounced on the zebra.',
  'The snake will bite you if you get close.',
  'They hunted for her all night with torches and dogs.',
  'Her parents abandoned her in the forest.',
  'Nobody came to help, and she was left all alone.',
  'Her mother never came back.',
  'Everyone forgot about him, and he sat in the cold.',
  'The little bear was unwanted and unloved.',
  'Mia was terrified of the noise in the attic.',
  'Leo panicked and ran.',
  'She was trembling with fear under the covers.',
  'That night he had nightmares about the dark woods.',
  'The ghost howled in pain.',
  'A creepy clown peered through the glass.',
  'He pulled out a knife.',
  'The bomb went off with a bang.',
  'The zombie shuffled closer.',
  'The frightening creature hid under the bed.',
  'The cruel king laughed at the crying child.',
];

const INNOCENT = [
  'A killer whale leapt and splashed in the bay.',
  'They rode the bullet train to Grandma’s town.',
  'Dead leaves crunched under their boots.',
  'Mia had a drink of water before bed.',
  'The cat chased its tail round and round.',
  'They chased the bubbles across the garden.',
  'Leo took a big bite of his apple.',
  'Uncle Dev baked tiny pizzas for supper, and Leo ate every bite.',
  'Mia brushed her teeth and put on her pajamas.',
  'The tooth fairy left a shiny coin.',
  'A shooting star zipped across the sky.',
  'They had a pillow fight before bed.',
  'Dad locked the door and turned off the hall light.',
  'The old chest opened with a tiny lock and key.',
  'Mia grabbed her blanket and snuggled in.',
  'Sam screamed with laughter when the puppy licked his nose.',
  'The monster truck rolled slowly through the mud.',
  'They went on a treasure hunt in the backyard.',
  'The Easter egg hunt was the best part of the day.',
  'A little bird sang from the birdcage by the window.',
  'The friendly dragon hummed a lullaby.',
  'The sleepy bear yawned and curled up in his den.',
  'Grandpa told a story about the stars.',
  'The moon rabbit counted ten soft clouds.',
  'They chased the kite across the hill.',
  'The dead end of the lane had a bench and a flower bed.',
  'Mia was dead tired after the long day.',
  'Everyone came to the party, even the shy hedgehog.',
  'The little owl found her way home by the light of the moon.',
  'The sea lion clapped its flippers.',
  'They built a fort out of cushions and blankets.',
  'The path wound home past the fences and the gate.',
  'The string was wound around a branch, twice.',
  'A scarf of red wool kept the hedgehog warm.',
  'The gentle giant tortoise munched on a leaf.',
  // A British family's mother (words.yaml turns "Mommy" into "Mummy").
  'Mummy lay down beside Hamza for a little while: shh, shh.',
];

describe('scary content by meaning', () => {
  it.each(SCARY)('refuses: %s', (sentence) => {
    expect(checkSentence(sentence)).toBe(false);
  });

  it.each(INNOCENT)('lets through: %s', (sentence) => {
    expect(scaryContent(sentence)).toEqual([]);
    expect(checkSentence(sentence)).toBe(true);
  });

  it('has more than 50 scary sentences of its own besides the two reported ones', () => {
    expect(SCARY.length).toBeGreaterThanOrEqual(52);
  });

  it('lets a drink of water through for a child who fears deep water', () => {
    expect(checkSentence('Mia had a drink of water.', ['deep water'])).toBe(true);
    expect(checkSentence('Mia dived into the deep water.', ['deep water'])).toBe(false);
  });
});

const BASE: StoryWriterInput = {
  childName: 'Mia',
  age: 5,
  readingLevel: 'beginner',
  interests: [],
  fears: [],
  theme: 'adventure',
  storyLength: 'short',
  seed: 1,
};

/** The whole check over a calm story of the right length holding the sentence. */
function checkSentence(sentence: string, fears: string[] = []): boolean {
  const calm = Array.from({ length: 48 }, () => 'Mia looked at the moon.').join(' ');
  const story: WrittenStory = {
    title: 'Mia and the Moon',
    content: `${calm}\n\n${sentence}`,
    wordCount: 0,
    readingTime: 2,
  };
  return checkStory(story, { ...BASE, fears }).ok;
}
