import type { TCharacterTypeId } from '../../../../../shared/story-options.js';
import type { CharacterTypeContent } from './types.js';

/**
 * Favorite character types: the companion they become (only in the worlds where it belongs)
 * and the skill they bring to the solution. A name the parent typed ("Elsa") is kept by the
 * matcher (match.ts) and given to the companion. Every companion is gentle: no villains, no
 * teeth, nothing that chases.
 */
export const CHARACTER_TYPES: Readonly<Record<TCharacterTypeId, CharacterTypeContent>> = {
  dragons: {
    match: /dragon/i,
    skill: 'magic',
    companion: {
      worlds: ['land', 'sky', 'dream', 'home'],
      tags: ['dragons', 'magic'],
      a: 'a small, friendly dragon',
      the: 'the little dragon',
      noun: 'dragon',
      pronoun: 'he',
    },
  },
  unicorns: {
    match: /unicorn|pegasus/i,
    skill: 'magic',
    companion: {
      worlds: ['land', 'sky', 'dream'],
      tags: ['magic', 'horses'],
      a: 'a gentle unicorn with a silver mane',
      the: 'the unicorn',
      noun: 'unicorn',
      pronoun: 'she',
    },
  },
  dinosaurs: {
    match: /\bdino|saur(s|us)?\b|t[- ]?rex|triceratops|stegosaur|diplodocus|brontosaur/i,
    skill: 'dinosaurs',
    companion: {
      worlds: ['land', 'dream', 'home'],
      tags: ['animals'],
      a: 'a kind little dinosaur',
      the: 'the little dinosaur',
      noun: 'dinosaur',
      pronoun: 'he',
    },
  },
  robots: {
    match: /robot|\bdroid|android|cyborg|\bbot\b/i,
    skill: 'machines',
    companion: {
      worlds: ['home', 'land', 'space', 'sky', 'sea', 'dream'],
      tags: ['robots', 'machines'],
      a: 'a small robot with a blinking light',
      the: 'the little robot',
      noun: 'robot',
      pronoun: 'it',
    },
  },
  mermaids: {
    match: /merm(aid|an|en|ermaid)|\bmer(folk|people)|ariel/i,
    skill: 'music',
    companion: {
      worlds: ['sea', 'dream'],
      tags: ['water', 'swimming'],
      a: 'a cheerful little mermaid',
      the: 'the mermaid',
      noun: 'mermaid',
      pronoun: 'she',
    },
  },
  fairies: {
    match: /fair(y|ies)|pixie|sprite|tinker ?bell|tooth fairy/i,
    skill: 'magic',
    companion: {
      worlds: ['land', 'home', 'dream', 'sky'],
      tags: ['magic', 'flying'],
      a: 'a tiny fairy with shimmering wings',
      the: 'the fairy',
      noun: 'fairy',
      pronoun: 'she',
    },
  },
  princesses: {
    match:
      /princess|prince\b|princes\b|\bqueen|\bking\b|royal|elsa|\banna\b|cinderella|rapunzel|moana|\bbelle\b/i,
    skill: 'kindness',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: [],
      a: 'a kind young princess',
      the: 'the princess',
      noun: 'princess',
      pronoun: 'she',
    },
  },
  knights: {
    match: /knight|\bsquire|king arthur/i,
    skill: 'building',
    companion: {
      worlds: ['land', 'dream'],
      tags: [],
      a: 'a friendly knight in shiny armor',
      the: 'the knight',
      noun: 'knight',
      pronoun: 'he',
    },
  },
  superheroes: {
    match: /super ?hero|spider[- ]?man|super ?man|batman|wonder woman|\bhero(es)?\b|\bcape/i,
    skill: 'sport',
    companion: {
      worlds: ['home', 'land', 'sky', 'dream'],
      tags: ['flying'],
      a: 'a friendly superhero in a bright cape',
      the: 'the superhero',
      noun: 'superhero',
      pronoun: 'she',
    },
  },
  pirates: {
    match: /pirate|buccaneer|captain|\bahoy/i,
    skill: 'puzzles',
    companion: {
      worlds: ['sea', 'land'],
      tags: ['boats', 'water'],
      a: 'a jolly pirate with a striped hat',
      the: 'the jolly pirate',
      noun: 'pirate',
      pronoun: 'he',
    },
  },
  astronauts: {
    match: /astronaut|cosmonaut|space ?(man|woman|explorer)|spaceman/i,
    skill: 'stars',
    companion: {
      worlds: ['space', 'sky'],
      tags: ['space'],
      a: 'a friendly astronaut in a puffy suit',
      the: 'the astronaut',
      noun: 'astronaut',
      pronoun: 'she',
    },
  },
  wizards: {
    match: /wizard|\bmage\b|sorcer|magician|merlin|gandalf|harry potter/i,
    skill: 'magic',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['magic'],
      a: 'a kind old wizard with a starry hat',
      the: 'the wizard',
      noun: 'wizard',
      pronoun: 'he',
    },
  },
  'teddy-bears': {
    match: /tedd(y|ies)|stuffed (bear|animal)|plush|winnie|pooh|paddington/i,
    skill: 'kindness',
    companion: {
      worlds: ['home', 'land', 'dream', 'sky', 'space', 'sea'],
      tags: [],
      a: 'a soft teddy bear with a button nose',
      the: 'the teddy bear',
      noun: 'teddy bear',
      pronoun: 'he',
    },
  },
  puppies: {
    match: /pupp|paw patrol|\bdog(gy|gie)?s?\b|pooch/i,
    skill: 'animals',
    companion: {
      worlds: ['home', 'land'],
      tags: ['dogs', 'animals'],
      a: 'a fluffy puppy with floppy ears',
      the: 'the puppy',
      noun: 'puppy',
      pronoun: 'he',
    },
  },
  kittens: {
    match: /kitt(en|y|ies)|\bcats?\b|kitty/i,
    skill: 'animals',
    companion: {
      worlds: ['home', 'land'],
      tags: ['cats', 'animals'],
      a: 'a curious kitten with white paws',
      the: 'the kitten',
      noun: 'kitten',
      pronoun: 'she',
    },
  },
  bunnies: {
    match: /bunn(y|ies)|rabbit|\bhares?\b/i,
    skill: 'gardening',
    companion: {
      worlds: ['home', 'land', 'dream'],
      tags: ['animals'],
      a: 'a little bunny with a cotton tail',
      the: 'the bunny',
      noun: 'bunny',
      pronoun: 'she',
    },
  },
  owls: {
    match: /\bowls?\b|owlet/i,
    skill: 'reading',
    companion: {
      worlds: ['land', 'sky', 'home', 'dream'],
      tags: ['birds', 'animals', 'night'],
      a: 'a wise little owl',
      the: 'the owl',
      noun: 'owl',
      pronoun: 'he',
    },
  },
  penguins: {
    match: /penguin/i,
    skill: 'sport',
    companion: {
      worlds: ['land', 'sea'],
      tags: ['birds', 'animals', 'snow'],
      a: 'a waddling penguin in a red scarf',
      the: 'the penguin',
      noun: 'penguin',
      pronoun: 'he',
    },
  },
  dolphins: {
    match: /dolphin|porpoise|\bwhales?\b|orca/i,
    skill: 'water-play',
    companion: {
      worlds: ['sea'],
      tags: ['animals', 'water', 'swimming'],
      a: 'a playful young dolphin',
      the: 'the dolphin',
      noun: 'dolphin',
      pronoun: 'she',
    },
  },
  elephants: {
    match: /elephant|\bellie\b|mammoth/i,
    skill: 'music',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['animals'],
      a: 'a baby elephant with big, soft ears',
      the: 'the baby elephant',
      noun: 'elephant',
      pronoun: 'she',
    },
  },
  foxes: {
    match: /\bfox(es)?\b|\bvixen|\bcub\b/i,
    skill: 'puzzles',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['animals'],
      a: 'a clever little fox',
      the: 'the fox',
      noun: 'fox',
      pronoun: 'she',
    },
  },
  bears: {
    match: /\bbears?\b|panda|koala|polar bear|grizzl/i,
    skill: 'cooking',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['animals'],
      a: 'a big, gentle bear',
      the: 'the bear',
      noun: 'bear',
      pronoun: 'he',
    },
  },
  aliens: {
    match: /alien|martian|\bufo|little green|extraterrestrial|space creature/i,
    skill: 'science',
    companion: {
      worlds: ['space', 'sky', 'dream'],
      tags: ['space'],
      a: 'a small, friendly alien with three bright eyes',
      the: 'the little alien',
      noun: 'alien',
      pronoun: 'it',
    },
  },
  'talking-toys': {
    match: /\btoys?\b|doll|action figure|toy soldier|rag doll|puppet|woody|buzz lightyear/i,
    skill: 'imagination',
    companion: {
      worlds: ['home', 'dream'],
      tags: [],
      a: 'a rag doll who could talk',
      the: 'the rag doll',
      noun: 'rag doll',
      pronoun: 'she',
    },
  },
  trains: {
    match: /\btrains?\b|locomotive|engine|thomas|choo[- ]?choo|railway/i,
    skill: 'machines',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['trains', 'machines'],
      a: 'a little blue train who could talk',
      the: 'the little train',
      noun: 'train',
      pronoun: 'he',
    },
  },
  // Last: the widest words, so a named animal above wins first.
  'friendly-animals': {
    match:
      /friendly animal|\banimals?\b|critter|creature|woodland|\bmouse|\bmice\b|hedgehog|squirrel|\bduck|\bfrog|turtle|tortoise|hamster|monkey|\blions?\b|giraffe|sloth|otter|\bpig(?:let)?s?\b|\bpon(?:y|ies)\b|\bhorses?\b|\bdeer\b|badger|raccoon|zebra|kangaroo|\blambs?\b|\bsheep\b|\bgoats?\b|\bcows?\b|\bhens?\b|\bchicks?\b|tiger|hippo/i,
    skill: 'animals',
    companion: {
      worlds: ['land', 'home', 'dream'],
      tags: ['animals'],
      a: 'a friendly little hedgehog',
      the: 'the hedgehog',
      noun: 'hedgehog',
      pronoun: 'she',
    },
  },
};
