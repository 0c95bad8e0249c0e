import { describe, expect, it, vi } from 'vitest';
import type { TStorySummary } from '../../../shared/stories';
import { libraryPlayback } from './library-playback';

const story = { id: 's1', title: 'Moon' } as TStorySummary;

describe('libraryPlayback', () => {
  it('hands a row listen to the registered player, and to nobody once it has gone', () => {
    const handler = vi.fn();
    const unregister = libraryPlayback.handleListen(handler);
    libraryPlayback.listen(story);
    expect(handler).toHaveBeenCalledWith(story);
    unregister();
    libraryPlayback.listen(story);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('an old player leaving does not unregister the new one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = libraryPlayback.handleListen(first);
    const unregisterSecond = libraryPlayback.handleListen(second);
    unregisterFirst();
    libraryPlayback.listen(story);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    unregisterSecond();
  });
});
