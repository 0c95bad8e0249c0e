import type { Pack } from '../../src/server/features/stories/engine/pack/index.js';
import { tell, type ToldStory } from '../../src/server/features/stories/engine/tell/story.js';
import type { StoryWriterInput } from '../../src/server/features/stories/writer/types.js';
import { storyRequest } from './story-requests.js';

/** The seed of the corpus' first request (language.test.ts told these 5,000 before the corpus). */
const FIRST_SEED = 20_001;

export interface Told {
  input: StoryWriterInput;
  t: ToldStory;
}

const corpus = new WeakMap<Pack, Told[]>();

/**
 * The first `count` of one corpus of varied requests (tests/support/story-requests.ts), each told
 * once per test worker. The engine's property tests (language, personal, continuity, coherence,
 * the safety net) read 600 to 5,000 random stories each; telling them was most of the suite's
 * time, and each file used to tell its own. A worker keeps its modules from one file to the next
 * (vitest.config.ts, `isolate: false`), so a file after another reads the stories already told,
 * and only tells the ones beyond. The engine is deterministic for a request and a pack: a second
 * telling could only give the same story. The stories are shared: a test only reads them.
 */
export function toldCorpus(count: number, pack: Pack): readonly Told[] {
  let told = corpus.get(pack);
  if (told === undefined) corpus.set(pack, (told = []));
  while (told.length < count) {
    const input = storyRequest(FIRST_SEED + told.length);
    told.push({ input, t: tell(input, pack) });
  }
  return told.slice(0, count);
}
