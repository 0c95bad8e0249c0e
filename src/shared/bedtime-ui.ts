/**
 * The bedtime words and constants without the schemas (bedtime.ts re-exports them): the web
 * pages read these, and importing bedtime.ts would build its zod schemas on every page that shows them.
 */

/**
 * Bedtime that learns (issue 27): the morning after, one tap says how the story went; the next
 * stories for that child are adjusted within what the parent chose, and say so in one line.
 */
export const BEDTIME_OUTCOMES = [
  'asleep_before_end',
  'asleep_at_end',
  'still_awake',
  'too_exciting',
] as const;
export type TBedtimeOutcome = (typeof BEDTIME_OUTCOMES)[number];

export const BEDTIME_OUTCOME_LABELS: Record<TBedtimeOutcome, string> = {
  asleep_before_end: 'Asleep before the end',
  asleep_at_end: 'Asleep at the end',
  still_awake: 'Still awake',
  too_exciting: 'Too exciting',
};

export const BEDTIME_UI = {
  question: (name: string) => `How did bedtime go for ${name}?`,
  thanks: (name: string) => `Thank you. ${name}'s next stories will take this into account.`,
  thanksOff: 'Thank you. Stories are not being adjusted for this child.',
  turnOff: 'Stop adjusting stories',
  turnOn: 'Adjust stories from bedtime',
  failed: 'That did not save. Please try again.',
} as const;

/** The one line a story written with an adjustment carries (its `notices`). */
export const BEDTIME_NOTICES = {
  shorterAwake: (name: string) => `A little shorter tonight: ${name} was still awake after the last two.`,
  shorterAsleep: (name: string) =>
    `A little shorter tonight: ${name} fell asleep before the end of the last two.`,
  calmer: (name: string) => `A calmer story tonight: the last one was too exciting for ${name}.`,
  calmerAwake: (name: string) =>
    `A calmer story tonight: ${name} was still awake after the last two, and this one is already as short as it gets.`,
} as const;
