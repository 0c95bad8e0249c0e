/**
 * The app's one player (player-context.tsx) plays from a queue: one story (Listen), or Play All's
 * own copy of the library's narrated stories taken when it was pressed. Pure, so it is tested.
 */
import { DAILY_UI } from '../../../shared/daily-ui';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TSentenceTiming } from '../../../shared/stories';
import { indexAfterEnded, nextIndex, previousIndex } from './playlist';

/** Something the player can play: a library story or the daily story. */
export interface TPlayerItem {
  /** The story's id (a library story's, or the daily story's). */
  id: string;
  title: string;
  /** The child the story is for; null for the daily story. */
  childName: string | null;
  audioUrl: string;
  /** Seconds, as recorded with the audio (the file's own is used once the element knows it). */
  duration: number;
  /** Sentence timings for the read-along; empty when the story has none (or they are not loaded). */
  timings: readonly TSentenceTiming[];
  /** Where the story is read along: /read/<id>, or the Daily tab. */
  readerPath: string;
  /** The cover for the lock screen. */
  artwork?: string;
  /** The daily story goes back to 0 when it ends (spec §4). */
  rewindAtEnd?: boolean;
  /** Told whenever the item starts playing (the daily story reports its first play of a view). */
  onPlay?: () => void;
}

export interface TPlayerQueue {
  items: readonly TPlayerItem[];
  index: number;
  /** Play All: previous/next and 'Playlist Mode: i of n'; the next story plays when one ends. */
  playlist: boolean;
}

/** One story on its own. */
export function singleQueue(item: TPlayerItem): TPlayerQueue {
  return { items: [item], index: 0, playlist: false };
}

/**
 * Play All: a copy of the list as it is now, so a later filter (which changes the library's list)
 * changes neither the queue nor what it says is playing.
 */
export function playlistQueue(items: readonly TPlayerItem[], index = 0): TPlayerQueue | null {
  if (items.length === 0) return null;
  return {
    items: Object.freeze([...items]),
    index: Math.min(Math.max(0, index), items.length - 1),
    playlist: true,
  };
}

export function currentItem(queue: TPlayerQueue | null): TPlayerItem | null {
  return queue?.items[queue.index] ?? null;
}

/** Next or previous in a playlist (wrapping, spec §2); a single story stays where it is. */
export function stepQueue(queue: TPlayerQueue, direction: 'next' | 'previous'): TPlayerQueue {
  if (!queue.playlist) return queue;
  const by = direction === 'next' ? nextIndex : previousIndex;
  return { ...queue, index: by(queue.index, queue.items.length) };
}

/** When the playing story ends: the queue moved to the next story, or null to stop (spec §4). */
export function queueAfterEnded(queue: TPlayerQueue, continuous: boolean): TPlayerQueue | null {
  if (!queue.playlist) return null;
  const index = indexAfterEnded(queue.index, queue.items.length, continuous);
  return index === null ? null : { ...queue, index };
}

/** The same story with what a screen knows better (the reader's timings, the daily view's report). */
export function adoptItem(queue: TPlayerQueue, item: TPlayerItem): TPlayerQueue {
  if (currentItem(queue)?.id !== item.id || queue.items[queue.index] === item) return queue;
  const items = queue.items.map((it, i) => (i === queue.index ? item : it));
  return { ...queue, items: Object.freeze(items) };
}

/** 'Now Playing: <title>' of the story actually playing, or null when nothing is. */
export function nowPlayingLabel(queue: TPlayerQueue | null): string | null {
  const item = currentItem(queue);
  return item ? `${PLAYER_LABELS.nowPlaying}: ${item.title}` : null;
}

/** What the lock screen shows under the title. */
export function artistOf(item: TPlayerItem): string {
  return item.childName === null ? DAILY_UI.todaysStory : `For ${item.childName}`;
}
