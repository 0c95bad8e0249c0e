import { describe, expect, it } from 'vitest';
import { FEATURED_EXCERPT_CHARS } from '../../../shared/constants';
import {
  excerpt,
  filterStories,
  hasAudio,
  NO_FILTERS,
  paragraphs,
  reconcileFilters,
  sortNewestFirst,
  themeOptions,
} from './library-view';

type TS = {
  id: string;
  childId: string | null;
  theme: string;
  createdAt: string;
  audio?: { audioUrl?: string; audioBase64?: string; mimeType: string };
};

const stories: TS[] = [
  { id: 'a', childId: 'mia', theme: 'space', createdAt: '2025-01-01T20:00:00Z' },
  {
    id: 'b',
    childId: 'leo',
    theme: 'adventure',
    createdAt: '2025-01-03T20:00:00Z',
    audio: { audioUrl: '/a.mp3', mimeType: 'audio/mpeg' },
  },
  { id: 'c', childId: null, theme: 'space', createdAt: '2025-01-02T20:00:00Z' },
  { id: 'd', childId: 'mia', theme: 'bedtime', createdAt: '2025-01-03T20:00:00Z' },
];
const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe('library ordering and chips', () => {
  it('sorts newest first, keeping server order for equal times', () => {
    expect(ids(sortNewestFirst(stories))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('offers the distinct themes, sorted', () => {
    expect(themeOptions(stories)).toEqual(['adventure', 'bedtime', 'space']);
    expect(themeOptions([])).toEqual([]);
  });
});

describe('filterStories', () => {
  it('keeps everything with no filters', () => {
    expect(ids(filterStories(stories, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('filters by child, theme and audio together', () => {
    expect(ids(filterStories(stories, { ...NO_FILTERS, childId: 'mia' }))).toEqual(['a', 'd']);
    expect(ids(filterStories(stories, { ...NO_FILTERS, theme: 'space' }))).toEqual(['a', 'c']);
    expect(ids(filterStories(stories, { ...NO_FILTERS, audio: 'audio' }))).toEqual(['b']);
    expect(ids(filterStories(stories, { ...NO_FILTERS, audio: 'text' }))).toEqual(['a', 'c', 'd']);
    expect(ids(filterStories(stories, { childId: 'mia', theme: 'space', audio: 'text' }))).toEqual(['a']);
    expect(filterStories(stories, { childId: 'leo', theme: 'space', audio: 'all' })).toEqual([]);
  });
  it('counts an audio object without a source as no audio', () => {
    expect(hasAudio({ audio: { mimeType: 'audio/mpeg' } })).toBe(false);
    expect(hasAudio({ audio: { audioBase64: 'AAAA', mimeType: 'audio/mpeg' } })).toBe(true);
    expect(hasAudio({})).toBe(false);
  });
  it('drops a filter whose child or theme is gone', () => {
    const f = { childId: 'gone', theme: 'space', audio: 'audio' as const };
    expect(reconcileFilters(f, ['mia'], ['space'])).toEqual({
      childId: null,
      theme: 'space',
      audio: 'audio',
    });
    const same = { ...NO_FILTERS, childId: 'mia' };
    expect(reconcileFilters(same, ['mia'], [])).toBe(same);
  });
});

describe('excerpt', () => {
  it('keeps short content whole', () => {
    expect(excerpt('Once upon a time.')).toBe('Once upon a time.');
  });
  it('cuts at 300 characters and marks the cut', () => {
    const long = 'x'.repeat(FEATURED_EXCERPT_CHARS + 50);
    expect(excerpt(long)).toBe(`${'x'.repeat(FEATURED_EXCERPT_CHARS)}…`);
    // The library sends exactly the first 300 characters: filling them means the story goes on.
    expect(excerpt('y'.repeat(FEATURED_EXCERPT_CHARS))).toBe(`${'y'.repeat(FEATURED_EXCERPT_CHARS)}…`);
  });
  it('ends a cut on a whole word', () => {
    const words = 'The dolphin waved at each other, '.repeat(20).slice(0, FEATURED_EXCERPT_CHARS);
    const cut = excerpt(words);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/(?:The|dolphin|waved|at|each|other)$/);
    expect(cut.length).toBeGreaterThan(FEATURED_EXCERPT_CHARS * 0.6);
  });
  it('folds paragraph breaks into spaces and never splits an emoji', () => {
    expect(excerpt('One.\n\nTwo.')).toBe('One. Two.');
    expect(excerpt('🌙🌙🌙', 2)).toBe('🌙🌙…');
  });
});

describe('paragraphs', () => {
  it('splits on newlines and skips blank lines', () => {
    expect(paragraphs('First line.\n\nSecond.\n   \nThird.\r\nFourth.')).toEqual([
      'First line.',
      'Second.',
      'Third.',
      'Fourth.',
    ]);
    expect(paragraphs('\n\n')).toEqual([]);
  });
});
