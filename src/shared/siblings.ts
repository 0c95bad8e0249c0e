import type { TPlanType } from './plans.js';

/**
 * Siblings in one story (issue 27): a Family parent picks one to three of their children; every
 * child is a hero of the same story, which spends one story credit, from the first child picked.
 */
export const MAX_STORY_CHILDREN = 3;

/** Only the Family plan has more than one child to put in a story together. */
export function allowsSiblingStories(planType: TPlanType): boolean {
  return planType === 'family';
}

export const SIBLING_MESSAGES = {
  childIdsInvalid: 'childIds must be a list of child profile ids',
  tooMany: `A story can have at most ${MAX_STORY_CHILDREN} children`,
  duplicate: 'Each child can be in a story only once',
  firstNotListed: 'childId must be one of childIds',
  familyOnly: 'Stories with two or three children together come with the Family plan.',
  formLegend: 'Also in this story',
  formHint: (name: string) =>
    `Brothers and sisters can share one story. It uses one of ${name}'s stories for today.`,
  threeNeedRoom: (names: readonly string[]) =>
    `A short story has no room for ${joinNames(names)} to each have their moment, so this one is medium length.`,
} as const;

/**
 * Three children each need their moment: a short story has no room for it, so a story for three
 * is at least medium (and the parent is told, SIBLING_MESSAGES.threeNeedRoom).
 */
export function lengthForChildren<L extends string>(length: L | 'medium', children: number): L | 'medium' {
  return children >= MAX_STORY_CHILDREN && length === 'short' ? 'medium' : length;
}

/** "Mia", "Mia and Leo", "Mia, Leo and Ada": how a story names its heroes together. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
