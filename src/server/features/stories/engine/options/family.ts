import type { TFamilyId } from '../../../../../shared/story-options.js';
import type { FamilyMemberContent } from './types.js';

const she = 'she' as const;
const he = 'he' as const;
const they = 'they' as const;

/**
 * Family and friends. Names are what a story calls them ("Grandma", "Big Sister"); a name may
 * use {nameS} ("Mia's best friend"). A name the parent typed ("Grandpa Joe") replaces it (see
 * match.ts). Babies stay home: they act in the opening, home and sleep beats only.
 * Order: the more specific first (great-grandma before grandma, baby sister before sister).
 */
export const FAMILY_MEMBERS: Readonly<Record<TFamilyId, FamilyMemberContent>> = {
  'mom-and-dad': {
    match: /\b(mom|mum|mommy|mummy|mama) (and|&) (dad|daddy|papa)\b/i,
    name: 'Mom and Dad',
    pronoun: they,
  },
  parents: { match: /\bparents\b|\bboth parents|mom and dad both/i, name: 'Mom and Dad', pronoun: they },
  'two-moms': { match: /\btwo (moms|mums|mothers)|\bmoms\b|\bmums\b/i, name: 'both Moms', pronoun: they },
  'two-dads': { match: /\btwo (dads|fathers)|\bdads\b/i, name: 'both Dads', pronoun: they },
  'great-grandma': {
    match: /great[- ]?gran(dma|dmother|ny|nie|ma)|\bgg?ma\b/i,
    name: 'Great-Grandma',
    pronoun: she,
  },
  'great-grandpa': {
    match: /great[- ]?grand(pa|father|dad)|great[- ]?gramps/i,
    name: 'Great-Grandpa',
    pronoun: he,
  },
  grandparents: {
    match: /grandparents|grand(ma|mother) (and|&) grand(pa|father)|\bgrandma and grandpa/i,
    name: 'Grandma and Grandpa',
    pronoun: they,
  },
  nana: { match: /\bnana\b|\bnanna\b/i, name: 'Nana', pronoun: she },
  granny: { match: /\bgrann(y|ie)\b|\bgran\b/i, name: 'Granny', pronoun: she },
  abuela: { match: /\babuel(a|ita)\b|\blola\b/i, name: 'Abuela', pronoun: she },
  abuelo: { match: /\babuel(o|ito)\b|\blolo\b/i, name: 'Abuelo', pronoun: he },
  nonna: { match: /\bnonna\b/i, name: 'Nonna', pronoun: she },
  nonno: { match: /\bnonno\b/i, name: 'Nonno', pronoun: he },
  oma: { match: /\boma\b/i, name: 'Oma', pronoun: she },
  opa: { match: /\bopa\b/i, name: 'Opa', pronoun: he },
  grandma: {
    match: /\bgrand(ma|mother|mom|mum|mama)\b|\bgrammy\b|\bgramma\b|\bmeemaw\b|\bmimi\b/i,
    name: 'Grandma',
    pronoun: she,
  },
  grandpa: {
    match: /\bgrand(pa|father|dad|pop)\b|\bgramps\b|\bgrampa\b|\bpop-?pop\b|\bpawpaw\b|\bpoppy\b/i,
    name: 'Grandpa',
    pronoun: he,
  },
  papa: { match: /\bpapa\b|\bpapi\b/i, name: 'Papa', pronoun: he },
  stepmom: { match: /\bstep[- ]?(mom|mum|mother)\b|\bbonus mom/i, name: 'Stepmom', pronoun: she },
  stepdad: { match: /\bstep[- ]?(dad|father)\b|\bbonus dad/i, name: 'Stepdad', pronoun: he },
  stepsister: { match: /\bstep[- ]?sis(ter)?\b/i, name: '{nameS} stepsister', pronoun: she },
  stepbrother: { match: /\bstep[- ]?bro(ther)?\b/i, name: '{nameS} stepbrother', pronoun: he },
  godmother: { match: /\bgod[- ]?(mother|mom|mum|ma)\b|fairy godmother/i, name: 'Godmother', pronoun: she },
  godfather: { match: /\bgod[- ]?(father|dad|pa)\b/i, name: 'Godfather', pronoun: he },
  'foster-parent': { match: /\bfoster\b/i, name: '{nameS} foster parent', pronoun: they },
  mom: { match: /\b(mom|mum|mommy|mummy|mama|mother|mamma|ma|mam|mamá|maman)\b/i, name: 'Mom', pronoun: she },
  dad: { match: /\b(dad|daddy|father|dada|pa|pop|papá)\b/i, name: 'Dad', pronoun: he },
  'baby-sister': {
    match: /\bbaby sis(ter)?\b|\binfant sister/i,
    name: 'the baby',
    pronoun: she,
    stayHome: true,
  },
  'baby-brother': {
    match: /\bbaby bro(ther)?\b|\binfant brother/i,
    name: 'the baby',
    pronoun: he,
    stayHome: true,
  },
  'new-baby': {
    match: /\bnew baby|\bthe baby\b|\bnewborn|\bbaby\b/i,
    name: 'the new baby',
    pronoun: they,
    stayHome: true,
  },
  'twin-sister': { match: /\btwin sis(ter)?\b/i, name: '{nameS} twin sister', pronoun: she },
  'twin-brother': { match: /\btwin bro(ther)?\b|\btwins?\b/i, name: '{nameS} twin brother', pronoun: he },
  'big-sister': { match: /\b(big|older|elder) sis(ter)?\b/i, name: '{nameS} big sister', pronoun: she },
  'little-sister': {
    match: /\b(little|younger|small|baby) sis(ter)?\b|\blil sis/i,
    name: '{nameS} little sister',
    pronoun: she,
  },
  'big-brother': { match: /\b(big|older|elder) bro(ther)?\b/i, name: '{nameS} big brother', pronoun: he },
  'little-brother': {
    match: /\b(little|younger|small) bro(ther)?\b|\blil bro/i,
    name: '{nameS} little brother',
    pronoun: he,
  },
  siblings: {
    match: /\bsiblings\b|brothers and sisters|sisters and brothers|\bbrothers\b|\bsisters\b/i,
    name: '{nameS} brothers and sisters',
    pronoun: they,
  },
  sister: { match: /\bsis(ter)?\b|\bsissy\b/i, name: '{nameS} sister', pronoun: she },
  brother: { match: /\bbro(ther)?\b|\bbrudder\b/i, name: '{nameS} brother', pronoun: he },
  aunt: { match: /\baunt(ie|y)?\b|\btia\b|\btante\b/i, name: 'Auntie', pronoun: she },
  uncle: { match: /\buncle\b|\bunc\b|\btio\b|\bonkel\b/i, name: 'Uncle', pronoun: he },
  cousins: { match: /\bcousins\b/i, name: '{nameS} cousins', pronoun: they },
  cousin: { match: /\bcousin\b/i, name: '{nameS} cousin', pronoun: they },
  'best-friend': {
    match: /\bbest (friend|buddy|pal|mate)\b|\bbff\b|\bbestie\b/i,
    name: '{nameS} best friend',
    pronoun: they,
  },
  'new-friend': { match: /\bnew friend/i, name: 'a new friend', pronoun: they },
  'imaginary-friend': {
    match: /\bimaginary friend|\bpretend friend|invisible friend/i,
    name: '{nameS} imaginary friend',
    pronoun: they,
  },
  'pen-pal': { match: /\bpen[- ]?pal\b/i, name: '{nameS} pen pal', pronoun: they },
  'family-friend': {
    match: /\bfamily friend|friend of the family/i,
    name: 'a dear family friend',
    pronoun: they,
  },
  'neighbor-kids': {
    match: /\b(kids|children) next door|\bneighbou?r(hood)? kids|\bneighbou?rs'? (kids|children)/i,
    name: 'the kids from next door',
    pronoun: they,
  },
  neighbor: { match: /\bneighbou?rs?\b|next[- ]door/i, name: 'the kind neighbor', pronoun: they },
  classmates: {
    match: /\bclassmates?\b|\bclass\b|\bschool ?friends|\bclass ?mates/i,
    name: '{nameS} classmates',
    pronoun: they,
  },
  friends: {
    match: /\bfriends\b|\bbuddies\b|\bpals\b|\bplaymates\b|\bmates\b/i,
    name: '{nameS} friends',
    pronoun: they,
  },
  teacher: {
    match: /\bteacher\b|\bmiss\b|\bmr\.?\b|\bmrs\.?\b|\bms\.?\b|\bkindergarten teacher/i,
    name: 'the teacher',
    pronoun: they,
  },
  babysitter: { match: /\bbaby[- ]?sitter\b|\bsitter\b/i, name: 'the babysitter', pronoun: they },
  nanny: { match: /\bnann(y|ie)\b|\bau ?pair\b/i, name: 'Nanny', pronoun: she },
  guardian: { match: /\bguardian\b|\bcaregiver\b|\bcarer\b/i, name: '{nameS} guardian', pronoun: they },
  'whole-family': {
    match: /\bwhole family\b|\b(the|my|our) family\b|\beveryone at home|\bfamily\b/i,
    name: 'the whole family',
    pronoun: they,
  },
  librarian: { match: /\blibrarian\b/i, name: 'the librarian', pronoun: they },
  coach: { match: /\bcoach\b/i, name: 'Coach', pronoun: they },
  teddy: {
    match: /\btedd(y|ie)\b|\bstuffed (animal|toy)\b|\bplush(ie)?\b|\bsoft toy\b/i,
    name: 'Teddy',
    pronoun: he,
  },
};
