import { describe, expect, it } from 'vitest';
import { DAILY_UI, waitPhrase } from './daily';

describe('the admin wait, measured', () => {
  it('says the measured median, or the spec range before any job finished', () => {
    expect(waitPhrase(3, DAILY_UI.specAudioWait)).toBe('about 3 seconds');
    expect(waitPhrase(1, DAILY_UI.specAudioWait)).toBe('about 1 second');
    expect(waitPhrase(150, DAILY_UI.specAudioWait)).toBe('about 3 minutes');
    expect(waitPhrase(null, DAILY_UI.specAudioWait)).toBe('60-90 seconds');
    expect(DAILY_UI.addAudioConfirmMeasured(waitPhrase(2, DAILY_UI.specAudioWait))).toBe(
      'Generating the audio narration takes about 2 seconds here. Continue?',
    );
  });
});
