import { useMemo } from 'react';
import { storyCover } from '../../../shared/cover-art';
import { type TPublicDailyStory } from '../../../shared/daily';
import { STORY_MESSAGES } from '../../../shared/messages';
import type { TSentenceTiming } from '../../../shared/stories';
import { PATHS } from '../../lib/paths';
import { useStoryPlayer } from '../narration/player-context';
import type { TPlayerItem } from '../narration/player-queue';
import { reportDailyPlay } from './api';

const NO_TIMINGS: readonly TSentenceTiming[] = [];

/** The daily story as the app's player plays it: its play reported once per view (spec §4). */
export function dailyItem(
  story: TPublicDailyStory,
  audioUrl: string,
  viewId: string | undefined,
): TPlayerItem {
  let reported = false;
  return {
    id: story.id,
    title: story.title,
    childName: null,
    audioUrl,
    duration: story.audio?.duration ?? 0,
    timings: story.audio?.timings ?? NO_TIMINGS,
    readerPath: PATHS.daily,
    artwork: storyCover(story).url,
    rewindAtEnd: true,
    onPlay: () => {
      if (!viewId || reported) return;
      reported = true;
      // A lost report costs one count, never the listening.
      reportDailyPlay(story.id, viewId).catch(() => undefined);
    },
  };
}

/**
 * The daily story's player: the app's one player (it plays on from tab to tab), with the daily
 * story's own words when playback fails (spec §8 'Failed to play audio.').
 */
export function useDailyPlayer(story: TPublicDailyStory, viewId: string | undefined) {
  const { audioUrl } = story;
  const item = useMemo(
    () => (audioUrl ? dailyItem(story, audioUrl, viewId) : null),
    [story, audioUrl, viewId],
  );
  const player = useStoryPlayer(item);
  const error =
    player.error && player.error !== STORY_MESSAGES.playInteract
      ? STORY_MESSAGES.dailyPlayFailed
      : player.error;
  return { ...player, error };
}
