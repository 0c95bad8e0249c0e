import type { TStory } from '../../../shared/stories.js';

/**
 * The checked text of the briefs this process is writing, for the requests and change feeds of
 * this process that follow them. A follower that subscribes late reads the text so far with
 * `text()` (kept only while the brief is written here) and hears each change after it. A brief
 * written by another process is followed by its row (its status and saved draft: brief-draft.ts).
 */
export type BriefNews =
  | { kind: 'text'; chunk: string }
  | { kind: 'reset' }
  /** `saved`: the story this process's run saved (the brief is done), for its own followers. */
  | { kind: 'end'; saved?: SavedBrief };

/** A brief done: its story as saved and the notices saved with it. */
export interface SavedBrief {
  story: TStory;
  notices?: string[];
}
export type BriefListener = (news: BriefNews) => void;

export function createBriefBus() {
  const listeners = new Map<string, Set<BriefListener>>();
  const texts = new Map<string, string>();
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
      if (news.kind === 'text') texts.set(briefId, (texts.get(briefId) ?? '') + news.chunk);
      else if (news.kind === 'reset') texts.set(briefId, '');
      else texts.delete(briefId);
      for (const listener of listeners.get(briefId) ?? []) listener(news);
    },
    /** The text so far of a brief this process is writing; undefined when it is not writing it. */
    text(briefId: string): string | undefined {
      return texts.get(briefId);
    },
  };
}

export type BriefBus = ReturnType<typeof createBriefBus>;
