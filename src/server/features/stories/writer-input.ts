import { firstName } from '../../../shared/children.js';
import type { TReadingLevel } from '../../../shared/constants.js';
import { allowsSiblingStories } from '../../../shared/siblings.js';
import { CHILD_MESSAGES } from '../../../shared/messages.js';
import { SIBLING_MESSAGES } from '../../../shared/siblings.js';
import type { TStoryGenerateRequest } from '../../../shared/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import type { ChildFinder, StoryChild } from './abilities.js';
import { nameWithholder } from './withhold-names.js';
import type { StoryWriterInput } from './writer/types.js';

/**
 * The children a story is for, in the request's order (the first one's credit pays): every one
 * the parent's own, and more than one only on a plan that has siblings to put together.
 */
export async function findStoryChildren(
  children: ChildFinder,
  userId: string,
  access: Access,
  request: Pick<TStoryGenerateRequest, 'childIds'>,
): Promise<[StoryChild, ...StoryChild[]]> {
  const found = await Promise.all(request.childIds.map((id) => children.findOwned(userId, id)));
  const [first, ...rest] = found;
  if (!first || rest.some((c) => c === null)) throw AppError.notFound(CHILD_MESSAGES.notFound);
  if (rest.length > 0 && !allowsSiblingStories(access.planType))
    throw AppError.forbidden(SIBLING_MESSAGES.familyOnly);
  return [first, ...(rest as StoryChild[])];
}

/**
 * What the writer is told: each child's FIRST name only (never the full profile name, nor any
 * account data), the profiles' preferences and the request's options. Siblings share one story:
 * every child's fears are kept out, and it is written for the youngest one's age and level.
 */
export function writerInput(
  child: StoryChild,
  request: TStoryGenerateRequest,
  seed: number,
  siblings: readonly StoryChild[] = [],
): StoryWriterInput {
  const withholders = [child, ...siblings].map((c) => nameWithholder(c.name));
  const withhold = (value: string) => withholders.reduce((v, w) => w(v), value);
  const text = (value: string | undefined | null) => (value ? withhold(value) || undefined : undefined);
  const list = (values: readonly string[]) => values.map(withhold).filter((v) => v !== '');
  const youngest = [child, ...siblings].reduce((a, b) => (b.age < a.age ? b : a));
  return {
    childName: firstName(child.name),
    age: youngest.age,
    readingLevel: youngest.readingLevel as TReadingLevel,
    interests: list(child.interests),
    favoriteCharacter: text(child.favoriteCharacter),
    storyTone: child.storyTone,
    fears: [...new Set(list([child, ...siblings].flatMap((c) => c.fears)))],
    pronouns: child.pronouns ?? undefined,
    theme: request.theme,
    setting: text(request.setting),
    randomTwist: text(request.randomTwist),
    familyFriends: text(request.familyFriends),
    learningGoals: text(request.learningGoals),
    customPrompt: text(request.customPrompt),
    storyLength: request.storyLength,
    seed,
    ...(siblings.length === 0
      ? {}
      : {
          siblings: siblings.map((s) => ({
            childName: firstName(s.name),
            age: s.age,
            ...(s.pronouns ? { pronouns: s.pronouns } : {}),
            interests: list(s.interests),
          })),
        }),
  };
}
