/**
 * What the app says about credits and upgrades (issue 26): every upsell names what the next plan
 * adds for this family (narration, more children, a story for each child) and never "more stories
 * each day", which no plan gives one child. The spec's own titles and messages stay in messages.ts.
 */

/** "7 h 59 min", "12 min": the wait until stories come back, rounded up to the minute. */
export function formatWait(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

export const PLAN_PROMISES = {
  welcomeAvailable: "Your first story is on us: it won't use today's story.",
  welcomeBadge: 'Welcome story, on the house',
  nextStory: (wait: string) => `Tonight's story is written; the next one is ready at midnight, in ${wait}.`,
  nextNarration: (wait: string) =>
    `Tonight's narration is used; the next one is ready at midnight, in ${wait}.`,
  nextStoryButton: (wait: string) => `Next story in ${wait}`,
  familyAddsChildren:
    'Writing for more than one child? Family gives each of up to 3 children their own story and narration every day.',
  familyIsLargest: 'Family is our largest plan: each child already has their own story every day.',
  premiumAddsNarration:
    'Narration comes with Premium: one story a night read aloud, with words that light up as they are read.',
  listenWithPremium: 'Listen with Premium',
  close: 'Close',
  plansIntro:
    'Every plan writes one personalised story a day. Premium adds narration; Family gives each of up to 3 children their own story and narration.',
  familyAtChildCap: 'Family is our largest plan, with room for 3 children.',
} as const;
