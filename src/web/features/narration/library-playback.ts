/**
 * The library's one player, reachable from the 'More Stories' rows: the featured player registers
 * what a row's Listen does and publishes what it is playing, so a row can say Listen or Pause.
 */
import { useSyncExternalStore } from 'react';
import type { TStorySummary } from '../../../shared/stories';

export interface TLibraryPlayback {
  currentId: string | null;
  playing: boolean;
}

let state: TLibraryPlayback = { currentId: null, playing: false };
let listenHandler: ((story: TStorySummary) => void) | null = null;
const listeners = new Set<() => void>();

export const libraryPlayback = {
  publish(next: TLibraryPlayback): void {
    if (next.currentId === state.currentId && next.playing === state.playing) return;
    state = next;
    listeners.forEach((notify) => notify());
  },
  /** The featured player's 'play or pause this story'; returns the unregister. */
  handleListen(handler: (story: TStorySummary) => void): () => void {
    listenHandler = handler;
    return () => {
      if (listenHandler === handler) listenHandler = null;
    };
  },
  listen(story: TStorySummary): void {
    listenHandler?.(story);
  },
};

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useLibraryPlayback(): TLibraryPlayback {
  return useSyncExternalStore(subscribe, () => state);
}
