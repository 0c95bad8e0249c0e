import type { Beat, Variants } from './types.js';

/** Variants per reading level, in the order beginner, intermediate, advanced. */
export function v(
  beginner: readonly string[],
  intermediate: readonly string[],
  advanced: readonly string[],
): Variants {
  return { beginner, intermediate, advanced };
}

/** Marker beats the engine fills from the parent's options (twist, family member, learning focus). */
export const TWIST: Beat = { kind: 'twist' };
export const FAMILY: Beat = { kind: 'family' };
export const LEARNING: Beat = { kind: 'learning' };

/** A lead-in for the 'solve' beat that fits any plan; {solution} is the engine's text. */
export const SOLVE: Beat = {
  kind: 'solve',
  variants: v(
    [
      '[Then|Just then|All at once|Right then|Suddenly|And then] {Name} had [an idea|a good idea|a bright idea|a big idea|a clever idea|a new idea]. {solution}',
      '{They} thought [hard|for a bit|and thought|a long time|very hard|and hummed]. [Then {they} smiled.|Then {they} knew.|Then {they} nodded.|Then {they} grinned.|Then {their} eyes lit up.|Then {they} clapped.|Then {they} laughed.] {solution}',
      '{Name} [tapped {their} chin|looked all around|sat [very still|quite still|still and thought]|gave a slow nod]. [Aha|Oh|Yes|Oh yes], [that was it|there was a way|that was the answer|now there was a plan]! {solution}',
      '"[I know|I have an idea|I can help|I have a plan|I know a way]," {Name} [said|said with a grin|said with a nod|called out]. {solution}',
      '[A plan|An idea|A good plan|A new idea] [popped into|came into|jumped into|grew in] {nameS} head. {solution}',
      '{Name} [sat up|stood up|looked up|jumped up] [with a grin|all at once|in a flash|with a gasp]. "[Wait|Oh|Hey|Look], I [know|have it|can do it|see it] [now|at last|for sure]!" {solution}',
    ],
    [
      '[Then|All at once|Just then] {Name} had [an idea|a plan|a thought] that made {them} [sit up straight|grin|bounce on {their} toes]. {solution}',
      '"Wait, I know what to try," [said|whispered] {Name}<, [eyes bright|with a little hop]>. {solution}',
      '{Name} [thought about|looked again at|puzzled over] the problem [for a moment|very carefully|from every side], and [slowly|then] [a smile|an idea|a plan] [appeared|grew|arrived]. {solution}',
      '[Something|A little thought|A bright idea] [tickled|nudged|popped into] {nameS} mind, [and {they} knew just what to do|and {they} laughed out loud|and {they} smiled a big smile]. {solution}',
    ],
    [
      '[Then|And then|After that|At that moment] an idea arrived, the way the best ideas [do|often do|tend to], [quietly and all at once|out of nowhere and exactly on time|without knocking|on tiptoe and then in a rush]. {solution}',
      '{Name} [thought it through|turned it over|puzzled it out|thought it over] [carefully|one step at a time|from every side|bit by bit], and [slowly|suddenly|before long|at last] {they} had a plan. {solution}',
      '{Name} [turned the problem over|considered the problem] [like a pebble in a pocket|from every side|the way a detective would], and [at last|before long|quite suddenly] [the answer|an answer|a plan] [clicked into place|came clear|presented itself]. {solution}',
      '[It was {nameS} own idea|The idea was {nameS} own], [and it arrived|arriving] [with a small, certain feeling|like a light switching on|the way sunrise does, gradually and then all at once]. {solution}',
    ],
  ),
};
