/** Labels of the appearance setting (Account Settings). */
export const APPEARANCE_LABELS = {
  title: 'Appearance',
  intro: 'Night is easy on sleepy eyes; Light is softer for daytime reading.',
  groupLabel: 'Theme',
  system: 'System',
  systemHint: 'Follows this device',
  light: 'Light',
  lightHint: 'Soft paper',
  dark: 'Night',
  darkHint: 'Night sky',
} as const;

/** The selected child's stories beside their profile (Kids tab). */
export const CHILD_STORIES_LABELS = {
  title: (name: string) => `Stories for ${name}`,
  none: (name: string) => `No stories for ${name} yet. Tonight's can be the first.`,
  loading: 'Finding their stories…',
  failed: 'Their stories could not be loaded just now.',
  seeAll: 'See them all in the Library',
} as const;
