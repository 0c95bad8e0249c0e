import { loadPack } from '../../src/server/features/stories/engine/pack/index.js';
import type { Pack } from '../../src/server/features/stories/engine/pack/compile.js';
import type { TPlan } from '../../src/server/features/stories/engine/pack/schema.js';
import { tell, type ToldStory } from '../../src/server/features/stories/engine/tell/story.js';
import type { StoryWriterInput } from '../../src/server/features/stories/writer/types.js';
import { STORY_THEMES } from '../../src/shared/constants.js';

/** One six-year-old's plain request, for tests that vary one thing of it. */
export const ADA: StoryWriterInput = {
  childName: 'Ada',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['kites'],
  fears: [],
  theme: 'bedtime',
  storyLength: 'medium',
  seed: 1,
  pronouns: 'she/her',
};

/** The pack with one plot alone, so every request tells it; made once per plot. */
const alone = new WeakMap<TPlan, Pack>();
/** A theme of the plot's world, found once per plot. */
const themeOf = new WeakMap<TPlan, string>();

/** One plot told for this request (in a theme of its world when the request's is not). */
export function tellPlot(plan: TPlan, input: StoryWriterInput, pack: Pack = loadPack()): ToldStory {
  let only = alone.get(plan);
  if (only === undefined) {
    only = { ...pack, plans: [plan] };
    alone.set(plan, only);
  }
  const known = themeOf.get(plan);
  if (known !== undefined) return tell({ ...input, theme: known }, only);
  for (const theme of STORY_THEMES) {
    try {
      const told = tell({ ...input, theme }, only);
      themeOf.set(plan, theme);
      return told;
    } catch {
      // Not a theme of this plot's world: the next one.
    }
  }
  throw new Error(`No theme tells the plot ${plan.id}`);
}
