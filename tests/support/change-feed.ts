import type { ChangeFeed, ChangeNotice } from '../../src/server/platform/db/change-feed.js';

/** Tests: a change feed that is always listening, told by the test what was written. */
export function manualChangeFeed(): ChangeFeed & { notify(notice: ChangeNotice | null): void } {
  const listeners: ((notice: ChangeNotice | null) => void)[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    fence: async () => true,
    listening: () => true,
    close: async () => undefined,
    notify: (notice) => {
      for (const listener of listeners) listener(notice);
    },
  };
}
