import { otherNames } from '../../../shared/children.js';

/**
 * A writer is told the child's first name only. The rest of the profile name (surname, middle
 * names) is also taken out of what the parent typed into other fields ("tea with Mia Johnson",
 * "Grandma Johnson"), so it never reaches a writer and so never an AI service.
 */
export function nameWithholder(fullName: string): (text: string) => string {
  const parts = otherNames(fullName)
    .map((p) => p.replace(/[^\p{L}\p{M}'-]/gu, ''))
    // Only letters, marks, ' and - remain, none of which is special in a regex.
    .filter((p) => p.length >= 2);
  if (parts.length === 0) return (text) => text;
  const names = new RegExp(`(?<![\\p{L}\\p{M}])(?:${parts.join('|')})(?![\\p{L}\\p{M}])`, 'giu');
  return (text) => text.replace(names, ' ').replace(/\s+/g, ' ').trim();
}
