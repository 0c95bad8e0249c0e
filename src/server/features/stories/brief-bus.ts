/**
 * The checked text of a brief as this process writes it, for the requests and change feeds of
 * this process that follow that brief. Text is not kept: a follower hears what is written after
 * it subscribed, and reads the saved story from the database at the end. A brief written by
 * another process is followed by its row only (its status, then the whole story).
 */
export type BriefNews = { kind: 'text'; chunk: string } | { kind: 'reset' } | { kind: 'end' };
export type BriefListener = (news: BriefNews) => void;

export function createBriefBus() {
  const listeners = new Map<string, Set<BriefListener>>();
  return {
    subscribe(briefId: string, listener: BriefListener): () => void {
      const set = listeners.get(briefId) ?? new Set<BriefListener>();
      set.add(listener);
      listeners.set(briefId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(briefId);
      };
    },
    emit(briefId: string, news: BriefNews) {
      for (const listener of listeners.get(briefId) ?? []) listener(news);
    },
  };
}

export type BriefBus = ReturnType<typeof createBriefBus>;
