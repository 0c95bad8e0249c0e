import type { SafetyFigures } from '../../../../shared/admin-data.js';

export type { SafetyFigures };

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
