import { describe, expect, it } from 'vitest';
import { audioSource, readingTimeLabel } from './reader-view';

describe('reader helpers', () => {
  it('picks the hosted file, else builds a data URL', () => {
    expect(audioSource(undefined)).toBeNull();
    expect(audioSource({ mimeType: 'audio/mpeg' })).toBeNull();
    expect(audioSource({ audioUrl: '/a.mp3', audioBase64: 'AAA', mimeType: 'audio/mpeg' })).toBe('/a.mp3');
    expect(audioSource({ audioBase64: 'AAA', mimeType: 'audio/ogg' })).toBe('data:audio/ogg;base64,AAA');
    expect(audioSource({ audioBase64: 'data:audio/wav;base64,BBB', mimeType: 'audio/mpeg' })).toBe(
      'data:audio/wav;base64,BBB',
    );
  });
  it('says the reading time in minutes', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
    expect(readingTimeLabel(0)).toBe('1 min read');
  });
});
