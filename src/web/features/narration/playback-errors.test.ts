import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages';
import { MEDIA_ERROR, mediaErrorMessage, playRejectionMessage } from './playback-errors';

const domError = (name: string) => new DOMException('x', name);

describe('playRejectionMessage', () => {
  it('asks for a tap first when the browser blocks autoplay (NotAllowedError)', () => {
    expect(playRejectionMessage(domError('NotAllowedError'))).toBe(
      'Please interact with the page first to enable audio playback.',
    );
  });

  it('says nothing when a pause or a new source interrupted the start', () => {
    expect(playRejectionMessage(domError('AbortError'))).toBeNull();
  });

  it('suggests the download for any other refusal', () => {
    expect(playRejectionMessage(domError('NotSupportedError'))).toBe(STORY_MESSAGES.playFailed);
    expect(playRejectionMessage(new Error('boom'))).toBe(STORY_MESSAGES.playFailed);
    expect(playRejectionMessage('odd')).toBe(STORY_MESSAGES.playFailed);
  });
});

describe('mediaErrorMessage', () => {
  it('maps the element error codes to the spec messages', () => {
    expect(mediaErrorMessage(MEDIA_ERROR.network)).toBe(STORY_MESSAGES.audioLoadFailed);
    expect(mediaErrorMessage(MEDIA_ERROR.notSupported)).toBe(STORY_MESSAGES.audioLoadFailed);
    expect(mediaErrorMessage(undefined)).toBe(STORY_MESSAGES.audioLoadFailed);
    expect(mediaErrorMessage(MEDIA_ERROR.decode)).toBe(STORY_MESSAGES.playError);
    expect(mediaErrorMessage(MEDIA_ERROR.aborted)).toBeNull();
  });
});
