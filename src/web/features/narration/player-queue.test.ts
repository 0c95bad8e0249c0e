import { describe, expect, it } from 'vitest';
import {
  adoptItem,
  artistOf,
  currentItem,
  nowPlayingLabel,
  playlistQueue,
  queueAfterEnded,
  singleQueue,
  stepQueue,
  type TPlayerItem,
} from './player-queue';

const item = (id: string, title: string, childName: string | null = 'Leo'): TPlayerItem => ({
  id,
  title,
  childName,
  audioUrl: `/api/stories/${id}/audio`,
  duration: 60,
  timings: [],
  readerPath: `/read/${id}`,
});
const leo = item('leo', "Leo's Rocket");
const ava = item('ava', "Ava's Garden", 'Ava');
const mia = item('mia', "Mia's Ocean", 'Mia');

describe('the player queue', () => {
  it("Play All keeps its own copy: filtering the library's list afterwards changes nothing", () => {
    const library = [leo, ava, mia];
    const queue = playlistQueue(library)!;
    // A filter: the library's list becomes Leo's stories only (a new array, or the old one edited).
    library.splice(1, 2);
    expect(queue.items.map((i) => i.id)).toEqual(['leo', 'ava', 'mia']);
    const second = stepQueue(queue, 'next');
    expect(currentItem(second)).toBe(ava);
    expect(nowPlayingLabel(second)).toBe("Now Playing: Ava's Garden");
  });

  it('the Now Playing label names the story actually playing, and nothing when nothing is', () => {
    expect(nowPlayingLabel(null)).toBeNull();
    expect(nowPlayingLabel(singleQueue(mia))).toBe("Now Playing: Mia's Ocean");
    expect(nowPlayingLabel(playlistQueue([leo, ava], 1))).toBe("Now Playing: Ava's Garden");
  });

  it('next and previous wrap in a playlist; a single story stays', () => {
    const queue = playlistQueue([leo, ava, mia])!;
    expect(currentItem(stepQueue(queue, 'previous'))).toBe(mia);
    expect(currentItem(stepQueue(stepQueue(queue, 'previous'), 'next'))).toBe(leo);
    const one = singleQueue(leo);
    expect(stepQueue(one, 'next')).toBe(one);
  });

  it('an ended story hands over in a playlist with continuous play, else the player stops', () => {
    const queue = playlistQueue([leo, ava])!;
    expect(currentItem(queueAfterEnded(queue, true))).toBe(ava);
    expect(queueAfterEnded(stepQueue(queue, 'next'), true)).toBeNull();
    expect(queueAfterEnded(queue, false)).toBeNull();
    expect(queueAfterEnded(singleQueue(leo), true)).toBeNull();
  });

  it('an empty Play All is no queue; a start index stays inside the list', () => {
    expect(playlistQueue([])).toBeNull();
    expect(currentItem(playlistQueue([leo, ava], 9))).toBe(ava);
  });

  it("the reader's fuller copy of the playing story replaces it in place; another story changes nothing", () => {
    const queue = playlistQueue([leo, ava])!;
    const timed = { ...leo, timings: [{ start: 0, end: 2, text: 'Once.' }] };
    const adopted = adoptItem(queue, timed);
    expect(currentItem(adopted)).toBe(timed);
    expect(adopted.items[1]).toBe(ava);
    expect(adoptItem(queue, mia)).toBe(queue);
    expect(adoptItem(adopted, timed)).toBe(adopted);
  });

  it('the lock screen names the child, or the daily story', () => {
    expect(artistOf(leo)).toBe('For Leo');
    expect(artistOf(item('d1', 'Today', null))).toBe("Today's Story");
  });
});
