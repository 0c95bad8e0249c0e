import type { Pack } from '../../src/server/features/stories/engine/pack/index.js';
import type { ToldStory } from '../../src/server/features/stories/engine/tell/story.js';
import type { StoryWriterInput } from '../../src/server/features/stories/writer/types.js';

type Tell = (input: StoryWriterInput, pack: Pack) => ToldStory;

/** The request as a key; an `undefined` field is kept apart from a missing one, as `in` tells them apart. */
const keyOf = (input: StoryWriterInput) =>
  JSON.stringify(input, (_key, value: unknown) => (value === undefined ? '\u0000undefined' : value));

/**
 * `tell` that tells each request once per test file: several tests of a file check the same
 * requests for different things, and telling is nearly all of their time. The engine is
 * deterministic for a request and a pack (a seed picks everything), so a second telling could only
 * give the same story; each test still reads every story it asked for. The stories are shared, so
 * a test must only read them (none of the files using this changes a told story). Made in the test
 * file, so the stories are let go with it.
 */
export function rememberingTell(tell: Tell): Tell {
  const told = new WeakMap<Pack, Map<string, ToldStory>>();
  return (input, pack) => {
    let byRequest = told.get(pack);
    if (byRequest === undefined) told.set(pack, (byRequest = new Map()));
    const key = keyOf(input);
    let story = byRequest.get(key);
    if (story === undefined) byRequest.set(key, (story = tell(input, pack)));
    return story;
  };
}
