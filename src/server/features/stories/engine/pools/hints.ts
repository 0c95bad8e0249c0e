/**
 * Parents' notes (customPrompt) are read only through this list: a word from the notes is
 * used when, and only when, it is one of these harmless, countable nouns. Nothing else from
 * the notes (no instructions, no sentences, no unlisted words) can reach the story.
 */
export const HINT_NOUNS: ReadonlySet<string> = new Set([
  'acorn', 'airplane', 'apple', 'backpack', 'badger', 'balloon', 'banana', 'basket', 'beach ball',
  'bear', 'bee', 'bell', 'bicycle', 'bike', 'bird', 'biscuit', 'blanket', 'boat', 'book', 'boot',
  'bridge', 'brush', 'bubble', 'bucket', 'bunny', 'bus', 'butterfly', 'cake', 'camel', 'candle',
  'car', 'carrot', 'castle', 'cat', 'caterpillar', 'chick', 'cloud', 'clover', 'compass',
  'cookie', 'cow', 'crab', 'crayon', 'crown', 'cupcake', 'daisy', 'deer', 'digger', 'dinosaur',
  'dog', 'doll', 'dolphin', 'donkey', 'dragon', 'dragonfly', 'drum', 'duck', 'duckling', 'eagle',
  'elephant', 'fairy', 'feather', 'fire engine', 'firefly', 'fish', 'flag', 'flower', 'flute',
  'fox', 'frog', 'giraffe', 'glove', 'goat', 'goose', 'guitar', 'hamster', 'hat', 'hedgehog',
  'helicopter', 'hippo', 'horse', 'island', 'jellyfish', 'kangaroo', 'kite', 'kitten', 'koala',
  'ladybird', 'ladybug', 'lamb', 'lantern', 'leaf', 'lemon', 'lighthouse', 'lion', 'lizard',
  'llama', 'lollipop', 'map', 'marble', 'mermaid', 'mitten', 'monkey', 'moon', 'moose', 'mouse',
  'muffin', 'mushroom', 'narwhal', 'nest', 'octopus', 'orange', 'otter', 'owl', 'paintbrush',
  'panda', 'parrot', 'peach', 'pear', 'pebble', 'pelican', 'penguin', 'piano', 'pig', 'pillow',
  'pinecone', 'planet', 'pony', 'puppy', 'rabbit', 'raccoon', 'rainbow', 'robot', 'rocket',
  'rose', 'sailboat', 'sandcastle', 'scarf', 'seahorse', 'seal', 'seashell', 'sheep', 'shell',
  'sled', 'sloth', 'snail', 'snowflake', 'snowman', 'sock', 'squirrel', 'star', 'starfish',
  'strawberry', 'submarine', 'sunflower', 'swan', 'swing', 'teapot', 'teddy', 'teddy bear',
  'tiger', 'tortoise', 'tractor', 'train', 'treehouse', 'trumpet', 'tulip', 'turtle', 'umbrella',
  'unicorn', 'violin', 'wagon', 'walrus', 'whale', 'wheelbarrow', 'xylophone', 'yo-yo', 'zebra',
]);

function singular(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(word.slice(0, -3) + 'y');
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('ves')) out.push(word.slice(0, -3) + 'f');
  if (word === 'mice') out.push('mouse');
  if (word === 'geese') out.push('goose');
  return out;
}

/** Up to `max` distinct listed nouns from free text, in the order they appear. */
export function extractHints(text: string, max: number): string[] {
  const words = text.toLowerCase().split(/[^a-z-]+/).filter((w) => w !== '');
  const found: string[] = [];
  for (let i = 0; i < words.length && found.length < max; i++) {
    const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    const candidates = [...(two === '' ? [] : singular(two)), ...singular(words[i] as string)];
    const hit = candidates.find((c) => HINT_NOUNS.has(c));
    if (hit !== undefined && !found.includes(hit)) found.push(hit);
  }
  return found;
}
