import { RECORDING_MESSAGES } from '../../../shared/recordings-ui';
import type { TStory, TStoryAudio } from '../../../shared/stories';

/** One voice a story can be heard in: its own narration, or a family member's recording. */
export interface TVoiceChoice {
  /** 'story' for the story's narration, else the recording's id. */
  key: string;
  label: string;
  audio: TStoryAudio;
}

export const STORY_VOICE_KEY = 'story';

/** The story's voices: family recordings first (newest first: what was just made), then its narration. */
export function voiceChoices(story: Pick<TStory, 'audio' | 'voices'>): TVoiceChoice[] {
  const family = (story.voices ?? [])
    .map((v) => ({ key: v.id, label: RECORDING_MESSAGES.voiceLabel(v.name), audio: v.audio }))
    .reverse();
  const own = story.audio
    ? [{ key: STORY_VOICE_KEY, label: RECORDING_MESSAGES.storyVoice, audio: story.audio }]
    : [];
  return [...family, ...own];
}

/** The player's id for a story in a voice: each voice is its own item (its own file and timings). */
export function playerIdOf(storyId: string, voiceKey: string): string {
  return voiceKey === STORY_VOICE_KEY ? storyId : `${storyId}#voice-${voiceKey}`;
}
