/**
 * Refusals of the safety net since this process started, by category (the local layer's
 * categories, "fears", "unsafe-words", "judge" for the LLM judge's no, "judge-unavailable" when it
 * failed or timed out, "form" for length and title), and how many stories the local engine wrote
 * after an LLM's drafts were refused. The admin's health report shows them.
 */
export interface SafetyFigures {
  since: string;
  refusedDrafts: number;
  byCategory: Record<string, number>;
  localFallbacks: number;
}

export interface SafetyTally {
  refused(categories: readonly string[]): void;
  fellBack(): void;
  figures(): SafetyFigures;
}

export function createSafetyTally(now: () => Date = () => new Date()): SafetyTally {
  const since = now().toISOString();
  let refusedDrafts = 0;
  let localFallbacks = 0;
  const byCategory = new Map<string, number>();
  return {
    refused(categories) {
      refusedDrafts++;
      for (const c of new Set(categories)) byCategory.set(c, (byCategory.get(c) ?? 0) + 1);
    },
    fellBack() {
      localFallbacks++;
    },
    figures: () => ({
      since,
      refusedDrafts,
      byCategory: Object.fromEntries([...byCategory].sort(([a], [b]) => a.localeCompare(b))),
      localFallbacks,
    }),
  };
}
