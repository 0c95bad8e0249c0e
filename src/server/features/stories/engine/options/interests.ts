import type { TInterestId } from '../../../../../shared/story-options.js';
import type { InterestContent } from './types.js';

/**
 * What each interest lets the child do in the plot (its skill picks the solution text) and how
 * the parent's free text is recognized ("paints", "drawing", "art club" → painting).
 * Order matters for first-match readers: more specific entries come first.
 */
export const INTERESTS: Readonly<Record<TInterestId, InterestContent>> = {
  'magical-adventures': {
    skill: 'magic',
    match: /magic(al)? adventure|^\s*adventures?\s*$|\bquests?\b/i,
    phrase: 'magical adventures',
    tags: ['magic'],
  },
  dinosaurs: {
    skill: 'dinosaurs',
    match: /\bdino|saur(s|us)?\b|t[- ]?rex|triceratops|\bjurassic|fossil|paleontolog/i,
    phrase: 'dinosaurs',
    tags: ['animals'],
  },
  bugs: {
    skill: 'nature',
    match:
      /\bbugs?\b|insect|beetle|ladybug|ladybird|butterfl|caterpillar|creepy[- ]?crawl|minibeast|\bants?\b/i,
    phrase: 'bugs and beetles',
    tags: ['insects'],
  },
  ocean: {
    skill: 'water-play',
    match:
      /\bocean|\bsea\b|sea (creature|life|animal)|marine|under ?water|\bfish(es)?\b|whale|dolphin|shark|octop|\bshells?\b/i,
    phrase: 'sea creatures',
    tags: ['water', 'fish'],
  },
  space: {
    skill: 'stars',
    match: /\bspace\b|planet|rocket|astronaut|solar system|\bouter space|galax|cosmos|\bmoon landing/i,
    phrase: 'space and planets',
    tags: ['space'],
  },
  stars: {
    skill: 'stars',
    match: /\bstars?\b|stargaz|night sky|constellation|astronom|\bmoon\b|telescope/i,
    phrase: 'the stars',
    tags: ['night'],
  },
  painting: {
    skill: 'art',
    match: /paint|draw|\bart\b|\barts and crafts|craft|crayon|color(ing)?\b|colour(ing)?\b|sketch|doodl/i,
    phrase: 'painting',
  },
  music: {
    skill: 'music',
    match: /music|\bsing|song|piano|guitar|drum|violin|ukulele|\bband\b|recorder|\bflute|instrument/i,
    phrase: 'music',
  },
  dancing: {
    skill: 'dance',
    match: /danc|ballet|tap shoes|twirl|\bdisco\b|hip[- ]?hop|gymnastic/i,
    phrase: 'dancing',
  },
  building: {
    skill: 'building',
    match: /build|block|lego|duplo|construct|brick|\bforts?\b|digger|tower/i,
    phrase: 'building',
  },
  robots: {
    skill: 'machines',
    match: /robot|invent|gadget|machine|engineer|coding|\bcode\b|computer|tinker/i,
    phrase: 'inventing',
    tags: ['robots', 'machines'],
  },
  vehicles: {
    skill: 'machines',
    match:
      /\btrains?\b|\bcars?\b|truck|vehicle|tractor|\bbus(es)?\b|fire ?engine|\bplanes?\b|airplane|\bboats?\b|railway/i,
    phrase: 'trains and trucks',
    tags: ['machines'],
  },
  science: {
    skill: 'science',
    match: /scien|experiment|chemist|discover|magnet|volcano|microscope|how things work/i,
    phrase: 'science',
  },
  gardening: {
    skill: 'gardening',
    match: /garden|flower|\bplant|seed|grow(ing)? things|vegetable patch|sunflower/i,
    phrase: 'gardening',
  },
  nature: {
    skill: 'nature',
    match:
      /nature|outdoor|hik(e|ing)|\bwoods?\b|forest|\btrees?\b|leaves|\bleaf\b|rocks?\b|explor(e|ing) outside|camping/i,
    phrase: 'nature',
  },
  animals: {
    skill: 'animals',
    match:
      /animal|\bpets?\b|\bdogs?\b|pupp|\bcats?\b|kitten|horse|pon(y|ies)|bunn|rabbit|\bzoo\b|\bfarm\b|elephant|\blions?\b|bear/i,
    phrase: 'animals',
    tags: ['animals'],
  },
  reading: {
    skill: 'reading',
    match: /read|\bbooks?\b|librar|stories|storytell|writing|\bwords?\b|poem/i,
    phrase: 'books',
  },
  numbers: {
    skill: 'counting',
    match: /number|count|\bmaths?\b|sums|adding|arithmetic/i,
    phrase: 'counting',
  },
  sports: {
    skill: 'sport',
    match:
      /sport|soccer|football|basketball|baseball|tennis|\bball\b|running|\brun\b|swing|climb|bik(e|ing)|scooter|skat/i,
    phrase: 'ball games',
  },
  cooking: {
    skill: 'cooking',
    match: /cook|bak(e|ing)|kitchen|cake|cookie|pancake|chef|muffin|\bpizza/i,
    phrase: 'baking',
    tags: ['food'],
  },
  'pretend-play': {
    skill: 'imagination',
    match: /pretend|make[- ]?believe|imagin|role[- ]?play|playing house|tea part(y|ies)|puppet/i,
    phrase: 'pretend play',
  },
  fairies: {
    skill: 'magic',
    match: /fair(y|ies)|\bmagic|wizard|wand|spell|unicorn|enchant|witch/i,
    phrase: 'magic',
    tags: ['magic'],
  },
  puzzles: {
    skill: 'puzzles',
    match:
      /puzzl|riddle|jigsaw|mazes?\b|brain ?teaser|\bcodes?\b|detective|mystery|mysteries|\bclues?\b|\bchess\b|checkers|draughts|board ?games?|sudoku|crosswords?/i,
    phrase: 'puzzles',
  },
  'dressing-up': {
    skill: 'dressing-up',
    match: /dress(ing)?[- ]?up|costume|fancy dress|\bhats?\b|princess dress|capes?\b/i,
    phrase: 'dressing up',
  },
  swimming: {
    skill: 'water-play',
    match: /swim|splash|water play|paddl|\bpool\b|\bbath toys?/i,
    phrase: 'splashing in water',
    tags: ['water', 'swimming'],
  },
  helping: {
    skill: 'kindness',
    match: /help|kind|caring|look(ing)? after|friends?\b|hugs?\b|family/i,
    phrase: 'helping',
  },
};
