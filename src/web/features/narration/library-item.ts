import { storyCover } from '../../../shared/cover-art';
import type { TStorySummary } from '../../../shared/stories';
import { PATHS } from '../../lib/paths';
import type { TPlayerItem } from './player-queue';

/** A library story as the app's player plays it (the reader adds its timings when it is opened). */
export function libraryItem(story: TStorySummary): TPlayerItem {
  return {
    id: story.id,
    title: story.title,
    childName: story.childName,
    audioUrl: story.audio.audioUrl ?? '',
    duration: story.audio.duration ?? 0,
    timings: [],
    readerPath: PATHS.read(story.id),
    artwork: storyCover({ ...story, content: story.excerpt }).url,
  };
}
