import { describe, expect, it } from 'vitest';
import type { TStoryAudio } from '../../../shared/stories';
import { playerIdOf, STORY_VOICE_KEY, voiceChoices } from './voices';

const audio = (url: string): TStoryAudio => ({ audioUrl: url, mimeType: 'audio/mpeg' });

describe('the voices a story can be heard in', () => {
  it('lists family recordings newest first, then the story narration', () => {
    const choices = voiceChoices({
      audio: audio('/api/stories/s/audio'),
      voices: [
        { id: 'a', name: 'Grandma', audio: audio('/api/recordings/a/audio') },
        { id: 'b', name: 'Dad', audio: audio('/api/recordings/b/audio') },
      ],
    });
    expect(choices.map((c) => [c.key, c.label])).toEqual([
      ['b', "Dad's voice"],
      ['a', "Grandma's voice"],
      [STORY_VOICE_KEY, 'Story voice'],
    ]);
  });

  it('is empty without audio, and a recording alone is a voice', () => {
    expect(voiceChoices({})).toEqual([]);
    expect(voiceChoices({ voices: [{ id: 'a', name: 'Mum', audio: audio('/x') }] })).toHaveLength(1);
  });

  it('gives each voice its own player id (the story narration keeps the story id)', () => {
    expect(playerIdOf('s1', STORY_VOICE_KEY)).toBe('s1');
    expect(playerIdOf('s1', 'a')).not.toBe('s1');
  });
});
