import { describe, expect, it } from 'vitest';
import { FEAR_CONCEPT_IDS, fearConcepts, fearWordsIn, ruledOutTags } from './fears.js';

const ids = (fears: string[]) => fearConcepts(fears).map((c) => c.id);

describe('fears by concept', () => {
  it.each([
    ['the dark', 'dark'],
    ['scared of the dark', 'dark'],
    ['Darkness', 'dark'],
    ['night time', 'dark'],
    ['shadows on the wall', 'dark'],
    ['lights out', 'dark'],
    ['getting lost', 'lost'],
    ['being lost in the shop', 'lost'],
    ['wandering off', 'lost'],
    ['heights', 'heights'],
    ['being high up', 'heights'],
    ['ladders', 'heights'],
    ['deep water', 'deep-water'],
    ['water over her head', 'deep-water'],
    ['the deep end of the pool', 'deep-water'],
    ['swimming', 'water'],
    ['the sea', 'sea'],
    ['big waves', 'waves'],
    ['boats', 'boats'],
    ['dogs', 'dogs'],
    ['big dogs', 'dogs'],
    ['Barking', 'dogs'],
    ['a puppy', 'dogs'],
    ['cats', 'cats'],
    ['thunder', 'thunder'],
    ['thunderstorms', 'thunder'],
    ['storms', 'storm'],
    ['a stormy night', 'storm'],
    ['lightning', 'lightning'],
    ['the wind', 'wind'],
    ['rain', 'rain'],
    ['monsters', 'monsters'],
    ['monsters under the bed', 'monsters'],
    ['the bogeyman', 'monsters'],
    ['ghosts', 'ghosts'],
    ['spooky things', 'ghosts'],
    ['witches', 'witches'],
    ['dragons', 'dragons'],
    ['giants', 'giants'],
    ['being alone', 'alone'],
    ['being on my own', 'alone'],
    ['feeling lonely', 'alone'],
    ['mum leaving', 'separation'],
    ['saying goodbye at daycare', 'separation'],
    ['sleeping alone', 'sleep-alone'],
    ['spiders', 'spiders'],
    ['cobwebs', 'spiders'],
    ['bugs', 'insects'],
    ['creepy crawlies', 'insects'],
    ['bees', 'bees'],
    ['wasp stings', 'wasps'],
    ['wasps', 'wasps'],
    ['hornets', 'wasps'],
    ['bee stings', 'bees'],
    ['snakes', 'snakes'],
    ['birds', 'birds'],
    ['pigeons', 'birds'],
    ['horses', 'horses'],
    ['loud noises', 'loud-noise'],
    ['fireworks', 'loud-noise'],
    ['the hoover', 'loud-noise'],
    ['fire', 'fire'],
    ['falling', 'falling'],
    ['flying', 'flying'],
    ['aeroplanes', 'flying'],
    ['doctors', 'doctor'],
    ['injections', 'doctor'],
    ['the dentist', 'dentist'],
    ['hospitals', 'hospital'],
    ['starting school', 'school'],
    ['a new school', 'school'],
    ['bath time', 'bath'],
    ['hair washing', 'bath'],
    ['clowns', 'clowns'],
    ['masks', 'masks'],
    ['strangers', 'strangers'],
    ['crowds', 'crowds'],
    ['trains', 'trains'],
    ['cars', 'cars'],
    ['robots', 'robots'],
    ['caves', 'caves'],
    ['tunnels', 'tunnels'],
    ['small spaces', 'small-spaces'],
    ['elevators', 'small-spaces'],
    ['the woods', 'woods'],
    ['getting messy', 'mess'],
    ['making mistakes', 'mistakes'],
    ['moving house', 'new-places'],
    ['a new baby', 'change'],
    ['sharks', 'sharks'],
    ['jellyfish', 'jellyfish'],
  ])('%s → %s', (fear, concept) => {
    expect(ids([fear])).toContain(concept);
  });

  it('covers at least 40 concepts', () => {
    expect(FEAR_CONCEPT_IDS.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps the most specific concept: deep water is not every water', () => {
    expect(ids(['deep water'])).toEqual(['deep-water']);
  });

  it('rules out the word forms that carry the concept, not look-alikes', () => {
    const dark = fearConcepts(['the dark']);
    expect(fearWordsIn('The shadows grew long and gloomy.', dark)).toEqual(['shadows', 'gloomy']);
    expect(fearWordsIn('It was pitch-black in the cave.', dark)).toContain('pitch black');
    expect(fearWordsIn('Goodnight, Mia. Sleep tight under the stars.', dark)).toEqual([]);
    const thunder = fearConcepts(['thunder']);
    expect(fearWordsIn('A thunderstorm rolled in, rumbling.', thunder)).toEqual(['thunderstorm', 'rumbling']);
    const loud = fearConcepts(['loud noises']);
    expect(fearWordsIn('A tractor rumbled past, so close the ground shook, honking.', loud)).toEqual(
      expect.arrayContaining(['rumbled', 'ground shook', 'honking']),
    );
    // A rocket's launch (the fifth panel heard "Blast off!" for a child afraid of loud noises).
    expect(fearWordsIn('Three, two, one, blast off! Up went the rocket.', loud)).toEqual(['blast off']);
    const dogs = fearConcepts(['dogs']);
    expect(fearWordsIn('A puppy was barking by the gate.', dogs)).toEqual(['puppy', 'barking']);
    expect(fearWordsIn('They ate hot dogs? No: they ate soup.', fearConcepts(['heights']))).toEqual([]);
  });

  it('gives the tags a plan must not carry', () => {
    const tags = ruledOutTags(fearConcepts(['getting lost', 'heights']));
    expect(tags.has('lost')).toBe(true);
    expect(tags.has('flying')).toBe(true);
    expect(tags.has('water')).toBe(false);
  });

  it('falls back to the words of a fear it does not know', () => {
    const own = fearConcepts(['broccoli']);
    expect(own).toHaveLength(1);
    expect(fearWordsIn('Dinner was broccoli and rice.', own)).toEqual(['broccoli']);
    expect(fearConcepts(['the'])).toEqual([]);
  });
});
